package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// benchSet is the puzzles of one file (or one board size of a mixed file),
// all played by the same rules.
type benchSet struct {
	name    string
	rules   *game.Rules
	puzzles [][]int
}

// benchRow is the measurement of one set in one mode.
type benchRow struct {
	set      string
	mode     string
	puzzles  int
	usMedian float64
	rate     float64
	noGuess  float64
	guesses  float64
	unsolved int // puzzles with no solution (or, counting, the search was stopped)
	total    time.Duration
}

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
	var names []string
	if *strategies != "" {
		names = strings.Split(*strategies, ",")
		if _, err := strategy.ByNames(names); err != nil {
			e.report(fmt.Errorf("--strategies: %w", err))
			return exitBad
		}
	}
	var sets []benchSet
	for _, file := range fs.Args() {
		s, err := loadBenchSets(file, *spec, *limit)
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
	const rowFormat = "%-32s %-5s %8v %10v %10v %9v %14v %9v %10v\n"
	fmt.Fprintf(e.stdout, rowFormat, "set", "mode", "puzzles", "µs/puzzle", "puzzles/s", "no guess", "guesses/puzzle", "unsolved", "total")
	code := exitOK
	for _, s := range sets {
		for _, limit := range modes {
			row, err := benchOne(e.ctx, s, limit, *runs, *threads, names)
			if err != nil {
				e.report(fmt.Errorf("%s: %w", s.name, err))
				code = exitBad
				continue
			}
			fmt.Fprintf(e.stdout, rowFormat, row.set, row.mode, row.puzzles, fmt.Sprintf("%.1f", row.usMedian), fmt.Sprintf("%.0f", row.rate),
				fmt.Sprintf("%.1f%%", row.noGuess), fmt.Sprintf("%.2f", row.guesses), row.unsolved, row.total.Round(time.Millisecond))
		}
	}
	return code
}

// benchOne times runs of a set and returns the median run.
func benchOne(ctx context.Context, s benchSet, limit, runs, threads int, names []string) (benchRow, error) {
	row := benchRow{set: s.name, mode: map[int]string{1: "first", 2: "≤2"}[limit], puzzles: len(s.puzzles)}
	var times []time.Duration
	for range runs {
		took, guesses, noGuess, unsolved, err := benchRun(ctx, s, limit, threads, names)
		if err != nil {
			return row, err
		}
		row.unsolved = unsolved
		times = append(times, took)
		row.guesses = float64(guesses) / float64(len(s.puzzles))
		row.noGuess = 100 * float64(noGuess) / float64(len(s.puzzles))
	}
	slices.Sort(times)
	med := times[len(times)/2]
	row.total = med
	row.usMedian = float64(med.Microseconds()) / float64(len(s.puzzles))
	row.rate = float64(len(s.puzzles)) / med.Seconds()
	return row, nil
}

// benchRun solves every puzzle of s once, split over threads, and checks
// each solution after the clock has stopped. It returns the time, the
// guesses, the puzzles solved without a guess and those with no solution.
func benchRun(ctx context.Context, s benchSet, limit, threads int, names []string) (time.Duration, int, int, int, error) {
	n := len(s.puzzles)
	sols := make([][]int, n)
	guesses := make([]int, n)
	status := make([]strategy.Status, n)
	engines := make([]*strategy.Engine, threads)
	for i := range engines {
		var ss []*strategy.Technique
		if names != nil {
			var err error
			if ss, err = strategy.ByNames(names); err != nil {
				return 0, 0, 0, 0, err
			}
		}
		e, err := strategy.NewEngine(s.rules, strategy.Options{Limit: limit, Techniques: ss})
		if err != nil {
			return 0, 0, 0, 0, err
		}
		engines[i] = e
	}
	start := time.Now()
	var wg sync.WaitGroup
	for t, e := range engines {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := t; i < n; i += threads {
				res := e.Solve(ctx, s.puzzles[i])
				sols[i], guesses[i], status[i] = res.Solution, res.Stats.Guesses, res.Status
			}
		}()
	}
	wg.Wait()
	took := time.Since(start)
	total, none, unsolved := 0, 0, 0
	for i, sol := range sols {
		total += guesses[i]
		if guesses[i] == 0 {
			none++
		}
		switch {
		case status[i] == strategy.Timeout:
			return 0, 0, 0, 0, fmt.Errorf("puzzle %d: stopped", i+1)
		case sol == nil:
			unsolved++
		default:
			if err := s.rules.CheckSolution(sol, s.puzzles[i]); err != nil {
				return 0, 0, 0, 0, fmt.Errorf("puzzle %d: wrong solution: %w", i+1, err)
			}
		}
	}
	return took, total, none, unsolved, nil
}

// loadBenchSets reads a puzzle file for the given spec, or a YAML file of
// puzzles written as dot_rows lists (one set per board size).
func loadBenchSets(file, spec string, limit int) ([]benchSet, error) {
	if strings.HasSuffix(file, ".yaml") || strings.HasSuffix(file, ".yml") {
		return loadDotRows(file, limit)
	}
	sp, err := specs.Lookup(spec)
	if err != nil {
		return nil, err
	}
	f, err := os.Open(file)
	if err != nil {
		return nil, fmt.Errorf("puzzle file: %w", err)
	}
	defer f.Close()
	set := benchSet{name: filepath.Base(file), rules: sp.Rules}
	rd := puzzle.NewReader(f, file, sp.Rules)
	for limit <= 0 || len(set.puzzles) < limit {
		p, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		set.puzzles = append(set.puzzles, p.Givens)
	}
	if len(set.puzzles) == 0 {
		return nil, fmt.Errorf("%s: no puzzle", file)
	}
	return []benchSet{set}, nil
}

// dotRowsValues are the values of the n-Sudoku sizes found in dot_rows files.
var dotRowsValues = map[int]string{9: "123456789", 16: "0123456789ABCDEF", 25: "ABCDEFGHIJKLMNOPQRSTUVWXY", 36: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"}

func loadDotRows(file string, limit int) ([]benchSet, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, fmt.Errorf("puzzle file: %w", err)
	}
	var doc []struct {
		DotRows []string `yaml:"dot_rows"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	bySize := map[int]*benchSet{}
	var order []int
	for _, d := range doc {
		n := len(d.DotRows)
		vals, ok := dotRowsValues[n]
		if !ok {
			return nil, fmt.Errorf("%s: a puzzle of %d rows: sizes 9, 16, 25 and 36 are known", file, n)
		}
		s := bySize[n]
		if s == nil {
			r, err := nSudokuRules(n, vals)
			if err != nil {
				return nil, err
			}
			s = &benchSet{name: fmt.Sprintf("%s %dx%d", filepath.Base(file), n, n), rules: r}
			bySize[n] = s
			order = append(order, n)
		}
		if limit > 0 && len(s.puzzles) >= limit {
			continue
		}
		ps, err := puzzle.ParseString(s.rules, file, strings.Join(d.DotRows, "\n"))
		if err != nil {
			return nil, err
		}
		s.puzzles = append(s.puzzles, ps[0].Givens)
	}
	var out []benchSet
	for _, n := range order {
		out = append(out, *bySize[n])
	}
	return out, nil
}

func nSudokuRules(n int, chars string) (*game.Rules, error) {
	vals, err := game.NewValues(strings.Split(chars, ""))
	if err != nil {
		return nil, err
	}
	h := 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			h = d
		}
	}
	gs, err := groups.Grid(groups.Square(n), h, n/h)
	if err != nil {
		return nil, err
	}
	return game.NewRules(fmt.Sprintf("%dx%d", n, n), n, n, nil, vals, gs)
}
