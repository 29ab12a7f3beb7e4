package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// lockoutKeeps is the rule, written here apart from the kind: the ends
// of cells hold numbers at least by apart on grid, and every cell between
// them a number below both or above both.
func lockoutKeeps(by int) func(r *game.Rules, grid []int, cells []game.Pos) bool {
	return func(r *game.Rules, grid []int, cells []game.Pos) bool {
		a, z := value(r, grid, cells[0]), value(r, grid, cells[len(cells)-1])
		if a-z < by && z-a < by {
			return false
		}
		for _, p := range cells[1 : len(cells)-1] {
			if w := value(r, grid, p); min(a, z) <= w && w <= max(a, z) {
				return false
			}
		}
		return true
	}
}

// lockouts lays lockout lines, of one difference per board, that grid
// keeps.
func lockouts(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	by := 1 + r.NumValues()/3 + rng.IntN(2)
	keeps := lockoutKeeps(by)
	return layLines(4, 2, 4, func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool {
		if len(line)+1 < n {
			return len(line) == 0 || value(r, grid, next) != value(r, grid, line[0])
		}
		return keeps(r, grid, append(line[:len(line):len(line)], next))
	}, func(cells []game.Pos) game.Constraint { return constraint.NewLockout(cells, by) })(rng, r, grid)
}

func TestLockoutSound(t *testing.T) {
	checkLines(t, lockouts)
}

// TestLockoutCounts: the engine counts random puzzles with lockout lines
// as a counter that knows the rule as lockoutKeeps says it (countLines).
func TestLockoutCounts(t *testing.T) {
	countLines(t, func(r *game.Rules) lineRule {
		by := r.NumValues() / 2
		return lineRule{2, 4, lockoutKeeps(by), func(cells []game.Pos) game.Constraint { return constraint.NewLockout(cells, by) }}
	})
}

func TestLockoutCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewLockout(cells(t, "r1c1 r1c2 r2c3"), 3))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=2 r2c3=5 r1c2=6", ""},
		{"r1c1=5 r2c3=2 r1c2=1", ""},
		{"r1c1=2 r1c2=1", ""},
		{"r1c1=2 r2c3=4", "lockout r1c1-r1c2-r2c3 at least 3 apart: its circles r1c1 and r2c3 hold 2 and 4, less than 3 apart"},
		{"r1c1=2 r2c3=5 r1c2=3", "lockout r1c1-r1c2-r2c3 at least 3 apart: r1c2 holds 3, within its circles' 2 to 5"},
		{"r1c1=2 r1c2=2", "lockout r1c1-r1c2-r2c3 at least 3 apart: r1c2 holds 2, as its circle r1c1 does"},
		{"r2c3=4 r1c2=4", "lockout r1c1-r1c2-r2c3 at least 3 apart: r1c2 holds 4, as its circle r2c3 does"},
	})
	assert.Equal(t, "3", r.Constraints[0].(game.Labeler).Label())
	assert.Empty(t, constraint.NewLockout(cells(t, "r1c1 r1c2"), 4).(game.Labeler).Label(), "the usual 4 needs no label")
}

func TestLockoutErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"by zero", "- lockout: {cells: [r1c1, r1c2], by: 0}", "l.yaml:3:40: by is the least difference of the circles, at least 1, not 0"},
		{"by a word", "- lockout: {cells: [r1c1, r1c2], by: x}", "l.yaml:3:40: by is a whole number"},
		{"too far", "- lockout: {cells: [r1c1, r1c2], by: 9}", "l.yaml:3:5: no two values are 9 apart: the values run from 1 to 9"},
		{"one cell", "- lockout: {cells: [r1c1]}", "l.yaml:3:22: the line has 1 cell: it needs at least 2, two circles"},
		{"gap", "- lockout: {cells: [r1c1, r3c1]}", "l.yaml:3:22: r1c1 and r3c1 are next to each other on the line but do not touch"},
	})
	errorTable(t, "colors", []lineErrorTest{{"words", "- lockout: {cells: [r1c1, r1c2, r1c3]}", "l.yaml:3:5: the values are not all whole numbers"}})
	sp, err := specs.Parse("l.yaml", []byte("extends: classic\nconstraints:\n  - lockout: {cells: [r1c1, r1c2, r2c3]}\n"))
	require.NoError(t, err)
	assert.Equal(t, "lockout r1c1-r1c2-r2c3 at least 4 apart", sp.Rules.Constraints[0].Name(), "4 apart when by is left out")
}

func TestLockoutExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewLockout(cells(t, "r1c1 r1c2 r1c3"), 2))
	text, elims := explainMove(t, r, "r1c1=1")
	assert.Equal(t, []string{"r1c2-2", "r1c2-3", "r1c3-2", "r1c3-4"}, elims)
	assert.Equal(t, "lockout r1c1-r1c3 at least 2 apart: its circles r1c1 and r1c3 hold 1 and 3, at least 2 apart, with r1c2 outside their range; 2 3 leave r1c2, 2 4 leave r1c3", text)
	r = rulesOf(t, "6x6", constraint.NewLockout(cells(t, "r1c1 r2c2"), 4))
	text, elims = explainMove(t, r, "r1c1=2")
	assert.Equal(t, []string{"r2c2-1", "r2c2-3", "r2c2-4", "r2c2-5"}, elims)
	assert.Equal(t, "lockout r1c1-r2c2 at least 4 apart: its circles r1c1 and r2c2 hold 2 and 6, at least 4 apart; 1 3 4 5 leave r2c2", text)
	text, _ = explainMove(t, r, "r1c1=3")
	assert.Equal(t, "lockout r1c1-r2c2 at least 4 apart: no values of its circles r1c1 and r2c2 at least 4 apart leave every cell between them a value outside their range", text)
}
