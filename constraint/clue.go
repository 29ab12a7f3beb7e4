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
	return game.Pos{}, fmt.Errorf("clue %s: write a clue's cell as r<row>c<col>, row or column 0 or one past the board for a clue outside it, e.g. r0c3 above column 3", excerptWord(s))
}

// excerptWord quotes a word of a message, cut when long.
func excerptWord(s string) string {
	if r := []rune(s); len(r) > 20 {
		s = string(r[:20]) + "..."
	}
	return strconv.Quote(s)
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

// oneGroup reports whether a group of r holds every one of fields: then
// their values differ.
func oneGroup(r *game.Rules, fields []int) bool {
	return slices.ContainsFunc(r.Groups, func(g game.Group) bool {
		return !slices.ContainsFunc(fields, func(f int) bool { return !slices.Contains(g.Fields, f) })
	})
}
