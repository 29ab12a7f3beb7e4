package constraint

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// LunchboxRule is the rule kind of lunchboxes.
var LunchboxRule = &game.RuleKind{
	Name:       "Lunchbox",
	Title:      "Lunchbox",
	Doc:        "a lunchbox's cells hold different values, and those between its smallest and its largest value, in the order of its cells, add up to its clue",
	Difficulty: 2.2,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLabel,
}

// Lunchbox is written lunchbox: {cells: [r1c1, r1c2, r1c3, r1c4], sum:
// 5}: the cells in their order, usually a piece of a row or a column.
var Lunchbox = &Kind{
	Rule:     LunchboxRule,
	FPuzzles: &FPuzzlesForm{None: "f-puzzles has no lunchbox; a shaded area with a number, as SudokuPad draws one, only draws"},
	Key:      "lunchbox",
	Keys:     []string{"cells", "sum"},
	Example:  "lunchbox: {cells: [r1c1, r1c2, r1c3, r1c4], sum: 5}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		sum, ok2 := a.Int("sum")
		if !ok || !ok2 {
			return nil
		}
		if len(cells) < 2 {
			a.Errorf("cells", "a lunchbox has two cells at least, for its smallest and its largest value, not %d", len(cells))
			return nil
		}
		return one(NewLunchbox(cells, sum))
	},
	Draw: Drawing{Style: StyleCage, Label: "sum"},
}

// NewLunchbox returns the rule that cells hold different values and
// that those between the smallest and the largest of them, in the order
// of cells, add up to sum. It is Interactive Sudoku Solver's Lunchbox.
func NewLunchbox(cells []game.Pos, sum int) game.Constraint {
	return &lunchbox{cells: cells, sum: sum}
}

// lunchbox is cells in order whose values differ, and whose values
// between the smallest and the largest add up to sum. Bound, it keeps
// each pair of values that may be its smallest and its largest (crusts)
// as the sandwich of those crusts, whose propagation it shares.
type lunchbox struct {
	cells []game.Pos
	sum   int
	// Bound:
	fields []int
	crusts []crustPair
	values *game.Values
	nums   []int
}

// The abilities of lunchbox that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Local
	game.Explainer
	game.Labeler
} = (*lunchbox)(nil)

// crustPair is a smallest and a largest value a lunchbox may hold: the
// sandwich of the two, and the values from one to the other, which every
// cell of the lunchbox then holds.
type crustPair struct {
	sandwich
	span game.ValueSet
}

func (c *lunchbox) Kind() *game.RuleKind { return LunchboxRule }

func (c *lunchbox) Name() string { return fmt.Sprintf("lunchbox %d at %s", c.sum, cellList(c.cells)) }

func (c *lunchbox) Cells() []game.Pos { return c.cells }

// Label writes the clue.
func (c *lunchbox) Label() string { return strconv.Itoa(c.sum) }

func (c *lunchbox) Differ() [][]game.Pos { return [][]game.Pos{c.cells} }

func (c *lunchbox) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	n := len(fields)
	if n < 2 {
		return nil, errors.New("a lunchbox has two cells at least, for its smallest and its largest value")
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	if n > len(nums) {
		return nil, fmt.Errorf("a lunchbox's %d cells hold different values, and there are %d", n, len(nums))
	}
	lo, hi := numRange(nums)
	if err := sumsError(n-1, nil, []int{min(lo, 0), max(hi, 0)}); err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.values, b.nums, b.crusts = fields, r.Values, nums, nil
	for a := range nums {
		for z := range nums {
			if nums[a] >= nums[z] {
				continue
			}
			var span game.ValueSet
			var inner []int
			for v, x := range nums {
				if nums[a] <= x && x <= nums[z] {
					span |= game.Bit(v)
				}
				if nums[a] < x && x < nums[z] {
					inner = append(inner, x)
				}
			}
			if span.Len() < n || !someSum(inner, n-2, c.sum) {
				continue
			}
			p := crustPair{span: span}
			p.nums, p.lo, p.hi, p.sum = nums, a, z, c.sum
			if len(inner) > 0 {
				p.inLo, p.inHi = slices.Min(inner), slices.Max(inner)
			}
			p.base = min(0, (n-2)*p.inLo)
			p.size = max(0, (n-2)*p.inHi) - p.base + 1
			b.crusts = append(b.crusts, p)
		}
	}
	if len(b.crusts) == 0 {
		return nil, fmt.Errorf("no %d different values leave values between the smallest and the largest that add up to %d", n, c.sum)
	}
	return &b, nil
}

// someSum reports whether up to most different numbers of inner add up
// to sum (none add up to 0), tried for a bounded while: past it, it
// reports true, and the propagation finds a rule that cannot hold.
func someSum(inner []int, most, sum int) bool {
	inner = slices.Sorted(slices.Values(inner))
	budget := 100000
	var try func(from, left, rest int) bool
	try = func(from, left, rest int) bool {
		if rest == 0 {
			return true
		}
		if left == 0 || from == len(inner) {
			return false
		}
		if budget--; budget < 0 {
			return true
		}
		// The least and the most the next left numbers from here add.
		least, great := 0, 0
		for i := range min(left, len(inner)-from) {
			least += min(0, inner[from+i])
			great += max(0, inner[len(inner)-1-i])
		}
		if rest < least || rest > great {
			return false
		}
		return try(from+1, left-1, rest-inner[from]) || try(from+1, left, rest)
	}
	return try(0, most, sum)
}

func (c *lunchbox) Check(g game.Grid) error {
	lo, hi := -1, -1 // where the smallest and the largest value stand
	for i, f := range c.fields {
		v := g.Value(f)
		if v == game.Empty {
			continue
		}
		for j, h := range c.fields[:i] {
			if g.Value(h) == v {
				return fmt.Errorf("%s and %s both hold %s, and a lunchbox's values differ", c.cells[j], c.cells[i], c.values.Name(v))
			}
		}
		if lo < 0 || c.nums[v] < c.nums[g.Value(c.fields[lo])] {
			lo = i
		}
		if hi < 0 || c.nums[v] > c.nums[g.Value(c.fields[hi])] {
			hi = i
		}
	}
	for _, f := range c.fields {
		if g.Value(f) == game.Empty {
			return nil
		}
	}
	i, j := min(lo, hi), max(lo, hi)
	total := 0
	for _, f := range c.fields[i+1 : j] {
		total += c.nums[g.Value(f)]
	}
	if total == c.sum {
		return nil
	}
	between := fmt.Sprintf("between the %s at %s and the %s at %s", c.values.Name(g.Value(c.fields[i])), c.cells[i], c.values.Name(g.Value(c.fields[j])), c.cells[j])
	if j == i+1 {
		return fmt.Errorf("%s nothing adds up to %d: they are next to each other", between, c.sum)
	}
	return fmt.Errorf("%s, %s to %d, not %d", between, addUp(c.cells[i+1:j]), total, c.sum)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *lunchbox) Local() {}

// Propagate keeps in each cell the values of some arrangement its
// candidates allow: for some pair of crusts, the smallest and the
// largest value, each cell holds a value from one to the other, the
// crusts once each, and the values between them add up to the clue
// (repeated or not: the lunchbox's group keeps them apart).
func (c *lunchbox) Propagate(b *game.Board, found *game.Found) bool {
	n := len(c.fields)
	cands := candidates(b, found, c.fields)
	in, each, out := found.ScratchSets(n), found.ScratchSets(n), found.ScratchSets(n)
	some := false
	for k := range c.crusts {
		p := &c.crusts[k]
		var has game.ValueSet
		fits := true
		for i := range n {
			in[i] = cands[i] & p.span
			has |= in[i]
			fits = fits && in[i] != 0
		}
		if !fits || !has.Has(p.lo) || !has.Has(p.hi) || !p.support(found, in, each) {
			continue
		}
		some = true
		for i := range n {
			out[i] |= each[i]
		}
	}
	return some && keep(b, found, c.fields, out)
}

func (c *lunchbox) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no smallest and largest values its cells can hold leave values between them that add up to %d", c.Name(), c.sum)
	}
	return fmt.Sprintf("%s: the values between its smallest and its largest value add up to %d; %s", c.Name(), c.sum, elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *lunchbox) Item() Item {
	return Item{Key: Lunchbox.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"sum", c.sum}}}
}
