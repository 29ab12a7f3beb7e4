package rate

import (
	"context"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

const (
	pointing = "................12...345........1.....6.......73...5.....4..37.12...8...9........"
	// needsMore stalls the singles.
	needsMore = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"
)

func TestSolvePath(t *testing.T) {
	singles := []*strategy.Technique{strategy.PossibleFieldForValueInGroup, strategy.PossibleValueForField}
	tests := []struct {
		name, spec, puzzle string
		opts               PathOptions
		want               strategy.Status
		guesses            bool
	}{
		{"the rating's path", "classic", pointing, PathOptions{AssumeUnique: true}, strategy.Solved, false},
		{"a stall", "classic", needsMore, PathOptions{Techniques: singles}, strategy.Stalled, false},
		{"guesses past a stall", "classic", needsMore, PathOptions{Techniques: singles, Guess: true}, strategy.Solved, true},
		{"several solutions, with guesses", "4x4", "................", PathOptions{Guess: true}, strategy.Solved, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := rules(t, tt.spec)
			p, err := SolvePath(context.Background(), r, parse(t, r, tt.puzzle), tt.opts)
			require.NoError(t, err)
			assert.Equal(t, tt.want, p.Status)
			require.Len(t, p.Ratings, len(p.Trace))
			guessed := false
			for i, st := range p.Trace {
				tech := strategy.Lookup(st.Strategy)
				if st.Kind != game.Deduction || tech == nil {
					assert.Zero(t, p.Ratings[i], "%s", st)
					guessed = guessed || st.Kind == game.Guess
					continue
				}
				assert.GreaterOrEqual(t, p.Ratings[i], tech.Difficulty, "%s", st)
				assert.LessOrEqual(t, p.Ratings[i], tech.Max(), "%s", st)
			}
			assert.Equal(t, tt.guesses, guessed)
			if tt.want == strategy.Solved {
				assert.NoError(t, r.CheckSolution(p.Solution, parse(t, r, tt.puzzle)))
			}
		})
	}
}

// A Rater with a trace takes the same path as SolvePath, with the same
// ratings.
func TestRaterTakesSolvePathsPath(t *testing.T) {
	r := rules(t, "classic")
	givens := parse(t, r, pointing)
	p, err := SolvePath(context.Background(), r, givens, PathOptions{AssumeUnique: true})
	require.NoError(t, err)
	rt, err := New(r, Options{Trace: true})
	require.NoError(t, err)
	for range 2 { // and again, with the Rater's state of the first rating
		got, err := rt.Rate(context.Background(), givens)
		require.NoError(t, err)
		assert.Equal(t, p.Trace, got.Trace)
		assert.Equal(t, p.Ratings, got.StepRatings)
		assert.Equal(t, slices.Max(p.Ratings), got.ER)
	}
}

func TestSolvePathTimeout(t *testing.T) {
	r := rules(t, "classic")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := SolvePath(ctx, r, parse(t, r, needsMore), PathOptions{Guess: true})
	require.NoError(t, err)
	assert.Equal(t, strategy.Timeout, p.Status)
}
