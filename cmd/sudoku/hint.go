package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/sudoku-rules/sudoku/budget"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/pencil"
)

// hintFlags are the flags of 'sudoku hint'.
type hintFlags struct {
	specFlags
	level   int
	all     bool
	apply   bool
	format  string
	pencil  bool
	timeout time.Duration
	// set says which flags the command line gave (--pencil's default
	// depends on the position).
	set *pflag.FlagSet
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

With --apply the position after the step goes to standard output: as a
pencil-mark grid, or, when a position brings rules of its own (a killer's
cages, an f-puzzles or spec puzzle), all of them as one spec file with
their rules, givens and candidates, which hint reads back.

Example, hints that chain:
  sudoku hint --apply pos.txt | sudoku hint`, func(args []string) error { return f.run(e, args) })
	fs := c.Flags()
	f.set = fs
	f.define(fs)
	fs.IntVar(&f.level, "level", 1, "how much to tell: 1 the technique and where to look, 2 the fields and values too, 3 the whole step")
	fs.BoolVar(&f.all, "all", false, "every step the techniques find in each position, easiest first, a line each (json: an object each), each told whole, not only the easiest")
	fs.BoolVar(&f.apply, "apply", false, "make the step and write the new position to stdout (the hint goes to stderr), so hints chain")
	fs.StringVar(&f.format, "format", "text", "output: text or json (one object per position)")
	fs.BoolVar(&f.pencil, "pencil", false, "draw the position's candidates before the hint (text format), with the rules of a constraint puzzle; without the flag they are drawn for a pencil-mark position alone, where they say more than its givens")
	fs.DurationVar(&f.timeout, "timeout", reasoningTimeout, "time limit per position, e.g. 2m (0 means none): a position whose hint takes longer gets none, and says so")
	e.memoryFlag(fs)
	return c
}

func (f *hintFlags) run(e *env, args []string) error {
	if f.level < 1 || f.level > 3 {
		return fmt.Errorf("--level %d: use 1, 2 or 3", f.level)
	}
	if f.format != "text" && f.format != "json" {
		return fmt.Errorf("--format %q: use text or json", f.format)
	}
	if f.all && f.apply {
		return fmt.Errorf("--all and --apply: --apply makes one step; give one of them")
	}
	sp, err := f.lookup(e)
	if err != nil {
		return err
	}
	if len(args) == 0 && e.piped {
		args = []string{"-"}
	}
	positions, err := hint.ReadPositions(sp, args, e.stdin)
	var status error // the first position's that has no hint
	if err != nil {
		// Reported at once: the positions read are hinted on all the same.
		e.report(err)
		status = exitWith(exitBad, nil)
	}
	var applied *hint.Applied // the positions --apply writes as a spec, when some bring rules
	if f.apply && hint.HasOwnRules(positions) {
		applied = &hint.Applied{}
	}
	// flush writes the spec of the positions applied, after the hints.
	flush := func() {
		if applied == nil {
			return
		}
		data, err := applied.Spec()
		if err != nil {
			e.report(err)
			if status == nil {
				status = exitWith(exitBad, nil)
			}
			return
		}
		_, _ = e.stdout.Write(data) // exit reports a failed write to stdout
	}
	hinters := map[*game.Rules]*hint.Hinter{} // one for the spec's rules, one for each puzzle's own
	for i, p := range positions {
		rules := sp.Rules
		if p.Rules != nil {
			rules = p.Rules
		}
		h, ok := hinters[rules]
		if !ok {
			if h, err = hint.New(rules); err != nil {
				return err
			}
			hinters[rules] = h
		}
		err := hintOne(e, f, rules, h, i+1, p, applied)
		var x *exitError
		if err != nil && !errors.As(err, &x) {
			e.report(err) // at once, among the hints
			err = exitWith(exitBad, nil)
		}
		if status == nil {
			status = err
		}
		if e.ctx.Err() != nil {
			flush()
			return e.stopped(interruptedAt(i+1, len(positions)))
		}
	}
	flush()
	return status
}

// nextHint returns h's hint for b once it has reserved the memory that
// takes, within timeout (0: none), which the wait for memory counts too.
func (e *env) nextHint(h *hint.Hinter, b *game.Board, timeout time.Duration) (*hint.Hint, error) {
	var hn *hint.Hint
	err := e.withHinter(h, timeout, func(ctx context.Context) (err error) {
		hn, err = h.Next(ctx, b)
		return err
	})
	return hn, err
}

// allHints returns every step h's techniques find on b, as nextHint
// returns the easiest.
func (e *env) allHints(h *hint.Hinter, b *game.Board, timeout time.Duration) ([]*hint.Hint, error) {
	var hs []*hint.Hint
	err := e.withHinter(hint.AllWork{Hinter: h}, timeout, func(ctx context.Context) (err error) {
		hs, err = h.All(ctx, b)
		return err
	})
	return hs, err
}

// withHinter runs ask once it has reserved the memory w takes (a Hinter,
// or its hint.AllWork), within timeout (0: none), which the wait for
// memory counts too.
func (e *env) withHinter(w budget.Worker, timeout time.Duration, ask func(ctx context.Context) error) error {
	ctx := e.ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	p := e.pool()
	need, err := p.Reserve(ctx, w, "the hint")
	if err != nil {
		switch {
		case e.ctx.Err() != nil:
			return hint.ErrInterrupted
		case ctx.Err() != nil:
			return timedOut(timeout)
		}
		return err
	}
	defer p.Give(need)
	err = ask(ctx)
	if errors.Is(err, hint.ErrTimeout) {
		err = timedOut(timeout)
	}
	return err
}

// timedOut is hint.ErrTimeout with the limit that ran out.
func timedOut(limit time.Duration) error {
	return fmt.Errorf("%w (the limit is %s: --timeout)", hint.ErrTimeout, limit)
}

// interruptedAt says what a run of hints interrupted at position n of all
// left, after the position said it was interrupted: the positions after
// it, not looked at (nil when none).
func interruptedAt(n, all int) error {
	switch left := all - n; left {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("interrupted at position %d: the 1 position after it was not looked at", n)
	default:
		return fmt.Errorf("interrupted at position %d: the %d positions after it were not looked at", n, left)
	}
}

// hintOne writes the hint of position n. With --apply it writes the
// position after the step too: as a pencil-mark grid, or, when applied
// is not nil, into applied, for the spec written after the hints. Its
// error is that of a position that is no board, or that applied cannot
// take, or the exit code of one without a hint.
func hintOne(e *env, f *hintFlags, r *game.Rules, h *hint.Hinter, n int, p *pencil.Position, applied *hint.Applied) error {
	b, err := p.Board(r)
	if err != nil {
		return err
	}
	if f.all {
		return allOne(e, f, r, h, n, p, b)
	}
	hn, err := e.nextHint(h, b, f.timeout)
	if errors.Is(err, game.ErrOverBudget) {
		return fmt.Errorf("position %d: %w", n, err)
	}
	out := e.stdout
	if f.apply {
		out = e.stderr
	}
	status := hintStatus(err)
	_ = f.printer(r, p, out).Print(out, n, p, b, hn, err) // exit reports a failed write to stdout
	if f.apply {
		if err == nil && !b.Apply(hn.Move) {
			return fmt.Errorf("%s: internal error: the hint's step leaves a field with nothing; please report this position", p.Pos)
		}
		if applied != nil {
			if err := applied.Add(n, p, r, b); err != nil {
				return err
			}
		} else {
			fmt.Fprintf(e.stdout, "%s\n", pencil.Compact(r, pencil.Cands(b)))
		}
	}
	return status
}

// allOne writes every step of position n, whose board is b (--all).
func allOne(e *env, f *hintFlags, r *game.Rules, h *hint.Hinter, n int, p *pencil.Position, b *game.Board) error {
	hs, err := e.allHints(h, b, f.timeout)
	if errors.Is(err, game.ErrOverBudget) {
		return fmt.Errorf("position %d: %w", n, err)
	}
	_ = f.printer(r, p, e.stdout).PrintAll(e.stdout, n, p, b, hs, err) // exit reports a failed write to stdout
	return hintStatus(err)
}

// hintStatus is the exit status of a position whose hint (or steps) ended
// with err: none for a hint.
func hintStatus(err error) error {
	switch {
	case errors.Is(err, hint.ErrInterrupted):
		return exitWith(exitInterrupted, nil)
	case err != nil:
		return exitWith(exitUnsolved, nil)
	}
	return nil
}

// printer returns the printer of position p's hint on out: the flags'
// level and format, and its candidates drawn as --pencil says (by
// default for a pencil-mark position alone).
func (f *hintFlags) printer(r *game.Rules, p *pencil.Position, out io.Writer) hint.Printer {
	show := f.pencil
	if !f.set.Changed("pencil") {
		show = marked(r, p)
	}
	return hint.Printer{Level: f.level, JSON: f.format == "json", Pencil: show, Terminal: isTerminal(out)}
}

// marked reports whether position p holds pencil marks beyond its
// givens: a free field with fewer candidates than every value. Its
// candidates then say more than the puzzle, and hint draws them.
func marked(r *game.Rules, p *pencil.Position) bool {
	if p.Rules != nil {
		r = p.Rules
	}
	all := r.Values.All()
	for f, c := range p.Cands {
		// A field of one value that is no given was placed since: a
		// position in progress too (when the source tells givens apart).
		if c.Len() > 1 && c != all || c.Len() == 1 && p.Given != nil && !p.Given[f] {
			return true
		}
	}
	return false
}
