package fpuzzles

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// The negative rules of marks between two neighbours (dots, X and V):
// "negative" names the keys whose marks are all given, and
// "nonconsecutive" is the negative rule of white dots. The marks' keys
// are read by their kinds' forms (forms.go), which keep here what the
// negative rules need; with a clue outside the board, the checks the
// forms of marks and clues share.

// dots is what the builder keeps of the marks read, for the negative
// rules made when every key is read.
type dots struct {
	negative    map[string]bool
	consecutive bool                     // "nonconsecutive": true
	pairs       map[string][][2]game.Pos // per key of marks ("difference", "xv"): the cells of each
	values      map[string][]int         // per key of marks with a value: the values read, each once
}

// mark keeps a mark of key read between the cells of p, and, when value
// (the form's field) is not nil, its value, or its default when the entry
// has none.
func (d *dots) mark(key string, p [2]game.Pos, e entry, value *constraint.FPuzzlesField) {
	if d.pairs == nil {
		d.pairs, d.values = map[string][][2]game.Pos{}, map[string][]int{}
	}
	d.pairs[key] = append(d.pairs[key], p)
	if value == nil {
		return
	}
	text := e.value()
	if text == "" {
		text = value.Default
	}
	if n, err := strconv.Atoi(text); err == nil && !slices.Contains(d.values[key], n) {
		d.values[key] = append(d.values[key], n)
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

// finishDots makes the negative rules of the dots read: between
// neighbours with no dot, the dots all given do not hold.
func (b *builder) finishDots() {
	d := &b.dots
	if d.negative["xv"] {
		b.add("negative", constraint.NewXVNegative(d.pairs["xv"]))
	}
	var differences, ratios []int
	if d.negative["difference"] {
		differences = orOne(d.values["difference"], 1)
	}
	if d.consecutive && !slices.Contains(differences, 1) {
		differences = append(differences, 1)
	}
	if d.negative["ratio"] {
		ratios = orOne(d.values["ratio"], 2)
	}
	kropki := append(slices.Clip(d.pairs["difference"]), d.pairs["ratio"]...)
	where := "negative"
	if d.consecutive {
		where = "nonconsecutive"
	}
	switch {
	case len(differences)+len(ratios) == 0:
	case len(kropki) == 0 && len(ratios) == 0 && slices.Equal(differences, []int{1}):
		b.add(where, constraint.NewNonConsecutive())
	default:
		slices.Sort(differences)
		slices.Sort(ratios)
		b.add(where, constraint.NewKropkiNegative(kropki, differences, ratios))
	}
}

// orOne returns list, or a list of def when it is empty.
func orOne(list []int, def int) []int {
	if len(list) == 0 {
		return []int{def}
	}
	return slices.Clone(list)
}

// clue checks the clue of an entry, {"cell": "R0C1", "value": "23"}:
// its cell stands just outside the board, and it has a number; a clue
// with no number draws only, and a note says so.
func (b *builder) clue(where string, e entry) bool {
	p, err := constraint.ParseClue(e.Cell)
	if err != nil {
		b.errorf(where, "%v", err)
		return false
	}
	if p.Row >= -1 && p.Col >= -1 && p.Row <= b.size && p.Col <= b.size && (p.Row < 0 || p.Col < 0 || p.Row == b.size || p.Col == b.size) {
		if e.value() == "" {
			b.notes = append(b.notes, where+" left out: a clue with no number says nothing")
			return false
		}
		_, ok := b.intValue(where, e)
		return ok
	}
	b.errorf(where, "the clue %s stands not just outside the %dx%d board", strings.ToUpper(e.Cell), b.size, b.size)
	return false
}
