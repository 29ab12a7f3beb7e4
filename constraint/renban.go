package constraint

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// RenbanRule is the rule kind of renban lines: its propagation fits runs
// of values to the cells, set reasoning near that of the sums.
var RenbanRule = &game.RuleKind{
	Name:       "Renban",
	Title:      "Renban",
	Doc:        "a renban line holds different values that are consecutive, in any order",
	Difficulty: 2.3,
	Shape:      game.ShapeLine,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanExplain | game.CanRequire | game.CanLink,
}

// Renban is written renban: {cells: [r1c1, r1c2, r1c3]}.
var Renban = &Kind{
	Rule:     RenbanRule,
	FPuzzles: fpLines("renban"),
	Key:      "renban",
	Keys:     []string{"cells"},
	Example:  "renban: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(2, renbanWhy, NewRenban),
	Draw:     Drawing{Style: StyleLine, Colour: "#e070e0", Width: 0.2},
}

const renbanWhy = "two cells to hold a run of values"

// NewRenban returns a renban line along cells: they hold different values
// whose numbers are consecutive, in any order. It stands for one line of
// an entry of f-puzzles' "renban" list, and for a spec's renban item.
func NewRenban(cells []game.Pos) game.Constraint {
	return &renban{line: line{cells: cells}}
}

// renban is a renban line. Bound, it keeps the runs: each set of as many
// values as it has cells whose numbers are consecutive.
type renban struct {
	line
	values *game.Values
	nums   []int
	runs   []game.ValueSet
}

// The abilities of renban that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Explainer
	game.Requirer
	game.Linker
} = (*renban)(nil)

func (c *renban) Kind() *game.RuleKind { return RenbanRule }

func (c *renban) Name() string { return "renban " + c.path() }

func (c *renban) Differ() [][]game.Pos { return [][]game.Pos{c.cells} }

func (c *renban) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, renbanWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	n := len(c.cells)
	if n > len(nums) {
		return nil, fmt.Errorf("the renban has %d cells to hold different values but there are only %d values", n, len(nums))
	}
	b := *c
	b.fields, b.values, b.nums, b.runs = fields, r.Values, nums, nil
	for _, x := range nums {
		var run game.ValueSet
		for y := x; y < x+n && run.Len() == y-x; y++ {
			if v := valueOf(nums, y); v >= 0 {
				run |= game.Bit(v)
			}
		}
		if run.Len() == n {
			b.runs = append(b.runs, run)
		}
	}
	if len(b.runs) == 0 {
		return nil, fmt.Errorf("no %d values have consecutive numbers: the renban could never be filled", n)
	}
	return &b, nil
}

func (c *renban) Check(g game.Grid) error {
	lo, hi := -1, -1 // the cells of the lowest and highest values so far
	for i, f := range c.fields {
		v := g.Value(f)
		if v == game.Empty {
			continue
		}
		for j := range i {
			if g.Value(c.fields[j]) == v {
				return fmt.Errorf("%s and %s both hold %s", c.cells[j], c.cells[i], c.values.Name(v))
			}
		}
		if lo < 0 || c.nums[v] < c.nums[g.Value(c.fields[lo])] {
			lo = i
		}
		if hi < 0 || c.nums[v] > c.nums[g.Value(c.fields[hi])] {
			hi = i
		}
		low, high := g.Value(c.fields[lo]), g.Value(c.fields[hi])
		if c.nums[high]-c.nums[low] >= len(c.fields) {
			return fmt.Errorf("%s holds %s and %s holds %s: no run of %d consecutive values holds both", c.cells[lo], c.values.Name(low), c.cells[hi], c.values.Name(high), len(c.fields))
		}
	}
	return nil
}

// Propagate keeps in each cell the values of the runs its cells can
// still hold, one value each; a value every such run holds goes in the one
// cell that can take it and leaves the cells that see each cell that can.
// Its evidence Sets are those runs.
func (c *renban) Propagate(b *game.Board, found *game.Found) bool {
	cands, out := found.ScratchSets(len(c.fields)), found.ScratchSets(len(c.fields))
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	if !fitting(cands, c.runs, out) {
		return false
	}
	// A value every run that fits holds goes in its one cell that can
	// take it, and leaves the cells that see each cell that can.
	var all game.ValueSet
	for _, o := range out {
		all |= o
	}
	required := ^game.ValueSet(0)
	for _, run := range c.runs {
		if run&^all == 0 && matches(out, run) {
			required &= run
		}
	}
	if !placeRequired(c.fields, required, out) {
		return false
	}
	for i, f := range c.fields {
		if !eliminate(b, found, f, out[i]) {
			return false
		}
	}
	pointRequired(b, found, c.fields, required, out)
	if len(found.Eliminate) > 0 {
		fittingSets(found, cands, c.runs)
	}
	return true
}

// Required returns the values every run that fits the line's cells holds
// but those placed on it (game.Requirer).
func (c *renban) Required(b *game.Board) game.ValueSet { return requiredOf(b, c.fields, c.runs) }

// Explain names the runs the line can still hold, and what they leave
// out.
func (c *renban) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no %d consecutive values fit its cells", c.Name(), len(c.fields))
	}
	runs := make([]string, len(m.Sets))
	for i, run := range m.Sets {
		lo, hi := run.Lowest(), run.Lowest()
		for s := run; s != 0; s &= s - 1 {
			v := s.Lowest()
			if c.nums[v] < c.nums[lo] {
				lo = v
			}
			if c.nums[v] > c.nums[hi] {
				hi = v
			}
		}
		runs[i] = r.Values.Name(lo) + "-" + r.Values.Name(hi)
	}
	if len(runs) == 0 {
		return "by " + c.Name()
	}
	return fmt.Sprintf("%s: its values are %s; %s", c.Name(), strings.Join(runs, " or "), elimsWithin(r, c.fields, m.Eliminate, "run", "renban"))
}

// Links forbids every two of its cells values too far apart for one run.
func (c *renban) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	n := len(c.fields)
	table := make([]game.ValueSet, len(c.nums))
	for i := range c.fields {
		for j := i + 1; j < n; j++ {
			if !c.linkPairs(i, j, table, func(u, v int) bool { return abs(c.nums[u]-c.nums[v]) >= n }, yield) {
				return
			}
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *renban) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
