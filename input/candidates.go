package input

import (
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
)

// Pencil-mark (Sukaku) puzzles: a line of fields × values characters,
// per field one character per value, the value where it is a candidate
// and '.' (or 0) where it is not, "1.3......" for a field of 1 or 3. Such
// a puzzle starts with those candidates: its rules are the spec's with
// each field's candidates as a rule of its own (constraint.NewAllowed),
// so that solve, rate, hint and the uniqueness checks read it as they
// read any puzzle.

// candidateHead reports whether head, the start of a text read by the
// rules r (all of it when complete), opens a file of candidate lines: its
// first line that is not a comment is whole in head, as long as fields ×
// values, and begins, for its first field, with each value or '.' in the
// values' order.
func candidateHead(r *game.Rules, head string, complete bool) bool {
	if !r.Values.SingleChar() {
		return false
	}
	lines := strings.Split(head, "\n")
	for i, line := range lines {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		nv := r.NumValues()
		for k, ch := range []rune(t)[:min(len([]rune(t)), nv)] {
			if ch != '.' && ch != '0' && string(ch) != r.Values.Name(k) {
				return false
			}
		}
		whole := complete || i < len(lines)-1 // the line ends within head
		return whole && len(strings.Join(strings.Fields(t), "")) == r.NumFields()*nv
	}
	return false
}

// candidatePuzzles reads the candidate lines of r from rd as puzzles with
// their candidates as rules, each error at its place.
func candidatePuzzles(r *game.Rules, name string, rd io.Reader) []queued {
	data, err := io.ReadAll(io.LimitReader(rd, pencil.MaxBytes+1))
	if err != nil {
		return []queued{{err: &game.Error{Pos: game.Position{File: name}, Msg: err.Error()}}}
	}
	ps, err := pencil.Parse(r, name, data)
	var out []queued
	if err != nil {
		out = append(out, queued{err: err})
	}
	for _, p := range ps {
		pz, err := FromCandidates(r, p.Cands, p.Given, p.Pos)
		out = append(out, queued{p: pz, err: err})
	}
	return out
}

// FromCandidates returns the pencil-mark puzzle whose fields start with
// cands, one set per field of rules r, read at pos: r's rules with each
// field that lacks a value as a rule that it holds one of its candidates
// (constraint.NewAllowed). given marks, when not nil, the fields that are
// givens; the other fields then have a rule only where their candidates
// are fewer than the givens leave them. Candidates reads them back.
func FromCandidates(r *game.Rules, cands []game.ValueSet, given []bool, pos game.Position) (*puzzle.Puzzle, error) {
	cs := append([]game.Constraint(nil), r.Constraints...)
	all := r.Values.All()
	givens := make([]int, len(cands))
	for f, c := range cands {
		givens[f] = game.Empty
		if v, one := c.Single(); one && given != nil && given[f] {
			givens[f] = v
		}
	}
	for f, c := range cands {
		if givens[f] != game.Empty {
			continue
		}
		if c == 0 {
			return nil, &game.Error{Pos: pos, Msg: r.FieldName(f) + " has no candidate: give each field at least one"}
		}
		left := all
		if given != nil {
			for _, g := range r.Peers(f) {
				if givens[g] != game.Empty {
					left &^= game.Bit(givens[g])
				}
			}
		}
		if c == left || c == all {
			continue
		}
		var words []string
		for _, v := range c.Values() {
			words = append(words, r.Values.Name(v))
		}
		cs = append(cs, constraint.NewAllowed([]game.Pos{r.Pos(f)}, words))
	}
	fields := make([]bool, r.Rows*r.Cols)
	for f := range r.NumFields() {
		pos := r.Pos(f)
		fields[pos.Row*r.Cols+pos.Col] = true
	}
	own, err := game.NewRules(r.Name, r.Rows, r.Cols, fields, r.Values, r.GroupSpecs(), cs...)
	if err != nil {
		return nil, &game.Error{Pos: pos, Msg: "the candidates do not make a puzzle: " + strings.ReplaceAll(err.Error(), "\n", "; ")}
	}
	if err := puzzle.CheckGivens(own, givens); err != nil {
		return nil, &game.Error{Pos: pos, Msg: err.Error()}
	}
	return &puzzle.Puzzle{Givens: givens, Pos: pos, Rules: own}, nil
}

// Candidates returns the candidates of the fields of a puzzle played by
// rules: its givens, and, where rules allow a field only some values
// (constraint.Allowed, as a pencil-mark puzzle's candidates are read),
// those; every value elsewhere. A rule of another kind is an error that
// names it: the candidates do not say it.
func Candidates(rules *game.Rules, givens []int) ([]game.ValueSet, error) {
	cands := make([]game.ValueSet, rules.NumFields())
	for f, v := range givens {
		cands[f] = rules.Values.All()
		if v != game.Empty {
			cands[f] = game.Bit(v)
		}
	}
	for _, c := range rules.Constraints {
		if c.Kind() != constraint.AllowedRule {
			kind := c.Kind().Name
			if items, err := constraint.Items([]game.Constraint{c}); err == nil && len(items) == 1 {
				kind = items[0].Key
			}
			return nil, fmt.Errorf("%s: candidates cannot say a %s rule", c.Name(), kind)
		}
		it := c.(constraint.Writable).Item()
		cells, _ := it.Arg("cells").([]game.Pos)
		words, _ := it.Arg("values").([]string)
		allowed := game.ValueSet(0)
		for _, w := range words {
			if v, ok := rules.Values.Index(w); ok {
				allowed |= game.Bit(v)
			}
		}
		for _, p := range cells {
			cands[rules.FieldAt(p)] &= allowed
		}
	}
	return cands, nil
}
