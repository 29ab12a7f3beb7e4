package groups

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// Area is a rectangle of the board: its top-left cell (0-based) and size.
type Area struct {
	Row, Col   int
	Rows, Cols int
}

// Square returns the n x n area at the top-left corner of the board.
func Square(n int) Area { return Area{Rows: n, Cols: n} }

func (a Area) cell(r, c int) game.Pos { return game.Pos{Row: a.Row + r, Col: a.Col + c} }

// Rows returns one group per row of a, named "row 1", "row 2", ...
func Rows(a Area) []game.GroupSpec {
	out := make([]game.GroupSpec, a.Rows)
	for r := range a.Rows {
		g := game.GroupSpec{Name: "row " + strconv.Itoa(r+1), Kind: game.GroupRow}
		for c := range a.Cols {
			g.Cells = append(g.Cells, a.cell(r, c))
		}
		out[r] = g
	}
	return out
}

// Columns returns one group per column of a, named "column 1", ...
func Columns(a Area) []game.GroupSpec {
	out := make([]game.GroupSpec, a.Cols)
	for c := range a.Cols {
		g := game.GroupSpec{Name: "column " + strconv.Itoa(c+1), Kind: game.GroupColumn}
		for r := range a.Rows {
			g.Cells = append(g.Cells, a.cell(r, c))
		}
		out[c] = g
	}
	return out
}

// Boxes tiles a with boxes of h rows by w columns, numbered row by row
// ("box 1" top left). a's size must be a multiple of the box size.
func Boxes(a Area, h, w int) ([]game.GroupSpec, error) {
	if h < 1 || w < 1 || a.Rows%h != 0 || a.Cols%w != 0 {
		return nil, fmt.Errorf("boxes of %dx%d do not tile a %dx%d grid: the grid's rows must be a multiple of the box height and its columns of the box width", h, w, a.Rows, a.Cols)
	}
	var out []game.GroupSpec
	for br := 0; br < a.Rows; br += h {
		for bc := 0; bc < a.Cols; bc += w {
			out = append(out, rect("box "+strconv.Itoa(len(out)+1), game.GroupBox, a.cell(br, bc), h, w))
		}
	}
	return out, nil
}

func rect(name string, kind game.GroupKind, at game.Pos, h, w int) game.GroupSpec {
	g := game.GroupSpec{Name: name, Kind: kind}
	for r := range h {
		for c := range w {
			g.Cells = append(g.Cells, game.Pos{Row: at.Row + r, Col: at.Col + c})
		}
	}
	return g
}

// Windows returns one h x w group per top-left corner, named "window 1", ...
func Windows(corners []game.Pos, h, w int) []game.GroupSpec {
	out := make([]game.GroupSpec, len(corners))
	for i, at := range corners {
		out[i] = rect("window "+strconv.Itoa(i+1), game.GroupWindow, at, h, w)
	}
	return out
}

// HyperCorners are the top-left corners of the four extra 3x3 windows of a
// Hyper (NRC) Sudoku: rows 2-4 and 6-8 by columns 2-4 and 6-8.
var HyperCorners = []game.Pos{{Row: 1, Col: 1}, {Row: 1, Col: 5}, {Row: 5, Col: 1}, {Row: 5, Col: 5}}

// Diagonals returns the two main diagonals of the square area a:
// "diagonal" (top left to bottom right) and "anti-diagonal".
func Diagonals(a Area) ([]game.GroupSpec, error) {
	if a.Rows != a.Cols {
		return nil, fmt.Errorf("diagonals need a square grid, not %dx%d", a.Rows, a.Cols)
	}
	d := game.GroupSpec{Name: "diagonal", Kind: game.GroupDiagonal}
	ad := game.GroupSpec{Name: "anti-diagonal", Kind: game.GroupDiagonal}
	for i := range a.Rows {
		d.Cells = append(d.Cells, a.cell(i, i))
		ad.Cells = append(ad.Cells, a.cell(i, a.Cols-1-i))
	}
	return []game.GroupSpec{d, ad}, nil
}

// Disjoint returns, for boxes of h x w tiling a, one group per position
// inside a box: the cells at that position in every box ("disjoint 1" is the
// top-left cell of every box).
func Disjoint(a Area, h, w int) ([]game.GroupSpec, error) {
	if _, err := Boxes(a, h, w); err != nil {
		return nil, err
	}
	var out []game.GroupSpec
	for r := range h {
		for c := range w {
			g := game.GroupSpec{Name: "disjoint " + strconv.Itoa(len(out)+1), Kind: game.GroupDisjoint}
			for br := 0; br < a.Rows; br += h {
				for bc := 0; bc < a.Cols; bc += w {
					g.Cells = append(g.Cells, a.cell(br+r, bc+c))
				}
			}
			out = append(out, g)
		}
	}
	return out, nil
}

// MapError is a problem at one character of a region map: Line and Col are
// 0-based within the map.
type MapError struct {
	Line, Col int
	Msg       string
}

func (e *MapError) Error() string {
	return fmt.Sprintf("region map line %d, column %d: %s", e.Line+1, e.Col+1, e.Msg)
}

// Regions reads a region map laid over a: one line per row, one character
// per cell, the same character for the cells of one region ("region A").
// The character '.' marks a cell in no region. Regions are returned in the
// order their letters first appear. Every problem is returned.
func Regions(a Area, lines []string) ([]game.GroupSpec, []error) {
	var errs []error
	if len(lines) != a.Rows {
		errs = append(errs, &MapError{Line: max(0, min(len(lines), a.Rows)), Col: 0, Msg: fmt.Sprintf("the map has %d lines, the grid %d rows: write one line per row", len(lines), a.Rows)})
	}
	index := map[rune]int{}
	var out []game.GroupSpec
	for r, line := range lines {
		runes := []rune(line)
		if len(runes) != a.Cols {
			errs = append(errs, &MapError{Line: r, Col: min(len(runes), a.Cols), Msg: fmt.Sprintf("the line has %d characters, the grid %d columns: write one character per cell", len(runes), a.Cols)})
		}
		for c, ch := range runes {
			if c >= a.Cols || r >= a.Rows || ch == '.' {
				continue
			}
			i, ok := index[ch]
			if !ok {
				i = len(out)
				index[ch] = i
				out = append(out, game.GroupSpec{Name: "region " + string(ch), Kind: game.GroupRegion})
			}
			out[i].Cells = append(out[i].Cells, a.cell(r, c))
		}
	}
	return out, errs
}

// List returns one group of the given cells.
func List(name string, cells []game.Pos) game.GroupSpec {
	return game.GroupSpec{Name: name, Kind: game.GroupList, Cells: append([]game.Pos(nil), cells...)}
}

// BoxShape returns the boxes of an n x n board, as every reader and
// writer here and f-puzzles and SudokuPad make them: h x w with h the
// largest divisor of n that is at most its square root, so as square as n
// allows and wider than tall; 0, 0 when no boxes tile it (n is prime, or
// 1).
func BoxShape(n int) (h, w int) {
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			h = d
		}
	}
	if h == 0 {
		return 0, 0
	}
	return h, n / h
}

// Grid returns the rows, columns and boxes of a Sudoku grid on area a with
// boxes of h x w.
func Grid(a Area, h, w int) ([]game.GroupSpec, error) {
	boxes, err := Boxes(a, h, w)
	if err != nil {
		return nil, err
	}
	out := append(Rows(a), Columns(a)...)
	return append(out, boxes...), nil
}

// Suffix appends s to the name of every group, e.g. " of grid 4".
func Suffix(gs []game.GroupSpec, s string) []game.GroupSpec {
	for i := range gs {
		gs[i].Name += s
	}
	return gs
}

// Covered returns, for a rows x cols board, which cells lie in at least one
// of the groups: the fields of a board whose holes are the cells no group
// covers (as in Samurai). Cells off the board are ignored.
func Covered(rows, cols int, gs []game.GroupSpec) []bool {
	in := make([]bool, rows*cols)
	for _, g := range gs {
		for _, p := range g.Cells {
			if p.Row >= 0 && p.Col >= 0 && p.Row < rows && p.Col < cols {
				in[p.Row*cols+p.Col] = true
			}
		}
	}
	return in
}

// Without returns gs without the groups of take, each found by its cells
// in any order, and whether every group of take was found; when one was
// not, it returns gs as it was.
func Without(gs, take []game.GroupSpec) ([]game.GroupSpec, bool) {
	rest := append([]game.GroupSpec(nil), gs...)
	for _, t := range take {
		i := slices.IndexFunc(rest, func(g game.GroupSpec) bool { return SameCells(g.Cells, t.Cells) })
		if i < 0 {
			return gs, false
		}
		rest = slices.Delete(rest, i, i+1)
	}
	return rest, true
}

// SameCells reports whether a and b hold the same cells, in any order,
// each once.
func SameCells(a, b []game.Pos) bool {
	if len(a) != len(b) {
		return false
	}
	key := func(p game.Pos) int { return p.Row<<16 | p.Col&0xffff }
	x, y := make([]int, len(a)), make([]int, len(b))
	for i := range a {
		x[i], y[i] = key(a[i]), key(b[i])
	}
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// Tiling finds, among gs, boxes and regions of size cells each that tile
// a board of rows x cols: taking them in order, each that overlaps none
// taken before, at most most of them (0 for no bound). It returns the
// region of each cell, row by row (an index into taken), and the indexes
// in gs of the groups taken; nil, nil when they do not cover the board.
// A writer of a format that draws regions (a jigsaw's map) asks it.
func Tiling(rows, cols int, gs []game.GroupSpec, size, most int) (region, taken []int) {
	region = make([]int, rows*cols)
	for i := range region {
		region[i] = -1
	}
	for gi, g := range gs {
		if g.Kind != game.GroupRegion && g.Kind != game.GroupBox || len(g.Cells) != size || most > 0 && len(taken) == most {
			continue
		}
		if slices.ContainsFunc(g.Cells, func(p game.Pos) bool { return region[p.Row*cols+p.Col] >= 0 }) {
			continue
		}
		for _, p := range g.Cells {
			region[p.Row*cols+p.Col] = len(taken)
		}
		taken = append(taken, gi)
	}
	if slices.Contains(region, -1) {
		return nil, nil
	}
	return region, taken
}

// Remaining are the groups of rules that a writer of a format has still
// to say: it takes out, kind by kind, those the format names (rows,
// columns, boxes, a jigsaw's regions, diagonals), and says the rest as
// it can.
type Remaining struct {
	Groups []game.GroupSpec
}

// Take takes the groups of take out when there are some and every one
// of them is left (Without); it reports whether it took them.
func (r *Remaining) Take(take []game.GroupSpec) bool {
	if len(take) == 0 {
		return false
	}
	rest, ok := Without(r.Groups, take)
	if ok {
		r.Groups = rest
	}
	return ok
}

// TakeTiling takes out the boxes and regions of size cells that tile a
// board of rows x cols, at most most of them (Tiling), and returns the
// region of each cell, row by row, and how many regions there are; nil
// and 0, taking nothing, when none tile it.
func (r *Remaining) TakeTiling(rows, cols, size, most int) (region []int, n int) {
	region, taken := Tiling(rows, cols, r.Groups, size, most)
	if region == nil {
		return nil, 0
	}
	rest := r.Groups[:0:0]
	for i, g := range r.Groups {
		if !slices.Contains(taken, i) {
			rest = append(rest, g)
		}
	}
	r.Groups = rest
	return region, len(taken)
}
