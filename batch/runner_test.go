package batch_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/budget"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// engines returns a factory of engines for r with opts, counting the
// engines it made.
func engines(r *game.Rules, opts strategy.Options, made *atomic.Int64) func(*game.Rules) (*strategy.Engine, error) {
	return func(*game.Rules) (*strategy.Engine, error) {
		made.Add(1)
		return strategy.NewEngine(r, opts) // r, whatever the Runner asks: a test may want wrong rules
	}
}

// A hard puzzle first and easy ones after it: with two workers the easy
// ones are solved long before the hard one, and still come out after it.
func TestKeepsInputOrder(t *testing.T) {
	r := classic(t)
	puzzles, solutions := soundPuzzles(t)
	hard := len(puzzles) - 1 // the forum's hardest are last
	// An easy puzzle: a solution with one field blanked.
	easy := func(i int) string { return "." + solutions[i][1:] }
	var lines, want []string
	for round := range 3 {
		lines, want = append(lines, puzzles[hard-round]), append(want, solutions[hard-round])
		for i := range 100 {
			lines, want = append(lines, easy(i)), append(want, solutions[i])
		}
	}
	src := &listSource{}
	for i, l := range lines {
		src.items = append(src.items, item{p: parse(t, r, i+1, l)})
	}
	for _, threads := range []int{1, 2} {
		t.Run(fmt.Sprintf("%d threads", threads), func(t *testing.T) {
			src := &listSource{items: src.items}
			var gotN []int
			var got []string
			var made atomic.Int64
			b := &batch.Runner{Rules: r, Threads: threads, Check: true, NewEngine: engines(r, strategy.Options{}, &made),
				Emit: func(x *batch.Result) error {
					gotN = append(gotN, x.N)
					got = append(got, puzzle.Line(r, x.Outcome.Solution))
					return nil
				}}
			sum, err := b.Run(context.Background(), src)
			require.NoError(t, err)
			assert.LessOrEqual(t, made.Load(), int64(threads), "at most one engine per worker")
			assert.Positive(t, made.Load())
			require.Len(t, gotN, len(lines))
			for i := range gotN {
				require.Equal(t, i+1, gotN[i], "results in input order")
			}
			assert.Equal(t, want, got)
			assert.Equal(t, len(lines), sum.Puzzles)
			assert.Equal(t, map[string]int{"solved": len(lines)}, sum.ByStatus)
			assert.False(t, sum.Stopped)
		})
	}
}

// Cancelling the run (an interrupt) leaves the results emitted a prefix of
// the input, in order, and says the run was stopped.
func TestCancelGivesPrefix(t *testing.T) {
	r := classic(t)
	puzzles, solutions := soundPuzzles(t)
	src := &listSource{}
	for i, p := range puzzles {
		src.items = append(src.items, item{p: parse(t, r, i+1, p)})
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var got []string
	var made atomic.Int64
	b := &batch.Runner{Rules: r, Threads: 2, Check: true, NewEngine: engines(r, strategy.Options{}, &made),
		Emit: func(x *batch.Result) error {
			require.Equal(t, len(got)+1, x.N, "no gap")
			got = append(got, puzzle.Line(r, x.Outcome.Solution))
			if x.N == 10 {
				cancel()
			}
			return nil
		}}
	sum, err := b.Run(ctx, src)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(got), 10)
	assert.Less(t, len(got), len(puzzles), "stopped before the end")
	assert.Equal(t, solutions[:len(got)], got)
	assert.Equal(t, len(got), sum.Puzzles)
	assert.True(t, sum.Stopped)
	assert.Contains(t, sum.String(), "interrupted after ")
}

// Input errors are emitted in their place and counted; a solution that
// fails the check is counted and never emitted.
func TestErrorsAndWrongSolutions(t *testing.T) {
	r := classic(t)
	latin, err := specs.Parse("latin.yaml", []byte("values: 1-9\ngroups: [rows, columns]\n"))
	require.NoError(t, err)
	puzzles, solutions := soundPuzzles(t)
	bad := &game.Error{Pos: game.Position{File: "list", Line: 2, Col: 3}, Msg: "unknown value"}
	items := []item{{p: parse(t, r, 1, puzzles[0])}, {err: bad}, {p: parse(t, r, 3, puzzles[1])}}

	tests := []struct {
		name      string
		engine    *game.Rules // the rules the engines play by
		check     bool
		wantN     []int
		wantWrong int
		status    map[string]int
	}{
		{"checked", r, true, []int{1, 2, 3}, 0, map[string]int{"solved": 2, "error": 1}},
		{"an engine that ignores the boxes, checked", latin.Rules, true, []int{2}, 2, map[string]int{"solved": 2, "error": 1}},
		{"an engine that ignores the boxes, unchecked", latin.Rules, false, []int{1, 2, 3}, 0, map[string]int{"solved": 2, "error": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var gotN []int
			var made atomic.Int64
			b := &batch.Runner{Rules: r, Threads: 2, Check: tt.check, NewEngine: engines(tt.engine, strategy.Options{}, &made),
				Emit: func(x *batch.Result) error {
					gotN = append(gotN, x.N)
					if x.N == 2 {
						assert.Equal(t, bad, x.Err)
						assert.Equal(t, "error", x.Status())
						assert.Equal(t, bad.Pos, x.Pos, "an input error's position")
						assert.Nil(t, x.Givens)
					}
					if x.N == 3 && tt.engine == r {
						assert.Equal(t, solutions[1], puzzle.Line(r, x.Outcome.Solution))
					}
					return nil
				}}
			sum, err := b.Run(context.Background(), &listSource{items: items})
			require.NoError(t, err)
			assert.Equal(t, tt.wantN, gotN)
			assert.Equal(t, []error{bad}, sum.InputErrors)
			assert.Len(t, sum.Wrong, tt.wantWrong)
			for _, w := range sum.Wrong {
				assert.Regexp(t, `^list:\d:1: internal error: the solution found fails the check \(.*box.*\); please report this puzzle$`, w.Error())
			}
			assert.Equal(t, tt.status, sum.ByStatus)
			assert.Equal(t, 3, sum.Puzzles)
		})
	}
}

// The per-puzzle timeout ends a search that cannot end, and the result is
// emitted as a timeout, not dropped as an interrupt.
func TestTimeout(t *testing.T) {
	sp, err := specs.Lookup("25x25")
	require.NoError(t, err)
	empty := parse(t, sp.Rules, 1, strings.Repeat(".", 625))
	var got []string
	var made atomic.Int64
	b := &batch.Runner{Rules: sp.Rules, Threads: 1, Timeout: 50 * time.Millisecond, Check: true,
		NewEngine: engines(sp.Rules, strategy.Options{Limit: 1 << 30}, &made),
		Emit:      func(x *batch.Result) error { got = append(got, x.Status()); return nil }}
	start := time.Now()
	sum, err := b.Run(context.Background(), &listSource{items: []item{{p: empty}}})
	require.NoError(t, err)
	assert.Less(t, time.Since(start), 2*time.Second)
	assert.Equal(t, []string{"timeout"}, got)
	assert.Equal(t, 1, sum.Unsolved())
	assert.False(t, sum.Stopped)
	assert.Zero(t, sum.Interrupted)
}

// A stalled result keeps a copy of the board with its candidates; other
// results hold no board.
func TestStalledBoard(t *testing.T) {
	r := classic(t)
	puzzles, solutions := soundPuzzles(t)
	hard := len(puzzles) - 1
	items := []item{{p: parse(t, r, 1, puzzles[hard])}, {p: parse(t, r, 2, "."+solutions[0][1:])}}
	var got []*batch.Result
	var made atomic.Int64
	b := &batch.Runner{Rules: r, Threads: 1, NewEngine: engines(r, strategy.Options{NoGuess: true}, &made),
		Emit: func(x *batch.Result) error { got = append(got, x); return nil }}
	sum, err := b.Run(context.Background(), &listSource{items: items})
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "stalled", got[0].Status())
	require.NotNil(t, got[0].Outcome.Board)
	assert.Contains(t, got[0].Outcome.Board.Grid(), game.Empty, "the board as the strategies left it")
	assert.Equal(t, "solved", got[1].Status())
	assert.Nil(t, got[1].Outcome.Board)
	assert.Equal(t, 1, sum.Unsolved())
}

// The first error of Emit is returned; Emit is not called after it.
func TestEmitError(t *testing.T) {
	r := classic(t)
	puzzles, _ := soundPuzzles(t)
	src := &listSource{}
	const total = 5000
	for i := range total {
		src.items = append(src.items, item{p: parse(t, r, i+1, puzzles[i%len(puzzles)])})
	}
	full := errors.New("disk full")
	var calls []string
	var made atomic.Int64
	b := &batch.Runner{Rules: r, Threads: 2, NewEngine: engines(r, strategy.Options{}, &made),
		Emit:  func(*batch.Result) error { calls = append(calls, "emit"); return full },
		Flush: func() error { calls = append(calls, "flush"); return nil }}
	sum, err := b.Run(context.Background(), src)
	assert.Equal(t, full, err)
	for len(calls) > 0 && calls[0] == "flush" { // nothing was waiting yet
		calls = calls[1:]
	}
	assert.Equal(t, []string{"emit"}, calls, "neither emit nor flush after a failed write")
	assert.NotEmpty(t, src.items, "the input is not read on after a failed write")
	assert.Less(t, sum.Puzzles+sum.Interrupted, total)
	assert.False(t, sum.Stopped, "a failed write is no interrupt")
}

func TestNewEngineError(t *testing.T) {
	broken := errors.New("no such strategy")
	b := &batch.Runner{Threads: 2, NewEngine: func(*game.Rules) (*strategy.Engine, error) { return nil, broken },
		Emit: func(*batch.Result) error { t.Fatal("emitted"); return nil }}
	src := &listSource{items: []item{{err: errors.New("never read")}}}
	_, err := b.Run(context.Background(), src)
	assert.Equal(t, broken, err)
	assert.Len(t, src.items, 1, "nothing read")
}

// With NewRater the workers rate: every result holds its rating, in input
// order, and a puzzle with several solutions is reported, not rated.
func TestRates(t *testing.T) {
	r := classic(t)
	puzzles, _ := soundPuzzles(t)
	lines := append([]string{"................................................................................."}, puzzles[:6]...)
	src := &listSource{}
	for i, l := range lines {
		src.items = append(src.items, item{p: parse(t, r, i+1, l)})
	}
	var got []*batch.Result
	b := &batch.Runner{Rules: r, Threads: 2, Check: true,
		NewRater: func(r *game.Rules) (*rate.Rater, error) { return rate.New(r, rate.Options{}) },
		Emit:     func(x *batch.Result) error { got = append(got, x); return nil }}
	sum, err := b.Run(context.Background(), src)
	require.NoError(t, err)
	require.Len(t, got, len(lines))
	assert.Equal(t, 1, sum.ByStatus["multiple"])
	assert.Equal(t, len(lines)-1, sum.ByStatus["unique"])
	for i, x := range got {
		assert.Equal(t, i+1, x.N)
		require.NotNil(t, x.Rating)
		if i == 0 {
			assert.False(t, x.Rating.Rated())
			continue
		}
		assert.True(t, x.Rating.Rated())
		assert.Positive(t, x.Rating.ER)
		require.NoError(t, r.CheckSolution(x.Outcome.Solution, x.Givens))
	}
}

// Only the first MaxInputErrors input errors are kept; the rest are
// counted.
func TestInputErrorsCapped(t *testing.T) {
	r := classic(t)
	src := &listSource{}
	const bad = batch.MaxInputErrors + 250
	for i := range bad {
		src.items = append(src.items, item{err: fmt.Errorf("bad puzzle %d", i+1)})
	}
	var made atomic.Int64
	b := &batch.Runner{Rules: r, Threads: 2, NewEngine: engines(r, strategy.Options{}, &made), Emit: func(*batch.Result) error { return nil }}
	sum, err := b.Run(context.Background(), src)
	require.NoError(t, err)
	require.Len(t, sum.InputErrors, batch.MaxInputErrors)
	assert.Equal(t, "bad puzzle 1", sum.InputErrors[0].Error())
	assert.Equal(t, 250, sum.MoreInputErrors)
	assert.Equal(t, bad, sum.ByStatus["error"])
}

// Engines are made as workers get work: many threads on one puzzle make
// the first worker's engine and at most the one of the worker that got it.
func TestEnginesMadeLazily(t *testing.T) {
	r := classic(t)
	puzzles, _ := soundPuzzles(t)
	src := &listSource{items: []item{{p: parse(t, r, 1, puzzles[0])}}}
	var made atomic.Int64
	b := &batch.Runner{Rules: r, Threads: 64, NewEngine: engines(r, strategy.Options{}, &made), Emit: func(*batch.Result) error { return nil }}
	sum, err := b.Run(context.Background(), src)
	require.NoError(t, err)
	assert.Equal(t, 1, sum.Puzzles)
	assert.LessOrEqual(t, made.Load(), int64(2))
}

// TestPuzzlesWithRulesOfTheirOwn: a puzzle that brings its own rules (a
// killer's cages, another board) is solved by an engine for them and
// checked by them, between puzzles of the Runner's rules.
func TestPuzzlesWithRulesOfTheirOwn(t *testing.T) {
	r := classic(t)
	sp, err := specs.Parse("k.yaml", []byte(`extends: 4x4
puzzles:
  - constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
      - killer: {cells: [r1c3, r1c4], sum: 7}
      - killer: {cells: [r2c1, r3c1], sum: 5}
      - killer: {cells: [r2c2, r2c3], sum: 5}
      - killer: {cells: [r3c2, r4c2], sum: 4}
      - killer: {cells: [r2c4, r3c4], sum: 5}
      - killer: {cells: [r3c3, r4c3], sum: 6}
`))
	require.NoError(t, err)
	killer := sp.Puzzles[0].Rules
	require.NotNil(t, killer)
	puzzles, solutions := soundPuzzles(t)
	classicOne := func() *puzzle.Puzzle {
		ps, err := puzzle.ParseString(r, "list", puzzles[0])
		require.NoError(t, err)
		return ps[0]
	}
	own := func() *puzzle.Puzzle {
		return &puzzle.Puzzle{Givens: make([]int, 16), Rules: killer}
	}
	p := own()
	for i := range p.Givens {
		p.Givens[i] = game.Empty
	}
	items := []item{{p: classicOne()}, {p: p}, {p: p}, {p: classicOne()}}
	var made atomic.Int64
	var got []string
	b := &batch.Runner{Rules: r, Threads: 1, Check: true,
		NewEngine: func(rules *game.Rules) (*strategy.Engine, error) {
			made.Add(1)
			return strategy.NewEngine(rules, strategy.Options{Limit: 2})
		},
		Emit: func(x *batch.Result) error {
			got = append(got, x.Status()+" "+puzzle.Line(x.Rules, x.Outcome.Solution))
			return nil
		}}
	sum, err := b.Run(context.Background(), &listSource{items: items})
	require.NoError(t, err)
	assert.Empty(t, sum.Wrong)
	assert.Equal(t, []string{"unique " + solutions[0], "unique 1234341221434321", "unique 1234341221434321", "unique " + solutions[0]}, got)
	assert.Equal(t, int64(2), made.Load(), "one engine for the stream's rules, one for the killer's, kept for its second puzzle")
}

// TestMemoryBudget: a puzzle whose engine needs more memory than the
// whole pool gets an error that says so, and the others are solved;
// with room for one large puzzle at a time, four workers solve them all,
// one after another.
func TestMemoryBudget(t *testing.T) {
	r := classic(t)
	sp, err := specs.Builtin("25x25")
	require.NoError(t, err)
	big := sp.Rules
	e, err := strategy.NewEngine(big, strategy.Options{})
	require.NoError(t, err)
	need := e.Footprint()
	puzzles, solutions := soundPuzzles(t)
	items := func() []item {
		var out []item
		for i := range 6 {
			out = append(out, item{p: parse(t, r, i+1, puzzles[i])})
			out = append(out, item{p: &puzzle.Puzzle{Givens: game.EmptyGrid(big.NumFields()), Rules: big}})
		}
		return out
	}
	for _, tt := range []struct {
		name string
		pool int64
		want map[string]int
	}{
		{"too small", need / 2, map[string]int{"solved": 6, "error": 6}},
		{"one at a time", need + need/2, map[string]int{"solved": 12}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var errs []error
			var got []string
			b := &batch.Runner{Rules: r, Threads: 4, Check: true, Memory: budget.NewPool(tt.pool),
				NewEngine: func(rules *game.Rules) (*strategy.Engine, error) {
					return strategy.NewEngine(rules, strategy.Options{})
				},
				Emit: func(x *batch.Result) error {
					if x.Err != nil {
						errs = append(errs, x.Err)
					}
					if x.Rules == r {
						got = append(got, puzzle.Line(r, x.Outcome.Solution))
					}
					return nil
				}}
			sum, err := b.Run(context.Background(), &listSource{items: items()})
			require.NoError(t, err)
			assert.Equal(t, tt.want, sum.ByStatus)
			assert.Equal(t, solutions[:6], got)
			for _, err := range errs {
				assert.ErrorContains(t, err, "more than the budget")
				assert.ErrorContains(t, err, "--memory")
			}
		})
	}
}
