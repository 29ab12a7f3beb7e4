package constraint

import (
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// XSumRule is the rule kind of X-sums.
var XSumRule = &game.RuleKind{
	Name:       "XSum",
	Title:      "X-sum",
	Doc:        "the first X cells of a row or column, seen from the clue beside it, add up to the clue, where X is the first cell's value",
	Difficulty: 2.0,
	Shape:      game.ShapeOutside,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanRequire | game.CanClue | game.CanLabel,
}

// XSum is written xsum: {clue: r0c3, sum: 15}: the clue's side says the
// row or column and where it is seen from (r0c3 is above column 3, r3c0
// left of row 3, and on a 9x9 board r10c3 below column 3, r3c10 right of
// row 3).
var XSum = &Kind{
	Rule:     XSumRule,
	FPuzzles: fpClue("xsum", "sum"),
	Key:      "xsum",
	Keys:     []string{"clue", "sum"},
	Example:  "xsum: {clue: r0c3, sum: 15}",
	Read: func(a Args) []game.Constraint {
		clue, ok := readLineClue(a)
		sum, ok2 := a.Int("sum")
		if !ok || !ok2 {
			return nil
		}
		return one(NewXSum(clue, sum))
	},
	Draw: Drawing{Style: StyleOutside, Label: "sum", Italic: true},
}

// NewXSum returns the rule that the first X cells of the row or column
// beside clue, a cell outside the board, add up to sum, X the value of
// the cell next to the clue. It stands for an entry of f-puzzles' "xsum"
// list, {"cell": "R0C3", "value": "15"} (ParseClue reads its cell), and
// for the spec item xsum: {clue: r0c3, sum: 15}. Bind finds the line on
// the board.
func NewXSum(clue game.Pos, sum int) game.Constraint {
	return &xsum{clueLine: newClueLine(clue), sum: sum}
}

// xsum is a line whose first X cells add up to sum.
type xsum struct {
	clueLine
	sum   int
	house bool // the line is a house: it requires no value of its own
}

// The abilities of xsum that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Requirer
	game.Clued
	game.Labeler
} = (*xsum)(nil)

func (c *xsum) Kind() *game.RuleKind { return XSumRule }

func (c *xsum) Name() string { return fmt.Sprintf("X-sum %d at %s", c.sum, c.clue) }

// Label writes the total.
func (c *xsum) Label() string { return strconv.Itoa(c.sum) }

func (c *xsum) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	if err := b.bind(r); err != nil {
		return nil, err
	}
	n := len(b.fields)
	if err := sumsError(n-1, nil, b.nums); err != nil {
		return nil, err
	}
	b.house = isHouse(r, b.fields)
	for v, x := range b.nums {
		if x >= 1 && x <= n && reaches(r, b.fields[:x], b.nums, v, c.sum-x) {
			return &b, nil
		}
	}
	return nil, fmt.Errorf("no value X of the first cell of %s makes X cells add up to %d", b.where(), c.sum)
}

// reaches reports whether the cells of fields, the first holding value
// first, can add up to total with the others: with different values
// when a group holds them all, else values that may repeat. Bind reports
// a clue no choice reaches with it.
func reaches(r *game.Rules, fields []int, nums []int, first, total int) bool {
	n := len(fields) - 1
	if oneGroup(r, fields) {
		sets, keep := combos(nums, n, total, total)
		for _, s := range sets {
			if !s.Has(first) {
				return true
			}
		}
		return !keep
	}
	all := make([]game.ValueSet, n)
	for i := range all {
		all[i] = r.Values.All()
	}
	var room game.Found
	return sumSupport(&room, all, nums, total, total, make([]game.ValueSet, n))
}

func (c *xsum) Check(g game.Grid) error {
	v := g.Value(c.fields[0])
	if v == game.Empty {
		return nil
	}
	x, n := c.nums[v], len(c.fields)
	if x < 1 || x > n {
		return fmt.Errorf("%s holds %s, but X counts from 1 to the line's %d cells", c.cells[0], c.values.Name(v), n)
	}
	lo, hi, full := sumBounds(g, c.fields[:x], nil, c.nums)
	switch {
	case lo <= c.sum && c.sum <= hi:
		return nil
	case full:
		return fmt.Errorf("%s holds %s: %s to %d, not %d", c.cells[0], c.values.Name(v), addUp(c.cells[:x]), lo, c.sum)
	}
	return fmt.Errorf("%s holds %s: with %s placed, %s to %s, not %d", c.cells[0], c.values.Name(v), placed(g, c.cells[:x], c.fields[:x], c.values), addUp(c.cells[:x]), span(lo, hi), c.sum)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *xsum) Local() {}

// Propagate tries each value X of the first cell: X is possible when
// some values of the next X-1 cells, repeats allowed, add up to the
// clue less X; each of those cells keeps the values of the X that reach
// it, and a cell past the shortest possible X keeps all.
func (c *xsum) Propagate(b *game.Board, found *game.Found) bool {
	cands := candidates(b, found, c.fields)
	out := found.ScratchSets(len(c.fields))
	return c.holds(found, cands, out) && keep(b, found, c.fields, out)
}

// holds is Propagate over cands (a holder).
func (c *xsum) holds(found *game.Found, cands, out []game.ValueSet) bool {
	n := len(c.fields)
	sub := found.ScratchSets(n)
	clear(out)
	free := n // from here on every candidate stays
	for first := cands[0]; first != 0; first &= first - 1 {
		v := first.Lowest()
		x := c.nums[v]
		if x < 1 || x > n || !sumSupport(found, cands[1:x], c.nums, c.sum-x, c.sum-x, sub[1:x]) {
			continue
		}
		out[0] |= game.Bit(v)
		for i := 1; i < x; i++ {
			out[i] |= sub[i]
		}
		free = min(free, x)
	}
	if out[0] == 0 {
		return false
	}
	copy(out[free:], cands[free:])
	return true
}

// Required returns the values every way its candidates on b leave puts
// on the line, but those placed there (game.Requirer); none when the
// line is a house, which holds every value anyway.
func (c *xsum) Required(b *game.Board) game.ValueSet {
	if c.house {
		return 0
	}
	return requiredOn(b, c.fields, c)
}

func (c *xsum) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no value X of %s makes the first X cells of %s add up to %d", c.Name(), c.cells[0], c.where(), c.sum)
	}
	return fmt.Sprintf("%s: the first X cells of %s add up to %d, X the value of %s; %s", c.Name(), c.where(), c.sum, c.cells[0], elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *xsum) Item() Item {
	return Item{Key: XSum.Key, Args: []Arg{{"clue", c.clue.String()}, {"sum", c.sum}}}
}
