package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// taxicabKeeps is the rule, written here apart from the kind: no two
// cells of grid that hold the same number N lie N steps apart, the rows
// between them and the columns added.
func taxicabKeeps(r *game.Rules, grid []int) bool {
	for f := range grid {
		for g := range f {
			p, q := r.Pos(f), r.Pos(g)
			if grid[f] == grid[g] && abs(p.Row-q.Row)+abs(p.Col-q.Col) == r.Values.Number(grid[f]) {
				return false
			}
		}
	}
	return true
}

func TestAntiTaxicabSound(t *testing.T) {
	rules := alone(constraint.NewAntiTaxicab)
	checkWhole(t, "6x6", 15, 0.2, rules)
	checkWhole(t, "classic", 3, 0.3, rules)
}

// TestAntiTaxicabCounts: the engine counts random puzzles under
// anti-taxicab as a counter that knows the rule as taxicabKeeps says it.
func TestAntiTaxicabCounts(t *testing.T) {
	countWhole(t, []wholeCount{{"4x4", 40, 0.1}, {"6x6", 40, 0.25}}, constraint.NewAntiTaxicab, taxicabKeeps)
}

func TestAntiTaxicabCheck(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewAntiTaxicab())
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"three steps", []string{"r5c5=3", "r3c4=3"}, "anti-taxicab: r3c4 and r5c5 both hold 3, 3 steps apart"},
		{"four steps", []string{"r5c5=4", "r7c3=4"}, "anti-taxicab: r5c5 and r7c3 both hold 4, 4 steps apart"},
		{"two steps, a corner", []string{"r1c1=2", "r2c2=2"}, "anti-taxicab: r1c1 and r2c2 both hold 2, 2 steps apart"},
		{"farther", []string{"r5c5=3", "r3c3=3"}, ""},
		{"nearer", []string{"r5c5=3", "r4c4=3"}, ""},
		{"other values", []string{"r5c5=3", "r3c4=4"}, ""},
		{"nine steps", []string{"r1c1=9", "r9c2=9"}, "anti-taxicab: r1c1 and r9c2 both hold 9, 9 steps apart"},
	})
	require.Empty(t, constraint.NewAntiTaxicab().Cells(), "its cells are the board's, found when bound")
	assert.Len(t, r.Constraints[0].Cells(), 81)
}

func TestAntiTaxicabErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"a key", "- antitaxicab: {cells: [r1c1]}", "cells", `unknown key "cells" in antitaxicab`},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- antitaxicab", "", "the values are not all whole numbers"},
	})
	_, err := specs.Parse("far.yaml", []byte("size: 2x2\nvalues: [5, 6]\ngroups: [rows, columns]\nconstraints:\n  - antitaxicab\n"))
	assert.ErrorContains(t, err, "far.yaml:5:5: ")
	assert.ErrorContains(t, err, "no two cells of the 2x2 board are as many steps apart as a value says (the values run from 5 to 6, the cells are 1 to 2 steps apart), so anti-taxicab would say nothing")
}

func TestAntiTaxicabExplain(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewAntiTaxicab())
	text, elims := explainMove(t, r, "r5c5=3")
	assert.Equal(t, []string{"r3c4-3", "r3c6-3", "r4c3-3", "r4c7-3", "r6c3-3", "r6c7-3", "r7c4-3", "r7c6-3"}, elims, "the row, column and box lost 3 already")
	assert.Equal(t, "anti-taxicab: r5c5 holds 3, so 3 leaves r3c4 r3c6 r4c3 r4c7 r6c3 r6c7 r7c4 r7c6, 3 steps from it", text)
	text, elims = explainMove(t, r, "r1c1=1 r1c3=2 r2c1=4")
	assert.Equal(t, []string{"r1c4-4", "r2c4-2", "r3c4-4", "r4c3-4", "r5c2-4"}, elims, "1 a step away is in its row or column")
	assert.Equal(t, "anti-taxicab: r1c3 holds 2, so 2 leaves r2c4, 2 steps from it; r2c1 holds 4, so 4 leaves r1c4 r3c4 r4c3 r5c2, 4 steps from it", text)
	text, _ = explainMove(t, r, "r1c3=3 r2c5=3")
	assert.Equal(t, "anti-taxicab: r1c3 and r2c5 can hold nothing but 3, and they are 3 steps apart", text)
	assert.Equal(t, "anti-taxicab: r1c1 can hold only 3 4, but r1c4 holds 3, 3 steps from it, and r5c1 holds 4, 4 steps from it",
		explain(t, r, 0, "r1c1=3 4", "r1c4=3", "r5c1=4"))
}

// TestAntiTaxicabLinks: each link joins two candidates that the check
// refuses together and lets stand alone; a cell's value N is linked to
// N in the cells N steps away.
func TestAntiTaxicabLinks(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewAntiTaxicab())
	c := r.Constraints[0]
	n := 0
	for a, b := range game.LinkedPairs(c.(game.Linker)) {
		n++
		g := empty(r)
		g[a.Field], g[b.Field] = a.Value, b.Value
		assert.Error(t, c.Check(game.GridOf(g)), "%s and %s", r.Placement(a), r.Placement(b))
		g[a.Field] = game.Empty
		assert.NoError(t, c.Check(game.GridOf(g)))
	}
	assert.Positive(t, n)
	var linked []string
	for c := range r.Links(game.Candidate{Field: r.FieldAt(pos(t, "r1c1")), Value: 2}) {
		linked = append(linked, r.Placement(c))
	}
	assert.ElementsMatch(t, []string{"r1c4=3", "r2c3=3", "r3c2=3", "r4c1=3"}, linked, "r1c1=3 and the cells 3 steps away")
}

// TestAntiTaxicabPropagateAllocs: the propagation takes its room from the
// Found it is given.
func TestAntiTaxicabPropagateAllocs(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewAntiTaxicab())
	b := game.NewBoard(r)
	require.True(t, b.Place(r.FieldAt(pos(t, "r5c5")), 3))
	var found game.Found
	p := r.Constraints[0].(game.Propagator)
	require.True(t, p.Propagate(b, &found))
	assert.NotEmpty(t, found.Eliminate)
	allocs := testing.AllocsPerRun(10, func() {
		found.Reset()
		p.Propagate(b, &found)
	})
	assert.Zero(t, allocs)
}

// TestAntiTaxicabItem: the rule writes as its item, draws nothing on the
// board, and f-puzzles cannot hold it.
func TestAntiTaxicabItem(t *testing.T) {
	items, err := constraint.Items(parseOne(t, "classic", constraint.AntiTaxicab.Example).Constraints)
	require.NoError(t, err)
	require.Len(t, items, 1)
	assert.Equal(t, "antitaxicab", items[0].String())
	assert.Equal(t, constraint.StyleGlobal, constraint.AntiTaxicab.Draw.Style)
	assert.NotEmpty(t, constraint.AntiTaxicab.FPuzzles.None)
}

// TestAntiTaxicabExample solves the anti-taxicab puzzle among
// Interactive Sudoku Solver's examples (data/example_puzzles.js, "Anti-Taxi
// Sudoku X", logic-masters.de 0003OG) to the solution given there.
func TestAntiTaxicabExample(t *testing.T) {
	solvesAs(t, "extends: x\nconstraints:\n  - antitaxicab\n",
		"2.4.81...3.1.9................1...8.42............9...6.9.....7.....4....4..3....",
		"264581793351697248798423165975146382426378951813259674639815427182764539547932816")
}
