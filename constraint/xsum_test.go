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

// TestXSumRequired checks what an X-sum requires of its line against
// the solutions, on boards whose rows are no houses, as
// TestSandwichRequired does.
func TestXSumRequired(t *testing.T) {
	checkRequiredRows(t, "4x4", 60, 0.1, xsums(2))
	checkRequiredRows(t, "6x6", 30, 0.4, xsums(2))
}

func TestXSumCheck(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewXSum(game.Pos{Row: -1, Col: 0}, 5), constraint.NewXSum(game.Pos{Row: 1, Col: 4}, 6))
	c := r.Constraints[1]
	assert.Equal(t, "X-sum 6 at r2c5", c.Name())
	assert.Equal(t, []game.Pos{{Row: 1, Col: 3}, {Row: 1, Col: 2}, {Row: 1, Col: 1}, {Row: 1, Col: 0}}, c.Cells(), "row 2 from the right")
	assert.Equal(t, game.Pos{Row: 1, Col: 4}, c.(game.Clued).ClueAt())
	assert.Equal(t, "6", c.(game.Labeler).Label())
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=2 r2c1=3", ""},
		{"r1c1=2 r2c1=4", "X-sum 5 at r0c1: r1c1 holds 2: r1c1 r2c1 add up to 6, not 5"},
		{"r1c1=3 r2c1=4", "X-sum 5 at r0c1: r1c1 holds 3: with r1c1=3 r2c1=4 placed, r1c1 r2c1 r3c1 add up to 8 to 11, not 5"},
		{"r2c3=3 r2c4=1", "X-sum 6 at r2c5: r2c4 holds 1: r2c4 adds up to 1, not 6"},
	})
}

func TestXSumErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"too large", "- xsum: {clue: r0c3, sum: 50}", "l.yaml:3:5: no value X of the first cell of column 3 from the top makes X cells add up to 50"},
		{"two", "- xsum: {clue: r10c3, sum: 2}", "l.yaml:3:5: no value X of the first cell of column 3 from the bottom makes X cells add up to 2"},
		{"inside", "- xsum: {clue: r5c5, sum: 10}", "l.yaml:3:5: the clue r5c5 does not stand beside a row or column of the 9x9 board: write it just outside, as r0c1 above column 1, r10c1 below it, r1c0 left of row 1 or r1c10 right of it"},
		{"corner", "- xsum: {clue: r0c0, sum: 10}", "l.yaml:3:18: the clue r0c0 stands at a corner of the board"},
		{"no sum", "- xsum: {clue: r0c1}", "l.yaml:3:11: xsum needs sum"},
	})
	errorTable(t, "colors", []lineErrorTest{
		{"words", "- xsum: {clue: r0c1, sum: 10}", "l.yaml:3:5: the values are not all whole numbers"},
	})
	errorTable(t, "4x4\nvalues: 1 2 3 100000", []lineErrorTest{
		{"far apart", "- xsum: {clue: r0c1, sum: 10}", "l.yaml:4:5: its totals would span more than 65536 numbers"},
	})
	r := parseOne(t, "classic", "xsum: {clue: r3c10, sum: 10}")
	assert.Equal(t, game.Pos{Row: 2, Col: 8}, r.Constraints[0].Cells()[0], "a clue right of the board")
	assert.Len(t, r.Constraints[0].Cells(), 9)
}

func TestXSumExplain(t *testing.T) {
	r := parseOne(t, "4x4", "xsum: {clue: r0c1, sum: 10}")
	text, elims := explainMove(t, r, "")
	assert.Equal(t, []string{"r1c1-1", "r1c1-2"}, elims)
	assert.Equal(t, "X-sum 10 at r0c1: the first X cells of column 1 from the top add up to 10, X the value of r1c1; 1 leaves r1c1, 2 leaves r1c1", text)
	text, _ = explainMove(t, r, "r1c1=1")
	assert.Equal(t, "X-sum 10 at r0c1: no value X of r1c1 makes the first X cells of column 1 from the top add up to 10", text)
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
