package pencil

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// HoDoKu's library format: one position a line,
//
//	:0000:x:4.....8.5.3...+7......:123 456::
//
// fields between colons: a technique's code and the candidates it takes
// out (0000 and x for none), the 81 fields of a classic board (a given's
// digit, '+' and a digit for a value placed since, '.' or 0 for an empty
// field), the candidates taken out of the empty fields beyond what the
// values around them rule out (each "digit row column", separated by
// spaces), and the technique's own fields, left out here. A field with a
// value has that one candidate; an empty field the values no value among
// its peers holds, less its deleted candidates.

// LooksLibrary reports whether text, or its head, is in HoDoKu's library
// format: its first line that is neither blank nor a comment is.
func LooksLibrary(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			return isLibraryLine(l)
		}
	}
	return false
}

// isLibraryLine reports whether a line, white space aside, is in HoDoKu's
// library format: it starts with ':' and has at least four fields.
func isLibraryLine(line string) bool {
	t := strings.TrimSpace(line)
	return strings.HasPrefix(t, ":") && strings.Count(t, ":") >= 4
}

// classic9 reports whether r is a board of 81 fields with the values 1 to
// 9, which is what the library format writes.
func classic9(r *game.Rules) bool {
	if r.NumFields() != 81 || r.NumValues() != 9 {
		return false
	}
	for v := range 9 {
		if r.Values.Name(v) != string(rune('1'+v)) {
			return false
		}
	}
	return true
}

// libraryLines reads every line of HoDoKu's library format, one position
// each; ok is false when the first line that is not blank is none.
func (sx *syntax) libraryLines(file string, lines []string) (ps []*Position, ok bool, err error) {
	first := ""
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			first = l
			break
		}
	}
	if !isLibraryLine(first) {
		return nil, false, nil
	}
	r := sx.rules
	var errs game.ErrorList
	for i, line := range lines {
		if strings.TrimSpace(line) == "" {
			continue
		}
		at := func(col int, format string, args ...any) error {
			return &game.Error{Pos: game.Position{File: file, Line: i + 1, Col: col}, Source: line, Msg: fmt.Sprintf(format, args...)}
		}
		if !classic9(r) {
			return nil, true, at(1, "HoDoKu's library format writes classic 9x9 boards of 1 to 9, not a board of %d fields and %d values", r.NumFields(), r.NumValues())
		}
		p, err := libraryLine(r, line, at)
		if err != nil {
			errs.Add(err)
			continue
		}
		p.Pos = game.Position{File: file, Line: i + 1, Col: 1 + len(line) - len(strings.TrimLeft(line, " \t"))}
		ps = append(ps, p)
	}
	return ps, true, errs.Err(game.Position{File: file})
}

// libraryLine reads one line of the library format.
func libraryLine(r *game.Rules, line string, at func(col int, format string, args ...any) error) (*Position, error) {
	// The fields, each with the column it starts at.
	var fields []string
	var cols []int
	start := 0
	for i := 0; i <= len(line); i++ {
		if i == len(line) || line[i] == ':' {
			fields, cols = append(fields, line[start:i]), append(cols, start+1)
			start = i + 1
		}
	}
	lead := strings.TrimSpace(fields[0])
	if lead != "" || len(fields) < 5 {
		return nil, at(1, "a line of HoDoKu's library format starts with ':' and has at least four fields: :0000:x:GRID:DELETED:")
	}
	grid, gridCol := fields[3], cols[3]
	p := &Position{Cands: make([]game.ValueSet, 81), Given: make([]bool, 81)}
	all := r.Values.All()
	f := 0
	for i := 0; i < len(grid); i++ {
		c := grid[i]
		switch {
		case c == ' ' || c == '\t':
			continue
		case f >= 81:
			return nil, at(gridCol+i, "more than 81 fields: the grid of a library line has one per field")
		case c == '.' || c == '0':
			p.Cands[f] = all
		case c == '+' && i+1 < len(grid) && grid[i+1] >= '1' && grid[i+1] <= '9':
			i++
			p.Cands[f] = game.Bit(int(grid[i] - '1'))
		case c >= '1' && c <= '9':
			p.Cands[f] = game.Bit(int(c - '1'))
			p.Given[f] = true
		default:
			return nil, at(gridCol+i, "%q: a field is a digit, '+' and a digit (placed since), or '.' for an empty field", string(c))
		}
		f++
	}
	if f != 81 {
		return nil, at(gridCol, "%d fields: the grid of a library line has 81", f)
	}
	// An empty field's candidates: the values no value among its peers
	// holds, less those deleted.
	values := make([]game.ValueSet, 81) // per field, its value's bit, or none
	for f, c := range p.Cands {
		if c != all {
			values[f] = c
		}
	}
	for f := range p.Cands {
		if values[f] != 0 {
			continue
		}
		for _, g := range r.Peers(f) {
			p.Cands[f] &^= values[g]
		}
	}
	deleted, delCol := fields[4], cols[4]
	for i := 0; i < len(deleted); {
		if deleted[i] == ' ' || deleted[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(deleted) && deleted[j] != ' ' && deleted[j] != '\t' {
			j++
		}
		w := deleted[i:j]
		if len(w) != 3 || strings.ContainsFunc(w, func(c rune) bool { return c < '1' || c > '9' }) {
			return nil, at(delCol+i, "%s: a deleted candidate is its digit, row and column, such as 517", game.Excerpt(w))
		}
		v, row, col := int(w[0]-'1'), int(w[1]-'1'), int(w[2]-'1')
		g := r.FieldAt(game.Pos{Row: row, Col: col})
		switch {
		case values[g] != 0:
			return nil, at(delCol+i, "%s deletes %d from r%dc%d, which holds a value", w, v+1, row+1, col+1)
		case p.Cands[g] == game.Bit(v):
			// An empty field left with one candidate by its peers or
			// by deletions before: this one would leave it none.
			return nil, at(delCol+i, "%s deletes %d from r%dc%d, its last candidate: the field would have none", w, v+1, row+1, col+1)
		}
		p.Cands[g] &^= game.Bit(v)
		i = j
	}
	return p, nil
}

// Library writes a position of a classic board (the values 1 to 9 on 81
// fields) as a line of HoDoKu's library format with no technique:
// :0000:x:GRID:DELETED:: where a field of one candidate is a given and
// DELETED lists, per empty field, the values its candidates lack that no
// field of one candidate among its peers holds. givens marks, when not
// nil, the fields whose one candidate is a given; the others of one
// candidate are written as placed since, '+' and the digit.
func Library(r *game.Rules, cands []game.ValueSet, givens []bool) (string, error) {
	if !classic9(r) || len(cands) != 81 {
		return "", fmt.Errorf("HoDoKu's library format writes classic 9x9 boards of 1 to 9, not a board of %d fields and %d values", r.NumFields(), r.NumValues())
	}
	var sb strings.Builder
	sb.WriteString(":0000:x:")
	for f, c := range cands {
		v, one := c.Single()
		switch {
		case !one:
			sb.WriteByte('.')
		case givens != nil && !givens[f]:
			sb.WriteString("+" + r.Values.Name(v))
		default:
			sb.WriteString(r.Values.Name(v))
		}
	}
	sb.WriteByte(':')
	var deleted []string
	for f, c := range cands {
		if _, one := c.Single(); one {
			continue
		}
		seen := game.ValueSet(0)
		for _, g := range r.Peers(f) {
			if v, one := cands[g].Single(); one {
				seen |= game.Bit(v)
			}
		}
		p := r.Pos(f)
		for gone := r.Values.All() &^ c &^ seen; gone != 0; gone &= gone - 1 {
			deleted = append(deleted, fmt.Sprintf("%d%d%d", gone.Lowest()+1, p.Row+1, p.Col+1))
		}
	}
	sb.WriteString(strings.Join(deleted, " "))
	sb.WriteString("::")
	return sb.String(), nil
}
