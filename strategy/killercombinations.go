package strategy

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// KillerCombinations reads the cages within a complete group together:
// their cells hold different values, so the combinations they take must
// be disjoint, and the values they leave must fit the group's other
// cells, one each. A combination of a cage that no choice of the others'
// combinations, and no filling of the rest of the group, goes with is
// impossible; a value every such choice puts in the cages leaves the
// group's other cells (a killer pair or triple: cells whose combinations
// always use the same values). It reads one cage against the rest of
// its group first, then two cages, three and four.
//
// A cage here is any constraint (game.Narrower) whose cells all lie in
// the group, stated or implied (a hidden cage the rule of 45 finds), and
// its combinations are the sets of values its free cells can hold, one
// each, that its Narrow lets stand; one that lets every such set stand
// (a cage without a total) is read as cells of the rest. Every solution
// of the group is one of the choices it tries, so what it takes out no
// solution holds.
//
// Rated beside the subsets: one cage against the rest of its group 3.1,
// after the innies and outies (3.0) and a naked pair, whose look it has
// once the cage's combinations are listed; each more cage read with it
// 0.3 more, as a subset grows (two cages 3.4, a hidden pair's; three
// 3.7; four 4.0).
var KillerCombinations = &Technique{
	Name:          "KillerCombinations",
	Doc:           "the cages within a complete group take disjoint combinations that leave the rest of the group values its cells can hold: the combinations that cannot go, and values every choice puts in the cages leave the rest (killer subsets)",
	Difficulty:    killerCombinationsRating(1),
	MaxDifficulty: killerCombinationsRating(maxKillerCages),
	New:           func(r *game.Rules) MoveStrategy { return newKillerCombinations(r) },
	Explain:       explainKillerCombinations,
	Rate: func(_ *game.Rules, m *game.Move) float64 {
		return killerCombinationsRating(len(m.Rules))
	},
}

// SplitCageCombinations reads the cages of a complete group as
// KillerCombinations does, with the parts of cages that stick out of it:
// the cells of a cage that the group holds take the sets of values that
// some filling of the whole cage allows (a cage of 17 over r1c1 r1c2 and
// r2c1 keeps 8+9 out of r1c1 r1c2 when r2c1 holds at most 7... and so on).
// Each move reads at least one such part; the rest of its reasoning, and
// what it may take out, is KillerCombinations'.
//
// A part is any constraint (game.Narrower) of at most 64 cells with two
// or more of them in the group and some outside it, a line as well as a
// cage; its value sets are those its Narrow lets stand with the part's
// cells held to them and the others left as they are, so that it keeps
// every set some filling of the whole allows.
//
// Rated 0.2 above KillerCombinations reading as many cages (one part
// 3.3, two 3.6, ...): the same look, with a cage split over the group's
// edge first (cage splitting).
var SplitCageCombinations = &Technique{
	Name:          "SplitCageCombinations",
	Doc:           "the cells of a cage (or a line) that a complete group holds take the value sets the whole cage allows: read with the group's other cages as killer subsets are, the sets that cannot go leave the part, and values every choice puts in the cages leave the rest of the group (cage splitting)",
	Difficulty:    splitCageRating(1),
	MaxDifficulty: splitCageRating(maxKillerCages),
	New:           func(r *game.Rules) MoveStrategy { return newSplitCageCombinations(r) },
	Explain:       explainKillerCombinations,
	Rate: func(_ *game.Rules, m *game.Move) float64 {
		return splitCageRating(len(m.Rules))
	},
}

// splitCageRating is the rating of a SplitCageCombinations move that reads
// n cages.
func splitCageRating(n int) float64 { return float64(33+3*(max(n, 1)-1)) / 10 }

// minPartCells is the fewest cells of a cage a group must hold for the
// part to be read: one cell's value sets are its candidates, which its
// cage narrows on its own.
const minPartCells = 2

// maxKillerCages is how many cages of a group one move reads together.
const maxKillerCages = 4

// maxKillerChoices bounds the choices of combinations a group's cages
// are tried in: past it, the group is left alone (nothing taken out).
const maxKillerChoices = 1 << 14

// killerCombinationsRating is the rating of a move that reads n cages.
func killerCombinationsRating(n int) float64 {
	return float64(31+3*(max(n, 1)-1)) / 10
}

// killerUnit is a cage of a group: a constraint whose cells the group
// holds, and its index as a move's evidence names it.
type killerUnit struct {
	ci     int
	n      game.Narrower
	fields []int
	// A part of a cage that sticks out of the group: the cells the group
	// holds, and which of fields they are (bit i for fields[i]). For a
	// whole cage inside is fields and in is 0.
	inside []int
	in     uint64
}

// partial reports whether u is a part of a cage that sticks out of its
// group.
func (u *killerUnit) partial() bool { return u.in != 0 }

// unitState is what a search reads of a unit on the board: its free
// cells, the values placed in it, its combinations (of the free cells'
// values) and which of them a choice kept.
type unitState struct {
	unit   *killerUnit
	free   []int
	placed game.ValueSet
	combos []game.ValueSet
	alive  []bool
}

// killerCombinations scans the complete groups whose fields lost
// candidates since it last looked, each with the cages it holds.
type killerCombinations struct {
	_ game.CacheLinePad
	dirtyGroups
	units   [][]*killerUnit // per group: the cages within it, disjoint
	states  []unitState     // the group's cages read from the board
	pick    []int           // the states a search reads together
	rest    []int           // the group's free cells outside those
	restC   []game.ValueSet // their candidates
	cands   []game.ValueSet // scratch for Narrow
	scratch game.Found
	choices int
	split   bool          // SplitCageCombinations: every pick reads a part of a cage
	locked  game.ValueSet // the values every choice puts in the picked cages
	any     bool          // some choice holds
	mb      moveBuf
	sets    []game.ValueSet
	_       game.CacheLinePad
}

func newKillerCombinations(r *game.Rules) *killerCombinations {
	return newCageUnits(r, false)
}

func newSplitCageCombinations(r *game.Rules) *killerCombinations {
	return newCageUnits(r, true)
}

// newCageUnits finds, for each complete group, the cages within it, and
// with split the parts of cages that stick out of it too; a group is in
// scope when it has a part (with split) or a cage (without).
func newCageUnits(r *game.Rules, split bool) *killerCombinations {
	s := &killerCombinations{dirtyGroups: newDirtyGroups(r), units: make([][]*killerUnit, len(r.Groups)), split: split}
	var all []*killerUnit
	for ci, c := range r.Constraints {
		if n, ok := c.(game.Narrower); ok {
			fields := r.ConstraintFields(ci)
			all = append(all, &killerUnit{ci: ci, n: n, fields: fields, inside: fields})
		}
	}
	for i, c := range r.Implied() {
		if n, ok := c.(game.Narrower); ok {
			fields := r.ImpliedFields(i)
			all = append(all, &killerUnit{ci: len(r.Constraints) + i, n: n, fields: fields, inside: fields})
		}
	}
	for gi, g := range r.Groups {
		if !g.Complete || len(g.Fields) != r.NumValues() {
			continue
		}
		set := r.GroupSet(gi)
		taken := map[int]bool{}
		for _, u := range all {
			if len(u.fields) == 0 || len(u.fields) >= len(g.Fields) {
				continue
			}
			inside := true
			for _, f := range u.fields {
				inside = inside && set.Has(f) && !taken[f]
			}
			if !inside {
				continue
			}
			for _, f := range u.fields {
				taken[f] = true
			}
			s.units[gi] = append(s.units[gi], u)
		}
		parts := 0
		for _, u := range all {
			if !split {
				break // parts are SplitCageCombinations' alone
			}
			if len(u.fields) > 64 {
				continue // which of its cells a part holds is kept in a word
			}
			var inside []int
			var in uint64
			free := true
			for i, f := range u.fields {
				if set.Has(f) {
					inside = append(inside, f)
					in |= 1 << uint(i)
					free = free && !taken[f]
				}
			}
			if !free || len(inside) < minPartCells || len(inside) == len(u.fields) {
				continue
			}
			for _, f := range inside {
				taken[f] = true
			}
			s.units[gi] = append(s.units[gi], &killerUnit{ci: u.ci, n: u.n, fields: u.fields, inside: inside, in: in})
			parts++
		}
		if len(s.units[gi]) > 0 && (!split || parts > 0) {
			s.scope.Add(gi)
		}
	}
	return s
}

// DoMove returns the first move of a dirty group: of one cage against the
// rest of it, else of two cages, and so on. A group stays dirty after a
// move, since it may hold more.
func (s *killerCombinations) DoMove(b *game.Board) *game.Move {
	for i := range s.dirty {
		for s.dirty[i] &= s.scope[i]; s.dirty[i] != 0; s.dirty[i] &= s.dirty[i] - 1 {
			g := i<<6 + bits.TrailingZeros64(s.dirty[i])
			if m := s.inGroup(b, g); m != nil {
				return m
			}
		}
	}
	return nil
}

// inGroup reads the cages of group g on b: their combinations, then the
// choices of one, two, ... of them.
func (s *killerCombinations) inGroup(b *game.Board, g int) *game.Move {
	r := s.rules
	var placed game.ValueSet
	for _, f := range r.Groups[g].Fields {
		if v := b.Value(f); v != game.Empty {
			placed |= game.Bit(v)
		}
	}
	s.states = s.states[:0]
	for _, u := range s.units[g] {
		st, ok, some := s.read(b, u, placed)
		if !ok {
			return nil // the cage's own propagation reports it
		}
		if some {
			s.states = append(s.states, st)
		}
	}
	n := len(s.states)
	for k := 1; k <= min(n, maxKillerCages); k++ {
		s.pick = s.pick[:0]
		var m *game.Move
		eachSubset(n, k, &s.pick, func(pick []int) bool {
			if s.split && !slices.ContainsFunc(pick, func(p int) bool { return s.states[p].unit.partial() }) {
				return false // KillerCombinations reads the group's whole cages
			}
			m = s.try(b, g, placed, pick)
			return m != nil
		})
		if m != nil {
			return m
		}
	}
	return nil
}

// eachSubset calls yield with each k of 0..n-1, in order, until it
// returns true.
func eachSubset(n, k int, buf *[]int, yield func([]int) bool) bool {
	if len(*buf) == k {
		return yield(*buf)
	}
	from := 0
	if len(*buf) > 0 {
		from = (*buf)[len(*buf)-1] + 1
	}
	for i := from; i <= n-(k-len(*buf)); i++ {
		*buf = append(*buf, i)
		if eachSubset(n, k, buf, yield) {
			return true
		}
		*buf = (*buf)[:len(*buf)-1]
	}
	return false
}

// read returns unit u's state on b, whose group has placed values placed:
// its combinations, each a set of values its free cells can hold one each
// that u's Narrow lets stand. ok is false when it has none; some is false
// when it has no free cell, or lets every such set stand (it says nothing
// the rest of the group does not).
func (s *killerCombinations) read(b *game.Board, u *killerUnit, placed game.ValueSet) (st unitState, ok, some bool) {
	st.unit = u
	var union game.ValueSet
	for _, f := range u.inside {
		if v := b.Value(f); v != game.Empty {
			st.placed |= game.Bit(v)
			continue
		}
		st.free = append(st.free, f)
		union |= b.Candidates(f)
	}
	k := len(st.free)
	if k == 0 {
		return st, true, false
	}
	union &^= placed
	fits := 0
	each := union.Values()
	var subset func(from int, set game.ValueSet, left int)
	subset = func(from int, set game.ValueSet, left int) {
		if left == 0 {
			if !matchable(b, st.free, set) {
				return
			}
			fits++
			if s.narrows(b, u, set|st.placed) {
				st.combos = append(st.combos, set)
			}
			return
		}
		for i := from; i <= len(each)-left; i++ {
			subset(i+1, set|game.Bit(each[i]), left-1)
		}
	}
	subset(0, 0, k)
	if len(st.combos) == 0 {
		return st, false, false
	}
	st.alive = make([]bool, len(st.combos))
	return st, true, len(st.combos) < fits
}

// narrows reports whether u's Narrow lets its cells hold the values of
// set, those placed and one each of the free cells.
func (s *killerCombinations) narrows(b *game.Board, u *killerUnit, set game.ValueSet) bool {
	s.cands = s.cands[:0]
	for i, f := range u.fields {
		c := b.Candidates(f)
		if !u.partial() || u.in&(1<<uint(i)) != 0 {
			c &= set
		}
		s.cands = append(s.cands, c)
	}
	s.scratch.Reset()
	_, ok := u.n.Narrow(s.cands, set, &s.scratch)
	return ok
}

// matchable reports whether fields can hold the values of set, one each,
// from their candidates on b: set has as many values as there are fields.
func matchable(b *game.Board, fields []int, set game.ValueSet) bool {
	var cands [game.MaxValues]game.ValueSet
	for i, f := range fields {
		cands[i] = b.Candidates(f) & set
	}
	return perfectMatch(cands[:len(fields)], set)
}

// perfectMatch reports whether the cells of cands can take the values of
// set, one each, each from its candidates (Hall's condition by augmenting
// paths); set has as many values as there are cells.
func perfectMatch(cands []game.ValueSet, set game.ValueSet) bool {
	if set.Len() != len(cands) {
		return false
	}
	var owner [64]int8 // per value: the cell that holds it, or -1
	for v := range owner {
		owner[v] = -1
	}
	for i := range cands {
		var seen game.ValueSet
		if !augment(cands, i, &owner, &seen) {
			return false
		}
	}
	return true
}

func augment(cands []game.ValueSet, i int, owner *[64]int8, seen *game.ValueSet) bool {
	for c := cands[i] &^ *seen; c != 0; c &= c - 1 {
		v := c.Lowest()
		*seen |= game.Bit(v)
		if owner[v] < 0 || augment(cands, int(owner[v]), owner, seen) {
			owner[v] = int8(i)
			return true
		}
	}
	return false
}

// try reads the cages pick of s.states together, in group g whose placed
// values are placed: every choice of their combinations, disjoint, that
// leaves the rest of g values its free cells can hold one each. It
// returns the move that takes out what no choice holds, or nil.
func (s *killerCombinations) try(b *game.Board, g int, placed game.ValueSet, pick []int) *game.Move {
	r := s.rules
	in := func(f int) bool {
		for _, p := range pick {
			if slices.Contains(s.states[p].free, f) {
				return true
			}
		}
		return false
	}
	s.rest, s.restC = s.rest[:0], s.restC[:0]
	for _, f := range r.Groups[g].Fields {
		if b.Value(f) == game.Empty && !in(f) {
			s.rest = append(s.rest, f)
			s.restC = append(s.restC, b.Candidates(f))
		}
	}
	for _, p := range pick {
		clear(s.states[p].alive)
	}
	s.choices, s.locked, s.any = 0, ^game.ValueSet(0), false
	free := game.FullSet(r.NumValues()) &^ placed
	if !s.choose(pick, 0, 0, free) {
		return nil // too many choices to try
	}
	if !s.any {
		s.mb.start(game.Contradiction)
		s.evidence(g, pick, 0)
		return s.mb.done()
	}
	s.mb.start(game.Deduction)
	for _, p := range pick {
		st := &s.states[p]
		var kept game.ValueSet
		for i, ok := range st.alive {
			if ok {
				kept |= st.combos[i]
			}
		}
		for _, f := range st.free {
			for c := b.Candidates(f) &^ kept; c != 0; c &= c - 1 {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: c.Lowest()})
			}
		}
	}
	locked := s.locked &^ placed
	for _, f := range s.rest {
		for c := b.Candidates(f) & locked; c != 0; c &= c - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: c.Lowest()})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.evidence(g, pick, locked)
	return s.mb.done()
}

// choose tries the combinations of the cages pick[i:], disjoint from
// used; free is the group's values not placed. It reports false when the
// choices pass maxKillerChoices.
func (s *killerCombinations) choose(pick []int, i int, used, free game.ValueSet) bool {
	if i == len(pick) {
		s.choices++
		if s.choices > maxKillerChoices {
			return false
		}
		left := free &^ used
		var cands [game.MaxValues]game.ValueSet
		for j, c := range s.restC {
			cands[j] = c & left
		}
		if !perfectMatch(cands[:len(s.restC)], left) {
			return true
		}
		s.any = true
		s.locked &= used
		return true
	}
	st := &s.states[pick[i]]
	for ci, set := range st.combos {
		if set&used != 0 {
			continue
		}
		before := s.any
		s.any = false
		if !s.choose(pick, i+1, used|set, free) {
			return false
		}
		if s.any {
			st.alive[ci] = true
		}
		s.any = s.any || before
	}
	return true
}

// evidence fills the move's evidence: group g, the cages of pick (their
// free cells, and their indexes as Rules), and as Sets, for each cage,
// its combinations, 0, those some choice keeps, 0; then the values
// locked in the cages.
func (s *killerCombinations) evidence(g int, pick []int, locked game.ValueSet) {
	s.mb.groups = append(s.mb.groups, g)
	s.sets = s.sets[:0]
	for _, p := range pick {
		st := &s.states[p]
		s.mb.fields = append(s.mb.fields, st.free...)
		s.mb.rules = append(s.mb.rules, st.unit.ci)
		for _, c := range st.combos {
			s.sets = append(s.sets, c|st.placed)
		}
		s.sets = append(s.sets, 0)
		for i, c := range st.combos {
			if st.alive[i] {
				s.sets = append(s.sets, c|st.placed)
			}
		}
		s.sets = append(s.sets, 0)
	}
	s.sets = append(s.sets, locked)
	s.mb.m.Sets = s.sets
	s.mb.m.Values = locked
}

// explainKillerCombinations names the group, each cage with its
// combinations and those a choice keeps, and what leaves which cells:
// "row 3: cage 10 at r3c1 r3c2 can be 1+9 2+8 3+7 and cage 6 at r3c4 r3c5
// 1+5 2+4; taking different values, with the rest of row 3 holding the
// values they leave, cage 10 keeps 2+8 3+7 and cage 6 keeps 1+5: ...".
func explainKillerCombinations(r *game.Rules, m *game.Move) string {
	if len(m.Groups) == 0 {
		return ""
	}
	group := r.Groups[m.Groups[0]].Name
	sets := m.Sets
	var can, keeps []string
	split := 0
	for _, ci := range m.Rules {
		name := "?"
		if c := r.Constraint(ci); c != nil {
			name = c.Name()
			if !allIn(r.GroupSet(m.Groups[0]), r.ConstraintFieldsOf(ci)) {
				name = fmt.Sprintf("the part of %s in %s", name, group)
				split++
			}
		}
		var all, kept []game.ValueSet
		all, sets = upToZero(sets)
		kept, sets = upToZero(sets)
		can = append(can, name+" can be "+comboList(r, all))
		switch {
		case len(kept) == 0:
		case len(kept) < len(all):
			keeps = append(keeps, name+" keeps "+comboList(r, kept))
		}
	}
	var locked game.ValueSet
	if len(sets) > 0 {
		locked = sets[0]
	}
	head := fmt.Sprintf("%s: %s; with the rest of %s holding, one each, the values they leave", group, strings.Join(can, " and "), group)
	if len(m.Rules) > 1 {
		head = fmt.Sprintf("%s: %s; taking different values, with the rest of %s holding, one each, the values they leave", group, strings.Join(can, " and "), group)
	}
	if m.Kind == game.Contradiction {
		return head + ", no choice holds"
	}
	if len(keeps) == 0 && locked == 0 {
		// Nothing read together: the cells fit none of the others.
		return fmt.Sprintf("%s: %s: %s", group, strings.Join(can, " and "), elimListByValue(r, m.Eliminate))
	}
	var parts []string
	if len(keeps) > 0 {
		parts = append(parts, strings.Join(keeps, " and "))
	}
	if locked != 0 {
		which := "the cage always holds"
		if split > 0 {
			which = "the part always holds"
		}
		if len(m.Rules) > 1 {
			which = "the cages always hold"
		}
		parts = append(parts, fmt.Sprintf("%s %s", which, valueList(r, locked)))
	}
	return fmt.Sprintf("%s, %s: %s", head, strings.Join(parts, ", and "), elimListByValue(r, m.Eliminate))
}

// upToZero splits sets at its first 0: the sets before it, and those
// after.
func upToZero(sets []game.ValueSet) (head, tail []game.ValueSet) {
	i := slices.Index(sets, 0)
	if i < 0 {
		return sets, nil
	}
	return sets[:i], sets[i+1:]
}

// maxListedCombos is how many combinations an explanation lists of one
// cage or part before it gives how many more there are.
const maxListedCombos = 12

// comboList writes combinations as "1+9 2+8 3+7"; past maxListedCombos,
// the first of them and "and 23 more".
func comboList(r *game.Rules, sets []game.ValueSet) string {
	more := ""
	if len(sets) > maxListedCombos {
		more = fmt.Sprintf(" and %d more", len(sets)-maxListedCombos)
		sets = sets[:maxListedCombos]
	}
	words := make([]string, len(sets))
	for i, set := range sets {
		var terms []string
		for _, v := range set.Values() {
			terms = append(terms, r.Values.Name(v))
		}
		words[i] = strings.Join(terms, "+")
	}
	return strings.Join(words, " ") + more
}

// valueList writes the values of s as "1", "1 and 5", "1, 5 and 9".
func valueList(r *game.Rules, s game.ValueSet) string {
	var names []string
	for _, v := range s.Values() {
		names = append(names, r.Values.Name(v))
	}
	return andList(names)
}

// elimListByValue writes eliminations by value: "9 leaves r3c1 r3c2, 5
// leaves r3c7".
func elimListByValue(r *game.Rules, cs []game.Candidate) string {
	var order []int
	by := map[int][]string{}
	for _, c := range cs {
		if _, ok := by[c.Value]; !ok {
			order = append(order, c.Value)
		}
		by[c.Value] = append(by[c.Value], r.FieldName(c.Field))
	}
	parts := make([]string, len(order))
	for i, v := range order {
		parts[i] = r.Values.Name(v) + " leaves " + strings.Join(by[v], " ")
	}
	return strings.Join(parts, ", ")
}
