package constraint_test

import (
	"testing"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// BenchmarkKillerPropagate: one propagation of a four-cell cage with some
// candidates gone, as the engine asks it after a change.
func BenchmarkKillerPropagate(b *testing.B) {
	sp, err := specs.Builtin("classic")
	if err != nil {
		b.Fatal(err)
	}
	br := sp.Rules
	p := func(r, c int) game.Pos { return game.Pos{Row: r - 1, Col: c - 1} }
	r, err := game.NewRules("k", 9, 9, nil, br.Values, br.GroupSpecs(),
		constraint.NewKiller([]game.Pos{p(1, 1), p(1, 2), p(2, 1), p(2, 2)}, 20, true))
	if err != nil {
		b.Fatal(err)
	}
	board := game.NewBoard(r)
	board.Eliminate(0, 0)
	board.Eliminate(1, 8)
	c := r.Constraints[0].(game.Propagator)
	var found game.Found
	b.ReportAllocs()
	for b.Loop() {
		found.Reset()
		c.Propagate(board, &found)
	}
}
