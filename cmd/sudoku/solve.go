package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"time"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// solveFlags are the flags of 'sudoku solve'.
type solveFlags struct {
	spec       string
	format     string
	trace      bool
	strategies string
	noGuess    bool
	unique     bool
	count      int
	timeout    time.Duration
	threads    int
	quiet      bool
	noCheck    bool
	cpuProfile string
	path       bool
	pencil     bool
}

func newSolveFlags(stderr io.Writer) (*flag.FlagSet, *solveFlags) {
	f := &solveFlags{}
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.spec, "spec", "classic", "the variant: a built-in spec name (see 'sudoku specs'), NxN for any n, or a spec file")
	fs.StringVar(&f.format, "format", "grid", "output: grid (readable, with borders), line (one line per puzzle) or json (one object per line)")
	fs.BoolVar(&f.trace, "trace", false, "print every move: which strategy made it and why, and the guesses and undos of the search")
	fs.StringVar(&f.strategies, "strategies", "", "comma-separated strategies in the order they are asked (default all, see 'sudoku strategies')")
	fs.BoolVar(&f.noGuess, "no-guess", false, "logic only: stop when the strategies stall and show the candidates left")
	fs.BoolVar(&f.unique, "unique", false, "assume every puzzle has exactly one solution, which lets the uniqueness techniques run (UniqueRectangle, BUGPlusOne); not with --count 2 or more")
	fs.IntVar(&f.count, "count", 1, "count solutions up to N; 2 or more says whether the solution is unique")
	fs.DurationVar(&f.timeout, "timeout", 0, "time limit per puzzle, e.g. 10s (0 means none)")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles solved at once")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar and no summary on stderr")
	fs.BoolVar(&f.noCheck, "no-check", false, "skip the check of every solution against every group before it is printed")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile to this file (read it with go tool pprof)")
	fs.BoolVar(&f.path, "path", false, "print the solution path by reasoning, easiest step first (the path a rating takes): every step with its technique and rating, runs of singles grouped, and the techniques used; with --format json one object per puzzle")
	fs.BoolVar(&f.pencil, "pencil", false, "with --path, draw the candidates before every step that is not a single")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: sudoku solve [flags] [FILE|-]...\n\nSolves every puzzle of the files (- is standard input), or the spec's default\npuzzle when no file is given. Results go to stdout in input order.\n\nFlags:\n")
		fs.PrintDefaults()
	}
	return fs, f
}

func cmdSolve(e *env, args []string) int {
	fs, f := newSolveFlags(e.stderr)
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	format, err := report.ParseFormat(f.format)
	if err != nil {
		e.report(fmt.Errorf("--format %w", err))
		return exitBad
	}
	if f.count < 1 {
		e.report(fmt.Errorf("--count %d: count at least 1 solution", f.count))
		return exitBad
	}
	if f.threads < 1 {
		f.threads = 1
	}
	sp, err := specs.Lookup(f.spec)
	if err != nil {
		e.report(err)
		return exitBad
	}
	stopProfile, err := startProfile(f.cpuProfile)
	if err != nil {
		e.report(err)
		return exitBad
	}
	defer stopProfile()
	techs, err := strategyList(f.strategies)
	if err != nil {
		e.report(err)
		return exitBad
	}
	if f.unique && f.count > 1 {
		e.report(fmt.Errorf("--unique with --count %d: the uniqueness techniques assume one solution, so they cannot count solutions; drop one of the two", f.count))
		return exitBad
	}
	if f.path && (techs != nil || f.count != 1 || f.noGuess || f.unique) {
		e.report(errors.New("--path solves by the rating's techniques, easiest first, after checking the puzzle has one solution: drop --strategies, --count, --no-guess and --unique"))
		return exitBad
	}
	opts := strategy.Options{Techniques: techs, NoGuess: f.noGuess, Limit: f.count, Trace: f.trace, AssumeUnique: f.unique}
	src, err := input.Open(sp, fs.Args(), e.stdin)
	if err != nil {
		e.report(err)
		return exitBad
	}
	defer src.Close()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	term := isTerminal(e.stdout)
	emit := report.NewPrinter(bw, sp.Rules, format, f.trace).ForTerminal(term).Print
	if f.path {
		emit = report.NewPathPrinter(bw, sp.Rules, format == report.JSON, f.pencil).ForTerminal(term).Print
	}
	b := &batch.Runner{
		Rules:     sp.Rules,
		Threads:   f.threads,
		Timeout:   f.timeout,
		Check:     !f.noCheck,
		NewEngine: func() (*strategy.Engine, error) { return strategy.NewEngine(sp.Rules, opts) },
		Emit:      emit,
		Flush:     bw.Flush,
	}
	if f.path {
		b.NewRater = func() (*rate.Rater, error) { return rate.New(sp.Rules, rate.Options{Trace: true}) }
	}
	sum, ok := e.runBatch(b, src, f.quiet)
	if !ok {
		return exitBad
	}
	return exitCode(sum)
}

// runBatch runs b over the puzzles of src with a progress bar (unless
// quiet), reports the input errors and wrong solutions, and prints the
// summary. It reports false, after reporting why, when the run failed.
func (e *env) runBatch(b *batch.Runner, src *input.Stream, quiet bool) (batch.Summary, bool) {
	var bar *progress
	if !quiet {
		bar = newProgress(e.stderr, src.Size())
	}
	b.MaxChunk = maxChunk(src)
	b.Progress = func(n int) { bar.update(n, src.BytesRead()) }
	sum, err := b.Run(e.ctx, src)
	bar.finish()
	if err != nil {
		e.report(err)
		return sum, false
	}
	for _, perr := range append(sum.InputErrors, sum.Wrong...) {
		e.report(perr)
	}
	if !quiet {
		fmt.Fprintln(e.stderr, sum)
	}
	return sum, true
}

// exitCode classifies a run: interrupted, bad input (or a solution that
// failed the check), some puzzle not solved, or all solved.
func exitCode(s batch.Summary) int {
	switch {
	case s.Interrupted > 0 || s.Stopped:
		return exitInterrupted
	case len(s.InputErrors) > 0 || len(s.Wrong) > 0:
		return exitBad
	case s.Unsolved() > 0:
		return exitUnsolved
	}
	return exitOK
}

// maxChunk is how many puzzles may be handed to a worker at once: one when
// standard input is read, where the next puzzle may not have been typed yet.
func maxChunk(src *input.Stream) int {
	if src.Interactive() {
		return 1
	}
	return batch.DefaultMaxChunk
}

func flagExit(err error) int {
	if err == flag.ErrHelp {
		return exitOK
	}
	return exitBad
}
