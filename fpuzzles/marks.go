package fpuzzles

import (
	"encoding/json"
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

// readNonConsecutive reads "nonconsecutive": no neighbours without a dot
// are consecutive.
func readNonConsecutive(b *builder, key string, raw json.RawMessage) {
	b.dots.Consecutive = b.flag(key, raw)
}

// readNegative reads which dots are all given ("negative": ["ratio"]).
func readNegative(b *builder, key string, raw json.RawMessage) {
	var kinds []string
	if err := json.Unmarshal(raw, &kinds); err != nil {
		b.errorf(key, "a list of the dots all given, such as [\"ratio\", \"xv\"], not %s", excerpt(raw))
		return
	}
	if b.dots.Negative == nil {
		b.dots.Negative = map[string]bool{}
	}
	for _, k := range kinds {
		switch k {
		case "ratio", "difference", "xv":
			b.dots.Negative[k] = true
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
		b.errorf(where, "a dot joins 2 cells, not %d: write each dot as an entry of its own, with the two neighbours it stands between", len(cells))
		return [2]game.Pos{}, false
	}
	return [2]game.Pos{cells[0], cells[1]}, true
}

// finishDots makes the negative rules of the dots read: between
// neighbours with no dot, the dots all given do not hold.
func (b *builder) finishDots() {
	if c := b.dots.XVNegative(); c != nil {
		b.add("negative", c)
	}
	if c := b.dots.KropkiNegative(); c != nil {
		where := "negative"
		if b.dots.Consecutive {
			where = "nonconsecutive"
		}
		b.add(where, c)
	}
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
