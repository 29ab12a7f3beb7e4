package constraint

import (
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// SandwichRule is the rule kind of sandwiches.
var SandwichRule = &game.RuleKind{
	Name:       "Sandwich",
	Title:      "Sandwich",
	Doc:        "the values between the smallest and the largest value (1 and 9 on 1-9) of a row or column add up to its clue",
	Difficulty: 2.2,
	Shape:      game.ShapeOutside,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanRequire | game.CanClue | game.CanLabel,
}

// Sandwich is written sandwich: {row: 3, sum: 15}, or {column: 5, sum:
// 15}, or with the clue's cell as f-puzzles gives it, {clue: r0c5, sum:
// 15}: the row's clue stands left of it, the column's above.
var Sandwich = &Kind{
	Rule:     SandwichRule,
	FPuzzles: fpClue("sandwichsum", "sum"),
	Key:      "sandwich",
	Keys:     []string{"row", "column", "clue", "sum"},
	Example:  "sandwich: {row: 3, sum: 15}",
	Read: func(a Args) []game.Constraint {
		var given []string
		for _, k := range []string{"row", "column", "clue"} {
			if a.Has(k) {
				given = append(given, k)
			}
		}
		switch len(given) {
		case 0:
			a.Errorf("", "a sandwich needs its line: give row, column or clue, as in - %s", "sandwich: {row: 3, sum: 15}")
			return nil
		case 2, 3:
			a.Errorf(given[1], "a sandwich is on one line: give one of row, column and clue, not both %s and %s", given[0], given[1])
			return nil
		}
		var clue game.Pos
		ok := true
		switch given[0] {
		case "clue":
			clue, ok = readLineClue(a)
		default:
			var n int
			if n, ok = a.Int(given[0]); ok && n < 1 {
				a.Errorf(given[0], "%s is from 1 up, not %d", given[0], n)
				ok = false
			}
			clue = game.Pos{Row: n - 1, Col: -1}
			if given[0] == "column" {
				clue = game.Pos{Row: -1, Col: n - 1}
			}
		}
		sum, ok2 := a.Int("sum")
		if !ok || !ok2 {
			return nil
		}
		return one(NewSandwich(clue, sum))
	},
	Draw: Drawing{Style: StyleOutside, Label: "sum"},
}

// NewSandwich returns the rule that the values strictly between the
// smallest and the largest value of the row or column beside clue, a
// cell outside the board, add up to sum: r3c0 (game.Pos{Row: 2, Col:
// -1}) for row 3, r0c5 for column 5. It stands for an entry of
// f-puzzles' "sandwichsum" list, {"cell": "R0C5", "value": "15"}
// (ParseClue reads its cell), and for the spec item sandwich: {row: 3,
// sum: 15}. Bind finds the line on the board.
func NewSandwich(clue game.Pos, sum int) game.Constraint {
	return &sandwich{clueLine: newClueLine(clue), sum: sum}
}

// sandwich is a line whose values between its crusts, the smallest and
// the largest value, each there once, add up to sum. Bound, the sums of
// values between are kept as bits from base on, in size bits.
type sandwich struct {
	clueLine
	sum        int
	lo, hi     int // the crusts' values
	base, size int
	inLo, inHi int // the least and the most a value between adds
	// apart, for a line that one group holds (its values differ):
	// apart[m] lists the sets of m values, no crust among them, that add
	// up to the clue; nil for another line, or when a length has more
	// sets than combos lists.
	apart [][]game.ValueSet
	house bool // the line is a house: it requires no value of its own
}

// The abilities of sandwich that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Requirer
	game.Clued
	game.Labeler
} = (*sandwich)(nil)

func (c *sandwich) Kind() *game.RuleKind { return SandwichRule }

func (c *sandwich) Name() string { return fmt.Sprintf("sandwich %d at %s", c.sum, c.clue) }

// Label writes the total.
func (c *sandwich) Label() string { return strconv.Itoa(c.sum) }

func (c *sandwich) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	if err := b.bind(r); err != nil {
		return nil, err
	}
	n, nums := len(b.fields), b.nums
	if len(nums) < 2 || n < 2 {
		return nil, fmt.Errorf("a sandwich needs two values and two cells at least, for its crusts: %s has %d cells and there are %d values", b.line(), n, len(nums))
	}
	lo, hi := numRange(nums)
	if err := sumsError(n-1, nil, []int{min(lo, 0), max(hi, 0)}); err != nil {
		return nil, err // the sums between the crusts start at 0, not at the least
	}
	b.prepare()
	if oneGroup(r, b.fields) {
		b.apart = b.apartSets()
	}
	b.house = isHouse(r, b.fields)
	if !b.reachable(r) {
		return nil, fmt.Errorf("no values between the %s and the %s of %s add up to %d", r.Values.Name(b.lo), r.Values.Name(b.hi), b.line(), c.sum)
	}
	return &b, nil
}

// prepare finds the crusts and the range of the sums between them from
// the numbers and the line's length.
func (c *sandwich) prepare() {
	n, nums := len(c.fields), c.nums
	c.lo, c.hi = 0, 0
	for v, x := range nums {
		if x < nums[c.lo] {
			c.lo = v
		}
		if x > nums[c.hi] {
			c.hi = v
		}
	}
	c.inLo, c.inHi = 0, 0
	first := true
	for v, x := range nums {
		if v != c.lo && v != c.hi {
			if first {
				c.inLo, c.inHi, first = x, x, false
			}
			c.inLo, c.inHi = min(c.inLo, x), max(c.inHi, x)
		}
	}
	c.base = min(0, (n-2)*c.inLo)
	c.size = max(0, (n-2)*c.inHi) - c.base + 1
}

// apartSets returns, for each count m of cells between the crusts (0 to
// the line's length less two), the sets of m values other than the
// crusts that add up to the clue; nil when some count has more than
// combos lists.
func (c *sandwich) apartSets() [][]game.ValueSet {
	var inner []int // the numbers of the values between the crusts
	var value []int // the value of each
	for v, x := range c.nums {
		if v != c.lo && v != c.hi {
			inner, value = append(inner, x), append(value, v)
		}
	}
	out := make([][]game.ValueSet, len(c.fields)-1)
	for m := range out {
		sets, ok := combos(inner, m, c.sum, c.sum)
		if !ok {
			return nil
		}
		for _, set := range sets {
			var vs game.ValueSet
			for ; set != 0; set &= set - 1 {
				vs |= game.Bit(value[set.Lowest()])
			}
			out[m] = append(out[m], vs)
		}
	}
	return out
}

// reachable reports whether some values between the crusts of the line
// add up to the clue: different ones when a group holds the line (its
// sets, apart, which Bind found before), told as reachable when there
// are more than combos lists.
func (c *sandwich) reachable(r *game.Rules) bool {
	t := c.sum - c.base
	if t < 0 || t >= c.size {
		return false
	}
	if oneGroup(r, c.fields) {
		if c.apart == nil {
			return true
		}
		for _, sets := range c.apart {
			if len(sets) > 0 {
				return true
			}
		}
		return false
	}
	all := make([]game.ValueSet, len(c.fields))
	for i := range all {
		all[i] = r.Values.All()
	}
	var room game.Found
	return c.support(&room, all, make([]game.ValueSet, len(all)))
}

// line names the row or column: "row 3".
func (c *sandwich) line() string {
	if c.dr != 0 {
		return fmt.Sprintf("column %d", c.clue.Col+1)
	}
	return fmt.Sprintf("row %d", c.clue.Row+1)
}

func (c *sandwich) Check(g game.Grid) error {
	at := [2]int{-1, -1} // where the crusts lo and hi stand
	full := true
	for i, f := range c.fields {
		v := g.Value(f)
		full = full && v != game.Empty
		for k, crust := range [2]int{c.lo, c.hi} {
			if v != crust {
				continue
			}
			if at[k] >= 0 {
				return fmt.Errorf("%s and %s both hold %s, a crust of the sandwich", c.cells[at[k]], c.cells[i], c.values.Name(v))
			}
			at[k] = i
		}
	}
	for k, crust := range [2]int{c.lo, c.hi} {
		if full && at[k] < 0 {
			return fmt.Errorf("no cell of %s holds %s, a crust of the sandwich", c.line(), c.values.Name(crust))
		}
	}
	if at[0] < 0 || at[1] < 0 {
		return nil
	}
	i, j := min(at[0], at[1]), max(at[0], at[1])
	cells, fields := c.cells[i+1:j], c.fields[i+1:j]
	lo, hi, done := sumBounds(g, fields, nil, c.nums)
	if lo <= c.sum && c.sum <= hi {
		return nil
	}
	between := fmt.Sprintf("between the %s at %s and the %s at %s", c.values.Name(g.Value(c.fields[i])), c.cells[i], c.values.Name(g.Value(c.fields[j])), c.cells[j])
	switch {
	case len(fields) == 0:
		return fmt.Errorf("%s nothing adds up to %d: they are next to each other", between, c.sum)
	case done:
		return fmt.Errorf("%s, %s to %d, not %d", between, addUp(cells), lo, c.sum)
	}
	return fmt.Errorf("%s, with %s placed, %s to %s, not %d", between, placed(g, cells, fields, c.values), addUp(cells), span(lo, hi), c.sum)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *sandwich) Local() {}

// Propagate keeps in each cell the values of some arrangement its
// candidates allow, the values between the crusts repeated or not.
func (c *sandwich) Propagate(b *game.Board, found *game.Found) bool {
	out := found.ScratchSets(len(c.fields))
	cands := candidates(b, found, c.fields)
	return c.holds(found, cands, out) && keep(b, found, c.fields, out)
}

// holds is Propagate over cands (a holder).
func (c *sandwich) holds(found *game.Found, cands, out []game.ValueSet) bool {
	if c.apart != nil {
		return c.supportApart(cands, out)
	}
	return c.support(found, cands, out)
}

// Required returns the values every arrangement its candidates on b
// leave puts on the line, but those placed there (game.Requirer); none
// when the line is a house, which holds every value anyway.
func (c *sandwich) Required(b *game.Board) game.ValueSet {
	if c.house {
		return 0
	}
	return requiredOn(b, c.fields, c)
}

// supportApart is support for a line whose values differ, as Interactive
// Sudoku Solver reads a sandwich in a house: for each two cells that can
// hold the two crusts, and each set of as many values as the cells
// between them that adds up to the clue, that the cells between can
// hold (their candidates' union holds it) while the cells outside keep
// enough other values, the cells between keep the set's values and the
// cells outside the rest. It reads the values apart, where support lets
// them repeat: a sandwich of 18 between the crusts of a row has no 6 6 6.
func (c *sandwich) supportApart(cands, out []game.ValueSet) bool {
	n, lo, hi := len(cands), c.lo, c.hi
	crusts := game.Bit(lo) | game.Bit(hi)
	clear(out)
	for i := range n {
		ci := cands[i] & crusts
		if ci == 0 {
			continue
		}
		var outsideBefore game.ValueSet // the candidates of the cells before i
		for k := range i {
			outsideBefore |= cands[k]
		}
		var between game.ValueSet
		for j := i + 1; j < n; j++ {
			m := j - i - 1
			if m > 0 {
				between |= cands[j-1]
			}
			cj := cands[j] & crusts
			// The crusts' values at i and at j, either way round.
			var atI, atJ game.ValueSet
			if ci.Has(lo) && cj.Has(hi) {
				atI, atJ = game.Bit(lo), game.Bit(hi)
			}
			if ci.Has(hi) && cj.Has(lo) {
				atI, atJ = atI|game.Bit(hi), atJ|game.Bit(lo)
			}
			if atI == 0 {
				continue
			}
			outside := outsideBefore
			for k := j + 1; k < n; k++ {
				outside |= cands[k]
			}
			outside &^= crusts
			nOutside := n - m - 2
			var inside, rest game.ValueSet
			fits := false
			for _, set := range c.apart[m] {
				if set&^between != 0 || (outside&^set).Len() < nOutside {
					continue
				}
				inside |= set
				rest |= outside &^ set
				fits = true
			}
			if !fits {
				continue
			}
			for k := range n {
				switch {
				case k == i:
					out[k] |= atI
				case k == j:
					out[k] |= atJ
				case k > i && k < j:
					out[k] |= cands[k] & inside
				default:
					out[k] |= cands[k] & rest
				}
			}
		}
	}
	for _, o := range out {
		if o == 0 {
			return false
		}
	}
	return true
}

// support sets out[i] to the values of cands[i] that some arrangement of
// the line holds, and reports whether there is one. An arrangement reads
// the line cell by cell in one of four phases: before the crusts, between
// them after the smallest value (with the sum so far), between them after
// the largest, and after both; a crust moves it on, and the second crust
// only when the sum between is the clue. The forward pass keeps the
// phases and sums each prefix can reach; the backward pass, before it,
// those from which each suffix can end the line with both crusts placed;
// a value is possible where a forward state and its step meet a backward
// one. The cost is cells x candidates x words of sums.
func (c *sandwich) support(found *game.Found, cands []game.ValueSet, out []game.ValueSet) bool {
	n := len(cands)
	w, fw := (c.size+63)/64, (n+64)/64
	room := found.ScratchWords((2*(n+1)+4)*w + 2*fw)
	set := func(k int) sumSet { return sumSet(room[k*w : (k+1)*w : (k+1)*w]) }
	// needLo(k): the sums at cell k, after the smallest crust, from which
	// the rest can end the line; needHi(k) after the largest. end holds k
	// when the cells from k on can all hold values between the crusts;
	// start when they can hold a whole sandwich.
	needLo := func(k int) sumSet { return set(k) }
	needHi := func(k int) sumSet { return set(n + 1 + k) }
	flags := room[(2*(n+1)+4)*w:]
	end, start := sumSet(flags[:fw:fw]), sumSet(flags[fw:])
	zero, target := -c.base, c.sum-c.base
	crusts := game.Bit(c.lo) | game.Bit(c.hi)
	end.add(n)
	for k := n - 1; k >= 0; k-- {
		lo, hi, lo1, hi1 := needLo(k), needHi(k), needLo(k+1), needHi(k+1)
		inner, hasLo, hasHi, ends := cands[k]&^crusts, cands[k].Has(c.lo), cands[k].Has(c.hi), end.has(k+1)
		if inner != 0 && ends {
			end.add(k)
		}
		if !lo1.none() || !hi1.none() {
			for s := inner; s != 0; s &= s - 1 {
				d := c.nums[s.Lowest()]
				lo.orShifted(lo1, -d)
				hi.orShifted(hi1, -d)
			}
		}
		if ends && hasHi {
			lo.add(target)
		}
		if ends && hasLo {
			hi.add(target)
		}
		if inner != 0 && start.has(k+1) || hasLo && lo1.has(zero) || hasHi && hi1.has(zero) {
			start.add(k)
		}
	}
	if !start.has(0) {
		return false
	}
	// Forward: before (no crust yet), after (both), and the sums between.
	before, after := true, false
	afterLo, afterHi := set(2*(n+1)), set(2*(n+1)+1)
	nextLo, nextHi := set(2*(n+1)+2), set(2*(n+1)+3)
	for k := range n {
		out[k] = 0
		clear(nextLo)
		clear(nextHi)
		lo1, hi1 := needLo(k+1), needHi(k+1)
		anyLo, anyHi := !afterLo.none(), !afterHi.none()
		ends := end.has(k + 1)
		stays := before && start.has(k+1) || after && ends // a value between the crusts keeps the phase
		nextBefore, nextAfter := false, false
		for s := cands[k] &^ crusts; s != 0; s &= s - 1 {
			v := s.Lowest()
			d := c.nums[v]
			if stays || anyLo && afterLo.meets(lo1, d) || anyHi && afterHi.meets(hi1, d) {
				out[k] |= game.Bit(v)
				nextBefore, nextAfter = nextBefore || before, nextAfter || after
				if anyLo {
					nextLo.orShifted(afterLo, d)
				}
				if anyHi {
					nextHi.orShifted(afterHi, d)
				}
			}
		}
		// A crust opens the sandwich from before, or closes it on the
		// clue after the other crust.
		for _, cr := range [2]struct {
			v             int
			opens, closes bool
			open          sumSet
		}{
			{c.lo, before && lo1.has(zero), ends && afterHi.has(target), nextLo},
			{c.hi, before && hi1.has(zero), ends && afterLo.has(target), nextHi},
		} {
			if !cands[k].Has(cr.v) || !cr.opens && !cr.closes {
				continue
			}
			out[k] |= game.Bit(cr.v)
			if cr.opens {
				cr.open.add(zero)
			}
			nextAfter = nextAfter || cr.closes
		}
		if out[k] == 0 {
			return false
		}
		before, after = nextBefore, nextAfter
		afterLo, nextLo = nextLo, afterLo
		afterHi, nextHi = nextHi, afterHi
	}
	return true
}

func (c *sandwich) Explain(r *game.Rules, m *game.Move) string {
	lo, hi := r.Values.Name(c.lo), r.Values.Name(c.hi)
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no places of the %s and the %s in %s leave values that add up to %d between them", c.Name(), lo, hi, c.line(), c.sum)
	}
	return fmt.Sprintf("%s: the values between the %s and the %s of %s add up to %d; %s", c.Name(), lo, hi, c.line(), c.sum, elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *sandwich) Item() Item {
	return Item{Key: Sandwich.Key, Args: []Arg{{"clue", c.clue.String()}, {"sum", c.sum}}}
}
