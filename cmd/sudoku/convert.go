package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// convertFlags are the flags of 'sudoku convert'.
type convertFlags struct {
	specFlags
	lenientFlag
	to   string
	name string
}

// convertFormats are the formats convert writes, with what each is.
var convertFormats = []struct{ name, doc string }{
	{"yaml", "a spec file with the board, and each puzzle with its givens and rules"},
	{"fpuzzles", "f-puzzles JSON, one puzzle a line"},
	{"link", "an f-puzzles link, one a line"},
	{"sudokupad", "a SudokuPad link that carries the f-puzzles puzzle, one a line"},
	{"scl", "a SudokuPad link in its own format (SCL): every rule drawn and the rules written out, one a line"},
	{"iss", "the Interactive Sudoku Solver's constraint string, one a line"},
	{"isslink", "a link of the Interactive Sudoku Solver's page with the puzzle in it, one a line"},
	{"line", "the givens on one line (puzzles with no rules beyond the spec's groups)"},
	{"grid", "the givens as a grid (as line)"},
	{"simplesudoku", "SimpleSudoku's grid of givens, as its .ss files hold it (as line, 9x9)"},
	{"hodoku", "HoDoKu's library line, givens with the candidates deleted (classic 9x9, pencil-mark puzzles too)"},
	{"pm", "the pencil-mark grid of the candidates the puzzle starts with, as HoDoKu copies one (pencil-mark puzzles too)"},
}

func (e *env) convertCommand() *cobra.Command {
	f := &convertFlags{}
	var names []string
	for _, c := range convertFormats {
		names = append(names, fmt.Sprintf("%s (%s)", c.name, c.doc))
	}
	c := e.command("convert [flags] [FILE|-|PUZZLE]...", "write puzzles in another format: a spec file, f-puzzles JSON, a link", `Reads puzzles as solve does (files, - for standard input, puzzles or links
written out, or else every default puzzle of the spec) and writes them in
the format --to names. A rule the format cannot hold is an error that
names it: nothing is left out. What is written is read back and checked
against the puzzle before it is printed.

Examples:
  sudoku convert --to link killer.yaml
  sudoku convert --to yaml 'https://f-puzzles.com/?load=N4Ig...'
  sudoku generate --count 3 | sudoku convert --to sudokupad`, func(args []string) error { return f.run(e, args) })
	fs := c.Flags()
	f.specFlags.define(fs)
	f.lenientFlag.define(fs)
	fs.StringVar(&f.to, "to", "yaml", "the format: "+strings.Join(names, "; "))
	fs.StringVar(&f.name, "name", "", "with --to yaml, the spec's name (default: the first puzzle's title, or the spec's name)")
	return c
}

func (f *convertFlags) run(e *env, args []string) error {
	known := false
	for _, c := range convertFormats {
		known = known || c.name == f.to
	}
	if !known {
		var names []string
		for _, c := range convertFormats {
			names = append(names, c.name)
		}
		return fmt.Errorf("--to %q: the formats are %s", f.to, strings.Join(names, ", "))
	}
	sp, err := f.lookup(e)
	if err != nil {
		return err
	}
	puzzles, err := e.convertInput(sp, args, f.options())
	if err != nil {
		return err
	}
	bw := bufio.NewWriter(e.stdout)
	defer bw.Flush()
	// What the source held that no rule says and the format cannot
	// hold (f-puzzles' drawings, its solution, its editor's settings) is
	// not written: say so.
	drawings, solution := carries(f.to)
	for _, p := range puzzles {
		notes := p.Notes
		if n := puzzle.DrawingsNote(p.Drawings); n != "" && !drawings {
			notes = append(notes[:len(notes):len(notes)], n)
		}
		if p.Solution != nil && !solution {
			notes = append(notes[:len(notes):len(notes)], "the solution given")
		}
		for _, n := range notes {
			fmt.Fprintf(e.stderr, "%s: not converted: %s\n", p.Pos, game.QuoteText(n))
		}
	}
	if f.to == "yaml" {
		return f.writeYAML(bw, sp, puzzles)
	}
	var errs []error
	written := 0
	for _, p := range puzzles {
		text, err := convertOne(f.to, sp, p)
		if err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", p.Pos, err))
			continue
		}
		text = strings.TrimRight(text, "\n")
		if strings.Contains(text, "\n") && written > 0 {
			fmt.Fprintln(bw) // grids apart by a blank line, as readers take them
		}
		fmt.Fprintln(bw, text)
		written++
	}
	if len(errs) > 0 {
		return exitWith(exitBad, errors.Join(errs...))
	}
	return nil
}

// carries reports what format to writes of what a source keeps besides
// its rules: its drawings (f-puzzles' and SudokuPad's f-puzzles links),
// the solution it gives (those and SCL).
func carries(to string) (drawings, solution bool) {
	switch to {
	case "fpuzzles", "link", "sudokupad":
		return true, true
	case "scl":
		return false, true
	}
	return false, false
}

// convertInput reads the puzzles to convert: those of args (or piped),
// by opts, or else every default puzzle of the spec. A bad puzzle is an
// error.
func (e *env) convertInput(sp *specs.Spec, args []string, opts input.Options) ([]*puzzle.Puzzle, error) {
	if len(args) == 0 && e.piped {
		br := bufio.NewReader(e.stdin)
		if _, err := br.Peek(1); err != io.EOF {
			args = []string{"-"}
		}
		e.stdin = br
	}
	if len(args) == 0 {
		ps, err := input.Defaults(sp)
		if err == nil && len(ps) == 0 {
			err = fmt.Errorf("spec %s has no default puzzle: give a puzzle file, a puzzle, or - for standard input", game.QuoteText(sp.Name))
		}
		return ps, err
	}
	src, err := e.openWith(sp, args, opts)
	if err != nil {
		return nil, err
	}
	defer src.Close()
	var out []*puzzle.Puzzle
	var errs []error
	for {
		p, err := src.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			errs = append(errs, withValuesHint(sp.Rules, err))
			continue
		}
		out = append(out, p)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

// shareFormats are the formats of --format in generate and solve that
// write a puzzle for f-puzzles and SudokuPad, one a line.
var shareFormats = []string{"fpuzzles", "link", "sudokupad", "scl"}

// isShare reports whether format is one of shareFormats.
func isShare(format string) bool { return slices.Contains(shareFormats, format) }

// share writes a puzzle of rules, with its solution when not nil, in
// format, one of shareFormats.
func share(format string, p *puzzle.Puzzle, rules *game.Rules, solution []int) (string, error) {
	if format == "scl" {
		data, err := sudokupad.Write(p, rules, solution)
		if err != nil {
			return "", err
		}
		return sudokupad.Link(data), nil
	}
	data, err := fpuzzles.Write(p, rules, solution)
	if err != nil {
		return "", err
	}
	switch format {
	case "link":
		return fpuzzles.Link(fpuzzles.FPuzzlesPrefix, data), nil
	case "sudokupad":
		return fpuzzles.Link(fpuzzles.SudokuPadPrefix, data), nil
	}
	return string(data), nil
}

// canShare checks, before any work, that format (one of shareFormats)
// can hold puzzles of rules.
func canShare(format string, rules *game.Rules) error {
	_, err := share(format, &puzzle.Puzzle{Givens: game.EmptyGrid(rules.NumFields())}, rules, nil)
	return err
}

// convertOne writes one puzzle in a format of one line (or a grid).
func convertOne(to string, sp *specs.Spec, p *puzzle.Puzzle) (string, error) {
	rules := p.RulesOr(sp.Rules)
	switch to {
	case "hodoku", "pm":
		if to == "hodoku" {
			if err := classicBoard(rules, "HoDoKu's library format"); err != nil {
				return "", err
			}
		}
		cands, err := input.Candidates(rules, p.Givens)
		if err != nil {
			return "", fmt.Errorf("%w: convert it --to yaml or fpuzzles", err)
		}
		if to == "pm" {
			return pencil.Compact(rules, pencil.Seen(rules, cands)), nil
		}
		return pencil.Library(rules, cands, nil)
	case "iss", "isslink":
		text, err := iss.Write(p, rules)
		if err != nil || to == "iss" {
			return text, err
		}
		return iss.Link(text), nil
	case "line", "grid", "simplesudoku":
		if p.Rules != nil && len(p.Rules.Constraints) > len(sp.Rules.Constraints) {
			return "", fmt.Errorf("the puzzle has rules of its own (%s), which a line of givens cannot hold: convert it --to yaml or fpuzzles", p.Rules.Constraints[len(sp.Rules.Constraints)].Name())
		}
		switch to {
		case "grid":
			return puzzle.Grid(rules, p.Givens), nil
		case "simplesudoku":
			if err := classicBoard(rules, "SimpleSudoku's grid"); err != nil {
				return "", err
			}
			return puzzle.SimpleSudoku(rules, p.Givens)
		}
		return puzzle.BoardLine(rules, p.Givens), nil
	}
	return share(to, p, rules, nil)
}

// writeYAML writes every puzzle into one spec file.
func (f *convertFlags) writeYAML(w io.Writer, sp *specs.Spec, puzzles []*puzzle.Puzzle) error {
	name := f.name
	if name == "" && len(puzzles) > 0 {
		name = puzzles[0].Title
	}
	if name == "" && len(puzzles) > 0 && puzzles[0].Pos.File != "" && puzzles[0].Pos.File != "-" && !strings.HasPrefix(puzzles[0].Pos.File, "argument") {
		base := filepath.Base(puzzles[0].Pos.File)
		name = strings.TrimSuffix(base, filepath.Ext(base))
	}
	if name == "" {
		name = sp.Name
	}
	ps := make([]specs.WritePuzzle, len(puzzles))
	for i, p := range puzzles {
		ps[i] = specs.WritePuzzle{Name: p.Title, Rules: p.RulesOr(sp.Rules), Givens: p.Givens}
		if ps[i].Name == "" {
			ps[i].Name = fmt.Sprintf("puzzle %d", i+1)
		}
		if p.Author != "" {
			ps[i].Comments = append(ps[i].Comments, "by "+p.Author)
		}
		if p.Text != "" {
			ps[i].Comments = append(ps[i].Comments, p.Text)
		}
		if f := p.Pos.File; f != "" && f != "-" && !strings.HasPrefix(f, "argument") {
			ps[i].Comments = append(ps[i].Comments, "from "+p.Pos.String())
		}
	}
	out, err := specs.Write(name, ps)
	if err != nil {
		return exitWith(exitBad, err)
	}
	_, err = w.Write(out)
	return err
}

// classicBoard says why format, which holds classic puzzles, cannot hold
// one of rules, whose board or groups are other: a jigsaw's, an X's.
func classicBoard(rules *game.Rules, format string) error {
	classic, err := specs.Builtin("classic")
	if err != nil {
		return err
	}
	if err := constraint.SameBoard(classic.Rules, rules); err != nil {
		return fmt.Errorf("%s holds classic 9x9 puzzles, and this one's board differs from classic's (%v): convert it --to yaml or fpuzzles", format, err)
	}
	return nil
}
