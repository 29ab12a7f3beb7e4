package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// renbans lays renban lines whose values in grid differ and run
// consecutively.
var renbans = layLines(4, 2, 5, func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool {
	x := value(r, grid, next)
	lo, hi := x, x
	for _, p := range line {
		y := value(r, grid, p)
		if y == x {
			return false
		}
		lo, hi = min(lo, y), max(hi, y)
	}
	return hi-lo < n
}, constraint.NewRenban)

func TestRenbanSound(t *testing.T) {
	checkLines(t, renbans)
}

func TestRenbanCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewRenban(cells(t, "r1c1 r1c2 r2c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=3", ""},
		{"r1c1=5 r1c2=3 r2c3=4", ""},
		{"r1c1=1 r1c2=4", "renban r1c1-r1c2-r2c3: r1c1 holds 1 and r1c2 holds 4: no run of 3 consecutive values holds both"},
		{"r1c1=2 r1c2=3 r2c3=5", "renban r1c1-r1c2-r2c3: r1c1 holds 2 and r2c3 holds 5: no run of 3 consecutive values holds both"},
		{"r1c1=2 r2c3=2", "renban r1c1-r1c2-r2c3: r1c1 and r2c3 both hold 2"},
	})
}

func TestRenbanErrors(t *testing.T) {
	errorTable(t, "6x6", []lineErrorTest{
		{"too long", "- renban: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r2c6]}", "l.yaml:3:5: the renban has 7 cells to hold different values but there are only 6 values"},
		{"gap", "- renban: {cells: [r1c1, r1c2, r1c4]}", "l.yaml:3:21: r1c2 and r1c4 are next to each other on the line but do not touch"},
	})
	_, err := specs.Parse("l.yaml", []byte("extends: 4x4\nvalues: [1, 3, 5, 7]\nconstraints:\n  - renban: {cells: [r1c1, r1c2]}\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "l.yaml:4:5: no 2 values have consecutive numbers: the renban could never be filled")
}

func TestRenbanExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewRenban(cells(t, "r1c1 r1c2 r1c3")))
	text, elims := explainMove(t, r, "r1c1=4")
	assert.Equal(t, []string{"r1c2-1", "r1c3-1", "r1c4-2", "r1c4-3"}, elims)
	assert.Equal(t, "renban r1c1-r1c3: its values are 2-4; 1 leaves r1c2 r1c3; each in every run, 2 leaves r1c4, 3 leaves r1c4, seeing every cell of the renban that can hold it", text)
}
