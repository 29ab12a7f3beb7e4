package specs

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// WithValues returns a copy of s whose values are written as text, for a
// command-line option --values: 16x16 (values 1-9A-G) with "1-16" has the
// values 1 to 16. The text has the syntax of values: in a spec (see the
// package doc) and must give as many values as s has; value i of s
// becomes value i of the text. The board and groups stay; the copy's Rules
// are new, with the new value names, and s is unchanged.
//
// The default puzzles are written again in the new values, each puzzle of
// their givens on a line of its own as puzzle.Line writes it. Their Pos
// still says where the givens stand in the spec file, though columns
// within the new text no longer match the file's. A default puzzle that the
// values of s cannot read is an error (a *game.Error at its place in the
// spec file, joined with errors.Join): fix it in the spec first.
//
// Errors about the text name it as "--values TEXT".
func (s *Spec) WithValues(text string) (*Spec, error) {
	r := s.Rules
	n := r.NumValues()
	flag := "--values " + quoteText(text)
	example := "1"
	if n > 1 {
		example = fmt.Sprintf("1-%d", n)
	}
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("%s: give %s's %d %s, e.g. %s", flag, game.QuoteText(game.Cut(s.Name)), n, plural(n, "value", "values"), example)
	}
	words, err := parseValueText(text)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	if len(words) != n {
		return nil, fmt.Errorf("%s: %d %s, but %s needs %d: give %d %s, e.g. %s", flag, len(words), plural(len(words), "value", "values"), game.QuoteText(game.Cut(s.Name)), n, n, plural(n, "value", "values"), example)
	}
	values, err := game.NewValues(words)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	rules, err := rewrite(r, values)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", flag, err)
	}
	out := *s
	out.Rules = rules
	out.Puzzles = nil
	var errs []error
	for _, p := range s.Puzzles {
		ps, err := puzzle.ParseString(r, p.Pos.File, p.Givens)
		if err != nil {
			errs = append(errs, givensErrors(p, flag, err)...)
			continue
		}
		lines := make([]string, len(ps))
		for i, pz := range ps {
			lines[i] = puzzle.Line(rules, pz.Givens)
		}
		p.Givens = strings.Join(lines, "\n") + "\n"
		if p.Rules != nil {
			if p.Rules, err = rewrite(p.Rules, values); err != nil {
				return nil, fmt.Errorf("%s: puzzle %s: %w", flag, game.Excerpt(p.Name), err)
			}
		}
		out.Puzzles = append(out.Puzzles, p)
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return &out, nil
}

// rewrite returns rules r with other values of the same number: its
// groups, and its constraints bound again to the new values (which may
// refuse them: a sum over words); the groups the constraints make come
// back with them.
func rewrite(r *game.Rules, values *game.Values) (*game.Rules, error) {
	fields := make([]bool, r.Rows*r.Cols)
	for f := range r.NumFields() {
		p := r.Pos(f)
		fields[p.Row*r.Cols+p.Col] = true
	}
	return game.NewRules(r.Name, r.Rows, r.Cols, fields, values, r.GroupSpecs(), r.Constraints...)
}

// givensErrors returns the errors of reading the givens of p, moved to
// the spec file and saying why they stop flag.
func givensErrors(p Puzzle, flag string, err error) []error {
	each := game.SplitErrors(err)
	out := make([]error, len(each))
	for i, e := range each {
		var perr *game.Error
		if !errors.As(e, &perr) {
			out[i] = fmt.Errorf("default puzzle %s at %s cannot be written in the values of %s: %w", game.Excerpt(p.Name), p.Pos, flag, e)
			continue
		}
		p.MoveError(perr)
		perr.Msg = fmt.Sprintf("default puzzle %s cannot be written in the values of %s: %s: fix it in the spec", game.Excerpt(p.Name), flag, perr.Msg)
		out[i] = perr
	}
	return out
}
