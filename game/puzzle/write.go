package puzzle

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// EmptyMark returns the mark Line and Grid write for an empty field: the
// first of . * - _ 0 that is not a value of rules.
func EmptyMark(rules *game.Rules) string {
	for _, c := range emptyMarks {
		if _, ok := rules.Values.Index(string(c)); !ok {
			return string(c)
		}
	}
	return "."
}

// word returns how field value v is written.
func word(rules *game.Rules, v int, empty string) string {
	switch {
	case v == game.Empty:
		return empty
	case v < 0 || v >= rules.NumValues():
		return "?"
	}
	return rules.Values.Name(v)
}

func checkLen(rules *game.Rules, grid []int) {
	if len(grid) != rules.NumFields() {
		panic(fmt.Sprintf("puzzle: grid of %d fields for a board of %d", len(grid), rules.NumFields()))
	}
}

// Line writes a puzzle or solution on one line, without a line end, in the
// notation of rules: one character per field when every value is one
// character, else the value words separated by single spaces. Empty fields
// are written as EmptyMark (usually "."). grid holds one value index or
// game.Empty per field; an index that is no value is written as "?". Holes
// are left out, so on a board with holes the line has fewer marks than the
// board has cells; BoardLine keeps them. Line panics if grid does not have
// one entry per field.
func Line(rules *game.Rules, grid []int) string {
	return writeLine(rules, grid, false)
}

// BoardLine writes a puzzle or solution on one line as Line does, but with
// a mark for every cell of the board, row by row: HoleMark ("#") at each
// hole. The line keeps the board's shape, and reads back (see HoleMark). On
// a board without holes it is Line.
func BoardLine(rules *game.Rules, grid []int) string {
	return writeLine(rules, grid, true)
}

// writeLine writes Line, or with holes BoardLine.
func writeLine(rules *game.Rules, grid []int, holes bool) string {
	checkLen(rules, grid)
	empty := EmptyMark(rules)
	sep := " "
	if NotationOf(rules) == Chars {
		sep = ""
	}
	n := len(grid)
	if holes {
		n = rules.Rows * rules.Cols
	}
	var b strings.Builder
	b.Grow(n)
	for i := range n {
		if i > 0 {
			b.WriteString(sep)
		}
		f := i
		if holes {
			f = rules.FieldAt(game.Pos{Row: i / rules.Cols, Col: i % rules.Cols})
		}
		if f < 0 {
			b.WriteString(HoleMark)
		} else {
			b.WriteString(word(rules, grid[f], empty))
		}
	}
	return b.String()
}

// Grid writes a puzzle or solution as a grid for people to read, one line
// per board row that holds a field, each ending in a newline. Values are
// aligned in columns as wide as the longest value word (right-aligned when
// every value is a number); holes of the board are blank and empty fields
// show EmptyMark. The grid reads back with Reader.
//
// Borders are drawn between cells that lie in different boxes or regions
// (groups whose kind Tiles): '|' between columns and a line of
// '-' and '+' between rows. A column gap that is a border (or runs between
// two holes) in every row is drawn wide (" | "), as in the
// usual 9x9 and Samurai layouts; irregular borders (jigsaw regions) are drawn
// one character wide so that every row keeps the same columns. Latin
// squares, and boards where '-', '+' or '|' is a value, get no borders.
// Grid panics if grid does not have one entry per field.
func Grid(rules *game.Rules, grid []int) string {
	checkLen(rules, grid)
	empty := EmptyMark(rules)
	width, numeric := cellWidth(rules, empty)
	return Draw(rules, width, 1, numeric, func(f, _ int) string { return word(rules, grid[f], empty) })
}

// cellWidth returns the width of the widest value word (or of the empty
// mark), and whether every value is a number.
func cellWidth(rules *game.Rules, empty string) (width int, numeric bool) {
	width, numeric = utf8.RuneCountInString(empty), true
	for i := range rules.NumValues() {
		w := rules.Values.Name(i)
		width = max(width, utf8.RuneCountInString(w))
		numeric = numeric && strings.Trim(w, "0123456789") == ""
	}
	return width, numeric
}

// Draw draws the board of rules with the borders Grid draws, each field
// as lines lines of width characters: cell(f, i) is line i of field f,
// padded to width (on the left when alignRight is set, else on the right).
// Holes are blank. With lines above 1, a line of only the vertical borders
// separates two board rows that no horizontal border does, so fields stay
// apart. Used for grids of values and of candidates.
func Draw(rules *game.Rules, width, lines int, alignRight bool, cell func(f, line int) string) string {
	return DrawStyled(rules, width, lines, alignRight, cell, nil)
}

// DrawStyled is Draw with each field's text (padding included) wrapped in
// render: render(f, text) returns the padded text of field f as a terminal
// shows it, with escapes that take no columns. A nil render is Draw.
func DrawStyled(rules *game.Rules, width, lines int, alignRight bool, cell func(f, line int) string, render func(f int, text string) string) string {
	rows, cols := rules.Rows, rules.Cols
	// The box-like groups of every cell: nil for holes and cells in none.
	// Borders are drawn only when their characters are not values, so the
	// grid always reads back.
	borders := true
	for _, c := range "-+|" {
		if _, ok := rules.Values.Index(string(c)); ok {
			borders = false
		}
	}
	var tiles tiling
	if borders {
		tiles = tilesOf(rules)
	} else {
		tiles = tiling{cols: cols, of: make([][]int, rows*cols)}
	}
	differ := func(r1, c1, r2, c2 int) bool {
		if r2 >= rows || c2 >= cols {
			return false
		}
		return tiles.differ(r1, c1, r2, c2)
	}
	// vert(r, c): a border right of cell (r, c); horiz(r, c): below it.
	vert := func(r, c int) bool { return r < rows && differ(r, c, r, c+1) }
	horiz := func(r, c int) bool { return c < cols && differ(r, c, r+1, c) }
	hole := func(r, c int) bool { return rules.FieldAt(game.Pos{Row: r, Col: c}) < 0 }
	wide := make([]bool, cols)
	for c := range cols - 1 {
		wide[c] = true
		for r := range rows {
			wide[c] = wide[c] && (vert(r, c) || hole(r, c) && hole(r, c+1))
		}
	}

	pad := func(b *strings.Builder, s string) {
		n := max(0, width-utf8.RuneCountInString(s))
		if alignRight {
			b.WriteString(strings.Repeat(" ", n))
			b.WriteString(s)
		} else {
			b.WriteString(s)
			b.WriteString(strings.Repeat(" ", n))
		}
	}
	var out strings.Builder
	line := func(b *strings.Builder) {
		// A row of holes only is left out: a blank line would end the
		// puzzle for the reader.
		if s := strings.TrimRight(b.String(), " "); s != "" {
			out.WriteString(s)
			out.WriteByte('\n')
		}
	}
	// textLine writes line i of board row r; with spacer, only the
	// vertical borders between row r and the next.
	textLine := func(r, i int, spacer bool) {
		var b strings.Builder
		for c := range cols {
			f := rules.FieldAt(game.Pos{Row: r, Col: c})
			switch {
			case f < 0 || spacer:
				pad(&b, "")
			case render != nil:
				var fb strings.Builder
				pad(&fb, cell(f, i))
				b.WriteString(render(f, fb.String()))
			default:
				pad(&b, cell(f, i))
			}
			if c == cols-1 {
				break
			}
			bar := " "
			if vert(r, c) && (!spacer || vert(r+1, c)) {
				bar = "|"
			}
			if wide[c] {
				bar = " " + bar + " "
			}
			b.WriteString(bar)
		}
		line(&b)
	}
	for r := range rows {
		for i := range lines {
			textLine(r, i, false)
		}
		if r == rows-1 {
			continue
		}
		if !anyHoriz(cols, r, horiz) {
			if lines > 1 {
				textLine(r, 0, true)
			}
			continue
		}
		var b strings.Builder
		for c := range cols {
			if horiz(r, c) {
				b.WriteString(strings.Repeat("-", width))
			} else {
				b.WriteString(strings.Repeat(" ", width))
			}
			if c == cols-1 {
				break
			}
			left, right := horiz(r, c), horiz(r, c+1)
			corner := " "
			switch {
			case (left || right) && (vert(r, c) || vert(r+1, c)):
				corner = "+"
			case left || right:
				corner = "-"
			case vert(r, c) || vert(r+1, c):
				corner = "|"
			}
			if wide[c] {
				corner = dash(left) + corner + dash(right)
			}
			b.WriteString(corner)
		}
		line(&b)
	}
	return out.String()
}

// tiling is the box-like groups (game.GroupKind.Tiles: boxes, jigsaw
// regions) of every cell of a board, which both drawings of a grid (Draw
// and RulesGrid) draw their heavy lines between.
type tiling struct {
	cols int
	of   [][]int // per cell, row-major: the indexes of its tiling groups; nil for holes and cells in none
}

// tilesOf returns the tiling of rules' board.
func tilesOf(rules *game.Rules) tiling {
	t := tiling{cols: rules.Cols, of: make([][]int, rules.Rows*rules.Cols)}
	for gi, g := range rules.Groups {
		if !g.Kind.Tiles() {
			continue
		}
		for _, f := range g.Fields {
			p := rules.Pos(f)
			t.of[p.Row*t.cols+p.Col] = append(t.of[p.Row*t.cols+p.Col], gi)
		}
	}
	return t
}

// differ reports whether cells (r1, c1) and (r2, c2), both on the board,
// lie in different tiles: a heavy line stands between them.
func (t tiling) differ(r1, c1, r2, c2 int) bool {
	return !slices.Equal(t.of[r1*t.cols+c1], t.of[r2*t.cols+c2])
}

// Style is how a terminal shows a grid (GridStyled). The zero Style draws
// plain text, as Grid does.
type Style struct {
	// Terminal says the grid goes to a terminal that shows escapes: the
	// givens are drawn bold, and the fields of the extra groups shaded,
	// one shade per kind (windows, diagonals, lists of cells).
	Terminal bool
	// Givens holds the puzzle's givens (a value or game.Empty per field),
	// to tell them from the fields solved since; nil marks none.
	Givens []int
}

// The terminal escapes of a Style.
const (
	escBold  = "\x1b[1m"
	escReset = "\x1b[0m"
)

// shades are the background colours of the extra groups' fields, by the
// kind of group (256-colour terminal codes, dark enough for light text).
var shades = map[game.GroupKind]string{
	game.GroupWindow:   "\x1b[48;5;238m",
	game.GroupDiagonal: "\x1b[48;5;24m",
	game.GroupList:     "\x1b[48;5;58m",
}

// Shades returns, per field, the terminal escape that shades it as a
// field of an extra group (a window, a diagonal, a list of cells), or "".
func Shades(rules *game.Rules) []string {
	shade := make([]string, rules.NumFields())
	for _, g := range rules.Groups {
		if esc, ok := shades[g.Kind]; ok {
			for _, f := range g.Fields {
				if shade[f] == "" {
					shade[f] = esc
				}
			}
		}
	}
	return shade
}

// Reset is the terminal escape that ends a shade or bold.
const Reset = escReset

// GridStyled draws a grid as Grid does and, for a terminal, with the
// givens in bold and the fields of windows, diagonals and lists of cells
// shaded. Without Style.Terminal it is Grid.
func GridStyled(rules *game.Rules, grid []int, st Style) string {
	if !st.Terminal {
		return Grid(rules, grid)
	}
	checkLen(rules, grid)
	empty := EmptyMark(rules)
	width, numeric := cellWidth(rules, empty)
	shade := Shades(rules)
	render := func(f int, text string) string {
		pre := shade[f]
		if st.Givens != nil && st.Givens[f] != game.Empty {
			pre += escBold
		}
		if pre == "" {
			return text
		}
		return pre + text + escReset
	}
	return DrawStyled(rules, width, 1, numeric, func(f, _ int) string { return word(rules, grid[f], empty) }, render)
}

func anyHoriz(cols, r int, horiz func(r, c int) bool) bool {
	for c := range cols {
		if horiz(r, c) {
			return true
		}
	}
	return false
}

func dash(on bool) string {
	if on {
		return "-"
	}
	return " "
}

// SimpleSudoku writes a puzzle of a 9x9 board of one-character values as
// SimpleSudoku's .ss files hold one, which HoDoKu and SudoCue read too:
// a frame of *-----------*, '|' between boxes and |---+---+---| between
// bands, '.' for an empty field. A board of another shape is an error.
func SimpleSudoku(rules *game.Rules, grid []int) (string, error) {
	if rules.Rows != 9 || rules.Cols != 9 || rules.NumFields() != 81 || !rules.Values.SingleChar() {
		return "", fmt.Errorf("SimpleSudoku's grid holds a 9x9 board of one-character values, not %dx%d with %d fields", rules.Rows, rules.Cols, rules.NumFields())
	}
	checkLen(rules, grid)
	var sb strings.Builder
	sb.WriteString("*-----------*\n")
	for r := range 9 {
		if r == 3 || r == 6 {
			sb.WriteString("|---+---+---|\n")
		}
		for c := range 9 {
			if c%3 == 0 {
				sb.WriteByte('|')
			}
			sb.WriteString(word(rules, grid[r*9+c], "."))
		}
		sb.WriteString("|\n")
	}
	sb.WriteString("*-----------*\n")
	return sb.String(), nil
}
