package bench_test

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// set reads puzzle lines into a set of rules r.
func set(t *testing.T, r *game.Rules, lines ...string) bench.Set {
	t.Helper()
	s := bench.Set{Name: "test", Rules: r}
	for _, l := range lines {
		ps, err := puzzle.ParseString(r, "test", l)
		require.NoError(t, err)
		s.Puzzles = append(s.Puzzles, ps[0].Givens)
	}
	return s
}

// engines makes default engines for the rules it is given, or for rules
// of its own when other is set, and counts them.
func engines(other *game.Rules, limit int, made *atomic.Int32) func(*game.Rules, int) (*strategy.Engine, error) {
	return func(r *game.Rules, l int) (*strategy.Engine, error) {
		made.Add(1)
		if other != nil {
			r = other
		}
		if limit > 0 {
			l = limit
		}
		return strategy.NewEngine(r, strategy.Options{Limit: l})
	}
}

func classic(t *testing.T) *game.Rules {
	t.Helper()
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	return sp.Rules
}

func TestMeasure(t *testing.T) {
	r := classic(t)
	sols := []string{
		"953168742862734951417952836746893125281645397395271468138529674574386219629417583",
		"541679328237548691968123574419362785852417963376895142624751839785934216193286457",
	}
	easy := []string{"." + sols[0][1:], sols[1][:40] + "." + sols[1][41:]} // one field free: no guess
	tests := []struct {
		name     string
		lines    []string
		limit    int
		threads  int
		mode     string
		noGuess  float64
		unsolved int
	}{
		{"first solution", easy, 1, 1, "first", 100, 0},
		{"up to two, two threads", easy, 2, 2, "≤2", 100, 0},
		{"a puzzle without solution is counted, not an error", append(easy, noSolution), 2, 2, "≤2", -1, 1},
		{"hard puzzles need guesses", puzzles17, 1, 2, "first", -1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var made atomic.Int32
			row, err := bench.Measure(context.Background(), set(t, r, tt.lines...), tt.limit,
				bench.Options{Runs: 3, Threads: tt.threads, NewEngine: engines(nil, 0, &made)})
			require.NoError(t, err)
			assert.Equal(t, int32(3*tt.threads), made.Load(), "engines per run and thread")
			assert.Equal(t, "test", row.Set)
			assert.Equal(t, tt.mode, row.Mode)
			assert.Equal(t, len(tt.lines), row.Puzzles)
			assert.Equal(t, tt.unsolved, row.Unsolved)
			if tt.noGuess >= 0 {
				assert.Equal(t, tt.noGuess, row.NoGuess)
				assert.Zero(t, row.Guesses)
			} else {
				assert.Less(t, row.NoGuess, 100.0)
				assert.Positive(t, row.Guesses)
			}
			assert.Positive(t, row.Total)
			assert.Positive(t, row.Median, "a puzzle's median solve time")
			assert.GreaterOrEqual(t, row.P99, row.Median, "the 99th percentile is at least the median")
			assert.LessOrEqual(t, row.Median, row.Total, "one puzzle takes at most the whole run")
			assert.InDelta(t, float64(row.Total.Microseconds())/float64(row.Puzzles), row.MicrosPerPuzzle, 1e-9)
			assert.InDelta(t, float64(row.Puzzles)/row.Total.Seconds(), row.Rate, 1e-6)
		})
	}
}

// Every solution is checked after the clock: an engine that ignores the
// boxes finds grids that are no solution, and Measure says which.
func TestMeasureWrongSolution(t *testing.T) {
	r := classic(t)
	latin, err := specs.Parse("latin.yaml", []byte("values: 1-9\ngroups: [rows, columns]\n"))
	require.NoError(t, err)
	var made atomic.Int32
	_, err = bench.Measure(context.Background(), set(t, r, puzzles17...), 1,
		bench.Options{Runs: 1, Threads: 1, NewEngine: engines(latin.Rules, 0, &made)})
	require.Error(t, err)
	assert.Regexp(t, `^puzzle 1: wrong solution: .*box`, err.Error())
}

// A run the context stops is an error, not a figure.
func TestMeasureStopped(t *testing.T) {
	sp, err := specs.Lookup("25x25")
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	var made atomic.Int32
	_, err = bench.Measure(ctx, set(t, sp.Rules, strings.Repeat(".", 625)), 2,
		bench.Options{Runs: 1, Threads: 1, NewEngine: engines(nil, 1<<30, &made)})
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}

// Many runs of easy puzzles stop soon after the context does: between
// batches of puzzles and between runs, not at the end of all of them.
func TestMeasureStopsBetweenPuzzles(t *testing.T) {
	r := classic(t)
	var many []string
	for range 200 {
		many = append(many, puzzles17...)
	}
	ctx, cancel := context.WithCancel(context.Background())
	var made atomic.Int32
	start := time.Now()
	time.AfterFunc(50*time.Millisecond, cancel)
	_, err := bench.Measure(ctx, set(t, r, many...), 1,
		bench.Options{Runs: 100000, Threads: 2, NewEngine: engines(nil, 0, &made)})
	assert.ErrorIs(t, err, context.Canceled)
	assert.Less(t, time.Since(start), 10*time.Second, "100,000 runs would take far longer")
}

func TestMeasureEngineError(t *testing.T) {
	broken := errors.New("no such strategy")
	_, err := bench.Measure(context.Background(), set(t, classic(t), puzzles17[0]), 1,
		bench.Options{Runs: 2, Threads: 2, NewEngine: func(*game.Rules, int) (*strategy.Engine, error) { return nil, broken }})
	assert.Equal(t, broken, err)
}

// Puzzles that bring their own rules are each solved by an engine for
// them, made before the clock for each distinct rules, and checked by
// them: an engine for the spec's rules alone finds grids that break the
// cages.
func TestMeasureOwnRules(t *testing.T) {
	const cages = `extends: 4x4
puzzles:
  - name: plain
    givens: "1..............."
  - name: caged
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 7}
  - name: caged too
    constraints:
      - killer: {cells: [r1c1, r2c1], sum: 7}
`
	sets, err := bench.Load(write(t, "cages.yaml", cages), "", 0)
	require.NoError(t, err)
	s := sets[0]
	s.Puzzles = append(s.Puzzles, s.Puzzles[1])
	s.PuzzleRules = append(s.PuzzleRules, s.PuzzleRules[1])
	var made atomic.Int32
	row, err := bench.Measure(context.Background(), s, 2, bench.Options{Runs: 2, Threads: 2, NewEngine: engines(nil, 0, &made)})
	require.NoError(t, err)
	assert.Equal(t, int32(2*2*3), made.Load(), "an engine per run, thread and distinct rules")
	assert.Equal(t, 4, row.Puzzles)
	assert.Zero(t, row.Unsolved)

	_, err = bench.Measure(context.Background(), s, 1, bench.Options{Runs: 1, Threads: 1, NewEngine: engines(s.Rules, 0, &made)})
	require.Error(t, err)
	assert.Regexp(t, `^puzzle 2: wrong solution: .*cage`, err.Error())
}
