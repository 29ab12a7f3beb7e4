package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// xsums lays X-sums with the totals of grid.
func xsums(share int) layer {
	return lineLayer(share, func(clue game.Pos, line []int) game.Constraint {
		sum := 0
		for _, x := range line[:line[0]] {
			sum += x
		}
		return constraint.NewXSum(clue, sum)
	})
}

func TestXSumSound(t *testing.T) {
	checkKind(t, "4x4", 60, 0.1, xsums(3))
	checkKind(t, "6x6", 30, 0.2, xsums(3))
	checkKind(t, "classic", 12, 0.45, xsums(3))
}

func TestXSumCheck(t *testing.T) {
	r := rulesWith(t, "4x4", constraint.NewXSum(game.Pos{Row: -1, Col: 0}, 5), constraint.NewXSum(game.Pos{Row: 1, Col: 4}, 6))
	c := r.Constraints[1]
	assert.Equal(t, "X-sum 6 at r2c5", c.Name())
	assert.Equal(t, []game.Pos{{Row: 1, Col: 3}, {Row: 1, Col: 2}, {Row: 1, Col: 1}, {Row: 1, Col: 0}}, c.Cells(), "row 2 from the right")
	assert.Equal(t, game.Pos{Row: 1, Col: 4}, c.(game.Clued).ClueAt())
	assert.Equal(t, "6", c.(game.Labeler).Label())
	checkGrids(t, r, []checkCase{
		{"empty", "", ""},
		{"2+3", "2\n3", ""},
		{"2+4", "2\n4", "X-sum 5 at r0c1: r1c1 holds 2: r1c1 r2c1 add up to 6, not 5"},
		{"3+4 and more", "3\n4", "X-sum 5 at r0c1: r1c1 holds 3: with r1c1=3 r2c1=4 placed, r1c1 r2c1 r3c1 add up to 8 to 11, not 5"},
		{"from the right", "\n..31", "X-sum 6 at r2c5: r2c4 holds 1: r2c4 adds up to 1, not 6"},
	})
}

func TestXSumErrors(t *testing.T) {
	specErrors(t, []errorCase{
		{"too large", "classic", "- xsum: {clue: r0c3, sum: 50}", "xsum", "no value X of the first cell of column 3 from the top makes X cells add up to 50"},
		{"two", "classic", "- xsum: {clue: r10c3, sum: 2}", "xsum", "no value X of the first cell of column 3 from the bottom makes X cells add up to 2"},
		{"inside", "classic", "- xsum: {clue: r5c5, sum: 10}", "xsum", "the clue r5c5 does not stand beside a row or column of the 9x9 board: write it just outside, as r0c1 above column 1, r10c1 below it, r1c0 left of row 1 or r1c10 right of it"},
		{"corner", "classic", "- xsum: {clue: r0c0, sum: 10}", "r0c0", "the clue r0c0 stands at a corner of the board"},
		{"no sum", "classic", "- xsum: {clue: r0c1}", "{clue", "xsum needs sum"},
		{"words", "colors", "- xsum: {clue: r0c1, sum: 10}", "xsum", "the values are not all whole numbers"},
		{"far apart", "4x4\nvalues: 1 2 3 100000", "- xsum: {clue: r0c1, sum: 10}", "xsum", "its totals would span more than 65536 numbers"},
	})
	r := parseOne(t, "classic", "xsum: {clue: r3c10, sum: 10}")
	assert.Equal(t, game.Pos{Row: 2, Col: 8}, r.Constraints[0].Cells()[0], "a clue right of the board")
	assert.Len(t, r.Constraints[0].Cells(), 9)
}

func TestXSumExplain(t *testing.T) {
	r := parseOne(t, "4x4", "xsum: {clue: r0c1, sum: 10}")
	assert.Equal(t, "X-sum 10 at r0c1: the first X cells of column 1 from the top add up to 10, X the value of r1c1; 1 leaves r1c1, 2 leaves r1c1", explain(t, r, empty(r), 0))
	givens := empty(r)
	givens[0] = 0 // r1c1 = 1
	assert.Equal(t, "X-sum 10 at r0c1: no value X of r1c1 makes the first X cells of column 1 from the top add up to 10", explain(t, r, givens, 0))
}

func TestXSumSixteen(t *testing.T) {
	checkSixteen(t, func(r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for _, clue := range lineClues(r) {
			line, sum := lineOf(r, grid, clue), 0
			for _, x := range line[:line[0]] {
				sum += x
			}
			out = append(out, constraint.NewXSum(clue, sum))
		}
		return out
	})
}
