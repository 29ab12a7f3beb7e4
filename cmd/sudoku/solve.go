package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"runtime"
	"strings"
	"time"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
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
	count      int
	timeout    time.Duration
	threads    int
	quiet      bool
	noCheck    bool
	cpuProfile string
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
	fs.IntVar(&f.count, "count", 1, "count solutions up to N; 2 or more says whether the solution is unique")
	fs.DurationVar(&f.timeout, "timeout", 0, "time limit per puzzle, e.g. 10s (0 means none)")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles solved at once")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress bar and no summary on stderr")
	fs.BoolVar(&f.noCheck, "no-check", false, "skip the check of every solution against every group before it is printed")
	fs.StringVar(&f.cpuProfile, "cpuprofile", "", "write a CPU profile to this file (read it with go tool pprof)")
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
	if f.format != "grid" && f.format != "line" && f.format != "json" {
		e.report(fmt.Errorf("--format %q: use grid, line or json", f.format))
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
	opts := strategy.Options{NoGuess: f.noGuess, Limit: f.count, Trace: f.trace}
	var names []string
	if f.strategies != "" {
		names = strings.Split(f.strategies, ",")
		if _, err := strategy.ByNames(names); err != nil {
			e.report(fmt.Errorf("--strategies: %w", err))
			return exitBad
		}
	}
	src, err := input.Open(sp, fs.Args(), e.stdin)
	if err != nil {
		e.report(err)
		return exitBad
	}
	defer src.Close()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	out := newPrinter(bw, sp.Rules, f)
	var bar *progress
	if !f.quiet {
		bar = newProgress(e.stderr, src.Size())
	}
	b := &batch.Runner{
		Rules:   sp.Rules,
		Threads: f.threads,
		Timeout: f.timeout,
		Check:   !f.noCheck,
		NewEngine: func() (*strategy.Engine, error) {
			o := opts
			if names != nil {
				// Each engine needs strategies of its own.
				var err error
				if o.Strategies, err = strategy.ByNames(names); err != nil {
					return nil, err
				}
			}
			return strategy.NewEngine(sp.Rules, o)
		},
		MaxChunk: maxChunk(src),
		Emit:     out.print,
		Flush:    bw.Flush,
		Progress: func(n int) { bar.update(n, src.BytesRead()) },
	}
	sum, err := b.Run(e.ctx, src)
	bar.finish()
	if err != nil {
		e.report(err)
		return exitBad
	}
	for _, perr := range append(sum.InputErrors, sum.Wrong...) {
		e.report(perr)
	}
	if !f.quiet {
		fmt.Fprintln(e.stderr, sum)
	}
	return exitCode(sum)
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
	return 64
}

func flagExit(err error) int {
	if err == flag.ErrHelp {
		return exitOK
	}
	return exitBad
}

// printer writes one solved puzzle in the chosen format.
type printer struct {
	w     io.Writer
	rules *game.Rules
	f     *solveFlags
}

func newPrinter(w io.Writer, r *game.Rules, f *solveFlags) *printer {
	return &printer{w: w, rules: r, f: f}
}

// jsonResult is the JSON object written per puzzle.
type jsonResult struct {
	Puzzle     string          `json:"puzzle"`
	Source     string          `json:"source"`
	Status     string          `json:"status"`
	Solution   string          `json:"solution,omitempty"`
	Count      int             `json:"count"`
	Error      string          `json:"error,omitempty"`
	Candidates []fieldCands    `json:"candidates,omitempty"`
	Stats      *strategy.Stats `json:"stats,omitempty"`
	Moves      game.Trace      `json:"moves,omitempty"`
}

type fieldCands struct {
	Field  string `json:"field"`
	Values string `json:"values"`
}

func (p *printer) print(d *batch.Result) error {
	r := p.rules
	switch p.f.format {
	case "json":
		j := jsonResult{Source: d.Pos.String(), Status: d.Status()}
		if d.Givens != nil {
			j.Puzzle = puzzle.Line(r, d.Givens)
		}
		if d.Err != nil {
			j.Error = d.Err.Error()
		} else {
			j.Count = d.Outcome.Count
			j.Stats = &d.Outcome.Stats
			j.Moves = d.Outcome.Trace
			if d.Outcome.Solution != nil {
				j.Solution = puzzle.Line(r, d.Outcome.Solution)
			}
			if d.Outcome.Status == strategy.Stalled {
				j.Candidates = candidates(d.Outcome.Board)
			}
		}
		data, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(p.w, "%s\n", data)
		return err
	case "line":
		switch {
		case d.Err != nil:
			_, err := fmt.Fprintf(p.w, "# %s: error: %s\n", d.Pos, errorText(d.Err))
			return err
		case d.Outcome.Solution != nil:
			_, err := fmt.Fprintln(p.w, puzzle.Line(r, d.Outcome.Solution))
			return err
		}
		_, err := fmt.Fprintf(p.w, "%s # %s\n", puzzle.Line(r, d.Givens), d.Outcome.Status)
		return err
	}
	if d.Err != nil {
		_, err := fmt.Fprintf(p.w, "puzzle %d at %s: error: %s\n\n", d.N, d.Pos, errorText(d.Err))
		return err
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "puzzle %d at %s: %s\n", d.N, d.Pos, d.Status())
	if p.f.trace {
		sb.WriteString(d.Outcome.Trace.String())
		sb.WriteString(statsLine(&d.Outcome.Stats))
	}
	switch {
	case d.Outcome.Solution != nil:
		sb.WriteString(puzzle.Grid(r, d.Outcome.Solution))
	case d.Outcome.Status == strategy.Stalled:
		sb.WriteString(puzzle.Grid(r, d.Outcome.Board.Grid()))
		sb.WriteString("candidates left:\n")
		for _, c := range candidates(d.Outcome.Board) {
			fmt.Fprintf(&sb, "  %s: %s\n", c.Field, c.Values)
		}
	default:
		sb.WriteString(puzzle.Grid(r, d.Givens))
	}
	sb.WriteByte('\n')
	_, err := io.WriteString(p.w, sb.String())
	return err
}

// errorText is the first line of err's message, without the position when
// err is positioned: the output names the position already.
func errorText(err error) string {
	var perr *game.Error
	if errors.As(err, &perr) {
		return firstLine(perr.Msg)
	}
	return firstLine(err.Error())
}

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func candidates(b *game.Board) []fieldCands {
	if b == nil {
		return nil
	}
	var out []fieldCands
	r := b.Rules()
	for f := range r.NumFields() {
		if b.Value(f) == game.Empty {
			out = append(out, fieldCands{r.FieldName(f), b.Candidates(f).Format(r.Values)})
		}
	}
	return out
}

// statsLine writes the statistics of one solve on a few lines.
func statsLine(s *strategy.Stats) string {
	var parts []string
	for _, m := range s.Moves {
		parts = append(parts, fmt.Sprintf("%s %d", m.Strategy, m.Count))
	}
	return fmt.Sprintf("moves: %s\nsearch: %d guesses, %d undos, %d contradictions, max depth %d; %d of %d free fields filled by the strategies before the first guess, %d needed guessing\ntime: %s\n",
		strings.Join(parts, ", "), s.Guesses, s.Undos, s.Contradictions, s.MaxDepth, s.BeforeGuess, s.Free, s.Free-s.BeforeGuess, s.Duration.Round(time.Microsecond))
}
