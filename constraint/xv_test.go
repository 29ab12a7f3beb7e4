package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// xvLetters lays the X and V of grid, read as an item: an X between each
// two neighbours that add up to 10, a V between each two that add up to
// 5, or some of them only; then, on most boards, the negative rule.
func xvLetters(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	// negative: true, or with both letters sometimes one letter all
	// given (negative: x), the other's left out at random.
	var negative any = rng.IntN(4) > 0
	args := &fakeArgs{values: map[string]any{"v": [][]game.Pos{}}}
	if r.NumValues() >= 6 {
		args.values["x"] = [][]game.Pos{}
		if negative == true && rng.IntN(3) == 0 {
			negative = []string{"x", "v"}[rng.IntN(2)]
		}
	}
	args.values["negative"] = negative
	for _, p := range neighbours(rng, r) {
		key := map[int]string{10: "x", 5: "v"}[value(r, grid, p[0])+value(r, grid, p[1])]
		if key == "" || negative != true && negative != key && rng.IntN(2) == 0 {
			continue
		}
		args.values[key] = append(args.values[key].([][]game.Pos), []game.Pos{p[0], p[1]})
	}
	cs := constraint.XV.Read(args)
	if len(args.errs) > 0 {
		panic(args.errs)
	}
	return onBoard(r, cs)
}

func TestXVSound(t *testing.T) {
	checkKind(t, "4x4", 30, 0.05, xvLetters)
	checkKind(t, "6x6", 15, 0.1, xvLetters)
}

func TestXVCheck(t *testing.T) {
	board := builtin(t, "classic")
	x, v := constraint.NewXV(pos(t, "r1c1"), pos(t, "r1c2"), 10), constraint.NewXV(pos(t, "r2c1"), pos(t, "r2c2"), 5)
	neg := wholeBoard(board, constraint.NewXVNegative([][2]game.Pos{{pos(t, "r1c1"), pos(t, "r1c2")}, {pos(t, "r2c2"), pos(t, "r2c1")}}))
	r := builtin(t, "classic", x, v, neg)
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"ten", []string{"r1c1=3", "r1c2=7"}, ""},
		{"not ten", []string{"r1c1=3", "r1c2=6"}, "X r1c1 r1c2: r1c1 holds 3 and r1c2 holds 6, but the two must add up to 10"},
		{"five", []string{"r2c1=1", "r2c2=4"}, ""},
		{"not five", []string{"r2c1=1", "r2c2=5"}, "V r2c1 r2c2: r2c1 holds 1 and r2c2 holds 5, but the two must add up to 5"},
		{"ten without an X", []string{"r1c2=7", "r2c2=3"}, "no other X or V: r1c2 holds 7 and r2c2 holds 3, but neighbours with no X or V between them may not add up to 10"},
		{"five without a V", []string{"r5c5=2", "r5c6=3"}, "no other X or V: r5c5 holds 2 and r5c6 holds 3, but neighbours with no X or V between them may not add up to 5"},
		{"nine", []string{"r5c5=2", "r5c6=7"}, ""},
	})
	assert.Equal(t, "X", r.Constraints[0].(game.Labeler).Label())
	assert.Equal(t, "V", r.Constraints[1].(game.Labeler).Label())
	assert.Nil(t, r.Constraints[0].(game.Differ).Differ(), "5 and 5 make an X")
	assert.Len(t, r.Constraints[1].(game.Differ).Differ(), 1, "a V's cells differ")
}

func TestXVRead(t *testing.T) {
	a := &fakeArgs{values: map[string]any{"x": [][]game.Pos{{pos(t, "r1c1"), pos(t, "r1c2")}}, "negative": true}}
	var names []string
	for _, c := range constraint.XV.Read(a) {
		names = append(names, c.Name())
	}
	assert.Empty(t, a.errs)
	assert.Equal(t, []string{"X r1c1 r1c2", "no other X or V"}, names, "the negative rule forbids both sums, whichever letters are listed")
	a = &fakeArgs{values: map[string]any{"x": [][]game.Pos{{pos(t, "r1c1"), pos(t, "r1c2")}}, "v": [][]game.Pos{{pos(t, "r1c2"), pos(t, "r1c1")}}}}
	assert.Nil(t, constraint.XV.Read(a))
	assert.Equal(t, []string{"v: r1c2 and r1c1 have an X between them already"}, a.errs)
	// With no letter at all, negative: true is a rule of its own.
	a = &fakeArgs{values: map[string]any{"negative": true}}
	names = nil
	for _, c := range constraint.XV.Read(a) {
		names = append(names, c.Name())
	}
	assert.Empty(t, a.errs)
	assert.Equal(t, []string{"no other X or V"}, names)
	a = &fakeArgs{values: map[string]any{"negative": false}}
	assert.Nil(t, constraint.XV.Read(a))
	assert.Equal(t, []string{": xv needs x or v, or negative: true: write e.g. - " + constraint.XV.Example}, a.errs)
	_, err := game.NewRules("xv", 4, 4, nil, builtin(t, "4x4").Values, builtin(t, "4x4").GroupSpecs(), constraint.NewXV(pos(t, "r1c1"), pos(t, "r1c2"), 10))
	assert.ErrorContains(t, err, "no two values can add up to 10")
}

func TestXVExplain(t *testing.T) {
	board := builtin(t, "classic")
	r := builtin(t, "classic", constraint.NewXV(pos(t, "r1c1"), pos(t, "r1c2"), 10), wholeBoard(board, constraint.NewXVNegative([][2]game.Pos{{pos(t, "r1c1"), pos(t, "r1c2")}})))
	assert.Equal(t, "X r1c1 r1c2: nothing left on the other side goes with them, as the two must add up to 10: 6 7 8 9 leave r1c2",
		explain(t, r, 0, "r1c1=5 6 7 8 9"))
	assert.Equal(t, "no other X or V: neighbours with no X or V between them may not add up to 10 or 5, and all that a neighbour has left would do so with these: 4 9 leave r1c3, 4 9 leave r2c2",
		explain(t, r, 1, "r1c2=1"))
}
