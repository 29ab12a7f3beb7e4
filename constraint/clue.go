package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// What the clues outside the board share (little killers, sandwiches,
// X-sums, skyscrapers): how a clue's cell is written, and the line of
// fields it looks along, which only the board tells.
//
// NewRules takes a constraint's fields from its Cells before Bind, when
// the board is not known yet: there a clue's constraint lists the cell
// next to the clue, the first of its line (for a clue below or right of
// the board, as far as the clue tells which side it stands on). Bind finds
// the whole line on the board, and the bound constraint's Cells list it.

// ParseClue reads a cell that may stand outside the board, as specs and
// f-puzzles write clues: r0c3 is above column 3 (game.Pos{Row: -1, Col:
// 2}), r3c0 left of row 3, and on a 9x9 board r10c3 below column 3 and
// r3c10 right of row 3. Cells inside the board read as game.ParsePos
// reads them.
func ParseClue(s string) (game.Pos, error) {
	l := strings.ToLower(strings.TrimSpace(s))
	ci := strings.IndexByte(l, 'c')
	if strings.HasPrefix(l, "r") && ci >= 2 {
		r, err1 := strconv.Atoi(l[1:ci])
		c, err2 := strconv.Atoi(l[ci+1:])
		if err1 == nil && err2 == nil && r >= 0 && c >= 0 && r <= game.MaxSide+1 && c <= game.MaxSide+1 {
			return game.Pos{Row: r - 1, Col: c - 1}, nil
		}
	}
	return game.Pos{}, fmt.Errorf("clue %s: write a clue's cell as r<row>c<col>, row or column 0 or one past the board for a clue outside it, e.g. r0c3 above column 3", game.Excerpt(s))
}

// readClue reads key as a clue's cell, reporting a problem at its value.
func readClue(a Args, key string) (game.Pos, bool) {
	w, ok := a.Word(key)
	if !ok {
		return game.Pos{}, false
	}
	p, err := ParseClue(w)
	if err != nil {
		a.Errorf(key, "%v", err)
		return game.Pos{}, false
	}
	return p, true
}

// readLineClue reads the clue of a row or column, which is not r0c0 (the
// other corners and cells off the board's sides only Bind can tell).
func readLineClue(a Args) (game.Pos, bool) {
	p, ok := readClue(a, "clue")
	if ok && p.Row < 0 && p.Col < 0 {
		a.Errorf("clue", "the clue %s stands at a corner of the board, beside no row or column: write it as r0c1 above column 1 or r1c0 left of row 1", p)
		return game.Pos{}, false
	}
	return p, ok
}

// A Diagonal is the way a little killer's diagonal runs from its clue.
type Diagonal uint8

// The diagonals.
const (
	DownRight Diagonal = iota
	DownLeft
	UpRight
	UpLeft
)

var diagonals = [...]struct {
	name, short string
	dr, dc      int
}{
	{"down-right", "DR", 1, 1},
	{"down-left", "DL", 1, -1},
	{"up-right", "UR", -1, 1},
	{"up-left", "UL", -1, -1},
}

// ParseDiagonal reads a diagonal as specs write it, down-right, or as
// f-puzzles does, DR; in any case.
func ParseDiagonal(s string) (Diagonal, bool) {
	for d, x := range diagonals {
		if strings.EqualFold(s, x.name) || strings.EqualFold(s, x.short) {
			return Diagonal(d), true
		}
	}
	return 0, false
}

// String returns the diagonal as specs write it: "down-right".
func (d Diagonal) String() string {
	if int(d) < len(diagonals) {
		return diagonals[d].name
	}
	return "diagonal " + strconv.Itoa(int(d))
}

// Short returns the diagonal as f-puzzles writes it: "DR".
func (d Diagonal) Short() string {
	if int(d) < len(diagonals) {
		return diagonals[d].short
	}
	return d.String()
}

// step returns the step of rows and columns along d.
func (d Diagonal) step() (dr, dc int) { return diagonals[d%4].dr, diagonals[d%4].dc }

// walk returns the cells from start on, step by step, and their fields,
// while they are fields of r's board: up to its edge or a hole.
func walk(r *game.Rules, start game.Pos, dr, dc int) ([]game.Pos, []int) {
	var cells []game.Pos
	var fields []int
	for p := start; r.FieldAt(p) >= 0; p = (game.Pos{Row: p.Row + dr, Col: p.Col + dc}) {
		cells = append(cells, p)
		fields = append(fields, r.FieldAt(p))
	}
	return cells, fields
}

// onBoard reports whether p is a cell of r's board, a field or a hole.
func onBoard(r *game.Rules, p game.Pos) bool {
	return p.Row >= 0 && p.Col >= 0 && p.Row < r.Rows && p.Col < r.Cols
}

// clueLine is a row or column seen from a clue beside it, outside the
// board: what sandwiches, X-sums and skyscrapers share. Before Bind its
// cells are the first of the line as far as the clue tells it; bound,
// the line from the clue up to the board's edge or a hole.
type clueLine struct {
	clue   game.Pos
	cells  []game.Pos
	fields []int
	dr, dc int // the step from the clue along the line
	nums   []int
	values *game.Values
}

func newClueLine(clue game.Pos) clueLine {
	return clueLine{clue: clue, cells: []game.Pos{firstGuess(clue)}}
}

// firstGuess returns the first cell of the line of a clue without the
// board: below r0 or right of c0; else the cell above when the clue's row
// is below its column (a clue below a square board), else the one to its
// left.
func firstGuess(p game.Pos) game.Pos {
	switch {
	case p.Row < 0:
		return game.Pos{Row: 0, Col: p.Col}
	case p.Col < 0:
		return game.Pos{Row: p.Row, Col: 0}
	case p.Row >= p.Col:
		return game.Pos{Row: p.Row - 1, Col: p.Col}
	}
	return game.Pos{Row: p.Row, Col: p.Col - 1}
}

func (l *clueLine) Cells() []game.Pos { return l.cells }

// ClueAt returns the clue's cell, outside the board.
func (l *clueLine) ClueAt() game.Pos { return l.clue }

// bind finds the line on r's board and the values' numbers. The line
// must have a field at least.
func (l *clueLine) bind(r *game.Rules) error {
	nums, err := numbers(r.Values)
	if err != nil {
		return err
	}
	l.nums, l.values = nums, r.Values
	switch c := l.clue; {
	case c.Row == -1 && c.Col >= 0 && c.Col < r.Cols:
		l.dr, l.dc = 1, 0
	case c.Row == r.Rows && c.Col >= 0 && c.Col < r.Cols:
		l.dr, l.dc = -1, 0
	case c.Col == -1 && c.Row >= 0 && c.Row < r.Rows:
		l.dr, l.dc = 0, 1
	case c.Col == r.Cols && c.Row >= 0 && c.Row < r.Rows:
		l.dr, l.dc = 0, -1
	default:
		return fmt.Errorf("the clue %s does not stand beside a row or column of the %dx%d board: write it just outside, as r0c1 above column 1, r%dc1 below it, r1c0 left of row 1 or r1c%d right of it", c, r.Rows, r.Cols, r.Rows+1, r.Cols+1)
	}
	first := game.Pos{Row: l.clue.Row + l.dr, Col: l.clue.Col + l.dc}
	l.cells, l.fields = walk(r, first, l.dr, l.dc)
	if len(l.fields) == 0 {
		return fmt.Errorf("%s, next to the clue %s, is a hole of the board: the clue sees no cell", first, l.clue)
	}
	return nil
}

// where names the line and the side it is seen from: "column 3 from the
// top".
func (l *clueLine) where() string {
	switch {
	case l.dr == 1:
		return fmt.Sprintf("column %d from the top", l.clue.Col+1)
	case l.dr == -1:
		return fmt.Sprintf("column %d from the bottom", l.clue.Col+1)
	case l.dc == 1:
		return fmt.Sprintf("row %d from the left", l.clue.Row+1)
	}
	return fmt.Sprintf("row %d from the right", l.clue.Row+1)
}

// oneGroup reports whether a group of r holds every one of fields: then
// their values differ.
func oneGroup(r *game.Rules, fields []int) bool {
	return slices.ContainsFunc(r.Groups, func(g game.Group) bool {
		return !slices.ContainsFunc(fields, func(f int) bool { return !slices.Contains(g.Fields, f) })
	})
}
