package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/progress"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/strategy"
	"github.com/sudoku-rules/sudoku/truecands"
)

// solveFlags are the flags of 'sudoku solve'.
type solveFlags struct {
	specFlags
	lenientFlag
	format     string
	trace      bool
	maxTrace   int
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
	trueCands  bool
}

func (e *env) solveCommand() *cobra.Command {
	f := &solveFlags{}
	c := e.command("solve [flags] [FILE|-|PUZZLE]...", "solve puzzles and show how", `Solves every puzzle of the files (- is standard input) or written out as
arguments, or of standard input when it is piped and nothing is named, or
else the spec's default puzzle. Results go to stdout in input order.

Examples:
  sudoku solve puzzles.txt --format line
  sudoku solve 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
  cat puzzles.txt | sudoku solve --spec hyper --trace`, func(args []string) error { return f.run(e, args) })
	fs := c.Flags()
	f.specFlags.define(fs)
	f.lenientFlag.define(fs)
	fs.StringVar(&f.format, "format", "grid", "output: grid (readable, with borders), line (one line per puzzle), json (one object per line), or the puzzle with its solution for f-puzzles and SudokuPad: fpuzzles (its JSON, one a line), link (an f-puzzles link), sudokupad (a SudokuPad link of the f-puzzles puzzle) or scl (a SudokuPad link in its own format, the rules written out)")
	fs.BoolVar(&f.trace, "trace", false, "print every move: which strategy made it and why, and the guesses and undos of the search")
	fs.IntVar(&f.maxTrace, "max-trace", strategy.DefaultMaxTrace, "with --trace, record at most this many steps per puzzle (each holds up to about 1 KB, in memory and in the output); the solve goes on past it")
	fs.StringVar(&f.strategies, "strategies", "", strategiesHelp())
	fs.BoolVar(&f.noGuess, "no-guess", false, "logic only: stop when the strategies stall and show the candidates left")
	fs.BoolVar(&f.unique, "unique", false, "assume every puzzle has exactly one solution, which lets the uniqueness techniques run (UniqueRectangle, BUGPlusOne); not with --count 2 or more")
	fs.IntVar(&f.count, "count", 1, "count solutions up to N; 2 or more says whether the solution is unique")
	fs.DurationVar(&f.timeout, "timeout", 0, "time limit per puzzle, e.g. 10s (0 means none)")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles solved at once")
	e.memoryFlag(fs)
	fs.BoolVar(&f.quiet, "quiet", false, "no progress display and no summary on stderr")
	fs.BoolVar(&f.noCheck, "no-check", false, "skip the check of every solution against every group before it is printed")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile to this file (read it with go tool pprof)")
	fs.BoolVar(&f.path, "path", false, "print the solution path by reasoning, easiest step first (the path a rating takes): every step with its technique and rating, runs of singles grouped, and the techniques used; with --format json one object per puzzle")
	fs.BoolVar(&f.pencil, "pencil", false, "with --path, draw the candidates before every step that is not a single")
	fs.BoolVar(&f.trueCands, "true-candidates", false, "show each field's true candidates, the values it holds in some solution, and how many solutions there are, counted up to --count when it is 2 or more, else up to 1000: where a puzzle is still ambiguous")
	return c
}

func (f *solveFlags) run(e *env, args []string) error {
	format, techs, err := f.validate()
	if err != nil {
		return err
	}
	shared := isShare(f.format)
	sp, err := f.lookup(e)
	if err != nil {
		return err
	}
	stopProfile, err := e.startProfile(f.cpuProfile)
	if err != nil {
		return err
	}
	defer stopProfile()
	opts := strategy.Options{Techniques: techs, NoGuess: f.noGuess, Graded: f.noGuess || graded(f.strategies), Limit: f.count, Trace: f.trace, MaxTrace: f.maxTrace, AssumeUnique: f.unique}
	src, err := e.openWith(sp, args, f.options())
	if err != nil {
		return err
	}
	defer src.Close()
	if f.trueCands {
		limit := f.count
		if limit < 2 {
			limit = 1000
		}
		return e.trueCandidates(sp.Rules, src, format, limit, f.timeout)
	}
	term := isTerminal(e.stdout)
	counter := &progress.Counter{}
	stop := e.startProgress("solving", "puzzles", counter, f.quiet)
	defer stop()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	emit := report.NewPrinter(bw, sp.Rules, format, f.trace).ForTerminal(term).CountsTo(f.count).Print
	shareErrs := 0
	if shared {
		if err := canShare(f.format, sp.Rules); err != nil {
			return fmt.Errorf("--format %s: %w", f.format, err)
		}
		emit = func(r *batch.Result) error {
			ok, err := e.sharePrint(bw, f.format, sp.Rules, r)
			if !ok {
				shareErrs++
			}
			return err
		}
	}
	if f.path {
		emit = report.NewPathPrinter(bw, sp.Rules, format == report.JSON, f.pencil).ForTerminal(term).Print
	}
	b := &batch.Runner{
		Rules:     sp.Rules,
		Threads:   f.threads,
		Timeout:   f.timeout,
		Check:     !f.noCheck,
		NewEngine: func(r *game.Rules) (*strategy.Engine, error) { return strategy.NewEngine(r, opts) },
		Emit:      emit,
		Flush:     bw.Flush,
		Memory:    e.pool(),
	}
	if f.path {
		b.NewRater = func(r *game.Rules) (*rate.Rater, error) { return rate.New(r, rate.Options{Trace: true}) }
	}
	sum, err := e.runBatch(b, src, counter, stop, f.quiet, format == report.JSON && !shared)
	if err != nil {
		return err
	}
	if shareErrs > 0 {
		return exitWith(exitBad, nil)
	}
	return runStatus(sum)
}

// validate checks the flags together, before any file is read: it
// returns the output format, unless a puzzle format for f-puzzles and
// SudokuPad is asked for, and the techniques --strategies names (nil for
// the default).
func (f *solveFlags) validate() (report.Format, []*strategy.Technique, error) {
	shared := isShare(f.format)
	format, err := report.ParseFormat(f.format)
	switch {
	case err != nil && !shared:
		return format, nil, fmt.Errorf("--format %w, or %s", err, strings.Join(shareFormats, ", "))
	case shared && (f.path || f.trace || f.trueCands):
		return format, nil, fmt.Errorf("--format %s writes each puzzle with its solution: drop --path, --trace and --true-candidates", f.format)
	case f.count < 1:
		return format, nil, fmt.Errorf("--count %d: count at least 1 solution", f.count)
	}
	if err := checkThreads(f.threads); err != nil {
		return format, nil, err
	}
	techs, err := strategyList(f.strategies)
	switch {
	case err != nil:
		return format, nil, err
	case f.unique && f.count > 1:
		return format, nil, fmt.Errorf("--unique with --count %d: the uniqueness techniques assume one solution, so they cannot count solutions; drop one of the two", f.count)
	case f.path && (techs != nil || f.count != 1 || f.noGuess || f.unique):
		return format, nil, errors.New("--path solves by the rating's techniques, easiest first, after checking the puzzle has one solution: drop --strategies, --count, --no-guess and --unique")
	case f.maxTrace < 1:
		return format, nil, fmt.Errorf("--max-trace %d: record at least 1 step", f.maxTrace)
	case f.trueCands && (f.path || f.trace || techs != nil || f.noGuess || f.unique):
		return format, nil, errors.New("--true-candidates counts solutions: drop --path, --trace, --strategies, --no-guess and --unique")
	}
	return format, techs, nil
}

// runBatch runs b over the puzzles of src, showing progress on the
// terminal until stop (from startProgress) is called, reports the wrong
// solutions and the input errors (unless the output holds them, as JSON
// and CSV records do: each error is reported once), and prints the summary
// unless quiet. Its error is the run's.
func (e *env) runBatch(b *batch.Runner, src *input.Stream, c *progress.Counter, stop func(), quiet, errorsInOutput bool) (batch.Summary, error) {
	b.MaxChunk = maxChunk(src)
	b.Progress = func(n int) {
		share := -1.0
		if size := src.Size(); size > 0 {
			share = float64(src.BytesRead()) / float64(size)
		}
		c.Set(n, share)
	}
	sum, err := b.Run(e.ctx, src)
	stop()
	if err != nil {
		return sum, err
	}
	if !errorsInOutput {
		for _, perr := range sum.InputErrors {
			e.report(withValuesHint(b.Rules, perr))
		}
		if n := sum.MoreInputErrors; n > 0 {
			fmt.Fprintf(e.stderr, "sudoku: and %d more bad puzzles, not listed (the first %d are)\n", n, batch.MaxInputErrors)
		}
	}
	for _, perr := range sum.Wrong {
		e.report(perr)
	}
	if !quiet {
		fmt.Fprintln(e.stderr, sum)
	}
	return sum, nil
}

// runStatus classifies a run whose problems were reported as they came:
// interrupted, bad input (or a solution that failed the check), some
// puzzle not solved, or all solved (nil).
func runStatus(s batch.Summary) error {
	switch {
	case s.Interrupted > 0 || s.Stopped:
		return exitWith(exitInterrupted, nil)
	case len(s.InputErrors) > 0 || len(s.Wrong) > 0 || s.MoreInputErrors > 0:
		return exitWith(exitBad, nil)
	case s.Unsolved() > 0:
		return exitWith(exitUnsolved, nil)
	}
	return nil
}

// maxChunk is how many puzzles may be handed to a worker at once: one when
// standard input is read, where the next puzzle may not have been typed yet.
func maxChunk(src *input.Stream) int {
	if src.Interactive() {
		return 1
	}
	return batch.DefaultMaxChunk
}

// trueCandidates writes the true candidates of every puzzle of src, one
// after another, counting solutions up to limit. A puzzle past its time
// limit is reported, with how far its search got, and the next one
// follows; an interrupt ends the run, saying so of the puzzle under way.
func (e *env) trueCandidates(rules *game.Rules, src *input.Stream, format report.Format, limit int, timeout time.Duration) error {
	bw := bufio.NewWriter(e.stdout)
	defer bw.Flush()
	var status error
	printed := 0
	for n := 1; ; n++ {
		p, err := src.Next()
		if err == io.EOF {
			return status
		}
		if err != nil {
			e.report(err)
			status = exitWith(exitBad, nil)
			continue
		}
		ctx, cancel := e.ctx, func() {}
		if timeout > 0 {
			ctx, cancel = context.WithTimeout(e.ctx, timeout)
		}
		res, err := e.findTrueCandidates(ctx, p.RulesOr(rules), p.Givens, limit)
		cancel()
		var stop *truecands.StopError
		switch {
		case errors.Is(err, game.ErrOverBudget):
			e.report(fmt.Errorf("puzzle %d at %s: %w", n, p.Pos, err))
			status = exitWith(exitBad, nil)
			continue
		case errors.As(err, &stop) && e.ctx.Err() != nil:
			return e.stopped(fmt.Errorf("interrupted: puzzle %d at %s: %v, so none are printed%s", n, p.Pos, stop, printedBefore(printed)))
		case errors.As(err, &stop):
			e.report(fmt.Errorf("puzzle %d at %s: the time limit of %v ran out: %v, so none are printed", n, p.Pos, timeout, stop))
			if status == nil {
				status = exitWith(exitUnsolved, nil)
			}
			continue
		case err != nil:
			return fmt.Errorf("puzzle %d at %s: %w", n, p.Pos, err)
		}
		if res.Count == 0 && status == nil {
			status = exitWith(exitUnsolved, nil)
		}
		if err := report.WriteTrueCandidates(bw, p.RulesOr(rules), format, n, p, res); err != nil {
			return err
		}
		// Each puzzle takes its time: its result is written at once.
		if err := bw.Flush(); err != nil {
			return err
		}
		printed++
	}
}

// findTrueCandidates finds the true candidates of givens as
// truecands.Find does, once it has reserved the memory that takes.
func (e *env) findTrueCandidates(ctx context.Context, r *game.Rules, givens []int, limit int) (truecands.Result, error) {
	finder, err := truecands.New(r, limit)
	if err != nil {
		return truecands.Result{}, err
	}
	need, err := e.pool().Reserve(ctx, finder, "finding the true candidates")
	if err != nil {
		if ctx.Err() != nil { // before the search began
			return truecands.Result{}, &truecands.StopError{Err: ctx.Err()}
		}
		return truecands.Result{}, err
	}
	defer e.pool().Give(need)
	return finder.Find(ctx, givens)
}

// printedBefore says, after an interrupt, how many puzzles before the one
// cut short had their results printed.
func printedBefore(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return "; the 1 puzzle before it is printed"
	}
	return fmt.Sprintf("; the %d puzzles before it are printed", n)
}

// sharePrint writes a solved puzzle for f-puzzles or SudokuPad (format,
// one of shareFormats) with its solution, which f-puzzles checks answers
// against; a puzzle not solved is written without one, and a bad one not
// at all (its error is reported after the run). It reports false when
// f-puzzles cannot hold the puzzle, which it says on stderr.
func (e *env) sharePrint(w io.Writer, format string, rules *game.Rules, r *batch.Result) (bool, error) {
	if r.Err != nil {
		return true, nil
	}
	if r.Rules != nil {
		rules = r.Rules
	}
	var solution []int
	if r.Outcome.Solution != nil && r.Outcome.Status != strategy.Multiple {
		solution = r.Outcome.Solution
	}
	text, err := share(format, &puzzle.Puzzle{Givens: r.Givens, Title: r.Title, Author: r.Author, Text: r.Text}, rules, solution)
	if err != nil {
		fmt.Fprintf(e.stderr, "sudoku: %s: %v\n", r.Pos, err)
		return false, nil
	}
	_, err = fmt.Fprintln(w, text)
	return true, err
}
