package specs

import (
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// InFile returns where a position within the givens of p stands in its spec
// file. A puzzle reader reads the givens as a text of their own, so its
// positions count from line 1, column 1 of that text; the givens start at
// p.Pos, and when they span several lines they are a literal block whose
// every line is indented as the first. A position without a column keeps
// none.
func (p *Puzzle) InFile(pos game.Position) game.Position {
	at := p.Pos
	pos.File = at.File
	pos.Line += max(at.Line-1, 0)
	if pos.Col > 0 {
		pos.Col += max(at.Col-1, 0)
	}
	return pos
}

// MoveError moves e, an error a puzzle reader found in the givens of p, to
// its place in the spec file (see InFile). Its Source becomes the file's
// line, as the spec was read (the file is not read again), and shown as
// for the spec's own errors; for a Puzzle made by hand, the line of the
// givens, indented as in the file.
//
// A puzzle reader that reaches the end of its text inside a puzzle says
// the puzzle is cut off at the end of the file; MoveError says "at the end
// of the givens" instead, since the givens end there, not the file.
func (p *Puzzle) MoveError(e *game.Error) {
	if rest, ok := strings.CutPrefix(e.Msg, "puzzle cut off at the end of the file"); ok {
		e.Msg = "puzzle cut off at the end of the givens" + rest
	}
	text := e.Source
	e.Pos = p.InFile(e.Pos)
	e.Source = ""
	if p.file != nil {
		e.Source = p.file.shown(e.Pos)
	} else if text != "" {
		e.Source = strings.Repeat(" ", max(p.Pos.Col-1, 0)) + text
	}
}
