package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// differences lays dots between some neighbours of grid, each of the
// difference grid makes there: white kropki dots among them.
func differences(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for _, p := range neighbours(rng, r)[:r.NumFields()/3] {
		out = append(out, constraint.NewDifference(p[0], p[1], abs(value(r, grid, p[0])-value(r, grid, p[1]))))
	}
	return out
}

func abs(x int) int { return max(x, -x) }

func TestDifferenceSound(t *testing.T) {
	checkKind(t, "4x4", 30, 0.1, differences)
	checkKind(t, "6x6", 15, 0.2, differences)
}

func TestDifferenceCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewDifference(pos(t, "r1c1"), pos(t, "r1c2"), 1), constraint.NewDifference(pos(t, "r2c1"), pos(t, "r2c2"), 3))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"one cell", []string{"r1c1=3"}, ""},
		{"consecutive", []string{"r1c1=3", "r1c2=4"}, ""},
		{"downwards", []string{"r1c1=4", "r1c2=3"}, ""},
		{"not consecutive", []string{"r1c1=3", "r1c2=5"}, "white dot r1c1 r1c2: r1c1 holds 3 and r1c2 holds 5, but the two must differ by 1"},
		{"three apart", []string{"r2c1=2", "r2c2=5"}, ""},
		{"two apart", []string{"r2c1=2", "r2c2=4"}, "difference 3 dot r2c1 r2c2: r2c1 holds 2 and r2c2 holds 4, but the two must differ by 3"},
	})
	assert.Same(t, constraint.KropkiRule, r.Constraints[0].Kind(), "a difference of 1 is a white kropki dot")
	assert.Same(t, constraint.DifferenceRule, r.Constraints[1].Kind())
	assert.Equal(t, "", r.Constraints[0].(game.Labeler).Label())
	assert.Equal(t, "3", r.Constraints[1].(game.Labeler).Label())
}

func TestDifferenceErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"not neighbours", "- difference: {cells: [r1c1, r1c3], value: 3}", "[r1c1", "r1c1 and r1c3 do not share an edge: a difference 3 dot stands on the edge between two neighbours"},
		{"diagonal", "- difference: {cells: [r1c1, r2c2]}", "[r1c1", "r1c1 and r2c2 do not share an edge: a white dot stands"},
		{"zero", "- difference: {cells: [r1c1, r1c2], value: 0}", "0}", "a difference is 1 or more, not 0"},
		{"three cells", "- difference: {cells: [r1c1, r1c2, r1c3]}", "[r1c1", "a dot stands between two cells, not 3"},
		{"too far", "- difference: {cells: [r1c1, r1c2], value: 9}", "", "no two values can differ by 9"},
		{"word", "- difference: {cells: [r1c1, r1c2], value: one}", "one}", "value is a whole number"},
		{"no cells", "- difference: {value: 2}", "{value", "difference needs cells"},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- difference: {cells: [r1c1, r1c2]}", "", "the values are not all whole numbers"},
	})
}

func TestDifferenceExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewDifference(pos(t, "r1c1"), pos(t, "r1c2"), 3))
	assert.Equal(t, "difference 3 dot r1c1 r1c2: nothing left on the other side goes with them, as the two must differ by 3: 1 2 3 6 7 8 9 leave r1c1",
		explain(t, r, 0, "r1c2=1 2"))
	assert.Equal(t, "difference 3 dot r1c1 r1c2: no two values left on its sides can differ by 3",
		explain(t, r, 0, "r1c1=1 2", "r1c2=1 2 3"))
}
