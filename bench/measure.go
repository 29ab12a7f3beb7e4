package bench

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Options say how Measure times a set.
type Options struct {
	// Runs is how many times the set is solved; the median run is
	// reported. Below 1 means 1.
	Runs int
	// Threads is the number of workers; below 1 means 1.
	Threads int
	// NewEngine makes the engine of one worker for rules, looking for up
	// to limit solutions. Each run makes Threads engines for each distinct
	// rules of the set (one set of rules unless its puzzles bring their
	// own) before its clock starts, so the clock times the solves alone:
	// the givens loaded, the rules' propagation and the search.
	NewEngine func(rules *game.Rules, limit int) (*strategy.Engine, error)
}

// Row is the measurement of one set in one mode.
type Row struct {
	// Set is the set's name.
	Set string
	// Mode is "first" for limit 1 (stop at the first solution) and "≤2"
	// for limit 2 (which proves uniqueness).
	Mode string
	// Puzzles is the number of puzzles in the set.
	Puzzles int
	// MicrosPerPuzzle is the median run's time per puzzle, in µs.
	MicrosPerPuzzle float64
	// Rate is the median run's puzzles per second.
	Rate float64
	// NoGuess is the percentage of puzzles solved, to a solution, without
	// a guess.
	NoGuess float64
	// Guesses is the mean number of guesses per puzzle.
	Guesses float64
	// Unsolved counts the puzzles left without a solution: none exists
	// or, with an engine that does not guess, its techniques stalled.
	Unsolved int
	// Total is the time of the median run.
	Total time.Duration
	// Median and P99 are the median and the 99th percentile of one
	// puzzle's solve time in the median run, as each solve measured it.
	Median, P99 time.Duration
}

// modes names the limits of the two modes.
var modes = map[int]string{1: "first", 2: "≤2"}

// Measure times opts.Runs runs of solving every puzzle of s with up to
// limit solutions, and returns the median run. Its error names the puzzle,
// by its number in s from 1, whose solution failed the check or whose
// solve the context stopped; once ctx is done, Measure returns its error
// within one batch of puzzles.
func Measure(ctx context.Context, s Set, limit int, opts Options) (Row, error) {
	row := Row{Set: s.Name, Mode: modes[limit], Puzzles: len(s.Puzzles)}
	var times []time.Duration
	var runs []run
	for range max(opts.Runs, 1) {
		if err := ctx.Err(); err != nil {
			return row, err
		}
		r, err := runOnce(ctx, s, limit, max(opts.Threads, 1), opts.NewEngine)
		if err != nil {
			return row, err
		}
		row.Unsolved = r.unsolved
		times = append(times, r.took)
		runs = append(runs, r)
		row.Guesses = float64(r.guesses) / float64(len(s.Puzzles))
		row.NoGuess = 100 * float64(r.noGuess) / float64(len(s.Puzzles))
	}
	med := median(times)
	for _, r := range runs {
		if r.took == med {
			each := slices.Clone(r.each)
			slices.Sort(each)
			row.Median = each[len(each)/2]
			row.P99 = each[min(len(each)-1, len(each)*99/100)]
			break
		}
	}
	row.Total = med
	row.MicrosPerPuzzle = float64(med.Microseconds()) / float64(len(s.Puzzles))
	row.Rate = float64(len(s.Puzzles)) / med.Seconds()
	return row, nil
}

// median returns the middle of times, the upper one of the two middles for
// an even count. It sorts times.
func median(times []time.Duration) time.Duration {
	slices.Sort(times)
	return times[len(times)/2]
}

// run is what one run of a set measured.
type run struct {
	took     time.Duration
	guesses  int             // in all
	noGuess  int             // puzzles solved without a guess
	unsolved int             // puzzles left without a solution
	each     []time.Duration // per puzzle: its solve's own time
}

// runOnce solves every puzzle of s once, split over threads, and checks
// each solution after the clock has stopped.
func runOnce(ctx context.Context, s Set, limit, threads int, newEngine func(*game.Rules, int) (*strategy.Engine, error)) (run, error) {
	n := len(s.Puzzles)
	sols := make([][]int, n)
	guesses := make([]int, n)
	status := make([]strategy.Status, n)
	each := make([]time.Duration, n)
	rules, which := distinctRules(s)
	// engines[t][k] is worker t's engine for rules[k].
	engines := make([][]*strategy.Engine, threads)
	for t := range engines {
		engines[t] = make([]*strategy.Engine, len(rules))
		for k, r := range rules {
			e, err := newEngine(r, limit)
			if err != nil {
				return run{}, err
			}
			engines[t][k] = e
		}
	}
	// Workers take runs of runLen consecutive puzzles from a shared
	// counter: the load stays even however the puzzles' difficulty varies
	// along the file, and no two workers write results into the same
	// cache lines at once.
	const runLen = 64
	var next atomic.Int64
	start := time.Now()
	var wg sync.WaitGroup
	for _, es := range engines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				lo := int(next.Add(runLen)) - runLen
				if lo >= n || ctx.Err() != nil {
					return
				}
				for i := lo; i < min(lo+runLen, n); i++ {
					res := es[which[i]].Solve(ctx, s.Puzzles[i])
					sols[i], guesses[i], status[i], each[i] = res.Solution, res.Stats.Guesses, res.Status, res.Stats.Duration
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return run{}, err
	}
	r := run{took: time.Since(start), each: each}
	for i, sol := range sols {
		r.guesses += guesses[i]
		if guesses[i] == 0 && sol != nil {
			r.noGuess++
		}
		switch {
		case status[i] == strategy.Timeout:
			return run{}, fmt.Errorf("puzzle %d: stopped", i+1)
		case sol == nil:
			r.unsolved++
		default:
			if err := s.RulesOf(i).CheckSolution(sol, s.Puzzles[i]); err != nil {
				return run{}, fmt.Errorf("puzzle %d: wrong solution: %w", i+1, err)
			}
		}
	}
	return r, nil
}

// distinctRules returns the rules of s's puzzles, each once in order of
// first use, and for each puzzle the index of its rules among them.
func distinctRules(s Set) ([]*game.Rules, []int) {
	which := make([]int, len(s.Puzzles))
	if s.PuzzleRules == nil {
		return []*game.Rules{s.Rules}, which
	}
	var rules []*game.Rules
	index := map[*game.Rules]int{}
	for i := range s.Puzzles {
		r := s.RulesOf(i)
		k, ok := index[r]
		if !ok {
			k = len(rules)
			index[r] = k
			rules = append(rules, r)
		}
		which[i] = k
	}
	return rules, which
}
