package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// littleKillers lays little killers with the totals of grid, from clues
// on every side of the board, each with a chance of one in share.
func littleKillers(share int) layer {
	return func(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for _, clue := range perimeter(r) {
			for d := range 4 {
				dir := constraint.Diagonal(d)
				cells := diagonal(r, clue, dir)
				if len(cells) == 0 || rng.IntN(share) > 0 {
					continue
				}
				sum := 0
				for _, p := range cells {
					sum += value(r, grid, p)
				}
				out = append(out, constraint.NewLittleKiller(clue, dir, sum))
			}
		}
		return out
	}
}

// perimeter returns the cells around r's board, corners too.
func perimeter(r *game.Rules) []game.Pos {
	var out []game.Pos
	for row := -1; row <= r.Rows; row++ {
		for col := -1; col <= r.Cols; col++ {
			if row == -1 || col == -1 || row == r.Rows || col == r.Cols {
				out = append(out, game.Pos{Row: row, Col: col})
			}
		}
	}
	return out
}

// diagonal returns the cells from clue in direction dir, on the board.
func diagonal(r *game.Rules, clue game.Pos, dir constraint.Diagonal) []game.Pos {
	step := map[constraint.Diagonal]game.Pos{constraint.DownRight: {Row: 1, Col: 1}, constraint.DownLeft: {Row: 1, Col: -1}, constraint.UpRight: {Row: -1, Col: 1}, constraint.UpLeft: {Row: -1, Col: -1}}[dir]
	dr, dc := step.Row, step.Col
	var cells []game.Pos
	for p := (game.Pos{Row: clue.Row + dr, Col: clue.Col + dc}); r.FieldAt(p) >= 0; p = (game.Pos{Row: p.Row + dr, Col: p.Col + dc}) {
		cells = append(cells, p)
	}
	return cells
}

func TestLittleKillerSound(t *testing.T) {
	checkKind(t, "4x4", 60, 0.1, littleKillers(3))
	checkKind(t, "6x6", 30, 0.25, littleKillers(3))
	checkKind(t, "classic", 12, 0.5, littleKillers(4))
}

func TestLittleKillerCheck(t *testing.T) {
	r := rulesOf(t, "4x4",
		constraint.NewLittleKiller(game.Pos{Row: -1, Col: 0}, constraint.DownRight, 10),
		constraint.NewLittleKiller(game.Pos{Row: 4, Col: 1}, constraint.UpRight, 5))
	c := r.Constraints[0]
	assert.Equal(t, "little killer 10 at r0c1 down-right", c.Name())
	assert.Equal(t, []game.Pos{{Row: 0, Col: 1}, {Row: 1, Col: 2}, {Row: 2, Col: 3}}, c.Cells(), "the diagonal, found on the board")
	assert.Equal(t, game.Pos{Row: -1, Col: 0}, c.(game.Clued).ClueAt())
	assert.Equal(t, "10", c.(game.Labeler).Label())
	assert.Equal(t, []game.Pos{{Row: 3, Col: 2}, {Row: 2, Col: 3}}, r.Constraints[1].Cells(), "a clue below the board, up-right")
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c2=4 r2c3=3 r3c4=3", ""},
		{"r1c2=4 r2c3=3 r3c4=2", "little killer 10 at r0c1 down-right: its cells add up to 9, not 10"},
		{"r1c2=1 r2c3=1", "little killer 10 at r0c1 down-right: with r1c2=1 r2c3=1 placed, its cells add up to 3 to 6, not 10"},
		{"r3c4=3 r4c3=2", ""},
		{"r3c4=3 r4c3=3", "little killer 5 at r5c2 up-right: its cells add up to 6, not 5"},
	})
}

func TestLittleKillerErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"too large", "- littlekiller: {clue: r0c5, direction: down-right, sum: 40}", "l.yaml:3:5: no values of its 4 cells add up to 40: they add up to 4 to 36"},
		{"inside", "- littlekiller: {clue: r5c5, direction: down-right, sum: 10}", "l.yaml:3:5: the clue r5c5 is a cell of the board"},
		{"away", "- littlekiller: {clue: r0c3, direction: up-left, sum: 10}", "l.yaml:3:43: up-left leads away from the board from r0c3"},
	})
	errorTable(t, "x", []lineErrorTest{
		{"one group", "- littlekiller: {clue: r0c0, direction: down-right, sum: 44}", "l.yaml:3:5: its 9 cells hold different values, and no 9 different values add up to 44"},
	})
	errorTable(t, "colors", []lineErrorTest{
		{"words", "- littlekiller: {clue: r0c1, direction: DR, sum: 10}", "l.yaml:3:5: the values are not all whole numbers"},
	})
	errorTable(t, "4x4\nvalues: 1 2 3 100000", []lineErrorTest{
		{"far apart", "- littlekiller: {clue: r0c1, direction: DR, sum: 10}", "l.yaml:4:5: its totals would span more than 65536 numbers"},
	})
	r := parseOne(t, "classic", "littlekiller: {clue: r10c1, direction: UR, sum: 45}")
	assert.Len(t, r.Constraints[0].Cells(), 8, "f-puzzles' words for a direction, from below the board")
}

func TestLittleKillerExplain(t *testing.T) {
	r := parseOne(t, "4x4", "littlekiller: {clue: r0c2, direction: down-right, sum: 7}")
	text, elims := explainMove(t, r, "")
	assert.Equal(t, []string{"r1c3-1", "r1c3-2", "r2c4-1", "r2c4-2"}, elims)
	assert.Equal(t, "little killer 7 at r0c2 down-right: r1c3 r2c4 add up to 7; 1 leaves r1c3 r2c4, 2 leaves r1c3 r2c4", text)
	assert.True(t, r.Excludes(game.Candidate{Field: 2, Value: 1}, game.Candidate{Field: 7, Value: 3}), "2 and 4 make 6")
	assert.False(t, r.Excludes(game.Candidate{Field: 2, Value: 2}, game.Candidate{Field: 7, Value: 3}), "3 and 4 make 7")
	r = parseOne(t, "4x4", "littlekiller: {clue: r0c2, direction: down-right, sum: 5}")
	text, _ = explainMove(t, r, "r1c3=4 r2c4=2")
	assert.Equal(t, "little killer 5 at r0c2 down-right: no values of r1c3 r2c4 add up to 5", text)
}

func TestLittleKillerSixteen(t *testing.T) {
	checkSixteen(t, func(r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for col := range r.Cols - 1 { // the last column has no cell down-right
			clue := game.Pos{Row: -1, Col: col}
			sum := 0
			for _, p := range diagonal(r, clue, constraint.DownRight) {
				sum += value(r, grid, p)
			}
			out = append(out, constraint.NewLittleKiller(clue, constraint.DownRight, sum))
		}
		return out
	})
}
