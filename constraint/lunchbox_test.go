package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// lunchboxSum tells a lunchbox: whether nums, in order, differ, and what
// the numbers between the smallest and the largest add up to.
func lunchboxSum(nums []int) (int, bool) {
	lo, hi := 0, 0
	for i, x := range nums {
		for _, y := range nums[:i] {
			if x == y {
				return 0, false
			}
		}
		if x < nums[lo] {
			lo = i
		}
		if x > nums[hi] {
			hi = i
		}
	}
	sum := 0
	for _, x := range nums[min(lo, hi)+1 : max(lo, hi)] {
		sum += x
	}
	return sum, true
}

// lunchboxOf returns a lunchbox of two to five cells of r that grid
// keeps: a piece of a row or a column, or cells anywhere whose values
// differ.
func lunchboxOf(rng *rand.Rand, r *game.Rules, grid []int) ([]game.Pos, game.Constraint) {
	n := 2 + rng.IntN(min(4, r.NumValues()-1))
	var cells []game.Pos
	if rng.IntN(3) > 0 {
		p := region(rng, r, 1)[0]
		dr, dc := 0, 1
		if rng.IntN(2) == 0 {
			dr, dc = 1, 0
		}
		if rng.IntN(2) == 0 {
			dr, dc = -dr, -dc
		}
		for q := p; len(cells) < n && r.FieldAt(q) >= 0; q = (game.Pos{Row: q.Row + dr, Col: q.Col + dc}) {
			cells = append(cells, q)
		}
	}
	if len(cells) < 2 {
		cells = nil
		var used game.ValueSet
		for _, f := range rng.Perm(r.NumFields()) {
			if len(cells) < n && !used.Has(grid[f]) {
				used |= game.Bit(grid[f])
				cells = append(cells, r.Pos(f))
			}
		}
	}
	sum, _ := lunchboxSum(numbersAt(r, grid, cells))
	return cells, constraint.NewLunchbox(cells, sum)
}

// lunchboxes lays lunchboxes that grid keeps.
func lunchboxes(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range r.Rows / 2 {
		_, c := lunchboxOf(rng, r, grid)
		out = append(out, c)
	}
	return out
}

func TestLunchboxSound(t *testing.T) {
	checkKind(t, "4x4", 30, 0.1, lunchboxes)
	checkKind(t, "6x6", 15, 0.3, lunchboxes)
	checkKind(t, "classic", 4, 0.5, lunchboxes)
}

// lunchboxRule is a lunchbox as the count test tells it: its cells in
// order and its clue.
type lunchboxRule struct {
	cells []game.Pos
	sum   int
}

// TestLunchboxCounts: puzzles with lunchboxes count as many solutions as
// the grids whose lunchboxes hold different values with the clue's sum
// between the smallest and the largest.
func TestLunchboxCounts(t *testing.T) {
	countRules(t, countedRule[lunchboxRule]{
		lay: func(rng *rand.Rand, r *game.Rules, grid []int) (lunchboxRule, game.Constraint) {
			cells, c := lunchboxOf(rng, r, grid)
			sum, _ := lunchboxSum(numbersAt(r, grid, cells))
			return lunchboxRule{cells, sum}, c
		},
		keeps: func(r *game.Rules, grid []int, rule lunchboxRule) bool {
			sum, ok := lunchboxSum(numbersAt(r, grid, rule.cells))
			return ok && sum == rule.sum
		},
	})
}

func TestLunchboxCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewLunchbox(cells(t, "r1c1 r1c2 r1c3 r1c4 r1c5"), 7), constraint.NewLunchbox(cells(t, "r3c3 r4c4 r5c5"), 0))
	c := r.Constraints[0]
	assert.Equal(t, "lunchbox 7 at r1c1 r1c2 r1c3 r1c4 r1c5", c.Name())
	assert.Equal(t, "7", c.(game.Labeler).Label())
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"partly", []string{"r1c1=1", "r1c5=9"}, ""},
		{"kept", []string{"r1c1=2", "r1c2=9", "r1c3=3", "r1c4=4", "r1c5=1"}, ""},
		{"the crusts inside", []string{"r1c1=5", "r1c2=1", "r1c3=3", "r1c4=4", "r1c5=8"}, ""},
		{"not kept", []string{"r1c1=5", "r1c2=1", "r1c3=3", "r1c4=6", "r1c5=8"}, "lunchbox 7 at r1c1 r1c2 r1c3 r1c4 r1c5: between the 1 at r1c2 and the 8 at r1c5, r1c3 r1c4 add up to 9, not 7"},
		{"next to each other", []string{"r1c1=5", "r1c2=1", "r1c3=9", "r1c4=6", "r1c5=8"}, "lunchbox 7 at r1c1 r1c2 r1c3 r1c4 r1c5: between the 1 at r1c2 and the 9 at r1c3 nothing adds up to 7: they are next to each other"},
		{"crusts adjacent, sum 0", []string{"r3c3=4", "r4c4=9", "r5c5=2"}, ""},
		{"one between, sum 0", []string{"r3c3=9", "r4c4=4", "r5c5=2"}, "lunchbox 0 at r3c3 r4c4 r5c5: between the 9 at r3c3 and the 2 at r5c5, r4c4 adds up to 4, not 0"},
		{"a value twice", []string{"r3c3=4", "r5c5=4"}, "lunchbox 0 at r3c3 r4c4 r5c5: r3c3 and r5c5 both hold 4, and a lunchbox's values differ"},
	})
}

func TestLunchboxErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"one cell", "- lunchbox: {cells: [r1c1], sum: 0}", "[r1c1]", "a lunchbox has two cells at least, for its smallest and its largest value, not 1"},
		{"no sum", "- lunchbox: {cells: [r1c1, r1c2]}", "{cells", "lunchbox needs sum"},
		{"out of reach", "- lunchbox: {cells: [r1c1, r1c2, r1c3], sum: 1}", "", "no 3 different values leave values between the smallest and the largest that add up to 1"},
		{"too much", "- lunchbox: {cells: [r1c1, r1c2, r1c3, r1c4], sum: 16}", "", "no 4 different values leave values between the smallest and the largest that add up to 16"},
		{"two cells, a sum", "- lunchbox: {cells: [r1c1, r1c2], sum: 3}", "", "no 2 different values leave values between the smallest and the largest that add up to 3"},
		{"more cells than values", "- lunchbox: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c1], sum: 5}", "", "a lunchbox's 10 cells hold different values, and there are 9"},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- lunchbox: {cells: [r1c1, r1c2], sum: 0}", "", "the values are not all whole numbers"},
	})
	assert.Empty(t, specError("classic", "- lunchbox: {cells: [r1c1, r1c2, r1c3, r1c4], sum: 15}"), "7 8 between a 1 and a 9")
	assert.Empty(t, specError("classic", "- lunchbox: {cells: [r1c1, r5c5, r9c9], sum: 8}"), "cells anywhere, in their order")
}

func TestLunchboxExplain(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewLunchbox(cells(t, "r1c1 r1c2 r1c3"), 2))
	assert.Equal(t, "lunchbox 2 at r1c1 r1c2 r1c3: the values between its smallest and its largest value add up to 2; 2 leaves r1c1 r1c3, 1 leaves r1c2, 3 leaves r1c2, 4 leaves r1c2",
		explain(t, r, 0), "only a 2 between a 1 and a larger value makes 2")
	assert.Equal(t, "lunchbox 2 at r1c1 r1c2 r1c3: no smallest and largest values its cells can hold leave values between them that add up to 2",
		explain(t, r, 0, "r1c2=1 3"))
}

// TestLunchboxHouse: a lunchbox of every value of the board is a
// sandwich, its crusts the board's least and greatest values.
func TestLunchboxHouse(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewLunchbox(cells(t, "r1c1 r1c2 r1c3 r1c4"), 5))
	assert.Equal(t, "lunchbox 5 at r1c1 r1c2 r1c3 r1c4: the values between its smallest and its largest value add up to 5; 2 leaves r1c1 r1c4, 3 leaves r1c1 r1c4, 1 leaves r1c2 r1c3, 4 leaves r1c2 r1c3",
		explain(t, r, 0))
}
