package killertext

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// Prefix starts a killer written as a cage map.
const Prefix = "3x3::k:"

// cells is the number of cells of the board the format writes.
const cells = 81

// maxLine bounds a line: 81 numbers of up to five digits, colons, and
// room for spaces.
const maxLine = 4096

// Looks reports whether text, white space aside, starts as a killer
// written as a cage map.
func Looks(text string) bool {
	return strings.HasPrefix(strings.TrimLeft(text, " \t\r\n"), Prefix)
}

// Read reads the killer of one line, at line of file (for errors): a
// classic board whose rules hold its cages, with no givens.
func Read(file string, line int, text string) (*puzzle.Puzzle, error) {
	at := func(col int, format string, args ...any) error {
		return &game.Error{Pos: game.Position{File: file, Line: line, Col: col}, Msg: fmt.Sprintf(format, args...)}
	}
	if len(text) > maxLine {
		return nil, at(1, "a line of %d bytes: a killer of 81 cells takes fewer than %d", len(text), maxLine)
	}
	lead := len(text) - len(strings.TrimLeft(text, " \t"))
	body := strings.TrimRight(text[lead:], " \t\r\n")
	if !strings.HasPrefix(body, Prefix) {
		return nil, at(lead+1, "a killer's cage map starts with %s", Prefix)
	}
	col := lead + len(Prefix) + 1
	fields := strings.Split(strings.TrimSuffix(body[len(Prefix):], ":"), ":")
	type cage struct {
		total, first int // first: its first cell
		cells        []game.Pos
	}
	cages := map[int]*cage{}
	var order []int
	var errs []error
	if len(fields) != cells {
		errs = append(errs, at(col, "%d cells after %s: write the 81 cells of the board, row by row, separated by colons", len(fields), Prefix))
	}
	for i, f := range fields {
		c := col
		col += len(f) + 1
		if i >= cells {
			break
		}
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			errs = append(errs, at(c, "cell %d is %q: each cell is a number, its cage's total times 256 plus the cage's number", i+1, f))
			continue
		}
		total, id := n/256, n%256
		p := game.Pos{Row: i / 9, Col: i % 9}
		k, ok := cages[id]
		if !ok {
			k = &cage{total: total, first: i}
			cages[id] = k
			order = append(order, id)
		}
		if k.total != total {
			errs = append(errs, at(c, "cell %s says cage %d adds up to %d, its first cell %s says %d: give a cage one total", p, id, total, game.Pos{Row: k.first / 9, Col: k.first % 9}, k.total))
			continue
		}
		k.cells = append(k.cells, p)
	}
	for _, id := range order {
		k := cages[id]
		n := len(k.cells)
		lo, hi := n*(n+1)/2, n*(19-n)/2
		switch {
		case n > 9:
			errs = append(errs, at(lead+1, "cage %d (from %s) has %d cells: a cage's cells differ, so it holds at most 9", id, k.cells[0], n))
		case k.total < lo || k.total > hi:
			errs = append(errs, at(lead+1, "cage %d (from %s) adds up to %d: %d different values from 1 to 9 add up to %d to %d", id, k.cells[0], k.total, n, lo, hi))
		}
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	classic, err := specs.Builtin("classic")
	if err != nil {
		return nil, err
	}
	br := classic.Rules
	var rules []game.Constraint
	for _, id := range order {
		k := cages[id]
		rules = append(rules, constraint.NewKiller(k.cells, k.total, true))
	}
	r, err := game.NewRules(file, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), rules...)
	if err != nil {
		return nil, at(lead+1, "the cages do not make a killer: %s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	givens := make([]int, r.NumFields())
	for i := range givens {
		givens[i] = game.Empty
	}
	return &puzzle.Puzzle{Givens: givens, Pos: game.Position{File: file, Line: line, Col: lead + 1}, Rules: r}, nil
}
