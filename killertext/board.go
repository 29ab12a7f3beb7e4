package killertext

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
)

// What every format here makes: a 9x9 board, classic or with diagonals
// or with jigsaw regions instead of boxes, its cages and its givens.

// side is the side of the board the formats write; cells its cells.
const (
	side  = 9
	cells = side * side
)

// cage is a cage read: its total, when it has one, and its cells.
type cage struct {
	name     string // how the format names it, for messages: "cage 3", "cage a"
	total    int
	hasTotal bool
	cells    []game.Pos
	// line and col are where the text gives its total, for its errors;
	// 0 when unknown.
	line, col int
}

// board is what a format says of the board beyond its cages.
type board struct {
	diagonals bool
	regions   []int // per cell, a jigsaw region from 0; nil for boxes
	givens    []int // per cell, a value index or game.Empty; nil for none
}

// cageErrors checks the cages' sizes and totals, and reports each problem
// where the text gives the cage's total, or else with at.
func cageErrors(file string, cages []*cage, at func(format string, args ...any) error) []error {
	var errs []error
	for _, k := range cages {
		report := at
		if k.line > 0 {
			line, col := k.line, k.col
			report = func(format string, args ...any) error { return errorAt(file, line, col, format, args...) }
		}
		n := len(k.cells)
		lo, hi := n*(n+1)/2, n*(19-n)/2
		switch {
		case n > side:
			errs = append(errs, report("%s (from %s) has %d cells: a cage's cells differ, so it holds at most 9", k.name, k.cells[0], n))
		case k.hasTotal && n == 1 && (k.total < 1 || k.total > side):
			errs = append(errs, report("%s (%s) adds up to %d: a cage of one cell holds 1 to 9", k.name, k.cells[0], k.total))
		case k.hasTotal && (k.total < lo || k.total > hi):
			errs = append(errs, report("%s (from %s) adds up to %d: %d different values from 1 to 9 add up to %d to %d", k.name, k.cells[0], k.total, n, lo, hi))
		}
	}
	return errs
}

// errorAt is a problem at line and col of file.
func errorAt(file string, line, col int, format string, args ...any) error {
	return &game.Error{Pos: game.Position{File: file, Line: line, Col: col}, Msg: fmt.Sprintf(format, args...)}
}

// build makes the puzzle of cages on b, at pos; at reports a problem of
// the whole (the first cell, a jigsaw that does not tile).
func build(pos game.Position, cages []*cage, b board, at func(format string, args ...any) error) (*puzzle.Puzzle, error) {
	if errs := cageErrors(pos.File, cages, at); len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	a := groups.Square(side)
	gs, err := groups.Grid(a, 3, 3)
	if err != nil {
		return nil, err
	}
	values, err := game.NewValues(strings.Split("123456789", ""))
	if err != nil {
		return nil, err
	}
	if b.regions != nil {
		gs = append(groups.Rows(a), groups.Columns(a)...)
		byRegion := map[int]*game.GroupSpec{}
		var order []int
		for i, id := range b.regions {
			g, ok := byRegion[id]
			if !ok {
				g = &game.GroupSpec{Name: fmt.Sprintf("region %d", id+1), Kind: game.GroupRegion}
				byRegion[id] = g
				order = append(order, id)
			}
			g.Cells = append(g.Cells, game.Pos{Row: i / side, Col: i % side})
		}
		for _, id := range order {
			if n := len(byRegion[id].Cells); n != side {
				return nil, at("jigsaw region %d has %d cells: each of the nine has 9", id, n)
			}
			gs = append(gs, *byRegion[id])
		}
	}
	if b.diagonals {
		d, err := groups.Diagonals(groups.Square(side))
		if err != nil {
			return nil, err
		}
		gs = append(gs, d...)
	}
	var rules []game.Constraint
	for _, k := range cages {
		rules = append(rules, constraint.NewKiller(k.cells, k.total, k.hasTotal))
	}
	r, err := game.NewRules(pos.File, side, side, nil, values, gs, rules...)
	if err != nil {
		return nil, at("the cages do not make a killer: %s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	givens := b.givens
	if givens == nil {
		givens = game.EmptyGrid(r.NumFields())
	}
	if f := puzzle.CheckGivens(r, givens); f != nil {
		return nil, at("%v", f)
	}
	return &puzzle.Puzzle{Givens: givens, Pos: pos, Rules: r}, nil
}
