package constraint

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// What the kinds drawn as lines share (thermometers, whispers, renban and
// the other lines): their cells, how a name writes them, how a spec gives
// them, the order of the values they compare, and the words of their
// explanations.

// line is the cells of a rule drawn as a line, in order from its start,
// and once bound their fields.
type line struct {
	cells  []game.Pos
	fields []int
}

func (l *line) Cells() []game.Pos { return l.cells }

// path writes the line by the cells where it turns, each straight run
// between two of them being the cells in between: "r1c1-r1c4",
// "r1c1-r1c3-r3c3".
func (l *line) path() string {
	c := l.cells
	parts := make([]string, 0, len(c))
	for i := range c {
		if i == 0 || i == len(c)-1 || step(c[i-1], c[i]) != step(c[i], c[i+1]) {
			parts = append(parts, c[i].String())
		}
	}
	return strings.Join(parts, "-")
}

// step is the move from cell a to cell b.
func step(a, b game.Pos) game.Pos { return game.Pos{Row: b.Row - a.Row, Col: b.Col - a.Col} }

// lineProblem says why cells cannot be a line of a kind that needs at
// least least cells (why says what those are for), or returns "".
func lineProblem(cells []game.Pos, least int, why string) string {
	if len(cells) < least {
		word := "cells"
		if len(cells) == 1 {
			word = "cell"
		}
		return fmt.Sprintf("the line has %d %s: it needs at least %d, %s", len(cells), word, least, why)
	}
	return LineError(cells)
}

// bindLine returns the error of lineProblem, for Bind.
func bindLine(cells []game.Pos, least int, why string) error {
	if msg := lineProblem(cells, least, why); msg != "" {
		return errors.New(msg)
	}
	return nil
}

// readLine reads the cells of a line from key cells of a, and reports at
// them why they make no line of a kind that needs at least least cells.
func readLine(a Args, least int, why string) ([]game.Pos, bool) {
	cells, ok := a.Cells("cells")
	if !ok {
		return nil, false
	}
	if msg := lineProblem(cells, least, why); msg != "" {
		a.Errorf("cells", "%s", msg)
		return nil, false
	}
	return cells, true
}

// readLineKind returns the Read of a line kind whose only key is cells:
// newLine is its constructor.
func readLineKind(least int, why string, newLine func([]game.Pos) game.Constraint) func(Args) []game.Constraint {
	return func(a Args) []game.Constraint {
		cells, ok := readLine(a, least, why)
		if !ok {
			return nil
		}
		return one(newLine(cells))
	}
}

// readBy reads the key by of a, the least difference of the values of
// some cells (of says of which: "neighbours"), def when a leaves it out;
// ok is false when it was reported.
func readBy(a Args, def int, of string) (by int, ok bool) {
	if !a.Has("by") {
		return def, true
	}
	by, ok = a.Int("by")
	if ok && by < 1 {
		a.Errorf("by", "by is the least difference of %s, at least 1, not %d", of, by)
		return by, false
	}
	return by, ok
}

// farApart returns, for Bind, the numbers of values and per value those
// at least by from it, by being the least difference of the values of
// some cells (of says of which). Its error says why there are none: by
// is below 1, the values are words, or no two are that far apart.
func farApart(values *game.Values, by int, of string) (nums []int, far []game.ValueSet, err error) {
	if by < 1 {
		return nil, nil, fmt.Errorf("the least difference of %s is at least 1, not %d", of, by)
	}
	if nums, err = numbers(values); err != nil {
		return nil, nil, err
	}
	far = make([]game.ValueSet, len(nums))
	some := false
	for u, x := range nums {
		for v, y := range nums {
			if abs(x-y) >= by {
				far[u] |= game.Bit(v)
				some = true
			}
		}
	}
	if !some {
		lo, hi, _ := distinctBounds(nums, 1)
		return nil, nil, fmt.Errorf("no two values are %d apart: the values run from %d to %d", by, lo, hi)
	}
	return nums, far, nil
}

// linkPairs yields the line's cells i and j (game.Linker) with, for each
// value u of cell i, the values v of cell j that forbid says may not
// stand beside it, written in table, one set per value; it reports
// whether yield asks for more.
func (l *line) linkPairs(i, j int, table []game.ValueSet, forbid func(u, v int) bool, yield func(f, g int, forbid []game.ValueSet) bool) bool {
	for u := range table {
		var m game.ValueSet
		for v := range table {
			if forbid(u, v) {
				m |= game.Bit(v)
			}
		}
		table[u] = m
	}
	return yield(l.fields[i], l.fields[j], table)
}

// linkSpan returns the cells after cell i, up to j (exclusive), whose
// links with it a kind of line unbounded in length keeps: at most
// game.MaxLinkSpan of them.
func linkSpan(i, n int) int { return min(n, i+1+game.MaxLinkSpan) }

// ranks orders the values by their numbers, for the kinds that compare
// them: rank 0 is the smallest. On ranks, "above" is a mask of bits. When
// the values are listed in increasing order, as 1-9 is, a value's rank is
// its index and sets need no mapping.
type ranks struct {
	of     []int // per value: its rank
	value  []int // per rank: its value
	sorted bool
}

// newRanks orders values by the numbers nums.
func newRanks(nums []int) ranks {
	o := ranks{of: make([]int, len(nums)), value: make([]int, len(nums)), sorted: true}
	for v := range nums {
		o.value[v] = v
	}
	for i := 1; i < len(nums); i++ {
		for j := i; j > 0 && nums[o.value[j]] < nums[o.value[j-1]]; j-- {
			o.value[j], o.value[j-1] = o.value[j-1], o.value[j]
			o.sorted = false
		}
	}
	for r, v := range o.value {
		o.of[v] = r
	}
	return o
}

// toRanks returns the ranks of the values of s.
func (o *ranks) toRanks(s game.ValueSet) game.ValueSet { return o.mapSet(s, o.of) }

// toValues returns the values of the ranks of s.
func (o *ranks) toValues(s game.ValueSet) game.ValueSet { return o.mapSet(s, o.value) }

// mapSet returns the set of to[x] for each x of s.
func (o *ranks) mapSet(s game.ValueSet, to []int) game.ValueSet {
	if o.sorted {
		return s
	}
	var out game.ValueSet
	for ; s != 0; s &= s - 1 {
		out |= game.Bit(to[s.Lowest()])
	}
	return out
}

// highest returns the largest member of s, or -1 when s is empty.
func highest(s game.ValueSet) int { return 63 - bits.LeadingZeros64(uint64(s)) }

// above returns the members of a set of ranks above rank r.
func above(r int) game.ValueSet { return ^(game.Bit(r+1) - 1) }

// below returns the members of a set of ranks below rank r.
func below(r int) game.ValueSet { return game.Bit(r) - 1 }

// eachRemoved calls do, for each cell of the line a move takes values out
// of, in the order of the move, with the cell's index and those values.
func (l *line) eachRemoved(m *game.Move, do func(i int, gone game.ValueSet)) {
	fields, gone := removed(m.Eliminate)
	for k, f := range fields {
		if i := indexOf(l.fields, f); i >= 0 {
			do(i, gone[k])
		}
	}
}

// removed returns, per field, the values a move takes out of it, in the
// order the fields first appear.
func removed(cs []game.Candidate) (fields []int, values []game.ValueSet) {
	for _, c := range cs {
		i := len(fields) - 1
		for i >= 0 && fields[i] != c.Field {
			i--
		}
		if i < 0 {
			fields, values = append(fields, c.Field), append(values, 0)
			i = len(fields) - 1
		}
		values[i] |= game.Bit(c.Value)
	}
	return fields, values
}

// indexOf returns the index of field f among fields, or -1.
func indexOf(fields []int, f int) int {
	for i, g := range fields {
		if g == f {
			return i
		}
	}
	return -1
}

// leave writes that values leave a cell: "7 8 9 leave r1c2", "7 leaves
// r1c2".
func leave(r *game.Rules, s game.ValueSet, cell string) string {
	verb := "leave"
	if s.Len() == 1 {
		verb = "leaves"
	}
	return s.Format(r.Values) + " " + verb + " " + cell
}

// oneOf writes what a cell can hold: "5", or "one of 4 5 6".
func oneOf(r *game.Rules, s game.ValueSet) string {
	if s.Len() == 1 {
		return s.Format(r.Values)
	}
	return "one of " + s.Format(r.Values)
}

// count writes n things: "cell" for one, "2 cells" for more.
func count(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// leaveEach writes a move's eliminations cell by cell: "7 8 9 leave
// r1c2, 1 leaves r1c4".
func leaveEach(r *game.Rules, cs []game.Candidate) string {
	fields, gone := removed(cs)
	parts := make([]string, len(fields))
	for i, f := range fields {
		parts[i] = leave(r, gone[i], r.FieldName(f))
	}
	return strings.Join(parts, ", ")
}
