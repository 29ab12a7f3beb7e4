package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/strategy"
)

// done is one puzzle through the batch: its input, and its result or error.
type done struct {
	n           int
	pos         game.Position
	givens      []int
	err         error
	res         strategy.Result
	stalled     *game.Board // a copy of the board when the strategies stalled
	interrupted bool        // the run was stopped while this puzzle was solved
	wrong       error       // the solution failed the independent check
}

func (d *done) status() string {
	if d.err != nil {
		return "error"
	}
	return d.res.Status.String()
}

// batch solves a stream of puzzles on several workers, each with its own
// engine, and hands the results to emit in input order. At most a bounded
// number of puzzles are in flight, so memory stays flat however long the
// input is.
type batch struct {
	rules     *game.Rules
	threads   int
	timeout   time.Duration
	check     bool
	newEngine func() (*strategy.Engine, error)
	emit      func(*done) error
	flush     func() error // called when no result is waiting; may be nil
	maxChunk  int          // most puzzles handed to a worker at once; 1 for interactive input
	progress  *progress
}

// summary counts the outcomes of a batch.
type summary struct {
	byStatus    map[string]int
	puzzles     int
	interrupted int
	inputErrors []error
	wrong       []error
	stopped     bool // interrupted before the input was read through
	elapsed     time.Duration
}

func (s summary) String() string {
	var parts []string
	for _, st := range []string{"solved", "unique", "multiple", "no-solution", "stalled", "timeout", "error"} {
		if n := s.byStatus[st]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, st))
		}
	}
	if s.interrupted > 0 {
		parts = append(parts, fmt.Sprintf("%d interrupted", s.interrupted))
	}
	if s.stopped {
		parts = append(parts, "stopped by an interrupt")
	}
	rate := 0.0
	if s.elapsed > 0 {
		rate = float64(s.puzzles) / s.elapsed.Seconds()
	}
	noun := "puzzles"
	if s.puzzles == 1 {
		noun = "puzzle"
	}
	return fmt.Sprintf("%d %s: %s in %s (%.0f puzzles/s)", s.puzzles, noun, strings.Join(parts, ", "), s.elapsed.Round(time.Millisecond), rate)
}

func (s summary) exitCode() int {
	switch {
	case s.interrupted > 0 || s.stopped:
		return exitInterrupted
	case len(s.inputErrors) > 0 || len(s.wrong) > 0:
		return exitBad
	case s.byStatus["no-solution"]+s.byStatus["stalled"]+s.byStatus["timeout"] > 0:
		return exitUnsolved
	}
	return exitOK
}

func (b *batch) run(ctx context.Context, src *input.Stream) (summary, error) {
	start := time.Now()
	sum := summary{byStatus: map[string]int{}}
	engines := make([]*strategy.Engine, b.threads)
	for i := range engines {
		e, err := b.newEngine()
		if err != nil {
			return sum, err
		}
		engines[i] = e
	}
	inFlight := 2*b.threads + 2 // chunks
	jobs := make(chan *chunk, inFlight)
	results := make(chan *chunk, inFlight)
	tokens := make(chan struct{}, inFlight)
	var solved, solveNs atomic.Int64

	go func() {
		defer close(jobs)
		n := 0
		for seq := 1; ; seq++ {
			select {
			case tokens <- struct{}{}:
			case <-ctx.Done():
				return
			}
			c := &chunk{seq: seq}
			size := b.chunkSize(solved.Load(), solveNs.Load())
			eof := false
			for len(c.items) < size {
				p, err := src.Next()
				if err == io.EOF {
					eof = true
					break
				}
				n++
				c.items = append(c.items, newDone(n, p, err))
			}
			if len(c.items) > 0 {
				jobs <- c
			}
			if eof {
				return
			}
		}
	}()
	var wg sync.WaitGroup
	for _, e := range engines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for c := range jobs {
				for _, d := range c.items {
					if d.err == nil {
						b.solve(ctx, e, d)
						solved.Add(1)
						solveNs.Add(int64(d.res.Stats.Duration))
					}
				}
				results <- c
			}
		}()
	}
	go func() { wg.Wait(); close(results) }()

	pending := map[int]*chunk{}
	next := 1
	cut := false
	var emitErr error
	for c := range results {
		pending[c.seq] = c
		for {
			c, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			<-tokens
			for _, x := range c.items {
				// From the first puzzle the interrupt cut short, later
				// results are dropped too, even those solved in time: the
				// output stays the first puzzles of the input, in order,
				// without a gap.
				if x.interrupted || cut {
					cut = true
					sum.interrupted++
					continue
				}
				sum.puzzles++
				sum.byStatus[x.status()]++
				if x.err != nil {
					sum.inputErrors = append(sum.inputErrors, x.err)
				}
				if x.wrong != nil {
					sum.wrong = append(sum.wrong, x.wrong)
					continue // never print a solution that fails the check
				}
				if emitErr == nil {
					emitErr = b.emit(x)
				}
			}
			b.progress.update(sum.puzzles, src.BytesRead())
		}
		// Write out what is buffered whenever no further result is
		// waiting, so output streams without a write per puzzle.
		if len(results) == 0 && b.flush != nil && emitErr == nil {
			emitErr = b.flush()
		}
	}
	if b.flush != nil && emitErr == nil {
		emitErr = b.flush()
	}
	b.progress.finish()
	sum.elapsed = time.Since(start)
	sum.stopped = ctx.Err() != nil
	return sum, emitErr
}

// chunk is consecutive puzzles handed to one worker at once: handing them
// over one by one would cost, per puzzle, channel and bookkeeping work that
// is not small beside solving an easy puzzle.
type chunk struct {
	seq   int // the chunk's number, from 1
	items []*done
}

// chunkSize says how many puzzles the next chunk holds: about a millisecond
// of solving at the mean time per puzzle so far, at least 1 and at most
// maxChunk. It starts at 1, so hard puzzles are spread over the workers one
// by one.
func (b *batch) chunkSize(solved, solveNs int64) int {
	if solved == 0 || solveNs <= 0 || b.maxChunk <= 1 {
		return 1
	}
	const target = int64(time.Millisecond)
	return int(max(1, min(int64(b.maxChunk), target*solved/solveNs)))
}

// newDone makes the record of puzzle n as the reader found it.
func newDone(n int, p *puzzle.Puzzle, err error) *done {
	d := &done{n: n, err: err}
	if p != nil {
		d.pos, d.givens = p.Pos, p.Givens
		return d
	}
	var perr *game.Error
	if errors.As(err, &perr) {
		d.pos = perr.Pos
	}
	return d
}

// solve runs one puzzle and checks its solution. The givens were checked
// for clashes by the puzzle reader.
func (b *batch) solve(ctx context.Context, e *strategy.Engine, d *done) {
	sctx := ctx
	if b.timeout > 0 {
		var cancel context.CancelFunc
		sctx, cancel = context.WithTimeout(ctx, b.timeout)
		defer cancel()
	}
	d.res = e.Solve(sctx, d.givens)
	if d.res.Status == strategy.Timeout && ctx.Err() != nil {
		d.interrupted = true
		return
	}
	if d.res.Status == strategy.Stalled {
		d.stalled = d.res.Board.Clone()
	}
	d.res.Board = nil // the engine's own: it changes with the next puzzle
	if b.check && d.res.Solution != nil {
		if err := b.rules.CheckSolution(d.res.Solution, d.givens); err != nil {
			d.wrong = fmt.Errorf("%s: internal error: the solution found fails the check (%v); please report this puzzle", d.pos, err)
		}
	}
}
