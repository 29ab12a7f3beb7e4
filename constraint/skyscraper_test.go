package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// seenOf returns how many numbers of line are higher than all before
// them.
func seenOf(line []int) int {
	seen, top := 0, 0
	for i, x := range line {
		if i == 0 || x > top {
			seen, top = seen+1, x
		}
	}
	return seen
}

// skyscrapers lays skyscrapers with the counts of grid.
func skyscrapers(share int) layer {
	return lineLayer(share, func(clue game.Pos, line []int) game.Constraint {
		return constraint.NewSkyscraper(clue, seenOf(line))
	})
}

func TestSkyscraperSound(t *testing.T) {
	checkKind(t, "4x4", 60, 0.1, skyscrapers(3))
	checkKind(t, "6x6", 40, 0.3, skyscrapers(3))
	checkKind(t, "classic", 12, 0.45, skyscrapers(3))
}

func TestSkyscraperCheck(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewSkyscraper(game.Pos{Row: -1, Col: 0}, 2), constraint.NewSkyscraper(game.Pos{Row: 1, Col: 4}, 4))
	c := r.Constraints[0]
	assert.Equal(t, "skyscraper 2 at r0c1", c.Name())
	assert.Equal(t, game.Pos{Row: -1, Col: 0}, c.(game.Clued).ClueAt())
	assert.Equal(t, "2", c.(game.Labeler).Label())
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=3 r2c1=1 r3c1=4 r4c1=2", ""},
		{"r1c1=1 r2c1=2 r3c1=3 r4c1=4", "skyscraper 2 at r0c1: column 1 from the top shows 4 cells (r1c1=1 r2c1=2 r3c1=3 r4c1=4), not 2"},
		{"r1c1=1 r2c1=2 r3c1=3", "skyscraper 2 at r0c1: with r1c1=1 r2c1=2 r3c1=3 placed, column 1 from the top shows 3 cells at least, not 2"},
		{"r1c1=4", "skyscraper 2 at r0c1: with r1c1=4 placed, column 1 from the top shows 1 cell at most, not 2"},
		{"r1c1=3 r2c1=4 r2c2=3 r2c3=2 r2c4=1", ""},
		{"r1c1=3 r2c1=1 r2c2=2 r2c3=3 r2c4=4", "skyscraper 4 at r2c5: row 2 from the right shows 1 cell (r2c4=4), not 4"},
	})
}

func TestSkyscraperErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"ten", "- skyscraper: {clue: r0c3, seen: 10}", "l.yaml:3:5: column 3 from the top can show 1 to 9 cells, not 10"},
		{"none", "- skyscraper: {clue: r3c10, seen: 0}", "l.yaml:3:5: row 3 from the right can show 1 to 9 cells, not 0"},
		{"inside", "- skyscraper: {clue: r5c5, seen: 3}", "l.yaml:3:5: the clue r5c5 does not stand beside a row or column"},
	})
	errorTable(t, "colors", []lineErrorTest{
		{"words", "- skyscraper: {clue: r0c3, seen: 3}", "l.yaml:3:5: the values are not all whole numbers"},
	})
}

func TestSkyscraperExplain(t *testing.T) {
	r := parseOne(t, "4x4", "skyscraper: {clue: r0c1, seen: 1}")
	text, elims := explainMove(t, r, "")
	assert.Equal(t, []string{"r1c1-1", "r1c1-2", "r1c1-3"}, elims, "the highest value stands in the column: first")
	assert.Equal(t, "skyscraper 1 at r0c1: column 1 from the top shows 1 cell, each higher than all before it; 1 leaves r1c1, 2 leaves r1c1, 3 leaves r1c1", text)
	text, _ = explainMove(t, r, "r2c1=4")
	assert.Equal(t, "skyscraper 1 at r0c1: no values of column 1 from the top show 1 cell", text)
}

func TestSkyscraperSixteen(t *testing.T) {
	checkSixteen(t, func(r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for _, clue := range lineClues(r) {
			out = append(out, constraint.NewSkyscraper(clue, seenOf(lineOf(r, grid, clue))))
		}
		return out
	})
}
