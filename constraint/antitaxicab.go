package constraint

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// AntiTaxicabRule is the rule kind of anti-taxicab: a rule of the whole
// board, read by counting steps from each cell whose value is known.
var AntiTaxicabRule = &game.RuleKind{
	Name:       "AntiTaxicab",
	Title:      "Anti-taxicab",
	Doc:        "a number N never stands exactly N steps from another N, counting steps across edges (the taxicab distance): two 3s are never 3 steps apart",
	Difficulty: 1.5,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLink,
}

// AntiTaxicab is written - antitaxicab, with no argument.
var AntiTaxicab = &Kind{
	Rule:     AntiTaxicabRule,
	FPuzzles: &FPuzzlesForm{None: "it has no key for a rule of taxicab distances"},
	Key:      "antitaxicab",
	Example:  "antitaxicab",
	Read:     func(Args) []game.Constraint { return one(NewAntiTaxicab()) },
	Draw:     Drawing{Style: StyleGlobal},
}

// NewAntiTaxicab returns the rule that no two cells of the board that
// hold the same number N are exactly N steps apart, a step going from a
// cell to a neighbour across an edge: their taxicab distance, the rows
// they lie apart and the columns, added. Values of 0 or less say
// nothing. It stands for Interactive Sudoku Solver's AntiTaxicab.
func NewAntiTaxicab() game.Constraint { return &antiTaxicab{} }

// antiTaxicab is the rule of anti-taxicab, over every field of the
// board, which it finds when it is bound: before, it has none. Two cells
// exactly N steps apart may not both hold the number N, so each value
// links the cells its number apart (game.Linker), and a cell left one
// value takes it out of the cells that far away.
type antiTaxicab struct {
	// Bound:
	cells      []game.Pos // the board's fields, in order
	values     *game.Values
	nums       []int
	rows, cols int
	field      []int32 // per cell, row*cols+col: its field, or -1
}

// The abilities of antiTaxicab that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
	game.Linker
} = (*antiTaxicab)(nil)

// Kind returns AntiTaxicabRule.
func (c *antiTaxicab) Kind() *game.RuleKind { return AntiTaxicabRule }

// Name names the rule as its kind: "anti-taxicab".
func (c *antiTaxicab) Name() string { return "anti-taxicab" }

// Cells returns the board's fields once bound, none before.
func (c *antiTaxicab) Cells() []game.Pos { return c.cells }

// Bind takes every field of r, whatever fields it is given, and the
// values' numbers. It refuses values that are words, and values none of
// which is a number of steps two cells of the board can lie apart: the
// rule would say nothing.
func (c *antiTaxicab) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	far := r.Rows - 1 + r.Cols - 1
	some := false
	for _, n := range nums {
		some = some || 1 <= n && n <= far
	}
	if !some {
		lo, hi, _ := distinctBounds(nums, 1)
		return nil, fmt.Errorf("no two cells of the %dx%d board are as many steps apart as a value says (the values run from %d to %d, the cells are 1 to %d steps apart), so anti-taxicab would say nothing", r.Rows, r.Cols, lo, hi, far)
	}
	b := &antiTaxicab{values: r.Values, nums: nums, rows: r.Rows, cols: r.Cols,
		cells: make([]game.Pos, r.NumFields()), field: make([]int32, r.Rows*r.Cols)}
	for i := range b.field {
		b.field[i] = -1
	}
	for f := range b.cells {
		p := r.Pos(f)
		b.cells[f] = p
		b.field[p.Row*r.Cols+p.Col] = int32(f)
	}
	return b, nil
}

// around calls do with each field exactly d steps (1 or more) from cell
// p, in reading order, until do returns false; it reports whether do
// never did.
func (c *antiTaxicab) around(p game.Pos, d int, do func(g int) bool) bool {
	for dr := max(-d, -p.Row); dr <= min(d, c.rows-1-p.Row); dr++ {
		dc := d - abs(dr)
		row := (p.Row + dr) * c.cols
		for _, col := range [2]int{p.Col - dc, p.Col + dc} {
			if col >= 0 && col < c.cols {
				if g := c.field[row+col]; g >= 0 && !do(int(g)) {
					return false
				}
			}
			if dc == 0 {
				break
			}
		}
	}
	return true
}

// steps returns the number of value u when it is a distance the rule
// keeps cells apart by, else 0.
func (c *antiTaxicab) steps(u int) int {
	if n := c.nums[u]; n >= 1 && n <= c.rows+c.cols-2 {
		return n
	}
	return 0
}

// Check reports the first two cells, in reading order, that hold the
// same number N and lie N steps apart.
func (c *antiTaxicab) Check(g game.Grid) error {
	for f, p := range c.cells {
		u := g.Value(f)
		if u == game.Empty || c.steps(u) == 0 {
			continue
		}
		at := -1
		c.around(p, c.steps(u), func(h int) bool {
			if h > f && g.Value(h) == u {
				at = h
			}
			return at < 0
		})
		if at >= 0 {
			return fmt.Errorf("%s and %s both hold %s, %s apart", p, c.cells[at], c.values.Name(u), stepCount(c.steps(u)))
		}
	}
	return nil
}

// Propagate takes the value of each cell left one value N out of every
// cell N steps from it, in one pass over the cells read as they were
// asked. Its evidence Sets are the candidates it read of every field, in
// order, from which Explain finds the cell that took each value out.
func (c *antiTaxicab) Propagate(b *game.Board, found *game.Found) bool {
	keep := found.ScratchSets(len(c.cells))
	for f := range keep {
		keep[f] = b.Candidates(f)
	}
	ok := true
	for f := range keep {
		u, one := b.Candidates(f).Single()
		if !one || c.steps(u) == 0 {
			continue
		}
		bit := game.Bit(u)
		if ok = c.around(c.cells[f], c.steps(u), func(g int) bool {
			keep[g] &^= bit
			return b.Candidates(g) != bit
		}); !ok {
			break
		}
	}
	for f := range keep {
		if !ok {
			break
		}
		ok = eliminate(b, found, f, keep[f])
	}
	if !ok || len(found.Eliminate) > 0 {
		for f := range c.cells {
			found.Sets = append(found.Sets, b.Candidates(f))
		}
	}
	return ok
}

// Explain names, for the values taken out, each cell left one value N
// that takes it out of the cells N steps away; for a contradiction, the
// two cells that can hold nothing but N, N steps apart, or the cell that
// has no value left.
func (c *antiTaxicab) Explain(r *game.Rules, m *game.Move) string {
	if len(m.Sets) != len(c.cells) {
		return "by " + c.Name()
	}
	taken := make([]game.ValueSet, len(c.cells))
	for _, x := range m.Eliminate {
		taken[x.Field] |= game.Bit(x.Value)
	}
	var parts []string
	for f, s := range m.Sets {
		u, one := s.Single()
		if !one || c.steps(u) == 0 {
			continue
		}
		bit, n := game.Bit(u), c.steps(u)
		var gone []game.Pos
		clash := -1
		c.around(c.cells[f], n, func(g int) bool {
			switch {
			case m.Kind == game.Contradiction && m.Sets[g] == bit:
				clash = g
				return false
			case taken[g]&bit != 0:
				taken[g] &^= bit
				gone = append(gone, c.cells[g])
			}
			return true
		})
		if clash >= 0 {
			return fmt.Sprintf("%s: %s and %s can hold nothing but %s, and they are %s apart", c.Name(), c.cells[min(f, clash)], c.cells[max(f, clash)], r.Values.Name(u), stepCount(n))
		}
		if len(gone) > 0 {
			parts = append(parts, fmt.Sprintf("%s holds %s, so %s, %s from it", c.cells[f], r.Values.Name(u), leave(r, bit, cellList(gone)), stepCount(n)))
		}
	}
	if m.Kind == game.Contradiction {
		return c.emptied(r, m.Sets)
	}
	return c.Name() + ": " + strings.Join(parts, "; ")
}

// emptied explains a contradiction that leaves a cell no value: the
// first cell each of whose values, N, a cell N steps from it holds, read
// from sets, the candidates Propagate read, with those cells.
func (c *antiTaxicab) emptied(r *game.Rules, sets []game.ValueSet) string {
	for f, s := range sets {
		if s == 0 {
			continue
		}
		var by []string
		for _, u := range s.Values() {
			n := c.steps(u)
			if n == 0 {
				break
			}
			c.around(c.cells[f], n, func(g int) bool {
				if sets[g] == game.Bit(u) {
					by = append(by, fmt.Sprintf("%s holds %s, %s from it", c.cells[g], r.Values.Name(u), stepCount(n)))
					return false
				}
				return true
			})
		}
		if len(by) == s.Len() {
			return fmt.Sprintf("%s: %s can hold only %s, but %s", c.Name(), c.cells[f], s.Format(r.Values), strings.Join(by, ", and "))
		}
	}
	return c.Name() + " cannot hold"
}

// stepCount writes n steps: "1 step", "3 steps".
func stepCount(n int) string {
	if n == 1 {
		return "1 step"
	}
	return fmt.Sprintf("%d steps", n)
}

// Links forbids the cells N steps apart, for each value whose number is
// N, to hold that value both.
func (c *antiTaxicab) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	forbid := make([]game.ValueSet, len(c.nums))
	for u := range c.nums {
		n := c.steps(u)
		if n == 0 {
			continue
		}
		clear(forbid)
		forbid[u] = game.Bit(u)
		for f, p := range c.cells {
			if !c.around(p, n, func(g int) bool { return g < f || yield(f, g, forbid) }) {
				return
			}
		}
	}
}

// Item writes the rule as its spec item, which has no argument.
func (c *antiTaxicab) Item() Item { return Item{Key: keyOf(AntiTaxicabRule)} }
