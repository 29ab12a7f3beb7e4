package pencil

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// Position is a position in progress: the candidates of every field, a
// field with one candidate holding that value.
type Position struct {
	// Cands holds one set per field.
	Cands []game.ValueSet
	// Pos is where the position starts in its input.
	Pos game.Position
	// Given marks, when not nil, the fields whose one candidate is a
	// given of the puzzle rather than a value placed since or a
	// candidate left (HoDoKu's library lines tell them apart).
	Given []bool
	// Rules are the position's own rules, when its puzzle brought them
	// (its cages, an f-puzzles board); nil when it is of the rules it
	// was read by.
	Rules *game.Rules
	// at and source are, per field, where its candidates were read and
	// that line; nil when the position came from a puzzle's givens.
	at     []game.Position
	source []string
}

// FromGivens returns the position of a puzzle: the givens placed, every
// other field with every candidate.
func FromGivens(r *game.Rules, givens []int, pos game.Position) *Position {
	p := &Position{Cands: make([]game.ValueSet, len(givens)), Pos: pos}
	for f, v := range givens {
		if v == game.Empty {
			p.Cands[f] = r.Values.All()
		} else {
			p.Cands[f] = game.Bit(v)
		}
	}
	return p
}

// Givens returns the values of the fields with one candidate, game.Empty
// for the others.
func (p *Position) Givens() []int {
	out := make([]int, len(p.Cands))
	for f, c := range p.Cands {
		out[f] = game.Empty
		if v, ok := c.Single(); ok {
			out[f] = v
		}
	}
	return out
}

// fieldError is a problem with field f, at its place in the input when
// known.
func (p *Position) fieldError(r *game.Rules, f int, msg string) error {
	e := &game.Error{Pos: p.Pos, Msg: r.FieldName(f) + ": " + msg}
	if p.at != nil {
		e.Pos, e.Source = p.at[f], p.source[f]
	}
	return e
}

// Board returns a new board of r holding the position: the fields with one
// candidate placed, the others left with their candidates (less what the
// placed values already rule out). Its error, a *game.Error, names a field
// of no candidate, or two placed values that clash.
func (p *Position) Board(r *game.Rules) (*game.Board, error) {
	if len(p.Cands) != r.NumFields() {
		return nil, &game.Error{Pos: p.Pos, Msg: fmt.Sprintf("the position has %d fields, the board %d", len(p.Cands), r.NumFields())}
	}
	givens := p.Givens()
	if err := puzzle.CheckGivens(r, givens); err != nil {
		var clash *puzzle.ClashError
		if errors.As(err, &clash) {
			return nil, p.fieldError(r, clash.Second, clash.Error())
		}
		return nil, &game.Error{Pos: p.Pos, Msg: err.Error()}
	}
	for f, c := range p.Cands {
		if c == 0 {
			return nil, p.fieldError(r, f, "no candidate: every field needs at least one")
		}
	}
	b := game.NewBoard(r)
	if f := b.Load(givens); f >= 0 {
		return nil, p.fieldError(r, f, "its value clashes with another")
	}
	for f, c := range p.Cands {
		if b.Value(f) != game.Empty {
			continue
		}
		for gone := r.Values.All() &^ c; gone != 0; gone &= gone - 1 {
			if !b.Eliminate(f, gone.Lowest()) {
				return nil, p.fieldError(r, f, fmt.Sprintf("no candidate left: %s are all placed in its groups", c.Format(r.Values)))
			}
		}
	}
	return b, nil
}

// MaxBytes bounds the text Parse reads.
const MaxBytes = 1 << 20

// Parse reads every position of text (see the package doc for the forms)
// for a board of rules r; file names the input in error positions. It
// returns the good positions and every error, joined with errors.Join;
// errors.As finds a *game.Error in each.
func Parse(r *game.Rules, file string, text []byte) ([]*Position, error) {
	if len(text) > MaxBytes {
		return nil, &game.Error{Pos: game.Position{File: file}, Msg: fmt.Sprintf("more than %d bytes: not a position", MaxBytes)}
	}
	text = bytes.TrimPrefix(text, []byte("\ufeff"))
	lines := strings.Split(strings.ReplaceAll(string(text), "\r\n", "\n"), "\n")
	sx := newSyntax(r)
	for i := range lines {
		lines[i] = sx.stripComment(lines[i])
	}
	if ps, ok, err := sx.libraryLines(file, lines); ok {
		return ps, err
	}
	if ps, ok, err := sx.candidateLines(file, lines); ok {
		return ps, err
	}
	if ps, ok, err := sx.grids(file, lines); ok {
		return ps, err
	}
	puzzles, err := puzzle.ParseString(r, file, string(text))
	var out []*Position
	for _, pz := range puzzles {
		out = append(out, FromGivens(r, pz.Givens, pz.Pos))
	}
	return out, err
}

// LooksGridStart reports whether a text whose head is given starts as a
// pencil-mark grid for rules r: its first line that is neither blank, a
// comment nor a border has a word for each field of the board's first
// row, each of values (or an empty mark), and some word has several
// values. It needs only that line, as standard input shows it.
func LooksGridStart(r *game.Rules, head string) bool {
	if !r.Values.SingleChar() {
		return false
	}
	sx := newSyntax(r)
	for i, line := range strings.Split(head, "\n") {
		line = sx.stripComment(strings.TrimRight(line, "\r"))
		if strings.TrimSpace(line) == "" || IsBorderLine(line) {
			continue
		}
		toks := sx.tokens(line, i+1)
		row := 0
		for f := range r.NumFields() {
			if r.Pos(f).Row == r.Pos(0).Row {
				row++
			}
		}
		if len(toks) != row {
			return false
		}
		several := false
		for _, t := range toks {
			n := 0
			for _, ch := range t.text {
				if _, ok := r.Values.Index(string(ch)); !ok && !sx.empty[ch] {
					return false
				}
				n++
			}
			several = several || n > 1
		}
		return several
	}
	return false
}

// syntax is what the characters of an input mean for one set of rules.
type syntax struct {
	rules   *game.Rules
	empty   map[rune]bool // marks of a field with every candidate
	bar     bool          // '|' separates fields
	comment bool          // '#' starts a comment
}

func newSyntax(r *game.Rules) *syntax {
	sx := &syntax{rules: r, empty: map[rune]bool{}}
	for _, c := range ".*-_0" {
		if _, ok := r.Values.Index(string(c)); !ok {
			sx.empty[c] = true
		}
	}
	_, isValue := r.Values.Index("|")
	sx.bar = !isValue
	_, isValue = r.Values.Index("#")
	sx.comment = !isValue
	return sx
}

func (sx *syntax) stripComment(line string) string {
	if i := strings.IndexByte(line, '#'); sx.comment && i >= 0 {
		return line[:i]
	}
	return line
}

// candidateLines reads lines of fields×values characters, one position
// each; ok is false when the text is not in that form.
func (sx *syntax) candidateLines(file string, lines []string) (ps []*Position, ok bool, err error) {
	r := sx.rules
	if !r.Values.SingleChar() {
		return nil, false, nil
	}
	n, nv := r.NumFields(), r.NumValues()
	var errs game.ErrorList
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		runes := []rune(line)
		var chars []rune
		var cols []int
		for c, ch := range runes {
			if !unicode.IsSpace(ch) {
				chars, cols = append(chars, ch), append(cols, c+1)
			}
		}
		if len(chars) != n*nv {
			return nil, false, nil
		}
		p := &Position{Cands: make([]game.ValueSet, n), Pos: game.Position{File: file, Line: i + 1, Col: cols[0]}}
		for k, ch := range chars {
			f, v := k/nv, k%nv
			if ch == '.' || ch == '0' && sx.empty['0'] {
				continue
			}
			w, known := r.Values.Index(string(ch))
			if !known || w != v {
				errs.Add(&game.Error{Pos: game.Position{File: file, Line: i + 1, Col: cols[k]}, Source: line,
					Msg: fmt.Sprintf("%s: %q stands where value %s or '.' belongs (a candidate line has, per field, one character per value in order)", r.FieldName(f), string(ch), r.Values.Name(v))})
				p = nil
				break
			}
			p.Cands[f] |= game.Bit(v)
		}
		if p != nil {
			ps = append(ps, p)
		}
	}
	return ps, len(ps) > 0 || errs.Len() > 0, errs.Err(game.Position{File: file})
}

// token is one word of a pencil-mark grid and where it stands.
type token struct {
	text       string
	line, col  int
	sourceLine string
}

// IsBorderLine reports whether a line is only borders: border characters
// with a rule of at least three '-' or '=' (so that a row of empty fields,
// "... ... ...", is not taken for one).
func IsBorderLine(line string) bool {
	for _, c := range line {
		if !unicode.IsSpace(c) && !strings.ContainsRune("-+=.:'|*", c) {
			return false
		}
	}
	return strings.Contains(line, "---") || strings.Contains(line, "===")
}

// grids reads pencil-mark grids: blocks of lines (apart by blank lines, or
// the whole text) with one word per field. ok is false when the text is
// not in that form.
func (sx *syntax) grids(file string, lines []string) (ps []*Position, ok bool, err error) {
	r := sx.rules
	var all []token
	var blocks [][]token
	var cur []token
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			if len(cur) > 0 {
				blocks = append(blocks, cur)
				cur = nil
			}
			continue
		}
		if IsBorderLine(line) && (sx.bar || !strings.Contains(line, "|")) {
			continue
		}
		toks := sx.tokens(line, i+1)
		cur = append(cur, toks...)
		all = append(all, toks...)
	}
	if len(cur) > 0 {
		blocks = append(blocks, cur)
	}
	n := r.NumFields()
	for _, t := range all {
		if utf8.RuneCountInString(t.text) > r.NumValues() && r.Values.SingleChar() {
			return nil, false, nil // a puzzle line, not a field's candidates
		}
	}
	switch {
	case len(all) == n:
		blocks = [][]token{all}
	case len(blocks) > 0 && every(blocks, func(b []token) bool { return len(b) == n }):
	default:
		if len(all) > 0 && sx.looksPencil(all) {
			last := all[len(all)-1]
			return nil, true, &game.Error{Pos: game.Position{File: file, Line: last.line, Col: last.col}, Source: last.sourceLine,
				Msg: fmt.Sprintf("a pencil-mark grid needs one word of candidates per field, %d, and this one has %d", n, len(all))}
		}
		return nil, false, nil
	}
	var errs game.ErrorList
	for _, b := range blocks {
		p := &Position{Cands: make([]game.ValueSet, n), at: make([]game.Position, n), source: make([]string, n),
			Pos: game.Position{File: file, Line: b[0].line, Col: b[0].col}}
		bad := false
		for f, t := range b {
			p.at[f], p.source[f] = game.Position{File: file, Line: t.line, Col: t.col}, t.sourceLine
			c, err := sx.cands(file, f, t)
			if err != nil {
				errs.Add(err)
				bad = true
				continue
			}
			p.Cands[f] = c
		}
		if !bad {
			ps = append(ps, p)
		}
	}
	return ps, true, errs.Err(game.Position{File: file})
}

// looksPencil reports whether words are a pencil-mark grid gone wrong
// rather than a puzzle: some word holds several values.
func (sx *syntax) looksPencil(toks []token) bool {
	for _, t := range toks {
		if sx.rules.Values.SingleChar() && utf8.RuneCountInString(t.text) > 1 || strings.Contains(t.text, ",") {
			return true
		}
	}
	return false
}

func every[T any](xs []T, ok func(T) bool) bool {
	for _, x := range xs {
		if !ok(x) {
			return false
		}
	}
	return true
}

// tokens splits a line into words at white space and, when it is no
// value, '|'.
func (sx *syntax) tokens(line string, no int) []token {
	var out []token
	start, startCol, col := -1, 0, 0
	end := func(i int) {
		if start >= 0 {
			out = append(out, token{text: line[start:i], line: no, col: startCol, sourceLine: line})
			start = -1
		}
	}
	for i, ch := range line {
		col++
		if unicode.IsSpace(ch) || ch == '|' && sx.bar {
			end(i)
			continue
		}
		if start < 0 {
			start, startCol = i, col
		}
	}
	end(len(line))
	return out
}

// cands reads the candidates of field f from its word.
func (sx *syntax) cands(file string, f int, t token) (game.ValueSet, error) {
	r := sx.rules
	errAt := func(col int, msg string) error {
		return &game.Error{Pos: game.Position{File: file, Line: t.line, Col: col}, Source: t.sourceLine, Msg: r.FieldName(f) + ": " + msg}
	}
	if utf8.RuneCountInString(t.text) == 1 && sx.empty[[]rune(t.text)[0]] {
		return r.Values.All(), nil
	}
	var c game.ValueSet
	if r.Values.SingleChar() {
		col := t.col
		for _, ch := range t.text {
			v, ok := r.Values.Index(string(ch))
			if !ok {
				return 0, errAt(col, fmt.Sprintf("unknown value %q among its candidates: the values are %s", string(ch), strings.Join(r.Values.Names(), " ")))
			}
			c |= game.Bit(v)
			col++
		}
		return c, nil
	}
	col := t.col
	for _, w := range strings.Split(t.text, ",") {
		v, ok := r.Values.Index(w)
		if !ok {
			return 0, errAt(col, fmt.Sprintf("unknown value %s among its candidates (values longer than a character are joined by commas): the values are %s", game.Excerpt(w), strings.Join(r.Values.Names(), " ")))
		}
		c |= game.Bit(v)
		col += utf8.RuneCountInString(w) + 1
	}
	return c, nil
}
