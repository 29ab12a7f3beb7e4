package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// BetweenLineRule is the rule kind of between lines: order reasoning
// over the two circles at once.
var BetweenLineRule = &game.RuleKind{
	Name:       "BetweenLine",
	Title:      "Between line",
	Doc:        "the values on a between line lie strictly between those of the circles at its ends",
	Difficulty: 2.2,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// BetweenLine is written betweenline: {cells: [r1c1, r1c2, r1c3]}: the
// first and the last cell are the circles.
var BetweenLine = &Kind{
	Rule:     BetweenLineRule,
	FPuzzles: fpLines("betweenline"),
	Key:      "betweenline",
	Keys:     []string{"cells"},
	Example:  "betweenline: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(3, betweenWhy, NewBetweenLine),
	Draw:     Drawing{Style: StyleLine, Colour: "#a0a0a0", Width: 0.08, Ends: true},
}

const betweenWhy = "two circles and a cell between them"

// NewBetweenLine returns a between line along cells whose ends, cells[0]
// and the last, are its circles: the values of the cells in between lie
// strictly between theirs. It stands for one line of an entry of
// f-puzzles' "betweenline" list, and for a spec's betweenline item.
func NewBetweenLine(cells []game.Pos) game.Constraint {
	return &between{line: line{cells: cells}}
}

// between is a between line. Bound, it keeps for each two values u and v
// the values strictly between them, and for each value those that lie
// between it and some other value.
type between struct {
	line
	values *game.Values
	inside []game.ValueSet // at u*n+v, n values: the values strictly between u and v
	beside []game.ValueSet // per value u: the values strictly between u and some other value
}

// The abilities of between that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*between)(nil)

func (c *between) Kind() *game.RuleKind { return BetweenLineRule }

func (c *between) Name() string { return "between line " + c.path() }

func (c *between) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 3, betweenWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	n := len(nums)
	if n < 3 {
		return nil, fmt.Errorf("no value lies between two others: there are only %d values", n)
	}
	b := *c
	b.fields, b.values = fields, r.Values
	b.inside, b.beside = make([]game.ValueSet, n*n), make([]game.ValueSet, n)
	for u, x := range nums {
		for v, y := range nums {
			for w, z := range nums {
				if min(x, y) < z && z < max(x, y) {
					b.inside[u*n+v] |= game.Bit(w)
				}
			}
			b.beside[u] |= b.inside[u*n+v]
		}
	}
	return &b, nil
}

// between returns the values strictly between values u and v.
func (c *between) between(u, v int) game.ValueSet { return c.inside[u*c.values.Len()+v] }

func (c *between) Check(g game.Grid) error {
	last := len(c.fields) - 1
	a, z := g.Value(c.fields[0]), g.Value(c.fields[last])
	if a != game.Empty && z != game.Empty && c.between(a, z) == 0 {
		return fmt.Errorf("its circles %s and %s hold %s and %s, with no value between them", c.cells[0], c.cells[last], c.values.Name(a), c.values.Name(z))
	}
	for i := 1; i < last; i++ {
		w := g.Value(c.fields[i])
		switch {
		case w == game.Empty:
		case a != game.Empty && z != game.Empty && !c.between(a, z).Has(w):
			return fmt.Errorf("%s holds %s, not between its circles' %s and %s", c.cells[i], c.values.Name(w), c.values.Name(a), c.values.Name(z))
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
func (c *between) Local() {}

// Propagate tries every two values of the circles: it keeps those that
// leave every cell between them a value strictly between, and in those
// cells the values some such pair leaves them. Its evidence Sets are
// what the two circles keep.
func (c *between) Propagate(b *game.Board, found *game.Found) bool {
	last := len(c.fields) - 1
	var first, end, mid game.ValueSet
	for as := b.Candidates(c.fields[0]); as != 0; as &= as - 1 {
		u := as.Lowest()
		for zs := b.Candidates(c.fields[last]); zs != 0; zs &= zs - 1 {
			v := zs.Lowest()
			in := c.between(u, v)
			ok := in != 0
			for i := 1; i < last && ok; i++ {
				ok = b.Candidates(c.fields[i])&in != 0
			}
			if ok {
				first, end, mid = first|game.Bit(u), end|game.Bit(v), mid|in
			}
		}
	}
	if first == 0 {
		return false
	}
	for i, f := range c.fields {
		keep := mid
		switch i {
		case 0:
			keep = first
		case last:
			keep = end
		}
		eliminate(b, found, f, keep)
	}
	if len(found.Eliminate) > 0 {
		found.Sets = append(found.Sets, first, end)
	}
	return true
}

// Explain names what the circles can hold, and what that leaves out.
func (c *between) Explain(r *game.Rules, m *game.Move) string {
	last := len(c.cells) - 1
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no values of its circles %s and %s leave every cell between them a value", c.Name(), c.cells[0], c.cells[last])
	}
	if len(m.Sets) != 2 {
		return "by " + c.Name()
	}
	return fmt.Sprintf("%s: its circles %s and %s hold %s and %s, with %s strictly between them; %s", c.Name(), c.cells[0], c.cells[last],
		oneOf(r, m.Sets[0]), oneOf(r, m.Sets[1]), cellList(c.cells[1:last]), leaveEach(r, m.Eliminate))
}

// Links forbids the circles values with nothing between them, and a
// circle and a cell between them values that no value of the other
// circle leaves the cell.
func (c *between) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	last := len(c.fields) - 1
	table := make([]game.ValueSet, c.values.Len())
	if !c.linkPairs(0, last, table, func(u, v int) bool { return c.between(u, v) == 0 }, yield) {
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
func (c *between) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
