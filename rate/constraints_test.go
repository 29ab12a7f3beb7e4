package rate_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestGradedPathsSound: on puzzles with constraints, published with one
// solution, the rating's solve (the techniques easiest first, the rules
// in their graded steps, no guess) makes no move the solution does not
// keep, and finishes at least as many of them as it did when the floor
// was set: a technique that removes a true value, or a change that makes
// the techniques weaker, fails it.
func TestGradedPathsSound(t *testing.T) {
	tests := []struct {
		file  string
		floor int // puzzles solved without a guess, at least
	}{
		{"sudokusolver.txt", 30},
		{"killer_examples.yaml", 7},
		{"killer_hs.yaml", 9},
		{"lunchbox.yaml", 1},
		{"samevalues.yaml", 1},
		{"containexact.yaml", 1},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("..", "testdata", "constraints", tt.file)
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			ps, err, _ := input.Whole(path, data)
			require.NoError(t, err)
			solved := 0
			for _, p := range ps {
				sol := only(t, p.Rules, p.Givens)
				moves := 0
				e := checkedEngine(t, p.Rules, sol, fmt.Sprintf("%s (%s)", p.Pos, p.Title), func(*strategy.Engine, *game.Move) { moves++ })
				res := e.Solve(context.Background(), p.Givens)
				if res.Status == strategy.Solved {
					solved++
					assert.Equal(t, sol, res.Solution)
				}
				t.Logf("%s %s: %s after %d moves", p.Pos, p.Title, res.Status, moves)
			}
			t.Logf("%s: %d of %d solved without a guess", tt.file, solved, len(ps))
			assert.GreaterOrEqual(t, solved, tt.floor, "puzzles solved without a guess")
		})
	}
}

// checkedEngine returns the engine of the rating's solve of rules r (the
// rating's techniques, the rules graded, no guess) that fails t on a move
// solution sol does not keep, or a board it finds broken, naming the
// puzzle by where, and calls each, when not nil, with every deduction.
func checkedEngine(t *testing.T, r *game.Rules, sol []int, where string, each func(e *strategy.Engine, m *game.Move)) *strategy.Engine {
	t.Helper()
	var e *strategy.Engine
	e, err := strategy.NewEngine(r, strategy.Options{Techniques: rate.Techniques(), NoGuess: true, Graded: true, AssumeUnique: true,
		Observe: func(_ *game.Board, m *game.Move, _ int) {
			if m.Kind == game.Contradiction {
				// The puzzle has a solution: a broken board is an unsound step's.
				t.Errorf("%s: %s finds the board broken", where, m.Strategy)
			}
			if m.Kind != game.Deduction {
				return
			}
			if each != nil {
				each(e, m)
			}
			for _, c := range m.Eliminate {
				assert.NotEqual(t, sol[c.Field], c.Value, "%s: %s takes out %s, which the solution holds", where, m.Strategy, r.Elimination(c))
			}
			for _, c := range m.Place {
				assert.Equal(t, sol[c.Field], c.Value, "%s: %s places %s, which the solution does not", where, m.Strategy, r.Placement(c))
			}
		}})
	require.NoError(t, err)
	return e
}

// only returns the one solution of the puzzle, which must have one.
func only(t *testing.T, r *game.Rules, givens []int) []int {
	t.Helper()
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), givens)
	require.Equal(t, strategy.Unique, res.Status)
	return res.Solution
}
