package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// zipperLines lays zipper lines, odd and even, whose pairs add up in grid
// to their centre's value or to one total.
var zipperLines = layLines(4, 3, 6, func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool {
	k, m := len(line), n-1-len(line) // next's index, and its mirror's
	if m >= k || m+1 == k {
		return true // before the middle, or the first pair of an even line
	}
	total := value(r, grid, line[n/2]) // the centre
	if n%2 == 0 {
		total += value(r, grid, line[n/2-1])
	}
	return value(r, grid, line[m])+value(r, grid, next) == total
}, constraint.NewZipperLine)

func TestZipperLineSound(t *testing.T) {
	checkLines(t, zipperLines)
}

func TestZipperLineCheck(t *testing.T) {
	odd := rulesOf(t, "4x4", constraint.NewZipperLine(cells(t, "r1c1 r1c2 r1c3")))
	lineCheckTable(t, odd, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=4 r1c3=3", ""},
		{"r1c1=1 r1c3=2", ""},
		{"r1c1=1 r1c2=4 r1c3=2", "zipper line r1c1-r1c3: r1c1 and r1c3 add up to 3, not 4 as its centre r1c2"},
	})
	even := rulesOf(t, "6x6", constraint.NewZipperLine(cells(t, "r1c1 r1c2 r2c3 r2c4")))
	lineCheckTable(t, even, []lineCheckTest{
		{"r1c1=1 r2c4=5 r1c2=2 r2c3=4", ""},
		{"r1c1=1 r2c4=5 r1c2=2 r2c3=3", "zipper line r1c1-r1c2-r2c3-r2c4: r1c1 and r2c4 add up to 6 but r1c2 and r2c3 to 5"},
	})
}

func TestZipperLineErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"two cells", "- zipperline: {cells: [r1c1, r1c2]}", "l.yaml:3:25: the line has 2 cells: it needs at least 3, a pair of cells and a centre or another pair"},
	})
	errorTable(t, "colors", []lineErrorTest{{"words", "- zipperline: {cells: [r1c1, r1c2, r1c3]}", "l.yaml:3:5: the values are not all whole numbers"}})
}

func TestZipperLineExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewZipperLine(cells(t, "r1c1 r1c2 r1c3")))
	text, elims := explainMove(t, r, "r1c2=3")
	assert.Equal(t, []string{"r1c1-4", "r1c3-4"}, elims)
	assert.Equal(t, "zipper line r1c1-r1c3: each two cells as far from its centre r1c2 add up to it, and it holds 3; 4 leaves r1c1, 4 leaves r1c3", text)
	even := rulesOf(t, "4x4", constraint.NewZipperLine(cells(t, "r1c1 r1c2 r2c3 r2c4")))
	text, elims = explainMove(t, even, "r1c1=1 r2c4=2")
	assert.Equal(t, []string{"r1c2-3", "r1c2-4", "r2c3-3", "r2c3-4"}, elims)
	assert.Equal(t, "zipper line r1c1-r1c2-r2c3-r2c4: r1c1+r2c4, r1c2+r2c3 add up to one total; 3 4 leave r1c2, 3 4 leave r2c3", text)
}
