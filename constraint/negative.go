package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// unmarked is a rule of the whole board over every two orthogonal
// neighbours that no mark joins: their numbers relate as none of its
// marks says. It is the negative rule of dots and of XV letters ("every
// dot is given"), and non-consecutive (no marks given at all). It finds
// its cells on the board when it is bound: before, it has none.
type unmarked struct {
	kind   *game.RuleKind
	name   string
	who    string // the pairs it speaks of: "neighbours with no dot between them"
	forbid []mark
	marked [][2]game.Pos // the pairs that marks join, either way round
	// Bound:
	cells []game.Pos // the board's fields, in order
	pairs
	values *game.Values
	nums   []int
}

// The abilities of unmarked that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
	game.Linker
} = (*unmarked)(nil)

func newUnmarked(kind *game.RuleKind, name, who string, forbid []mark, marked [][2]game.Pos) *unmarked {
	return &unmarked{kind: kind, name: name, who: who, forbid: forbid, marked: marked}
}

func (c *unmarked) Kind() *game.RuleKind { return c.kind }

func (c *unmarked) Name() string { return c.name }

// Cells returns the board's fields once bound, none before.
func (c *unmarked) Cells() []game.Pos { return c.cells }

// Bind lists every pair of orthogonal neighbours of r but the marked ones,
// whatever fields it is given.
func (c *unmarked) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	b.values, b.nums = r.Values, nums
	var fields []int
	var at [][2]int32
	b.cells, fields, at = unmarkedPairs(r, c.marked, false)
	b.pairs = newPairs(fields, at, newRelation(nums, func(x, y int) bool { return c.relatesAs(x, y) == nil }))
	return &b, nil
}

// unmarkedPairs returns the cells and fields of r's board, in order, and
// the pairs of neighbours (sharing an edge, or a corner when diagonal)
// that marked does not list either way round: the pairs a negative rule
// of marks is over.
func unmarkedPairs(r *game.Rules, marked [][2]game.Pos, diagonal bool) (cells []game.Pos, fields []int, at [][2]int32) {
	on := make(map[[2]int]bool, len(marked))
	for _, m := range marked {
		f, g := r.FieldAt(m[0]), r.FieldAt(m[1])
		on[[2]int{f, g}], on[[2]int{g, f}] = true, true
	}
	cells = make([]game.Pos, r.NumFields())
	fields = make([]int, r.NumFields())
	for f := range fields {
		cells[f], fields[f] = r.Pos(f), f
	}
	sets, _ := OverNeighbours(diagonal)(r)
	for _, s := range sets {
		if !on[[2]int{s[0], s[1]}] {
			at = append(at, [2]int32{int32(s[0]), int32(s[1])})
		}
	}
	return cells, fields, at
}

// relatesAs returns the first mark that numbers x and y relate as, or nil.
func (c *unmarked) relatesAs(x, y int) *mark {
	for i, m := range c.forbid {
		if m.holds(x, y) {
			return &c.forbid[i]
		}
	}
	return nil
}

func (c *unmarked) Check(g game.Grid) error {
	i, u, v := c.broken(g)
	if i < 0 {
		return nil
	}
	f, h := c.fields[c.at[i][0]], c.fields[c.at[i][1]]
	return fmt.Errorf("%s holds %s and %s holds %s, but %s may not %s", c.cells[f], c.values.Name(u), c.cells[h], c.values.Name(v), c.who, c.relatesAs(c.nums[u], c.nums[v]).says())
}

// Propagate takes out of each cell the values that every value left in a
// neighbour it shares no mark with relates to as a mark would.
func (c *unmarked) Propagate(b *game.Board, found *game.Found) bool { return c.propagate(b, found) }

func (c *unmarked) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.links(yield) }

// Explain says what the rule forbids and that a neighbour of each cell
// that loses values has nothing else left; which neighbour is not in the
// move's evidence.
func (c *unmarked) Explain(r *game.Rules, m *game.Move) string {
	rule := fmt.Sprintf("%s may not %s", c.who, sayAll(c.forbid))
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: %s, which leaves a cell no value", c.Name(), rule)
	}
	return fmt.Sprintf("%s: %s, and all that a neighbour has left would do so with these: %s", c.Name(), rule, leaveList(r, m.Eliminate))
}

// OrthogonalPairs calls pair for each two fields of r that share an edge,
// the upper or left one first, in the order of the fields.
func OrthogonalPairs(r *game.Rules, pair func(f, g int)) {
	for f := range r.NumFields() {
		p := r.Pos(f)
		for _, q := range [2]game.Pos{{Row: p.Row, Col: p.Col + 1}, {Row: p.Row + 1, Col: p.Col}} {
			if g := r.FieldAt(q); g >= 0 {
				pair(f, g)
			}
		}
	}
}

// WriteItem writes non-consecutive as its item, and a negative rule of
// dots, once every rule has written itself, into the item of its dots
// (kropki: {..., negative: true}) when that item says it (ItemWriter).
func (c *unmarked) WriteItem(w *ItemWriter) {
	if c.kind == NonConsecutiveRule {
		w.Add(Item{Key: NonConsecutive.Key})
		return
	}
	w.Later(c.writeNegative)
}

// writeNegative writes the negative rule into the item of its dots, when
// that item says it: its dots are all the rules' dots of that kind, and
// it forbids what some keys of the item mark.
func (c *unmarked) writeNegative(w *ItemWriter) {
	kind := Kropki
	if c.kind == XVNegativeRule {
		kind = XV
	}
	fail := func(why string) {
		w.Error(fmt.Errorf("%s: no spec item says this negative rule: %s", c.Name(), why))
	}
	var subs []string
	for _, m := range c.forbid {
		key, sub, ok := m.itemKey(nil)
		if !ok || key != kind.Key {
			fail(fmt.Sprintf("a %s item says only what its own marks forbid, not %s", kind.Key, m))
			return
		}
		subs = append(subs, sub)
	}
	var pairs [][2]game.Pos
	if it, ok := w.ItemOf(kind.Key); ok {
		for _, a := range it.Args {
			ls, _ := a.Value.([][]game.Pos)
			for _, l := range ls {
				pairs = append(pairs, [2]game.Pos{l[0], l[1]})
			}
		}
	}
	if !samePairs(c.marked, pairs) {
		fail(fmt.Sprintf("its marks are not the %s marks of the puzzle", kind.Key))
		return
	}
	for _, sub := range subs {
		w.Gather(kind.Key, sub, [][]game.Pos{})
	}
	var neg any = true
	if len(subs) < len(kind.Keys)-1 {
		neg = subs[0]
	}
	w.Gather(kind.Key, "negative", neg)
}

// samePairs reports whether a and b hold the same pairs of cells, either
// way round.
func samePairs(a, b [][2]game.Pos) bool {
	set := map[[2]game.Pos]int{}
	for _, p := range a {
		set[ordered(p)]++
	}
	for _, p := range b {
		set[ordered(p)]--
	}
	for _, n := range set {
		if n != 0 {
			return false
		}
	}
	return true
}

func ordered(p [2]game.Pos) [2]game.Pos {
	if p[1].Row < p[0].Row || p[1].Row == p[0].Row && p[1].Col < p[0].Col {
		return [2]game.Pos{p[1], p[0]}
	}
	return p
}

// Unmarker is a negative rule of marks (every dot given, every X and V
// given): it speaks of every pair of neighbours that no mark joins. A
// caller that takes a mark away (a setter's tool asking what a puzzle can
// do without) asks it too, since the pair the mark joined then falls
// under the negative rule.
type Unmarker interface {
	// Unmark returns the rule as it is with no mark on the pair a, b
	// (either way round), unbound (game.NewRules binds it), and whether
	// a mark was on it; when none was, it returns nil and false.
	Unmark(a, b game.Pos) (game.Constraint, bool)
}

// withoutPair returns marked without the pair a, b, either way round,
// and whether it held it.
func withoutPair(marked [][2]game.Pos, a, b game.Pos) ([][2]game.Pos, bool) {
	out := make([][2]game.Pos, 0, len(marked))
	found := false
	for _, p := range marked {
		if p == [2]game.Pos{a, b} || p == [2]game.Pos{b, a} {
			found = true
			continue
		}
		out = append(out, p)
	}
	return out, found
}

// Unmark returns the negative rule without the mark on a, b.
func (c *unmarked) Unmark(a, b game.Pos) (game.Constraint, bool) {
	marked, ok := withoutPair(c.marked, a, b)
	if !ok {
		return nil, false
	}
	return newUnmarked(c.kind, c.name, c.who, c.forbid, marked), true
}
