package main

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/pencil"
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
	positions, err := hint.ReadPositions(sp, args, e.stdin)
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
	pr := hint.Printer{Level: f.level, JSON: f.format == "json", Pencil: f.pencil, Terminal: isTerminal(out)}
	_ = pr.Print(out, n, p, b, hn, err) // run reports a failed write to stdout
	if f.apply {
		if err == nil && !b.Apply(hn.Move) {
			e.report(fmt.Errorf("%s: internal error: the hint's step leaves a field with nothing; please report this position", p.Pos))
			return exitBad
		}
		fmt.Fprintf(e.stdout, "%s\n", pencil.Compact(r, pencil.Cands(b)))
	}
	return code
}
