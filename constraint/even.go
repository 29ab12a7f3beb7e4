package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// EvenRule is the rule kind of even cells.
var EvenRule = &game.RuleKind{
	Name:       "Even",
	Title:      "Even",
	Doc:        "a cell marked even holds an even number",
	Difficulty: 1.2,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanExplain,
}

// Even is written even: {cells: [r1c1, r5c5]}: one constraint per cell.
var Even = &Kind{
	Rule:     EvenRule,
	FPuzzles: fpMarked("even"),
	Key:      "even",
	Keys:     []string{"cells"},
	Example:  "even: {cells: [r1c1, r5c5]}",
	Read: func(a Args) []game.Constraint {
		return readMarked(a, func(p game.Pos, _ []game.Pos) game.Constraint { return NewEven(p) })
	},
	Draw: Drawing{Style: StyleCells, Shape: CellSquare, Colour: "#ccc"},
}

// NewEven returns the rule that cell p holds an even number. It stands for
// an entry of f-puzzles' "even" list, {"cell": "R1C1"}.
func NewEven(p game.Pos) game.Constraint {
	return &parity{marked: marked{EvenRule, "even", p}, even: true}
}

// parity is a cell that holds an even number, or an odd one: even and odd
// cells share it.
type parity struct {
	marked
	even bool
	// Bound:
	field  int
	keep   game.ValueSet // the values of the parity
	values *game.Values
}

// The abilities of parity that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
} = (*parity)(nil)

func (c *parity) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	b.field, b.values, b.keep = fields[0], r.Values, 0
	for v, n := range nums {
		if (n&1 == 0) == c.even {
			b.keep |= game.Bit(v)
		}
	}
	if b.keep == 0 {
		return nil, fmt.Errorf("no value is %s", c.word)
	}
	return &b, nil
}

func (c *parity) Check(g game.Grid) error {
	if v := g.Value(c.field); v != game.Empty && !c.keep.Has(v) {
		return fmt.Errorf("%s holds %s, which is not %s", c.cell, c.values.Name(v), c.word)
	}
	return nil
}

// Propagate takes the values of the other parity out of the cell.
func (c *parity) Propagate(b *game.Board, found *game.Found) bool {
	return eliminate(b, found, c.field, c.keep)
}

func (c *parity) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no %s number is left in it", c.Name(), c.word)
	}
	return fmt.Sprintf("%s: it holds an %s number, so %s", c.Name(), c.word, leaveList(r, m.Eliminate))
}
