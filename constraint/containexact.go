package constraint

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ContainExactRule is the rule kind of cells that hold some values
// exactly.
var ContainExactRule = &game.RuleKind{
	Name:       "ContainExact",
	Title:      "Contain exact",
	Doc:        "the cells hold each value given exactly as many times as it is given (a value given twice, twice); values not given are free",
	Difficulty: 1.5,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanNarrow | game.CanExplain | game.CanLabel,
}

// ContainExact is written containexact: {cells: [r1c1, r1c2, r2c1],
// values: [1, 1, 2]}; the values are words of the game's values.
var ContainExact = &Kind{
	Rule:     ContainExactRule,
	FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of values held exactly; its quadruple says only that the values appear (quadruple)"},
	Key:      "containexact",
	Keys:     []string{"cells", "values"},
	Example:  "containexact: {cells: [r1c1, r1c2, r2c1, r2c2], values: [1, 2]}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		words, ok2 := a.Words("values")
		if !ok || !ok2 {
			return nil
		}
		if len(words) == 0 {
			a.Errorf("values", "give the values the cells hold, such as [1, 2]")
			return nil
		}
		if len(words) > len(cells) {
			a.Errorf("values", "%d cells hold at most %d values, not %d", len(cells), len(cells), len(words))
			return nil
		}
		return one(NewContainExact(cells, words))
	},
	Draw: Drawing{Style: StyleCage, Label: "values"},
}

// NewContainExact returns the rule that cells hold each value of words
// (value words, resolved when bound) exactly as many times as words list
// it, and any values words do not list in their other cells. It is
// Interactive Sudoku Solver's ContainExact.
func NewContainExact(cells []game.Pos, words []string) game.Constraint {
	return &containExact{cells: cells, words: words}
}

// containExact is cells that hold the values of need, each count[i]
// times, and values not listed in the rest of them. Bound, its
// propagation finds a way to give each cell one of the needs, or
// "other", that fills every need and leaves rest cells to other (a flow),
// and keeps in each cell what some such way can give it.
type containExact struct {
	cells []game.Pos
	words []string
	// zero lists values the cells may not hold at all; clue, when not
	// empty, makes the rule a look-and-say cage of that clue, which says
	// words and zero (see LookAndSay).
	zero []string
	clue string
	// Bound:
	fields   []int
	need     []int         // the values listed, each once, in the order of words
	count    []int         // how many times each is listed
	listed   game.ValueSet // the values of need
	unlisted game.ValueSet // the game's other values
	rest     int           // the cells that hold them
	// shares[i] holds the cells (of up to 64) that share a group with
	// cell i; nil for more cells.
	shares []uint64
	values *game.Values
}

// The abilities of containExact that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Local
	game.Narrower
	game.Explainer
	game.Labeler
} = (*containExact)(nil)

func (c *containExact) Kind() *game.RuleKind {
	if c.clue != "" {
		return LookAndSayRule
	}
	return ContainExactRule
}

func (c *containExact) Name() string {
	if c.clue != "" {
		return fmt.Sprintf("look-and-say %s at %s", c.clue, cellList(c.cells))
	}
	return fmt.Sprintf("contain exact %s at %s", strings.Join(c.words, " "), cellList(c.cells))
}

func (c *containExact) Cells() []game.Pos { return c.cells }

// Label writes the values, as the cage shows them, or the look-and-say
// clue.
func (c *containExact) Label() string {
	if c.clue != "" {
		return c.clue
	}
	return strings.Join(c.words, " ")
}

// Differ keeps the cells apart when they hold as many different values
// as they are, each listed once: then they hold those values, one each.
func (c *containExact) Differ() [][]game.Pos {
	if len(c.need) == len(c.cells) {
		return [][]game.Pos{c.cells}
	}
	return nil
}

func (c *containExact) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if c.clue != "" {
		if _, _, err := readLookAndSay(c.clue); err != nil {
			return nil, err
		}
	}
	if len(c.words) == 0 && len(c.zero) == 0 || len(c.words) > len(c.cells) {
		return nil, fmt.Errorf("%d cells hold 1 to %d values, not %d", len(c.cells), len(c.cells), len(c.words))
	}
	b := *c
	b.fields, b.values = fields, r.Values
	b.need, b.count, b.listed = nil, nil, 0
	for _, w := range c.words {
		v, ok := r.Values.Index(w)
		if !ok {
			return nil, fmt.Errorf("%s is not a value of the game: the values are %s", w, strings.Join(r.Values.Names(), " "))
		}
		if i := slices.Index(b.need, v); i >= 0 {
			b.count[i]++
			continue
		}
		b.need, b.count = append(b.need, v), append(b.count, 1)
		b.listed |= game.Bit(v)
	}
	b.rest = len(fields) - len(c.words)
	b.unlisted = r.Values.All() &^ b.listed
	for _, w := range c.zero {
		v, ok := r.Values.Index(w)
		if !ok {
			return nil, fmt.Errorf("%s is not a value of the game: the values are %s", w, strings.Join(r.Values.Names(), " "))
		}
		b.unlisted &^= game.Bit(v)
	}
	if b.rest > 0 && b.unlisted == 0 {
		return nil, fmt.Errorf("the values given (held or not) are all the game's, so the %d cells beyond them could hold nothing", b.rest)
	}
	// A value listed k times needs k cells of which no two share a group.
	share := make([][]bool, len(fields))
	for i := range fields {
		share[i] = make([]bool, len(fields))
		for j := range fields {
			share[i][j] = i != j && sharedGroup(r, fields[i], fields[j]) >= 0
		}
	}
	if len(fields) <= 64 {
		b.shares = make([]uint64, len(fields))
		for i := range fields {
			for j := range fields {
				if share[i][j] {
					b.shares[i] |= 1 << j
				}
			}
		}
	}
	for i, v := range b.need {
		if b.count[i] > 1 && !apart(share, b.count[i]) {
			return nil, fmt.Errorf("%s cannot stand %s in %s: its cells share groups, where a value stands once", r.Values.Name(v), times(b.count[i]), cellList(c.cells))
		}
	}
	return &b, nil
}

// apart reports whether k of the cells share no group two by two (share
// says which two do), tried for a bounded while: past it, it reports
// true, and the propagation finds a rule that cannot hold.
func apart(share [][]bool, k int) bool {
	budget := 100000
	picked := make([]int, 0, k)
	var try func(from int) bool
	try = func(from int) bool {
		if len(picked) == k {
			return true
		}
		if budget--; budget < 0 {
			return true
		}
		for i := from; i <= len(share)-(k-len(picked)); i++ {
			clash := false
			for _, j := range picked {
				clash = clash || share[i][j]
			}
			if clash {
				continue
			}
			picked = append(picked, i)
			if try(i + 1) {
				return true
			}
			picked = picked[:len(picked)-1]
		}
		return false
	}
	return try(0)
}

// times writes how many times a value stands: "once", "twice", "3
// times".
func times(n int) string {
	switch n {
	case 1:
		return "once"
	case 2:
		return "twice"
	}
	return fmt.Sprintf("%d times", n)
}

// holds writes how often a cell holds value v, n times: "2 once", "no 2".
func holds(v string, n int) string {
	if n == 0 {
		return "no " + v
	}
	return v + " " + times(n)
}

func (c *containExact) Check(g game.Grid) error {
	var have [game.MaxValues]int
	free := 0
	for _, f := range c.fields {
		if v := g.Value(f); v != game.Empty {
			have[v]++
		} else {
			free++
		}
	}
	missing := 0
	for i, f := range c.fields {
		if v := g.Value(f); v != game.Empty && !c.listed.Has(v) && !c.unlisted.Has(v) {
			return fmt.Errorf("%s holds %s, which the cells may not hold", c.cells[i], c.values.Name(v))
		}
	}
	for i, v := range c.need {
		if have[v] > c.count[i] {
			name := c.values.Name(v)
			return fmt.Errorf("its cells hold %s, and %s is given %s", holds(name, have[v]), name, times(c.count[i]))
		}
		missing += c.count[i] - have[v]
	}
	if missing <= free {
		return nil
	}
	var short []string
	for i, v := range c.need {
		if have[v] < c.count[i] {
			short = append(short, holds(c.values.Name(v), have[v])+", given "+times(c.count[i]))
		}
	}
	if free == 0 {
		return fmt.Errorf("its cells hold %s", strings.Join(short, "; "))
	}
	return fmt.Errorf("its cells hold %s, with %d empty, too few for the %d values they lack", strings.Join(short, "; "), free, missing)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *containExact) Local() {}

// Propagate keeps in each cell the values some way of filling the cells
// from their candidates puts there, each listed value as often as it is
// listed. A way gives each cell a need: a listed value, which takes as
// many cells as it is listed, or "other", the values not listed, which
// takes the rest. Propagate finds one way by augmenting paths (a flow);
// a cell may then take need y instead of its own, x, when y reaches x:
// a cell of y can move to a need that reaches x, or is x, so that each
// need keeps its number of cells. Then the groups the cells share bound
// where a value listed more than once stands (apartFit).
func (c *containExact) Propagate(b *game.Board, found *game.Found) bool {
	cands := candidates(b, found, c.fields)
	out := found.ScratchSets(len(cands))
	return c.fit(found, cands, out) && keep(b, found, c.fields, out)
}

// Narrow is Propagate over the candidates alone (game.Narrower). Every
// value listed is required: it leaves the cells that see each cell that
// can hold it.
func (c *containExact) Narrow(cands []game.ValueSet, _ game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	out := scratch.ScratchSets(len(cands))
	if !c.fit(scratch, cands, out) {
		return 0, false
	}
	if !narrowTo(cands, out) {
		return 0, false
	}
	return c.listed, true
}

// fit sets out[i] to the values of cands[i] that some way of filling the
// cells puts there (see Propagate), and reports whether there is one,
// in room lent by found.
func (c *containExact) fit(found *game.Found, cands, out []game.ValueSet) bool {
	n, k := len(cands), len(c.need)
	other, nodes := -1, k
	if c.unlisted != 0 {
		other, nodes = k, k+1
	}
	allows := func(i, x int) bool {
		if x == other {
			return cands[i]&c.unlisted != 0
		}
		return cands[i].Has(c.need[x])
	}
	size := func(x int) int {
		if x == other {
			return c.rest
		}
		return c.count[x]
	}
	words := found.ScratchWords(n + 2*nodes)
	at := words[:n] // each cell's need + 1, 0 for none yet
	load := words[n : n+nodes]
	seen := words[n+nodes:]
	var move func(i int, round uint64) bool
	move = func(i int, round uint64) bool {
		for x := range nodes {
			if seen[x] == round || !allows(i, x) {
				continue
			}
			seen[x] = round
			if int(load[x]) < size(x) {
				at[i] = uint64(x) + 1
				load[x]++
				return true
			}
			for j := range n {
				if at[j] == uint64(x)+1 && move(j, round) {
					at[i] = uint64(x) + 1
					return true
				}
			}
		}
		return false
	}
	for i := range n {
		if !move(i, uint64(i)+1) {
			return false
		}
	}
	// reach[y] holds the needs y reaches: those a cell of y may take, and
	// those they reach.
	reach := found.ScratchSets(nodes)
	for j := range n {
		y := int(at[j] - 1)
		for x := range nodes {
			if x != y && allows(j, x) {
				reach[y] |= game.Bit(x)
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for y := range nodes {
			for xs := reach[y]; xs != 0; xs &= xs - 1 {
				if more := reach[xs.Lowest()] &^ reach[y]; more != 0 {
					reach[y] |= more
					changed = true
				}
			}
		}
	}
	for i := range cands {
		x := int(at[i] - 1)
		out[i] = 0
		for vs := cands[i]; vs != 0; vs &= vs - 1 {
			v := vs.Lowest()
			if !c.listed.Has(v) && !c.unlisted.Has(v) {
				continue // a value the cells hold none of
			}
			y := other
			if c.listed.Has(v) {
				y = slices.Index(c.need, v)
			}
			if y == x || reach[y].Has(x) {
				out[i] |= game.Bit(v)
			}
		}
	}
	return c.apartFit(out)
}

// apartFit narrows out by the groups the cells share: the cells that
// can hold a listed value, cut greedily into parts whose cells share a
// group two by two, hold it once a part at most. Fewer parts than the
// value is listed leave it no way to stand; as many make each part hold
// it once, so a part of one cell holds it alone.
func (c *containExact) apartFit(out []game.ValueSet) bool {
	if c.shares == nil {
		return true
	}
	var parts [64]uint64
	for k, v := range c.need {
		if c.count[k] == 1 {
			continue // the flow placed it
		}
		q := 0
		for i := range out {
			if !out[i].Has(v) {
				continue
			}
			p := 0
			for p < q && parts[p]&^c.shares[i] != 0 {
				p++
			}
			if p == q {
				parts[q] = 0
				q++
			}
			parts[p] |= 1 << i
		}
		if q < c.count[k] {
			return false
		}
		if q > c.count[k] {
			continue
		}
		for p := range q {
			if parts[p]&(parts[p]-1) == 0 {
				out[bits.TrailingZeros64(parts[p])] = game.Bit(v)
			}
		}
	}
	return true
}

func (c *containExact) Explain(r *game.Rules, m *game.Move) string {
	var parts []string
	for i, v := range c.need {
		parts = append(parts, holds(r.Values.Name(v), c.count[i]))
	}
	for _, w := range c.zero {
		parts = append(parts, holds(w, 0))
	}
	exact := strings.Join(parts, " and ")
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: its cells can no longer hold %s, no more and no fewer", c.Name(), exact)
	}
	return fmt.Sprintf("%s: its cells hold %s, no more and no fewer, and a value once among cells that share a group, so %s", c.Name(), exact, elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *containExact) Item() Item {
	if c.clue != "" {
		return Item{Key: LookAndSay.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"clue", c.clue}}}
	}
	return Item{Key: ContainExact.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"values", slices.Clone(c.words)}}}
}
