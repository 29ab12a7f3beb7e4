package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// containExactOf returns a rule over two to five cells of r, touching or
// anywhere, with some of the values grid holds there, each as often as
// it is held, and those values' numbers.
func containExactOf(rng *rand.Rand, r *game.Rules, grid []int) ([]game.Pos, []int, game.Constraint) {
	n := 2 + rng.IntN(4)
	cells := region(rng, r, n)
	if rng.IntN(2) == 0 {
		cells = scattered(rng, r, n)
	}
	var held game.ValueSet
	for _, p := range cells {
		held |= game.Bit(grid[r.FieldAt(p)])
	}
	some := held.Values()
	rng.Shuffle(len(some), func(i, j int) { some[i], some[j] = some[j], some[i] })
	var words []string
	var nums []int
	for _, v := range some[:1+rng.IntN(len(some))] {
		for _, p := range cells {
			if grid[r.FieldAt(p)] == v {
				words = append(words, r.Values.Name(v))
				nums = append(nums, r.Values.Number(v))
			}
		}
	}
	return cells, nums, constraint.NewContainExact(cells, words)
}

// containExacts lays rules of contain exact that grid keeps.
func containExacts(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range r.NumFields() / 6 {
		_, _, c := containExactOf(rng, r, grid)
		out = append(out, c)
	}
	return out
}

func TestContainExactSound(t *testing.T) {
	checkKind(t, "4x4", 25, 0.1, containExacts)
	checkKind(t, "6x6", 12, 0.2, containExacts)
	checkKind(t, "classic", 4, 0.5, containExacts)
}

// containExactRule is a rule of contain exact as the count test tells
// it: its cells and the numbers listed.
type containExactRule struct {
	cells []game.Pos
	nums  []int
}

// TestContainExactCounts: puzzles with rules of contain exact count as
// many solutions as the grids whose cells hold each number listed
// exactly as often as it is listed.
func TestContainExactCounts(t *testing.T) {
	countRules(t, countedRule[containExactRule]{
		lay: func(rng *rand.Rand, r *game.Rules, grid []int) (containExactRule, game.Constraint) {
			cells, nums, c := containExactOf(rng, r, grid)
			return containExactRule{cells, nums}, c
		},
		keeps: func(r *game.Rules, grid []int, rule containExactRule) bool {
			held := numbersAt(r, grid, rule.cells)
			for _, x := range rule.nums {
				listed, have := 0, 0
				for _, y := range rule.nums {
					if y == x {
						listed++
					}
				}
				for _, y := range held {
					if y == x {
						have++
					}
				}
				if have != listed {
					return false
				}
			}
			return true
		},
	})
}

func TestContainExactCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewContainExact(cells(t, "r3c3 r3c4 r4c3 r4c4 r5c5"), []string{"1", "2", "2"}))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"room left", []string{"r3c3=5", "r3c4=2"}, ""},
		{"exact, with others", []string{"r3c3=2", "r3c4=1", "r4c3=7", "r4c4=2", "r5c5=9"}, ""},
		{"a 2 short", []string{"r3c3=2", "r3c4=1", "r4c3=7", "r4c4=8", "r5c5=9"}, "contain exact 1 2 2 at r3c3 r3c4 r4c3 r4c4 r5c5: its cells hold 2 once, given twice"},
		{"no 1", []string{"r3c3=2", "r3c4=3", "r4c3=7", "r4c4=2", "r5c5=9"}, "contain exact 1 2 2 at r3c3 r3c4 r4c3 r4c4 r5c5: its cells hold no 1, given once"},
		{"a 1 too many", []string{"r3c3=1", "r4c4=1"}, "contain exact 1 2 2 at r3c3 r3c4 r4c3 r4c4 r5c5: its cells hold 1 twice, and 1 is given once"},
		{"too little room", []string{"r3c3=3", "r3c4=5", "r4c3=7"}, "contain exact 1 2 2 at r3c3 r3c4 r4c3 r4c4 r5c5: its cells hold no 1, given once; no 2, given twice, with 2 empty, too few for the 3 values they lack"},
	})
	assert.Equal(t, "1 2 2", r.Constraints[0].(game.Labeler).Label())
}

func TestContainExactErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"more values than cells", "- containexact: {cells: [r1c1, r1c2], values: [1, 2, 3]}", "[1, 2", "2 cells hold at most 2 values, not 3"},
		{"not a value", "- containexact: {cells: [r1c1, r1c2], values: [10]}", "", "10 is not a value of the game: the values are 1 2 3 4 5 6 7 8 9"},
		{"twice in a row", "- containexact: {cells: [r1c1, r1c2, r1c3], values: [4, 4]}", "", "4 cannot stand twice in r1c1 r1c2 r1c3: its cells share groups, where a value stands once"},
		{"three times in two boxes", "- containexact: {cells: [r1c1, r2c2, r1c4, r2c5], values: [4, 4, 4]}", "", "4 cannot stand 3 times in r1c1 r2c2 r1c4 r2c5"},
		{"no values", "- containexact: {cells: [r1c1, r1c2]}", "{cells", "containexact needs values"},
		{"a cell twice", "- containexact: {cells: [r1c1, r1c1], values: [1]}", "r1c1]", "r1c1 is listed twice"},
	})
	assert.Empty(t, specError("classic", "- containexact: {cells: [r1c1, r2c4, r3c7], values: [5, 5, 5]}"), "in three boxes, rows and columns a value may stand three times")
	assert.Empty(t, specError("colors", "- containexact: {cells: [r1c1, r1c2, r2c1], values: [red, blue]}"), "the values may be words")
	assert.Contains(t, specError("4x4", "- containexact: {cells: [r1c1, r2c3, r3c2, r4c4, r1c3], values: [1, 2, 3, 4]}"), "the values given (held or not) are all the game's, so the 1 cells beyond them could hold nothing")
}

// TestContainExactDiffer: cells that hold as many different values,
// each listed once, differ; others need not.
func TestContainExactDiffer(t *testing.T) {
	r := builtin(t, "classic", constraint.NewContainExact(cells(t, "r1c1 r5c5 r9c9"), []string{"1", "2", "3"}),
		constraint.NewContainExact(cells(t, "r1c9 r5c4"), []string{"4"}))
	assert.Equal(t, [][]game.Pos{cells(t, "r1c1 r5c5 r9c9")}, r.Constraints[0].(game.Differ).Differ())
	assert.Empty(t, r.Constraints[1].(game.Differ).Differ())
}

func TestContainExactExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewContainExact(cells(t, "r3c3 r3c4 r4c3 r4c4"), []string{"1", "1", "2"}),
		constraint.NewContainExact(cells(t, "r1c1 r5c5 r9c9"), []string{"1"}))
	assert.Equal(t, "contain exact 1 1 2 at r3c3 r3c4 r4c3 r4c4: its cells hold 1 twice and 2 once, no more and no fewer, and a value once among cells that share a group, so 5 leaves r3c4 r4c4, 2 leaves r4c3, 6 leaves r4c4",
		explain(t, r, 0, "r3c3=5 6", "r3c4=1 5", "r4c3=1 2", "r4c4=2 5 6"), "two cells can hold 1, so both do; r4c4 is left for the 2")
	assert.Equal(t, "contain exact 1 1 2 at r3c3 r3c4 r4c3 r4c4: its cells can no longer hold 1 twice and 2 once, no more and no fewer",
		explain(t, r, 0, "r3c3=1 5", "r3c4=5 6", "r4c3=2 5", "r4c4=5 6"))
	assert.Equal(t, "contain exact 1 at r1c1 r5c5 r9c9: its cells hold 1 once, no more and no fewer, and a value once among cells that share a group, so 1 leaves r1c1 r9c9",
		explain(t, r, 1, "r5c5=1"), "no more: the other cells hold values not listed")
	r = builtin(t, "classic", constraint.NewContainExact(cells(t, "r1c1 r2c2 r1c4 r2c5"), []string{"4", "4"}))
	assert.Equal(t, "contain exact 4 4 at r1c1 r2c2 r1c4 r2c5: its cells hold 4 twice, no more and no fewer, and a value once among cells that share a group, so 7 leaves r2c5",
		explain(t, r, 0, "r1c1=4 5", "r2c2=1 2", "r1c4=4 6", "r2c5=4 7"), "r1c1 and r1c4 share row 1, so r2c5 holds the other 4")
	assert.Equal(t, "contain exact 4 4 at r1c1 r2c2 r1c4 r2c5: its cells can no longer hold 4 twice, no more and no fewer",
		explain(t, r, 0, "r2c2=1 2", "r2c5=1 2"), "r1c1 and r1c4 share row 1")
}
