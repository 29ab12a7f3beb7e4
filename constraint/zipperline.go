package constraint

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ZipperLineRule is the rule kind of zipper lines: sums of pairs against
// one total.
var ZipperLineRule = &game.RuleKind{
	Name:       "ZipperLine",
	Title:      "Zipper line",
	Doc:        "the cells as far from a zipper line's middle add up to the same total: the value of its centre cell, when it has one",
	Difficulty: 2.4,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// ZipperLine is written zipperline: {cells: [r1c1, r1c2, r1c3]}.
var ZipperLine = &Kind{
	Rule:     ZipperLineRule,
	FPuzzles: fpLines("zipperline"),
	Key:      "zipperline",
	Keys:     []string{"cells"},
	Example:  "zipperline: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(3, zipperWhy, NewZipperLine),
	Draw:     Drawing{Style: StyleLine, Colour: "#b060d0", Width: 0.2},
}

const zipperWhy = "a pair of cells and a centre or another pair"

// NewZipperLine returns a zipper line along cells: the two cells at the
// same distance from its middle add up to the value of its centre cell
// when it has an odd number of cells, and to one total, the same for
// every pair, when it has an even number. It stands for one line of an
// entry of f-puzzles' "zipperline" list, and for a spec's zipperline
// item.
func NewZipperLine(cells []game.Pos) game.Constraint {
	return &zipper{line: line{cells: cells}}
}

// zipper is a zipper line: its pairs are the cells i and n-1-i, and its
// centre, on an odd line, the cell n/2. The totals are kept at
// total-2*low, below size.
type zipper struct {
	line
	values *game.Values
	nums   []int
	low    int // the smallest number
	size   int
}

// The abilities of zipper that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*zipper)(nil)

func (c *zipper) Kind() *game.RuleKind { return ZipperLineRule }

func (c *zipper) Name() string { return "zipper line " + c.path() }

// centre returns the index of the centre cell, or -1 on an even line.
func (c *zipper) centre() int {
	if len(c.cells)%2 == 0 {
		return -1
	}
	return len(c.cells) / 2
}

func (c *zipper) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 3, zipperWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.values, b.nums = fields, r.Values, nums
	lo, hi, _ := distinctBounds(nums, 1)
	b.low, b.size = lo, 2*(hi-lo)+1
	if c.centre() >= 0 && !b.anySum() {
		return nil, fmt.Errorf("no two values add up to a third, as the two cells next to its centre must")
	}
	return &b, nil
}

// anySum reports whether some two values add up to a value.
func (c *zipper) anySum() bool {
	for _, x := range c.nums {
		for _, y := range c.nums {
			if valueOf(c.nums, x+y) >= 0 {
				return true
			}
		}
	}
	return false
}

func (c *zipper) Check(g game.Grid) error {
	n, mid := len(c.fields), c.centre()
	first, total := -1, 0 // the first pair with values, and their total
	if mid >= 0 && g.Value(c.fields[mid]) != game.Empty {
		first, total = mid, c.nums[g.Value(c.fields[mid])]
	}
	for i := range n / 2 {
		u, v := g.Value(c.fields[i]), g.Value(c.fields[n-1-i])
		if u == game.Empty || v == game.Empty {
			continue
		}
		sum := c.nums[u] + c.nums[v]
		switch {
		case first < 0:
			first, total = i, sum
		case sum == total:
		case first == mid:
			return fmt.Errorf("%s and %s add up to %d, not %s as its centre %s", c.cells[i], c.cells[n-1-i], sum, c.values.Name(g.Value(c.fields[mid])), c.cells[mid])
		default:
			return fmt.Errorf("%s and %s add up to %d but %s and %s to %d", c.cells[first], c.cells[n-1-first], total, c.cells[i], c.cells[n-1-i], sum)
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *zipper) Local() {}

// Propagate finds the totals every pair, and the centre, can make, and
// keeps in each cell the values that make one of them. On an odd line its
// evidence Sets are what the centre keeps.
func (c *zipper) Propagate(b *game.Board, found *game.Found) bool {
	n, mid, w := len(c.fields), c.centre(), (c.size+63)/64
	room := found.ScratchWords(3 * w)
	common, sums, half := sumSet(room[:w:w]), sumSet(room[w:2*w:2*w]), sumSet(room[2*w:])
	if mid < 0 {
		for i := range common {
			common[i] = ^uint64(0)
		}
	} else {
		for cs := b.Candidates(c.fields[mid]); cs != 0; cs &= cs - 1 {
			if t := c.nums[cs.Lowest()] - 2*c.low; t >= 0 && t < c.size {
				common.add(t)
			}
		}
	}
	for i := range n / 2 {
		clear(half)
		clear(sums)
		half.add(0)
		half.plus(sums, b.Candidates(c.fields[i]), c.nums, c.low, c.size)
		clear(half)
		sums.plus(half, b.Candidates(c.fields[n-1-i]), c.nums, c.low, c.size)
		for k := range common {
			common[k] &= half[k]
		}
	}
	for i := range n / 2 {
		f, g := c.fields[i], c.fields[n-1-i]
		if !eliminate(b, found, f, c.partners(common, b.Candidates(f), b.Candidates(g))) ||
			!eliminate(b, found, g, c.partners(common, b.Candidates(g), b.Candidates(f))) {
			return false
		}
	}
	if mid < 0 {
		return true
	}
	var keep game.ValueSet
	for cs := b.Candidates(c.fields[mid]); cs != 0; cs &= cs - 1 {
		if t := c.nums[cs.Lowest()] - 2*c.low; t >= 0 && t < c.size && common.has(t) {
			keep |= game.Bit(cs.Lowest())
		}
	}
	if !eliminate(b, found, c.fields[mid], keep) {
		return false
	}
	if len(found.Eliminate) > 0 {
		found.Sets = append(found.Sets, keep)
	}
	return true
}

// partners returns the values of mine that some value of other makes a
// total of common with.
func (c *zipper) partners(common sumSet, mine, other game.ValueSet) game.ValueSet {
	var keep game.ValueSet
	for ms := mine; ms != 0; ms &= ms - 1 {
		u := ms.Lowest()
		for os := other; os != 0; os &= os - 1 {
			if common.has(c.nums[u] + c.nums[os.Lowest()] - 2*c.low) {
				keep |= game.Bit(u)
				break
			}
		}
	}
	return keep
}

// Explain names the centre's values, or the rule of equal totals, and
// what they leave out.
func (c *zipper) Explain(r *game.Rules, m *game.Move) string {
	mid := c.centre()
	switch {
	case m.Kind == game.Contradiction:
		return c.Name() + ": its pairs of cells can make no total in common"
	case mid >= 0 && len(m.Sets) == 1:
		return fmt.Sprintf("%s: each two cells as far from its centre %s add up to it, and it holds %s; %s", c.Name(), c.cells[mid], oneOf(r, m.Sets[0]), leaveEach(r, m.Eliminate))
	}
	pairs := make([]string, 0, len(c.cells)/2)
	for i := range len(c.cells) / 2 {
		pairs = append(pairs, c.cells[i].String()+"+"+c.cells[len(c.cells)-1-i].String())
	}
	return fmt.Sprintf("%s: %s add up to one total; %s", c.Name(), strings.Join(pairs, ", "), leaveEach(r, m.Eliminate))
}

// Links forbids, on an odd line, the two cells of a pair values whose
// sum is no value, and the centre and a cell of a pair values that no
// value makes up.
func (c *zipper) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	mid, n := c.centre(), len(c.fields)
	if mid < 0 {
		return
	}
	noValue := func(x int) bool { return valueOf(c.nums, x) < 0 }
	table := make([]game.ValueSet, len(c.nums))
	for i := range n / 2 {
		if !c.linkPairs(i, n-1-i, table, func(u, v int) bool { return noValue(c.nums[u] + c.nums[v]) }, yield) {
			return
		}
		for _, j := range [2]int{i, n - 1 - i} {
			if !c.linkPairs(mid, j, table, func(t, u int) bool { return noValue(c.nums[t] - c.nums[u]) }, yield) {
				return
			}
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *zipper) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
