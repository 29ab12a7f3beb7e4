package main

import (
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

func (e *env) benchCommand() *cobra.Command {
	f := &benchFlags{}
	c := e.command("bench [flags] FILE...", "time the engine on puzzle files", `Times the engine (default strategies, no trace) on each puzzle file and
verifies every solution it times. Reports µs per puzzle (median of the
runs), puzzles per second, the share solved with no guess and guesses per
puzzle.`, func(args []string) int { return f.run(e, args) })
	fs := c.Flags()
	fs.StringVar(&f.spec, "spec", "classic", "the variant of the puzzle files (a .yaml file of dot_rows puzzles picks its spec by size)")
	fs.StringVar(&f.mode, "mode", "both", "first (stop at the first solution), unique (up to two solutions) or both")
	fs.IntVar(&f.runs, "runs", 3, "timed runs per set; the median is reported")
	fs.IntVar(&f.threads, "threads", 1, "puzzles solved at once (1 compares with other solvers' single-thread figures)")
	fs.IntVar(&f.limit, "max", 0, "use at most N puzzles of each file (0: all)")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile to this file (read it with go tool pprof)")
	fs.StringVar(&f.strategies, "strategies", "", strategiesHelp())
	return c
}

// benchFlags are the flags of 'sudoku bench'.
type benchFlags struct {
	spec, mode, cpuProfile, strategies string
	runs, threads, limit               int
}

func (f *benchFlags) run(e *env, args []string) int {
	spec, mode, runs, threads, limit, cpuProfile, strategies := &f.spec, &f.mode, &f.runs, &f.threads, &f.limit, &f.cpuProfile, &f.strategies
	modes := map[string][]int{"first": {1}, "unique": {2}, "both": {1, 2}}[*mode]
	switch {
	case modes == nil:
		e.report(fmt.Errorf("--mode %q: use first, unique or both", *mode))
		return exitBad
	case len(args) == 0:
		e.report(errors.New("bench needs puzzle files to time"))
		return exitBad
	case *runs < 1:
		e.report(fmt.Errorf("--runs %d: time at least 1 run", *runs))
		return exitBad
	}
	if err := checkThreads(*threads); err != nil {
		e.report(err)
		return exitBad
	}
	techs, err := strategyList(*strategies)
	if err != nil {
		e.report(err)
		return exitBad
	}
	var sets []bench.Set
	for _, file := range args {
		s, err := bench.Load(file, *spec, *limit)
		if err != nil {
			e.report(err)
			return exitBad
		}
		sets = append(sets, s...)
	}
	stopProfile, err := e.startProfile(*cpuProfile)
	if err != nil {
		e.report(err)
		return exitBad
	}
	defer stopProfile()
	fmt.Fprintf(e.stdout, "threads %d, %d runs each, median µs per puzzle; every solution verified\n", *threads, *runs)
	const rowFormat = "%-32s %-5s %8v %10v %10v %9v %14v %9v %10v %10v %10v\n"
	fmt.Fprintf(e.stdout, rowFormat, "set", "mode", "puzzles", "µs/puzzle", "puzzles/s", "no guess", "guesses/puzzle", "unsolved", "total", "median µs", "p99 µs")
	code := exitOK
	opts := bench.Options{Runs: *runs, Threads: *threads, NewEngine: func(r *game.Rules, limit int) (*strategy.Engine, error) {
		return strategy.NewEngine(r, strategy.Options{Limit: limit, Techniques: techs})
	}}
	for _, s := range sets {
		for _, limit := range modes {
			row, err := bench.Measure(e.ctx, s, limit, opts)
			if e.ctx.Err() != nil {
				fmt.Fprintln(e.stderr, "sudoku: bench interrupted")
				return exitInterrupted
			}
			if err != nil {
				e.report(fmt.Errorf("%s: %w", s.Name, err))
				code = exitBad
				continue
			}
			fmt.Fprintf(e.stdout, rowFormat, row.Set, row.Mode, row.Puzzles, fmt.Sprintf("%.1f", row.MicrosPerPuzzle), fmt.Sprintf("%.0f", row.Rate),
				fmt.Sprintf("%.1f%%", row.NoGuess), fmt.Sprintf("%.2f", row.Guesses), row.Unsolved, row.Total.Round(time.Millisecond),
				fmt.Sprintf("%.1f", float64(row.Median.Nanoseconds())/1e3), fmt.Sprintf("%.1f", float64(row.P99.Nanoseconds())/1e3))
		}
	}
	return code
}
