package constraint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ThermometerRule is the rule kind of thermometers. Its propagation
// reasons on order, bounds passed along the line, which a person does
// cell by cell: rated below the sums.
var ThermometerRule = &game.RuleKind{
	Name:       "Thermometer",
	Title:      "Thermometer",
	Doc:        "the values rise along a thermometer from its bulb",
	Difficulty: 2.0,
	Shape:      game.ShapeLine,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanNarrow | game.CanExplain | game.CanLink,
}

// Thermometer is written thermometer: {cells: [r1c1, r1c2, r1c3]}, from
// the bulb.
var Thermometer = &Kind{
	Rule:     ThermometerRule,
	FPuzzles: fpLines("thermometer"),
	Key:      "thermometer",
	Keys:     []string{"cells"},
	Example:  "thermometer: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(2, thermoWhy, NewThermometer),
	Draw:     Drawing{Style: StyleThermometer, Colour: "#b8b8b8", Width: 0.3},
}

const thermoWhy = "a bulb and a cell it leads to"

// NewThermometer returns a thermometer whose bulb is cells[0]: each value
// along cells is above the one before. It stands for one line of an entry
// of f-puzzles' "thermometer" list ({"lines": [[...], ...]}), and for a
// spec's thermometer item; a thermometer that branches is one per branch,
// each from the shared bulb.
func NewThermometer(cells []game.Pos) game.Constraint {
	return &thermo{line: line{cells: cells}, strict: true}
}

// thermo is a thermometer: its values rise along the line, strictly (its
// cells then differ, a Differ) or, for a slow thermometer, never falling.
type thermo struct {
	line
	strict bool
	values *game.Values
	ranks  ranks
	// seen[j] lists, on a slow thermometer, the cells before cell j that
	// share a group with it, and later[i] the cells after cell i: they
	// differ, so the values rise between them.
	seen, later [][]int
}

// The abilities of thermo that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Local
	game.Narrower
	game.Explainer
	game.Linker
} = (*thermo)(nil)

func (c *thermo) Kind() *game.RuleKind {
	if c.strict {
		return ThermometerRule
	}
	return SlowThermometerRule
}

func (c *thermo) Name() string {
	if c.strict {
		return "thermometer " + c.path()
	}
	return "slow thermometer " + c.path()
}

// Differ returns the cells of a thermometer, which rise and so differ; a
// slow thermometer's may repeat.
func (c *thermo) Differ() [][]game.Pos {
	if !c.strict {
		return nil
	}
	return [][]game.Pos{c.cells}
}

func (c *thermo) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, thermoWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	if c.strict && len(c.cells) > len(nums) {
		return nil, fmt.Errorf("the thermometer rises through %d cells but there are only %d values", len(c.cells), len(nums))
	}
	b := *c
	b.fields, b.values, b.ranks = fields, r.Values, newRanks(nums)
	if !c.strict {
		b.seen, b.later = seenBefore(fields, r)
	}
	return &b, nil
}

// seenBefore returns, for each of fields, the fields before it that share
// a group of r with it, and those after it, by index in increasing order;
// nil when none do. It walks the groups of each field, so it costs what
// it finds, not the square of the line.
func seenBefore(fields []int, r *game.Rules) (before, after [][]int) {
	at := make(map[int]int, len(fields)) // a field's index on the line
	for i, f := range fields {
		at[f] = i
	}
	in := map[int][]int{} // per group of a cell of the line: the indexes of its cells on it
	for _, f := range fields {
		for _, g := range r.FieldGroups(f) {
			if _, ok := in[g]; ok {
				continue
			}
			var idx []int
			for _, h := range r.Groups[g].Fields {
				if i, ok := at[h]; ok {
					idx = append(idx, i)
				}
			}
			in[g] = idx
		}
	}
	mark := make([]int, len(fields)) // j+1 once cell i is listed before cell j
	for j, f := range fields {
		for _, g := range r.FieldGroups(f) {
			for _, i := range in[g] {
				if i >= j || mark[i] == j+1 {
					continue
				}
				mark[i] = j + 1
				if before == nil {
					before, after = make([][]int, len(fields)), make([][]int, len(fields))
				}
				before[j] = append(before[j], i)
			}
		}
		if before != nil {
			slices.Sort(before[j])
			for _, i := range before[j] {
				after[i] = append(after[i], j)
			}
		}
	}
	return before, after
}

// after returns the ranks a cell may hold after one of rank r.
func (c *thermo) after(r int) game.ValueSet {
	if c.strict {
		return above(r)
	}
	return above(r - 1)
}

// before returns the ranks a cell may hold before one of rank r.
func (c *thermo) before(r int) game.ValueSet {
	if c.strict {
		return below(r)
	}
	return below(r + 1)
}

func (c *thermo) Check(g game.Grid) error {
	n, last := len(c.fields), -1 // last: the index of the last cell with a value
	name := func(i int) string { return c.values.Name(g.Value(c.fields[i])) }
	for j, f := range c.fields {
		v := g.Value(f)
		if v == game.Empty {
			continue
		}
		rv := c.ranks.of[v]
		switch {
		case c.strict && rv < j:
			return fmt.Errorf("%s holds %s, too low for the %s before it", c.cells[j], name(j), count(j, "cell", "cells"))
		case c.strict && len(c.ranks.of)-1-rv < n-1-j:
			return fmt.Errorf("%s holds %s, too high for the %s after it", c.cells[j], name(j), count(n-1-j, "cell", "cells"))
		case last < 0:
		case c.ranks.of[g.Value(c.fields[last])] > rv:
			return fmt.Errorf("%s holds %s and %s after it holds %s: the values fall", c.cells[last], name(last), c.cells[j], name(j))
		case c.strict && c.ranks.of[g.Value(c.fields[last])] == rv:
			return fmt.Errorf("%s holds %s and %s after it holds %s too: the values do not rise", c.cells[last], name(last), c.cells[j], name(j))
		case c.strict && rv-c.ranks.of[g.Value(c.fields[last])] < j-last:
			return fmt.Errorf("%s holds %s and %s, %d cells further on, holds %s: no room to rise between them", c.cells[last], name(last), c.cells[j], j-last, name(j))
		}
		last = j
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *thermo) Local() {}

// Propagate keeps in each cell the values above what the cell before it
// can hold at the least, and below what the cell after it can hold at
// the most: a pass from the bulb, then one back to it. On a slow
// thermometer, a cell is also above each earlier cell it shares a group
// with, and below each later one. Its evidence Sets are the values each
// cell keeps, in the line's order.
func (c *thermo) Propagate(b *game.Board, found *game.Found) bool {
	keep := found.ScratchSets(len(c.fields)) // ranks
	for i, f := range c.fields {
		keep[i] = c.ranks.toRanks(b.Candidates(f))
	}
	if !c.narrowRanks(keep) {
		return false
	}
	for i, f := range c.fields {
		eliminate(b, found, f, c.ranks.toValues(keep[i]))
	}
	if len(found.Eliminate) > 0 {
		for _, s := range keep {
			found.Sets = append(found.Sets, c.ranks.toValues(s))
		}
	}
	return true
}

// narrowRanks is Propagate's two passes over keep, the ranks each cell
// can hold, in the line's order; false when a cell is left none.
func (c *thermo) narrowRanks(keep []game.ValueSet) bool {
	n := len(keep)
	for i := range keep {
		s := keep[i]
		if i > 0 {
			s &= c.after(keep[i-1].Lowest())
		}
		if c.seen != nil {
			for _, k := range c.seen[i] {
				s &= above(keep[k].Lowest())
			}
		}
		if s == 0 {
			return false
		}
		keep[i] = s
	}
	for i := n - 1; i >= 0; i-- {
		s := keep[i]
		if i < n-1 {
			s &= c.before(highest(keep[i+1]))
		}
		if c.later != nil {
			for _, j := range c.later[i] {
				s &= below(highest(keep[j]))
			}
		}
		if s == 0 {
			return false
		}
		keep[i] = s
	}
	return true
}

// Narrow is Propagate's passes over the candidates alone (game.Narrower).
func (c *thermo) Narrow(cands []game.ValueSet, _ game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	keep := scratch.ScratchSets(len(cands))
	for i, s := range cands {
		keep[i] = c.ranks.toRanks(s)
	}
	if !c.narrowRanks(keep) {
		return 0, false
	}
	for i := range cands {
		cands[i] &= c.ranks.toValues(keep[i])
	}
	return 0, true
}

// Explain says, for each cell the move changes, the bound of its
// neighbour on the line that rules its values out.
func (c *thermo) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		if c.strict {
			return c.Name() + ": the values its cells can hold cannot rise from the bulb"
		}
		return c.Name() + ": the values its cells can hold cannot keep from falling"
	}
	if len(m.Sets) != len(c.fields) {
		return "by " + c.Name()
	}
	var parts []string
	c.eachRemoved(m, func(i int, gone game.ValueSet) {
		keep, out := c.ranks.toRanks(m.Sets[i]), c.ranks.toRanks(gone)
		if low := out & below(keep.Lowest()); low != 0 && i > 0 {
			k, strict := c.lowBound(m, i)
			parts = append(parts, fmt.Sprintf("%s is %s, which is at least %s%s, so %s", c.cells[i], c.relation(k, strict, "above"),
				c.values.Name(c.ranks.value[c.ranks.toRanks(m.Sets[k]).Lowest()]), c.shared(strict), leave(r, c.ranks.toValues(low), "it")))
		}
		if high := out & above(highest(keep)); high != 0 && i < len(c.fields)-1 {
			k, strict := c.highBound(m, i)
			parts = append(parts, fmt.Sprintf("%s is %s, which is at most %s%s, so %s", c.cells[i], c.relation(k, strict, "below"),
				c.values.Name(c.ranks.value[highest(c.ranks.toRanks(m.Sets[k]))]), c.shared(strict), leave(r, c.ranks.toValues(high), "it")))
		}
	})
	return c.Name() + ": " + strings.Join(parts, "; ")
}

// lowBound returns the cell before cell i whose values bound i's from
// below the most, by the sets of m: the cell before it, or on a slow
// thermometer one that shares a group with it; strict says i is above it,
// not at least it.
func (c *thermo) lowBound(m *game.Move, i int) (k int, strict bool) {
	low := func(k int) int { return c.ranks.toRanks(m.Sets[k]).Lowest() }
	k, strict = i-1, c.strict
	for _, j := range c.seenOf(i) {
		if low(j)+1 > low(k) && !strict || low(j) > low(k) {
			k, strict = j, true
		}
	}
	return k, strict
}

// highBound returns the cell after cell i whose values bound i's from
// above the most, as lowBound does.
func (c *thermo) highBound(m *game.Move, i int) (k int, strict bool) {
	high := func(k int) int { return highest(c.ranks.toRanks(m.Sets[k])) }
	k, strict = i+1, c.strict
	if c.later != nil {
		for _, j := range c.later[i] {
			if high(j)-1 < high(k) && !strict || high(j) < high(k) {
				k, strict = j, true
			}
		}
	}
	return k, strict
}

// seenOf returns the cells before cell i that share a group with it.
func (c *thermo) seenOf(i int) []int {
	if c.seen == nil {
		return nil
	}
	return c.seen[i]
}

// relation writes how a cell stands to cell k: "above r1c2" (dir) when
// strict, else "at least r1c2" ("at most").
func (c *thermo) relation(k int, strict bool, dir string) string {
	switch {
	case strict:
		return dir + " " + c.cells[k].String()
	case dir == "above":
		return "at least " + c.cells[k].String()
	}
	return "at most " + c.cells[k].String()
}

// shared says why a bound on a slow thermometer is strict: the two cells
// share a group.
func (c *thermo) shared(strict bool) string {
	if strict && !c.strict {
		return " and shares a group with it"
	}
	return ""
}

// Links forbids, for every two cells of the line, the values that leave
// too little room to rise between them (to fall, on a slow thermometer,
// whose length the values do not bound: there, for cells at most
// game.MaxLinkSpan apart).
func (c *thermo) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	table := make([]game.ValueSet, len(c.ranks.of))
	for i := range c.fields {
		for j := i + 1; j < linkSpan(i, len(c.fields)); j++ {
			ok := c.linkPairs(i, j, table, func(u, v int) bool {
				ru, rv := c.ranks.of[u], c.ranks.of[v]
				if c.strict {
					return rv-ru < j-i
				}
				return rv < ru
			}, yield)
			if !ok {
				return
			}
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *thermo) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
