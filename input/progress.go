package input

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// progress reads the position in progress of spec puzzle p, of rules r
// and givens: its candidates, read by package pencil as a text of their
// own, and its placed fields. Every problem is a *game.Error at its place
// in the spec file (specs.Puzzle.MoveCandidatesError): candidates that do
// not read as one position, a field without a candidate, a given's field
// with other candidates than its value, a placed field of several.
func progress(p *specs.Puzzle, r *game.Rules, givens []int) (*puzzle.Progress, []*game.Error) {
	var errs []*game.Error
	add := func(e *game.Error) {
		p.MoveCandidatesError(e)
		e.Msg = "candidates: " + e.Msg
		errs = append(errs, e)
	}
	at := func(f int, format string, args ...any) {
		add(&game.Error{Pos: candidateAt(r, p.Candidates, f), Msg: fmt.Sprintf(format, args...)})
	}
	ps, err := pencil.Parse(r, p.Pos.File, []byte(p.Candidates))
	for _, e := range game.SplitErrors(err) {
		var ge *game.Error
		if !errors.As(e, &ge) {
			add(&game.Error{Msg: e.Error()})
			continue
		}
		ge = &game.Error{Pos: ge.Pos, Msg: ge.Msg}
		var ce *puzzle.CountError
		if errors.As(e, &ce) {
			ge.Msg += ": write one position, " + candidateForms(r)
		}
		add(ge)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	if len(ps) != 1 {
		add(&game.Error{Msg: fmt.Sprintf("they hold %d positions: write one, %s", len(ps), candidateForms(r))})
		return nil, errs
	}
	cands := ps[0].Cands
	for f, c := range cands {
		placed := p.Placed != nil && p.Placed[f]
		switch {
		case c == 0:
			at(f, "%s has no candidate: give each field at least one, a placed field its value", r.FieldName(f))
		case givens[f] != game.Empty && c != game.Bit(givens[f]):
			v := r.Values.Name(givens[f])
			at(f, "%s holds the given %s, so its candidates are %s alone, not %s", r.FieldName(f), v, v, c.Format(r.Values))
		case placed && c.Len() > 1:
			at(f, "%s is placed, and has the candidates %s: give it its value alone, or take it out of placed", r.FieldName(f), c.Format(r.Values))
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return &puzzle.Progress{Cands: cands, Placed: p.Placed}, nil
}

// candidateForms says how candidates are written for rules r.
func candidateForms(r *game.Rules) string {
	if r.Values.SingleChar() {
		return fmt.Sprintf("a candidate line of %d characters (per field, one character per value: the value or '.') or a grid of one word per field", r.NumFields()*r.NumValues())
	}
	return fmt.Sprintf("a grid of %d words, one per field, each its candidates joined by commas (10,12)", r.NumFields())
}

// candidateAt returns where the candidates of field f stand in text, the
// candidates of a position for rules r, counted from line 1, column 1 of
// the text: the field's first character in a candidate line, its word in
// a grid; or, in a form whose fields are not found one by one (a puzzle),
// line 1 without a column.
func candidateAt(r *game.Rules, text string, f int) game.Position {
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	if r.Values.SingleChar() {
		n := 0
		for _, l := range lines {
			n += len([]rune(strings.Join(strings.Fields(l), "")))
		}
		if n == r.NumFields()*r.NumValues() {
			k := 0
			for i, l := range lines {
				col := 0
				for _, ch := range l {
					col++
					if unicode.IsSpace(ch) {
						continue
					}
					if k == f*r.NumValues() {
						return game.Position{Line: i + 1, Col: col}
					}
					k++
				}
			}
		}
	}
	// A grid: the field's word among those of the lines that are not
	// borders, apart at white space and, when it is no value, '|'.
	_, barValue := r.Values.Index("|")
	k := 0
	for i, l := range lines {
		if strings.TrimSpace(l) == "" || pencil.IsBorderLine(l) && (!barValue || !strings.Contains(l, "|")) {
			continue
		}
		col, in := 0, false
		for _, ch := range l {
			col++
			if unicode.IsSpace(ch) || ch == '|' && !barValue {
				in = false
				continue
			}
			if !in {
				if k == f {
					return game.Position{Line: i + 1, Col: col}
				}
				k++
				in = true
			}
		}
	}
	return game.Position{Line: 1}
}
