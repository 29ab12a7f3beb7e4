package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// What killer cages imply together with the houses (the complete rows,
// columns and boxes): a house adds up to the sum of all values, so the
// cells a house leaves out of the cages within it add up to what those
// cages leave of that sum (a hidden cage); and the cells by which some
// houses and the cages mostly inside them differ add up, those of the
// cages counted, those of the houses taken away, to the difference of
// their sums (innies and outies). NewRules derives them through
// KillerRule.Imply; the search propagates them (they let it see a dead
// end many guesses sooner), and so does a graded solve, as the technique
// InniesOuties.

// ImpliedSumRule is the rule kind of the sums that killer cages imply
// with the houses. No spec writes it: the rules derive it.
var ImpliedSumRule = &game.RuleKind{
	Name:       "ImpliedSum",
	Title:      "Implied sum",
	Doc:        "cells add up to what the houses and the cages around them leave: a killer's innies and outies",
	Difficulty: 3.0,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanPropagate | game.CanNarrow | game.CanExplain | game.CanWatch,
}

// impliedSum is an implied sum: its cells, each counted (weight 1) or
// taken away (-1), make total. Bound, a sum of cells that one group holds
// reasons as a cage does; any other, as a sum whose values may repeat.
type impliedSum struct {
	from    string // what it follows from: "row 1 less the cages within it"
	cells   []game.Pos
	weights []int // 1 or -1 per cell; nil when all count
	total   int
	// Bound:
	fields []int
	nums   []int
	rising bool // each value's number is above the one before
	values *game.Values
	cage   *killer // the sum as a cage, when one group holds its cells
}

// The abilities of impliedSum that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Narrower
	game.Explainer
	game.Watcher
} = (*impliedSum)(nil)

func (c *impliedSum) Kind() *game.RuleKind { return ImpliedSumRule }

func (c *impliedSum) Name() string {
	var plus, minus []game.Pos
	for i, p := range c.cells {
		if weight(c.weights, i) > 0 {
			plus = append(plus, p)
		} else {
			minus = append(minus, p)
		}
	}
	switch {
	case len(minus) == 0:
		return fmt.Sprintf("%s: %s add up to %d", c.from, cellList(plus), c.total)
	case len(plus) == 0:
		return fmt.Sprintf("%s: %s add up to %d", c.from, cellList(minus), -c.total)
	}
	return fmt.Sprintf("%s: %s add up to %s more than %s", c.from, cellList(plus), strconv.Itoa(c.total), cellList(minus))
}

func (c *impliedSum) Cells() []game.Pos { return c.cells }

func (c *impliedSum) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.nums, b.values = fields, nums, r.Values
	b.rising = rising(nums)
	if c.weights == nil && oneGroup(r, fields) {
		k, err := NewKiller(c.cells, c.total, true).Bind(fields, r)
		if err != nil {
			return nil, err
		}
		b.cage = k.(*killer)
		return &b, nil
	}
	if err := sumsError(len(fields), c.weights, nums); err != nil {
		return nil, err
	}
	return &b, nil
}

func (c *impliedSum) Check(g game.Grid) error {
	lo, hi, full := sumBounds(g, c.fields, c.weights, c.nums)
	if full && lo != c.total {
		return fmt.Errorf("they make %d", lo)
	}
	if c.total < lo || c.total > hi {
		return fmt.Errorf("they make %d to %d", lo, hi)
	}
	return nil
}

// Propagate keeps in each cell the values that the others' least and most
// leave room for; for a sum one group holds, those of some combination of
// different values, as a cage does.
func (c *impliedSum) Propagate(b *game.Board, found *game.Found) bool {
	if c.cage != nil {
		return c.cage.Propagate(b, found)
	}
	cands, out := found.ScratchSets(len(c.fields)), found.ScratchSets(len(c.fields))
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	if !boundsSupport(cands, c.weights, c.nums, c.rising, c.total, out) {
		return false
	}
	return keep(b, found, c.fields, out)
}

// Watches returns, for a sum one group holds, the fields of the houses
// around it that its cage's propagation reads (game.Watcher).
func (c *impliedSum) Watches() []int {
	if c.cage != nil {
		return c.cage.Watches()
	}
	return nil
}

// Narrow is Propagate over the candidates alone (game.Narrower).
func (c *impliedSum) Narrow(cands []game.ValueSet, must game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	if c.cage != nil {
		return c.cage.Narrow(cands, must, scratch)
	}
	out := scratch.ScratchSets(len(cands))
	if !boundsSupport(cands, c.weights, c.nums, c.rising, c.total, out) {
		return 0, false
	}
	if !narrowTo(cands, out) {
		return 0, false
	}
	return 0, true
}

// boundsSupport keeps in out[i] the values of cands[i] whose terms (the
// number times weights[i]) lie within what the other cells leave of total
// at their least and at their most: a sum reasoned by its bounds, fast,
// which the engine repeats while it takes something out. It reports false
// when no values can make total. It takes at most game.MaxValues cells;
// rising says each value's number is above the one before.
func boundsSupport(cands []game.ValueSet, weights, nums []int, rising bool, total int, out []game.ValueSet) bool {
	var los, his [game.MaxValues]int
	lo, hi := 0, 0
	for i, c := range cands {
		if c == 0 {
			return false
		}
		l, h := termRange(c, weight(weights, i), nums, rising)
		los[i], his[i] = l, h
		lo, hi = lo+l, hi+h
	}
	if total < lo || total > hi {
		return false
	}
	for i, c := range cands {
		from, to := total-(hi-his[i]), total-(lo-los[i]) // what cell i's term may be
		out[i] = c
		if from <= los[i] && his[i] <= to {
			continue
		}
		w := weight(weights, i)
		out[i] = 0
		for s := c; s != 0; s &= s - 1 {
			v := s.Lowest()
			if t := w * nums[v]; from <= t && t <= to {
				out[i] |= game.Bit(v)
			}
		}
		if out[i] == 0 {
			return false
		}
	}
	return true
}

// rising reports whether each number of nums is above the one before.
func rising(nums []int) bool {
	for i := 1; i < len(nums); i++ {
		if nums[i] <= nums[i-1] {
			return false
		}
	}
	return true
}

// termRange returns the least and the most term a cell of candidates c,
// not empty, and weight w adds to a sum; rising says each value's number
// is above the one before.
func termRange(c game.ValueSet, w int, nums []int, rising bool) (lo, hi int) {
	if rising {
		lo, hi = w*nums[c.Lowest()], w*nums[highest(c)]
		if w < 0 {
			lo, hi = hi, lo
		}
		return lo, hi
	}
	first := true
	for s := c; s != 0; s &= s - 1 {
		t := w * nums[s.Lowest()]
		if first || t < lo {
			lo = t
		}
		if first || t > hi {
			hi = t
		}
		first = false
	}
	return lo, hi
}

// Explain says what the sum follows from, and what it takes out.
func (c *impliedSum) Explain(r *game.Rules, m *game.Move) string {
	if c.cage != nil {
		return c.Name() + strings.TrimPrefix(c.cage.Explain(r, m), c.cage.Name())
	}
	if m.Kind == game.Contradiction {
		return c.Name() + ": no values of its cells make it"
	}
	return c.Name() + ": " + elimList(r, m.Eliminate)
}

// implyKillers derives the sums killer cages imply with the houses of r:
// for each house, the cells it leaves out of the cages within it (a hidden
// cage); for the first houses of each kind taken together in order (rows
// from the top and from the bottom, columns from either side, boxes), the
// cells by which they differ from the cages mostly inside them (innies and
// outies, when few); the cells no cage covers; and, where one of those
// sums holds some of a cage's cells, the cage's other cells (cage
// splitting). The cages it reads are those with a total, and of those,
// cages that do not overlap.
func implyKillers(r *game.Rules) []game.Constraint {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil
	}
	houseSum := 0
	for _, n := range nums {
		houseSum += n
	}
	cages := disjointCages(r)
	if len(cages) == 0 {
		return nil
	}
	d := &deriver{r: r, seen: map[string]bool{}}
	covered := make([]bool, r.NumFields())
	total := 0
	for _, k := range cages {
		for _, f := range k.fields {
			covered[f] = true
		}
		total += k.sum
	}
	// Hidden cages.
	var houses [4][]int // rows, columns, boxes and regions
	for gi, g := range r.Groups {
		if !g.Complete {
			continue
		}
		switch g.Kind {
		case game.GroupRow:
			houses[0] = append(houses[0], gi)
		case game.GroupColumn:
			houses[1] = append(houses[1], gi)
		case game.GroupBox, game.GroupRegion:
			houses[2] = append(houses[2], gi)
		default:
			continue
		}
		inside, sum := 0, 0
		in := make([]bool, r.NumFields())
		for _, k := range cages {
			if subset(k.fields, g.Fields) {
				inside++
				sum += k.sum
				for _, f := range k.fields {
					in[f] = true
				}
			}
		}
		var rest []int
		for _, f := range g.Fields {
			if !in[f] {
				rest = append(rest, f)
			}
		}
		if inside > 0 && len(rest) > 0 && len(rest) < len(g.Fields) {
			d.add(g.Name+" less the cages within it", rest, nil, houseSum-sum)
		}
	}
	// Innies and outies of the first houses of a kind.
	for _, order := range [][]int{houses[0], reversed(houses[0]), houses[1], reversed(houses[1]), houses[2]} {
		d.overlaps(order, cages, houseSum, len(nums))
	}
	// The cells no cage covers, when the rows are houses that fill the
	// board.
	if len(houses[0])*len(nums) == r.NumFields() {
		var rest []int
		for f, c := range covered {
			if !c {
				rest = append(rest, f)
			}
		}
		if len(rest) > 0 && len(rest) < len(nums) {
			d.add("the board less its cages", rest, nil, len(houses[0])*houseSum-total)
		}
	}
	d.split(cages)
	return d.out
}

// split adds, for each sum found so far of some of a cage's cells (all
// counted), the sum of the cage's other cells: what that sum leaves of
// the cage's total (cage splitting).
func (d *deriver) split(cages []*killer) {
	for _, c := range slices.Clone(d.out) {
		s := c.(*impliedSum)
		if s.weights != nil {
			continue
		}
		fields := make([]int, len(s.cells))
		for i, p := range s.cells {
			fields[i] = d.r.FieldAt(p)
		}
		for _, k := range cages {
			if len(fields) >= len(k.fields) || !subset(fields, k.fields) {
				continue
			}
			rest := slices.DeleteFunc(slices.Clone(k.fields), func(f int) bool { return slices.Contains(fields, f) })
			d.add(fmt.Sprintf("%s split where %s add up to %d", k.Name(), cellList(s.cells), s.total), rest, nil, k.sum-s.total)
		}
	}
}

// disjointCages returns the bound killer cages of r with a total that do
// not overlap, and the rules of set rules that are cages (setCage.asKiller): first those that overlap the fewest others. It finds the
// overlaps through the cages of each field, so that it costs what
// overlaps, not the square of the cages.
func disjointCages(r *game.Rules) []*killer {
	var all []*killer
	at := make([][]int, r.NumFields()) // per field: the cages that hold it
	for _, c := range r.Constraints {
		k, ok := c.(*killer)
		if s, isSet := c.(*setCage); isSet {
			k, ok = s.asKiller()
		}
		if ok && k.hasSum {
			for _, f := range k.fields {
				at[f] = append(at[f], len(all))
			}
			all = append(all, k)
		}
	}
	overlaps := make([]int, len(all))
	seen := make([]int, len(all)) // i+1 once cage j is counted as meeting cage i
	for i, a := range all {
		for _, f := range a.fields {
			for _, j := range at[f] {
				if j != i && seen[j] != i+1 {
					seen[j] = i + 1
					overlaps[i]++
				}
			}
		}
	}
	order := make([]int, len(all))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return overlaps[i] - overlaps[j] })
	var out []*killer
	taken := make([]bool, r.NumFields())
	for _, i := range order {
		if slices.ContainsFunc(all[i].fields, func(f int) bool { return taken[f] }) {
			continue
		}
		for _, f := range all[i].fields {
			taken[f] = true
		}
		out = append(out, all[i])
	}
	return out
}

// deriver gathers implied sums, each once.
type deriver struct {
	r    *game.Rules
	out  []game.Constraint
	seen map[string]bool
}

// add adds the sum of the fields of plus less those of minus, total,
// which follows from what from says; it leaves out one it has.
func (d *deriver) add(from string, plus, minus []int, total int) {
	slices.Sort(plus)
	slices.Sort(minus)
	key := fmt.Sprint(plus, minus, total)
	if d.seen[key] {
		return
	}
	d.seen[key] = true
	c := &impliedSum{from: from, total: total}
	for _, f := range plus {
		c.cells = append(c.cells, d.r.Pos(f))
	}
	for _, f := range minus {
		c.cells = append(c.cells, d.r.Pos(f))
	}
	if len(minus) > 0 {
		c.weights = make([]int, len(c.cells))
		for i := range c.weights {
			c.weights[i] = 1
			if i >= len(plus) {
				c.weights[i] = -1
			}
		}
	}
	d.out = append(d.out, c)
}

// overlaps takes the houses of order one after another into a growing
// region, with each cage that then lies mostly inside it; from two houses
// on, the cells the region has beyond its cages (taken away) and the
// cells its cages have beyond it (counted) add up to the cages' totals
// less the houses' sums, when they are few.
func (d *deriver) overlaps(order []int, cages []*killer, houseSum, numValues int) {
	r := d.r
	inRegion := make([]bool, r.NumFields())
	inCages := make([]bool, r.NumFields())
	used := make([]bool, len(cages))
	inside := make([]int, len(cages)) // per cage: its cells in the region
	sum := 0
	for k, gi := range order {
		if k == len(order)-1 {
			break // the last house closes the board: nothing is left over
		}
		for _, f := range r.Groups[gi].Fields {
			inRegion[f] = true
		}
		for ci, c := range cages {
			if used[ci] {
				continue
			}
			inside[ci] = 0
			for _, f := range c.fields {
				if inRegion[f] {
					inside[ci]++
				}
			}
			if 2*inside[ci] > len(c.fields) {
				used[ci] = true
				sum += c.sum
				for _, f := range c.fields {
					inCages[f] = true
				}
			}
		}
		if k == 0 {
			continue // one house: its hidden cage says most of it
		}
		var minus, plus []int
		for f := range inRegion {
			switch {
			case inRegion[f] && !inCages[f]:
				minus = append(minus, f)
			case inCages[f] && !inRegion[f]:
				plus = append(plus, f)
			}
		}
		a, b := len(minus), len(plus)
		if a+b == 0 || a+b > numValues || a > 2 && b > 2 {
			continue
		}
		from := fmt.Sprintf("%s to %s and the cages mostly inside them", r.Groups[order[0]].Name, r.Groups[gi].Name)
		delta := sum - (k+1)*houseSum
		if b == 0 {
			d.add(from, minus, nil, -delta)
		} else {
			d.add(from, plus, minus, delta)
		}
	}
}

// reversed returns list in reverse order.
func reversed(list []int) []int {
	out := slices.Clone(list)
	slices.Reverse(out)
	return out
}

// subset reports whether every one of a is in b.
func subset(a, b []int) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}
