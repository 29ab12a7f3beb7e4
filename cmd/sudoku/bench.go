package main

import (
	"flag"
	"fmt"
	"time"

	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

func cmdBench(e *env, args []string) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	spec := fs.String("spec", "classic", "the variant of the puzzle files (a .yaml file of dot_rows puzzles picks its spec by size)")
	mode := fs.String("mode", "both", "first (stop at the first solution), unique (up to two solutions) or both")
	runs := fs.Int("runs", 3, "timed runs per set; the median is reported")
	threads := fs.Int("threads", 1, "puzzles solved at once (1 compares with other solvers' single-thread figures)")
	limit := fs.Int("max", 0, "use at most N puzzles of each file (0: all)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile to this file (read it with go tool pprof)")
	strategies := fs.String("strategies", "", "comma-separated strategies in the order they are asked (default: the default strategies)")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "Usage: sudoku bench [flags] FILE...\n\nTimes the engine (default strategies, no trace) on each puzzle file and\nverifies every solution it times. Reports µs per puzzle (median of the\nruns), puzzles per second, the share solved with no guess and guesses per\npuzzle.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	modes := map[string][]int{"first": {1}, "unique": {2}, "both": {1, 2}}[*mode]
	if modes == nil || fs.NArg() == 0 || *runs < 1 {
		fs.Usage()
		return exitBad
	}
	techs, err := strategyList(*strategies)
	if err != nil {
		e.report(err)
		return exitBad
	}
	var sets []bench.Set
	for _, file := range fs.Args() {
		s, err := bench.Load(file, *spec, *limit)
		if err != nil {
			e.report(err)
			return exitBad
		}
		sets = append(sets, s...)
	}
	stopProfile, err := startProfile(*cpuProfile)
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
