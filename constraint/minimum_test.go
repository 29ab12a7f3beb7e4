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

// extrema returns the layer of minimum cells (or maximum ones): most of
// the cells of grid smaller (larger) than each of their neighbours, read
// as one item.
func extrema(least bool) layer {
	kind := constraint.Maximum
	if least {
		kind = constraint.Minimum
	}
	return markedCells(kind, func(rng *rand.Rand, r *game.Rules, grid []int, p game.Pos) bool {
		for _, q := range []game.Pos{{Row: p.Row - 1, Col: p.Col}, {Row: p.Row + 1, Col: p.Col}, {Row: p.Row, Col: p.Col - 1}, {Row: p.Row, Col: p.Col + 1}} {
			if r.FieldAt(q) >= 0 && (value(r, grid, p) < value(r, grid, q)) != least {
				return false
			}
		}
		return rng.IntN(4) > 0
	})
}

func TestMinimumSound(t *testing.T) {
	checkKind(t, "4x4", 25, 0.1, extrema(true))
	checkKind(t, "6x6", 12, 0.2, extrema(true))
}

func TestExtremumCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewMinimum(pos(t, "r5c5"), nil), constraint.NewMaximum(pos(t, "r1c1"), nil))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"smaller", []string{"r5c5=2", "r4c5=3", "r5c4=9", "r5c6=5", "r6c5=4"}, ""},
		{"not smaller", []string{"r5c5=4", "r6c5=3"}, "minimum r5c5: r5c5 holds 4 and its neighbour r6c5 holds 3: a minimum is smaller than each neighbour"},
		{"diagonal", []string{"r5c5=4", "r6c6=3"}, ""},
		{"in the corner", []string{"r1c1=9", "r1c2=8", "r2c1=1"}, ""},
		{"not larger", []string{"r1c1=5", "r2c1=6"}, "maximum r1c1: r1c1 holds 5 and its neighbour r2c1 holds 6: a maximum is larger than each neighbour"},
	})
	assert.Equal(t, []game.Pos{pos(t, "r5c5")}, r.Constraints[0].Cells(), "a drawing marks the cell alone")

	// Marked neighbours are not compared: the rule is between a marked
	// cell and the unmarked ones around it.
	pair := []game.Pos{pos(t, "r1c1"), pos(t, "r1c2")}
	r = builtin(t, "classic", constraint.NewMinimum(pair[0], pair), constraint.NewMinimum(pair[1], pair))
	checkTable(t, r, []checkTest{
		{"marked neighbours", []string{"r1c1=1", "r1c2=2", "r2c1=3", "r2c2=4", "r1c3=5"}, ""},
		{"unmarked neighbour", []string{"r1c1=1", "r1c2=4", "r2c2=3"}, "minimum r1c2: r1c2 holds 4 and its neighbour r2c2 holds 3: a minimum is smaller than each neighbour"},
	})
	sp, err := specs.Parse("m.yaml", []byte("extends: classic\nconstraints:\n  - minimum: {cells: [r1c1, r1c2]}\n"))
	require.NoError(t, err, "neighbours may both be marked")
	assert.Len(t, sp.Rules.Constraints, 2)
}

func TestExtremumErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"twice", "- maximum: {cells: [r5c5, r5c5]}", "[r5c5", "r5c5 is listed twice"},
		{"no cells", "- maximum: {}", "{}", "maximum needs cells"},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- minimum: {cells: [r1c1]}", "", "the values are not all whole numbers"},
	})
}

func TestExtremumExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewMinimum(pos(t, "r5c5"), nil), constraint.NewMaximum(pos(t, "r1c1"), nil))
	assert.Equal(t, "minimum r5c5: its cell is smaller than each of its neighbours, so 9 leaves r5c5, 1 leaves r4c5, 1 leaves r5c4, 1 leaves r5c6, 1 leaves r6c5",
		explain(t, r, 0))
	assert.Equal(t, "maximum r1c1: its cell is larger than each of its neighbours, so 3 leaves r1c1, 7 leaves r1c2, 8 leaves r2c1",
		explain(t, r, 1, "r1c1=3 5 6", "r1c2=2 5 7", "r2c1=4 8"))
	assert.Equal(t, "maximum r1c1: its cell can no longer be larger than each of its neighbours",
		explain(t, r, 1, "r1c1=2 3", "r2c1=3 4"))
}
