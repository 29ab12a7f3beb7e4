package constraint_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// What the count tests of the kinds over sets of cells share (contain
// exact, lunchboxes, same values): rules laid over a grid, and a count
// of the grids that keep them, the rule told again in Go.

// A countedRule is a kind as countRules tries it: lay makes a rule of
// the kind over r that grid keeps, with what the test needs to tell it
// (T: its cells and its clue); keeps tells, apart from the kind, whether
// the numbers of a grid keep it.
type countedRule[T any] struct {
	lay   func(rng *rand.Rand, r *game.Rules, grid []int) (T, game.Constraint)
	keeps func(r *game.Rules, grid []int, rule T) bool
}

// countRules checks that the engine counts the solutions of random
// puzzles with one to three random rules of a kind as a counter here
// does: every grid of the board's groups alone that agrees with the
// givens, filtered by the rule's keeps. Half the rules are laid over the
// grid the givens come from, half over another, so that they may
// contradict them. On 4x4 the counter holds every grid of the board
// (288); on 6x6, with more givens, every grid of the givens when they
// are at most 5,000.
func countRules[T any](t *testing.T, rule countedRule[T]) {
	t.Helper()
	for _, tc := range []struct {
		spec   string
		boards int
		share  float64
	}{{"4x4", 60, 0.1}, {"6x6", 40, 0.4}} {
		t.Run(tc.spec, func(t *testing.T) {
			sp, err := specs.Builtin(tc.spec)
			require.NoError(t, err)
			br := sp.Rules
			rng := rand.New(rand.NewPCG(11, uint64(tc.boards)))
			var counted tally
			for i := range tc.boards {
				grid, other := randomGrid(t, br, rng), randomGrid(t, br, rng)
				givens := givensOf(rng, grid, tc.share)
				var laid []T
				var cs []game.Constraint
				for range 1 + rng.IntN(3) {
					over := grid
					if rng.IntN(2) == 0 {
						over = other
					}
					it, c := rule.lay(rng, br, over)
					laid, cs = append(laid, it), append(cs, c)
				}
				r, err := game.NewRules(tc.spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
				if err != nil {
					continue // rules laid over two grids that can never hold together
				}
				plain := solutions(br, givens, 5000)
				if len(plain) == 5000 {
					continue
				}
				want := 0
				for _, s := range plain {
					keeps := true
					for _, it := range laid {
						keeps = keeps && rule.keeps(br, s, it)
					}
					if keeps {
						want++
					}
				}
				e, err := strategy.NewEngine(r, strategy.Options{Limit: 5000})
				require.NoError(t, err)
				res := e.Solve(context.Background(), givens)
				require.Equal(t, want, res.Count, "board %d: %v", i, laid)
				if res.Solution != nil {
					require.NoError(t, r.CheckSolution(res.Solution, givens))
				}
				counted.add(want)
			}
			counted.worth(t, tc.boards)
		})
	}
}

// numbersAt returns the numbers grid holds at cells.
func numbersAt(r *game.Rules, grid []int, cells []game.Pos) []int {
	out := make([]int, len(cells))
	for i, p := range cells {
		out[i] = value(r, grid, p)
	}
	return out
}

// scattered returns n different cells of r anywhere on the board.
func scattered(rng *rand.Rand, r *game.Rules, n int) []game.Pos {
	var out []game.Pos
	for _, f := range rng.Perm(r.NumFields())[:n] {
		out = append(out, r.Pos(f))
	}
	return out
}
