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

// whispers lays whispers lines, of one difference per board, whose
// neighbours grid keeps that far apart.
func whispers(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	by := 1 + r.NumValues()/3 + rng.IntN(2)
	return layLines(4, 2, 6, func(r *game.Rules, grid []int, _ int, line []game.Pos, next game.Pos) bool {
		if len(line) == 0 {
			return true
		}
		d := value(r, grid, line[len(line)-1]) - value(r, grid, next)
		return d >= by || -d >= by
	}, func(cells []game.Pos) game.Constraint { return constraint.NewWhispers(cells, by) })(rng, r, grid)
}

func TestWhispersSound(t *testing.T) {
	checkLines(t, whispers)
}

func TestWhispersCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewWhispers(cells(t, "r1c1 r1c2 r2c3"), 3))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=4 r2c3=1", ""},
		{"r1c1=1 r2c3=2", ""},
		{"r1c1=1 r1c2=3", "whispers r1c1-r1c2-r2c3 at least 3 apart: r1c1 holds 1 and r1c2 next to it holds 3, less than 3 apart"},
		{"r1c2=6 r2c3=4", "whispers r1c1-r1c2-r2c3 at least 3 apart: r1c2 holds 6 and r2c3 next to it holds 4, less than 3 apart"},
	})
	assert.Equal(t, "3", r.Constraints[0].(game.Labeler).Label())
	assert.Empty(t, constraint.NewWhispers(cells(t, "r1c1 r1c2"), 5).(game.Labeler).Label(), "German whispers need no label")
}

func TestWhispersErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"by zero", "- whispers: {cells: [r1c1, r1c2], by: 0}", "l.yaml:3:41: by is the least difference of neighbours, at least 1, not 0"},
		{"by a word", "- whispers: {cells: [r1c1, r1c2], by: x}", "l.yaml:3:41: by is a whole number"},
		{"too far", "- whispers: {cells: [r1c1, r1c2], by: 9}", "l.yaml:3:5: no two values are 9 apart: the values run from 1 to 9"},
		{"gap", "- whispers: {cells: [r1c1, r3c1]}", "l.yaml:3:23: r1c1 and r3c1 are next to each other on the line but do not touch"},
	})
	sp, err := specs.Parse("l.yaml", []byte("extends: classic\nconstraints:\n  - whispers: {cells: [r1c1, r1c2, r2c3]}\n"))
	require.NoError(t, err)
	assert.Equal(t, "whispers r1c1-r1c2-r2c3 at least 5 apart", sp.Rules.Constraints[0].Name(), "5 apart when by is left out")
}

func TestWhispersExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewWhispers(cells(t, "r1c1 r1c2 r2c3"), 2))
	text, elims := explainMove(t, r, "r1c2=2")
	assert.Equal(t, []string{"r1c1-1", "r1c1-3", "r2c3-1", "r2c3-2", "r2c3-3"}, elims)
	assert.Equal(t, "whispers r1c1-r1c2-r2c3 at least 2 apart: r1c2 next to r1c1 holds 2, so 1 3 leave r1c1, less than 2 from it; r1c2 next to r2c3 holds 2, so 1 2 3 leave r2c3, less than 2 from it", text)
	r = rulesOf(t, "6x6", constraint.NewWhispers(cells(t, "r1c1 r2c2 r3c3"), 2))
	text, _ = explainMove(t, r, "r1c1=1 r3c3=6")
	assert.Equal(t, "whispers r1c1-r3c3 at least 2 apart: r1c1 next to r2c2 holds 1, so 2 leaves r2c2, less than 2 from it; r3c3 next to r2c2 holds 6, so 5 6 leave r2c2, less than 2 from it", text)
}
