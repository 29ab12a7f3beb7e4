package main

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/progress"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// generateFlags are the flags of 'sudoku generate'.
type generateFlags struct {
	specFlags
	count     int
	symmetry  string
	rating    string
	level     string
	technique string
	minimal   bool
	givens    int
	seed      uint64
	threads   int
	timeout   time.Duration
	format    string
	quiet     bool
}

func (e *env) generateCommand() *cobra.Command {
	f := &generateFlags{}
	c := e.command("generate [flags]", "make puzzles with one solution, symmetric, minimal or to a rating", `Makes puzzles with exactly one solution for the spec, in seed order, on
every core. Each is a random full grid with givens removed while the
puzzle keeps one solution, keeping the symmetry asked for; with --rating,
--level or --technique only the puzzles rated so are kept.`, func(args []string) int { return f.run(e, args) })
	fs := c.Flags()
	f.define(fs)
	fs.IntVar(&f.count, "count", 1, "how many puzzles")
	var names []string
	for _, s := range generate.Symmetries {
		names = append(names, s.Name)
	}
	fs.StringVar(&f.symmetry, "symmetry", "none", "the symmetry of the givens: "+strings.Join(names, ", "))
	fs.StringVar(&f.rating, "rating", "", "keep puzzles rated in A-B on the scale of 'sudoku rate' (ER), e.g. 4-6, 7.5- or -2")
	fs.StringVar(&f.level, "level", "", "keep puzzles of a level: easy, medium, hard, fiendish, diabolical or extreme")
	fs.StringVar(&f.technique, "technique", "", "keep puzzles whose hardest step is this technique (see 'sudoku strategies')")
	fs.BoolVar(&f.minimal, "minimal", false, "keep only puzzles from which no single given can be removed (with a symmetry, the puzzles are otherwise minimal only among symmetric ones)")
	fs.IntVar(&f.givens, "givens", 0, "stop removing givens at about this many (0: as few as possible)")
	fs.Uint64Var(&f.seed, "seed", 1, "the seed of the first puzzle; puzzle i has seed+i-1, and a seed always gives the same puzzle")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles made at once")
	fs.DurationVar(&f.timeout, "timeout", time.Minute, "time limit per puzzle (0 means none): a target not reached in it is reported with what was")
	fs.StringVar(&f.format, "format", "line", "output: line (the puzzle, then a # comment with its seed and rating), grid or json")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress and no summary on stderr")
	return c
}

// parseRange reads "A-B", "A-" or "-B" as a range of ratings.
func parseRange(s string) (lo, hi float64, err error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return 0, 0, fmt.Errorf("--rating %q: write a range A-B, e.g. 4-6, 7.5- or -2", s)
	}
	lo, hi = 0, 1e9
	if a != "" {
		if lo, err = strconv.ParseFloat(a, 64); err != nil {
			return 0, 0, fmt.Errorf("--rating %q: %q is no number", s, a)
		}
	}
	if b != "" {
		if hi, err = strconv.ParseFloat(b, 64); err != nil {
			return 0, 0, fmt.Errorf("--rating %q: %q is no number", s, b)
		}
	}
	if lo > hi {
		return 0, 0, fmt.Errorf("--rating %q: the low end is above the high end", s)
	}
	return lo, hi, nil
}

// accept returns the rating test of the flags, or nil when none is asked.
func (f *generateFlags) accept() (func(*rate.Rating) bool, error) {
	var tests []func(*rate.Rating) bool
	if f.rating != "" {
		lo, hi, err := parseRange(f.rating)
		if err != nil {
			return nil, err
		}
		tests = append(tests, func(r *rate.Rating) bool { return r.ER >= lo-1e-9 && r.ER <= hi+1e-9 })
	}
	if f.level != "" {
		var level strategy.Level
		if err := level.UnmarshalText([]byte(f.level)); err != nil {
			return nil, fmt.Errorf("--level: %w", err)
		}
		tests = append(tests, func(r *rate.Rating) bool { return r.Level == level && !r.Stalled })
	}
	if f.technique != "" {
		t := strategy.Lookup(f.technique)
		if t == nil {
			return nil, fmt.Errorf("--technique %q: no such technique; 'sudoku strategies' lists them", f.technique)
		}
		if !slices.Contains(rate.Techniques(), t) {
			var names []string
			for _, x := range rate.Techniques() {
				names = append(names, x.Name)
			}
			return nil, fmt.Errorf("--technique %s: the rating does not use it, so no puzzle is rated by it; these it uses: %s", t.Name, strings.Join(names, ", "))
		}
		tests = append(tests, func(r *rate.Rating) bool { return r.Technique == t.Name })
	}
	if len(tests) == 0 {
		return nil, nil
	}
	return func(r *rate.Rating) bool {
		for _, ok := range tests {
			if !ok(r) {
				return false
			}
		}
		return true
	}, nil
}

// generatedJSON is the object 'sudoku generate --format json' writes.
type generatedJSON struct {
	N        int     `json:"n"`
	Seed     uint64  `json:"seed"`
	Puzzle   string  `json:"puzzle,omitempty"`
	Solution string  `json:"solution,omitempty"`
	Givens   int     `json:"givens,omitempty"`
	Tries    int     `json:"tries,omitempty"`
	ER       float64 `json:"er,omitempty"`
	EP       float64 `json:"ep,omitempty"`
	ED       float64 `json:"ed,omitempty"`
	Level    string  `json:"level,omitempty"`
	Hardest  string  `json:"technique,omitempty"`
	Error    string  `json:"error,omitempty"`
	Duration int64   `json:"durationNs"`
}

func (f *generateFlags) run(e *env, args []string) int {
	if len(args) > 0 {
		e.report(fmt.Errorf("generate takes no files (got %q): it makes puzzles", args[0]))
		return exitBad
	}
	if f.format != "line" && f.format != "grid" && f.format != "json" {
		e.report(fmt.Errorf("--format %q: use line, grid or json", f.format))
		return exitBad
	}
	if f.count < 1 {
		e.report(fmt.Errorf("--count %d: ask for at least 1 puzzle", f.count))
		return exitBad
	}
	if err := checkThreads(f.threads); err != nil {
		e.report(err)
		return exitBad
	}
	sp, err := f.lookup(e)
	if err != nil {
		e.report(err)
		return exitBad
	}
	sym, err := generate.Lookup(f.symmetry)
	if err != nil {
		e.report(fmt.Errorf("--symmetry: %w", err))
		return exitBad
	}
	if !sym.Fits(sp.Rules) {
		e.report(fmt.Errorf("--symmetry %s does not map the board of %s (and its holes) onto itself; these do: %s", sym.Name, sp.Name, strings.Join(generate.Fitting(sp.Rules), ", ")))
		return exitBad
	}
	accept, err := f.accept()
	if err != nil {
		e.report(err)
		return exitBad
	}
	if f.givens > 0 && f.minimal {
		e.report(errors.New("--givens with --minimal: a minimal puzzle has as few givens as it can; drop one of the two"))
		return exitBad
	}
	counter := &progress.Counter{}
	counter.SetTotal(f.count)
	stop := e.startProgress("generating", "puzzles", counter, f.quiet)
	defer stop()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	b := &generate.Batch{
		Rules:   sp.Rules,
		Options: generate.Options{Symmetry: sym, Givens: f.givens, Minimal: f.minimal, Accept: accept},
		Threads: f.threads,
		Timeout: f.timeout,
		Emit: func(x *generate.Result) error {
			defer counter.Set(x.N, -1)
			if err := writeGenerated(bw, sp.Rules, f.format, x); err != nil {
				return err
			}
			if x.Err != nil {
				fmt.Fprintf(e.stderr, "sudoku: puzzle %d (seed %d): %v\n", x.N, x.Seed, x.Err)
			}
			return bw.Flush()
		},
	}
	sum, err := b.Run(e.ctx, f.seed, f.count)
	stop()
	if err != nil {
		e.report(err)
		return exitBad
	}
	if !f.quiet {
		if sum.Stopped {
			fmt.Fprintf(e.stderr, "interrupted after %v: %d of %d puzzles made", sum.Elapsed.Round(time.Millisecond), sum.Made, f.count)
		} else {
			fmt.Fprintf(e.stderr, "%s (%s) in %v", plural(sum.Made, "puzzle"), plural(sum.Tries, "try"), sum.Elapsed.Round(time.Millisecond))
		}
		if sum.Made > 0 {
			fmt.Fprintf(e.stderr, "; per puzzle median %v, slowest %v", sum.Median().Round(time.Microsecond), sum.Slowest().Round(time.Microsecond))
		}
		if sum.Failed > 0 {
			fmt.Fprintf(e.stderr, "; %d not made in time", sum.Failed)
		}
		fmt.Fprintln(e.stderr)
	}
	switch {
	case sum.Stopped:
		return exitInterrupted
	case sum.Failed > 0:
		return exitUnsolved
	}
	return exitOK
}

// writeGenerated writes one result in the format.
func writeGenerated(w io.Writer, r *game.Rules, format string, x *generate.Result) error {
	p := x.Puzzle
	if format == "json" {
		j := generatedJSON{N: x.N, Seed: x.Seed, Duration: int64(x.Duration)}
		if x.Err != nil {
			j.Error = x.Err.Error()
		} else {
			j.Puzzle, j.Solution, j.Givens, j.Tries = puzzle.Line(r, p.Givens), puzzle.Line(r, p.Solution), p.Count(), p.Tries
			if q := p.Rating; q != nil {
				j.ER, j.EP, j.ED, j.Level, j.Hardest = q.ER, q.EP, q.ED, q.Level.String(), q.Technique
			}
		}
		data, err := json.Marshal(j)
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s\n", data)
		return err
	}
	if x.Err != nil {
		_, err := fmt.Fprintf(w, "# puzzle %d, seed %d: not made: %v\n", x.N, x.Seed, x.Err)
		return err
	}
	note := fmt.Sprintf("seed %d, %d givens", x.Seed, p.Count())
	if q := p.Rating; q != nil {
		note += fmt.Sprintf(", rated %.1f/%.1f/%.1f %s %s", q.ER, q.EP, q.ED, q.Level, q.Technique)
	}
	if format == "grid" {
		_, err := fmt.Fprintf(w, "# puzzle %d: %s\n%s\n", x.N, note, puzzle.Grid(r, p.Givens))
		return err
	}
	_, err := fmt.Fprintf(w, "%s # %s\n", puzzle.Line(r, p.Givens), note)
	return err
}

// plural writes n and the noun, in the plural unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	if strings.HasSuffix(noun, "y") {
		return fmt.Sprintf("%d %sies", n, noun[:len(noun)-1])
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
