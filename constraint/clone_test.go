package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// clones lays clones on grid: small areas and a copy of each elsewhere
// that holds the same values, found among the areas' moves over the
// board.
func clones(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range r.NumFields() / 4 {
		cells := region(rng, r, 1+rng.IntN(3))
		var moves [][]game.Pos
		for dr := -r.Rows; dr <= r.Rows; dr++ {
			for dc := -r.Cols; dc <= r.Cols; dc++ {
				var copies []game.Pos
				for _, p := range cells {
					q := game.Pos{Row: p.Row + dr, Col: p.Col + dc}
					if r.FieldAt(q) < 0 || q == p || grid[r.FieldAt(q)] != grid[r.FieldAt(p)] {
						break
					}
					copies = append(copies, q)
				}
				if len(copies) == len(cells) {
					moves = append(moves, copies)
				}
			}
		}
		if len(moves) > 0 {
			out = append(out, constraint.NewClone(cells, moves[rng.IntN(len(moves))]))
		}
	}
	return out
}

func TestCloneSound(t *testing.T) {
	checkKind(t, "4x4", 25, 0.1, clones)
	checkKind(t, "6x6", 12, 0.2, clones)
}

func TestCloneCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewClone([]game.Pos{pos(t, "r1c1"), pos(t, "r1c2")}, []game.Pos{pos(t, "r5c5"), pos(t, "r5c6")}),
		constraint.NewClone([]game.Pos{pos(t, "r1c1"), pos(t, "r2c4")}, []game.Pos{pos(t, "r2c4"), pos(t, "r3c7")}))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"same", []string{"r1c1=3", "r5c5=3", "r1c2=4"}, ""},
		{"not the same", []string{"r1c1=3", "r5c5=3", "r1c2=4", "r5c6=5"}, "clone r1c1 r1c2 at r5c5 r5c6: r1c2 holds 4 and its clone r5c6 holds 5"},
		{"overlapping, the same", []string{"r1c1=7", "r2c4=7", "r3c7=7"}, ""},
		{"overlapping, not", []string{"r2c4=7", "r3c7=8"}, "clone r1c1 r2c4 at r2c4 r3c7: r2c4 holds 7 and its clone r3c7 holds 8"},
	})
	assert.Len(t, r.Constraints[0].Cells(), 4)
	assert.Len(t, r.Constraints[1].Cells(), 3, "each cell once")
}

func TestCloneErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"lengths", "- clone: {cells: [r1c1, r1c2], clone: [r5c5]}", "[r5c5", "a clone has as many cells as the cells it copies: 2, not 1"},
		{"its own", "- clone: {cells: [r1c1], clone: [r1c1]}", "[r1c1]}", "r1c1 is its own clone"},
		{"shape", "- clone: {cells: [r1c1, r1c2], clone: [r5c5, r6c5]}", "[r5c5", "the clone is not the shape of the cells: r1c2 would be at r5c6, as r1c1 is at r5c5"},
		{"twice", "- clone: {cells: [r1c1, r1c1], clone: [r5c5, r5c5]}", "[r5c5", "r1c1 is listed twice in the cells"},
		{"one row", "- clone: {cells: [r1c1], clone: [r1c5]}", "", "r1c1 and its clone r1c5 are both in row 1, so they cannot hold one value"},
		{"no clone", "- clone: {cells: [r1c1]}", "{cells", "clone needs clone"},
	})
	assert.Empty(t, specError("colors", "- clone: {cells: [r1c1], clone: [r3c3]}"), "the values may be words")
}

func TestCloneExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewClone([]game.Pos{pos(t, "r1c1"), pos(t, "r1c2")}, []game.Pos{pos(t, "r5c5"), pos(t, "r5c6")}))
	assert.Equal(t, "clone r1c1 r1c2 at r5c5 r5c6: a cell and its clone hold one value, so what one of them cannot hold leaves the other: 1 leaves r1c1, 3 4 5 6 7 8 9 leave r5c5",
		explain(t, r, 0, "r1c1=1 2", "r5c5=2 3 4 5 6 7 8 9"))
	assert.Equal(t, "clone r1c1 r1c2 at r5c5 r5c6: a cell and its clone have no value left in common",
		explain(t, r, 0, "r1c2=1 2", "r5c6=3"))
}
