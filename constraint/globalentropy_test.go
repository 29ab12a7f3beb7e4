package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// squaresKeep returns the rule of global entropy or global modular,
// written here apart from the kinds: every 2x2 square of grid holds
// numbers of the three classes, class(r, x) being the class of number x.
func squaresKeep(class func(r *game.Rules, x int) int) func(r *game.Rules, grid []int) bool {
	return func(r *game.Rules, grid []int) bool {
		for row := range r.Rows - 1 {
			for col := range r.Cols - 1 {
				seen := map[int]bool{}
				for _, p := range []game.Pos{{Row: row, Col: col}, {Row: row, Col: col + 1}, {Row: row + 1, Col: col}, {Row: row + 1, Col: col + 1}} {
					seen[class(r, value(r, grid, p))] = true
				}
				if len(seen) < 3 {
					return false
				}
			}
		}
		return true
	}
}

func TestGlobalEntropySound(t *testing.T) {
	rules := alone(constraint.NewGlobalEntropy)
	checkWhole(t, "6x6", 40, 0.25, rules)
	checkWhole(t, "classic", 3, 0.3, rules)
}

// TestGlobalEntropyCounts: the engine counts random puzzles under global
// entropy as a counter that knows the rule as squaresKeep says it, on
// 6x6 (4x4 has no thirds).
func TestGlobalEntropyCounts(t *testing.T) {
	countWhole(t, []wholeCount{{"6x6", 60, 0.25}}, constraint.NewGlobalEntropy, squaresKeep(third))
}

func TestGlobalEntropyCheck(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewGlobalEntropy())
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"all three", []string{"r1c1=1", "r1c2=4", "r2c1=7", "r2c2=2"}, ""},
		{"two lows, a corner apart", []string{"r4c4=1", "r4c5=5", "r5c4=9", "r5c5=1"}, ""},
		{"no high", []string{"r1c1=1", "r1c2=4", "r2c1=5", "r2c2=2"}, "global entropy: the square r1c1-r2c2 holds 1 4 5 2 and no high value, but needs a low, a middle and a high value"},
		{"only middle", []string{"r1c1=4", "r1c2=5", "r2c1=6", "r2c2=5"}, "global entropy: the square r1c1-r2c2 holds 4 5 6 5 and no low or high value, but needs a low, a middle and a high value"},
		{"three low, one left", []string{"r5c5=1", "r5c6=2", "r6c6=3"}, "global entropy: the square r5c5-r6c6 holds 1 2 3, all low, and has one cell left, but needs a low, a middle and a high value"},
		{"two low, two left", []string{"r5c5=1", "r6c6=2"}, ""},
		{"the last square", []string{"r8c8=7", "r8c9=8", "r9c8=9", "r9c9=4"}, "global entropy: the square r8c8-r9c9 holds 7 8 9 4 and no low value, but needs a low, a middle and a high value"},
	})
	require.Empty(t, constraint.NewGlobalEntropy().Cells(), "its cells are the board's, found when bound")
	assert.Len(t, r.Constraints[0].Cells(), 81)
}

func TestGlobalEntropyErrors(t *testing.T) {
	checkErrors(t, "4x4", []errorTest{
		{"4 values", "- globalentropy", "", "global entropy needs the values in three thirds of one size, low, middle and high, but 4 values do not split so"},
	})
	checkErrors(t, "classic", []errorTest{
		{"a key", "- globalentropy: {cells: [r1c1]}", "cells", `unknown key "cells" in globalentropy`},
	})
	_, err := specs.Parse("row.yaml", []byte("size: 1x3\nvalues: 1-3\ngroups: [rows]\nconstraints:\n  - globalentropy\n"))
	assert.ErrorContains(t, err, "row.yaml:5:5: ")
	assert.ErrorContains(t, err, "the 1x3 board has no 2x2 square of cells, so global entropy would say nothing")
	_, err = specs.Parse("w.yaml", []byte("extends: 6x6\nvalues: [a, b, c, d, e, f]\nconstraints:\n  - globalentropy\n"))
	require.NoError(t, err, "words split into thirds in their order")
}

func TestGlobalEntropyExplain(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewGlobalEntropy())
	text, elims := explainMove(t, r, "r1c1=1 r1c2=2 r2c1=4")
	assert.Equal(t, []string{"r2c2-3", "r2c2-5", "r2c2-6"}, elims, "1 2 4 leave r2c2 by its groups")
	assert.Equal(t, "global entropy: every 2x2 square needs a low, a middle and a high value; in r1c1-r2c2, r1c1 r1c2 can only be low, r2c1 middle, so 3 5 6 leave r2c2", text)
	assert.Equal(t, "global entropy: every 2x2 square needs a low, a middle and a high value; in r3c4-r4c5, r4c4 r4c5 can only be low, so 1 2 3 leave r3c4, 1 2 3 leave r3c5; "+
		"in r4c4-r5c5, r4c4 r4c5 can only be low, so 1 leaves r5c4, 2 leaves r5c5",
		explain(t, r, 0, "r4c4=1 2 3", "r4c5=1 2 3", "r5c4=1 4 7", "r5c5=2 5 8"),
	)
	assert.Equal(t, "global entropy: every 2x2 square needs a low, a middle and a high value, but in r4c4-r5c5, r4c4 r4c5 r5c4 can only be low, r5c5 low or middle",
		explain(t, r, 0, "r4c4=1 2", "r4c5=1 3", "r5c4=2 3", "r5c5=1 4"))
}

// TestGlobalEntropyPropagateAllocs: the propagation takes its room from
// the Found it is given.
func TestGlobalEntropyPropagateAllocs(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewGlobalEntropy())
	b := game.NewBoard(r)
	for _, set := range []string{"r1c1=1", "r1c2=2", "r2c1=4"} {
		require.True(t, b.Place(r.FieldAt(pos(t, set[:4])), int(set[5]-'1')))
	}
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

// TestGlobalEntropyItem: the rule writes as its item, draws nothing on
// the board, and f-puzzles cannot hold it.
func TestGlobalEntropyItem(t *testing.T) {
	items, err := constraint.Items(parseOne(t, "classic", constraint.GlobalEntropy.Example).Constraints)
	require.NoError(t, err)
	require.Len(t, items, 1)
	assert.Equal(t, "globalentropy", items[0].String())
	assert.Equal(t, constraint.StyleGlobal, constraint.GlobalEntropy.Draw.Style)
	assert.NotEmpty(t, constraint.GlobalEntropy.FPuzzles.None)
}

// TestGlobalEntropyExample solves the global entropy puzzle among
// Interactive Sudoku Solver's examples (data/example_puzzles.js, "Entropy
// Sudoku", logic-masters.de 0008G7) to the solution given there: ISS
// reads the rule over every 2x2 square, as this kind does.
func TestGlobalEntropyExample(t *testing.T) {
	solvesAs(t, "extends: classic\nconstraints:\n  - globalentropy\n",
		"8.......7............9.5.....56.89.............61.94.....7.3............2.......4",
		"891234567534867291672915348315648972948372615726159483459783126183426759267591834")
}
