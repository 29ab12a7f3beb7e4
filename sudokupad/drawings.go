package sudokupad

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// readDrawings reads the drawings as rules, each by the convention that
// SudokuPad's f-puzzles converter draws it with (doc.go lists them), and
// reports or notes the drawings left.
func (b *builder) readDrawings(d *doc) {
	b.readDiagonals(d)
	b.readOutlines(d)
	b.readThermometers(d)
	b.readBetweenLines(d)
	b.readArrows(d)
	b.readLineArrows(d)
	b.readLittleKillers(d)
	b.readCages(d)
	b.readMarks(d)
	b.readClues(d)
	b.readCountingCircles(d)
	b.readParity(d)
	b.readMinMax(d)
	b.readPlainLines(d)
	b.readZipperDots(d)
	b.readGlobal(d)
	b.finishDots()
	b.unread(d)
}

func at(list string, i int) string { return fmt.Sprintf("%s[%d]", list, i) }

// free reports whether the drawing where is not read yet.
func (b *builder) free(where string) bool { return !b.used[where] }

// readDiagonals reads the blue lines from corner to corner: the cells of
// a diagonal differ.
func (b *builder) readDiagonals(d *doc) {
	n := float64(b.size)
	for i, l := range d.Lines {
		if colour(l.Color) != diagonal || len(l.Points) != 2 {
			continue
		}
		p, q := l.Points[0], l.Points[1]
		if p[0] > q[0] {
			p, q = q, p
		}
		if !near(p[0], 0) || !near(q[0], n) {
			continue
		}
		g := game.GroupSpec{Name: "diagonal", Kind: game.GroupDiagonal}
		switch {
		case near(p[1], 0) && near(q[1], n):
			for k := range b.size {
				g.Cells = append(g.Cells, game.Pos{Row: k, Col: k})
			}
		case near(p[1], n) && near(q[1], 0):
			g.Name = "anti-diagonal"
			for k := range b.size {
				g.Cells = append(g.Cells, game.Pos{Row: b.size - 1 - k, Col: k})
			}
		default:
			continue
		}
		b.used[at("lines", i)] = true
		b.groups = append(b.groups, g)
		b.diagonals++
	}
}

// readOutlines takes for decoration the lines that outline the regions
// read from hidden cages (regionCages): lines along the grid's lines,
// each step of one cell between two regions or along the board's edge.
func (b *builder) readOutlines(d *doc) {
	if b.regionOf == nil {
		return
	}
	region := func(r, c int) int {
		if p := (game.Pos{Row: r, Col: c}); b.onBoard(p) {
			return b.regionOf[p]
		}
		return -1
	}
	for i, l := range d.Lines {
		if len(l.Points) < 2 || !b.free(at("lines", i)) {
			continue
		}
		ok := true
		for k, p := range l.Points {
			if !isWhole(p[0]) || !isWhole(p[1]) {
				ok = false
				break
			}
			if k == 0 {
				continue
			}
			r0, c0 := int(math.Round(l.Points[k-1][0])), int(math.Round(l.Points[k-1][1]))
			r1, c1 := int(math.Round(p[0])), int(math.Round(p[1]))
			if r0 != r1 && c0 != c1 {
				ok = false
				break
			}
			for r0 != r1 || c0 != c1 {
				sr, sc := sign(r1-r0), sign(c1-c0)
				var a, bb int
				if sr != 0 { // a step down a vertical grid line, between columns c0-1 and c0
					r := min(r0, r0+sr)
					a, bb = region(r, c0-1), region(r, c0)
				} else {
					c := min(c0, c0+sc)
					a, bb = region(r0-1, c), region(r0, c)
				}
				if a == bb {
					ok = false
				}
				r0, c0 = r0+sr, c0+sc
			}
		}
		if ok {
			b.used[at("lines", i)] = true
		}
	}
}

// bulbs returns the round shapes, read or not (lines may share one),
// among the underlays and overlays, over the cell c, at least minSize
// wide, whose background (or, with border, border) is a colour of col.
func (b *builder) bulbs(d *doc, c game.Pos, col func(string) bool, border bool, minSize float64) []string {
	var out []string
	for where, s := range d.shapes("underlays", "overlays") {
		fill := s.Background
		if border {
			fill = s.Border
		}
		if s.Rounded && float64(s.Width) >= minSize && float64(s.Height) >= minSize && col(colour(fill)) && slices.Contains(b.cellsUnder(s), c) {
			out = append(out, where)
		}
	}
	return out
}

// readThermometers reads the thick light grey lines with a bulb of such
// a grey at an end: thermometers from the bulb (slow thermometers when
// the rules text names those). When the text names thermometers, a
// thick line of another colour with a bulb of its colour is one too, and
// a bulb may be smaller.
func (b *builder) readThermometers(d *doc) {
	key := "thermometer"
	if b.text.names["slowthermometer"] && !b.text.names["thermometer"] {
		key = "slowthermometer"
	}
	named := b.text.names["thermometer"] || b.text.names["slowthermometer"]
	for i, l := range d.Lines {
		where := at("lines", i)
		col, minSize := colour(l.Color), 0.75
		isBulb := isThermoGrey
		if !isThermoGrey(col) {
			if !named || hueFamily(col) == "" {
				continue
			}
			// A thermometer of another colour: its bulb is of its colour,
			// and the text names thermometers.
			isBulb = func(c string) bool { return c == col }
		}
		if named {
			minSize = 0.6
		}
		if float64(l.Thickness) < 8 || !b.free(where) {
			continue
		}
		cells, ok := b.path(l.Points)
		if !ok || len(cells) < 2 {
			continue
		}
		bulbs := b.bulbs(d, cells[0], isBulb, false, minSize)
		if len(bulbs) == 0 {
			if bulbs = b.bulbs(d, cells[len(cells)-1], isBulb, false, minSize); len(bulbs) == 0 {
				continue
			}
			slices.Reverse(cells)
		}
		b.used[where] = true
		for _, w := range bulbs {
			b.used[w] = true
		}
		b.read(key, where, map[string]any{"cells": cells})
	}
}

// readBetweenLines reads the thin grey lines with a circle at both ends.
func (b *builder) readBetweenLines(d *doc) {
	if b.text.names["lockout"] && !b.text.names["betweenline"] {
		return
	}
	for i, l := range d.Lines {
		where := at("lines", i)
		if colour(l.Color) != grey || float64(l.Thickness) > 4 || !b.free(where) {
			continue
		}
		cells, ok := b.path(l.Points)
		if !ok || len(cells) < 2 {
			continue
		}
		isGrey := func(c string) bool { return c == grey }
		b1, b2 := b.bulbs(d, cells[0], isGrey, true, 0.5), b.bulbs(d, cells[len(cells)-1], isGrey, true, 0.5)
		if len(b1) == 0 || len(b2) == 0 {
			continue
		}
		b.used[where] = true
		for _, w := range append(b1, b2...) {
			b.used[w] = true
		}
		b.read("betweenline", where, map[string]any{"cells": cells})
	}
}

// isLittleKiller reports whether an arrow is a little killer's: short,
// thin and black.
func isLittleKiller(a line) bool {
	if len(a.Points) != 2 || colour(a.Color) != black || float64(a.Thickness) > 3 {
		return false
	}
	p, q := a.Points[0], a.Points[1]
	return math.Hypot(q[0]-p[0], q[1]-p[1]) < 0.5
}

// readArrows reads the arrows that start in a bulb: a round overlay, a
// pill, or a thick line (an L-shaped bulb). The arrow's first point lies
// off the centre of a cell of the bulb, towards the next. When the rules
// text gives arrows another meaning than a sum (an average, a count), no
// arrow is read.
func (b *builder) readArrows(d *doc) {
	if b.text.arrowsOther() {
		return // left to unread, which quotes the text
	}
	for i, a := range d.Arrows {
		where := at("arrows", i)
		if isLittleKiller(a) || len(a.Points) < 2 {
			continue
		}
		shaft, ok := b.path(a.Points)
		if !ok {
			continue
		}
		circle, bulbs := b.arrowBulb(d, shaft[0])
		if circle == nil {
			continue
		}
		for len(shaft) > 0 && slices.Contains(circle, shaft[0]) {
			shaft = shaft[1:]
		}
		b.used[where] = true
		for _, w := range bulbs {
			b.used[w] = true
		}
		if len(shaft) == 0 {
			b.errorf(where, "the arrow has no cells beyond its bulb")
			continue
		}
		b.read("arrow", where, map[string]any{"circle": circle, "cells": shaft})
	}
}

// readLineArrows reads arrows drawn with plain lines, when the rules
// text speaks of arrows and gives them no other meaning than a sum: a
// thin line from the middle of a cell under a round bulb whose border is
// the line's colour, ending where a head is drawn, a short line of the
// same colour of three points whose middle is the shaft's end and whose
// ends lie behind it. A line without a head or without a bulb is left.
func (b *builder) readLineArrows(d *doc) {
	if b.text.sentence("arrow") == "" || b.text.arrowsOther() {
		return
	}
	for i, l := range d.Lines {
		where := at("lines", i)
		col := colour(l.Color)
		if !b.free(where) || len(l.Points) < 2 || float64(l.Thickness) > 6 || !isMid(l.Points[0][0]) || !isMid(l.Points[0][1]) {
			continue
		}
		shaft, ok := b.path(l.Points)
		if !ok {
			continue
		}
		circle, bulb := b.lineArrowBulb(d, shaft[0], col)
		head := b.arrowHead(d, l, col)
		if circle == nil || head == "" {
			continue
		}
		for len(shaft) > 0 && slices.Contains(circle, shaft[0]) {
			shaft = shaft[1:]
		}
		if len(shaft) == 0 {
			continue
		}
		b.used[where], b.used[bulb], b.used[head] = true, true, true
		b.read("arrow", where, map[string]any{"circle": circle, "cells": shaft})
	}
}

// lineArrowBulb returns the cells of a round shape over c, at least half
// a cell wide, whose border is col, and its name; nil when there is none.
func (b *builder) lineArrowBulb(d *doc, c game.Pos, col string) ([]game.Pos, string) {
	for where, s := range d.shapes("overlays", "underlays") {
		if s.Rounded && colour(s.Border) == col && float64(s.Width) >= 0.5 && float64(s.Height) >= 0.5 {
			if cells := b.cellsUnder(s); slices.Contains(cells, c) {
				return cells, where
			}
		}
	}
	return nil, ""
}

// arrowHead returns the name of a line not read that draws the head of
// the shaft l, of colour col: three points, the middle one at the
// shaft's end, the others within half a cell of it and behind it.
func (b *builder) arrowHead(d *doc, l line, col string) string {
	n := len(l.Points)
	tip, prev := l.Points[n-1], l.Points[n-2]
	dir := point{tip[0] - prev[0], tip[1] - prev[1]}
	for k, h := range d.Lines {
		w := at("lines", k)
		if !b.free(w) || len(h.Points) != 3 || colour(h.Color) != col || !near(h.Points[1][0], tip[0]) || !near(h.Points[1][1], tip[1]) {
			continue
		}
		behind := true
		for _, p := range []point{h.Points[0], h.Points[2]} {
			v := point{p[0] - tip[0], p[1] - tip[1]}
			if math.Hypot(v[0], v[1]) > 0.5 || v[0]*dir[0]+v[1]*dir[1] >= 0 {
				behind = false
			}
		}
		if behind {
			return w
		}
	}
	return ""
}

// arrowBulb returns the cells of the bulb over c, and the drawings it is
// made of, or nil.
func (b *builder) arrowBulb(d *doc, c game.Pos) ([]game.Pos, []string) {
	for j, s := range d.Overlays {
		if s.Rounded && isBulbGrey(colour(s.Border)) && float64(s.Width) >= 0.5 {
			if cells := b.cellsUnder(s); slices.Contains(cells, c) {
				return cells, []string{at("overlays", j)}
			}
		}
	}
	for j, l := range d.Lines {
		if colour(l.Color) != arrowGrey || float64(l.Thickness) < 20 {
			continue
		}
		cells, ok := b.path(l.Points)
		if !ok || !slices.Contains(cells, c) {
			continue
		}
		ws := []string{at("lines", j)}
		for k, w := range d.Lines { // the white inside of the bulb
			if colour(w.Color) == white && slices.Equal(w.Points, l.Points) {
				ws = append(ws, at("lines", k))
			}
		}
		return cells, ws
	}
	return nil, nil
}

// isThermoGrey reports whether col, written as colour writes it, is a
// grey a thermometer is drawn with: the converter's #cfcfcf, or #cccccc,
// SudokuPad's own thermometer tool's.
func isThermoGrey(col string) bool { return col == grey || col == "#cccccc" }

// isBulbGrey reports whether col, written as colour writes it, is a grey
// an arrow's bulb is drawn with: the converter's #a1a1a1, or the darker
// or lighter greys setters pick in SudokuPad (#555555, #aaaaaa), any
// neutral grey from #404040 to #b0b0b0.
func isBulbGrey(col string) bool {
	if len(col) != 7 || col[0] != '#' || col[1:3] != col[3:5] || col[1:3] != col[5:7] {
		return false
	}
	v, err := strconv.ParseUint(col[1:3], 16, 8)
	return err == nil && v >= 0x40 && v <= 0xb0
}

// littleDirs name the diagonals of little killers by their steps.
var littleDirs = map[[2]int]string{{-1, 1}: "UR", {-1, -1}: "UL", {1, 1}: "DR", {1, -1}: "DL"}

// readLittleKillers reads the short black arrows beside the board that
// point along a diagonal, each with its total written in its cell.
func (b *builder) readLittleKillers(d *doc) {
	for i, a := range d.Arrows {
		where := at("arrows", i)
		if !isLittleKiller(a) || !b.free(where) {
			continue
		}
		p, q := a.Points[0], a.Points[1]
		step := [2]int{signf(q[0] - p[0]), signf(q[1] - p[1])}
		dir, ok := littleDirs[step]
		if !ok {
			continue
		}
		clue := cellAt(point{p[0] - 0.3*float64(step[0]), p[1] - 0.3*float64(step[1])})
		if b.onBoard(clue) {
			continue
		}
		total, tw := b.textAt(d, clue)
		if total == "" || total == "_" {
			// Without a number, the arrow is a little killer's only
			// when the text speaks of them; it may mark a diagonal for
			// another rule ("every indicated diagonal has the same
			// product").
			if b.text.namesLittleKillers() {
				b.used[where] = true
				b.notes = append(b.notes, where+" left out: a little killer clue with no number says nothing")
			}
			continue
		}
		b.used[where] = true
		b.used[tw] = true
		b.read("littlekiller", where, map[string]any{"clue": clueName(clue), "direction": dir, "sum": total})
	}
}

// textAt returns the text of an overlay not read whose centre lies in the
// cell c, and its name.
func (b *builder) textAt(d *doc, c game.Pos) (string, string) {
	for j, s := range d.Overlays {
		if w := at("overlays", j); b.free(w) && strings.TrimSpace(string(s.Text)) != "" && cellAt(s.Center) == c {
			return strings.TrimSpace(string(s.Text)), w
		}
	}
	return "", ""
}

// indexerStyles are the cage styles of f-puzzles' indexers.
var indexerStyles = map[string]string{"fpRowIndexer": "rowindexer", "fpColumnIndexer": "columnindexer", "fpBoxIndexer": "boxindexer"}

// readCages reads the cages with cells: killer cages (unique), indexers
// (their style), and extra regions when the rules text names them. A
// hidden cage that is not unique marks the cells of no region.
func (b *builder) readCages(d *doc) {
	for i, c := range d.Cages {
		where := at("cages", i)
		if len(c.Cells) == 0 || !b.free(where) {
			continue
		}
		var cells []game.Pos
		for _, p := range c.Cells {
			cell, ok := b.cellOf(point{p[0] + 0.5, p[1] + 0.5})
			if !ok {
				b.errorf(where, "[%g, %g] is no cell of the %dx%d board", p[0], p[1], b.size, b.size)
				cells = nil
				break
			}
			cells = append(cells, cell)
		}
		if cells == nil {
			b.used[where] = true
			continue
		}
		unique := c.Unique != nil && *c.Unique
		sum := strings.TrimSpace(string(c.Sum))
		if sum == "" {
			sum = strings.TrimSpace(string(c.Value))
		}
		switch key := indexerStyles[c.Style]; {
		case c.Hidden && !unique:
			b.used[where] = true
		case key != "":
			b.used[where] = true
			b.read(key, where, map[string]any{"cells": cells})
		case unique:
			b.used[where] = true
			vals := map[string]any{"cells": cells}
			if sum != "" {
				vals["sum"] = sum
			}
			b.read("killer", where, vals)
		case b.text.names["extraregion"] && sum == "":
			b.used[where] = true
			if len(cells) > b.size {
				b.errorf(where, "%d cells cannot hold different values: there are %d", len(cells), b.size)
				continue
			}
			b.groups = append(b.groups, groups.List("extra region "+strconv.Itoa(i+1), cells))
		}
	}
}

// readMarks reads the marks on the grid's lines: kropki dots (small
// circles, black or white, on an edge), X and V (on an edge), and
// quadruples (a white circle with digits on a corner).
func (b *builder) readMarks(d *doc) {
	for j, s := range d.Overlays {
		where := at("overlays", j)
		if !b.free(where) {
			continue
		}
		txt := strings.TrimSpace(string(s.Text))
		r, c := s.Center[0], s.Center[1]
		switch {
		case isMid(r) && isWhole(c) || isWhole(r) && isMid(c):
			p, q := cellAt(point{r, c}), cellAt(point{r, c})
			if isWhole(c) {
				p.Col, q.Col = int(math.Round(c))-1, int(math.Round(c))
			} else {
				p.Row, q.Row = int(math.Round(r))-1, int(math.Round(r))
			}
			if !b.onBoard(p) || !b.onBoard(q) {
				continue
			}
			b.readEdge(where, s, txt, [2]game.Pos{p, q})
		case isWhole(r) && isWhole(c) && s.Rounded && float64(s.Width) >= 0.4 && txt != "":
			tl, ok := b.cellOf(point{r - 0.5, c - 0.5})
			br, ok2 := b.cellOf(point{r + 0.5, c + 0.5})
			if !ok || !ok2 {
				continue
			}
			cells := []game.Pos{tl, {Row: tl.Row, Col: br.Col}, {Row: br.Row, Col: tl.Col}, br}
			b.used[where] = true
			b.read("quadruple", where, map[string]any{"cells": cells, "values": strings.Fields(txt)})
		}
	}
}

// readEdge reads an overlay on the edge between the cells of p.
func (b *builder) readEdge(where string, s shape, txt string, p [2]game.Pos) {
	small := float64(s.Width) <= 0.45 && float64(s.Height) <= 0.45
	switch bg := colour(s.Background); {
	case b.isSign(s, txt):
		b.readSign(where, s, txt, p)
	case strings.EqualFold(txt, "x") || strings.EqualFold(txt, "v"):
		// The converter writes the letter alone; SudokuPad's own XV tool
		// writes it in a small white circle. No dot holds a letter.
		b.used[where] = true
		if b.read("xv", where, map[string]any{strings.ToLower(txt): [][]game.Pos{p[:]}}) {
			b.dots.Mark("xv", p, "")
		}
	case s.Rounded && small && (bg == black || bg == white):
		key, def := "difference", "1"
		if bg == black {
			key, def = "ratio", "2"
		}
		if txt == "" {
			txt = def
		}
		b.used[where] = true
		if b.read(key, where, map[string]any{"cells": p[:], "value": txt}) {
			b.dots.Mark(key, p, txt)
		}
	}
}

// readClues reads the numbers just outside the board: sandwich sums,
// X-sums or skyscrapers, by what the rules text names; with none named,
// a number as SudokuPad's converter writes a sandwich sum (on white, a
// large font) is one.
func (b *builder) readClues(d *doc) {
	for j, s := range d.Overlays {
		where := at("overlays", j)
		txt := strings.TrimSpace(string(s.Text))
		if !b.free(where) || txt == "" {
			continue
		}
		c := cellAt(s.Center)
		if b.onBoard(c) || c.Row < -1 || c.Col < -1 || c.Row > b.size || c.Col > b.size {
			continue
		}
		if _, err := strconv.Atoi(txt); err != nil {
			continue
		}
		key := b.text.clueKind()
		if key == "" && colour(s.Background) == white && float64(s.FontSize) >= 24 {
			key = "sandwich"
		}
		if key == "" {
			continue
		}
		b.used[where] = true
		arg := "sum"
		if key == "skyscraper" {
			arg = "seen"
		}
		b.read(key, where, map[string]any{"clue": clueName(c), arg: txt})
	}
}

// faint reports whether a shape without text or border is a translucent
// white, which shows nothing on the white board (Sudoku Maker draws
// "#fff3" over cells).
func faint(s shape) bool {
	bg := colour(s.Background)
	return strings.TrimSpace(string(s.Text)) == "" && s.Border == "" && bg != white && shown(bg) == white
}

// readCountingCircles reads, when the rules text names counting
// circles, the circles left in cells as one rule of counting circles:
// round shapes about a cell wide, without text, on the middle of a
// cell, all of one style (a circle of another style may mean another
// rule, and stays an error).
func (b *builder) readCountingCircles(d *doc) {
	if !b.text.names["countingcircles"] {
		return
	}
	var cells []game.Pos
	var wheres []string
	styles := map[string]bool{}
	for where, s := range d.shapes("underlays", "overlays") {
		w, h := float64(s.Width), float64(s.Height)
		c, ok := b.cellOf(s.Center)
		if !b.free(where) || !ok || !s.Rounded || strings.TrimSpace(string(s.Text)) != "" ||
			!isMid(s.Center[0]) || !isMid(s.Center[1]) || w < 0.6 || w > 0.95 || !near(w, h) {
			continue
		}
		styles[fmt.Sprintf("%s/%s/%g", colour(s.Background), colour(s.Border), w)] = true
		wheres = append(wheres, where)
		if !slices.Contains(cells, c) {
			cells = append(cells, c)
		}
	}
	if len(cells) == 0 || len(styles) != 1 {
		return
	}
	for _, w := range wheres {
		b.used[w] = true
	}
	b.read("countingcircles", wheres[0], map[string]any{"cells": cells})
}

// readParity reads the grey squares (even) and circles (odd) in cells,
// and takes the shapes that colour whole cells for decoration. A square
// or circle of a colour the rules text names with its shape and a
// parity ("The yellow circles contain odd digits", "Grey square must
// contain even digit") is read as the text says, its colour as shown
// on the white board (a translucent black is a grey).
func (b *builder) readParity(d *doc) {
	byText := b.text.parityShapes()
	var marked markedCells
	for where, s := range d.shapes("underlays", "overlays") {
		w, h := float64(s.Width), float64(s.Height)
		if !b.free(where) || strings.TrimSpace(string(s.Text)) != "" {
			continue
		}
		if w >= 0.9 && h >= 0.9 && !s.Rounded || faint(s) {
			b.used[where] = true // a cell's colour, or what shows nothing
			continue
		}
		c, ok := b.cellOf(s.Center)
		if !ok || !isMid(s.Center[0]) || !isMid(s.Center[1]) || w < 0.5 || w > 0.85 || !near(w, h) {
			continue
		}
		form := "square"
		if s.Rounded {
			form = "circle"
		}
		key, named := byText[hueFamily(shown(s.Background))+" "+form]
		switch {
		case named:
		case colour(s.Background) != grey || w > 0.8:
			continue
		case s.Rounded:
			key = "odd"
		default:
			key = "even"
		}
		b.used[where] = true
		marked.add(key, where, c)
	}
	marked.read(b, "even", "odd")
}

// markedCells gathers the cells of kinds read as one rule each over
// every cell so marked (even, odd, minimum, maximum), and where the
// first of each was drawn.
type markedCells struct {
	cells map[string][]game.Pos
	first map[string]string
}

// add marks cell c with kind key, drawn at where.
func (m *markedCells) add(key, where string, c game.Pos) {
	if m.cells == nil {
		m.cells, m.first = map[string][]game.Pos{}, map[string]string{}
	}
	if slices.Contains(m.cells[key], c) {
		return
	}
	m.cells[key] = append(m.cells[key], c)
	if m.first[key] == "" {
		m.first[key] = where
	}
}

// read reads the rule of each of keys over the cells marked so, in that
// order.
func (m *markedCells) read(b *builder, keys ...string) {
	for _, key := range keys {
		if len(m.cells[key]) > 0 {
			b.read(key, m.first[key], map[string]any{"cells": m.cells[key]})
		}
	}
}

// readPlainLines reads the lines left as the one kind of line the rules
// text names, when they are all of one style; or else, each as the kind
// the text names with its colour ("digits on a purple renban line").
func (b *builder) readPlainLines(d *doc) {
	// The kinds read from drawings of their own (a thermometer's bulb, a
	// between line's circles) are what the text names them for.
	drawn := map[string]bool{}
	for _, k := range []string{"thermometer", "slowthermometer", "betweenline"} {
		drawn[k] = b.readKinds[k]
	}
	// A line drawn twice, in two styles (an outline and its colour), is
	// one line: its twins are read with it.
	type plain struct {
		lines []int
		cells []game.Pos
	}
	var plains []plain
	styles := map[string]bool{}
	for i, l := range d.Lines {
		cells, ok := b.path(l.Points)
		if !b.free(at("lines", i)) || !ok {
			continue
		}
		k := slices.IndexFunc(plains, func(p plain) bool { return samePath(p.cells, cells) })
		if k >= 0 {
			plains[k].lines = append(plains[k].lines, i)
			continue
		}
		plains = append(plains, plain{[]int{i}, cells})
		styles[colour(l.Color)+"/"+strconv.FormatFloat(float64(l.Thickness), 'g', -1, 64)] = true
	}
	if key := b.text.lineKind(drawn); key != "" {
		if key == "thermometer" || key == "slowthermometer" || len(styles) != 1 {
			return
		}
		for _, p := range plains {
			b.readPlain(key, at("lines", p.lines[0]), p.cells, p.lines, b.text.sentence("whisper"))
		}
		return
	}
	byColour := b.text.colourKinds(drawn)
	for _, p := range plains {
		var kinds []lineByColour
		for _, i := range p.lines {
			if k, ok := byColour[hueFamily(colour(d.Lines[i].Color))]; ok && !slices.Contains(kinds, k) {
				kinds = append(kinds, k)
			}
		}
		if len(kinds) == 1 {
			b.readPlain(kinds[0].key, at("lines", p.lines[0]), p.cells, p.lines, kinds[0].sentence)
		}
	}
}

// readPlain reads a plain line of kind key through cells, drawn by the
// lines given, whose sentence of the rules text is sentence.
func (b *builder) readPlain(key, where string, cells []game.Pos, lines []int, sentence string) {
	// Every kind of plain line reads the same either way: read it from
	// the end that comes first in reading order.
	if last := cells[len(cells)-1]; last.Row < cells[0].Row || last.Row == cells[0].Row && last.Col < cells[0].Col {
		cells = slices.Clone(cells)
		slices.Reverse(cells)
	}
	for _, i := range lines {
		b.used[at("lines", i)] = true
	}
	if w, ok := loopWindow[key]; ok && hasRepeat(cells) {
		// A line that passes a cell again (a loop) says of each w cells
		// in a row along it what it says of a line: read it as the parts
		// that pass each cell once, each starting with the last w-1 cells
		// of the one before, so that every w cells in a row along the
		// line drawn lie in one part.
		parts, ok := windowParts(cells, w)
		if !ok {
			b.errorf(where, "the %s line %s turns back on itself within %d cells", key, cellList(cells), w)
			return
		}
		for _, part := range parts {
			b.readPlain(key, where, part, lines, sentence)
		}
		return
	}
	if key == "zipperline" && len(cells)%2 == 1 {
		if b.zipperMiddles == nil {
			b.zipperMiddles = map[game.Pos][]int{}
		}
		mid := cells[len(cells)/2]
		b.zipperMiddles[mid] = append(b.zipperMiddles[mid], lines...)
	}
	vals := map[string]any{"cells": cells}
	if key == "whispers" {
		vals["by"] = whisperGap(sentence)
		if b.text.names["dutch"] && !gapRE.MatchString(sentence) {
			vals["by"] = 4
		}
	}
	b.read(key, where, vals)
}

// readZipperDots takes the dots that mark the middle of a zipper line
// read ("the center, which is marked with a dot"): a small round shape
// of the line's colour, without text, on the middle cell of a line of
// an odd number of cells. It says what the line says; a dot elsewhere
// stays an error.
func (b *builder) readZipperDots(d *doc) {
	if len(b.zipperMiddles) == 0 {
		return
	}
	for where, s := range d.shapes("underlays", "overlays") {
		c, ok := b.cellOf(s.Center)
		if !b.free(where) || !ok || !s.Rounded || strings.TrimSpace(string(s.Text)) != "" ||
			!isMid(s.Center[0]) || !isMid(s.Center[1]) || float64(s.Width) > 0.5 || float64(s.Height) > 0.5 {
			continue
		}
		fam := hueFamily(shown(cmp.Or(s.Background, s.Border)))
		if slices.ContainsFunc(b.zipperMiddles[c], func(i int) bool { return hueFamily(shown(d.Lines[i].Color)) == fam }) {
			b.used[where] = true
		}
	}
}

// readGlobal reads the rules of the whole board that the rules text (or
// SudokuPad's metaData) states.
func (b *builder) readGlobal(d *doc) {
	for _, key := range []string{"antiknight", "antiking"} {
		if b.text.global[key] {
			b.read(key, "rules", map[string]any{})
		}
	}
	b.dots.Consecutive = b.text.global["nonconsecutive"]
	b.dots.Negative = b.text.allGiven()
	if b.text.global["disjoint"] {
		if h, w := groups.BoxShape(b.size); h > 0 {
			gs, err := groups.Disjoint(groups.Square(b.size), h, w)
			if err != nil {
				b.errorf("rules", "%v", err)
			}
			b.groups = append(b.groups, gs...)
		}
	}
	if b.text.global["diagonals"] && b.diagonals == 0 {
		main, anti := game.GroupSpec{Name: "diagonal", Kind: game.GroupDiagonal}, game.GroupSpec{Name: "anti-diagonal", Kind: game.GroupDiagonal}
		for k := range b.size {
			main.Cells = append(main.Cells, game.Pos{Row: k, Col: k})
			anti.Cells = append(anti.Cells, game.Pos{Row: b.size - 1 - k, Col: k})
		}
		b.groups = append(b.groups, main, anti)
	}
}

// unread reports, or with Options.Lenient notes, every drawing no rule
// read that is more than decoration: its kind, cells, style, and the
// sentence of the rules text that may say what it is.
func (b *builder) unread(d *doc) {
	report := func(where, what string, words ...string) {
		msg := "no rule reads this " + what
		if s := b.text.sentence(words...); s != "" {
			msg += "; the rules say: " + s
		}
		if b.opts.Lenient {
			b.notes = append(b.notes, where+" left out: "+msg)
			return
		}
		b.errorf(where, "%s", msg)
	}
	for i, l := range d.Lines {
		if w := at("lines", i); b.free(w) {
			report(w, fmt.Sprintf("line (%s, %s, width %g)", b.describeCells(l.Points), colourName(l.Color), float64(l.Thickness)), "line")
		}
	}
	for i, a := range d.Arrows {
		if w := at("arrows", i); b.free(w) {
			report(w, fmt.Sprintf("arrow (%s, %s, width %g)", b.describeCells(a.Points), colourName(a.Color), float64(a.Thickness)), "arrow")
		}
	}
	for w, s := range d.shapes("overlays", "underlays") {
		list, _, _ := strings.Cut(w, "[")
		txt := strings.TrimSpace(string(s.Text))
		c := cellAt(s.Center)
		if !b.free(w) || !b.onBoard(c) && txt != "" && list == "overlays" {
			continue // text beside the board: a title, a caption
		}
		what := "rectangle"
		if s.Rounded {
			what = "circle"
		}
		desc := fmt.Sprintf("%s %s (at %s, %s, %gx%g", strings.TrimSuffix(list, "s"), what, b.describeCells([]point{s.Center}), colourName(cmp.Or(s.Background, s.Border)), float64(s.Width), float64(s.Height))
		if txt != "" {
			desc += ", text " + game.Excerpt(txt)
		}
		words := []string{what, "dot", "shaded", "number", "clue"}
		if constraint.IsSign(txt) && b.text.sentence("sign", "inequalit") != "" {
			words = []string{"sign", "inequalit"}
		}
		report(w, desc+")", words...)
	}
	for i, c := range d.Cages {
		if w := at("cages", i); b.free(w) {
			var ps []point
			for _, p := range c.Cells {
				ps = append(ps, point{p[0] + 0.5, p[1] + 0.5})
			}
			desc := "cage (" + b.describeCells(ps)
			if v := strings.TrimSpace(string(c.Value)); v != "" {
				desc += ", value " + game.Excerpt(v)
			}
			report(w, desc+")", "cage")
		}
	}
}

// describeCells writes the cells of points, r1c1-r1c2, at most a few.
func (b *builder) describeCells(points []point) string {
	var parts []string
	for k, p := range points {
		if k == 6 {
			parts = append(parts, "...")
			break
		}
		if math.IsNaN(p[0]) || math.IsNaN(p[1]) || math.Abs(p[0]) > 1e6 || math.Abs(p[1]) > 1e6 {
			parts = append(parts, "?")
			continue
		}
		parts = append(parts, cellName(cellAt(p)))
	}
	if len(parts) == 0 {
		return "no cells"
	}
	return strings.Join(parts, "-")
}

// colourName writes a colour for a message.
func colourName(s string) string {
	if s == "" {
		return "no colour"
	}
	return game.Excerpt(colour(s))
}

// readMinMax reads the chevrons SudokuPad's converter draws in a cell of
// minimum or maximum: thin black lines of three points about a cell's
// side, their middle nearer the centre (pointing in: a minimum) or
// farther (a maximum), and the grey that shades the cell.
func (b *builder) readMinMax(d *doc) {
	var marked markedCells
	for i, l := range d.Lines {
		where := at("lines", i)
		if !b.free(where) || len(l.Points) != 3 || colour(l.Color) != black || float64(l.Thickness) > 1.5 {
			continue
		}
		c, ok := b.cellOf(l.Points[1])
		if !ok || cellAt(l.Points[0]) != c || cellAt(l.Points[2]) != c {
			continue
		}
		mid := point{float64(c.Row) + 0.5, float64(c.Col) + 0.5}
		dist := func(p point) float64 { return math.Hypot(p[0]-mid[0], p[1]-mid[1]) }
		key := "maximum"
		if dist(l.Points[1]) < dist(l.Points[0]) {
			key = "minimum"
		}
		b.used[where] = true
		marked.add(key, where, c)
	}
	marked.read(b, "minimum", "maximum")
}

// loopWindow are the kinds of plain line that say something of each few
// cells in a row along the line alone (their window: a pair, or three),
// so that a line passing a cell again means the same as its parts that
// do not. A renban, a region sum or a palindrome is said of the whole
// line, and a loop of them stays an error.
var loopWindow = map[string]int{"whispers": 2, "parityline": 2, "entropicline": 3, "modularline": 3}

// hasRepeat reports whether cells lists a cell twice.
func hasRepeat(cells []game.Pos) bool {
	for i, c := range cells {
		if slices.Contains(cells[:i], c) {
			return true
		}
	}
	return false
}

// windowParts cuts a line into parts that each pass a cell once: a part
// ends before a cell it holds already, and the next starts with its
// last w-1 cells, so that every w cells in a row along the line lie in
// one part. It reports false when w cells in a row repeat a cell.
func windowParts(cells []game.Pos, w int) ([][]game.Pos, bool) {
	var parts [][]game.Pos
	var part []game.Pos
	for _, c := range cells {
		if slices.Contains(part, c) {
			if len(part) < w-1 {
				return nil, false
			}
			keep := part[len(part)-(w-1):]
			if slices.Contains(keep, c) {
				return nil, false
			}
			parts = append(parts, part)
			part = slices.Clone(keep)
		}
		part = append(part, c)
	}
	return append(parts, part), true
}

// samePath reports whether two lines pass the same cells, either way.
func samePath(a, b []game.Pos) bool {
	if slices.Equal(a, b) {
		return true
	}
	r := slices.Clone(b)
	slices.Reverse(r)
	return slices.Equal(a, r)
}
