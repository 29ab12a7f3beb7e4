package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/report"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

func (e *env) specsCommand() *cobra.Command {
	c := e.command("specs", "list the built-in specs", "Lists the built-in specs, and the name forms for any size.", func(args []string) error { return e.specs() })
	c.Args = cobra.NoArgs
	return c
}

func (e *env) specs() error {
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	for _, info := range specs.List() {
		fmt.Fprintf(w, "%s\t%s\n", info.Name, info.Description)
	}
	for _, info := range specs.NameForms() {
		fmt.Fprintf(w, "%s\t%s\n", info.Name, info.Description)
	}
	return w.Flush()
}

func (e *env) specCommand() *cobra.Command {
	var anywhere bool
	c := e.command("spec NAME|FILE", "print a spec with its groups, and check it", `Prints a spec as resolved (extends applied, every group with its fields)
and checks it and its default puzzles; exits 2 on any problem.`, func(args []string) error { return e.spec(args[0], anywhere) })
	c.Flags().BoolVar(&anywhere, "allow-extends-anywhere", false, "let the spec extend files outside its own folder (by default only the built-ins and the files in its folder and below)")
	c.Args = func(_ *cobra.Command, args []string) error {
		if len(args) != 1 {
			return fmt.Errorf("give one spec name or file, not %d", len(args))
		}
		return nil
	}
	return c
}

func (e *env) spec(name string, anywhere bool) error {
	sp, err := specs.Loader{ExtendsAnywhere: anywhere}.Lookup(name)
	if err != nil {
		return errors.Join(err, verdict(game.QuoteName(name)+": not valid"))
	}
	if _, err := fmt.Fprint(e.stdout, sp.Format()); err != nil {
		return err // exit reports the failed write
	}
	if _, err := input.Defaults(sp); err != nil {
		return errors.Join(err, verdict(game.QuoteText(sp.Name)+": not valid"))
	}
	fmt.Fprintf(e.stderr, "%s: valid\n", game.QuoteText(sp.Name))
	return nil
}

func (e *env) showCommand() *cobra.Command {
	var sf specFlags
	c := e.command("show [flags] [FILE|-|PUZZLE]...", "draw puzzles on their board", `Draws each puzzle of the files (- is standard input) or written out as
arguments, or of standard input when it is piped and nothing is named, or
else the spec's default puzzle, on its board.`, func(args []string) error { return e.show(sf, args) })
	sf.define(c.Flags())
	return c
}

func (e *env) show(sf specFlags, args []string) error {
	sp, err := sf.lookup(e)
	if err != nil {
		return err
	}
	// show only draws: a rule it cannot read is left out and named with
	// the puzzle, as --lenient does elsewhere.
	src, err := e.openWith(sp, args, input.Options{Lenient: true})
	if err != nil {
		return err
	}
	defer src.Close()
	var bad error
	for n := 1; ; n++ {
		p, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			// Reported at once, among the puzzles drawn.
			e.report(err)
			bad = exitWith(exitBad, nil)
			continue
		}
		rules := p.RulesOr(sp.Rules)
		about := report.About(p.Title, p.Author, p.Text, p.AllNotes())
		if len(rules.Constraints) > 0 {
			// Cages and dots drawn, the other rules listed.
			fmt.Fprintf(e.stdout, "puzzle %d at %s\n%s%s\n", n, p.Pos, about, puzzle.RulesGrid(rules, p.Givens))
			continue
		}
		style := puzzle.Style{Terminal: isTerminal(e.stdout), Givens: p.Givens}
		fmt.Fprintf(e.stdout, "puzzle %d at %s\n%s%s\n", n, p.Pos, about, puzzle.GridStyled(rules, p.Givens, style))
	}
	return bad
}

func (e *env) strategiesCommand() *cobra.Command {
	c := e.command("strategies", "list the strategies with their difficulty", `Lists the strategies, easiest first, with their difficulty on Sudoku
Explainer's scale, their level, whether they run by default or only when
named in --strategies, and what each does.`, func(args []string) error { return e.strategies() })
	c.Args = cobra.NoArgs
	return c
}

func (e *env) strategies() error {
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintf(w, "strategy\tdifficulty\tlevel\truns\twhat it does\n")
	for _, t := range strategy.All() {
		when := "default"
		if !strategy.IsDefault(t.Name) {
			when = "on request"
		}
		rating := fmt.Sprintf("%.1f", t.Difficulty)
		if t.Max() > t.Difficulty {
			rating += fmt.Sprintf("-%.1f", t.Max())
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\t%s\n", t.Name, rating, t.Level(), when, t.Doc)
	}
	// The rules' own reasoning, which runs whatever the list, each step
	// at its difficulty in a rating, a hint or a path.
	var seen []*strategy.Technique
	for _, k := range constraint.All() {
		for _, t := range strategy.KindTechniques(k.Rule) {
			if slices.Contains(seen, t) {
				continue
			}
			seen = append(seen, t)
			fmt.Fprintf(w, "%s\t%.1f\t%s\t%s\t%s\n", t.Name, t.Difficulty, t.Level(), "rule "+k.Key, t.Doc)
		}
	}
	return w.Flush()
}
