package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// What the kinds of pairs share (kropki, difference and ratio dots, X and
// V, their negative rules, non-consecutive, minimum and maximum cells,
// clones): a relation between the values of two cells, kept as a table,
// with its propagation over a list of pairs of fields, its links and its
// check.

// A relation says which values two cells may hold together: rel[u] is the
// set of values the second cell may hold while the first holds u.
type relation []game.ValueSet

// newRelation returns the relation of the values whose numbers, a in the
// first cell and b in the second, make ok true.
func newRelation(nums []int, ok func(a, b int) bool) relation {
	rel := make(relation, len(nums))
	for u, a := range nums {
		for v, b := range nums {
			if ok(a, b) {
				rel[u] |= game.Bit(v)
			}
		}
	}
	return rel
}

// empty reports whether no two values go together.
func (rel relation) empty() bool {
	for _, s := range rel {
		if s != 0 {
			return false
		}
	}
	return true
}

// differs reports whether the relation keeps two cells from holding one
// value: then they must differ.
func (rel relation) differs() bool {
	for u, s := range rel {
		if s.Has(u) {
			return false
		}
	}
	return true
}

// pairs is a relation over some pairs of fields: at[i] holds the indexes
// in fields of the first and the second cell of pair i. Bound
// constraints share it; it keeps nothing of a search.
type pairs struct {
	fields []int
	at     [][2]int32
	rel    relation
	// not1[u] holds the values of the second cell that value u of the
	// first forbids, not2[v] those of the first that value v of the
	// second forbids; ban is the most values either forbids, so that a
	// cell with more candidates leaves every value of the other a partner.
	not1, not2 []game.ValueSet
	ban        int
}

func newPairs(fields []int, at [][2]int32, rel relation) pairs {
	p := pairs{fields: fields, at: at, rel: rel, not1: make([]game.ValueSet, len(rel)), not2: make([]game.ValueSet, len(rel))}
	all := game.FullSet(len(rel))
	for u, ok := range rel {
		p.not1[u] = all &^ ok
		for v := range rel {
			if !ok.Has(v) {
				p.not2[v] |= game.Bit(u)
			}
		}
	}
	for u := range rel {
		p.ban = max(p.ban, p.not1[u].Len(), p.not2[u].Len())
	}
	return p
}

// revise returns what a pair of cells with candidates a and b keeps: the
// values of a that some value of b goes with, and the values of b that go
// with one of those. A value of a goes when every value of b forbids it,
// which only a cell of ban values or fewer can do.
func (p *pairs) revise(a, b game.ValueSet) (game.ValueSet, game.ValueSet) {
	if b.Len() <= p.ban {
		gone := a
		for c := b; c != 0 && gone != 0; c &= c - 1 {
			gone &= p.not2[c.Lowest()]
		}
		a &^= gone
	}
	if a.Len() <= p.ban {
		gone := b
		for c := a; c != 0 && gone != 0; c &= c - 1 {
			gone &= p.not1[c.Lowest()]
		}
		b &^= gone
	}
	return a, b
}

// propagate takes out of each field the values that no value of the
// other cell of one of its pairs goes with, in one pass over the pairs
// (arc consistency, short of the fixpoint, which the engine reaches by
// asking again). It returns false when a field is left no value or loses
// the value placed in it. Its room comes from found.
func (p *pairs) propagate(b *game.Board, found *game.Found) bool {
	keep := found.ScratchSets(len(p.fields))
	for i, f := range p.fields {
		keep[i] = b.Candidates(f)
	}
	for _, ij := range p.at {
		i, j := ij[0], ij[1]
		keep[i], keep[j] = p.revise(keep[i], keep[j])
		if keep[i] == 0 || keep[j] == 0 {
			return false
		}
	}
	for i, f := range p.fields {
		if !eliminate(b, found, f, keep[i]) {
			return false
		}
	}
	return true
}

// propagateShown is propagate, and when it takes anything out it adds
// the candidates it read of each field to found.Sets, in order: the
// evidence from which replay tells why.
func (p *pairs) propagateShown(b *game.Board, found *game.Found) bool {
	if !p.propagate(b, found) {
		return false
	}
	if len(found.Eliminate) > 0 {
		for _, f := range p.fields {
			found.Sets = append(found.Sets, b.Candidates(f))
		}
	}
	return true
}

// replay replays the pass of propagate over sets, the candidates it read
// of each field (propagateShown's evidence), and calls why for each
// field i a pair takes values out of: gone are those values, by the
// other field of the pair (indexes in fields), and held what that field
// could hold then. It tells only values of taken[i], what a move took
// out of field i, each once: it spends taken.
func (p *pairs) replay(sets, taken []game.ValueSet, why func(i int, gone game.ValueSet, by int, held game.ValueSet)) {
	keep := slices.Clone(sets)
	tell := func(i int, gone game.ValueSet, by int) {
		if gone &= taken[i]; gone != 0 {
			taken[i] &^= gone
			why(i, gone, by, keep[by])
		}
	}
	for _, ij := range p.at {
		i, j := int(ij[0]), int(ij[1])
		a, b := p.revise(keep[i], keep[j])
		tell(i, keep[i]&^a, j)
		keep[i] = a
		tell(j, keep[j]&^b, i)
		keep[j] = b
	}
}

// links yields each pair (game.Linker) with the values the relation
// forbids beside each value of its first cell.
func (p *pairs) links(yield func(f, g int, forbid []game.ValueSet) bool) {
	all := game.FullSet(len(p.rel))
	forbid := make([]game.ValueSet, len(p.rel))
	for u, ok := range p.rel {
		forbid[u] = all &^ ok
	}
	for _, ij := range p.at {
		if !yield(p.fields[ij[0]], p.fields[ij[1]], forbid) {
			return
		}
	}
}

// broken returns the first pair whose cells both hold values the
// relation forbids together, with those values, or -1.
func (p *pairs) broken(g game.Grid) (i, u, v int) {
	for i, ij := range p.at {
		u, v := g.Value(p.fields[ij[0]]), g.Value(p.fields[ij[1]])
		if u != game.Empty && v != game.Empty && !p.rel[u].Has(v) {
			return i, u, v
		}
	}
	return -1, game.Empty, game.Empty
}

// A pairLine is a line whose rule is the relation of pairs over some
// pairs of its cells: every two cells of a nabner line. Its propagation,
// links and check are those of its pairs, and it explains a move by
// replaying their pass; a kind gives its relation, which pairs, and the
// words.
type pairLine struct {
	line
	// Bound:
	pairs  pairs
	values *game.Values
}

// bound returns the line bound to fields of r, with the relation rel over
// the pairs at (indexes in the line).
func (c pairLine) bound(fields []int, r *game.Rules, at [][2]int32, rel relation) pairLine {
	c.fields, c.values, c.pairs = fields, r.Values, newPairs(fields, at, rel)
	return c
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *pairLine) Local() {}

// Propagate keeps in each cell the values that some value of the other
// cell of each of its pairs goes with, in one pass over the pairs. Its
// evidence Sets are the candidates of the line's cells it read, in
// order, from which explain replays the pass.
func (c *pairLine) Propagate(b *game.Board, found *game.Found) bool {
	return c.pairs.propagateShown(b, found)
}

// Links forbids the cells of each pair the values the relation does not
// let go together.
func (c *pairLine) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.pairs.links(yield) }

// brokenPair returns the cells of the first pair that holds values the
// relation forbids together, with those values; ok is false when none
// does.
func (c *pairLine) brokenPair(g game.Grid) (a, b game.Pos, u, v int, ok bool) {
	i, u, v := c.pairs.broken(g)
	if i < 0 {
		return game.Pos{}, game.Pos{}, u, v, false
	}
	return c.cells[c.pairs.at[i][0]], c.cells[c.pairs.at[i][1]], u, v, true
}

// explain writes why the rule named name makes move m: broken says why it
// cannot hold, for a contradiction; why says why the values gone leave
// cell i when cell by can hold only held, for each such step of the pass
// of Propagate.
func (c *pairLine) explain(name string, m *game.Move, broken string, why func(i int, gone game.ValueSet, by int, held game.ValueSet) string) string {
	if m.Kind == game.Contradiction {
		return name + ": " + broken
	}
	if len(m.Sets) != len(c.fields) {
		return "by " + name
	}
	taken := make([]game.ValueSet, len(c.fields))
	c.eachRemoved(m, func(i int, gone game.ValueSet) { taken[i] |= gone })
	var parts []string
	c.pairs.replay(m.Sets, taken, func(i int, gone game.ValueSet, by int, held game.ValueSet) {
		parts = append(parts, why(i, gone, by, held))
	})
	return name + ": " + strings.Join(parts, "; ")
}

// A mark is what a dot or a letter between two cells says of their
// numbers: they differ by n, one is n times the other, or they add up to
// n.
type mark struct {
	op markOp
	n  int
}

type markOp uint8

const (
	byDifference markOp = iota
	byRatio
	bySum
)

// The marks of kropki dots and XV letters.
var (
	white = mark{byDifference, 1}
	black = mark{byRatio, 2}
	markX = mark{bySum, 10}
	markV = mark{bySum, 5}
)

// holds reports whether numbers a and b relate as m says.
func (m mark) holds(a, b int) bool {
	switch m.op {
	case byDifference:
		return a-b == m.n || b-a == m.n
	case byRatio:
		return a == m.n*b || b == m.n*a
	default:
		return a+b == m.n
	}
}

// String names the mark as a setter does: "white dot", "black dot",
// "difference 3 dot", "ratio 3 dot", "X", "V", "sum 7".
func (m mark) String() string {
	switch {
	case m == white:
		return "white dot"
	case m == black:
		return "black dot"
	case m == markX:
		return "X"
	case m == markV:
		return "V"
	case m.op == byDifference:
		return fmt.Sprintf("difference %d dot", m.n)
	case m.op == byRatio:
		return fmt.Sprintf("ratio %d dot", m.n)
	}
	return fmt.Sprintf("sum %d", m.n)
}

// withArticle writes the mark after "a" or "an": "a white dot", "an X".
func (m mark) withArticle() string {
	if m == markX {
		return "an X"
	}
	return "a " + m.String()
}

// sayAll writes what marks say two numbers must do, as one of them: "differ
// by 1 or be one twice the other", "add up to 10 or 5".
func sayAll(marks []mark) string {
	var parts []string
	for i, m := range marks {
		if i > 0 && m.op == bySum && marks[i-1].op == bySum {
			parts[len(parts)-1] += " or " + strconv.Itoa(m.n)
			continue
		}
		parts = append(parts, m.says())
	}
	return strings.Join(parts, " or ")
}

// label is the mark's text in a drawing: its number or letter, none for
// a kropki dot, whose colour says it.
func (m mark) label() string {
	switch m {
	case white, black:
		return ""
	case markX:
		return "X"
	case markV:
		return "V"
	}
	return strconv.Itoa(m.n)
}

// says writes what the mark says two numbers must do: "differ by 1", "be
// one twice the other", "add up to 10".
func (m mark) says() string {
	switch m.op {
	case byDifference:
		return fmt.Sprintf("differ by %d", m.n)
	case byRatio:
		if m.n == 2 {
			return "be one twice the other"
		}
		return fmt.Sprintf("be one %d times the other", m.n)
	}
	return fmt.Sprintf("add up to %d", m.n)
}
