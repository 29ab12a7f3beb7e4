package rate_test

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
)

// Rate a classic puzzle: it needs a pointing (LockedCandidates, 2.6), and
// its first step, which is also its first placement, is a hidden single in
// a box (1.2).
func ExampleRater_Rate() {
	sp, _ := specs.Builtin("classic")
	ps, _ := puzzle.ParseString(sp.Rules, "example", "................12...345........1.....6.......73...5.....4..37.12...8...9........")
	rt, _ := rate.New(sp.Rules, rate.Options{})
	r, _ := rt.Rate(context.Background(), ps[0].Givens)
	fmt.Printf("%s %.1f/%.1f/%.1f %s %s\n", r.Status, r.ER, r.EP, r.ED, r.Level, r.Technique)
	// Output: unique 2.6/1.2/1.2 medium LockedCandidates
}
