package killertext

import (
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// A killer on one line of 81 characters, as the forum thread
// "Understandable snarfable killer cages" writes them: each cell, row by
// row, is the first cell of its cage, written as the cage's total (1-9,
// A-Z for 10 to 35, a-j for 36 to 45; 0 for a cage without one, as other
// readers take it), or a mark that points to a neighbour of its cage
// (snarfMarks), the marks leading from every cell of a cage to its
// first.

// snarfMarks are the marks of the one-line form, each with the neighbour
// it points to: left, right, up, down, and the four diagonals.
var snarfMarks = map[byte]game.Pos{
	'<': {Col: -1}, '>': {Col: 1}, '^': {Row: -1}, 'v': {Row: 1},
	'`': {Row: -1, Col: -1}, '\'': {Row: -1, Col: 1}, ',': {Row: 1, Col: -1}, '.': {Row: 1, Col: 1},
}

// snarfTotal returns the total a cage's first cell writes, and whether c
// writes one.
func snarfTotal(c byte) (int, bool) {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0'), true
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10, true
	case c >= 'a' && c <= 'j':
		return int(c-'a') + 36, true
	}
	return 0, false
}

// pointers are the marks but '.', which a line of givens holds too.
const pointers = "<>^v`',"

// LooksSnarf reports whether s, white space aside, is a killer on one
// line: 81 characters, each a total or a mark, and at least one mark but
// '.'.
func LooksSnarf(s string) bool {
	t := strings.TrimSpace(s)
	if len(t) != cells || !strings.ContainsAny(t, pointers) {
		return false
	}
	for i := range len(t) {
		if _, total := snarfTotal(t[i]); !total && snarfMarks[t[i]] == (game.Pos{}) {
			return false
		}
	}
	return true
}

// NearSnarf reports whether s, white space aside, has the shape of a
// killer on one line: 81 characters, at least 9 of them marks but '.'.
// A line that reads as no puzzle and has it was meant as one.
func NearSnarf(s string) bool {
	t := strings.TrimSpace(s)
	n := 0
	for _, c := range t {
		if strings.ContainsRune(pointers, c) {
			n++
		}
	}
	return len(t) == cells && n >= 9
}

// ReadSnarf reads the killer of one line in the form LooksSnarf knows, at
// line of file (for errors): a classic board whose rules hold its cages,
// with no givens. A mark that points off the board, or marks that lead
// round in a loop, are errors at their column.
func ReadSnarf(file string, line int, text string) (*puzzle.Puzzle, error) {
	at, lead, body, err := lineOf(file, line, text)
	if err != nil {
		return nil, err
	}
	if len(body) != cells {
		return nil, at(lead+1, "a killer on one line has 81 characters, one a cell, not %d", len(body))
	}
	// head[i] is the first cell of cell i's cage, once known; -1 before.
	head := make([]int, cells)
	for i := range head {
		head[i] = -1
	}
	var errs game.ErrorList
	for i := range cells {
		var path []int
		j := i
		for head[j] == -1 {
			if _, total := snarfTotal(body[j]); total {
				head[j] = j
				break
			}
			d, ok := snarfMarks[body[j]]
			if !ok {
				errs.Add(at(lead+1+j, "%q is neither a total (0-9, A-Z for 10-35, a-j for 36-45) nor a mark (< > ^ v ` ' , .)", body[j]))
				break
			}
			r, c := j/side+d.Row, j%side+d.Col
			if r < 0 || c < 0 || r >= side || c >= side {
				errs.Add(at(lead+1+j, "the mark %q of r%dc%d points off the board", body[j], j/side+1, j%side+1))
				break
			}
			path = append(path, j)
			if len(path) > cells {
				errs.Add(at(lead+1+i, "the marks from r%dc%d lead round in a loop, to no cage's total", i/side+1, i%side+1))
				break
			}
			j = r*side + c
		}
		if head[j] < 0 {
			// An error, here or before: the cells of the path belong
			// to no cage.
			for _, p := range append(path, j) {
				head[p] = -2
			}
			if errs.Full() {
				break
			}
			continue
		}
		for _, p := range path {
			head[p] = head[j]
		}
	}
	pos := game.Position{File: file, Line: line, Col: lead + 1}
	if errs.Len() > 0 {
		return nil, errs.Err(pos)
	}
	byHead := map[int]*cage{}
	var order []*cage
	for i, h := range head {
		k := byHead[h]
		if k == nil {
			total, _ := snarfTotal(body[h])
			k = &cage{name: "the cage at " + cellName(h), total: total, hasTotal: total > 0, line: line, col: lead + 1 + h}
			byHead[h] = k
			order = append(order, k)
		}
		k.cells = append(k.cells, game.Pos{Row: i / side, Col: i % side})
	}
	return build(pos, order, board{}, func(format string, args ...any) error {
		return at(lead+1, format, args...)
	})
}
