package constraint_test

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// quadruples lays quadruples on some corners of grid, each with 1 to 4 of
// the values of its cells (a value twice when two of them hold it).
func quadruples(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range r.NumFields() / 6 {
		p := game.Pos{Row: rng.IntN(r.Rows - 1), Col: rng.IntN(r.Cols - 1)}
		cells := []game.Pos{p, {Row: p.Row, Col: p.Col + 1}, {Row: p.Row + 1, Col: p.Col}, {Row: p.Row + 1, Col: p.Col + 1}}
		rng.Shuffle(4, func(i, j int) { cells[i], cells[j] = cells[j], cells[i] })
		var words []string
		for _, c := range cells[:1+rng.IntN(4)] {
			words = append(words, strconv.Itoa(value(r, grid, c)))
		}
		out = append(out, constraint.NewQuadruple(cells, words))
	}
	return out
}

func TestQuadrupleSound(t *testing.T) {
	checkKind(t, "4x4", 20, 0.1, quadruples)
	checkKind(t, "6x6", 8, 0.2, quadruples)
}

func TestQuadrupleCheck(t *testing.T) {
	cells := []game.Pos{pos(t, "r3c3"), pos(t, "r3c4"), pos(t, "r4c3"), pos(t, "r4c4")}
	r := builtin(t, "classic", constraint.NewQuadruple(cells, []string{"1", "2", "2"}))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"room left", []string{"r3c3=5", "r3c4=2"}, ""},
		{"all there", []string{"r3c3=2", "r3c4=1", "r4c3=7", "r4c4=2"}, ""},
		{"one 2 short", []string{"r3c3=2", "r3c4=1", "r4c3=7", "r4c4=8"}, "quadruple 1 2 2 at r3c3 r3c4 r4c3 r4c4: its cells hold 2 1 7 8, without 2"},
		{"too little room", []string{"r3c3=2", "r3c4=5", "r4c3=7"}, "quadruple 1 2 2 at r3c3 r3c4 r4c3 r4c4: its cells hold 2 5 7 and 1 empty, too few for 1 2"},
	})
	assert.Equal(t, "1 2 2", r.Constraints[0].(game.Labeler).Label())
}

func TestQuadrupleErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"three cells", "- quadruple: {cells: [r1c1, r1c2, r2c1], values: [1]}", "[r1c1", "a quadruple is the four cells around a corner, such as r1c1 r1c2 r2c1 r2c2, not 3 cells"},
		{"no corner", "- quadruple: {cells: [r1c1, r1c2, r2c1, r2c3], values: [1]}", "[r1c1", "r2c3 is not one of them"},
		{"twice", "- quadruple: {cells: [r1c1, r1c2, r2c1, r1c1], values: [1]}", "[r1c1", "r1c1 is not one of them"},
		{"five values", "- quadruple: {cells: [r1c1, r1c2, r2c1, r2c2], values: [1, 2, 3, 4, 5]}", "[1, 2", "four cells hold at most 4 values, not 5"},
		{"not a value", "- quadruple: {cells: [r1c1, r1c2, r2c1, r2c2], values: [1, 10]}", "", "10 is not a value of the game: the values are 1 2 3 4 5 6 7 8 9"},
		{"twice in a box", "- quadruple: {cells: [r1c1, r1c2, r2c1, r2c2], values: [1, 1]}", "", "1 1 cannot all stand in r1c1 r1c2 r2c1 r2c2: a value given twice would stand twice in a group"},
		{"no values", "- quadruple: {cells: [r1c1, r1c2, r2c1, r2c2]}", "{cells", "quadruple needs values"},
	})
	assert.Empty(t, specError("classic", "- quadruple: {cells: [r3c3, r3c4, r4c3, r4c4], values: [1, 1, 2, 2]}"), "across four boxes a value may stand twice")
	assert.Empty(t, specError("colors", "- quadruple: {cells: [r1c1, r1c2, r2c1, r2c2], values: [red, blue]}"), "the values may be words")
}

func TestQuadrupleExplain(t *testing.T) {
	cells := []game.Pos{pos(t, "r3c3"), pos(t, "r3c4"), pos(t, "r4c3"), pos(t, "r4c4")}
	r := builtin(t, "classic", constraint.NewQuadruple(cells, []string{"1", "2", "3"}))
	assert.Equal(t, "quadruple 1 2 3 at r3c3 r3c4 r4c3 r4c4: with these, 1 2 3 would no longer fit in its cells: 1 4 5 6 7 8 9 leave r3c3, 1 4 5 6 7 8 9 leave r3c4, 5 leaves r4c3",
		explain(t, r, 0, "r4c3=1 5", "r4c4=5 6"))
	assert.Equal(t, "quadruple 1 2 3 at r3c3 r3c4 r4c3 r4c4: 1 2 3 no longer fit in its cells",
		explain(t, r, 0, "r3c3=4 5", "r3c4=4 5"))
}
