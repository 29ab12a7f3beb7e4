package main

import (
	"bufio"
	"fmt"
	"runtime"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/progress"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/report"
)

// reasoningTimeout is rate's and hint's time limit per puzzle unless
// --timeout says otherwise: where the techniques stall on a hard
// constraint puzzle, the forcing chains may search for minutes before
// they give up, and a rating or a hint should say so in bounded time. The
// hardest classic puzzles rate in under 0.1 s.
const reasoningTimeout = 30 * time.Second

// rateFlags are the flags of 'sudoku rate'.
type rateFlags struct {
	specFlags
	lenientFlag
	format  string
	timeout time.Duration
	threads int
	quiet   bool
}

func (e *env) rateCommand() *cobra.Command {
	f := &rateFlags{}
	c := e.command("rate [flags] [FILE|-|PUZZLE]...", "rate puzzles on Sudoku Explainer's scale (ER/EP/ED)", `Rates every puzzle of the files (- is standard input) or written out as
arguments, or of standard input when it is piped and nothing is named, or
else the spec's default puzzle, on Sudoku Explainer's scale: ER the
hardest step of a solve that always takes the easiest step, EP the
hardest step up to the first placement, ED the first step; with ER's level
and the technique that set it. A puzzle without exactly one solution is
reported as such and not rated. Results go to stdout in input order.
'sudoku strategies' lists every technique with its rating.`, func(args []string) error { return f.run(e, args) })
	fs := c.Flags()
	f.specFlags.define(fs)
	f.lenientFlag.define(fs)
	fs.StringVar(&f.format, "format", "line", "output: line (the puzzle, ER/EP/ED, level and technique), json (one object per line) or csv")
	fs.DurationVar(&f.timeout, "timeout", reasoningTimeout, "time limit per puzzle, e.g. 2m (0 means none): a puzzle not rated by then is reported as a timeout")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles rated at once")
	e.memoryFlag(fs)
	fs.BoolVar(&f.quiet, "quiet", false, "no progress display and no summary on stderr")
	return c
}

func (f *rateFlags) run(e *env, args []string) error {
	format, err := report.ParseRatingFormat(f.format)
	if err != nil {
		return fmt.Errorf("--format %w", err)
	}
	if err := checkThreads(f.threads); err != nil {
		return err
	}
	sp, err := f.lookup(e)
	if err != nil {
		return err
	}
	src, err := e.openWith(sp, args, f.options())
	if err != nil {
		return err
	}
	defer src.Close()
	counter := &progress.Counter{}
	stop := e.startProgress("rating", "puzzles", counter, f.quiet)
	defer stop()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	out := report.NewRatingPrinter(bw, sp.Rules, format)
	b := &batch.Runner{
		Rules:    sp.Rules,
		Threads:  f.threads,
		Timeout:  f.timeout,
		Check:    true,
		NewRater: func(r *game.Rules) (*rate.Rater, error) { return rate.New(r, rate.Options{}) },
		Emit:     out.Print,
		Flush:    bw.Flush,
		Memory:   e.pool(),
	}
	sum, err := e.runBatch(b, src, counter, stop, f.quiet, format != report.RatingLine)
	if err != nil {
		return err
	}
	if err := runStatus(sum); err != nil || sum.ByStatus["multiple"] == 0 {
		return err
	}
	return exitWith(exitUnsolved, nil) // a puzzle with several solutions is not rated
}
