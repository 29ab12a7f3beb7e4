package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// betweenLines lays between lines whose cells grid keeps between the
// values of its ends.
var betweenLines = layLines(4, 3, 5, func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool {
	if len(line) == 0 {
		return true
	}
	a, x := value(r, grid, line[0]), value(r, grid, next)
	lo, hi := a, a // the values of the cells between, with a's
	for _, p := range line[1:] {
		lo, hi = min(lo, value(r, grid, p)), max(hi, value(r, grid, p))
	}
	switch {
	case len(line) == n-1 && lo == a: // the other circle, above the cells between
		return x > hi
	case len(line) == n-1:
		return x < lo
	case len(line) == 1:
		return x != a
	case lo == a:
		return x > a
	default:
		return x < a
	}
}, constraint.NewBetweenLine)

func TestBetweenLineSound(t *testing.T) {
	checkLines(t, betweenLines)
}

func TestBetweenLineCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewBetweenLine(cells(t, "r1c1 r1c2 r1c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=2 r1c3=5 r1c2=3", ""},
		{"r1c1=5 r1c3=2 r1c2=4", ""},
		{"r1c1=2 r1c2=6", ""},
		{"r1c1=2 r1c3=3", "between line r1c1-r1c3: its circles r1c1 and r1c3 hold 2 and 3, with no value between them"},
		{"r1c1=2 r1c3=5 r1c2=6", "between line r1c1-r1c3: r1c2 holds 6, not between its circles' 2 and 5"},
		{"r1c1=2 r1c2=2", "between line r1c1-r1c3: r1c2 holds 2, as its circle r1c1 does"},
		{"r1c3=4 r1c2=4", "between line r1c1-r1c3: r1c2 holds 4, as its circle r1c3 does"},
	})
}

func TestBetweenLineErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"no cell between", "- betweenline: {cells: [r1c1, r1c2]}", "l.yaml:3:26: the line has 2 cells: it needs at least 3, two circles and a cell between them"},
		{"gap", "- betweenline: {cells: [r1c1, r2c3, r3c3]}", "l.yaml:3:26: r1c1 and r2c3 are next to each other on the line but do not touch"},
	})
	errorTable(t, "colors", []lineErrorTest{{"words", "- betweenline: {cells: [r1c1, r1c2, r1c3]}", "l.yaml:3:5: the values are not all whole numbers"}})
}

func TestBetweenLineExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewBetweenLine(cells(t, "r1c1 r1c2 r1c3")))
	text, elims := explainMove(t, r, "r1c1=1")
	assert.Equal(t, []string{"r1c2-4", "r1c3-2"}, elims)
	assert.Equal(t, "between line r1c1-r1c3: its circles r1c1 and r1c3 hold 1 and one of 3 4, with r1c2 strictly between them; 4 leaves r1c2, 2 leaves r1c3", text)
}
