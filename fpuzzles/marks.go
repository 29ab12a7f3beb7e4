package fpuzzles

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// The keys of marks between two neighbours (dots, X and V), of marked
// cells (odd, minimum), of clues outside the board, and the rules of the
// whole board, with the negative rules that join them: "negative" names
// the dots all given, and "nonconsecutive" is the negative rule of white
// dots.

// dots is what the builder keeps of the dots read, for the negative
// rules made when every key is read.
type dots struct {
	negative    map[string]bool
	consecutive bool          // "nonconsecutive": true
	kropki      [][2]game.Pos // the cells of every difference and ratio dot
	differences []int         // the values of the difference dots, each once
	ratios      []int         // the values of the ratio dots, each once
	xv          [][2]game.Pos // the cells of every X and V
}

// global reads a key, true or false, that sets a rule over the whole
// board.
func global(make func() game.Constraint) func(b *builder, key string, raw json.RawMessage) {
	return func(b *builder, key string, raw json.RawMessage) {
		if b.flag(key, raw) {
			b.add(key, make())
		}
	}
}

// readNonConsecutive reads "nonconsecutive": no neighbours without a dot
// are consecutive.
func readNonConsecutive(b *builder, key string, raw json.RawMessage) {
	b.dots.consecutive = b.flag(key, raw)
}

// readNegative reads which dots are all given ("negative": ["ratio"]).
func readNegative(b *builder, key string, raw json.RawMessage) {
	var kinds []string
	if err := json.Unmarshal(raw, &kinds); err != nil {
		b.errorf(key, "a list of the dots all given, such as [\"ratio\", \"xv\"], not %s", excerpt(raw))
		return
	}
	if b.dots.negative == nil {
		b.dots.negative = map[string]bool{}
	}
	for _, k := range kinds {
		switch k {
		case "ratio", "difference", "xv":
			b.dots.negative[k] = true
		default:
			b.errorf(key, "%s: no rule of this program reads such dots; it knows ratio, difference and xv", game.Excerpt(k))
		}
	}
}

// pair reads an entry's two cells, which share an edge.
func (b *builder) pair(where string, e entry) ([2]game.Pos, bool) {
	cells, ok := b.cells(where, e.Cells)
	if !ok {
		return [2]game.Pos{}, false
	}
	if len(cells) != 2 {
		b.errorf(where, "a dot joins 2 cells, not %d", len(cells))
		return [2]game.Pos{}, false
	}
	return [2]game.Pos{cells[0], cells[1]}, true
}

// dotValue reads a dot's value, def when it has none.
func (b *builder) dotValue(where string, e entry, def int) (int, bool) {
	if e.value() == "" {
		return def, true
	}
	n, ok := b.intValue(where, e)
	if ok && n < 1 {
		b.errorf(where, "the value %d is no difference or ratio: give 1 or more", n)
		return 0, false
	}
	return n, ok
}

// readDifference reads difference dots: the numbers differ by the value,
// 1 (a white kropki dot) when it has none.
func readDifference(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		p, ok := b.pair(where, e)
		n, good := b.dotValue(where, e, 1)
		if !ok || !good {
			continue
		}
		b.add(where, constraint.NewDifference(p[0], p[1], n))
		b.dots.kropki = append(b.dots.kropki, p)
		if !slices.Contains(b.dots.differences, n) {
			b.dots.differences = append(b.dots.differences, n)
		}
	}
}

// readRatio reads ratio dots: one number is the value times the other, 2
// (a black kropki dot) when it has none.
func readRatio(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		p, ok := b.pair(where, e)
		n, good := b.dotValue(where, e, 2)
		if !ok || !good {
			continue
		}
		b.add(where, constraint.NewRatio(p[0], p[1], n))
		b.dots.kropki = append(b.dots.kropki, p)
		if !slices.Contains(b.dots.ratios, n) {
			b.dots.ratios = append(b.dots.ratios, n)
		}
	}
}

// readXV reads X and V: the numbers add up to 10 or 5.
func readXV(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		p, ok := b.pair(where, e)
		if !ok {
			continue
		}
		var sum int
		switch strings.ToUpper(e.value()) {
		case "X":
			sum = 10
		case "V":
			sum = 5
		default:
			b.errorf(where, "the value %s is neither X nor V", game.Excerpt(e.value()))
			continue
		}
		b.add(where, constraint.NewXV(p[0], p[1], sum))
		b.dots.xv = append(b.dots.xv, p)
	}
}

// finishDots makes the negative rules of the dots read: between
// neighbours with no dot, the dots all given do not hold.
func (b *builder) finishDots() {
	d := &b.dots
	if d.negative["xv"] {
		b.add("negative", constraint.NewXVNegative(d.xv))
	}
	var differences, ratios []int
	if d.negative["difference"] {
		differences = orOne(d.differences, 1)
	}
	if d.consecutive && !slices.Contains(differences, 1) {
		differences = append(differences, 1)
	}
	if d.negative["ratio"] {
		ratios = orOne(d.ratios, 2)
	}
	where := "negative"
	if d.consecutive {
		where = "nonconsecutive"
	}
	switch {
	case len(differences)+len(ratios) == 0:
	case len(d.kropki) == 0 && len(ratios) == 0 && slices.Equal(differences, []int{1}):
		b.add(where, constraint.NewNonConsecutive())
	default:
		slices.Sort(differences)
		slices.Sort(ratios)
		b.add(where, constraint.NewKropkiNegative(d.kropki, differences, ratios))
	}
}

// orOne returns list, or a list of def when it is empty.
func orOne(list []int, def int) []int {
	if len(list) == 0 {
		return []int{def}
	}
	return slices.Clone(list)
}

// marked reads a key of marked cells, [{"cell": "R1C1"}], each a rule
// made by make, which is given the cells of every entry.
func marked(make func(p game.Pos, all []game.Pos) game.Constraint) func(b *builder, key string, raw json.RawMessage) {
	return func(b *builder, key string, raw json.RawMessage) {
		var cells []game.Pos
		var wheres []string
		for i, e := range b.entries(key, raw) {
			where := fmt.Sprintf("%s[%d]", key, i)
			if p, ok := b.cell(where, e.Cell); ok {
				cells, wheres = append(cells, p), append(wheres, where)
			}
		}
		for i, p := range cells {
			b.add(wheres[i], make(p, cells))
		}
	}
}

// alone makes a rule of a marked cell that needs no others.
func alone(make func(game.Pos) game.Constraint) func(p game.Pos, all []game.Pos) game.Constraint {
	return func(p game.Pos, _ []game.Pos) game.Constraint { return make(p) }
}

// readQuadruple reads quadruples: the values appear among the four cells.
func readQuadruple(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		cells, ok := b.cells(where, e.Cells)
		if !ok {
			continue
		}
		words := make([]string, len(e.Values))
		for j, v := range e.Values {
			words[j] = strconv.Itoa(v)
		}
		b.add(where, constraint.NewQuadruple(cells, words))
	}
}

// readClone reads clones: each cell of cloneCells holds the value of the
// cell of cells at its place.
func readClone(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		cells, ok := b.cells(where, e.Cells)
		copies, good := b.cells(where, e.CloneCells)
		if !ok || !good {
			continue
		}
		if len(cells) != len(copies) {
			b.errorf(where, "%d cells but %d clone cells: a clone has the shape of its original", len(cells), len(copies))
			continue
		}
		b.add(where, constraint.NewClone(cells, copies))
	}
}

// readArrow reads arrows: the circle's cells (one, or a pill) and the
// lines from it, each starting in the circle.
func readArrow(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		circle, ok := b.cells(where, e.Cells)
		var lines [][]game.Pos
		for j, l := range e.Lines {
			line, good := b.cells(fmt.Sprintf("%s.lines[%d]", where, j), l)
			ok = ok && good
			lines = append(lines, line)
		}
		if !ok {
			continue
		}
		if len(lines) == 0 {
			b.notes = append(b.notes, where+" left out: a circle with no arrow says nothing")
			continue
		}
		for _, line := range lines {
			b.add(where, constraint.NewArrow(circle, line))
		}
	}
}

// clue reads the clue of an entry, {"cell": "R0C1", "value": "23"}: its
// cell outside the board and its number; a clue with no number draws
// only, and a note says so.
func (b *builder) clue(where string, e entry) (game.Pos, int, bool) {
	p, err := constraint.ParseClue(e.Cell)
	if err != nil {
		b.errorf(where, "%v", err)
		return p, 0, false
	}
	if p.Row >= -1 && p.Col >= -1 && p.Row <= b.size && p.Col <= b.size && (p.Row < 0 || p.Col < 0 || p.Row == b.size || p.Col == b.size) {
		if e.value() == "" {
			b.notes = append(b.notes, where+" left out: a clue with no number says nothing")
			return p, 0, false
		}
		n, ok := b.intValue(where, e)
		return p, n, ok
	}
	b.errorf(where, "the clue %s stands not just outside the %dx%d board", strings.ToUpper(e.Cell), b.size, b.size)
	return p, 0, false
}

// readLittleKiller reads little killers: the values along the diagonal
// from the clue add up to its number.
func readLittleKiller(b *builder, key string, raw json.RawMessage) {
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		p, sum, ok := b.clue(where, e)
		if !ok {
			continue
		}
		dir, ok := constraint.ParseDiagonal(e.Direction)
		if !ok {
			b.errorf(where, "the direction %s is none of UL, UR, DL, DR", game.Excerpt(e.Direction))
			continue
		}
		b.add(where, constraint.NewLittleKiller(p, dir, sum))
	}
}

// clues reads a key of clues beside a row or column, each a rule made by
// make.
func clues(make func(clue game.Pos, n int) game.Constraint) func(b *builder, key string, raw json.RawMessage) {
	return func(b *builder, key string, raw json.RawMessage) {
		for i, e := range b.entries(key, raw) {
			where := fmt.Sprintf("%s[%d]", key, i)
			if p, n, ok := b.clue(where, e); ok {
				b.add(where, make(p, n))
			}
		}
	}
}
