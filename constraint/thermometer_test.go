package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// thermometers lays thermometers, or slow ones, along which grid rises.
func thermometers(slow bool) layer {
	newLine := constraint.NewThermometer
	if slow {
		newLine = constraint.NewSlowThermometer
	}
	return layLines(4, 2, 5, func(r *game.Rules, grid []int, _ int, line []game.Pos, next game.Pos) bool {
		if len(line) == 0 {
			return true
		}
		a, b := value(r, grid, line[len(line)-1]), value(r, grid, next)
		return b > a || slow && b == a
	}, newLine)
}

func TestThermometerSound(t *testing.T) {
	checkLines(t, thermometers(false))
}

func TestSlowThermometerSound(t *testing.T) {
	checkLines(t, thermometers(true))
}

func TestThermometerCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewThermometer(cells(t, "r1c1 r1c2 r2c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r2c3=3", ""},
		{"r1c1=1 r1c2=2 r2c3=6", ""},
		{"r1c1=3 r1c2=2", "thermometer r1c1-r1c2-r2c3: r1c1 holds 3 and r1c2 after it holds 2: the values fall"},
		{"r1c1=3 r1c2=3", "thermometer r1c1-r1c2-r2c3: r1c1 holds 3 and r1c2 after it holds 3 too: the values do not rise"},
		{"r1c1=3 r2c3=4", "thermometer r1c1-r1c2-r2c3: r1c1 holds 3 and r2c3, 2 cells further on, holds 4: no room to rise between them"},
		{"r1c2=1", "thermometer r1c1-r1c2-r2c3: r1c2 holds 1, too low for the cell before it"},
		{"r1c1=5", "thermometer r1c1-r1c2-r2c3: r1c1 holds 5, too high for the 2 cells after it"},
	})
	slow := rulesOf(t, "4x4", constraint.NewSlowThermometer(cells(t, "r1c1 r2c2 r3c3")))
	lineCheckTable(t, slow, []lineCheckTest{
		{"r1c1=2 r2c2=2 r3c3=2", ""},
		{"r1c1=4", ""},
		{"r1c1=3 r3c3=2", "slow thermometer r1c1-r3c3: r1c1 holds 3 and r3c3 after it holds 2: the values fall"},
	})
	assert.Len(t, r.Constraints[0].(game.Differ).Differ(), 1, "a thermometer's cells differ")
	assert.Empty(t, slow.Constraints[0].(game.Differ).Differ(), "a slow thermometer's may repeat")
}

func TestThermometerErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"gap", "- thermometer: {cells: [r1c1, r1c3]}", "l.yaml:3:26: r1c1 and r1c3 are next to each other on the line but do not touch"},
		{"one cell", "- thermometer: {cells: [r1c1]}", "l.yaml:3:26: the line has 1 cell: it needs at least 2, a bulb and a cell it leads to"},
		{"too long", "- thermometer: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8, r1c9, r2c9]}", "l.yaml:3:5: the thermometer rises through 10 cells but there are only 9 values"},
		{"unknown key", "- thermometer: {cells: [r1c1, r1c2], by: 2}", `l.yaml:3:40: unknown key "by" in thermometer`},
		{"twice", "- slowthermometer: {cells: [r1c1, r1c2, r1c1]}", "l.yaml:3:"},
	})
	errorTable(t, "colors", []lineErrorTest{{"words", "- thermometer: {cells: [r1c1, r1c2]}", "l.yaml:3:5: the values are not all whole numbers"}})
}

func TestThermometerExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewThermometer(cells(t, "r1c1 r1c2 r1c3")))
	text, elims := explainMove(t, r, "r1c2=3")
	assert.Equal(t, []string{"r1c1-4", "r1c3-1", "r1c3-2"}, elims)
	assert.Equal(t, "thermometer r1c1-r1c3: r1c1 is below r1c2, which is at most 3, so 4 leaves it; r1c3 is above r1c2, which is at least 3, so 1 2 leave it", text)
	slow := rulesOf(t, "6x6", constraint.NewSlowThermometer(cells(t, "r1c1 r2c2 r3c3")))
	text, _ = explainMove(t, slow, "r2c2=3")
	assert.Equal(t, "slow thermometer r1c1-r3c3: r1c1 is below r2c2, which is at most 3 and shares a group with it, so 4 5 6 leave it; r3c3 is at least r2c2, which is at least 3, so 1 2 leave it", text,
		"r1c1 and r2c2 share a box, so they differ; r3c3 is in another")
	slow = rulesOf(t, "6x6", constraint.NewSlowThermometer(cells(t, "r1c1 r1c2 r2c3 r3c3")))
	text, elims = explainMove(t, slow, "r3c3=4")
	assert.Equal(t, []string{"r1c1-2", "r1c1-3", "r1c1-4", "r1c1-5", "r1c1-6", "r1c2-1", "r1c2-3", "r1c2-4", "r1c2-5", "r1c2-6", "r2c3-1", "r2c3-2", "r2c3-5", "r2c3-6"}, elims,
		"each cell is above the one before: they share a box, or r2c3 and r3c3 a column")
	assert.Equal(t, "slow thermometer r1c1-r1c2-r2c3-r3c3: r1c1 is below r1c2, which is at most 2 and shares a group with it, so 2 3 4 5 6 leave it; "+
		"r1c2 is above r1c1, which is at least 1 and shares a group with it, so 1 leaves it; r1c2 is below r2c3, which is at most 3 and shares a group with it, so 3 4 5 6 leave it; "+
		"r2c3 is above r1c2, which is at least 2 and shares a group with it, so 1 2 leave it; r2c3 is below r3c3, which is at most 4 and shares a group with it, so 5 6 leave it", text)
}
