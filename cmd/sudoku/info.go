package main

import (
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

func cmdSpecs(e *env, args []string) int {
	fs := flag.NewFlagSet("specs", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "Usage: sudoku specs\n\nLists the built-in specs; NxN gives an n-Sudoku of any size.")
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	for _, info := range specs.List() {
		fmt.Fprintf(w, "%s\t%s\n", info.Name, info.Description)
	}
	fmt.Fprintf(w, "NxN\tn-Sudoku of any size n, e.g. 10x10 (boxes as square as n allows; a prime n gives a Latin square)\n")
	w.Flush()
	return exitOK
}

func cmdSpec(e *env, args []string) int {
	fs := flag.NewFlagSet("spec", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "Usage: sudoku spec NAME|FILE\n\nPrints a spec as resolved (extends applied, every group with its fields)\nand checks it and its default puzzles; exits 2 on any problem.")
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return exitBad
	}
	sp, err := specs.Lookup(fs.Arg(0))
	if err != nil {
		e.report(err)
		return exitBad
	}
	fmt.Fprint(e.stdout, sp.Format())
	if _, err := input.Defaults(sp); err != nil {
		e.report(err)
		return exitBad
	}
	fmt.Fprintf(e.stderr, "%s: valid\n", sp.Name)
	return exitOK
}

func cmdShow(e *env, args []string) int {
	fs := flag.NewFlagSet("show", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	spec := fs.String("spec", "classic", "the variant: a built-in spec name, NxN, or a spec file")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, "Usage: sudoku show [--spec NAME|FILE] [FILE|-]...\n\nDraws each puzzle on its board (the spec's default puzzle when no file is given).\n\nFlags:\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	sp, err := specs.Lookup(*spec)
	if err != nil {
		e.report(err)
		return exitBad
	}
	src, err := input.Open(sp, fs.Args(), e.stdin)
	if err != nil {
		e.report(err)
		return exitBad
	}
	defer src.Close()
	code := exitOK
	for n := 1; ; n++ {
		p, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			e.report(err)
			code = exitBad
			continue
		}
		style := puzzle.Style{Terminal: isTerminal(e.stdout), Givens: p.Givens}
		fmt.Fprintf(e.stdout, "puzzle %d at %s\n%s\n", n, p.Pos, puzzle.GridStyled(sp.Rules, p.Givens, style))
	}
	return code
}

func cmdStrategies(e *env, args []string) int {
	fs := flag.NewFlagSet("strategies", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	fs.Usage = func() {
		fmt.Fprintln(e.stderr, "Usage: sudoku strategies\n\nLists the strategies, easiest first, with their difficulty on Sudoku\nExplainer's scale, their level, whether they run by default or only when\nnamed in --strategies, and what each does.")
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
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
	w.Flush()
	return exitOK
}
