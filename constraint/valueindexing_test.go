package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// valueIndexed tells a value indexing line from its numbers in order:
// whether the second, n, is 1 to the cells after it and the n-th cell
// after it holds the first's number.
func valueIndexed(nums []int) bool {
	k := nums[1]
	return 1 <= k && k <= len(nums)-2 && nums[1+k] == nums[0]
}

// valueIndexingOf returns a value indexing line of three to seven cells
// of r that grid keeps: the first and the control cell anywhere (now and
// then the same cell, or the control counted as the first cell after
// it, as Interactive Sudoku Solver's puzzles list it), the cell the
// control points at one that holds the first's value (the first
// itself more often than another), and the others anywhere.
func valueIndexingOf(rng *rand.Rand, r *game.Rules, grid []int) ([]game.Pos, game.Constraint) {
	n := 1 + rng.IntN(min(5, r.NumValues()-1))
	anywhere := func() game.Pos { return r.Pos(rng.IntN(r.NumFields())) }
	first := anywhere()
	control := first
	for rng.IntN(8) > 0 || value(r, grid, control) > n {
		control = anywhere()
	}
	line := []game.Pos{first, control}
	for range n {
		line = append(line, anywhere())
	}
	if rng.IntN(4) == 0 {
		line[2] = control
	}
	if rng.IntN(8) == 0 {
		line[2+rng.IntN(n)] = first
	}
	same := []game.Pos{first}
	for f := range r.NumFields() {
		if grid[f] == grid[r.FieldAt(first)] && rng.IntN(3) > 0 {
			same = append(same, r.Pos(f))
		}
	}
	line[1+value(r, grid, control)] = same[rng.IntN(len(same))]
	return line, constraint.NewValueIndexing(line)
}

// valueIndexings lays value indexing lines that grid keeps.
func valueIndexings(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range 1 + r.Rows/3 {
		_, c := valueIndexingOf(rng, r, grid)
		out = append(out, c)
	}
	return out
}

func TestValueIndexingSound(t *testing.T) {
	checkKind(t, "4x4", 40, 0.1, valueIndexings)
	checkKind(t, "6x6", 20, 0.3, valueIndexings)
	checkKind(t, "classic", 5, 0.5, valueIndexings)
}

// TestValueIndexingCounts: puzzles with value indexing lines count as
// many solutions as the grids whose lines' control cells count to a
// cell holding the first cell's value, counted here over every grid of
// the board's groups (4x4), or of the givens (6x6).
func TestValueIndexingCounts(t *testing.T) {
	countRules(t, countedRule[[]game.Pos]{
		lay: valueIndexingOf,
		keeps: func(r *game.Rules, grid []int, line []game.Pos) bool {
			return valueIndexed(numbersAt(r, grid, line))
		},
	})
}

func TestValueIndexingCheck(t *testing.T) {
	r := builtin(t, "classic",
		constraint.NewValueIndexing(cells(t, "r1c4 r2c4 r2c3 r2c2 r2c1")),
		constraint.NewValueIndexing(cells(t, "r5c5 r7c7 r7c7 r7c8 r7c9")))
	assert.Equal(t, "value indexing at r1c4 r2c4 r2c3 r2c2 r2c1", r.Constraints[0].Name())
	assert.Equal(t, cells(t, "r5c5 r7c7 r7c8 r7c9"), r.Constraints[1].Cells(), "each cell once")
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"no control", []string{"r1c4=5", "r2c2=3"}, ""},
		{"kept", []string{"r2c4=2", "r1c4=5", "r2c2=5"}, ""},
		{"the pointed cell empty", []string{"r2c4=3", "r1c4=5"}, ""},
		{"other cells free", []string{"r2c4=1", "r1c4=5", "r2c3=5", "r2c2=5", "r2c1=5"}, ""},
		{"not kept", []string{"r2c4=2", "r1c4=5", "r2c2=3"}, "value indexing at r1c4 r2c4 r2c3 r2c2 r2c1: r2c4 holds 2, so r2c2 holds the value of r1c4, 5, not 3"},
		{"past the line", []string{"r2c4=4"}, "value indexing at r1c4 r2c4 r2c3 r2c2 r2c1: r2c4 holds 4, and counts 1 to 3 cells along the line"},
		{"the control counts itself", []string{"r7c7=1", "r5c5=1"}, ""},
		{"the control counts itself, not kept", []string{"r7c7=1", "r5c5=2"}, "value indexing at r5c5 r7c7 r7c7 r7c8 r7c9: r7c7 holds 1, so r7c7 holds the value of r5c5, 2, not 1"},
		{"the control counts on", []string{"r7c7=3", "r5c5=6", "r7c9=6"}, ""},
	})
}

func TestValueIndexingErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"two cells", "- valueindexing: {cells: [r1c1, r1c2]}", "[r1c1, r1c2]", "a value indexing line has three cells at least: the cell whose value it indexes, the control cell and a cell it counts, not 2"},
		{"no cells", "- valueindexing: {}", "{}", "valueindexing needs cells"},
		{"a bad cell", "- valueindexing: {cells: [r1c1, r1c2, r10c1]}", "r10c1", "r10c1"},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- valueindexing: {cells: [r1c1, r1c2, r1c3]}", "", "the values are not all whole numbers"},
	})
	assert.Empty(t, specError("classic", "- valueindexing: {cells: [r1c4, r2c4, r2c3, r2c2, r2c1]}"))
	assert.Empty(t, specError("classic", "- valueindexing: {cells: [r9c9, r1c1, r1c1, r1c2, r1c3]}"), "the control counted first, as ISS's Bates Motel lists it")
}

func TestValueIndexingExplain(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewValueIndexing(cells(t, "r3c3 r1c1 r1c2 r2c1")))
	assert.Equal(t, "value indexing at r3c3 r1c1 r1c2 r2c1: the number n in r1c1 puts the value of r3c3 in the n-th cell after it; 3 leaves r1c1, 4 leaves r1c1",
		explain(t, r, 0), "the control counts one or two cells")
	assert.Equal(t, "value indexing at r3c3 r1c1 r1c2 r2c1: the number n in r1c1 puts the value of r3c3 in the n-th cell after it; 1 leaves r3c3, 2 leaves r3c3, 4 leaves r1c2",
		explain(t, r, 0, "r1c1=1", "r3c3=1 2 3", "r1c2=3 4"), "r1c1 holds 1: r3c3 and r1c2 share 3")
	assert.Equal(t, "value indexing at r3c3 r1c1 r1c2 r2c1: no value r1c1 can hold counts to a cell that can hold the value of r3c3",
		explain(t, r, 0, "r1c1=2", "r3c3=1", "r2c1=2 3"))
}
