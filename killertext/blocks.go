package killertext

import (
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// The forms of a killer that take several lines, as killer forums post
// them: a drawing of arrows and totals, and a cage map of letters
// followed by the cages' totals.

// A line of a block: its text and its number in the file.
type textLine struct {
	text string
	n    int
}

// arrowCells are the marks of a cell in the drawing of arrows: the
// neighbour of its cage that it points to.
var arrowCells = map[byte]game.Pos{'<': {Col: -1}, '>': {Col: 1}, '^': {Row: -1}, 'v': {Row: 1}, 'V': {Row: 1}}

// token is a cell of a line of the drawing: a total, or an arrow.
type token struct {
	total int // -1 for an arrow
	arrow byte
	col   int
}

// arrowTokens reads a line of the drawing: totals and arrows, with
// spaces and box borders ('|') between them, a total and an arrow maybe
// written together (<20); ok is false when the line holds anything else.
func arrowTokens(s string) (out []token, ok bool) {
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == ' ' || c == '\t' || c == '|' || c == '\r':
			i++
		case c >= '0' && c <= '9':
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' && j-i < 3 {
				j++
			}
			n, _ := strconv.Atoi(s[i:j])
			out = append(out, token{total: n, col: i + 1})
			i = j
		case arrowCells[c] != (game.Pos{}):
			out = append(out, token{total: -1, arrow: c, col: i + 1})
			i++
		default:
			return nil, false
		}
	}
	return out, true
}

// isRule reports whether a line only draws the border between boxes:
// -------+-------+------.
func isRule(s string) bool {
	t := strings.TrimSpace(s)
	return t != "" && strings.Trim(t, "-+=*|: ") == ""
}

// looksArrows reports whether s is a line of the drawing of arrows: nine
// cells, some of them arrows.
func looksArrows(s string) bool {
	ts, ok := arrowTokens(s)
	if !ok || len(ts) != side {
		return false
	}
	for _, t := range ts {
		if t.total < 0 {
			return true
		}
	}
	return false
}

// readArrows reads a killer drawn as totals and arrows, one line of the
// drawing a row of the board (lines of borders between boxes aside):
//
//	 v < 16| <20 7 | < 6 <
//	17 > > |22 ^ 26| < < ^
//
// A total stands in a cage's first cell; every other cell points with <,
// >, ^ or v to a neighbour of its cage, and the arrows lead to the total.
func readArrows(file string, lines []textLine) (*puzzle.Puzzle, error) {
	at := func(l textLine, col int, format string, args ...any) error {
		return errorAt(file, l.n, col, format, args...)
	}
	var grid [cells]token
	var where [cells]textLine
	row := 0
	var errs []error
	for _, l := range lines {
		if isRule(l.text) {
			continue
		}
		ts, ok := arrowTokens(l.text)
		switch {
		case !ok:
			col := strings.IndexFunc(l.text, func(r rune) bool { return !strings.ContainsRune(" \t|\r0123456789<>^vV", r) }) + 1
			return nil, at(l, col, "%q: a line of a killer drawn with arrows holds totals, the arrows < > ^ v, and | between boxes", string([]rune(l.text[col-1:])[0]))
		case row >= side:
			return nil, at(l, 1, "a tenth row: a killer drawn with arrows has nine")
		case len(ts) != side:
			errs = append(errs, at(l, 1, "%d cells: a row has nine, each a total or an arrow", len(ts)))
		}
		for c := 0; c < len(ts) && c < side; c++ {
			grid[row*side+c], where[row*side+c] = ts[c], l
		}
		row++
	}
	if row < side && len(errs) == 0 {
		errs = append(errs, at(lines[len(lines)-1], 1, "%d rows: a killer drawn with arrows has nine", row))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	// Each cell's cage: the total its arrows lead to.
	head := make([]int, cells)
	for i := range head {
		head[i] = -2 // not found yet
	}
	var find func(i int, seen int) int
	find = func(i int, seen int) int {
		switch {
		case head[i] != -2:
			return head[i]
		case grid[i].total >= 0:
			head[i] = i
			return i
		case seen > cells:
			return -1
		}
		d := arrowCells[grid[i].arrow]
		r, c := i/side+d.Row, i%side+d.Col
		if r < 0 || c < 0 || r >= side || c >= side {
			return -1
		}
		h := find(r*side+c, seen+1)
		head[i] = h
		return h
	}
	cages := map[int]*cage{}
	var order []*cage
	for i := range cells {
		h := find(i, 0)
		if h < 0 {
			t := grid[i]
			errs = append(errs, at(where[i], t.col, "the arrow of %s leads off the board or round in a circle, to no total", cellName(i)))
			continue
		}
		k, ok := cages[h]
		if !ok {
			k = &cage{name: "the cage of " + cellName(h), total: grid[h].total, hasTotal: true, line: where[h].n, col: grid[h].col}
			cages[h] = k
			order = append(order, k)
		}
		k.cells = append(k.cells, game.Pos{Row: i / side, Col: i % side})
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	first := lines[0]
	return build(game.Position{File: file, Line: first.n, Col: 1}, order, board{}, func(format string, args ...any) error {
		return at(first, 1, format, args...)
	})
}

// sumsLine matches the totals that follow a cage map: a20,b4,c11.
var sumsLine = regexp.MustCompile(`^\s*[A-Za-z]\s*\d{1,3}\s*(,\s*[A-Za-z]\s*\d{1,3}\s*)*,?\s*$`)

// sumItems calls each with the letter, total and column of each total
// of a line that sumsLine matches, one after another, so that a line of
// a million totals is read without a list of them.
func sumItems(s string, each func(letter byte, total, col int)) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			continue // spaces and commas
		}
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
			j++
		}
		k := j
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		n, _ := strconv.Atoi(s[j:k])
		each(c, n, i+1)
		i = k - 1
	}
}

// mapRow returns the marks of a row of a cage map, or of a row of
// givens, spaces and box borders left out, and the column of each.
func mapRow(s string) (string, []int) {
	var sb strings.Builder
	var cols []int
	for i := range len(s) {
		if c := s[i]; c != ' ' && c != '\t' && c != '|' && c != '\r' {
			sb.WriteByte(c)
			cols = append(cols, i+1)
		}
	}
	return sb.String(), cols
}

// isLetters reports whether s is nine letters.
func isLetters(s string) bool {
	if len(s) != side {
		return false
	}
	for i := range len(s) {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// readCageMap reads a killer written as a cage map followed by the
// cages' totals, maybe after its givens and a line "Killer":
//
//	.........     (nine rows of givens, . for none: may be left out)
//	abcdddeff     (nine rows of the map: a letter per cell, one per cage)
//	...
//	a20,b4,c11,...
//
// A cage of a letter with no total has none.
func readCageMap(file string, lines []textLine) (*puzzle.Puzzle, error) {
	at := func(l textLine, col int, format string, args ...any) error {
		return errorAt(file, l.n, col, format, args...)
	}
	if strings.EqualFold(strings.TrimSpace(lines[0].text), "killer") {
		lines = lines[1:]
	}
	var rows, sums []textLine
	for _, l := range lines {
		switch {
		case isRule(l.text):
		case sumsLine.MatchString(l.text):
			sums = append(sums, l)
		case len(sums) > 0:
			return nil, at(l, 1, "after the totals of the cages, nothing more: this line is no total (write them as a20,b4)")
		default:
			rows = append(rows, l)
		}
	}
	var b board
	switch len(rows) {
	case 2 * side:
		b.givens = make([]int, cells)
		var errs []error
		for r, l := range rows[:side] {
			row, cols := mapRow(l.text)
			if len(row) != side {
				errs = append(errs, at(l, 1, "%d cells: a row of givens has nine, each 1 to 9, or . or 0 for none", len(row)))
				continue
			}
			for c := range side {
				switch ch := row[c]; {
				case ch == '.' || ch == '0':
					b.givens[r*side+c] = game.Empty
				case ch >= '1' && ch <= '9':
					b.givens[r*side+c] = int(ch - '1')
				default:
					errs = append(errs, at(l, cols[c], "%q: a given is 1 to 9, or . or 0 for none", string(ch)))
				}
			}
		}
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		rows = rows[side:]
	case side:
	default:
		return nil, at(lines[0], 1, "%d rows before the totals: a cage map has nine, after nine rows of givens or none", len(rows))
	}
	cages := map[byte]*cage{}
	var order []*cage
	var errs game.ErrorList // a line of totals may hold a million
	for r, l := range rows {
		row, _ := mapRow(l.text)
		if !isLetters(row) {
			errs.Add(at(l, 1, "a row of a cage map is nine letters, one per cage, not %s", game.Excerpt(row)))
			continue
		}
		for c := range side {
			k, ok := cages[row[c]]
			if !ok {
				k = &cage{name: "cage " + string(row[c])}
				cages[row[c]] = k
				order = append(order, k)
			}
			k.cells = append(k.cells, game.Pos{Row: r, Col: c})
		}
	}
	for _, l := range sums {
		sumItems(l.text, func(letter byte, n, col int) {
			k, ok := cages[letter]
			switch {
			case (!ok || k.hasTotal) && errs.Full():
				errs.Skip() // counted, its message not written
			case !ok:
				errs.Add(at(l, col, "a total for cage %c, which the map does not draw", letter))
			case k.hasTotal:
				errs.Add(at(l, col, "a second total for cage %c: give each cage one", letter))
			default:
				k.total, k.hasTotal, k.line, k.col = n, true, l.n, col
			}
		})
	}
	for _, k := range order {
		if !k.hasTotal && len(sums) > 0 {
			last := sums[len(sums)-1]
			errs.Add(at(last, len(strings.TrimRight(last.text, " \t\r"))+1, "%s (from %s) has no total: give it one among the totals, as %s20", k.name, k.cells[0], strings.TrimPrefix(k.name, "cage ")))
		}
	}
	if errs.Len() > 0 {
		at := lines[0]
		if len(sums) > 0 {
			at = sums[0]
		}
		return nil, errs.Err(game.Position{File: file, Line: at.n, Col: 1})
	}
	first := lines[0]
	return build(game.Position{File: file, Line: first.n, Col: 1}, order, b, func(format string, args ...any) error {
		return at(first, 1, format, args...)
	})
}

// letterish reports whether line s is mostly letters, as a row of a
// cage map with a mistake would be.
func letterish(s string) bool {
	row, _ := mapRow(s)
	if len(row) < side-2 || len(row) > side+2 {
		return false
	}
	n := 0
	for i := range len(row) {
		if c := row[i]; c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
			n++
		}
	}
	return n >= len(row)-2
}

// isLettersRow reports whether line s is a row of a cage map.
func isLettersRow(s string) bool {
	row, _ := mapRow(s)
	return isLetters(row)
}

// LooksText reports whether a text that starts with head (its first few
// kilobytes, or all of it) holds killers in a form of this package, after
// any comment lines: a line form (Looks), a drawing of arrows, or a cage
// map followed by totals (or after the line "Killer": from the first line
// alone, what a program reading standard input sees before it decides).
func LooksText(head string) bool {
	lines := strings.Split(head, "\n")
	first := -1
	for i, l := range lines {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	l := lines[first]
	if Looks(l) || looksArrows(l) || strings.EqualFold(strings.TrimSpace(l), "killer") {
		return true
	}
	// A cage map: rows of letters, then a line of totals; a few rows
	// are enough, so that a map with a mistake gets its errors here.
	rows := 0
	for _, l := range lines[first:] {
		switch {
		case isLettersRow(l) || letterish(l):
			rows++
		case sumsLine.MatchString(l) && strings.Contains(l, ",") && rows >= 5:
			return true
		}
	}
	return false
}

// ReadText reads the killers of a text in the forms of this package,
// named file: a line form (Read, ReadSumoCue) one a line, and the forms
// of several lines (a drawing of arrows, a cage map with its totals),
// each a block of lines with a blank line after it. Lines that start with
// '#' are comments. Each puzzle, or the errors of a bad one, is returned
// in the order of the text.
func ReadText(file, text string) ([]*puzzle.Puzzle, []error) {
	var ps []*puzzle.Puzzle
	var errs []error
	var block []textLine
	flush := func() {
		if len(block) == 0 {
			return
		}
		var p *puzzle.Puzzle
		var err error
		if looksArrows(block[0].text) || isRule(block[0].text) {
			p, err = readArrows(file, block)
		} else {
			p, err = readCageMap(file, block)
		}
		if err != nil {
			errs = append(errs, err)
		} else {
			ps = append(ps, p)
		}
		block = nil
	}
	for i, l := range strings.Split(text, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "#"):
		case t == "":
			flush()
		case Looks(l):
			flush()
			p, err := ReadLine(file, i+1, l)
			if err != nil {
				errs = append(errs, err)
			} else {
				ps = append(ps, p)
			}
		default:
			block = append(block, textLine{l, i + 1})
		}
	}
	flush()
	return ps, errs
}
