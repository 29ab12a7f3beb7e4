package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/strategy"
)

func (e *env) benchCommand() *cobra.Command {
	f := &benchFlags{}
	c := e.command("bench [flags] FILE...", "time the engine on puzzle files", `Times solving, as 'solve' does without a trace, on each puzzle file and
verifies every solution it times: the search kernel on boards up to
64x64, whatever their constraints, the default strategies on larger ones
or with --strategies; --search picks one. Reports µs per puzzle (median of the
runs), puzzles per second, the share solved with no guess and guesses per
puzzle. A spec file with puzzles (.yaml) and f-puzzles (.json, links one a
line) bring their own rules: each puzzle is solved by an engine for its
rules, made before the clock starts. With --no-guess the engine reasons
only (with --strategies human, as a rating does): the puzzles it cannot
finish count as unsolved.`, func(args []string) error { return f.run(e, args) })
	fs := c.Flags()
	fs.StringVar(&f.spec, "spec", "classic", "the variant of the puzzle files (a .yaml file of dot_rows puzzles picks its spec by size; a spec file's and f-puzzles' puzzles bring their own)")
	fs.StringVar(&f.mode, "mode", "both", "first (stop at the first solution), unique (up to two solutions) or both")
	fs.IntVar(&f.runs, "runs", 3, "timed runs per set; the median is reported")
	fs.IntVar(&f.threads, "threads", 1, "puzzles solved at once (1 compares with other solvers' single-thread figures)")
	fs.IntVar(&f.limit, "max", 0, "use at most N puzzles of each file (0: all)")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile to this file (read it with go tool pprof)")
	fs.StringVar(&f.strategies, "strategies", "", strategiesHelp())
	fs.BoolVar(&f.noGuess, "no-guess", false, "logic only: a puzzle the strategies stall on counts as unsolved")
	fs.StringVar(&f.search, "search", "auto", "the search that finds solutions: auto (the search kernel where it serves the rules, else the strategies), kernel (the kernel, or an error where it cannot serve) or strategies")
	fs.StringVar(&f.without, "without", "", "parts of the search kernel to leave out, comma-separated, to measure what each brings: "+strings.Join(search.PartNames(), ", ")+" (see docs/speed.md)")
	fs.StringVar(&f.choice, "choice", "auto", "where the search kernel guesses: auto, conflicts (where conflicts gather), most-peers (the field with the most free peers) or first-fewest")
	return c
}

// benchFlags are the flags of 'sudoku bench'.
type benchFlags struct {
	spec, mode, cpuProfile, strategies, search string
	without, choice                            string
	runs, threads, limit                       int
	noGuess                                    bool
}

func (f *benchFlags) run(e *env, args []string) error {
	modes, err := bench.ParseMode(f.mode)
	switch {
	case err != nil:
		return fmt.Errorf("--mode %w", err)
	case len(args) == 0:
		return errors.New("bench needs puzzle files to time")
	case f.runs < 1:
		return fmt.Errorf("--runs %d: time at least 1 run", f.runs)
	}
	if err := checkThreads(f.threads); err != nil {
		return err
	}
	techs, err := strategyList(f.strategies)
	if err != nil {
		return err
	}
	searchBy, err := strategy.ParseSearch(f.search)
	if err != nil {
		return fmt.Errorf("--search %w", err)
	}
	if searchBy == strategy.SearchKernel && (f.strategies != "" || f.noGuess) {
		return errors.New("--search kernel times the search kernel, which finds solutions alone: not with --strategies or --no-guess")
	}
	kernel, err := f.kernelOptions(searchBy)
	if err != nil {
		return err
	}
	var sets []bench.Set
	for _, file := range args {
		s, err := bench.Load(file, f.spec, f.limit)
		if err != nil {
			return err
		}
		sets = append(sets, s...)
	}
	stopProfile, err := e.startProfile(f.cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	if kernel.KernelWithout != 0 || kernel.KernelChoice != search.Auto {
		// The table says what it measured.
		_, _ = fmt.Fprintf(e.stdout, "search kernel without %q, choice %s\n", kernel.KernelWithout.String(), kernel.KernelChoice)
	}
	_ = bench.WriteHeader(e.stdout, f.threads, f.runs) // exit reports a failed write
	code := exitOK
	opts := bench.Options{Runs: f.runs, Threads: f.threads, NewEngine: func(r *game.Rules, limit int) (*strategy.Engine, error) {
		o := kernel
		o.Limit, o.Techniques, o.Graded, o.NoGuess = limit, techs, f.noGuess || graded(f.strategies), f.noGuess
		return strategy.NewEngine(r, o)
	}}
	rows := 0
	for _, s := range sets {
		for _, limit := range modes {
			row, err := bench.Measure(e.ctx, s, limit, opts)
			if e.ctx.Err() != nil {
				return e.stopped(benchInterrupted(s.Name, rows))
			}
			if err != nil {
				// The other sets are timed all the same.
				e.report(fmt.Errorf("%s: %w", s.Name, err))
				code = exitBad
				continue
			}
			_ = bench.WriteRow(e.stdout, row)
			rows++
		}
	}
	if code != exitOK {
		return exitWith(code, nil)
	}
	return nil
}

// kernelOptions returns the engine options --search, --without and
// --choice ask for: the parts left out of the search kernel and its
// guess choice, with search set to the kernel when they are given, as
// they measure the kernel alone.
func (f *benchFlags) kernelOptions(s strategy.Search) (strategy.Options, error) {
	off, err := search.ParseParts(f.without)
	if err != nil {
		return strategy.Options{}, fmt.Errorf("--without: %w", err)
	}
	choice, err := search.ParseChoice(f.choice)
	if err != nil {
		return strategy.Options{}, fmt.Errorf("--choice: %w", err)
	}
	if off != 0 || choice != search.Auto {
		if s == strategy.SearchStrategies || f.strategies != "" || f.noGuess {
			return strategy.Options{}, errors.New("--without and --choice change the search kernel: not with --search strategies, --strategies or --no-guess")
		}
		s = strategy.SearchKernel
	}
	return strategy.Options{Search: s, KernelWithout: off, KernelChoice: choice}, nil
}

// benchInterrupted says what an interrupt while timing the set named set
// kept: the rows written before it, each a set timed in full.
func benchInterrupted(set string, rows int) error {
	switch rows {
	case 0:
		return fmt.Errorf("interrupted while timing %s: no set was timed in full", set)
	case 1:
		return fmt.Errorf("interrupted while timing %s: the row above is the one set timed in full", set)
	}
	return fmt.Errorf("interrupted while timing %s: the %d rows above are the sets timed in full", set, rows)
}
