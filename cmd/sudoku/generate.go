package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/progress"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// generateFlags are the flags of 'sudoku generate'.
type generateFlags struct {
	specFlags
	count       int
	symmetry    string
	rating      string
	level       string
	technique   string
	minimal     bool
	givens      int
	seed        uint64
	threads     int
	timeout     time.Duration
	format      string
	formatSet   bool // --format was given
	seedSet     bool // --seed was given
	quiet       bool
	constraints string
}

func (e *env) generateCommand() *cobra.Command {
	f := &generateFlags{}
	var c *cobra.Command
	c = e.command("generate [flags]", "make puzzles with one solution, symmetric, minimal or to a rating", `Makes puzzles with exactly one solution for the spec, in seed order, on
every core. Each is a random full grid with givens removed while the
puzzle keeps one solution, keeping the symmetry asked for; with --rating,
--level or --technique only the puzzles rated so are kept. With
--constraints, rules of those kinds are laid over the grid first: a
killer's cages (merged while the puzzle keeps one solution, no givens
left), thermometers, arrows, every kropki dot or X and V.

Examples:
  sudoku generate --count 5 --symmetry rotational
  sudoku generate --constraints killer --format link
  sudoku generate --constraints kropki --count 3 --rating 3-6`, func(args []string) error {
		f.formatSet = c.Flags().Changed("format")
		f.seedSet = c.Flags().Changed("seed")
		return f.run(e, args)
	})
	fs := c.Flags()
	f.define(fs)
	fs.IntVar(&f.count, "count", 1, "how many puzzles")
	var names []string
	for _, s := range generate.Symmetries {
		names = append(names, s.Name)
	}
	fs.StringVar(&f.symmetry, "symmetry", "none", "the symmetry of the givens (and of a killer's cages): "+strings.Join(names, ", "))
	fs.StringVar(&f.rating, "rating", "", "keep puzzles rated in A-B on the scale of 'sudoku rate' (ER), e.g. 4-6, 7.5- or -2")
	fs.StringVar(&f.level, "level", "", "keep puzzles of a level: easy, medium, hard, fiendish, diabolical or extreme")
	fs.StringVar(&f.technique, "technique", "", "keep puzzles whose hardest step is this technique (see 'sudoku strategies')")
	fs.BoolVar(&f.minimal, "minimal", false, "keep only puzzles from which no single given can be removed (with a symmetry, the puzzles are otherwise minimal only among symmetric ones)")
	fs.IntVar(&f.givens, "givens", 0, "stop removing givens at about this many (0: as few as possible)")
	fs.Uint64Var(&f.seed, "seed", 0, "the seed of the first puzzle; puzzle i has seed+i-1, and a seed always gives the same puzzle (default: a random seed, which the output and stderr name)")
	fs.IntVar(&f.threads, "threads", runtime.NumCPU(), "puzzles made at once")
	e.memoryFlag(fs)
	fs.DurationVar(&f.timeout, "timeout", time.Minute, "time limit per puzzle (0 means none): a target not reached in it is reported with what was")
	fs.StringVar(&f.constraints, "constraints", "", "lay rules of these kinds over each puzzle's solution, a list such as killer or kropki,xv: "+strings.Join(generate.LayerNames(), ", ")+", or a kind of the library or the spec whose rules are given cells, such as sumline or rellik (a killer keeps no givens; the puzzles are written --format yaml unless asked otherwise)")
	fs.StringVar(&f.format, "format", "line", "output: line (the puzzle, then a # comment with its seed and rating), grid, json, fpuzzles (f-puzzles JSON, one a line), link (an f-puzzles link), sudokupad (a SudokuPad link of the f-puzzles puzzle) or scl (a SudokuPad link in its own format, the rules written out)")
	fs.BoolVar(&f.quiet, "quiet", false, "no progress and no summary on stderr")
	return c
}

// target returns the rating the flags ask a kept puzzle to have.
func (f *generateFlags) target() (generate.Target, error) {
	var t generate.Target
	if f.rating != "" {
		g, err := generate.ParseRange(f.rating)
		if err != nil {
			return t, fmt.Errorf("--rating %w", err)
		}
		t.Rating = &g
	}
	if f.level != "" {
		var level strategy.Level
		if err := level.UnmarshalText([]byte(f.level)); err != nil {
			return t, fmt.Errorf("--level: %w", err)
		}
		t.Level = &level
	}
	if f.technique != "" {
		tech, err := generate.RatedTechnique(f.technique)
		if errors.Is(err, generate.ErrNoTechnique) {
			err = fmt.Errorf("%w; 'sudoku strategies' lists them", err)
		}
		if err != nil {
			return t, fmt.Errorf("--technique %w", err)
		}
		t.Technique = tech
	}
	return t, nil
}

func (f *generateFlags) run(e *env, args []string) error {
	kinds, format, err := f.validate(args)
	if err != nil {
		return err
	}
	shared := isShare(f.format)
	sp, err := f.lookup(e)
	if err != nil {
		return err
	}
	sym, err := generate.Lookup(f.symmetry)
	if err != nil {
		return fmt.Errorf("--symmetry: %w", err)
	}
	if err := sym.Check(sp.Rules); err != nil {
		return fmt.Errorf("--symmetry %w", err)
	}
	if shared {
		if err := canShare(f.format, sp.Rules); err != nil {
			return fmt.Errorf("--format %s: %w", f.format, err)
		}
	}
	target, err := f.target()
	if err != nil {
		return err
	}
	counter := &progress.Counter{}
	counter.SetTotal(f.count)
	stop := e.startProgress("generating", "puzzles", counter, f.quiet)
	defer stop()
	bw := bufio.NewWriterSize(e.stdout, 64<<10)
	var made []*generate.Result
	b := &generate.Batch{
		Rules:   sp.Rules,
		Options: generate.Options{Symmetry: sym, Givens: f.givens, Minimal: f.minimal, Accept: target.Accept(), Constraints: kinds, Kinds: layKinds(sp)},
		Threads: f.threads,
		Timeout: f.timeout,
		Memory:  e.pool(),
		Emit: func(x *generate.Result) error {
			defer counter.Set(x.N, -1)
			if f.format == "yaml" {
				if x.Err == nil {
					made = append(made, x)
				}
			} else if err := f.write(bw, sp.Rules, format, x); err != nil {
				return err
			}
			if x.Err != nil {
				fmt.Fprintf(e.stderr, "sudoku: puzzle %d (seed %d): %v%s\n", x.N, x.Seed, x.Err, f.timeoutAdvice(x.Err))
			}
			return bw.Flush()
		},
	}
	if !f.seedSet {
		f.seed = rand.Uint64N(maxRandomSeed) + 1
	}
	sum, err := b.Run(e.ctx, f.seed, f.count)
	stop()
	if err != nil {
		return err
	}
	if f.format == "yaml" && len(made) > 0 {
		if err := writeGeneratedYAML(bw, sp, made, f.constraints); err != nil {
			return err
		}
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	if !f.quiet {
		fmt.Fprintln(e.stderr, sum)
	}
	if !f.seedSet && !f.quiet {
		fmt.Fprintf(e.stderr, "seed %d: --seed %d makes the same puzzles again\n", f.seed, f.seed)
	}
	switch {
	case sum.Stopped:
		return exitWith(exitInterrupted, nil)
	case sum.Failed > 0:
		return exitWith(exitUnsolved, nil)
	}
	return nil
}

// validate checks the flags together, before any puzzle is made (the
// spec's symmetry and the rating target are checked where they are
// read): it returns the kinds of rule --constraints lays, and the output
// format, unless a puzzle format for f-puzzles or SudokuPad, or yaml, is
// asked for. With --constraints the format is yaml unless one is given.
func (f *generateFlags) validate(args []string) ([]string, report.Format, error) {
	if len(args) > 0 {
		return nil, 0, fmt.Errorf("generate takes no files (got %q): it makes puzzles", args[0])
	}
	var kinds []string
	if f.constraints != "" {
		kinds = strings.Split(f.constraints, ",")
		if !f.formatSet {
			f.format = "yaml"
		}
		if f.format != "yaml" && !isShare(f.format) {
			return nil, 0, fmt.Errorf("--format %s cannot hold the rules --constraints lays: use yaml, %s", f.format, strings.Join(shareFormats, ", "))
		}
	}
	format, err := report.ParseFormat(f.format)
	switch {
	case err != nil && !isShare(f.format) && f.format != "yaml":
		return nil, 0, fmt.Errorf("--format %w, or %s", err, strings.Join(shareFormats, ", "))
	case f.format == "yaml" && kinds == nil:
		return nil, 0, errors.New("--format yaml writes constraint puzzles: give --constraints, or use line, grid or json")
	case f.count < 1:
		return nil, 0, fmt.Errorf("--count %d: ask for at least 1 puzzle", f.count)
	case f.givens > 0 && f.minimal:
		return nil, 0, errors.New("--givens with --minimal: a minimal puzzle has as few givens as it can; drop one of the two")
	}
	if err := checkThreads(f.threads); err != nil {
		return nil, 0, err
	}
	return kinds, format, nil
}

// maxRandomSeed bounds the seed generate picks when --seed is not given:
// short enough to type again.
const maxRandomSeed = 1_000_000_000

// timeoutAdvice is what to try after err, when it is a puzzle's time
// limit that ran out: more time, or a target or board easier to reach.
func (f *generateFlags) timeoutAdvice(err error) string {
	switch {
	case !errors.Is(err, context.DeadlineExceeded):
		return ""
	case f.rating != "" || f.level != "" || f.technique != "":
		return "; try a longer --timeout, or another --rating, --level or --technique"
	}
	return "; try a longer --timeout or a smaller board"
}

// write writes a result in the format asked for: one of report's, or a
// puzzle for f-puzzles and SudokuPad with its seed in the title.
func (f *generateFlags) write(w io.Writer, r *game.Rules, format report.Format, x *generate.Result) error {
	if !isShare(f.format) {
		return report.WriteGenerated(w, r, format, x)
	}
	if x.Err != nil {
		_, err := fmt.Fprintf(w, "# puzzle %d, seed %d: not made: %v\n", x.N, x.Seed, x.Err)
		return err
	}
	title := fmt.Sprintf("generated, seed %d", x.Seed)
	if q := x.Puzzle.Rating; q != nil {
		title += fmt.Sprintf(", rated %.1f", q.ER)
	}
	if x.Puzzle.Rules != nil {
		r = x.Puzzle.Rules
	}
	text, err := share(f.format, &puzzle.Puzzle{Givens: x.Puzzle.Givens, Title: title}, r, x.Puzzle.Solution)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(w, text)
	return err
}

// writeGeneratedYAML writes constraint puzzles as one spec file, each
// with its seed and rating in a comment.
func writeGeneratedYAML(w io.Writer, sp *specs.Spec, made []*generate.Result, kinds string) error {
	ps := make([]specs.WritePuzzle, len(made))
	for i, x := range made {
		p := x.Puzzle
		note := fmt.Sprintf("seed %d, %d givens", p.Seed, p.Count())
		if q := p.Rating; q != nil {
			note += fmt.Sprintf(", rated %.1f/%.1f/%.1f %s %s", q.ER, q.EP, q.ED, q.Level, q.Technique)
		}
		ps[i] = specs.WritePuzzle{Name: fmt.Sprintf("%s %d", kinds, x.N), Comments: []string{note}, Rules: p.Rules, Givens: p.Givens}
	}
	out, err := specs.Write("generated "+kinds, ps)
	if err != nil {
		return err
	}
	_, err = w.Write(out)
	return err
}

// layKinds returns the kinds besides the generator's own that
// --constraints may name: the library's and the spec's.
func layKinds(sp *specs.Spec) []*constraint.Kind {
	lib, _ := specs.Library()
	return append(lib, sp.Kinds...)
}
