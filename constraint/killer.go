package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// KillerRule is the rule kind of killer cages.
var KillerRule = &game.RuleKind{
	Name:       "KillerCage",
	Title:      "Killer cage",
	Doc:        "the cells of a cage hold different values that add up to its total (when it has one)",
	Difficulty: 1.5,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanReason | game.CanNarrow | game.CanExplain | game.CanWatch | game.CanRequire | game.CanLabel,
	Imply:      implyKillers,
	Reasonings: []*game.Reasoning{CageCombinations, CageRequiredValue, CageHouseValues},
}

// The steps a person takes with a killer cage, easiest first. The sum
// of a cage is read as a set of combinations, as killer solvers list
// them: placing them among the techniques is where their numbers come
// from. A cage's combinations are read as directly as a single in a row
// (1.5, the cage's own rating); a value every combination holds points
// as a box's value does at a line (pointing, 2.6); a value the rest of a
// house cannot take, which makes the cage hold it, is claiming's
// reasoning from the house's side (2.8). The innies and outies of
// several cages (strategy.InniesOuties) come after, at 3.0.
var (
	// CageCombinations keeps in a cage's cells the values of the
	// combinations that make its total, hold what is placed in it, and
	// fit its cells one value each.
	CageCombinations = &game.Reasoning{
		Name:       "CageCombinations",
		Doc:        "a cage's cells keep the values of its combinations that add up to its total and fit its cells",
		Difficulty: 1.5,
	}
	// CageRequiredValue places a value every combination of a cage holds
	// in the cage's one cell that can take it, and takes it out of the
	// cells beyond the cage that see every cell of it that can.
	CageRequiredValue = &game.Reasoning{
		Name:       "CageRequiredValue",
		Doc:        "a value every combination of a cage holds goes in the one cell that can take it, and leaves the cells that see every cell that can",
		Difficulty: 2.6,
	}
	// CageHouseValues keeps the combinations of a cage that hold the
	// values the rest of a house around it cannot take.
	CageHouseValues = &game.Reasoning{
		Name:       "CageHouseValues",
		Doc:        "a cage within a house holds the values the rest of the house cannot take: the combinations without them go",
		Difficulty: 2.8,
	}
)

// Killer is written killer: {cells: [r1c1, r1c2], sum: 10}; without sum the
// cage only keeps its values apart.
var Killer = &Kind{
	Rule: KillerRule,
	FPuzzles: &FPuzzlesForm{Key: "killercage", Shape: FPuzzlesEntry, Fields: []FPuzzlesField{
		{Field: "cells", Arg: "cells"},
		{Field: "value", Arg: "sum"},
	}},
	Key:     "killer",
	Keys:    []string{"cells", "sum"},
	Example: "killer: {cells: [r1c1, r1c2], sum: 10}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		if !ok {
			return nil
		}
		if !a.Has("sum") {
			return one(NewKiller(cells, -1, false))
		}
		sum, ok := a.Int("sum")
		if !ok {
			return nil
		}
		return one(NewKiller(cells, sum, true))
	},
	Draw: Drawing{Style: StyleCage, Label: "sum"},
}

// NewKiller returns a killer cage over cells; with hasSum its values add
// up to sum.
func NewKiller(cells []game.Pos, sum int, hasSum bool) game.Constraint {
	return &killer{cells: cells, sum: sum, hasSum: hasSum}
}

// killer is a cage: its cells differ (a Differ) and, with a sum, add up
// to it. Bound, it keeps the combinations of values that make the sum.
type killer struct {
	cells  []game.Pos
	sum    int
	hasSum bool
	fields []int
	nums   []int
	combos []game.ValueSet // the sets of values that make the sum; nil when too many to keep
	// rests are, for each complete group that holds the cage, its other
	// fields: a value none of them can take is the cage's.
	rests     [][]int
	restNames []string // the names of those groups
}

// The abilities of killer that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Reasoner
	game.Narrower
	game.Explainer
	game.Watcher
	game.Requirer
	game.Labeler
} = (*killer)(nil)

func (c *killer) Kind() *game.RuleKind { return KillerRule }

func (c *killer) Name() string {
	if !c.hasSum {
		return "cage " + cellList(c.cells)
	}
	return fmt.Sprintf("cage %d at %s", c.sum, cellList(c.cells))
}

func (c *killer) Cells() []game.Pos { return c.cells }

// Label writes the cage's total, as setters draw it in its corner.
func (c *killer) Label() string {
	if !c.hasSum {
		return ""
	}
	return strconv.Itoa(c.sum)
}

func (c *killer) Differ() [][]game.Pos { return [][]game.Pos{c.cells} }

func (c *killer) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	b.fields = fields
	if !c.hasSum {
		return &b, nil
	}
	values := r.Values
	nums, err := numbers(values)
	if err != nil {
		return nil, err
	}
	b.nums = nums
	if len(c.cells) > values.Len() {
		return nil, fmt.Errorf("a cage of %d cells cannot hold different values: there are %d", len(c.cells), values.Len())
	}
	var keep bool
	b.combos, keep = combos(nums, len(c.cells), c.sum, c.sum)
	if keep && len(b.combos) == 0 {
		hint := ""
		if c.sum == 0 {
			hint = "; a cage without a total is written without one, not with 0"
		}
		return nil, fmt.Errorf("no %d different values add up to %d: %s%s", len(c.cells), c.sum, sumRange(nums, len(c.cells)), hint)
	}
	b.rests, b.restNames = nil, nil
	for _, g := range r.Groups {
		if !g.Complete || len(g.Fields) == len(fields) || slices.ContainsFunc(fields, func(f int) bool { return !slices.Contains(g.Fields, f) }) {
			continue
		}
		b.rests = append(b.rests, slices.DeleteFunc(slices.Clone(g.Fields), func(f int) bool { return slices.Contains(fields, f) }))
		b.restNames = append(b.restNames, g.Name)
	}
	return &b, nil
}

// sumRange says what totals n different values can make.
func sumRange(nums []int, n int) string {
	lo, hi, _ := distinctBounds(nums, n)
	return fmt.Sprintf("%d different values add up to %d to %d", n, lo, hi)
}

// distinctBounds returns the smallest and largest sums of n different
// values, and false when there are fewer than n values.
func distinctBounds(nums []int, n int) (lo, hi int, ok bool) {
	if n > len(nums) {
		return 0, 0, false
	}
	sorted := append([]int(nil), nums...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j] < sorted[j-1]; j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	for i := range n {
		lo += sorted[i]
		hi += sorted[len(sorted)-1-i]
	}
	return lo, hi, true
}

func (c *killer) Check(g game.Grid) error {
	if !c.hasSum {
		return nil // the cage's group keeps its values apart
	}
	total := 0
	for _, f := range c.fields {
		v := g.Value(f)
		if v == game.Empty {
			return nil
		}
		total += c.nums[v]
	}
	if total != c.sum {
		return fmt.Errorf("its cells add up to %d", total)
	}
	return nil
}

// Propagate keeps in each cell the values of the combinations its cells
// can still hold, one value each; with too many combinations to keep, the
// values of some choice whose numbers make the sum. A value every
// combination holds goes in the one cell that can take it, and leaves the
// cells beyond the cage that see every cell that can.
func (c *killer) Propagate(b *game.Board, found *game.Found) bool {
	if !c.hasSum {
		return true
	}
	cands, out := found.ScratchSets(len(c.fields)), found.ScratchSets(len(c.fields))
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	var required game.ValueSet
	if c.combos == nil {
		if !sumSupport(found, cands, c.nums, c.sum, c.sum, out) {
			return false
		}
	} else {
		var ok bool
		if required, ok = c.support(b, cands, out); !ok {
			return false
		}
	}
	for i, f := range c.fields {
		if !eliminate(b, found, f, out[i]) {
			return false
		}
	}
	pointRequired(b, found, c.fields, required, out)
	if len(found.Eliminate) > 0 && c.combos != nil {
		fittingSets(found, cands, c.combos)
	}
	return true
}

// Narrow is Propagate over the candidates alone (game.Narrower): a cell
// with one candidate counts as holding it, and must stands for what the
// houses around the cage leave it. The values every combination left
// holds are required.
func (c *killer) Narrow(cands []game.ValueSet, must game.ValueSet, scratch *game.Found) (required game.ValueSet, ok bool) {
	if !c.hasSum {
		return 0, true
	}
	out := scratch.ScratchSets(len(cands))
	if c.combos == nil {
		if !sumSupport(scratch, cands, c.nums, c.sum, c.sum, out) {
			return 0, false
		}
	} else {
		var held uint64
		for i, s := range cands {
			if s&(s-1) == 0 {
				held |= 1 << i
			}
		}
		if required, ok = c.fit(cands, out, held, must); !ok {
			return 0, false
		}
	}
	if !narrowTo(cands, out) {
		return 0, false
	}
	return required, true
}

// Reason takes the steps of Propagate one at a time: the combinations
// that hold what is placed and fit the cells (CageCombinations), the
// values they all hold (CageRequiredValue), and the combinations that hold
// what the houses leave to the cage (CageHouseValues), with the values
// they all hold. Its evidence Sets are the combinations left; for
// CageHouseValues, first the values each house around the cage leaves to
// it, one set per house (as Bind found them); for
// CageRequiredValue, the values every combination holds, not placed yet,
// first.
func (c *killer) Reason(b *game.Board, step *game.Reasoning, found *game.Found) bool {
	if !c.hasSum {
		return true
	}
	cands, out := candidates(b, found, c.fields), found.ScratchSets(len(c.fields))
	if c.combos == nil {
		// Too many combinations to list: bounds, as the search does.
		if step != CageCombinations {
			return true
		}
		return sumSupport(found, cands, c.nums, c.sum, c.sum, out) && keep(b, found, c.fields, out)
	}
	var placed game.ValueSet
	for i, f := range c.fields {
		if b.Value(f) != game.Empty {
			placed |= cands[i]
		}
	}
	must := placed
	switch step {
	case CageHouseValues:
		for _, rest := range c.rests {
			m := c.restValues(b, rest) &^ placed
			must |= m
			found.Sets = append(found.Sets, m)
		}
	case CageRequiredValue:
		found.Sets = append(found.Sets, 0) // the values every combination holds, below
	}
	some, required := game.ValueSet(0), ^game.ValueSet(0)
	for _, set := range c.combos {
		if set&must == must && matches(cands, set) {
			some |= set
			required &= set
			found.Sets = append(found.Sets, set)
		}
	}
	if some == 0 {
		return false
	}
	for i := range c.fields {
		out[i] = cands[i] & some
	}
	required &^= placed
	if step == CageRequiredValue {
		found.Sets[0] = required
	}
	if step == CageCombinations {
		required = 0
	} else if !placeRequired(c.fields, required, out) {
		return false
	}
	if !keep(b, found, c.fields, out) {
		return false
	}
	pointRequired(b, found, c.fields, required, out)
	if len(found.Eliminate) == 0 {
		found.Sets = found.Sets[:0]
	}
	return true
}

// Required returns the values every combination of the cage that holds
// what is placed in it and fits its cells holds, but those placed
// (game.Requirer).
func (c *killer) Required(b *game.Board) game.ValueSet {
	if !c.hasSum || c.combos == nil {
		return 0
	}
	return requiredOf(b, c.fields, c.combos)
}

// Watches returns the fields of the houses around the cage beyond it,
// whose candidates CageHouseValues reads (game.Watcher).
func (c *killer) Watches() []int {
	var out []int
	for _, rest := range c.rests {
		out = append(out, rest...)
	}
	return out
}

// houseValues returns the values no other field of a complete group that
// holds the cage can take on b: the cage must hold them.
func (c *killer) houseValues(b *game.Board) game.ValueSet {
	var must game.ValueSet
	for _, rest := range c.rests {
		must |= c.restValues(b, rest)
	}
	return must
}

// restValues returns the values none of rest, the other fields of a
// complete group that holds the cage, can take on b.
func (c *killer) restValues(b *game.Board, rest []int) game.ValueSet {
	var elsewhere game.ValueSet
	for _, f := range rest {
		elsewhere |= b.Candidates(f)
	}
	return game.FullSet(len(c.nums)) &^ elsewhere
}

// support keeps in out[i] the values of cands[i] (of c's cells on b) that
// some combination still allows: one that holds the values placed in the
// cage and those the rest of a house that holds the cage cannot take, and
// whose other values the free cells can hold, all of them together. It reads the free cells' values as one set, not cell by cell:
// fast, and what it misses the cage's group takes out. It returns the
// values not placed yet that every such combination holds, each kept in
// its one free cell when only one can take it; and false when no
// combination is left, or such a value no free cell can take.
func (c *killer) support(b *game.Board, cands, out []game.ValueSet) (required game.ValueSet, ok bool) {
	var held uint64
	for i, f := range c.fields {
		if b.Value(f) != game.Empty {
			held |= 1 << i
		}
	}
	// A value no other field of a house that holds the cage can take.
	return c.fit(cands, out, held, c.houseValues(b))
}

// fit is support over cands, of which the cells with bit i of held hold
// their one value, and must the values the houses leave to the cage.
func (c *killer) fit(cands, out []game.ValueSet, held uint64, must game.ValueSet) (required game.ValueSet, ok bool) {
	var placed, free game.ValueSet
	for i, s := range cands {
		if held>>i&1 != 0 {
			placed |= s
		} else {
			free |= s
		}
	}
	must |= placed
	some := game.ValueSet(0)
	required = ^game.ValueSet(0)
	for _, set := range c.combos {
		if set&must == must && set&^placed&^free == 0 {
			some |= set
			required &= set
		}
	}
	if some == 0 {
		return 0, false
	}
	for i, s := range cands {
		out[i] = s & some
		if held>>i&1 == 0 {
			out[i] &^= placed
		}
	}
	// A value every combination holds and no cell holds yet goes in the
	// one free cell that can take it, when there is one.
	required &^= placed
	if !placeRequired(c.fields, required, out) {
		return 0, false
	}
	return required, true
}

// Explain names the combinations the cage can still hold, and what they
// leave out; in a graded solve (m.Strategy names the step), what the step
// read: the values every combination holds, or the values the houses
// leave to the cage.
func (c *killer) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no combination of its cells' values adds up to %d", c.Name(), c.sum)
	}
	sets := m.Sets
	var house string
	var required game.ValueSet
	switch {
	case m.Strategy == CageHouseValues.Name && len(sets) >= len(c.rests):
		var held game.ValueSet
		var parts []string
		for i, s := range sets[:len(c.rests)] {
			if s != 0 {
				parts = append(parts, fmt.Sprintf("the rest of %s cannot take %s", c.restNames[i], valueNames(r, s)))
				held |= s
			}
		}
		if len(parts) > 0 {
			house = fmt.Sprintf("%s, so the cage holds %s; ", strings.Join(parts, " and "), pronoun(held))
		}
		sets = sets[len(c.rests):]
	case m.Strategy == CageRequiredValue.Name && len(sets) > 0:
		required, sets = sets[0], sets[1:]
	}
	if len(sets) == 0 {
		return fmt.Sprintf("%s: no choice of values that adds up to %d holds %s", c.Name(), c.sum, elimList(r, m.Eliminate))
	}
	var combos []string
	for i, set := range sets {
		if i == maxShown {
			combos = append(combos, "...")
			continue
		}
		if i > maxShown {
			continue
		}
		var terms []string
		for _, v := range set.Values() {
			terms = append(terms, r.Values.Name(v))
		}
		combos = append(combos, strings.Join(terms, "+"))
	}
	word := "combinations"
	if len(sets) == 1 {
		word = "combination"
	}
	why := elimsWithin(r, c.fields, m.Eliminate, "combination", "cage")
	if m.Strategy == CageRequiredValue.Name {
		why = fmt.Sprintf("every one holds %s, each in the one cell that can take it or out of the cells that see every cell that can: %s", valueNames(r, required), elimList(r, m.Eliminate))
	}
	return fmt.Sprintf("%s: %s%s %s; %s", c.Name(), house, word, strings.Join(combos, " "), why)
}

// valueNames writes the values of s: "4", "4 and 5", "1, 2 and 3".
func valueNames(r *game.Rules, s game.ValueSet) string {
	var names []string
	for _, v := range s.Values() {
		names = append(names, r.Values.Name(v))
	}
	switch len(names) {
	case 0:
		return "nothing"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// pronoun is "it" for one value of s, "them" for more.
func pronoun(s game.ValueSet) string {
	if s.Len() == 1 {
		return "it"
	}
	return "them"
}

// elimsWithin writes eliminations grouped by value, those beyond fields
// (which pointRequired found) apart: "1 leaves r1c1 r1c2; each in every
// combination, 3 leaves r1c4, seeing every cell of the cage that can hold
// it".
func elimsWithin(r *game.Rules, fields []int, elims []game.Candidate, every, of string) string {
	var in, beyond []game.Candidate
	for _, x := range elims {
		if slices.Contains(fields, x.Field) {
			in = append(in, x)
		} else {
			beyond = append(beyond, x)
		}
	}
	var parts []string
	if len(in) > 0 {
		parts = append(parts, elimList(r, in))
	}
	if len(beyond) > 0 {
		parts = append(parts, "each in every "+every+", "+elimList(r, beyond)+", seeing every cell of the "+of+" that can hold it")
	}
	return strings.Join(parts, "; ")
}

// maxShown is how many combinations an explanation lists.
const maxShown = 12

// elimList writes eliminations grouped by value: "5 leaves r1c1 r1c2, 6
// leaves r2c1".
func elimList(r *game.Rules, cs []game.Candidate) string {
	var order []int
	byValue := map[int][]string{}
	for _, c := range cs {
		if _, ok := byValue[c.Value]; !ok {
			order = append(order, c.Value)
		}
		byValue[c.Value] = append(byValue[c.Value], r.FieldName(c.Field))
	}
	parts := make([]string, len(order))
	for i, v := range order {
		verb := "leaves"
		parts[i] = r.Values.Name(v) + " " + verb + " " + strings.Join(byValue[v], " ")
	}
	return strings.Join(parts, ", ")
}

// Item writes the rule as a spec item of its kind.
func (c *killer) Item() Item {
	it := cellsItem(KillerRule, c.cells)
	if c.hasSum {
		it.Args = append(it.Args, Arg{"sum", c.sum})
	}
	return it
}
