package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// parityKeeps is the rule, written here apart from the kind: of each two
// neighbours on cells, grid holds an odd number in one and an even one
// in the other.
func parityKeeps(r *game.Rules, grid []int, cells []game.Pos) bool {
	for i := 1; i < len(cells); i++ {
		if (value(r, grid, cells[i-1])+value(r, grid, cells[i]))%2 == 0 {
			return false
		}
	}
	return true
}

// parityLines lays parity lines that grid keeps.
var parityLines = layLines(4, 2, 7, func(r *game.Rules, grid []int, _ int, line []game.Pos, next game.Pos) bool {
	return len(line) == 0 || parityKeeps(r, grid, []game.Pos{line[len(line)-1], next})
}, constraint.NewParityLine)

func TestParityLineSound(t *testing.T) {
	checkLines(t, parityLines)
}

// TestParityLineCounts: the engine counts random puzzles with parity
// lines as a counter that knows the rule as parityKeeps says it
// (countLines).
func TestParityLineCounts(t *testing.T) {
	countLines(t, func(*game.Rules) lineRule { return lineRule{2, 5, parityKeeps, constraint.NewParityLine} })
}

func TestParityLineCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewParityLine(cells(t, "r1c1 r1c2 r2c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=4 r2c3=3", ""},
		{"r1c1=2 r2c3=2", ""},
		{"r1c1=1 r1c2=3", "parity line r1c1-r1c2-r2c3: r1c1 holds 1 and r1c2 next to it holds 3, both odd"},
		{"r1c2=6 r2c3=4", "parity line r1c1-r1c2-r2c3: r1c2 holds 6 and r2c3 next to it holds 4, both even"},
	})
}

func TestParityLineErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"one cell", "- parityline: {cells: [r1c1]}", "l.yaml:3:25: the line has 1 cell: it needs at least 2, two neighbours"},
		{"gap", "- parityline: {cells: [r1c1, r3c1]}", "l.yaml:3:25: r1c1 and r3c1 are next to each other on the line but do not touch"},
	})
	errorTable(t, "colors", []lineErrorTest{{"words", "- parityline: {cells: [r1c1, r1c2]}", "l.yaml:3:5: the values are not all whole numbers"}})
	_, err := specs.Parse("p.yaml", []byte("size: 3x3\nvalues: [2, 4, 6]\ngroups: [rows, columns]\nconstraints:\n  - parityline: {cells: [r1c1, r1c2]}\n"))
	assert.EqualError(t, err, "p.yaml:5:5: the values are all even, so no two neighbours can hold one an odd and the other an even number")
}

func TestParityLineExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewParityLine(cells(t, "r1c1 r1c2 r2c3")))
	text, elims := explainMove(t, r, "r1c2=2")
	assert.Equal(t, []string{"r1c1-4", "r2c3-2", "r2c3-4"}, elims)
	assert.Equal(t, "parity line r1c1-r1c2-r2c3: r1c2 next to r1c1 holds 2, even, so 4 leaves r1c1; r1c2 next to r2c3 holds 2, even, so 2 4 leave r2c3", text)
	// The pass goes along the line: what r1c2 keeps tells on r2c3.
	r = rulesOf(t, "6x6", constraint.NewParityLine(cells(t, "r1c1 r1c2 r2c3")))
	text, elims = explainMove(t, r, "r1c1=3")
	assert.Equal(t, []string{"r1c2-1", "r1c2-5", "r2c3-2", "r2c3-4", "r2c3-6"}, elims)
	assert.Equal(t, "parity line r1c1-r1c2-r2c3: r1c1 next to r1c2 holds 3, odd, so 1 5 leave r1c2; r1c2 next to r2c3 holds one of 2 4 6, all even, so 2 4 6 leave r2c3", text)
	text, _ = explainMove(t, r, "r1c1=3 r1c2=5")
	assert.Equal(t, "parity line r1c1-r1c2-r2c3: two neighbours on it can no longer hold one an odd and the other an even number", text)
}
