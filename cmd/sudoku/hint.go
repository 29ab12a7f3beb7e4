package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// hintFlags are the flags of 'sudoku hint'.
type hintFlags struct {
	specFlags
	level  int
	apply  bool
	format string
	pencil bool
}

func (e *env) hintCommand() *cobra.Command {
	f := &hintFlags{}
	c := e.command("hint [flags] [FILE|-|PUZZLE]...", "the next step of a puzzle or pencil-mark position (levels 1-3)", `Gives the next step of each position of the files (- is standard input) or
written out as arguments, or of standard input when it is piped and
nothing is named, or else of the spec's default puzzle: the easiest step
the techniques find, as a rating takes it. A position is a puzzle, or a
position in progress as pencil marks: a grid with each field's candidates
("1479"; "10,12" for longer values) between any borders, or a candidate
line (per field, one character per value: the value or '.').

Example, hints that chain:
  sudoku hint --apply pos.txt | sudoku hint`, func(args []string) int { return f.run(e, args) })
	fs := c.Flags()
	f.define(fs)
	fs.IntVar(&f.level, "level", 1, "how much to tell: 1 the technique and where to look, 2 the fields and values too, 3 the whole step")
	fs.BoolVar(&f.apply, "apply", false, "make the step and write the new position to stdout (the hint goes to stderr), so hints chain")
	fs.StringVar(&f.format, "format", "text", "output: text or json (one object per position)")
	fs.BoolVar(&f.pencil, "pencil", true, "draw the position's candidates before the hint (text format)")
	return c
}

func (f *hintFlags) run(e *env, args []string) int {
	if f.level < 1 || f.level > 3 {
		e.report(fmt.Errorf("--level %d: use 1, 2 or 3", f.level))
		return exitBad
	}
	if f.format != "text" && f.format != "json" {
		e.report(fmt.Errorf("--format %q: use text or json", f.format))
		return exitBad
	}
	sp, err := f.lookup(e)
	if err != nil {
		e.report(err)
		return exitBad
	}
	if len(args) == 0 && e.piped {
		args = []string{"-"}
	}
	positions, err := readPositions(sp, args, e.stdin)
	code := exitOK
	if err != nil {
		e.report(err)
		code = exitBad
	}
	h, err := hint.New(sp.Rules)
	if err != nil {
		e.report(err)
		return exitBad
	}
	for i, p := range positions {
		if c := hintOne(e, f, sp.Rules, h, i+1, p); code == exitOK {
			code = c
		}
	}
	return code
}

// hintOne writes the hint of position n and returns its exit code.
func hintOne(e *env, f *hintFlags, r *game.Rules, h *hint.Hinter, n int, p *pencil.Position) int {
	b, err := p.Board(r)
	if err != nil {
		e.report(err)
		return exitBad
	}
	hn, err := h.Next(e.ctx, b)
	out := e.stdout
	if f.apply {
		out = e.stderr
	}
	code := exitOK
	if err != nil {
		code = exitUnsolved
		if errors.Is(err, hint.ErrTimeout) {
			code = exitInterrupted
		}
	}
	if f.format == "json" {
		j := hintJSON{Source: p.Pos.String(), Level: f.level}
		if err != nil {
			j.Status, j.Error = hintStatus(err), err.Error()
		} else {
			j.Status, j.Technique, j.Difficulty, j.Rating, j.Hint = "hint", hn.Technique.Name, hn.Difficulty, hn.Technique.Level().String(), strings.TrimSpace(hn.Text(f.level))
			for _, g := range hn.Area {
				j.Area = append(j.Area, r.Groups[g].Name)
			}
			if f.level >= 3 {
				j.Step = &hn.Step
			}
		}
		data, _ := json.Marshal(j)
		fmt.Fprintf(out, "%s\n", data)
	} else {
		fmt.Fprintf(out, "position %d at %s\n", n, p.Pos)
		if f.pencil {
			fmt.Fprintf(out, "%s\n", pencil.BoardGrid(b, isTerminal(out)))
		}
		if err != nil {
			fmt.Fprintf(out, "no hint: %v\n\n", err)
		} else {
			fmt.Fprintf(out, "hint: %s\n", hn.Text(f.level))
		}
	}
	if f.apply {
		if err == nil && !b.Apply(hn.Move) {
			e.report(fmt.Errorf("%s: internal error: the hint's step leaves a field with nothing; please report this position", p.Pos))
			return exitBad
		}
		fmt.Fprintf(e.stdout, "%s\n", pencil.Compact(r, pencil.Cands(b)))
	}
	return code
}

// hintStatus names why a position got no hint.
func hintStatus(err error) string {
	switch {
	case errors.Is(err, hint.ErrSolved):
		return "solved"
	case errors.Is(err, hint.ErrNoSolution):
		return "no-solution"
	case errors.Is(err, hint.ErrStalled):
		return "stalled"
	case errors.Is(err, hint.ErrTimeout):
		return "timeout"
	}
	return "error"
}

// hintJSON is the object 'sudoku hint --format json' writes per position.
type hintJSON struct {
	Source     string     `json:"source"`
	Status     string     `json:"status"`
	Level      int        `json:"level"`
	Technique  string     `json:"technique,omitempty"`
	Difficulty float64    `json:"difficulty,omitempty"`
	Rating     string     `json:"rating,omitempty"`
	Area       []string   `json:"area,omitempty"`
	Hint       string     `json:"hint,omitempty"`
	Step       *game.Step `json:"step,omitempty"`
	Error      string     `json:"error,omitempty"`
}

// readPositions reads the positions of the files (- is stdin; an argument
// that names no file but reads as a position is one), or the spec's default
// puzzle when none is named.
func readPositions(sp *specs.Spec, files []string, stdin io.Reader) ([]*pencil.Position, error) {
	if len(files) == 0 {
		ps, err := input.Defaults(sp)
		if err != nil {
			return nil, err
		}
		if len(ps) == 0 {
			return nil, fmt.Errorf("the spec %s has no puzzle of its own: name a puzzle file", sp.Name)
		}
		return []*pencil.Position{pencil.FromGivens(sp.Rules, ps[0].Givens, ps[0].Pos)}, nil
	}
	var out []*pencil.Position
	var errs []error
	for i, name := range files {
		var data []byte
		var err error
		if name == "-" {
			data, err = io.ReadAll(io.LimitReader(stdin, pencil.MaxBytes+1))
		} else {
			data, err = readFileLimited(name, pencil.MaxBytes+1)
		}
		if input.IsPuzzleArg(sp.Rules, name, err) && len(name) <= pencil.MaxBytes {
			arg := fmt.Sprintf("argument %d", i+1)
			if ps, perr := pencil.Parse(sp.Rules, arg, []byte(name)); perr == nil {
				out = append(out, ps...)
				continue
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("puzzle file: %w", err))
			continue
		}
		ps, err := pencil.Parse(sp.Rules, name, data)
		out = append(out, ps...)
		if err != nil {
			errs = append(errs, err)
		}
	}
	return out, errors.Join(errs...)
}

// readFileLimited reads at most limit bytes of a file.
func readFileLimited(name string, limit int64) ([]byte, error) {
	fh, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	return io.ReadAll(io.LimitReader(fh, limit))
}
