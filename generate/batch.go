package generate

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/sudoku-rules/sudoku/budget"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/pipeline"
)

// Batch makes the puzzles of consecutive seeds on several workers, each
// with a Generator of its own, and emits them in seed order. The puzzles do
// not depend on the number of workers.
type Batch struct {
	// Rules and Options set up every worker's Generator.
	Rules   *game.Rules
	Options Options
	// Threads is the number of workers; below 1 means 1.
	Threads int
	// Timeout limits the time per puzzle; 0 means none. A puzzle past it
	// is emitted with its error.
	Timeout time.Duration
	// Emit is called with each result in seed order, from the goroutine
	// that called Run. After it returns an error it is not called again,
	// and Run returns that error.
	Emit func(*Result) error
	// Memory, when set, is the memory the workers share: each reserves
	// its Generator's footprint before a puzzle, waiting while others
	// hold too much, so large boards are made fewer at a time; a puzzle
	// whose footprint is more than the whole pool gets an error that
	// wraps game.ErrOverBudget.
	Memory *budget.Pool
}

// Result is one seed's outcome.
type Result struct {
	// N is the puzzle's number, from 1; Seed the seed that made it.
	N    int
	Seed uint64
	// Puzzle is the puzzle kept, or nil with Err.
	Puzzle *Puzzle
	Err    error
	// Duration is the time the puzzle took.
	Duration time.Duration
}

// Summary counts what a run did.
type Summary struct {
	// Asked is the number of puzzles asked for.
	Asked int
	// Made counts the puzzles emitted; Failed the seeds that gave none in
	// time.
	Made, Failed int
	// Tries counts the puzzles made to keep those emitted.
	Tries int
	// Times are the emitted puzzles' times, sorted.
	Times []time.Duration
	// Stopped says the context ended the run: the seeds after the last
	// emitted one were not made.
	Stopped bool
	// Elapsed is the time the run took.
	Elapsed time.Duration
}

// Median returns the median time per puzzle, or 0.
func (s Summary) Median() time.Duration {
	if len(s.Times) == 0 {
		return 0
	}
	return s.Times[len(s.Times)/2]
}

// Slowest returns the longest time a puzzle took, or 0.
func (s Summary) Slowest() time.Duration {
	if len(s.Times) == 0 {
		return 0
	}
	return s.Times[len(s.Times)-1]
}

// String is the summary line of a run: the puzzles made, the tries it
// took, the time, the median and slowest time per puzzle, and the seeds
// that gave none in time; after an interrupt, how many of those asked
// were made.
func (s Summary) String() string {
	var b strings.Builder
	if s.Stopped {
		fmt.Fprintf(&b, "interrupted after %v: %d of %d puzzles made", s.Elapsed.Round(time.Millisecond), s.Made, s.Asked)
	} else {
		fmt.Fprintf(&b, "%s (%s) in %v", plural(s.Made, "puzzle"), plural(s.Tries, "try"), s.Elapsed.Round(time.Millisecond))
	}
	if s.Made > 0 {
		fmt.Fprintf(&b, "; per puzzle median %v, slowest %v", s.Median().Round(time.Microsecond), s.Slowest().Round(time.Microsecond))
	}
	if s.Failed > 0 {
		fmt.Fprintf(&b, "; %d not made in time", s.Failed)
	}
	return b.String()
}

// plural writes n and the noun, in the plural unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "y") {
		return fmt.Sprintf("%d %sies", n, noun[:len(noun)-1])
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Run makes the puzzles of seeds first, first+1, ..., count of them. Its
// error is one of New (then nothing was made) or Emit. When ctx ends, the
// workers stop, and every puzzle before the first cut short has been
// emitted.
func (b *Batch) Run(ctx context.Context, first uint64, count int) (Summary, error) {
	start := time.Now()
	threads := max(b.Threads, 1)
	gens := make([]*Generator, threads)
	for i := range gens {
		g, err := New(b.Rules, b.Options)
		if err != nil {
			return Summary{}, err
		}
		gens[i] = g
	}
	sum := Summary{Asked: count}
	n, seen := 0, 0
	p := &pipeline.Pipeline[int, *Result]{
		Workers: threads,
		// A slow seed holds back at most this many made after it.
		InFlight: 4 * threads,
		Next: func(context.Context) (int, bool) {
			n++
			return n, n <= count
		},
		Work: func(ctx context.Context, w, n int) *Result {
			return b.one(ctx, gens[w], n, first+uint64(n-1))
		},
		Emit: func(x *Result) error {
			seen++
			switch {
			case sum.Stopped:
				return nil
			case x.Err != nil && ctx.Err() != nil:
				sum.Stopped = true // cut short: neither it nor any after it
				return nil
			case x.Err != nil:
				sum.Failed++
			default:
				sum.Made++
				sum.Tries += x.Puzzle.Tries
				sum.Times = append(sum.Times, x.Duration)
			}
			return b.Emit(x)
		},
	}
	err := p.Run(ctx)
	sum.Stopped = sum.Stopped || ctx.Err() != nil && seen < count
	slices.Sort(sum.Times)
	sum.Elapsed = time.Since(start)
	return sum, err
}

func (b *Batch) one(ctx context.Context, g *Generator, n int, seed uint64) *Result {
	pctx := ctx
	if b.Timeout > 0 {
		var cancel context.CancelFunc
		pctx, cancel = context.WithTimeout(ctx, b.Timeout)
		defer cancel()
	}
	start := time.Now()
	if b.Memory != nil {
		need := g.Footprint()
		if err := b.Memory.Take(ctx, need, "making a puzzle"); err != nil {
			return &Result{N: n, Seed: seed, Err: err}
		}
		defer b.Memory.Give(need)
	}
	p, err := g.Generate(pctx, seed)
	if err != nil && b.Timeout > 0 && ctx.Err() == nil && errors.Is(err, context.DeadlineExceeded) {
		err = fmt.Errorf("the time limit of %v ran out while generating: %w", b.Timeout, err)
	}
	return &Result{N: n, Seed: seed, Puzzle: p, Err: err, Duration: time.Since(start)}
}
