package pencil

import (
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// Cands returns the candidates of every field of b; a placed field's are
// its value.
func Cands(b *game.Board) []game.ValueSet {
	r := b.Rules()
	out := make([]game.ValueSet, r.NumFields())
	for f := range out {
		if v := b.Value(f); v != game.Empty {
			out[f] = game.Bit(v)
		} else {
			out[f] = b.Candidates(f)
		}
	}
	return out
}

// BoardGrid draws the candidates of board b with Grid, its placed values
// apart from fields of one candidate; for a terminal, the fields of extra
// groups shaded as puzzle.GridStyled shades them.
func BoardGrid(b *game.Board, terminal bool) string {
	r := b.Rules()
	var render func(f int, text string) string
	if terminal {
		shades := puzzle.Shades(r)
		render = func(f int, text string) string {
			if shades[f] == "" {
				return text
			}
			return shades[f] + text + puzzle.Reset
		}
	}
	return BoardGridRendered(b, render)
}

// BoardGridRendered draws the candidates of board b as BoardGrid does,
// with each field's padded text passed through render (nil: as it is),
// for a terminal's styles.
func BoardGridRendered(b *game.Board, render func(f int, text string) string) string {
	r := b.Rules()
	placed := make([]bool, r.NumFields())
	for f := range placed {
		placed[f] = b.Value(f) != game.Empty
	}
	return grid(r, Cands(b), placed, render)
}

// miniSide is the side of a mini-grid: Grid draws mini-grids for boards
// of miniSide² one-character values.
const miniSide = 3

// Grid draws the candidates of every field of a board of rules r (cands
// holds one set per field; placed marks the fields that hold a value):
// mini-grids for nine one-character values, Compact otherwise.
func Grid(r *game.Rules, cands []game.ValueSet, placed []bool) string {
	return grid(r, cands, placed, nil)
}

func grid(r *game.Rules, cands []game.ValueSet, placed []bool, style func(f int, text string) string) string {
	if r.NumValues() != miniSide*miniSide || !r.Values.SingleChar() {
		return compact(r, cands, style)
	}
	return puzzle.DrawStyled(r, 2*miniSide-1, miniSide, false, func(f, line int) string {
		var b strings.Builder
		for i := range miniSide {
			if i > 0 {
				b.WriteByte(' ')
			}
			v := line*miniSide + i
			switch {
			case placed[f]:
				if line == miniSide/2 && i == miniSide/2 {
					b.WriteString(r.Values.Name(cands[f].Lowest()))
				} else {
					b.WriteByte(' ')
				}
			case cands[f].Has(v):
				b.WriteString(r.Values.Name(v))
			default:
				b.WriteByte('.')
			}
		}
		return b.String()
	}, style)
}

// Compact draws each field's candidates as one word, in aligned columns
// with the borders of boxes and regions: the values run together when each
// is one character ("1479"), else they are joined by commas ("10,12").
// A field with no candidate shows '!'. It reads back with Parse.
func Compact(r *game.Rules, cands []game.ValueSet) string {
	return compact(r, cands, nil)
}

func compact(r *game.Rules, cands []game.ValueSet, style func(f int, text string) string) string {
	words := make([]string, len(cands))
	width := 1
	for f, c := range cands {
		words[f] = word(r, c)
		width = max(width, utf8.RuneCountInString(words[f]))
	}
	return puzzle.DrawStyled(r, width, 1, false, func(f, _ int) string { return words[f] }, style)
}

// word writes one field's candidates.
func word(r *game.Rules, c game.ValueSet) string {
	if c == 0 {
		return "!"
	}
	sep := ","
	if r.Values.SingleChar() {
		sep = ""
	}
	var parts []string
	for ; c != 0; c &= c - 1 {
		parts = append(parts, r.Values.Name(c.Lowest()))
	}
	return strings.Join(parts, sep)
}

// Line writes the candidate line of a board whose values are one character
// each: per field, one character per value in value order, the value when
// it is a candidate and '.' when not. It returns "" for other boards.
func Line(r *game.Rules, cands []game.ValueSet) string {
	if !r.Values.SingleChar() {
		return ""
	}
	var b strings.Builder
	b.Grow(len(cands) * r.NumValues())
	for _, c := range cands {
		for v := range r.NumValues() {
			if c.Has(v) {
				b.WriteString(r.Values.Name(v))
			} else {
				b.WriteByte('.')
			}
		}
	}
	return b.String()
}

// Seen returns cands with each field of several candidates left only the
// values that no field of one candidate among its peers holds: the
// candidates a player pencils in first.
func Seen(r *game.Rules, cands []game.ValueSet) []game.ValueSet {
	out := make([]game.ValueSet, len(cands))
	for f, c := range cands {
		out[f] = c
		if _, one := c.Single(); one {
			continue
		}
		for _, g := range r.Peers(f) {
			if _, one := cands[g].Single(); one {
				out[f] &^= cands[g]
			}
		}
	}
	return out
}
