package main

import (
	"bufio"
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
)

// rateFlags are the flags of 'sudoku rate'.
type rateFlags struct {
	spec    string
	format  string
	timeout time.Duration
	threads int
	quiet   bool
}

func newRateFlags(stderr io.Writer) (*flag.FlagSet, *rateFlags) {
	f := &rateFlags{}
	fs := flag.NewFlagSet("rate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&f.spec, "spec", "classic", "the variant: a built-in spec name (see 'sudoku specs'), NxN for any n, or a spec file")
	fs.StringVar(&f.format, "format", "line", "output: line (the puzzle, ER/EP/ED, level and technique), json (one object per line) or csv")
	fs.DurationVar(&f.timeout, "timeout", 0, "time limit per puzzle, e.g. 10s (0 means none)")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles rated at once")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar and no summary on stderr")
	fs.Usage = func() {
		fmt.Fprintf(stderr, `Usage: sudoku rate [flags] [FILE|-]...

Rates every puzzle of the files (- is standard input), or the spec's
default puzzle when no file is given, on Sudoku Explainer's scale:
ER the hardest step of a solve that always takes the easiest step, EP the
hardest step up to the first placement, ED the first step; with ER's level
and the technique that set it. A puzzle without exactly one solution is
reported as such and not rated. Results go to stdout in input order.
'sudoku strategies' lists every technique with its rating.

Flags:
`)
		fs.PrintDefaults()
	}
	return fs, f
}

func cmdRate(e *env, args []string) int {
	fs, f := newRateFlags(e.stderr)
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	format, err := report.ParseRatingFormat(f.format)
	if err != nil {
		e.report(fmt.Errorf("--format %w", err))
		return exitBad
	}
	f.threads = max(f.threads, 1)
	sp, err := specs.Lookup(f.spec)
	if err != nil {
		e.report(err)
		return exitBad
	}
	src, err := input.Open(sp, fs.Args(), e.stdin)
	if err != nil {
		e.report(err)
		return exitBad
	}
	defer src.Close()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	out := report.NewRatingPrinter(bw, sp.Rules, format)
	b := &batch.Runner{
		Rules:    sp.Rules,
		Threads:  f.threads,
		Timeout:  f.timeout,
		Check:    true,
		NewRater: func() (*rate.Rater, error) { return rate.New(sp.Rules, rate.Options{}) },
		Emit:     out.Print,
		Flush:    bw.Flush,
	}
	sum, ok := e.runBatch(b, src, f.quiet)
	if !ok {
		return exitBad
	}
	if code := exitCode(sum); code != exitOK || sum.ByStatus["multiple"] == 0 {
		return code
	}
	return exitUnsolved // a puzzle with several solutions is not rated
}
