package puzzle

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// RulesGrid draws a puzzle of rules with constraints on a grid of text,
// as a person would draw it on paper, and lists what the grid cannot
// show. Each field is its value (or '.') with a space either side; the
// lines between fields are blank, but where two fields lie in different
// boxes or regions ('|' and '-'), or one lies in an area a constraint
// outlines (a killer cage, ShapeRegion) and the other does not (':' and
// '.'). An area's label (a cage's total) stands in the line above its
// first field. A constraint marked on the edge between two fields
// (ShapeEdge: a kropki dot, an X or V) stands in the line between them,
// or at the corner two fields that touch there share, as its
// one-character label, or 'o'. Every other constraint (lines,
// marks in cells, clues outside the board, rules of the whole board) is
// listed below the grid by name. It panics if grid does not have one
// entry per field.
func RulesGrid(rules *game.Rules, grid []int) string {
	checkLen(rules, grid)
	rows, cols := rules.Rows, rules.Cols
	empty := EmptyMark(rules)
	width, _ := cellWidth(rules, empty)
	cw := width + 2 // a field's columns
	w, h := cols*(cw+1)+1, rows*2+1
	canvas := make([][]rune, h)
	for y := range canvas {
		canvas[y] = []rune(strings.Repeat(" ", w))
	}
	// The tiles (boxes, regions) and the outlined areas of every cell.
	tile := make([]int, rows*cols)
	area := make([]int, rows*cols)
	for i := range tile {
		tile[i], area[i] = -1, -1
	}
	for gi, g := range rules.Groups {
		if g.Kind.Tiles() {
			for _, f := range g.Fields {
				p := rules.Pos(f)
				tile[p.Row*cols+p.Col] = gi
			}
		}
	}
	var listed []string
	var corners []func() // the marks on corners, drawn over the borders
	cornered := map[[2]int]bool{}
	for ci, c := range rules.Constraints {
		switch c.Kind().Shape {
		case game.ShapeRegion:
			for _, f := range rules.ConstraintFields(ci) {
				p := rules.Pos(f)
				area[p.Row*cols+p.Col] = ci
			}
		case game.ShapeEdge:
			fs := rules.ConstraintFields(ci)
			switch {
			case len(fs) != 2:
				listed = append(listed, c.Name())
			case diagonal(rules.Pos(fs[0]), rules.Pos(fs[1])):
				a, b := rules.Pos(fs[0]), rules.Pos(fs[1])
				at := [2]int{2 * max(a.Row, b.Row), max(a.Col, b.Col) * (cw + 1)}
				if cornered[at] {
					// Another mark stands on the corner (r1c1-r2c2 and
					// r1c2-r2c1 share one): this one is listed.
					listed = append(listed, c.Name())
					continue
				}
				cornered[at] = true
				corners = append(corners, func() { canvas[at[0]][at[1]] = edgeMark(c) })
			case !drawEdge(canvas, rules.Pos(fs[0]), rules.Pos(fs[1]), cw, edgeMark(c)):
				listed = append(listed, c.Name())
			}
		default:
			listed = append(listed, c.Name())
		}
	}
	at := func(r, c int) (t, a int, ok bool) {
		if r < 0 || c < 0 || r >= rows || c >= cols || rules.FieldAt(game.Pos{Row: r, Col: c}) < 0 {
			return -2, -2, false
		}
		return tile[r*cols+c], area[r*cols+c], true
	}
	// The lines between fields: a tile's border over an area's.
	for r := 0; r <= rows; r++ {
		for c := 0; c < cols; c++ {
			t1, a1, in1 := at(r-1, c)
			t2, a2, in2 := at(r, c)
			ch := ' '
			switch {
			case !in1 && !in2:
			case t1 != t2 || in1 != in2:
				ch = '-'
			case a1 != a2:
				ch = '.'
			}
			if ch != ' ' {
				for x := c*(cw+1) + 1; x <= c*(cw+1)+cw; x++ {
					if canvas[2*r][x] == ' ' {
						canvas[2*r][x] = ch
					}
				}
			}
		}
	}
	for r := 0; r < rows; r++ {
		for c := 0; c <= cols; c++ {
			t1, a1, in1 := at(r, c-1)
			t2, a2, in2 := at(r, c)
			x, y := c*(cw+1), 2*r+1
			switch {
			case !in1 && !in2:
			case t1 != t2 || in1 != in2:
				canvas[y][x] = '|'
			case a1 != a2 && canvas[y][x] == ' ':
				canvas[y][x] = ':'
			}
		}
	}
	// The corners where tile borders meet.
	for y := 0; y < h; y += 2 {
		for c := 0; c <= cols; c++ {
			x := c * (cw + 1)
			up, down := y > 0 && canvas[y-1][x] == '|', y < h-1 && canvas[y+1][x] == '|'
			left, right := x > 0 && canvas[y][x-1] == '-', x < w-1 && canvas[y][x+1] == '-'
			switch {
			case (up || down) && (left || right):
				canvas[y][x] = '+'
			case left && right:
				canvas[y][x] = '-'
			case up && down:
				canvas[y][x] = '|'
			case canvas[y][x] == ' ' && x > 0 && x < w-1 && canvas[y][x-1] == '.' && canvas[y][x+1] == '.':
				canvas[y][x] = '.'
			}
		}
	}
	for _, draw := range corners {
		draw()
	}
	// The values, and the labels of the areas above their first field.
	for f := range rules.NumFields() {
		p := rules.Pos(f)
		text := word(rules, grid[f], empty)
		x := p.Col*(cw+1) + 1 + (cw-utf8.RuneCountInString(text))/2
		copy(canvas[2*p.Row+1][x:], []rune(text))
	}
	for ci, c := range rules.Constraints {
		l, ok := c.(game.Labeler)
		if c.Kind().Shape != game.ShapeRegion || !ok || l.Label() == "" {
			continue
		}
		first := rules.Pos(slices.Min(rules.ConstraintFields(ci)))
		x := first.Col*(cw+1) + 1
		copy(canvas[2*first.Row][x:min(x+cw, w)], []rune(l.Label()))
	}
	var sb strings.Builder
	for _, line := range canvas {
		sb.WriteString(strings.TrimRight(string(line), " "))
		sb.WriteByte('\n')
	}
	for _, name := range listed {
		fmt.Fprintf(&sb, "  %s\n", name)
	}
	return sb.String()
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

// drawEdge marks the edge between neighbours a and b; it reports false
// when they are no neighbours.
func drawEdge(canvas [][]rune, a, b game.Pos, cw int, mark rune) bool {
	switch {
	case a.Row == b.Row && (a.Col-b.Col == 1 || b.Col-a.Col == 1):
		canvas[2*a.Row+1][max(a.Col, b.Col)*(cw+1)] = mark
	case a.Col == b.Col && (a.Row-b.Row == 1 || b.Row-a.Row == 1):
		canvas[2*max(a.Row, b.Row)][a.Col*(cw+1)+1+cw/2] = mark
	default:
		return false
	}
	return true
}
