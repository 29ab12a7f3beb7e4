package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// triadLines lays lines whose every three cells in a row hold values of
// three classes in grid, class(r, x) being the class of number x.
func triadLines(class func(r *game.Rules, x int) int, newLine func([]game.Pos) game.Constraint) layer {
	return layLines(4, 3, 7, func(r *game.Rules, grid []int, _ int, line []game.Pos, next game.Pos) bool {
		k := class(r, value(r, grid, next))
		for _, p := range line[max(0, len(line)-2):] {
			if class(r, value(r, grid, p)) == k {
				return false
			}
		}
		return true
	}, newLine)
}

// third is the third of number x among the values 1-n.
func third(r *game.Rules, x int) int { return (x - 1) * 3 / r.NumValues() }

func TestEntropicLineSound(t *testing.T) {
	lay := triadLines(third, constraint.NewEntropicLine)
	checkKind(t, "6x6", 40, 0.3, lay)
	checkKind(t, "classic", 4, 0.5, lay)
}

func TestEntropicLineCheck(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewEntropicLine(cells(t, "r1c1 r1c2 r1c3 r1c4")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=4 r1c3=7 r1c4=2", ""},
		{"r1c1=9 r1c4=8", ""},
		{"r1c1=1 r1c2=2", "entropic line r1c1-r1c4: r1c1 holds 1 and r1c2 holds 2, both low, but cells 1 apart on the line hold different thirds"},
		{"r1c1=1 r1c4=5", "entropic line r1c1-r1c4: r1c1 holds 1 (low) and r1c4 holds 5 (middle), but cells 3 apart on the line hold the same third"},
	})
	assert.Len(t, r.Constraints[0].(game.Differ).Differ(), 2, "every three cells in a row differ")
}

func TestEntropicLineErrors(t *testing.T) {
	errorTable(t, "4x4", []lineErrorTest{
		{"4 values", "- entropicline: {cells: [r1c1, r1c2, r1c3]}", "l.yaml:3:5: an entropic line needs the values in three thirds of one size, low, middle and high, but 4 values do not split so"},
		{"two cells", "- entropicline: {cells: [r1c1, r1c2]}", "l.yaml:3:27: the line has 2 cells: it needs at least 3, three cells in a row"},
	})
	_, err := specs.Parse("l.yaml", []byte("extends: 6x6\nvalues: [a, b, c, d, e, f]\nconstraints:\n  - entropicline: {cells: [r1c1, r1c2, r1c3]}\n"))
	require.NoError(t, err, "words split into thirds in their order")
}

func TestEntropicLineExplain(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewEntropicLine(cells(t, "r1c1 r1c2 r1c3")))
	text, elims := explainMove(t, r, "r1c1=1 r1c2=5")
	assert.Equal(t, []string{"r1c3-2", "r1c3-3", "r1c3-4", "r1c3-6"}, elims)
	assert.Equal(t, "entropic line r1c1-r1c3: every three cells in a row hold a low, a middle and a high value, so cells three apart hold the same third; "+
		"the values left are 1 2 3 for r1c1, 4 5 6 for r1c2, 7 8 9 for r1c3; so 2 3 4 6 leave r1c3", text)
}
