package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// remainder is the remainder of number x divided by 3.
func remainder(_ *game.Rules, x int) int { return x % 3 }

func TestModularLineSound(t *testing.T) {
	lay := triadLines(remainder, constraint.NewModularLine)
	checkLines(t, lay)
}

func TestModularLineCheck(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewModularLine(cells(t, "r1c1 r1c2 r1c3 r1c4")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=2 r1c3=3 r1c4=4", ""},
		{"r1c1=1 r1c2=4", "modular line r1c1-r1c4: r1c1 holds 1 and r1c2 holds 4, both leaving 1 divided by 3, but cells 1 apart on the line hold different remainders"},
		{"r1c1=1 r1c4=5", "modular line r1c1-r1c4: r1c1 holds 1 (leaving 1 divided by 3) and r1c4 holds 5 (leaving 2 divided by 3), but cells 3 apart on the line hold the same remainder"},
	})
}

func TestModularLineErrors(t *testing.T) {
	errorTable(t, "colors", []lineErrorTest{{"words", "- modularline: {cells: [r1c1, r1c2, r1c3]}", "l.yaml:3:5: the values are not all whole numbers"}})
	errorTable(t, "4x4", []lineErrorTest{{"gap", "- modularline: {cells: [r1c1, r1c2, r2c4]}", "l.yaml:3:26: r1c2 and r2c4 are next to each other on the line but do not touch"}})
}

func TestModularLineExplain(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewModularLine(cells(t, "r1c1 r1c2 r1c3 r1c4")))
	text, elims := explainMove(t, r, "r1c1=3 r1c2=1")
	assert.Equal(t, []string{"r1c3-4", "r1c3-6", "r1c3-7", "r1c3-9", "r1c4-2", "r1c4-4", "r1c4-5", "r1c4-7", "r1c4-8"}, elims)
	assert.Equal(t, "modular line r1c1-r1c4: every three cells in a row hold values of the three remainders divided by 3, so cells three apart share a remainder; "+
		"the values left are 3 6 9 for r1c1 r1c4, 1 4 7 for r1c2, 2 5 8 for r1c3; so 4 6 7 9 leave r1c3, 2 4 5 7 8 leave r1c4", text)
}
