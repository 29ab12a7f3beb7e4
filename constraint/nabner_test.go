package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// nabners lays nabner lines, as long as the values allow, whose every
// two cells grid keeps two or more apart.
func nabners(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	return layLines(4, 2, (r.NumValues()+1)/2, func(r *game.Rules, grid []int, _ int, line []game.Pos, next game.Pos) bool {
		return nabnerKeeps(r, grid, append(line[:len(line):len(line)], next))
	}, constraint.NewNabner)(rng, r, grid)
}

// nabnerKeeps is the rule, written here apart from the kind: no two of
// cells hold numbers equal or consecutive on grid.
func nabnerKeeps(r *game.Rules, grid []int, cells []game.Pos) bool {
	for i, a := range cells {
		for _, b := range cells[:i] {
			if d := value(r, grid, a) - value(r, grid, b); -1 <= d && d <= 1 {
				return false
			}
		}
	}
	return true
}

func TestNabnerSound(t *testing.T) {
	checkLines(t, nabners)
}

// TestNabnerCounts: the engine counts random puzzles with nabner lines
// as a counter that knows the rule as nabnerKeeps says it (countLines).
func TestNabnerCounts(t *testing.T) {
	countLines(t, func(r *game.Rules) lineRule {
		return lineRule{2, (r.NumValues() + 1) / 2, nabnerKeeps, constraint.NewNabner}
	})
}

func TestNabnerCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewNabner(cells(t, "r1c1 r1c2 r2c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=3 r2c3=5", ""},
		{"r1c1=6 r2c3=4", ""},
		{"r1c1=1 r2c3=2", "nabner r1c1-r1c2-r2c3: r1c1 holds 1 and r2c3 holds 2, consecutive"},
		{"r1c2=5 r2c3=4", "nabner r1c1-r1c2-r2c3: r1c2 holds 5 and r2c3 holds 4, consecutive"},
		{"r1c1=3 r2c3=3", "nabner r1c1-r1c2-r2c3: r1c1 and r2c3 both hold 3"},
	})
}

func TestNabnerErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"too long", "- nabner: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6]}", "l.yaml:3:5: the nabner line has 6 cells but at most 5 values are two or more apart (1 3 5 7 9)"},
		{"one cell", "- nabner: {cells: [r1c1]}", "l.yaml:3:21: the line has 1 cell: it needs at least 2, two cells to keep apart"},
		{"gap", "- nabner: {cells: [r1c1, r3c1]}", "l.yaml:3:21: r1c1 and r3c1 are next to each other on the line but do not touch"},
		{"twice", "- nabner: {cells: [r1c1, r1c2, r2c2, r2c1, r1c1]}", "l.yaml:3:46: r1c1 is listed twice in nabner r1c1-r1c2-r2c2-r2c1-r1c1"},
		{"unknown key", "- nabner: {cells: [r1c1, r1c2], by: 2}", `l.yaml:3:35: unknown key "by" in nabner: the keys are cells`},
	})
	_, err := specs.Parse("w.yaml", []byte("size: 2x2\nvalues: [a, b]\ngroups: [rows]\nconstraints:\n  - nabner: {cells: [r1c1, r2c2]}\n"))
	assert.ErrorContains(t, err, "numbers", "words have no consecutive values")
}

func TestNabnerExplain(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewNabner(cells(t, "r1c1 r2c2 r3c3")))
	text, elims := explainMove(t, r, "r2c2=3")
	assert.Equal(t, []string{"r1c1-2", "r1c1-4", "r3c3-2", "r3c3-4"}, elims)
	assert.Equal(t, "nabner r1c1-r3c3: r2c2 on the line holds 3, so 2 4 leave r1c1, equal or consecutive to it; r2c2 on the line holds 3, so 2 4 leave r3c3, equal or consecutive to it", text)
	// The pass chains: r3c3 left 5 6 is read with what r1c1 lost.
	r = rulesOf(t, "6x6", constraint.NewNabner(cells(t, "r1c1 r1c2 r2c3")))
	text, elims = explainMove(t, r, "r1c1=1 r2c3=6")
	assert.Equal(t, []string{"r1c2-2", "r1c2-5"}, elims)
	assert.Equal(t, "nabner r1c1-r1c2-r2c3: r1c1 on the line holds 1, so 2 leaves r1c2, equal or consecutive to it; r2c3 on the line holds 6, so 5 leaves r1c2, equal or consecutive to it", text)
	text, _ = explainMove(t, r, "r1c1=1 r1c2=2")
	assert.Equal(t, "nabner r1c1-r1c2-r2c3: a cell has no value two or more apart from what another cell of the line can hold", text)
}

// TestNabnerItem: the rule writes as the item it is read from, draws as
// a line of its colour, and says why f-puzzles cannot hold it.
func TestNabnerItem(t *testing.T) {
	sp, err := specs.Parse("n.yaml", []byte("extends: classic\nconstraints:\n  - "+constraint.Nabner.Example+"\n"))
	require.NoError(t, err)
	items, err := constraint.Items(sp.Rules.Constraints)
	require.NoError(t, err)
	require.Len(t, items, 1)
	assert.Equal(t, constraint.Nabner.Example, items[0].String())
	assert.Equal(t, constraint.StyleLine, constraint.Nabner.Draw.Style)
	assert.NotEmpty(t, constraint.Nabner.FPuzzles.None)
}

// TestNabnerPropagateAllocs: the propagation takes its room from the
// Found it is given.
func TestNabnerPropagateAllocs(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewNabner(cells(t, "r1c1 r1c2 r1c3 r2c4")))
	b := game.NewBoard(r)
	require.True(t, b.Place(r.FieldAt(cells(t, "r1c2")[0]), 4))
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
