package constraint

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// SameValuesRule is the rule kind of sets of cells that hold the same
// values.
var SameValuesRule = &game.RuleKind{
	Name:       "SameValues",
	Title:      "Same values",
	Doc:        "each set of cells holds the same values as the others, each as many times; the sets are of one size",
	Difficulty: 1.5,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain,
}

// SameValues is written samevalues: {sets: [[r1c1, r1c2], [r5c5,
// r5c6]]}: two sets or more, of one size, in any order within each.
var SameValues = &Kind{
	Rule:     SameValuesRule,
	FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of sets that hold the same values; its clone holds them cell by cell (clone)"},
	Key:      "samevalues",
	Keys:     []string{"sets"},
	Example:  "samevalues: {sets: [[r1c1, r1c2], [r5c5, r5c6]]}",
	Read: func(a Args) []game.Constraint {
		sets, ok := a.CellLists("sets")
		if !ok {
			return nil
		}
		if p := setsProblem(sets); p != "" {
			a.Errorf("sets", "%s", p)
			return nil
		}
		return one(NewSameValues(sets))
	},
	Draw: Drawing{Style: StyleSets},
}

// NewSameValues returns the rule that each of sets holds the values the
// others hold, each as many times: the sets are of one size, a cell may
// stand in several. It is Interactive Sudoku Solver's SameValues, whose
// cells are the sets one after the other.
func NewSameValues(sets [][]game.Pos) game.Constraint {
	c := &sameValues{sets: sets}
	at := map[game.Pos]int{}
	for _, set := range sets {
		var index []int
		for _, p := range set {
			i, ok := at[p]
			if !ok {
				i = len(c.all)
				at[p] = i
				c.all = append(c.all, p)
			}
			index = append(index, i)
		}
		c.index = append(c.index, index)
	}
	return c
}

// setsProblem says why sets are not the sets of a rule of same values,
// or returns "".
func setsProblem(sets [][]game.Pos) string {
	if len(sets) < 2 {
		return fmt.Sprintf("give two sets of cells or more, such as [[r1c1, r1c2], [r5c5, r5c6]], not %d", len(sets))
	}
	for i, set := range sets {
		switch {
		case len(set) == 0:
			return fmt.Sprintf("set %d has no cells", i+1)
		case len(set) != len(sets[0]):
			return fmt.Sprintf("the sets are of one size: set %d has %d cells, and the first %d", i+1, len(set), len(sets[0]))
		}
		for j, p := range set {
			if slices.Contains(set[:j], p) {
				return fmt.Sprintf("%s is listed twice in set %d", p, i+1)
			}
		}
	}
	return ""
}

// sameValues is sets of cells that hold the same values, each as many
// times.
type sameValues struct {
	sets  [][]game.Pos
	all   []game.Pos // the cells of the sets, each once
	index [][]int    // per set: its cells in all
	// Bound:
	fields []int
	most   int // how many times a value may stand in each set, at most
	values *game.Values
}

// The abilities of sameValues that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
} = (*sameValues)(nil)

func (c *sameValues) Kind() *game.RuleKind { return SameValuesRule }

func (c *sameValues) Name() string { return "same values in " + setList(c.sets) }

// setList writes sets as "r1c1 r1c2, r3c3 r3c4 and r5c5 r5c6".
func setList(sets [][]game.Pos) string {
	parts := make([]string, len(sets))
	for i, set := range sets {
		parts[i] = cellList(set)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func (c *sameValues) Cells() []game.Pos { return c.all }

func (c *sameValues) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if p := setsProblem(c.sets); p != "" {
		return nil, errors.New(p)
	}
	b := *c
	b.fields, b.values = fields, r.Values
	// Cells one group holds hold a value once: a set that its groups cut
	// into k such parts holds a value k times at most.
	b.most = len(c.index[0])
	for s, set := range c.index {
		var parts [][]int
		for _, i := range set {
			k := slices.IndexFunc(parts, func(part []int) bool {
				return !slices.ContainsFunc(part, func(j int) bool { return sharedGroup(r, fields[i], fields[j]) < 0 })
			})
			if k < 0 {
				parts = append(parts, nil)
				k = len(parts) - 1
			}
			parts[k] = append(parts[k], i)
		}
		b.most = min(b.most, len(parts))
		if len(set) == 1 {
			for _, other := range c.index[:s] {
				if g := sharedGroup(r, fields[set[0]], fields[other[0]]); g >= 0 && set[0] != other[0] {
					return nil, fmt.Errorf("%s and %s are both in %s, so they cannot hold one value", c.all[other[0]], c.all[set[0]], r.Groups[g].Name)
				}
			}
		}
	}
	return &b, nil
}

func (c *sameValues) Check(g game.Grid) error {
	// have[s][v]: how many cells of set s hold v; empty[s]: how many hold
	// nothing yet.
	have := make([][game.MaxValues]int, len(c.index))
	empty := make([]int, len(c.index))
	for s, set := range c.index {
		for _, i := range set {
			if v := g.Value(c.fields[i]); v != game.Empty {
				have[s][v]++
			} else {
				empty[s]++
			}
		}
	}
	for s := range c.index {
		for t := range c.index {
			var lack []string
			for v := range c.values.Len() {
				for range have[s][v] - have[t][v] {
					lack = append(lack, c.values.Name(v))
				}
			}
			if len(lack) <= empty[t] {
				continue
			}
			a, b := cellList(c.sets[s])+" "+c.holding(s, have[s], empty[s]), cellList(c.sets[t])+" "+c.holding(t, have[t], empty[t])
			switch {
			case empty[s] == 0 && empty[t] == 0:
				return fmt.Errorf("%s, and %s", a, b)
			case empty[t] == 0:
				return fmt.Errorf("%s, and %s, without %s", a, b, strings.Join(lack, " "))
			}
			return fmt.Errorf("%s, and %s, too few for the %s they lack", a, b, strings.Join(lack, " "))
		}
	}
	return nil
}

// holding writes what set s holds, its values in order and how many of
// its cells are empty: "hold 1 2 2", "hold 3 and 2 empty", "holds 4" for
// a set of one cell.
func (c *sameValues) holding(s int, have [game.MaxValues]int, empty int) string {
	verb := "hold"
	if len(c.sets[s]) == 1 {
		verb = "holds"
	}
	var names []string
	for v := range c.values.Len() {
		for range have[v] {
			names = append(names, c.values.Name(v))
		}
	}
	switch {
	case len(names) == 0:
		return fmt.Sprintf("%s nothing yet", verb)
	case empty > 0:
		return fmt.Sprintf("%s %s and %d empty", verb, strings.Join(names, " "), empty)
	}
	return verb + " " + strings.Join(names, " ")
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *sameValues) Local() {}

// Propagate keeps in the cells the values every set can hold, and
// bounds how many times each set holds each value: at least as many as
// some set holds for sure, at most as many as some set can hold (and
// the groups within a set allow), with the sets' size shared among the
// values. A set that holds a value as many times as its count can be,
// for sure, holds it nowhere else; a set whose cells that can hold a
// value are as few as its count must be holds it in each of them.
func (c *sameValues) Propagate(b *game.Board, found *game.Found) bool {
	cands := candidates(b, found, c.fields)
	out := found.ScratchSets(len(c.fields))
	common := c.values.All()
	for _, set := range c.index {
		var some game.ValueSet
		for _, i := range set {
			some |= cands[i]
		}
		common &= some
	}
	for i := range out {
		if out[i] = cands[i] & common; out[i] == 0 {
			return false
		}
	}
	size := len(c.index[0])
	// count returns how many cells of set s hold v for sure, and how
	// many can.
	count := func(s, v int) (sure, can int) {
		for _, i := range c.index[s] {
			if out[i].Has(v) {
				can++
				if out[i] == game.Bit(v) {
					sure++
				}
			}
		}
		return sure, can
	}
	var least, most [game.MaxValues]int
	sumLeast, sumMost := 0, 0
	for vs := common; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		least[v], most[v] = 0, c.most
		for s := range c.index {
			sure, can := count(s, v)
			least[v], most[v] = max(least[v], sure), min(most[v], can)
		}
		if least[v] > most[v] {
			return false
		}
		sumLeast, sumMost = sumLeast+least[v], sumMost+most[v]
	}
	if sumLeast > size || sumMost < size {
		return false
	}
	for vs := common; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		lo, hi := max(least[v], size-(sumMost-most[v])), min(most[v], size-(sumLeast-least[v]))
		for s, set := range c.index {
			sure, can := count(s, v)
			switch {
			case can < lo || sure > hi:
				return false
			case sure == hi && can > sure:
				for _, i := range set {
					if out[i] != game.Bit(v) {
						out[i] &^= game.Bit(v)
					}
				}
			case can == lo && can > sure:
				for _, i := range set {
					if out[i].Has(v) {
						out[i] = game.Bit(v)
					}
				}
			}
		}
	}
	return keep(b, found, c.fields, out)
}

func (c *sameValues) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: the sets can no longer hold the same values, each as many times", c.Name())
	}
	return fmt.Sprintf("%s: every set holds the same values, each as many times, so %s", c.Name(), leaveList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *sameValues) Item() Item {
	sets := make([][]game.Pos, len(c.sets))
	for i, set := range c.sets {
		sets[i] = slices.Clone(set)
	}
	return Item{Key: SameValues.Key, Args: []Arg{{"sets", sets}}}
}
