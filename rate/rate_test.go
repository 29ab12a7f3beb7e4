package rate

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

func parse(t *testing.T, r *game.Rules, text string) []int {
	t.Helper()
	ps, err := puzzle.ParseString(r, "text", text)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	return ps[0].Givens
}

func rules(t *testing.T, spec string) *game.Rules {
	t.Helper()
	sp, err := specs.Lookup(spec)
	require.NoError(t, err)
	return sp.Rules
}

// TestNotRated: a puzzle without exactly one solution is not rated.
func TestNotRated(t *testing.T) {
	r := rules(t, "4x4")
	rt, err := New(r, Options{})
	require.NoError(t, err)
	for text, want := range map[string]strategy.Status{
		"................": strategy.Multiple,
		"12........3...4.": strategy.NoSolution,
	} {
		got, err := rt.Rate(context.Background(), parse(t, r, text))
		require.NoError(t, err)
		assert.Equal(t, want, got.Status, text)
		assert.False(t, got.Rated())
		assert.Zero(t, got.ER)
		assert.Empty(t, got.Technique)
	}
}

// TestTimeout: a rating cut short says so and holds no numbers.
func TestTimeout(t *testing.T) {
	r := rules(t, "classic")
	rt, err := New(r, Options{})
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got, err := rt.Rate(ctx, parse(t, r, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"))
	require.NoError(t, err)
	assert.Equal(t, strategy.Timeout, got.Status)
	assert.Zero(t, got.ER)
}

// TestEveryDefaultPuzzle rates the default puzzles of every built-in spec:
// each has one solution, and ratings are ordered ED ≤ EP ≤ ER, with the
// technique that set ER named, or the stall said.
func TestEveryDefaultPuzzle(t *testing.T) {
	for _, name := range specs.Names() {
		sp, err := specs.Builtin(name)
		require.NoError(t, err)
		rt, err := New(sp.Rules, Options{Trace: true})
		require.NoError(t, err)
		for _, p := range sp.Puzzles {
			got, err := rt.Rate(context.Background(), parse(t, sp.Rules, p.Givens))
			require.NoError(t, err, "%s %s", name, p.Name)
			require.True(t, got.Rated(), "%s %s: %s", name, p.Name, got.Status)
			assert.LessOrEqual(t, got.ED, got.EP, "%s %s", name, p.Name)
			assert.LessOrEqual(t, got.EP, got.ER, "%s %s", name, p.Name)
			assert.Equal(t, strategy.LevelOf(got.ER), got.Level)
			assert.Equal(t, got.Steps, len(got.Trace), "%s %s: one trace step per rated step", name, p.Name)
			if got.Stalled {
				assert.Equal(t, Beyond, got.ER)
			} else {
				assert.NotEmpty(t, got.Technique, "%s %s", name, p.Name)
				assert.Positive(t, got.ED)
			}
			t.Logf("%-10s %-12s %4.1f/%3.1f/%3.1f %s", name, p.Name, got.ER, got.EP, got.ED, got.Technique)
		}
	}
}

// TestRatesFollowTheSteps: on a puzzle whose path is known, ER is the
// hardest step's rating, EP the hardest up to the first placement, ED the
// first step's.
func TestRatesFollowTheSteps(t *testing.T) {
	r := rules(t, "classic")
	rt, err := New(r, Options{Trace: true})
	require.NoError(t, err)
	got, err := rt.Rate(context.Background(), parse(t, r, "................12...345........1.....6.......73...5.....4..37.12...8...9........"))
	require.NoError(t, err)
	require.True(t, got.Rated())
	require.Len(t, got.StepRatings, len(got.Trace))
	var er, ep, ed float64
	placed := false
	for i, st := range got.Trace {
		d := got.StepRatings[i]
		tech := strategy.Lookup(st.Strategy)
		require.NotNil(t, tech, st.Strategy)
		assert.GreaterOrEqual(t, d, tech.Difficulty, "%s", st)
		assert.LessOrEqual(t, d, tech.Max(), "%s", st)
		er = max(er, d)
		if i == 0 {
			ed = er
		}
		if !placed && len(st.Place) > 0 {
			ep, placed = er, true
		}
	}
	assert.Equal(t, [3]float64{er, ep, ed}, [3]float64{got.ER, got.EP, got.ED})
	assert.Equal(t, 2.6, got.ER, "Sudoku Explainer rates it 2.6")
}

// TestStalledRatesBeyond: where the techniques stall (here the singles
// alone, on a puzzle that needs more), the rating is Beyond, which lies
// above every technique's hardest rating, so that a puzzle the
// techniques cannot finish never rates below one they can.
func TestStalledRatesBeyond(t *testing.T) {
	r := rules(t, "classic")
	rt, err := New(r, Options{Techniques: []*strategy.Technique{strategy.PossibleFieldForValueInGroup, strategy.PossibleValueForField}})
	require.NoError(t, err)
	got, err := rt.Rate(context.Background(), parse(t, r, "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"))
	require.NoError(t, err)
	require.True(t, got.Stalled)
	assert.Equal(t, Beyond, got.ER)
	assert.Less(t, got.EP, Beyond, "singles placed values before the stall")
	for _, tech := range strategy.All() {
		assert.Greater(t, Beyond, tech.Max(), tech.Name)
	}
}
