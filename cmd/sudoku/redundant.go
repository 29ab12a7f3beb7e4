package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/redundant"
)

// redundantFlags are the flags of 'sudoku redundant'.
type redundantFlags struct {
	specFlags
	lenientFlag
	format  string
	rate    bool
	timeout time.Duration
}

func (e *env) redundantCommand() *cobra.Command {
	f := &redundantFlags{}
	c := e.command("redundant [flags] [FILE|-|PUZZLE]...", "list the givens and rules a puzzle can do without", `Lists, for every puzzle of the files (- is standard input) or written out
as arguments, or of standard input when it is piped and nothing is named,
or else the spec's default puzzle, each given and each rule that can go
while the puzzle keeps its one solution: one a line, the givens first.
Each is tried alone, the rest kept: two that can each go may not go
together. A rule is a constraint (a cage, a thermometer, a dot) or an
extra group (a window, a diagonal); rows, columns, boxes and regions stay.

The puzzle is rated whole and without each item found: one whose absence
makes the rating rise, or the techniques stall, only helps logic, and is
said so; the others are redundant. --rate=false skips the ratings.

A puzzle without exactly one solution is reported as such.`, func(args []string) error { return f.run(e, args) })
	fs := c.Flags()
	f.specFlags.define(fs)
	f.lenientFlag.define(fs)
	fs.StringVar(&f.format, "format", "line", "output: line (a line each, after a line on the puzzle) or json (one object each)")
	fs.BoolVar(&f.rate, "rate", true, "rate the puzzle whole and without each item, to tell what only helps logic")
	fs.DurationVar(&f.timeout, "timeout", reasoningTimeout, "time limit of each rating, e.g. 2m (0 means none): an item whose rating takes longer is listed unrated")
	return c
}

func (f *redundantFlags) run(e *env, args []string) error {
	if f.format != "line" && f.format != "json" {
		return fmt.Errorf("--format %q: use line or json", f.format)
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
	var status error
	for n := 1; ; n++ {
		p, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			e.report(err)
			status = exitWith(exitBad, nil)
			continue
		}
		rules := p.RulesOr(sp.Rules)
		rep, err := redundant.Find(e.ctx, rules, p.Givens, redundant.Options{Rate: f.rate, RateTimeout: f.timeout})
		switch {
		case e.ctx.Err() != nil:
			return e.ctx.Err()
		case errors.Is(err, redundant.ErrNotUnique):
			e.report(fmt.Errorf("puzzle %d at %s: %w", n, p.Pos, err))
			if status == nil {
				status = exitWith(exitUnsolved, nil)
			}
			continue
		case err != nil:
			return fmt.Errorf("puzzle %d at %s: %w", n, p.Pos, err)
		}
		if f.format == "json" {
			if err := writeRedundantJSON(e.stdout, n, p.Pos.String(), rep); err != nil {
				return err
			}
			continue
		}
		writeRedundant(e.stdout, n, p.Pos.String(), rep)
	}
	return status
}

// writeRedundant writes a puzzle's report as lines: one on the puzzle,
// then one an item, its name, kind and verdict in columns.
func writeRedundant(w io.Writer, n int, at string, rep redundant.Report) {
	head := fmt.Sprintf("puzzle %d at %s", n, at)
	if rep.Rated {
		head += ", " + ratingText(rep.Before, rep.Stalled)
	}
	gone := 0
	for _, it := range rep.Items {
		if it.Kind == redundant.Given {
			gone++
		}
	}
	var what []string
	if rep.Givens > 0 || rep.Rules == 0 {
		what = append(what, fmt.Sprintf("%d of %d givens", gone, rep.Givens))
	}
	if rep.Rules > 0 {
		what = append(what, fmt.Sprintf("%d of %d rules", len(rep.Items)-gone, rep.Rules))
	}
	fmt.Fprintf(w, "%s: %s can go, each alone\n", head, strings.Join(what, " and "))
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	for _, it := range rep.Items {
		verdict := "redundant"
		switch {
		case it.HelpsLogic:
			verdict = "helps logic only: without it " + ratingText(it.After, it.Stalled)
		case it.Rated:
			verdict += ": without it " + ratingText(it.After, it.Stalled)
		case rep.Rated:
			verdict += " (not rated without it in time)"
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s\n", it.Name, it.Kind, verdict)
	}
	tw.Flush()
}

// ratingText says a rating: "ER 4.5", or that the techniques stall.
func ratingText(er float64, stalled bool) string {
	switch {
	case stalled:
		return "the techniques stall"
	case er == 0:
		return "nothing to solve"
	}
	return fmt.Sprintf("ER %.1f", er)
}

// redundantJSON is an item as --format json writes it, with its puzzle.
type redundantJSON struct {
	Puzzle int    `json:"puzzle"`
	At     string `json:"at"`
	redundant.Item
	// Before is the whole puzzle's rating, when rated.
	Before        float64 `json:"before,omitempty"`
	BeforeStalled bool    `json:"beforeStalled,omitempty"`
}

// writeRedundantJSON writes one object an item.
func writeRedundantJSON(w io.Writer, n int, at string, rep redundant.Report) error {
	enc := json.NewEncoder(w)
	for _, it := range rep.Items {
		x := redundantJSON{Puzzle: n, At: at, Item: it}
		if rep.Rated {
			x.Before, x.BeforeStalled = rep.Before, rep.Stalled
		}
		if err := enc.Encode(x); err != nil {
			return err
		}
	}
	return nil
}
