package fpuzzles

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// f-puzzles draws lines, circles, rectangles, text and cages that no rule
// reads: a setter explains them in the rules text. They are read as the
// puzzle's Drawings, which the page draws and Write writes again, and
// never fail a puzzle: an entry that does not read is left out with a
// note.

// drawn is an entry of a drawing key, with the keys f-puzzles draws it by.
type drawn struct {
	Cells    []string        `json:"cells"`
	Lines    [][]string      `json:"lines"`
	Value    json.RawMessage `json:"value"`
	OutlineC string          `json:"outlineC"`
	BaseC    string          `json:"baseC"`
	FontC    string          `json:"fontC"`
	Width    float64         `json:"width"`
	Height   float64         `json:"height"`
	Size     float64         `json:"size"`
	Angle    json.RawMessage `json:"angle"`
}

// drawingShapes are the keys of drawings, each with its shape.
var drawingShapes = map[string]puzzle.DrawingShape{
	"line":      puzzle.DrawLine,
	"circle":    puzzle.DrawCircle,
	"rectangle": puzzle.DrawRectangle,
	"cage":      puzzle.DrawCage,
	"text":      puzzle.DrawText,
}

// readDrawings reads the drawings of key, one of drawingShapes' keys
// (text only when the rules text names no signs: readText reads it).
func readDrawings(b *builder, key string, raw json.RawMessage) {
	if isEmpty(raw) {
		return
	}
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		b.notes = append(b.notes, fmt.Sprintf("%s left out: a list of drawings, not %s", key, excerpt(raw)))
		return
	}
	for i, item := range list {
		b.readDrawing(fmt.Sprintf("%s[%d]", key, i), drawingShapes[key], item)
	}
}

// readDrawing reads the drawing item of shape at where into the puzzle's
// drawings, or notes why it is left out.
func (b *builder) readDrawing(where string, shape puzzle.DrawingShape, item json.RawMessage) {
	var e drawn
	if err := json.Unmarshal(item, &e); err != nil {
		b.notes = append(b.notes, fmt.Sprintf("%s left out: it does not read: %v", where, err))
		return
	}
	d := puzzle.Drawing{Shape: shape, Text: entry{Value: e.Value}.value(),
		Colour: colour(e.OutlineC), TextColour: colour(e.FontC), Fill: colour(e.BaseC),
		Width: e.Width, Height: e.Height, Size: e.Size}
	if a, ok := angleOf(e.Angle); ok {
		d.Angle = a
	}
	lists := [][]string{e.Cells}
	if shape == puzzle.DrawLine {
		lists = e.Lines
	}
	for _, list := range lists {
		cells, ok := b.drawnCells(list)
		if !ok {
			b.notes = append(b.notes, fmt.Sprintf("%s left out: its cells are not all on the board or beside it", where))
			continue
		}
		d.Cells = cells
		b.drawings = append(b.drawings, d)
	}
}

// drawnCells reads the cells of a drawing, which must be on the board
// or in the ring of cells just outside it (a caption's).
func (b *builder) drawnCells(list []string) ([]game.Pos, bool) {
	out := make([]game.Pos, 0, len(list))
	for _, s := range list {
		p, ok := parseCell(s)
		if !ok || p.Row < -1 || p.Col < -1 || p.Row > b.size || p.Col > b.size {
			return nil, false
		}
		out = append(out, p)
	}
	return out, len(out) > 0
}

// colour keeps a colour written #rgb, #rrggbb or #rrggbbaa, and drops
// anything else (f-puzzles writes nothing else): a drawing's colours go
// to a page, which should draw only colours.
func colour(s string) string {
	s = strings.TrimSpace(s)
	if len(s) != 4 && len(s) != 7 && len(s) != 9 || s[0] != '#' {
		return ""
	}
	if _, err := strconv.ParseUint(s[1:], 16, 64); err != nil {
		return ""
	}
	return strings.ToUpper(s)
}

// readSolution reads the solution given, the numbers of the grid row by
// row, to write it again; one that is not a number from 1 to the size for
// every cell is left out with a note.
func readSolution(b *builder, key string, raw json.RawMessage) {
	if isEmpty(raw) {
		return
	}
	var nums []json.Number
	bad := json.Unmarshal(raw, &nums) != nil || len(nums) != b.size*b.size
	sol := make([]int, len(nums))
	for i, n := range nums {
		v, err := strconv.Atoi(n.String())
		if err != nil || v < 1 || v > b.size {
			bad = true
			break
		}
		sol[i] = v - 1
	}
	if bad {
		b.notes = append(b.notes, fmt.Sprintf("%s left out: not a number from 1 to %d for each of the %d cells", key, b.size, b.size*b.size))
		return
	}
	b.solution = sol
}

// writeDrawings writes the puzzle's drawings under their keys, as
// readDrawing reads them.
func (w *writer) writeDrawings(d []puzzle.Drawing) {
	for _, x := range d {
		key := string(x.Shape)
		if _, ok := drawingShapes[key]; !ok {
			w.errs = append(w.errs, fmt.Errorf("a drawing of shape %s, which f-puzzles does not draw", game.QuoteText(key)))
			continue
		}
		e := map[string]any{}
		if x.Shape == puzzle.DrawLine {
			e["lines"] = [][]string{cellNames(x.Cells)}
		} else {
			e["cells"] = cellNames(x.Cells)
		}
		for k, v := range map[string]string{"value": x.Text, "outlineC": x.Colour, "fontC": x.TextColour, "baseC": x.Fill} {
			if v != "" {
				e[k] = v
			}
		}
		for k, v := range map[string]float64{"width": x.Width, "height": x.Height, "size": x.Size, "angle": x.Angle} {
			if v != 0 {
				e[k] = v
			}
		}
		w.add(key, e)
	}
}
