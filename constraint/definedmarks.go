package constraint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The marks kinds a spec defines (package kinddef): marks between
// neighbours, each sort of mark a pair rule of its own, read as kropki
// and XV are (diagonalxv: {x: [[r1c1, r2c2]], v: [...], negative: true}).

// A DefinedMark is one sort of mark of a marks kind a spec defines: the
// key that lists its pairs, the pair rule that holds across each, and how
// it is drawn.
type DefinedMark struct {
	// Key lists the pairs of neighbours the mark stands between: x:
	// [[r1c1, r2c2]].
	Key string
	// Rule holds between the two cells of each pair, a the first of the
	// pair as the item lists it. Its Every and Neighbours are not read.
	Rule *PairRule
	// Letter is written on the mark ("X"); else it is a dot filled with
	// Dot.
	Letter, Dot string
}

// MarksAbilities are the abilities of the rules of a marks kind's marks
// (see game.RuleKind.Abilities); its negative rule has
// MarksNegativeAbilities.
const (
	MarksAbilities         = game.CanPropagate | game.CanExplain | game.CanLink | game.CanLabel
	MarksNegativeAbilities = game.CanPropagate | game.CanExplain | game.CanLink
)

// NewMarksKind returns the kind written key: {k: [[a, b], ...] for each
// mark's key k, negative: true}: marks between neighbours that share an
// edge, or a corner when diagonal, each holding its mark's rule; with
// negative, two such neighbours with no mark between them keep none of
// the rules (either way round), or only the named mark's with negative:
// k. rk is the marks' rule kind (with MarksAbilities), negRK the negative
// rule's (MarksNegativeAbilities, ShapeBoard). A spec's kinds: section
// defines such kinds.
func NewMarksKind(key string, rk, negRK *game.RuleKind, marks []DefinedMark, diagonal bool) *Kind {
	k := &Kind{
		Rule:     rk,
		FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of a spec's own"},
		Key:      key,
		Draw:     Drawing{Style: StyleMarks},
	}
	m := &definedMarks{kind: k, negKind: negRK, marks: marks, diagonal: diagonal}
	var keys []string
	for _, mk := range marks {
		keys = append(keys, mk.Key)
		k.Draw.Marks = append(k.Draw.Marks, Mark{Key: mk.Key, Letter: mk.Letter, Dot: mk.Dot})
	}
	m.pair = "[r1c1, r1c2]"
	if diagonal {
		m.pair = "[r1c1, r2c2]"
	}
	k.Keys = append(keys, "negative")
	k.Example = key + ": {negative: true}"
	if len(keys) > 0 {
		k.Example = fmt.Sprintf("%s: {%s: [%s], negative: true}", key, keys[0], m.pair)
	}
	k.Read = m.read
	return k
}

// definedMarks reads the items of a marks kind.
type definedMarks struct {
	kind     *Kind
	negKind  *game.RuleKind
	marks    []DefinedMark
	diagonal bool
	pair     string // an example pair: "[r1c1, r2c2]"
}

// neighbours reports whether a and b are neighbours the kind's marks
// stand between.
func (m *definedMarks) neighbours(a, b game.Pos) bool {
	if m.diagonal {
		return abs(a.Row-b.Row) == 1 && abs(a.Col-b.Col) == 1
	}
	return Orthogonal(a, b)
}

// what names the neighbours the marks stand between.
func (m *definedMarks) what() string {
	if m.diagonal {
		return "touch at a corner"
	}
	return "share an edge"
}

func (m *definedMarks) read(a Args) []game.Constraint {
	var out []game.Constraint
	var marked [][2]game.Pos
	on := map[[2]game.Pos]string{}
	ok := true
	for i := range m.marks {
		mk := &m.marks[i]
		if !a.Has(mk.Key) {
			continue
		}
		ls, good := a.CellLists(mk.Key)
		ok = ok && good
		for _, l := range ls {
			if len(l) != 2 {
				a.Errorf(mk.Key, "each item of %s is two cells, such as %s, not %d", mk.Key, m.pair, len(l))
				ok = false
				continue
			}
			if !m.neighbours(l[0], l[1]) {
				a.Errorf(mk.Key, "%s and %s do not %s: a mark of %s stands between two cells that do", l[0], l[1], m.what(), m.kind.Key)
				ok = false
				continue
			}
			p := ordered([2]game.Pos{l[0], l[1]})
			if had, dup := on[p]; dup {
				a.Errorf(mk.Key, "%s and %s have a mark %s between them already", l[0], l[1], had)
				ok = false
				continue
			}
			on[p] = mk.Key
			marked = append(marked, p)
			out = append(out, &definedDot{set: m, mark: mk, cells: [2]game.Pos{l[0], l[1]}})
		}
	}
	if a.Has("negative") {
		forbid, good := m.readNegative(a)
		ok = ok && good
		if len(forbid) > 0 {
			out = append(out, &definedUnmarked{set: m, forbid: forbid, marked: marked})
		}
	}
	if !ok {
		return nil
	}
	if len(out) == 0 && len(marked) == 0 {
		a.Errorf("", "%s needs marks or negative: true: write e.g. - %s", m.kind.Key, m.kind.Example)
		return nil
	}
	return out
}

// readNegative reads which marks are all given: negative: true, every
// sort; false, none; or one mark's key.
func (m *definedMarks) readNegative(a Args) ([]*DefinedMark, bool) {
	w, ok := a.Word("negative")
	if !ok {
		return nil, false
	}
	var keys []string
	switch w {
	case "true":
		var all []*DefinedMark
		for i := range m.marks {
			all = append(all, &m.marks[i])
		}
		return all, true
	case "false":
		return nil, true
	}
	for i, mk := range m.marks {
		if mk.Key == w {
			return []*DefinedMark{&m.marks[i]}, true
		}
		keys = append(keys, mk.Key)
	}
	a.Errorf("negative", "negative is true, false, or the key of the marks all given (%s), not %s", strings.Join(keys, " or "), game.Excerpt(w))
	return nil, false
}

// definedDot is one mark of a marks kind between two neighbours.
type definedDot struct {
	set   *definedMarks
	mark  *DefinedMark
	cells [2]game.Pos
	// Bound:
	pairs
	values *game.Values
}

func (c *definedDot) Kind() *game.RuleKind { return c.set.kind.Rule }

func (c *definedDot) Name() string {
	return c.set.kind.Key + " " + c.mark.Key + " " + cellList(c.cells[:])
}

func (c *definedDot) Cells() []game.Pos { return c.cells[:] }

// Label writes the mark's letter, or nothing for a dot.
func (c *definedDot) Label() string { return c.mark.Letter }

func (c *definedDot) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if !c.set.neighbours(c.cells[0], c.cells[1]) {
		return nil, fmt.Errorf("%s and %s do not %s", c.cells[0], c.cells[1], c.set.what())
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	rel, err := c.mark.Rule.relation(nums, nil)
	if err != nil {
		return nil, err
	}
	if rel.empty() {
		return nil, fmt.Errorf("no two values keep %s: %s", c.mark.Rule.Says, c.Name())
	}
	b := *c
	b.pairs = newPairs(fields, [][2]int32{{0, 1}}, rel)
	b.values = r.Values
	return &b, nil
}

func (c *definedDot) Check(g game.Grid) error {
	if i, u, v := c.broken(g); i >= 0 {
		return fmt.Errorf("%s holds %s and %s holds %s, which break %s", c.cells[0], c.values.Name(u), c.cells[1], c.values.Name(v), c.mark.Rule.Says)
	}
	return nil
}

// Propagate keeps in each cell the values that a value of the other cell
// goes with.
func (c *definedDot) Propagate(b *game.Board, found *game.Found) bool { return c.propagate(b, found) }

func (c *definedDot) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.links(yield) }

// Explain says that the values taken out have no partner left across the
// mark.
func (c *definedDot) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no two values left on its sides keep %s", c.Name(), c.mark.Rule.Says)
	}
	return fmt.Sprintf("%s: nothing left on the other side keeps %s with them: %s", c.Name(), c.mark.Rule.Says, leaveList(r, m.Eliminate))
}

func (c *definedDot) definedKind() *Kind { return c.set.kind }

// WriteItem writes the mark into the item of its kind (ItemWriter).
func (c *definedDot) WriteItem(w *ItemWriter) {
	w.Gather(c.set.kind.Key, c.mark.Key, [][]game.Pos{slices.Clone(c.cells[:])})
}

// definedUnmarked is the negative rule of a marks kind: two neighbours
// with no mark between them keep none of the rules of forbid, either way
// round. It finds its cells on the board when it is bound.
type definedUnmarked struct {
	set    *definedMarks
	forbid []*DefinedMark
	marked [][2]game.Pos
	// Bound:
	cells []game.Pos
	pairs
	values *game.Values
	nums   []int
}

func (c *definedUnmarked) Kind() *game.RuleKind { return c.set.negKind }

func (c *definedUnmarked) Name() string {
	keys := make([]string, len(c.forbid))
	for i, m := range c.forbid {
		keys[i] = m.Key
	}
	return c.set.kind.Key + ": no other " + strings.Join(keys, " or ")
}

// Cells returns the board's fields once bound, none before.
func (c *definedUnmarked) Cells() []game.Pos { return c.cells }

// Bind lists every pair of neighbours of r but the marked ones.
func (c *definedUnmarked) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	rels := make([]relation, len(c.forbid))
	for i, m := range c.forbid {
		if rels[i], err = m.Rule.relation(nums, nil); err != nil {
			return nil, err
		}
	}
	rel := newRelation(nums, func(int, int) bool { return true })
	for u := range rel {
		for _, fr := range rels {
			rel[u] &^= fr[u]
			for v := range fr {
				if fr[v].Has(u) {
					rel[u] &^= game.Bit(v)
				}
			}
		}
	}
	if rel.empty() {
		return nil, fmt.Errorf("%s: every two values keep a rule of its marks, so no two neighbours can go unmarked", c.Name())
	}
	b := *c
	b.values, b.nums = r.Values, nums
	var fields []int
	var at [][2]int32
	b.cells, fields, at = unmarkedPairs(r, c.marked, c.set.diagonal)
	b.pairs = newPairs(fields, at, rel)
	return &b, nil
}

// says writes what the negative rule forbids: "may not keep a + b ==
// 10", or "may keep none of ..." for several marks.
func (c *definedUnmarked) says() string {
	if len(c.forbid) == 1 {
		return "may not keep " + c.forbid[0].Rule.Says
	}
	parts := make([]string, len(c.forbid))
	for i, m := range c.forbid {
		parts[i] = m.Rule.Says
	}
	return "may keep none of " + strings.Join(parts, ", ")
}

func (c *definedUnmarked) Check(g game.Grid) error {
	i, u, v := c.broken(g)
	if i < 0 {
		return nil
	}
	f, h := c.fields[c.at[i][0]], c.fields[c.at[i][1]]
	return fmt.Errorf("%s holds %s and %s holds %s, neighbours with no mark between them, which %s", c.cells[f], c.values.Name(u), c.cells[h], c.values.Name(v), c.says())
}

// Propagate takes out of each cell the values that every value left in a
// neighbour it shares no mark with would keep a mark's rule with.
func (c *definedUnmarked) Propagate(b *game.Board, found *game.Found) bool {
	return c.propagate(b, found)
}

func (c *definedUnmarked) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.links(yield) }

// Explain says what the rule forbids and that a neighbour of each cell
// that loses values has nothing else left.
func (c *definedUnmarked) Explain(r *game.Rules, m *game.Move) string {
	rule := fmt.Sprintf("neighbours that %s with no mark between them %s", c.set.what(), c.says())
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: %s, which leaves a cell no value", c.Name(), rule)
	}
	return fmt.Sprintf("%s: %s, and all that a neighbour has left would with these: %s", c.Name(), rule, leaveList(r, m.Eliminate))
}

func (c *definedUnmarked) definedKind() *Kind { return c.set.kind }

// WriteItem writes the negative rule into the item of its marks, once
// every mark has written itself (ItemWriter).
func (c *definedUnmarked) WriteItem(w *ItemWriter) {
	w.Later(func(w *ItemWriter) {
		key := c.set.kind.Key
		var pairs [][2]game.Pos
		if it, ok := w.ItemOf(key); ok {
			for _, a := range it.Args {
				ls, _ := a.Value.([][]game.Pos)
				for _, l := range ls {
					pairs = append(pairs, [2]game.Pos{l[0], l[1]})
				}
			}
		}
		if !samePairs(c.marked, pairs) {
			w.Error(fmt.Errorf("%s: no spec item says this negative rule: its marks are not the %s marks of the puzzle", c.Name(), key))
			return
		}
		var neg any = true
		if len(c.forbid) < len(c.set.marks) {
			neg = c.forbid[0].Key
		}
		w.Gather(key, "negative", neg)
	})
}

// Unmark returns the negative rule without the mark on a, b.
func (c *definedUnmarked) Unmark(a, b game.Pos) (game.Constraint, bool) {
	marked, ok := withoutPair(c.marked, a, b)
	if !ok {
		return nil, false
	}
	return &definedUnmarked{set: c.set, forbid: c.forbid, marked: marked}, true
}
