package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// ratios lays dots between the neighbours of grid one of whose numbers
// is a multiple of the other, each of that ratio: black kropki dots among
// them.
func ratios(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for _, p := range neighbours(rng, r) {
		a, b := value(r, grid, p[0]), value(r, grid, p[1])
		lo, hi := min(a, b), max(a, b)
		if hi%lo == 0 && rng.IntN(3) > 0 {
			out = append(out, constraint.NewRatio(p[0], p[1], hi/lo))
		}
	}
	return out
}

func TestRatioSound(t *testing.T) {
	checkKind(t, "4x4", 30, 0.1, ratios)
	checkKind(t, "6x6", 15, 0.2, ratios)
}

func TestRatioCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewRatio(pos(t, "r1c1"), pos(t, "r1c2"), 2), constraint.NewRatio(pos(t, "r2c1"), pos(t, "r2c2"), 3))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"one cell", []string{"r1c2=7"}, ""},
		{"twice", []string{"r1c1=3", "r1c2=6"}, ""},
		{"half", []string{"r1c1=8", "r1c2=4"}, ""},
		{"not twice", []string{"r1c1=3", "r1c2=4"}, "black dot r1c1 r1c2: r1c1 holds 3 and r1c2 holds 4, but the two must be one twice the other"},
		{"three times", []string{"r2c1=9", "r2c2=3"}, ""},
		{"twice, not three times", []string{"r2c1=2", "r2c2=4"}, "ratio 3 dot r2c1 r2c2: r2c1 holds 2 and r2c2 holds 4, but the two must be one 3 times the other"},
	})
	assert.Same(t, constraint.KropkiRule, r.Constraints[0].Kind(), "a ratio of 2 is a black kropki dot")
	assert.Same(t, constraint.RatioRule, r.Constraints[1].Kind())
	assert.Equal(t, "3", r.Constraints[1].(game.Labeler).Label())
}

func TestRatioErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"not neighbours", "- ratio: {cells: [r1c1, r2c2], value: 3}", "[r1c1", "r1c1 and r2c2 do not share an edge: a ratio 3 dot stands"},
		{"one", "- ratio: {cells: [r1c1, r1c2], value: 1}", "1}", "a ratio is 2 or more, not 1"},
		{"one cell", "- ratio: {cells: [r1c1]}", "[r1c1", "a dot stands between two cells, not 1"},
		{"too large", "- ratio: {cells: [r1c1, r1c2], value: 10}", "", "no two values can be one 10 times the other"},
		{"unknown key", "- ratio: {cells: [r1c1, r1c2], ratio: 3}", "ratio: 3", "unknown key \"ratio\" in ratio"},
	})
}

func TestRatioExplain(t *testing.T) {
	r := builtin(t, "classic", constraint.NewRatio(pos(t, "r5c5"), pos(t, "r6c5"), 2))
	assert.Equal(t, "black dot r5c5 r6c5: nothing left on the other side goes with them, as the two must be one twice the other: 5 7 9 leave r5c5, 5 7 9 leave r6c5",
		explain(t, r, 0))
	assert.Equal(t, "black dot r5c5 r6c5: nothing left on the other side goes with them, as the two must be one twice the other: 2 3 5 7 8 9 leave r6c5",
		explain(t, r, 0, "r5c5=2 3"))
}
