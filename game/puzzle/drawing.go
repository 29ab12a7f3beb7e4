package puzzle

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A Drawing is a mark of a puzzle's source that no rule reads, which a
// player may still need to read the puzzle: a line, a shape, text or a
// cage without a total that the setter drew and the rules text explains
// (an f-puzzles puzzle's lines, circles, rectangles, text and cages).
// Readers keep them so that the page draws them and a writer of a format
// that holds them writes them again; the rules never see them.
type Drawing struct {
	// Shape is what is drawn.
	Shape DrawingShape
	// Cells are a line's points in order, or the cells a shape, text or
	// cage covers: a shape and text stand at the centre of theirs.
	Cells []game.Pos
	// Text is what is written: the text drawn, a shape's or cage's label.
	Text string
	// Colour is the colour of a line or of a shape's or cage's outline,
	// TextColour that of its text, Fill that inside a shape: "#rgb",
	// "#rrggbb" or "#rrggbbaa", or "" for the format's own.
	Colour, TextColour, Fill string
	// Width is a line's width, or a shape's; Height a shape's; Size the
	// height of text: fractions of a cell's side, 0 for the format's own.
	Width, Height, Size float64
	// Angle turns text and shapes clockwise, in degrees.
	Angle float64
}

// A DrawingShape is the shape of a Drawing.
type DrawingShape string

// The shapes of drawings.
const (
	DrawLine      DrawingShape = "line"
	DrawCircle    DrawingShape = "circle"
	DrawRectangle DrawingShape = "rectangle"
	DrawText      DrawingShape = "text"
	DrawCage      DrawingShape = "cage"
)

// drawingShapes are the shapes in the order DrawingsNote names them.
var drawingShapes = []DrawingShape{DrawLine, DrawCircle, DrawRectangle, DrawText, DrawCage}

// plural names n drawings of shape s: "1 line", "3 circles", "2 texts".
func (s DrawingShape) plural(n int) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", s)
	}
	return fmt.Sprintf("%d %ss", n, s)
}

// DrawingsNote says what drawings d holds, by shape, for a note beside a
// puzzle ("drawn only, no rule reads them: 2 lines, 1 text"), or "" when
// it holds none.
func DrawingsNote(d []Drawing) string {
	if len(d) == 0 {
		return ""
	}
	count := map[DrawingShape]int{}
	for _, x := range d {
		count[x.Shape]++
	}
	var parts []string
	for _, s := range drawingShapes {
		if n := count[s]; n > 0 {
			parts = append(parts, s.plural(n))
		}
	}
	return "drawn only, no rule reads them: " + strings.Join(parts, ", ")
}

// AllNotes returns what a command says beside the puzzle of what its
// source held that the rules leave out: its Notes, then what it draws
// (DrawingsNote).
func (p *Puzzle) AllNotes() []string {
	if n := DrawingsNote(p.Drawings); n != "" {
		return append(p.Notes[:len(p.Notes):len(p.Notes)], n)
	}
	return p.Notes
}
