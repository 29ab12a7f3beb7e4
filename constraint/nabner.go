package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// NabnerRule is the rule kind of nabner lines: each cell is read against
// every other as against a non-consecutive pair, nearly as directly as a
// single.
var NabnerRule = &game.RuleKind{
	Name:       "Nabner",
	Title:      "Nabner line",
	Doc:        "no two cells of a nabner line hold equal or consecutive values, whether neighbours on it or not",
	Difficulty: 1.5,
	Shape:      game.ShapeLine,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// Nabner is written nabner: {cells: [r1c1, r2c2, r3c3]}.
var Nabner = &Kind{
	Rule:     NabnerRule,
	FPuzzles: &FPuzzlesForm{None: "its lines have no key; a plain line of a colour, as SudokuPad draws one, only draws"},
	Key:      "nabner",
	Keys:     []string{"cells"},
	Example:  "nabner: {cells: [r1c1, r2c2, r3c3]}",
	Read:     readLineKind(2, nabnerWhy, NewNabner),
	Draw:     Drawing{Style: StyleLine, Colour: "#e0b000", Width: 0.2},
}

const nabnerWhy = "two cells to keep apart"

// NewNabner returns a nabner line along cells: no two of them, neighbours
// on it or not, hold values whose numbers are equal or consecutive. It
// stands for a spec's nabner item.
func NewNabner(cells []game.Pos) game.Constraint {
	return &nabner{pairLine{line: line{cells: cells}}}
}

// nabner is a nabner line: the relation "two or more apart" over every
// pair of its cells (pairLine), and the cells' group, since they differ.
type nabner struct{ pairLine }

// The abilities of nabner that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*nabner)(nil)

func (c *nabner) Kind() *game.RuleKind { return NabnerRule }

func (c *nabner) Name() string { return "nabner " + c.path() }

// Differ: the cells of the line hold different values.
func (c *nabner) Differ() [][]game.Pos { return [][]game.Pos{c.cells} }

func (c *nabner) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, nabnerWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	if most := apartMost(nums); len(c.cells) > len(most) {
		return nil, fmt.Errorf("the nabner line has %d cells but at most %d values are two or more apart (%s)", len(c.cells), len(most), strings.Join(most, " "))
	}
	var at [][2]int32
	for i := range c.cells {
		for j := i + 1; j < len(c.cells); j++ {
			at = append(at, [2]int32{int32(i), int32(j)})
		}
	}
	return &nabner{c.bound(fields, r, at, newRelation(nums, func(a, b int) bool { return abs(a-b) > 1 }))}, nil
}

// apartMost returns the numbers of a largest set of values two or more
// apart, written as numbers: the smallest, then each next that is far
// enough from the one before.
func apartMost(nums []int) []string {
	sorted := slices.Sorted(slices.Values(nums))
	var out []string
	last := 0
	for i, x := range sorted {
		if i == 0 || x-last > 1 {
			out, last = append(out, strconv.Itoa(x)), x
		}
	}
	return out
}

func (c *nabner) Check(g game.Grid) error {
	a, b, u, v, broken := c.brokenPair(g)
	switch {
	case !broken:
		return nil
	case u == v:
		return fmt.Errorf("%s and %s both hold %s", a, b, c.values.Name(u))
	}
	return fmt.Errorf("%s holds %s and %s holds %s, consecutive", a, c.values.Name(u), b, c.values.Name(v))
}

// Explain names, for each value taken out, the cell whose values it is
// equal or consecutive to, each of them.
func (c *nabner) Explain(r *game.Rules, m *game.Move) string {
	return c.explain(c.Name(), m, "a cell has no value two or more apart from what another cell of the line can hold",
		func(i int, gone game.ValueSet, by int, held game.ValueSet) string {
			them := "each"
			if held.Len() == 1 {
				them = "it"
			}
			return fmt.Sprintf("%s on the line holds %s, so %s", c.cells[by], oneOf(r, held),
				leave(r, gone, fmt.Sprintf("%s, equal or consecutive to %s", c.cells[i], them)))
		})
}

// Item writes the rule as a spec item of its kind.
func (c *nabner) Item() Item { return cellsItem(c.Kind(), c.cells) }
