package killertext

import (
	"errors"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// SumoCuePrefix starts a puzzle in SumoCue's form.
const SumoCuePrefix = "SumoCueV1"

// ReadSumoCue reads the puzzle of one line in SumoCue's form, at line of
// file: SumoCuePrefix, "D" when the diagonals hold every value, then the
// 81 cells row by row, each "=n" or "+n" and, on a jigsaw, "J" and its
// region (0 to 8):
//
//	SumoCueV1=17+0=16+2...        a killer: =17 starts a cage of 17, +0
//	                              joins the cage that starts at cell 0
//	SumoCueV1=0J0=8J0=0J0=0J1...  a jigsaw: =8 is a given, =0 an empty cell
//
// A cage starts at its first cell, and its total 0 is none. A line with
// no "+" is a puzzle of givens (a cage of one cell is a given too).
func ReadSumoCue(file string, line int, text string) (*puzzle.Puzzle, error) {
	at, lead, body, err := lineOf(file, line, text)
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(body, SumoCuePrefix) {
		return nil, at(lead+1, "SumoCue's form starts with %s", SumoCuePrefix)
	}
	i := len(SumoCuePrefix)
	var b board
	if strings.HasPrefix(body[i:], "D") {
		b.diagonals = true
		i++
	}
	type entry struct {
		op     byte // '=' or '+'
		n      int
		region int // -1 for none
		col    int
	}
	var entries []entry
	var errs []error
	for i < len(body) {
		e := entry{op: body[i], region: -1, col: lead + i + 1}
		if e.op != '=' && e.op != '+' {
			errs = append(errs, at(e.col, "%q: each cell is =n (a given, or the first cell of a cage of total n) or +n (a cell of the cage that starts at cell n)", string(body[i])))
			break
		}
		j := i + 1
		for j < len(body) && body[j] >= '0' && body[j] <= '9' {
			j++
		}
		n, err := strconv.Atoi(body[i+1 : j])
		if err != nil || j-i > 4 {
			errs = append(errs, at(e.col, "cell %d: %c needs a number of up to 3 digits after it", len(entries)+1, e.op))
			break
		}
		e.n = n
		if j < len(body) && body[j] == 'J' {
			if j+1 >= len(body) || body[j+1] < '0' || body[j+1] > '8' {
				errs = append(errs, at(lead+j+1, "cell %d: J needs the cell's jigsaw region after it, 0 to 8", len(entries)+1))
				break
			}
			e.region = int(body[j+1] - '0')
			j += 2
		}
		entries = append(entries, e)
		i = j
	}
	if len(errs) == 0 && len(entries) != cells {
		errs = append(errs, at(lead+1, "%d cells after %s: write the 81 cells of the board, row by row", len(entries), SumoCuePrefix))
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	jigsaw := entries[0].region >= 0
	if jigsaw {
		b.regions = make([]int, cells)
	}
	killer := false
	for i, e := range entries {
		if (e.region >= 0) != jigsaw {
			errs = append(errs, at(e.col, "cell %d has no jigsaw region and cell 1 has one, or the other way round: give every cell one, or none", i+1))
		}
		if jigsaw {
			b.regions[i] = e.region
		}
		killer = killer || e.op == '+'
	}
	pos := game.Position{File: file, Line: line, Col: lead + 1}
	whole := func(format string, args ...any) error { return at(lead+1, format, args...) }
	if !killer {
		b.givens = make([]int, cells)
		for i, e := range entries {
			switch {
			case e.n == 0:
				b.givens[i] = game.Empty
			case e.n > side:
				errs = append(errs, at(e.col, "cell %d holds %d: a given is 1 to 9, or 0 for none", i+1, e.n))
			default:
				b.givens[i] = e.n - 1
			}
		}
		if len(errs) > 0 {
			return nil, errors.Join(errs...)
		}
		return build(pos, nil, b, whole)
	}
	cages := map[int]*cage{}
	var order []*cage
	for i, e := range entries {
		if e.op == '=' {
			k := &cage{name: "the cage at " + cellName(i), total: e.n, hasTotal: e.n > 0, line: line, col: e.col}
			cages[i] = k
			order = append(order, k)
		}
	}
	for i, e := range entries {
		head := i
		if e.op == '+' {
			head = e.n
		}
		k, ok := cages[head]
		if !ok {
			errs = append(errs, at(e.col, "cell %d is +%d, but cell %d (%s) starts no cage: +n names the first cell of its cage, counted from 0", i+1, e.n, e.n, cellName(e.n)))
			continue
		}
		k.cells = append(k.cells, game.Pos{Row: i / side, Col: i % side})
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return build(pos, order, b, whole)
}

// cellName names cell i (0-based, row by row) of the board, or says it is
// off it.
func cellName(i int) string {
	if i < 0 || i >= cells {
		return "off the board"
	}
	return game.Pos{Row: i / side, Col: i % side}.String()
}
