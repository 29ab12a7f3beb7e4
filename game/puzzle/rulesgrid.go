package puzzle

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// RulesGrid draws a puzzle of rules with constraints on a grid of text,
// as a printed puzzle shows it, and lists what the grid cannot show. The
// lines are box-drawing characters: heavy where two fields lie in
// different boxes or regions and round the board, light where one lies
// in an area a constraint outlines (a killer cage, ShapeRegion) and the
// other does not, or in another area, and none between two fields of
// one area or of none. An area's label (a cage's total) stands in the
// top left of its first field, on a line of its own above the values. A
// constraint marked on the edge between two fields (ShapeEdge: a kropki
// dot, an X or V) stands on the line between them, or at the corner two
// fields that touch there share, as its one-character label, or 'o'. A
// clue outside the board (ShapeOutside: a little killer, a sandwich, an
// X-sum, a skyscraper) stands where it is, round the grid: above or
// below its column, beside its row's values, at a corner; a clue along
// a diagonal with an arrow that points along it. Every other constraint
// (lines, marks in cells, rules of the whole board), and an area that
// overlaps one drawn before it, is listed below the grid by name. It panics if grid does not have
// one entry per field.
func RulesGrid(rules *game.Rules, grid []int) string {
	return RulesGridStyled(rules, grid, nil)
}

// GivensBold returns a render for RulesGridStyled that draws the givens
// (a value or game.Empty per field) bold on a terminal, as GridStyled
// does, and the other fields as they are.
func GivensBold(givens []int) func(f int, text string) string {
	return func(f int, text string) string {
		if f < len(givens) && givens[f] != game.Empty {
			return escBold + text + escReset
		}
		return text
	}
}

// RulesGridStyled is RulesGrid with each field's value line (its value
// centred in the field's width, padding included) wrapped in what render
// returns for it, such as a terminal's colours, as DrawStyled does; nil
// render leaves it as it is.
func RulesGridStyled(rules *game.Rules, grid []int, render func(f int, text string) string) string {
	checkLen(rules, grid)
	rows, cols := rules.Rows, rules.Cols
	empty := EmptyMark(rules)
	width, _ := cellWidth(rules, empty)
	// The tiles (boxes, regions), the outlined areas and the labels of
	// every cell.
	tiles := tilesOf(rules)
	area := make([]int, rows*cols)
	label := make([]string, rows*cols)
	for i := range area {
		area[i] = -1
	}
	labelWidth := 0
	var listed []string
	type mark struct {
		a, b game.Pos
		ch   rune
		name string
	}
	var marks []mark
	var clues []clue
	for ci, c := range rules.Constraints {
		switch c.Kind().Shape {
		case game.ShapeRegion:
			fs := rules.ConstraintFields(ci)
			if slices.ContainsFunc(fs, func(f int) bool { p := rules.Pos(f); return area[p.Row*cols+p.Col] >= 0 }) {
				// It overlaps an area drawn already: one outline per
				// cell, so it is listed.
				listed = append(listed, c.Name())
				continue
			}
			for _, f := range fs {
				p := rules.Pos(f)
				area[p.Row*cols+p.Col] = ci
			}
			if l, ok := c.(game.Labeler); ok && l.Label() != "" && len(fs) > 0 {
				first := rules.Pos(slices.Min(fs))
				label[first.Row*cols+first.Col] = l.Label()
				labelWidth = max(labelWidth, utf8.RuneCountInString(l.Label()))
			}
		case game.ShapeEdge:
			fs := rules.ConstraintFields(ci)
			if len(fs) != 2 || !neighbours(rules.Pos(fs[0]), rules.Pos(fs[1])) && !diagonal(rules.Pos(fs[0]), rules.Pos(fs[1])) {
				listed = append(listed, c.Name())
				continue
			}
			marks = append(marks, mark{rules.Pos(fs[0]), rules.Pos(fs[1]), edgeMark(c), c.Name()})
		case game.ShapeOutside:
			if cl, ok := clueOf(rules, ci, c); ok {
				clues = append(clues, cl)
				continue
			}
			listed = append(listed, c.Name())
		default:
			listed = append(listed, c.Name())
		}
	}
	cw := max(width+2, labelWidth+1, 3) // a field's columns
	lines := 1                          // a field's lines: its label's, then its value's
	if labelWidth > 0 {
		lines = 2
	}
	w, h := cols*(cw+1)+1, rows*(lines+1)+1
	// Each place of the canvas holds one character, but for a field's
	// value line, whose text (styled) stands in its first place and
	// leaves the others empty.
	canvas := make([][]string, h)
	for y := range canvas {
		canvas[y] = make([]string, w)
		for x := range canvas[y] {
			canvas[y][x] = " "
		}
	}
	put := func(y, x int, text string) {
		for _, r := range text {
			if x < w {
				canvas[y][x] = string(r)
				x++
			}
		}
	}
	in := func(r, c int) bool {
		return r >= 0 && c >= 0 && r < rows && c < cols && rules.FieldAt(game.Pos{Row: r, Col: c}) >= 0
	}
	// weight is the line between two cells: 0 none, 1 light, 2 heavy.
	weight := func(r1, c1, r2, c2 int) int {
		in1, in2 := in(r1, c1), in(r2, c2)
		switch {
		case !in1 && !in2:
			return 0
		case in1 != in2 || tiles.differ(r1, c1, r2, c2):
			return 2
		case area[r1*cols+c1] != area[r2*cols+c2]:
			return 1
		}
		return 0
	}
	vertical := func(r, c int) int { // left of cell (r, c)
		if r < 0 || r >= rows {
			return 0
		}
		return weight(r, c-1, r, c)
	}
	horizontal := func(r, c int) int { // above cell (r, c)
		if c < 0 || c >= cols {
			return 0
		}
		return weight(r-1, c, r, c)
	}
	for r := 0; r <= rows; r++ {
		for c := 0; c <= cols; c++ {
			x, y := c*(cw+1), r*(lines+1)
			if r < rows {
				for dy := 1; dy <= lines; dy++ {
					canvas[y+dy][x] = string([]rune(" │┃")[vertical(r, c)])
				}
			}
			if c < cols {
				for dx := 1; dx <= cw; dx++ {
					canvas[y][x+dx] = string([]rune(" ─━")[horizontal(r, c)])
				}
			}
			up, right, down, left := vertical(r-1, c), horizontal(r, c), vertical(r, c), horizontal(r, c-1)
			canvas[y][x] = string([]rune(junctions)[up*27+right*9+down*3+left])
		}
	}
	// The marks on edges and corners, over the lines.
	for _, m := range marks {
		a, b := m.a, m.b
		switch {
		case a.Row == b.Row:
			canvas[a.Row*(lines+1)+lines][max(a.Col, b.Col)*(cw+1)] = string(m.ch)
		case a.Col == b.Col:
			canvas[max(a.Row, b.Row)*(lines+1)][a.Col*(cw+1)+1+cw/2] = string(m.ch)
		default:
			y, x := max(a.Row, b.Row)*(lines+1), max(a.Col, b.Col)*(cw+1)
			if strings.Contains(junctions, canvas[y][x]) {
				canvas[y][x] = string(m.ch)
			} else {
				// Another mark stands on the corner (r1c1-r2c2 and
				// r1c2-r2c1 share one): this one is listed.
				listed = append(listed, m.name)
			}
		}
	}
	// The labels, then the values.
	for f := range rules.NumFields() {
		p := rules.Pos(f)
		x, y := p.Col*(cw+1)+1, p.Row*(lines+1)+1
		if l := label[p.Row*cols+p.Col]; l != "" {
			put(y, x, l)
		}
		text := word(rules, grid[f], empty)
		pad := (cw - utf8.RuneCountInString(text)) / 2
		cell := strings.Repeat(" ", pad) + text + strings.Repeat(" ", cw-pad-utf8.RuneCountInString(text))
		if render == nil {
			put(y+lines-1, x, cell)
			continue
		}
		canvas[y+lines-1][x] = render(f, cell)
		for dx := 1; dx < cw; dx++ {
			canvas[y+lines-1][x+dx] = ""
		}
	}
	var sb strings.Builder
	for _, line := range withClues(canvas, clues, rows, cols, cw, lines) {
		sb.WriteString(strings.TrimRight(line, " "))
		sb.WriteByte('\n')
	}
	for _, name := range listed {
		fmt.Fprintf(&sb, "  %s\n", name)
	}
	return sb.String()
}

// A clue is a constraint's clue outside the board (game.Clued), where
// it stands and what it writes: its label, and for a clue on a diagonal
// (a little killer) an arrow along it.
type clue struct {
	at   game.Pos
	text string
}

// diagonalArrows point along the diagonals, by the step from a clue to
// its first cell: down-right, down-left, up-right, up-left.
var diagonalArrows = map[[2]int]string{{1, 1}: "↘", {1, -1}: "↙", {-1, 1}: "↗", {-1, -1}: "↖"}

// clueOf returns the clue of constraint ci, c, when it stands on the ring
// of cells just outside the board and writes a label.
func clueOf(rules *game.Rules, ci int, c game.Constraint) (clue, bool) {
	cl, ok := c.(game.Clued)
	l, labelled := c.(game.Labeler)
	if !ok || !labelled || l.Label() == "" {
		return clue{}, false
	}
	at := cl.ClueAt()
	inRing := at.Row >= -1 && at.Col >= -1 && at.Row <= rules.Rows && at.Col <= rules.Cols
	outside := at.Row < 0 || at.Col < 0 || at.Row == rules.Rows || at.Col == rules.Cols
	if !inRing || !outside {
		return clue{}, false
	}
	text := l.Label()
	for _, f := range rules.ConstraintFields(ci) {
		p := rules.Pos(f)
		d := [2]int{p.Row - at.Row, p.Col - at.Col}
		if a, ok := diagonalArrows[d]; ok {
			text += a
			break
		}
	}
	return clue{at, text}, true
}

// withClues returns the lines of canvas, a grid of rows by cols fields of
// cw columns and lines lines each, with the clues written round it: above
// and below each column on a line of their own, beside each row on its
// value line, and at the corners.
func withClues(canvas [][]string, clues []clue, rows, cols, cw, lines int) []string {
	out := make([]string, len(canvas))
	for y, line := range canvas {
		out[y] = strings.Join(line, "")
	}
	if len(clues) == 0 {
		return out
	}
	side := 0 // the width of the margins beside the grid
	for _, c := range clues {
		if c.at.Col < 0 || c.at.Col == cols {
			side = max(side, utf8.RuneCountInString(c.text)+1)
		}
	}
	width := side + cols*(cw+1) + 1 + side
	blank := func() []rune { return []rune(strings.Repeat(" ", width)) }
	top, bottom := blank(), blank()
	left := make([]string, len(canvas))
	right := make([]string, len(canvas))
	for _, c := range clues {
		n := utf8.RuneCountInString(c.text)
		// x: where the text starts on its line.
		var x int
		switch {
		case c.at.Col < 0:
			x = side - 1 - n
		case c.at.Col == cols:
			x = side + cols*(cw+1) + 2
		default:
			x = side + c.at.Col*(cw+1) + 1 + (cw-n)/2
		}
		switch {
		case c.at.Row < 0 || c.at.Row == rows:
			line := top
			if c.at.Row == rows {
				line = bottom
			}
			copy(line[max(x, 0):], []rune(c.text))
		case c.at.Col < 0:
			left[c.at.Row*(lines+1)+lines] = fmt.Sprintf("%*s ", side-1, c.text)
		default:
			right[c.at.Row*(lines+1)+lines] = " " + c.text
		}
	}
	pad := strings.Repeat(" ", side)
	var result []string
	if strings.TrimSpace(string(top)) != "" {
		result = append(result, string(top))
	}
	for y, line := range out {
		l := left[y]
		if l == "" {
			l = pad
		}
		result = append(result, l+line+right[y])
	}
	if strings.TrimSpace(string(bottom)) != "" {
		result = append(result, string(bottom))
	}
	return result
}

// junctions are the box-drawing characters where lines meet, indexed by
// the weight (0 none, 1 light, 2 heavy) of the line up, right, down and
// left: up*27 + right*9 + down*3 + left.
const junctions = " ╴╸╷┐┑╻┒┓╶─╾┌┬┭┎┰┱╺╼━┍┮┯┏┲┳╵┘┙│┤┥╽┧┪└┴┵├┼┽┟╁╅┕┶┷┝┾┿┢╆╈╹┚┛╿┦┩┃┨┫┖┸┹┞╀╃┠╂╉┗┺┻┡╄╇┣╊╋"

// neighbours reports whether a and b share an edge.
func neighbours(a, b game.Pos) bool {
	return a.Row == b.Row && (a.Col-b.Col == 1 || b.Col-a.Col == 1) || a.Col == b.Col && (a.Row-b.Row == 1 || b.Row-a.Row == 1)
}

// edgeMark is the character that marks a constraint on an edge: its label
// when that is one character, else 'o'.
func edgeMark(c game.Constraint) rune {
	if l, ok := c.(game.Labeler); ok && utf8.RuneCountInString(l.Label()) == 1 {
		r, _ := utf8.DecodeRuneInString(l.Label())
		return r
	}
	return 'o'
}

// diagonal reports whether a and b touch at a corner.
func diagonal(a, b game.Pos) bool {
	return (a.Row-b.Row == 1 || b.Row-a.Row == 1) && (a.Col-b.Col == 1 || b.Col-a.Col == 1)
}
