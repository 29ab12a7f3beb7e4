package sudokupad

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// How far a coordinate may be from where a convention puts it.
const eps = 0.02

func near(a, b float64) bool { return math.Abs(a-b) < eps }

// isMid reports whether x is a cell's middle (n + 0.5); isWhole, whether
// it is a line of the grid (n).
func isMid(x float64) bool   { return near(x-math.Floor(x), 0.5) }
func isWhole(x float64) bool { return near(x, math.Round(x)) }

// cellAt returns the cell, on the board or not, that holds p.
func cellAt(p point) game.Pos {
	return game.Pos{Row: int(math.Floor(p[0])), Col: int(math.Floor(p[1]))}
}

// onBoard reports whether c is a cell of the board.
func (b *builder) onBoard(c game.Pos) bool {
	return c.Row >= 0 && c.Col >= 0 && c.Row < b.size && c.Col < b.size
}

// cellOf returns the cell of the board that holds p.
func (b *builder) cellOf(p point) (game.Pos, bool) {
	if math.IsNaN(p[0]) || math.IsNaN(p[1]) || math.Abs(p[0]) > 1e6 || math.Abs(p[1]) > 1e6 {
		return game.Pos{}, false
	}
	c := cellAt(p)
	return c, b.onBoard(c)
}

// path returns the cells a line through points passes: the cell of each
// point, and the cells between two points in a row, a column or a
// diagonal that a point skips.
func (b *builder) path(points []point) ([]game.Pos, bool) {
	var out []game.Pos
	for _, p := range points {
		c, ok := b.cellOf(p)
		if !ok {
			return nil, false
		}
		if n := len(out); n > 0 {
			last := out[n-1]
			dr, dc := c.Row-last.Row, c.Col-last.Col
			if dr == 0 && dc == 0 {
				continue
			}
			if dr != 0 && dc != 0 && abs(dr) != abs(dc) {
				return nil, false
			}
			sr, sc := sign(dr), sign(dc)
			for s := last; s != c; {
				s = game.Pos{Row: s.Row + sr, Col: s.Col + sc}
				out = append(out, s)
			}
			continue
		}
		out = append(out, c)
	}
	return out, len(out) > 0
}

// cellsUnder returns the cells of the board whose centres a shape covers.
func (b *builder) cellsUnder(s shape) []game.Pos {
	var out []game.Pos
	w, h := float64(s.Width)/2, float64(s.Height)/2
	if w > float64(b.size) || h > float64(b.size) {
		return nil
	}
	for r := max(0, int(s.Center[0]-h)-1); r < b.size && float64(r) < s.Center[0]+h; r++ {
		for c := max(0, int(s.Center[1]-w)-1); c < b.size && float64(c) < s.Center[1]+w; c++ {
			if math.Abs(float64(r)+0.5-s.Center[0]) <= h && math.Abs(float64(c)+0.5-s.Center[1]) <= w {
				out = append(out, game.Pos{Row: r, Col: c})
			}
		}
	}
	return out
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}

func signf(x float64) int {
	switch {
	case x < -eps:
		return -1
	case x > eps:
		return 1
	}
	return 0
}

// colour writes a colour as "#rrggbb", lower case, from "#rgb",
// "#rrggbb", or "#rgba" and "#rrggbbaa" with an opaque alpha (SudokuPad's
// own tools write "#cccf"); anything else as it is, lower case.
func colour(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	switch {
	case len(s) == 4 && s[0] == '#', len(s) == 5 && s[0] == '#' && s[4] == 'f':
		return "#" + strings.Repeat(s[1:2], 2) + strings.Repeat(s[2:3], 2) + strings.Repeat(s[3:4], 2)
	case len(s) == 9 && s[0] == '#' && s[7:] == "ff":
		return s[:7]
	case s == "black":
		return "#000000"
	case s == "white":
		return "#ffffff"
	}
	return s
}

// shown writes a colour as it shows on the white board, "#rrggbb": a
// colour with an alpha ("#0003", "#d4da31e6") blended with white. What
// colour cannot read is returned as colour writes it.
func shown(s string) string {
	c := colour(s)
	switch {
	case len(c) == 5 && c[0] == '#':
		c = "#" + strings.Repeat(c[1:2], 2) + strings.Repeat(c[2:3], 2) + strings.Repeat(c[3:4], 2) + strings.Repeat(c[4:5], 2)
	case len(c) != 9 || c[0] != '#':
		return c
	}
	v, err := strconv.ParseUint(c[1:], 16, 32)
	if err != nil {
		return c
	}
	alpha := float64(v&0xff) / 255
	out := "#"
	for _, shift := range []uint{24, 16, 8} {
		ch := float64(v>>shift&0xff)*alpha + 255*(1-alpha)
		out += fmt.Sprintf("%02x", int(math.Round(ch)))
	}
	return out
}

// The colours of SudokuPad's conventions.
const (
	black     = "#000000"
	white     = "#ffffff"
	grey      = "#cfcfcf" // thermometers, palindromes, between lines, even and odd
	arrowGrey = "#a1a1a1" // arrows and their bulbs
	diagonal  = "#34bbe6"
)

// cellName writes a cell as r1c1.
func cellName(c game.Pos) string { return fmt.Sprintf("r%dc%d", c.Row+1, c.Col+1) }

// clueName writes a cell, on the board or just outside, as f-puzzles and
// the clue kinds read it: R0C3.
func clueName(c game.Pos) string { return fmt.Sprintf("R%dC%d", c.Row+1, c.Col+1) }

// cellList writes cells as r1c1, r1c2.
func cellList(cells []game.Pos) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = cellName(c)
	}
	return strings.Join(parts, ", ")
}
