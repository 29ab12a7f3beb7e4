package constraint_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// sandwichOf returns the sum between the smallest and the largest number
// of line.
func sandwichOf(line []int) int {
	i, j := slices.Index(line, slices.Min(line)), slices.Index(line, slices.Max(line))
	sum := 0
	for _, x := range line[min(i, j)+1 : max(i, j)] {
		sum += x
	}
	return sum
}

// sandwiches lays sandwiches with the sums of grid.
func sandwiches(share int) layer {
	return lineLayer(share, func(clue game.Pos, line []int) game.Constraint {
		return constraint.NewSandwich(clue, sandwichOf(line))
	})
}

func TestSandwichSound(t *testing.T) {
	checkKind(t, "4x4", 60, 0.1, sandwiches(3))
	checkKind(t, "6x6", 40, 0.3, sandwiches(3))
	checkKind(t, "classic", 12, 0.45, sandwiches(3))
}

// TestSandwichRequired checks what a sandwich requires of its line
// against the solutions, on boards whose rows are no houses (a house
// holds every value anyway, and a sandwich along one requires nothing).
func TestSandwichRequired(t *testing.T) {
	checkRequiredRows(t, "4x4", 60, 0.1, sandwiches(2))
	checkRequiredRows(t, "6x6", 30, 0.4, sandwiches(2))
}

func TestSandwichCheck(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewSandwich(game.Pos{Row: 0, Col: -1}, 5), constraint.NewSandwich(game.Pos{Row: -1, Col: 3}, 2))
	c := r.Constraints[0]
	assert.Equal(t, "sandwich 5 at r1c0", c.Name())
	assert.Equal(t, []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}, c.Cells())
	assert.Equal(t, game.Pos{Row: 0, Col: -1}, c.(game.Clued).ClueAt())
	assert.Equal(t, "5", c.(game.Labeler).Label())
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r1c2=2 r1c3=3 r1c4=4", ""},
		{"r1c1=1 r1c2=3 r1c3=2 r1c4=4", ""},
		{"r1c1=2 r1c2=1 r1c3=4 r1c4=3", "sandwich 5 at r1c0: between the 1 at r1c2 and the 4 at r1c3 nothing adds up to 5: they are next to each other"},
		{"r1c1=1 r1c2=4 r1c3=4 r1c4=2", "sandwich 5 at r1c0: r1c2 and r1c3 both hold 4, a crust of the sandwich"},
		{"r1c1=2 r1c2=3 r1c3=3 r1c4=2", "sandwich 5 at r1c0: no cell of row 1 holds 1, a crust of the sandwich"},
		{"r1c4=1", ""},
		{"r1c4=1 r2c4=3 r3c4=4", "sandwich 2 at r0c4: between the 1 at r1c4 and the 4 at r3c4, r2c4 adds up to 3, not 2"},
		{"r1c4=1 r4c4=4", ""},
		{"r1c4=1 r2c4=3 r4c4=4", "sandwich 2 at r0c4: between the 1 at r1c4 and the 4 at r4c4, with r2c4=3 placed, r2c4 r3c4 add up to 4 to 7, not 2"},
	})
}

func TestSandwichErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"too large", "- sandwich: {row: 3, sum: 36}", "l.yaml:3:5: no values between the 1 and the 9 of row 3 add up to 36"},
		{"two lines", "- sandwich: {row: 3, column: 4, sum: 5}", "l.yaml:3:32: a sandwich is on one line: give one of row, column and clue, not both row and column"},
		{"no line", "- sandwich: {sum: 5}", "l.yaml:3:15: a sandwich needs its line: give row, column or clue"},
		{"row 0", "- sandwich: {row: 0, sum: 5}", "l.yaml:3:21: row is from 1 up, not 0"},
		{"corner", "- sandwich: {clue: r0c0, sum: 5}", "l.yaml:3:22: the clue r0c0 stands at a corner of the board"},
	})
	errorTable(t, "colors", []lineErrorTest{
		{"words", "- sandwich: {column: 2, sum: 5}", "l.yaml:3:5: the values are not all whole numbers"},
	})
	errorTable(t, "4x4\nvalues: 1 2 3 100000", []lineErrorTest{
		{"far apart", "- sandwich: {row: 1, sum: 5}", "l.yaml:4:5: its totals would span more than 65536 numbers"},
	})
	r := parseOne(t, "classic", "sandwich: {clue: r10c5, sum: 10}", "sandwich: {column: 5, sum: 0}")
	assert.Equal(t, game.Pos{Row: 8, Col: 4}, r.Constraints[0].Cells()[0], "a clue below the board")
	assert.Equal(t, game.Pos{Row: -1, Col: 4}, r.Constraints[1].(game.Clued).ClueAt(), "a column's clue stands above it")
}

func TestSandwichExplain(t *testing.T) {
	r := parseOne(t, "4x4", "sandwich: {row: 1, sum: 5}")
	text, elims := explainMove(t, r, "")
	assert.Equal(t, []string{"r1c1-2", "r1c1-3", "r1c2-1", "r1c2-4", "r1c3-1", "r1c3-4", "r1c4-2", "r1c4-3"}, elims)
	assert.Equal(t, "sandwich 5 at r1c0: the values between the 1 and the 4 of row 1 add up to 5; 2 leaves r1c1 r1c4, 3 leaves r1c1 r1c4, 1 leaves r1c2 r1c3, 4 leaves r1c2 r1c3", text)
	text, _ = explainMove(t, r, "r1c2=1")
	assert.Equal(t, "sandwich 5 at r1c0: no places of the 1 and the 4 in row 1 leave values that add up to 5 between them", text)
}

func TestSandwichSixteen(t *testing.T) {
	checkSixteen(t, func(r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for _, clue := range lineClues(r) {
			if clue.Row < 0 || clue.Col < 0 {
				out = append(out, constraint.NewSandwich(clue, sandwichOf(lineOf(r, grid, clue))))
			}
		}
		return out
	})
}
