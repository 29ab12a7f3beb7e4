package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// ParityLineRule is the rule kind of parity lines: each cell is read
// against its neighbours alone, as directly as a single.
var ParityLineRule = &game.RuleKind{
	Name:       "ParityLine",
	Title:      "Parity line",
	Doc:        "neighbours on a parity line hold one an odd and the other an even number, so that the line alternates",
	Difficulty: 1.2,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// ParityLine is written parityline: {cells: [r1c1, r1c2, r1c3]}.
var ParityLine = &Kind{
	Rule:     ParityLineRule,
	FPuzzles: &FPuzzlesForm{None: "its lines have no key; a plain line of a colour, as SudokuPad draws one, only draws"},
	Key:      "parityline",
	Keys:     []string{"cells"},
	Example:  "parityline: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(2, parityWhy, NewParityLine),
	Draw:     Drawing{Style: StyleLine, Colour: "#d04848", Width: 0.2},
}

const parityWhy = "two neighbours"

// NewParityLine returns a parity line along cells: of each two
// neighbours on it, one holds an odd number and the other an even one. It
// stands for a spec's parityline item.
func NewParityLine(cells []game.Pos) game.Constraint {
	return &parityLine{pairLine: pairLine{line: line{cells: cells}}}
}

// parityLine is a parity line: the relation "one odd, one even" over
// each two neighbours on it (pairLine).
type parityLine struct {
	pairLine
	nums []int // bound: the values' numbers
}

// The abilities of parityLine that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*parityLine)(nil)

func (c *parityLine) Kind() *game.RuleKind { return ParityLineRule }

func (c *parityLine) Name() string { return "parity line " + c.path() }

func (c *parityLine) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, parityWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	rel := newRelation(nums, func(a, b int) bool { return abs(a-b)%2 == 1 })
	if rel.empty() {
		return nil, fmt.Errorf("the values are all %s, so no two neighbours can hold one an odd and the other an even number", parityOf(nums[0]))
	}
	at := make([][2]int32, len(c.cells)-1)
	for i := range at {
		at[i] = [2]int32{int32(i), int32(i + 1)}
	}
	return &parityLine{c.bound(fields, r, at, rel), nums}, nil
}

// parityOf names the parity of number n: "odd" or "even".
func parityOf(n int) string {
	if n%2 == 0 {
		return "even"
	}
	return "odd"
}

func (c *parityLine) Check(g game.Grid) error {
	if a, b, u, v, broken := c.brokenPair(g); broken {
		return fmt.Errorf("%s holds %s and %s next to it holds %s, both %s", a, c.values.Name(u), b, c.values.Name(v), parityOf(c.nums[u]))
	}
	return nil
}

// Explain names, for each value taken out, the neighbour whose values are
// all of its parity.
func (c *parityLine) Explain(r *game.Rules, m *game.Move) string {
	return c.explain(c.Name(), m, "two neighbours on it can no longer hold one an odd and the other an even number",
		func(i int, gone game.ValueSet, by int, held game.ValueSet) string {
			all := parityOf(c.nums[held.Lowest()])
			if held.Len() > 1 {
				all = "all " + all
			}
			return fmt.Sprintf("%s next to %s holds %s, %s, so %s", c.cells[by], c.cells[i], oneOf(r, held), all, leave(r, gone, c.cells[i].String()))
		})
}

// Item writes the rule as a spec item of its kind.
func (c *parityLine) Item() Item { return cellsItem(c.Kind(), c.cells) }
