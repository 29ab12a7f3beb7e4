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

func TestSandwichCheck(t *testing.T) {
	r := rulesWith(t, "4x4", constraint.NewSandwich(game.Pos{Row: 0, Col: -1}, 5), constraint.NewSandwich(game.Pos{Row: -1, Col: 3}, 2))
	c := r.Constraints[0]
	assert.Equal(t, "sandwich 5 at r1c0", c.Name())
	assert.Equal(t, []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}, {Row: 0, Col: 3}}, c.Cells())
	assert.Equal(t, game.Pos{Row: 0, Col: -1}, c.(game.Clued).ClueAt())
	assert.Equal(t, "5", c.(game.Labeler).Label())
	checkGrids(t, r, []checkCase{
		{"empty", "", ""},
		{"1234", "1234", ""},
		{"1324", "1324", ""},
		{"next to each other", "2143", "sandwich 5 at r1c0: between the 1 at r1c2 and the 4 at r1c3 nothing adds up to 5: they are next to each other"},
		{"4 twice", "1442", "sandwich 5 at r1c0: r1c2 and r1c3 both hold 4, a crust of the sandwich"},
		{"no crusts", "2332", "sandwich 5 at r1c0: no cell of row 1 holds 1, a crust of the sandwich"},
		{"a crust alone", "...1", ""},
		{"column 4", "...1\n...3\n...4", "sandwich 2 at r0c4: between the 1 at r1c4 and the 4 at r3c4, r2c4 adds up to 3, not 2"},
		{"column 4, room", "...1\n....\n....\n...4", ""},
		{"column 4, too much", "...1\n...3\n....\n...4", "sandwich 2 at r0c4: between the 1 at r1c4 and the 4 at r4c4, with r2c4=3 placed, r2c4 r3c4 add up to 4 to 7, not 2"},
	})
}

func TestSandwichErrors(t *testing.T) {
	specErrors(t, []errorCase{
		{"too large", "classic", "- sandwich: {row: 3, sum: 36}", "sandwich", "no values between the 1 and the 9 of row 3 add up to 36"},
		{"two lines", "classic", "- sandwich: {row: 3, column: 4, sum: 5}", "4,", "a sandwich is on one line: give one of row, column and clue, not both row and column"},
		{"no line", "classic", "- sandwich: {sum: 5}", "{sum", "a sandwich needs its line: give row, column or clue"},
		{"row 0", "classic", "- sandwich: {row: 0, sum: 5}", "0,", "row is from 1 up, not 0"},
		{"corner", "classic", "- sandwich: {clue: r0c0, sum: 5}", "r0c0", "the clue r0c0 stands at a corner of the board"},
		{"words", "colors", "- sandwich: {column: 2, sum: 5}", "sandwich", "the values are not all whole numbers"},
		{"far apart", "4x4\nvalues: 1 2 3 100000", "- sandwich: {row: 1, sum: 5}", "sandwich", "its totals would span more than 65536 numbers"},
	})
	r := parseOne(t, "classic", "sandwich: {clue: r10c5, sum: 10}", "sandwich: {column: 5, sum: 0}")
	assert.Equal(t, game.Pos{Row: 8, Col: 4}, r.Constraints[0].Cells()[0], "a clue below the board")
	assert.Equal(t, game.Pos{Row: -1, Col: 4}, r.Constraints[1].(game.Clued).ClueAt(), "a column's clue stands above it")
}

func TestSandwichExplain(t *testing.T) {
	r := parseOne(t, "4x4", "sandwich: {row: 1, sum: 5}")
	assert.Equal(t, "sandwich 5 at r1c0: the values between the 1 and the 4 of row 1 add up to 5; 2 leaves r1c1 r1c4, 3 leaves r1c1 r1c4, 1 leaves r1c2 r1c3, 4 leaves r1c2 r1c3", explain(t, r, empty(r), 0))
	givens := empty(r)
	givens[1] = 0 // r1c2 = 1
	assert.Equal(t, "sandwich 5 at r1c0: no places of the 1 and the 4 in row 1 leave values that add up to 5 between them", explain(t, r, givens, 0))
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
