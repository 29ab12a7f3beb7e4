package puzzle

import (
	"bytes"
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// HoleMark is the mark of a hole on a board line: a line with one mark for
// every cell of a board with holes, row by row, as BoardLine writes it.
//
// On any line '#' starts a comment, so a board line is told by its marks:
// counting each '#' as one mark, its first rows×cols marks put '#' on every
// hole and on no field, and after them the line holds only white space or
// a comment.
const HoleMark = "#"

// boardLine reads line, comment and all, as a board line; only for boards
// with holes. With ok, out holds the line's fields, holes dropped. Else,
// when the line has a board's count of marks and some of them are '#', miss
// is the first cell where a '#' is missing or stands on a field; else -1.
func (s *syntax) boardLine(line []byte, items []item) (out []item, ok bool, miss int) {
	text := line
	if s.notation == Tokens {
		text = cutWordComment(line)
	}
	items = s.scan(text, items)
	cells := len(s.hole)
	if len(items) < cells {
		return items, false, -1
	}
	if len(items) > cells {
		// Marks past the board must lie in a comment.
		end := int(items[cells-1].end)
		c := bytes.IndexByte(line[end:], '#')
		if c < 0 || int(items[cells].off) < end+c {
			return items, false, -1
		}
	}
	miss, holes := -1, false
	for i, it := range items[:cells] {
		holes = holes || it.v == isHole
		if miss < 0 && (it.v == isHole) != s.hole[i] {
			miss = i
		}
	}
	switch {
	case !holes:
		return items, false, -1
	case miss >= 0:
		return items, false, miss
	}
	out = items[:0]
	for i, it := range items[:cells] {
		if !s.hole[i] {
			out = append(out, it)
		}
	}
	return out, true, -1
}

// cutWordComment returns line up to the first '#' that is not a word of its
// own: in Tokens only a lone '#' is a hole mark, and any other starts a
// comment.
func cutWordComment(line []byte) []byte {
	for i, b := range line {
		if b != '#' {
			continue
		}
		before, _ := utf8.DecodeLastRune(line[:i])
		after, _ := utf8.DecodeRune(line[i+1:])
		if i > 0 && !unicode.IsSpace(before) || i+1 < len(line) && !unicode.IsSpace(after) {
			return line[:i]
		}
	}
	return line
}

// cellPos returns cell i of the board, counted row-major with the holes.
func (s *syntax) cellPos(i int) game.Pos {
	return game.Pos{Row: i / s.rules.Cols, Col: i % s.rules.Cols}
}

// holesHint is said of a line with a mark for every cell but no '#'.
func (s *syntax) holesHint() string {
	r := s.rules
	return fmt.Sprintf("a line of the whole %dx%d board writes each hole as '#', or write the %d fields only", r.Rows, r.Cols, r.NumFields())
}

// missHint is said of line number no, which has a mark for every cell,
// some of them '#', but misses at cell miss, whose mark is it.
func (s *syntax) missHint(line []byte, it item, miss, no int) string {
	r := s.rules
	but := fmt.Sprintf("%s is a field", s.cellPos(miss))
	if s.hole[miss] {
		but = fmt.Sprintf("hole %s holds %s", s.cellPos(miss), game.Excerpt(string(line[it.off:it.end])))
	}
	return fmt.Sprintf("'#' starts a comment on line %d: a line of the whole %dx%d board writes '#' at every hole and at no field, but %s", no, r.Rows, r.Cols, but)
}
