package specs

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"go.yaml.in/yaml/v3"
)

// A puzzle of a spec may hold a position in progress besides its givens,
// as a game's save and hint --apply write it:
//
//	puzzles:
//	  - name: saved game
//	    givens: "1..............."
//	    candidates: 1....2....3....4..34..3.12..12...2341.3412..123..2341.3412.412..
//	    placed: [r1c2, r1c3, r1c4]
//
// candidates are the pencil marks of every field, in a notation package
// pencil reads: a candidate line (per field, one character per value,
// the value or '.') for values of one character, or a grid of one word
// per field ("1479"; "10,12" for longer values) between any borders, as
// a block. placed names the fields the player filled since the givens.
//
// As with the givens, the candidates are kept as written, with where they
// start (Puzzle.CandidatesInFile), for a reader of positions to read by
// the puzzle's rules (package input) and to report its errors in the spec
// file (Puzzle.MoveCandidatesError); this package reads placed: each
// item a field of the board, named once, not a given's, with candidates
// to say its value.

// progressText is a puzzle's candidates and placed as written.
type progressText struct {
	candsAt  game.Position // where the text of candidates starts
	candsKey bool          // candidates are given, well or not
	placed   []placedCell
	placedAt game.Position // the placed key's value; zero when none
}

// placedCell is one item of placed and where it stands.
type placedCell struct {
	cell game.Pos
	at   game.Position
}

// progress reads the candidates and placed keys of a puzzle's mapping.
func (p *parser) progress(pz *Puzzle, k map[string]*yaml.Node) {
	if n, ok := k["candidates"]; ok {
		pz.progress.candsKey = true
		if n.Kind != yaml.ScalarNode || isNull(n) || strings.TrimSpace(n.Value) == "" {
			p.errNode(n, "candidates are the position's pencil marks as text, a candidate line or a grid of one word per field, not %s", kindName(n))
		} else {
			pz.Candidates, pz.progress.candsAt = n.Value, p.textStart(n)
		}
	}
	n, ok := k["placed"]
	if !ok || isNull(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		p.errNode(n, "placed is a list of the fields filled since the givens, such as [r1c2, r3c4], not %s", kindName(n))
		return
	}
	pz.progress.placedAt = p.f.pos(n)
	for _, it := range n.Content {
		it = deref(it)
		if c, ok := p.cell(it); ok {
			pz.progress.placed = append(pz.progress.placed, placedCell{cell: c, at: p.f.pos(it)})
		}
	}
	if len(n.Content) > 0 && !pz.progress.candsKey {
		p.errNode(n, "placed needs candidates: add candidates: with the position's pencil marks, where each placed field has its value alone")
	}
}

// textStart returns where the text of a scalar starts: its first
// character inside quotes, or the first line of a block.
func (p *parser) textStart(n *yaml.Node) game.Position {
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		return p.blockStart(n)
	case n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0:
		at := p.f.pos(n)
		at.Col++
		return at
	}
	return p.f.pos(n)
}

// placed reads the items of pz's placed by rules, the puzzle's own or the
// spec's, into pz.Placed, reporting each that is no field of the board,
// is named twice, or holds a given.
func (d *def) placed(pz *Puzzle, spec *game.Rules, errs *errorList) {
	t := pz.progress
	if len(t.placed) == 0 || pz.Candidates == "" {
		return
	}
	r := pz.Rules
	if r == nil {
		r = spec
	}
	var givens []int
	if ps, err := puzzle.ParseString(r, pz.file.name, pz.Givens); err == nil && len(ps) == 1 {
		givens = ps[0].Givens
	} // else the reader of the givens reports them
	placed := make([]bool, r.NumFields())
	before := errs.n
	for _, pc := range t.placed {
		f := r.FieldAt(pc.cell)
		switch {
		case f < 0:
			errs.add(pz.file.errAt(pc.at, "placed: %s is no field of the board: name the fields filled since the givens", pc.cell))
		case placed[f]:
			errs.add(pz.file.errAt(pc.at, "placed: %s is named twice: keep one", pc.cell))
		case givens != nil && givens[f] != game.Empty:
			errs.add(pz.file.errAt(pc.at, "placed: %s holds a given: name only the fields filled since the givens", pc.cell))
		default:
			placed[f] = true
		}
	}
	if errs.n == before {
		pz.Placed = placed
	}
}

// CandidatesInFile returns where a position within the candidates of p
// stands in its spec file, as InFile does for the givens: a reader of
// pencil marks reads them as a text of their own, from line 1, column 1.
// A position without a line is where the candidates start.
func (p *Puzzle) CandidatesInFile(pos game.Position) game.Position {
	at := p.progress.candsAt
	if pos.Line < 1 {
		return at
	}
	pos.File = at.File
	pos.Line += max(at.Line-1, 0)
	if pos.Col > 0 {
		pos.Col += max(at.Col-1, 0)
	}
	return pos
}

// MoveCandidatesError moves e, an error found in the candidates of p (a
// reader of pencil marks read them as a text of their own), to its place
// in the spec file, with the file's line as its Source, as MoveError does
// for the givens.
func (p *Puzzle) MoveCandidatesError(e *game.Error) {
	e.Pos = p.CandidatesInFile(e.Pos)
	e.Source = ""
	if p.file != nil {
		e.Source = p.file.shown(e.Pos)
	}
}

// writeProgress writes the candidates and placed of a puzzle of rules r
// and givens, in notations package pencil reads: for values of one
// character the candidate line (as pencil.Line writes it), else a grid
// of one word per field, values joined by commas, in aligned columns
// between the borders of boxes and regions (as pencil.Compact), as a
// block. Its error names a field the readers would refuse.
func writeProgress(sb *strings.Builder, r *game.Rules, givens []int, pr *puzzle.Progress) error {
	n := r.NumFields()
	if len(pr.Cands) != n || pr.Placed != nil && len(pr.Placed) != n || len(givens) != n {
		return fmt.Errorf("the position has %d candidate sets, %d placed marks and %d givens for %d fields", len(pr.Cands), len(pr.Placed), len(givens), n)
	}
	var placed []string
	for f, c := range pr.Cands {
		switch {
		case c == 0:
			return fmt.Errorf("%s has no candidate", r.FieldName(f))
		case c&^r.Values.All() != 0:
			return fmt.Errorf("%s has a candidate that is no value", r.FieldName(f))
		case givens[f] != game.Empty && c != game.Bit(givens[f]):
			return fmt.Errorf("%s holds the given %s, and has the candidates %s", r.FieldName(f), r.Values.Name(givens[f]), c.Format(r.Values))
		case pr.Placed == nil || !pr.Placed[f]:
		case givens[f] != game.Empty:
			return fmt.Errorf("%s is placed, and holds a given", r.FieldName(f))
		case c.Len() != 1:
			return fmt.Errorf("%s is placed, and has the candidates %s", r.FieldName(f), c.Format(r.Values))
		default:
			placed = append(placed, r.FieldName(f))
		}
	}
	if text, block := candidatesText(r, pr.Cands); !block {
		fmt.Fprintf(sb, "    candidates: %s\n", constraint.QuoteWord(text))
	} else {
		// A block whose lines stand two columns in from the key's, as |2
		// says, since a line of the grid may start with spaces.
		sb.WriteString("    candidates: |2\n")
		for _, l := range strings.Split(text, "\n") {
			sb.WriteString("      " + l + "\n")
		}
	}
	if len(placed) > 0 {
		fmt.Fprintf(sb, "    placed: [%s]\n", strings.Join(placed, ", "))
	}
	return nil
}

// candidatesText writes cands, one set per field of r, as writeProgress
// does; block says it is a grid of several lines, without the last
// line's end.
func candidatesText(r *game.Rules, cands []game.ValueSet) (text string, block bool) {
	var sb strings.Builder
	if r.Values.SingleChar() {
		for _, c := range cands {
			for v := range r.NumValues() {
				if c.Has(v) {
					sb.WriteString(r.Values.Name(v))
				} else {
					sb.WriteByte('.')
				}
			}
		}
		return sb.String(), false
	}
	words := make([]string, len(cands))
	width := 1
	for f, c := range cands {
		names := make([]string, 0, c.Len())
		for _, v := range c.Values() {
			names = append(names, r.Values.Name(v))
		}
		words[f] = strings.Join(names, ",")
		width = max(width, utf8.RuneCountInString(words[f]))
	}
	lines := strings.Split(strings.TrimRight(puzzle.Draw(r, width, 1, false, func(f, _ int) string { return words[f] }), "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRightFunc(l, unicode.IsSpace)
	}
	return strings.TrimRight(strings.Join(lines, "\n"), "\n"), true
}

// sameProgress reports whether the puzzle read back, got, holds the
// position in progress written, want: its candidates as written and the
// same fields placed (nil Placed is none).
func sameProgress(want *puzzle.Progress, r *game.Rules, got *Puzzle) bool {
	if want == nil {
		return got.Candidates == "" && got.Placed == nil
	}
	text, _ := candidatesText(r, want.Cands)
	if strings.TrimRight(got.Candidates, "\n") != text {
		return false
	}
	for f := range want.Cands {
		if (want.Placed != nil && want.Placed[f]) != (got.Placed != nil && got.Placed[f]) {
			return false
		}
	}
	return true
}
