package constraint_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// sameValuesOf returns two or three sets of one to three cells of r
// that hold the same values in grid: the first touching or anywhere, the
// others cells anywhere that hold its values.
func sameValuesOf(rng *rand.Rand, r *game.Rules, grid []int) [][]game.Pos {
	n := 1 + rng.IntN(3)
	first := region(rng, r, n)
	if rng.IntN(2) == 0 {
		first = scattered(rng, r, n)
	}
	sets := [][]game.Pos{first}
	for range 1 + rng.IntN(2) {
		var set []game.Pos
		for _, p := range first {
			v := grid[r.FieldAt(p)]
			for _, f := range rng.Perm(r.NumFields()) {
				if grid[f] == v && !slices.Contains(set, r.Pos(f)) {
					set = append(set, r.Pos(f))
					break
				}
			}
		}
		sets = append(sets, set)
	}
	return sets
}

// sameValueSets lays rules of same values that grid keeps.
func sameValueSets(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range r.Rows / 2 {
		out = append(out, constraint.NewSameValues(sameValuesOf(rng, r, grid)))
	}
	return out
}

func TestSameValuesSound(t *testing.T) {
	checkKind(t, "4x4", 25, 0.1, sameValueSets)
	checkKind(t, "6x6", 12, 0.25, sameValueSets)
	checkKind(t, "classic", 4, 0.5, sameValueSets)
}

// TestSameValuesCounts: puzzles with rules of same values count as many
// solutions as the grids whose sets hold the same numbers, sorted.
func TestSameValuesCounts(t *testing.T) {
	countRules(t, countedRule[[][]game.Pos]{
		lay: func(rng *rand.Rand, r *game.Rules, grid []int) ([][]game.Pos, game.Constraint) {
			sets := sameValuesOf(rng, r, grid)
			return sets, constraint.NewSameValues(sets)
		},
		keeps: func(r *game.Rules, grid []int, sets [][]game.Pos) bool {
			first := slices.Sorted(slices.Values(numbersAt(r, grid, sets[0])))
			for _, set := range sets[1:] {
				if !slices.Equal(first, slices.Sorted(slices.Values(numbersAt(r, grid, set)))) {
					return false
				}
			}
			return true
		},
	})
}

func TestSameValuesCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewSameValues([][]game.Pos{cells(t, "r1c1 r1c2 r2c1"), cells(t, "r5c5 r6c6 r7c7")}),
		constraint.NewSameValues([][]game.Pos{cells(t, "r9c1"), cells(t, "r8c4"), cells(t, "r7c9")}))
	assert.Equal(t, "same values in r1c1 r1c2 r2c1 and r5c5 r6c6 r7c7", r.Constraints[0].Name())
	assert.Equal(t, "same values in r9c1, r8c4 and r7c9", r.Constraints[1].Name())
	assert.Len(t, r.Constraints[0].Cells(), 6)
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"the same, in another order", []string{"r1c1=1", "r1c2=2", "r2c1=3", "r5c5=3", "r6c6=1", "r7c7=2"}, ""},
		{"a value repeated", []string{"r1c1=1", "r1c2=2", "r2c1=3", "r5c5=3", "r6c6=1", "r7c7=1"}, "same values in r1c1 r1c2 r2c1 and r5c5 r6c6 r7c7: r1c1 r1c2 r2c1 hold 1 2 3, and r5c5 r6c6 r7c7 hold 1 1 3"},
		{"room left", []string{"r1c1=1", "r1c2=2", "r5c5=4"}, ""},
		{"too little room", []string{"r1c1=1", "r1c2=2", "r5c5=4", "r6c6=5"}, "same values in r1c1 r1c2 r2c1 and r5c5 r6c6 r7c7: r1c1 r1c2 r2c1 hold 1 2 and 1 empty, and r5c5 r6c6 r7c7 hold 4 5 and 1 empty, too few for the 1 2 they lack"},
		{"one full", []string{"r1c1=1", "r5c5=4", "r6c6=5", "r7c7=6"}, "same values in r1c1 r1c2 r2c1 and r5c5 r6c6 r7c7: r1c1 r1c2 r2c1 hold 1 and 2 empty, and r5c5 r6c6 r7c7 hold 4 5 6, without 1"},
		{"single cells", []string{"r9c1=4", "r8c4=4", "r7c9=4"}, ""},
		{"single cells, not the same", []string{"r9c1=4", "r7c9=5"}, "same values in r9c1, r8c4 and r7c9: r9c1 holds 4, and r7c9 holds 5"},
	})
}

func TestSameValuesErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"one set", "- samevalues: {sets: [[r1c1, r1c2]]}", "[[r1c1", "give two sets of cells or more, such as [[r1c1, r1c2], [r5c5, r5c6]], not 1"},
		{"sizes", "- samevalues: {sets: [[r1c1, r1c2], [r5c5]]}", "[[r1c1", "the sets are of one size: set 2 has 1 cells, and the first 2"},
		{"a cell twice", "- samevalues: {sets: [[r1c1, r1c1], [r5c5, r5c6]]}", "[[r1c1", "r1c1 is listed twice in set 1"},
		{"one row", "- samevalues: {sets: [[r1c1], [r1c5]]}", "", "r1c1 and r1c5 are both in row 1, so they cannot hold one value"},
		{"no sets", "- samevalues: {cells: [r1c1, r1c2]}", "{cells", "samevalues needs sets: write e.g. - samevalues: {sets: [[r1c1, r1c2], [r5c5, r5c6]]}"},
		{"a list of cells", "- samevalues: {sets: [r1c1, r1c2]}", "r1c1,", "an item of sets is a list of cells such as [r1c1, r1c2]"},
		{"off the board", "- samevalues: {sets: [[r1c1], [r10c1]]}", "r10c1", "r10c1 is outside the 9x9 board"},
	})
	assert.Empty(t, specError("classic", "- samevalues: {sets: [[r1c1, r1c2], [r1c2, r1c3]]}"), "a cell may stand in two sets")
	assert.Empty(t, specError("colors", "- samevalues: {sets: [[r1c1], [r3c3]]}"), "the values may be words")
}

func TestSameValuesExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewSameValues([][]game.Pos{cells(t, "r1c1 r1c2"), cells(t, "r5c5 r6c6")}),
		constraint.NewSameValues([][]game.Pos{cells(t, "r1c1 r5c1"), cells(t, "r3c5 r4c5")}))
	assert.Equal(t, "same values in r1c1 r1c2 and r5c5 r6c6: every set holds the same values, each as many times, so 5 6 7 8 9 leave r1c1, 5 6 7 8 9 leave r1c2",
		explain(t, r, 0, "r5c5=1 2 3 4", "r6c6=1 2 3"), "the values both sets can hold")
	assert.Equal(t, "same values in r1c1 r5c1 and r3c5 r4c5: every set holds the same values, each as many times, so 2 leaves r5c1, 3 leaves r3c5, 3 leaves r4c5",
		explain(t, r, 1, "r1c1=2", "r5c1=1 2", "r3c5=1 2 3", "r4c5=1 2 3"), "r1c1 r5c1 hold one 2, as a column does, so r5c1 does not")
	assert.Equal(t, "same values in r1c1 r1c2 and r5c5 r6c6: the sets can no longer hold the same values, each as many times",
		explain(t, r, 0, "r1c1=1", "r1c2=2", "r5c5=3 4", "r6c6=3 4"))
}
