package constraint

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// LockoutRule is the rule kind of lockout lines: order reasoning over
// the two circles at once, as on a between line.
var LockoutRule = &game.RuleKind{
	Name:       "Lockout",
	Title:      "Lockout line",
	Doc:        "the circles at the ends of a lockout line differ by at least its difference (4 unless given), and the cells between them lie outside the range of the circles' values",
	Difficulty: 2.2,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink | game.CanLabel,
}

// Lockout is written lockout: {cells: [r1c1, r1c2, r1c3], by: 4}: the
// first and the last cell are the circles; by is from 1 up, and 4 when
// left out.
var Lockout = &Kind{
	Rule:     LockoutRule,
	FPuzzles: &FPuzzlesForm{None: "its lines have no key; a plain line with circles, as SudokuPad draws one, only draws"},
	Key:      "lockout",
	Keys:     []string{"cells", "by"},
	Example:  "lockout: {cells: [r1c1, r1c2, r1c3], by: 4}",
	Read:     readLockout,
	Draw:     Drawing{Style: StyleLine, Colour: "#6070d0", Width: 0.12, Ends: true},
}

// lockoutBy is the least difference of a lockout line's circles that
// gives none.
const lockoutBy = 4

const lockoutWhy = "two circles"

func readLockout(a Args) []game.Constraint {
	cells, ok := readLine(a, 2, lockoutWhy)
	by, good := readBy(a, lockoutBy, "the circles")
	if !ok || !good {
		return nil
	}
	return one(NewLockout(cells, by))
}

// NewLockout returns a lockout line along cells whose ends, cells[0] and
// the last, are its circles: their values differ by at least by, and the
// values of the cells in between lie outside the range from one to the
// other. It stands for a spec's lockout item.
func NewLockout(cells []game.Pos, by int) game.Constraint {
	return &lockout{line: line{cells: cells}, by: by}
}

// lockout is a lockout line. Bound, it keeps for each value those at
// least by from it, for each two such values u and v of the circles the
// values the cells between them may hold, and for each value those that
// some value of the other circle leaves a cell between.
type lockout struct {
	line
	by      int
	values  *game.Values
	far     []game.ValueSet // per value u: the values at least by from it
	outside []game.ValueSet // at u*n+v, n values: the values outside u to v, when they are by apart
	beside  []game.ValueSet // per value u of a circle: the values of outside(u, v) for some v
}

// The abilities of lockout that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
	game.Labeler
} = (*lockout)(nil)

func (c *lockout) Kind() *game.RuleKind { return LockoutRule }

func (c *lockout) Name() string {
	return fmt.Sprintf("lockout %s at least %d apart", c.path(), c.by)
}

// Label writes the difference when it is not the usual 4.
func (c *lockout) Label() string {
	if c.by == lockoutBy {
		return ""
	}
	return strconv.Itoa(c.by)
}

func (c *lockout) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, lockoutWhy); err != nil {
		return nil, err
	}
	nums, far, err := farApart(r.Values, c.by, "the circles")
	if err != nil {
		return nil, err
	}
	n := len(nums)
	b := *c
	b.fields, b.values, b.far = fields, r.Values, far
	b.outside, b.beside = make([]game.ValueSet, n*n), make([]game.ValueSet, n)
	for u, x := range nums {
		for _, v := range far[u].Values() {
			y := nums[v]
			for w, z := range nums {
				if z < min(x, y) || z > max(x, y) {
					b.outside[u*n+v] |= game.Bit(w)
				}
			}
			b.beside[u] |= b.outside[u*n+v]
		}
	}
	return &b, nil
}

// apart reports whether values u and v are at least by apart.
func (c *lockout) apart(u, v int) bool { return c.far[u].Has(v) }

// between returns the values the cells between circles of values u and
// v may hold.
func (c *lockout) between(u, v int) game.ValueSet { return c.outside[u*c.values.Len()+v] }

func (c *lockout) Check(g game.Grid) error {
	last := len(c.fields) - 1
	a, z := g.Value(c.fields[0]), g.Value(c.fields[last])
	if a != game.Empty && z != game.Empty && !c.apart(a, z) {
		return fmt.Errorf("its circles %s and %s hold %s and %s, less than %d apart", c.cells[0], c.cells[last], c.values.Name(a), c.values.Name(z), c.by)
	}
	for i := 1; i < last; i++ {
		w := g.Value(c.fields[i])
		switch {
		case w == game.Empty:
		case a != game.Empty && z != game.Empty && !c.between(a, z).Has(w):
			return fmt.Errorf("%s holds %s, within its circles' %s to %s", c.cells[i], c.values.Name(w), c.values.Name(a), c.values.Name(z))
		case w == a:
			return fmt.Errorf("%s holds %s, as its circle %s does", c.cells[i], c.values.Name(w), c.cells[0])
		case w == z:
			return fmt.Errorf("%s holds %s, as its circle %s does", c.cells[i], c.values.Name(w), c.cells[last])
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *lockout) Local() {}

// Propagate tries every two values of the circles at least by apart: it
// keeps those that leave every cell between them a value outside their
// range, and in each such cell the values some such pair leaves it. Its
// evidence Sets are what the two circles keep.
func (c *lockout) Propagate(b *game.Board, found *game.Found) bool {
	last := len(c.fields) - 1
	keep := found.ScratchSets(len(c.fields))
	for as := b.Candidates(c.fields[0]); as != 0; as &= as - 1 {
		u := as.Lowest()
		for zs := b.Candidates(c.fields[last]); zs != 0; zs &= zs - 1 {
			v := zs.Lowest()
			if !c.apart(u, v) {
				continue
			}
			out := c.between(u, v)
			ok := true
			for i := 1; i < last && ok; i++ {
				ok = b.Candidates(c.fields[i])&out != 0
			}
			if !ok {
				continue
			}
			keep[0], keep[last] = keep[0]|game.Bit(u), keep[last]|game.Bit(v)
			for i := 1; i < last; i++ {
				keep[i] |= b.Candidates(c.fields[i]) & out
			}
		}
	}
	if keep[0] == 0 {
		return false
	}
	for i, f := range c.fields {
		if !eliminate(b, found, f, keep[i]) {
			return false
		}
	}
	if len(found.Eliminate) > 0 {
		found.Sets = append(found.Sets, keep[0], keep[last])
	}
	return true
}

// Explain names what the circles can hold, and what that leaves out.
func (c *lockout) Explain(r *game.Rules, m *game.Move) string {
	last := len(c.cells) - 1
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no values of its circles %s and %s at least %d apart leave every cell between them a value outside their range", c.Name(), c.cells[0], c.cells[last], c.by)
	}
	if len(m.Sets) != 2 {
		return "by " + c.Name()
	}
	if last == 1 {
		return fmt.Sprintf("%s: its circles %s and %s hold %s and %s, at least %d apart; %s", c.Name(), c.cells[0], c.cells[last],
			oneOf(r, m.Sets[0]), oneOf(r, m.Sets[1]), c.by, leaveEach(r, m.Eliminate))
	}
	return fmt.Sprintf("%s: its circles %s and %s hold %s and %s, at least %d apart, with %s outside their range; %s", c.Name(), c.cells[0], c.cells[last],
		oneOf(r, m.Sets[0]), oneOf(r, m.Sets[1]), c.by, cellList(c.cells[1:last]), leaveEach(r, m.Eliminate))
}

// Links forbids the circles values less than by apart, and a circle and
// a cell between them values that no value of the other circle allows.
func (c *lockout) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	last := len(c.fields) - 1
	table := make([]game.ValueSet, c.values.Len())
	if !c.linkPairs(0, last, table, func(u, v int) bool { return !c.apart(u, v) }, yield) {
		return
	}
	for i := 1; i < last; i++ {
		for _, end := range [2]int{0, last} {
			if !c.linkPairs(end, i, table, func(u, w int) bool { return !c.beside[u].Has(w) }, yield) {
				return
			}
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *lockout) Item() Item {
	return Item{Key: Lockout.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"by", c.by}}}
}
