package batch

import (
	"context"
	"fmt"
	"io"
	"sync/atomic"
	"time"

	"github.com/sudoku-rules/sudoku/budget"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pipeline"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Source yields puzzles in input order. Next returns the next puzzle, an
// error for a bad one (Next is then called again for the rest), or io.EOF
// at the end. The Runner calls Next from one goroutine at a time.
type Source interface {
	Next() (*puzzle.Puzzle, error)
}

// DefaultMaxChunk is the most puzzles handed to a worker at once when
// Runner.MaxChunk is 0.
const DefaultMaxChunk = 64

// Runner solves a stream of puzzles on several workers and emits the
// results in input order. Set its fields, then call Run; a Runner may run
// again once Run has returned.
type Runner struct {
	// Rules are the rules of the puzzles, by which solutions are checked:
	// those of every puzzle that brings no rules of its own
	// (puzzle.Puzzle.Rules: its cages, its board).
	Rules *game.Rules
	// Threads is the number of workers; below 1 means 1.
	Threads int
	// Timeout limits the time per puzzle; 0 means none.
	Timeout time.Duration
	// Check checks every solution with Rules.CheckSolution.
	Check bool
	// NewEngine makes an engine for rules r, used by one worker only: each
	// worker's for Rules, the first before any puzzle is read, and one for
	// each puzzle that brings rules of its own.
	NewEngine func(r *game.Rules) (*strategy.Engine, error)
	// NewRater, when set, is called instead of NewEngine: each worker then
	// rates the puzzles (Result.Rating) rather than solving them.
	NewRater func(r *game.Rules) (*rate.Rater, error)
	// MaxChunk is the most puzzles handed to a worker at once; 0 means
	// DefaultMaxChunk. Use 1 for interactive input, where the next puzzle
	// may not have been typed yet.
	MaxChunk int
	// Emit is called with each result, in input order, from the goroutine
	// that called Run. After it returns an error it is not called again,
	// and Run returns that error once the input is through.
	Emit func(*Result) error
	// Flush, when set, is called whenever no further result is waiting and
	// at the end, so buffered output streams without a write per puzzle.
	Flush func() error
	// Progress, when set, is called with the number of puzzles counted so
	// far each time a chunk of results has been emitted.
	Progress func(puzzles int)
	// Memory, when set, is the memory the workers share. Before each
	// puzzle a worker prepares its engine within the whole pool
	// (strategy.Engine.Prepare), then reserves the engine's footprint
	// from it, waiting while other puzzles hold too much: large boards
	// are then solved fewer at a time. A puzzle whose footprint is more
	// than the whole pool gets an error (Result.Err) that wraps
	// game.ErrOverBudget, and the rest go on.
	Memory *budget.Pool
}

// Run solves every puzzle of src and returns the counts of their outcomes.
// Its error is one of NewEngine (then nothing was read), Emit or Flush; the
// first failed Emit or Flush ends the run soon after, as a cancel would. A
// cancelled ctx stops the run: see the package doc for what is emitted.
func (r *Runner) Run(ctx context.Context, src Source) (Summary, error) {
	start := time.Now()
	sum := Summary{ByStatus: map[string]int{}, Timeout: r.Timeout}
	threads := max(r.Threads, 1)
	// The first worker's engine is made now, so a bad set-up fails before
	// anything is read; the others' when they first get work, so threads
	// beyond the number of puzzles cost nothing.
	workers := make([]worker, threads)
	if err := r.newWorker(&workers[0].main, r.Rules); err != nil {
		return sum, err
	}
	var solved, solveNs atomic.Int64
	n, eof := 0, false
	out := newEmitter(&sum, r.Emit)
	p := &pipeline.Pipeline[*chunk, *chunk]{
		Workers:  threads,
		InFlight: 2*threads + 2,
		Next: func(ctx context.Context) (*chunk, bool) {
			c := &chunk{}
			size := r.chunkSize(solved.Load(), solveNs.Load())
			for !eof && len(c.items) < size {
				p, err := src.Next()
				if err == io.EOF || ctx.Err() != nil {
					// After the interrupt, what is read (often the end of
					// a pipe the interrupt closed) is no puzzle of this run.
					eof = true
					break
				}
				n++
				x := newResult(n, p, err)
				if x.Rules == nil {
					x.Rules = r.Rules
				}
				c.items = append(c.items, x)
			}
			return c, len(c.items) > 0
		},
		Work: func(ctx context.Context, i int, c *chunk) *chunk {
			w := &workers[i]
			var err error
			if w.main.rules == nil {
				err = r.newWorker(&w.main, r.Rules)
			}
			for _, x := range c.items {
				if x.Err == nil && err != nil {
					x.Err = err
				}
				if x.Err != nil {
					continue
				}
				s := &w.main
				if x.Rules != r.Rules {
					// A puzzle with rules of its own, as its cages or an
					// f-puzzles file bring: an engine for them, kept
					// while the next puzzles bring the same.
					s = &w.own
					if s.rules != x.Rules {
						if x.Err = r.newWorker(s, x.Rules); x.Err != nil {
							continue
						}
					}
				}
				r.solve(ctx, *s, x)
				solved.Add(1)
				solveNs.Add(int64(x.Outcome.Stats.Duration))
			}
			return c
		},
		Emit: func(c *chunk) error {
			out.take(c)
			if r.Progress != nil {
				r.Progress(sum.Puzzles)
			}
			return out.err
		},
		Flush: r.Flush,
	}
	err := p.Run(ctx)
	sum.Elapsed = time.Since(start)
	sum.Stopped = ctx.Err() != nil
	return sum, err
}

// chunkSize says how many puzzles the next chunk holds: about a millisecond
// of solving at the mean time per puzzle so far, at least 1 and at most
// MaxChunk. It starts at 1, so hard puzzles are spread over the workers one
// by one.
func (r *Runner) chunkSize(solved, solveNs int64) int {
	maxChunk := r.MaxChunk
	if maxChunk == 0 {
		maxChunk = DefaultMaxChunk
	}
	if solved == 0 || solveNs <= 0 || maxChunk <= 1 {
		return 1
	}
	const target = int64(time.Millisecond)
	return int(max(1, min(int64(maxChunk), target*solved/solveNs)))
}

// worker is what one worker solves or rates with: for the Runner's rules,
// and for the last puzzle that brought rules of its own.
type worker struct {
	main, own solver
}

// solver is an engine, or a rater, for one set of rules.
type solver struct {
	rules  *game.Rules
	engine *strategy.Engine
	rater  *rate.Rater
}

// newWorker makes w's engine, or its rater, for rules.
func (r *Runner) newWorker(w *solver, rules *game.Rules) error {
	var err error
	*w = solver{}
	if r.NewRater != nil {
		w.rater, err = r.NewRater(rules)
	} else {
		w.engine, err = r.NewEngine(rules)
	}
	if err == nil {
		w.rules = rules
	}
	return err
}

// reserve prepares w for a puzzle within r.Memory and takes its
// footprint from it, returning the bytes taken, which the caller gives
// back (none without a pool).
func (r *Runner) reserve(ctx context.Context, w solver) (int64, error) {
	if r.Memory == nil {
		return 0, nil
	}
	var work budget.Worker = w.engine
	if w.rater != nil {
		work = w.rater
	}
	return r.Memory.Reserve(ctx, work, "the puzzle")
}

// solve solves, or rates, one puzzle and checks its solution. The givens
// were checked for clashes by the puzzle reader.
func (r *Runner) solve(ctx context.Context, w solver, x *Result) {
	held, err := r.reserve(ctx, w)
	if err != nil {
		if ctx.Err() != nil {
			x.interrupted = true
			return
		}
		x.Err = &game.Error{Pos: x.Pos, Msg: err.Error()}
		return
	}
	defer r.Memory.Give(held)
	sctx := ctx
	if r.Timeout > 0 {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, r.Timeout)
		defer cancel()
	}
	if w.rater != nil {
		rating, err := w.rater.Rate(sctx, x.Givens)
		if err != nil {
			x.wrong = fmt.Errorf("%s: %v", x.Pos, err)
			return
		}
		x.Rating = &rating
		x.Outcome = strategy.Result{Status: rating.Status, Solution: rating.Solution}
		x.Outcome.Stats.Duration = rating.Duration
	} else {
		x.Outcome = w.engine.Solve(sctx, x.Givens)
		if x.Outcome.Status == strategy.Stalled {
			x.Outcome.Board = x.Outcome.Board.Clone()
		} else {
			x.Outcome.Board = nil // the engine's own: it changes with the next puzzle
		}
	}
	if x.Outcome.Status == strategy.Timeout && ctx.Err() != nil {
		x.interrupted = true
		return
	}
	if r.Check && x.Outcome.Solution != nil {
		if err := x.Rules.CheckSolution(x.Outcome.Solution, x.Givens); err != nil {
			x.wrong = fmt.Errorf("%s: internal error: the solution found fails the check (%v); please report this puzzle", x.Pos, err)
		}
	}
}
