package killertext

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// Prefix starts a killer written as a cage map; DiagonalPrefix one
// whose diagonals hold every value too.
const (
	Prefix         = "3x3::k:"
	DiagonalPrefix = "3x3:d:k:"
)

// maxLine bounds a line: 81 numbers of up to five digits, colons, and
// room for spaces.
const maxLine = 4096

// Looks reports whether text, white space aside, starts as a killer
// written on one line: a cage map (Read), SumoCue's form (ReadSumoCue),
// or the line of marks and totals (ReadSnarf), which it is whole.
func Looks(text string) bool {
	t := strings.TrimLeft(text, " \t\r\n")
	return strings.HasPrefix(t, Prefix) || strings.HasPrefix(t, DiagonalPrefix) || strings.HasPrefix(t, SumoCuePrefix) || LooksSnarf(firstLineOf(t))
}

// firstLineOf returns the first line of t.
func firstLineOf(t string) string {
	if i := strings.IndexByte(t, '\n'); i >= 0 {
		return t[:i]
	}
	return t
}

// ReadLine reads the puzzle of one line, at line of file, in any form
// Looks knows.
func ReadLine(file string, line int, text string) (*puzzle.Puzzle, error) {
	t := strings.TrimLeft(text, " \t")
	switch {
	case strings.HasPrefix(t, SumoCuePrefix):
		return ReadSumoCue(file, line, text)
	case LooksSnarf(t):
		return ReadSnarf(file, line, text)
	}
	return Read(file, line, text)
}

// Read reads the killer of one line, at line of file (for errors): a
// classic board (with diagonals after DiagonalPrefix) whose rules hold
// its cages, with no givens. Each cell is its cage's total times 256
// plus the cage's number; a total of 0 gives none, as other readers take
// it: the cage's total is the one its other cells give, a cage whose
// cells give none has no total, and a cell alone in such a cage, or a
// cell of 0 (no total, no cage), is in no cage.
func Read(file string, line int, text string) (*puzzle.Puzzle, error) {
	at, lead, body, err := lineOf(file, line, text)
	if err != nil {
		return nil, err
	}
	prefix := Prefix
	if strings.HasPrefix(body, DiagonalPrefix) {
		prefix = DiagonalPrefix
	}
	if !strings.HasPrefix(body, prefix) {
		return nil, at(lead+1, "a killer's cage map starts with %s (or %s for one with diagonals)", Prefix, DiagonalPrefix)
	}
	col := lead + len(prefix) + 1
	fields := strings.Split(strings.TrimSuffix(body[len(prefix):], ":"), ":")
	cages := map[int]*cage{}
	firsts := map[int]int{}
	var order []*cage
	var errs game.ErrorList // a line of 4 KB may hold 2,000 cells
	if len(fields) != cells {
		errs.Add(at(col, "%d cells in the cage map: write the 81 cells of the board, row by row, separated by colons", len(fields)))
	}
	for i, f := range fields {
		c := col
		col += len(f) + 1
		if i >= cells {
			break
		}
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 {
			errs.Add(at(c, "cell %d is %s: each cell is a number, its cage's total times 256 plus the cage's number", i+1, game.Excerpt(f)))
			continue
		}
		if n == 0 {
			continue // a cell in no cage
		}
		total, id := n/256, n%256
		p := game.Pos{Row: i / side, Col: i % side}
		k, ok := cages[id]
		if !ok {
			k = &cage{name: "cage " + strconv.Itoa(id), line: line, col: c}
			cages[id] = k
			order = append(order, k)
		}
		// A total of 0 gives none: the cage's total stands at another
		// of its cells, or it has none.
		switch {
		case total == 0:
		case !k.hasTotal:
			k.total, k.hasTotal, k.col = total, true, c
			firsts[id] = i
		case k.total != total:
			errs.Add(at(c, "cell %s says cage %d adds up to %d, cell %s says %d: give a cage one total", p, id, total, game.Pos{Row: firsts[id] / side, Col: firsts[id] % side}, k.total))
			continue
		}
		k.cells = append(k.cells, p)
	}
	pos := game.Position{File: file, Line: line, Col: lead + 1}
	if errs.Len() > 0 {
		return nil, errs.Err(pos)
	}
	// A cell alone in its cage without a total is in no cage.
	order = slices.DeleteFunc(order, func(k *cage) bool { return !k.hasTotal && len(k.cells) == 1 })
	return build(pos, order, board{diagonals: prefix == DiagonalPrefix}, func(format string, args ...any) error {
		return at(lead+1, format, args...)
	})
}

// lineOf starts reading a puzzle of one line, at line of file: it returns
// how to report a problem at a column, the white space before the text,
// and the text without the white space around it; a line too long for a
// puzzle of 81 cells is an error.
func lineOf(file string, line int, text string) (at func(col int, format string, args ...any) error, lead int, body string, err error) {
	at = func(col int, format string, args ...any) error { return errorAt(file, line, col, format, args...) }
	if len(text) > maxLine {
		return nil, 0, "", at(1, "a line of %d bytes: a puzzle of 81 cells takes fewer than %d", len(text), maxLine)
	}
	lead = len(text) - len(strings.TrimLeft(text, " \t"))
	return at, lead, strings.TrimRight(text[lead:], " \t\r\n"), nil
}
