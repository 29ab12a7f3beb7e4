package constraint

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// A SetRule is a rule over the values of a set of cells read together,
// whatever their order: the building block of the cage kinds a spec
// defines with holds (package kinddef). Bound to a board, it lists the
// sets of values (with repeats, where the cells may repeat one) that
// keep it; its propagation keeps in each cell the values of those sets
// that its cells can hold one each.
type SetRule struct {
	// Holds reports whether the numbers nums, in ascending order, one
	// per cell, keep the rule with arguments args (see DefinedArg) on a
	// board of values of numbers board; its error says why it cannot
	// tell, and makes the rule fail to bind.
	Holds func(nums, board, args []int) (bool, error)
	// Says writes the rule for people: "count(values, # % 2 == 1) == n".
	Says string
	// Cost, when not nil, is the work one Holds takes for n cells, in
	// steps: the sets tried times their cost is held to MaxSetWork.
	Cost func(n int) int
	// Prune, when not nil, reports whether the numbers nums, the
	// smallest of a set of values (fewer than the cells, in ascending
	// order), may begin a set that keeps the rule: no set that begins
	// with numbers it refuses is tried. The sets and beginnings then
	// tried, rather than every set, are held to MaxSetTries (and their
	// cost, Holds's for all, to MaxSetWork): a rule of many cells that
	// few sets keep binds.
	Prune func(nums, board, args []int) (bool, error)

	mu     sync.Mutex
	tables map[string]*setTable // by the values' numbers, the cells' count, whether they differ, and the arguments
}

// MaxSetTries is the most sets of values a set rule is tried on as it
// binds to a board: they are the values' combinations of as many as its
// cells, which grow fast with both.
const MaxSetTries = 200_000

// MaxSetWork is the most steps a set rule takes to bind to a board.
const MaxSetWork = 20_000_000

// MaxSetCells is the most cells a rule of a set rule may have.
const MaxSetCells = game.MaxValues

// setTable is a set rule over the values of a board and a count of
// cells: the sets of values that keep it, each its values' indices in
// ascending order, and the values each holds; distinct when no set
// holds a value twice, so that the cells differ.
type setTable struct {
	sets     [][]uint8
	support  []game.ValueSet
	distinct bool
	// differOnly says that every set of different values is kept: the
	// rule says no more than that its cells differ, which their group
	// (Differ) keeps, and its propagation has nothing to add.
	differOnly bool
	// total is what every set adds up to, when all add up to one: -1 when
	// they do not.
	total int
	// apart[u] holds the values that no set holds beside value u (u
	// itself when none holds it twice): what two cells of the rule may not
	// hold together.
	apart []game.ValueSet
}

// table returns the rule's table over values of numbers nums for n
// cells (which hold different values if differ) and arguments args,
// made once for each.
func (s *SetRule) table(nums []int, n int, differ bool, args []int) (*setTable, error) {
	key := fmt.Sprint(nums, n, differ, args)
	s.mu.Lock()
	defer s.mu.Unlock()
	if t, ok := s.tables[key]; ok {
		return t, nil
	}
	how := "with repeats"
	if differ {
		how = "all different"
	}
	if s.Prune == nil {
		if tries := combinations(len(nums), n, differ); tries > MaxSetTries {
			return nil, fmt.Errorf("its %d cells hold %s values of %d, in more ways (%s) than the %d a rule over a set of cells is tried on: give it fewer cells", n, how, len(nums), game.Excerpt(fmt.Sprint(tries)), MaxSetTries)
		}
		if s.Cost != nil {
			if work := combinations(len(nums), n, differ) * s.Cost(n); work > MaxSetWork {
				return nil, fmt.Errorf("telling which values of its %d cells keep %s takes about %d steps, more than the %d a rule may take: give it fewer cells, or a shorter rule", n, s.Says, work, MaxSetWork)
			}
		}
	}
	t := &setTable{}
	idx := make([]uint8, n)
	vals := make([]int, n)
	var err error
	tries, cost := 0, 1
	if s.Cost != nil {
		cost = max(s.Cost(n), 1)
	}
	var walk func(i, from int)
	walk = func(i, from int) {
		if err != nil {
			return
		}
		if s.Prune != nil {
			if tries++; tries > MaxSetTries || tries*cost > MaxSetWork {
				err = fmt.Errorf("its %d cells hold %s values of %d in more ways than the %d sets and beginnings a rule over a set of cells is tried on (or take more than its %d steps), even as its prune cuts them: give it fewer cells", n, how, len(nums), MaxSetTries, MaxSetWork)
				return
			}
			if i > 0 && i < n {
				var ok bool
				if ok, err = s.Prune(vals[:i], nums, args); err != nil {
					err = fmt.Errorf("whether the values %v may begin a set that keeps %s cannot be told: %v", vals[:i], s.Says, err)
					return
				}
				if !ok {
					return
				}
			}
		}
		if i == n {
			var ok bool
			if ok, err = s.Holds(vals, nums, args); err != nil {
				err = fmt.Errorf("%s cannot be told for the values %v: %v", s.Says, vals, err)
				return
			}
			if ok {
				var sup game.ValueSet
				for _, v := range idx {
					sup |= game.Bit(int(v))
				}
				t.sets = append(t.sets, append([]uint8(nil), idx...))
				t.support = append(t.support, sup)
			}
			return
		}
		for v := from; v < len(nums); v++ {
			idx[i], vals[i] = uint8(v), nums[v]
			next := v
			if differ {
				next = v + 1
			}
			walk(i+1, next)
		}
	}
	// The values' indices ascend with their numbers, so that each set is
	// read in ascending order.
	walk(0, 0)
	if err != nil {
		return nil, err
	}
	if len(t.sets) == 0 {
		return nil, fmt.Errorf("no values its %d cells can hold keep %s", n, s.Says)
	}
	t.distinct, t.total = true, -1
	for k, set := range t.sets {
		t.distinct = t.distinct && t.support[k].Len() == len(set)
		sum := 0
		for _, v := range set {
			sum += nums[v]
		}
		switch {
		case k == 0:
			t.total = sum
		case sum != t.total:
			t.total = -2
		}
	}
	t.total = max(t.total, -1)
	t.differOnly = t.distinct && len(t.sets) == choose(len(nums), n)
	together := make([]game.ValueSet, len(nums))
	for _, set := range t.sets {
		for i, u := range set {
			for j, v := range set {
				if i != j {
					together[u] |= game.Bit(int(v))
				}
			}
		}
	}
	t.apart = make([]game.ValueSet, len(nums))
	for u := range nums {
		t.apart[u] = game.FullSet(len(nums)) &^ together[u]
	}
	if s.tables == nil {
		s.tables = map[string]*setTable{}
	}
	s.tables[key] = t
	return t, nil
}

// combinations returns how many sets of n of k values there are, with
// repeats unless differ, or MaxSetTries+1 when more.
func combinations(k, n int, differ bool) int {
	if !differ {
		k = k + n - 1
	}
	if n > k {
		return 0
	}
	c := 1
	for i := 1; i <= n; i++ {
		c = c * (k - n + i) / i
		if c > MaxSetTries {
			return MaxSetTries + 1
		}
	}
	return c
}

// SetAbilities are the abilities of the rules of a set rule kind (see
// game.RuleKind.Abilities).
const SetAbilities = game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanNarrow | game.CanExplain | game.CanLink | game.CanLabel

// NewSetKind returns the kind of cages of set rule s written key: {cells:
// [...]} and the arguments args, with rule kind rk (whose Abilities must
// be SetAbilities) and drawing draw. A spec's kinds: section defines
// such kinds.
func NewSetKind(key string, rk *game.RuleKind, s *SetRule, args []DefinedArg, draw Drawing) *Kind {
	if rk.Imply == nil {
		rk.Imply = setImply(rk)
	}
	k := definedKind(key, rk, args, draw)
	k.Read = func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		values, good := readArgs(a, args)
		if !ok || !good {
			return nil
		}
		if len(cells) == 0 || len(cells) > MaxSetCells {
			a.Errorf("cells", "a rule of %s has from 1 to %d cells, not %d", key, MaxSetCells, len(cells))
			return nil
		}
		return one(&setCage{cells: cells, kind: k, rule: s, definedArgs: definedArgs{args, values}})
	}
	return k
}

// setCage is a cage of a set rule a spec defined.
type setCage struct {
	definedArgs
	cells  []game.Pos
	kind   *Kind
	rule   *SetRule
	fields []int
	t      *setTable
	values *game.Values
	// clique is, per cell, the index of a clique of cells that each two
	// share a group, the cells cut into few such, and sees, per cell,
	// the cells it shares a group with (when a set may hold a value
	// twice): a value held k times is in k cliques.
	clique []uint8
	sees   []uint64
	// cage, when the sets the rule keeps are those of a killer cage (all
	// its values different, adding up to one total, in every way they
	// can), is that cage bound to the same cells: the kernel narrows by
	// it, as fast as by the built-in kind.
	cage game.Narrower
}

func (c *setCage) Kind() *game.RuleKind { return c.kind.Rule }

func (c *setCage) Name() string { return c.kind.Key + " " + cellList(c.cells) + c.argsText() }

func (c *setCage) Cells() []game.Pos { return c.cells }

// Label writes the rule's first argument, as a cage's total is written
// in its corner; "" when it has none.
func (c *setCage) Label() string {
	if len(c.args) == 0 {
		return ""
	}
	return fmt.Sprint(c.args[0])
}

func (c *setCage) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	// The cells hold different values when each two share a group.
	t, err := c.rule.table(nums, len(fields), cellsDiffer(r, fields), c.args)
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.t, b.values = fields, t, r.Values
	b.cage = nil
	if t.distinct && t.total >= 0 && len(t.sets) == subsetsAddingUp(nums, len(fields), t.total) {
		if k, err := NewKiller(c.cells, t.total, true).Bind(fields, r); err == nil {
			b.cage, _ = k.(game.Narrower)
		}
	}
	if !t.distinct {
		b.sees = make([]uint64, len(fields))
		for i, f := range fields {
			for j, g := range fields {
				if i != j && shareGroup(r, f, g) {
					b.sees[i] |= 1 << j
				}
			}
		}
		b.clique = cliques(r, c.cells, b.sees)
	}
	return &b, nil
}

// cliques cuts cells, of which each sees (per cell, as a bit set of
// cells) those it shares a group with, into cliques, each two of whose
// cells share a group, and returns each cell's clique. Greedily, as ISS
// does: a clique starts at the first cell left and takes each later one
// that sees all its cells, the cells read in the order of the rows and
// in that of the columns, whichever makes the larger cliques (the
// greater sum of their sizes' squares).
func cliques(r *game.Rules, cells []game.Pos, sees []uint64) []uint8 {
	var best []uint8
	bestScore := -1
	for _, byColumn := range []bool{false, true} {
		order := make([]int, len(cells))
		for i := range order {
			order[i] = i
		}
		slices.SortFunc(order, func(a, b int) int {
			p, q := cells[a], cells[b]
			if byColumn {
				p, q = game.Pos{Row: p.Col, Col: p.Row}, game.Pos{Row: q.Col, Col: q.Row}
			}
			if p.Row != q.Row {
				return p.Row - q.Row
			}
			return p.Col - q.Col
		})
		out := make([]uint8, len(cells))
		var left uint64
		for i := range cells {
			left |= 1 << i
		}
		score := 0
		for k := 0; left != 0; k++ {
			var members uint64
			for _, i := range order {
				if left&(1<<i) != 0 && sees[i]&members == members {
					members |= 1 << i
					out[i] = uint8(k)
				}
			}
			left &^= members
			score += bits.OnesCount64(members) * bits.OnesCount64(members)
		}
		if score > bestScore {
			best, bestScore = out, score
		}
	}
	return best
}

func (c *setCage) Check(g game.Grid) error {
	var counts [game.MaxValues]uint8
	for _, f := range c.fields {
		v := g.Value(f)
		if v == game.Empty {
			return nil // the rule is told only whole
		}
		counts[v]++
	}
	for _, set := range c.t.sets {
		var want [game.MaxValues]uint8
		for _, v := range set {
			want[v]++
		}
		if want == counts {
			return nil
		}
	}
	var names []string
	for v := range c.values.Len() {
		for range counts[v] {
			names = append(names, c.values.Name(v))
		}
	}
	return fmt.Errorf("the values of %s, %s, break %s", cellList(c.cells), strings.Join(names, " "), c.rule.Says)
}

// Differ returns the rule's cells when no set of values that keeps it
// holds a value twice: then they differ, as a group's do, and the
// search and the techniques read them as one. Else none.
func (c *setCage) Differ() [][]game.Pos {
	if c.t == nil || !c.t.distinct || len(c.cells) < 2 {
		return nil
	}
	return [][]game.Pos{c.cells}
}

// Links yields every two cells of the rule with the values no set that
// keeps it holds together (game.Linker): the weak links of the chains.
func (c *setCage) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	for i, f := range c.fields {
		for _, g := range c.fields[:i] {
			if !yield(g, f, c.t.apart) {
				return
			}
		}
	}
}

// asKiller returns the rule as a killer cage when it is one: its cells
// differ and every set of values that keeps it adds up to one total. A
// killer's implied cages (implyKillers) then read it as one.
func (c *setCage) asKiller() (*killer, bool) {
	if c.t == nil || !c.t.distinct || c.t.total < 0 {
		return nil, false
	}
	return &killer{cells: c.cells, sum: c.t.total, hasSum: true, fields: c.fields}, true
}

// setImply returns the Imply of set rule kind rk: the implied cages of
// killers (implyKillers), over the killer cages and the set rules that
// are cages alike, made once for the rules: by the killer kind when the
// rules have a killer with a total, else by the kind of the first set
// rule that is a cage.
func setImply(rk *game.RuleKind) func(r *game.Rules) []game.Constraint {
	return func(r *game.Rules) []game.Constraint {
		var first *game.RuleKind
		for _, c := range r.Constraints {
			switch c := c.(type) {
			case *killer:
				if c.hasSum {
					return nil
				}
			case *setCage:
				if _, ok := c.asKiller(); ok && first == nil {
					first = c.kind.Rule
				}
			}
		}
		if first != rk {
			return nil
		}
		return implyKillers(r)
	}
}

// cellsDiffer reports whether each two of fields, none twice, share one
// of the groups the rules know so far: their values differ.
func cellsDiffer(r *game.Rules, fields []int) bool {
	for i, f := range fields {
		for _, g := range fields[:i] {
			if f == g || !shareGroup(r, f, g) {
				return false
			}
		}
	}
	return true
}

// shareGroup reports whether fields f and g are in one of the groups
// the rules know so far.
func shareGroup(r *game.Rules, f, g int) bool {
	for _, a := range r.FieldGroups(f) {
		for _, b := range r.FieldGroups(g) {
			if a == b {
				return true
			}
		}
	}
	return false
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *setCage) Local() {}

// Propagate keeps in each cell the values that some set of values that
// keeps the rule puts there, its cells each taking one of the set's
// values that they can hold. Its evidence Sets are the candidates it
// read, in order.
func (c *setCage) Propagate(b *game.Board, found *game.Found) bool {
	if c.t.differOnly {
		return true // the cells' group keeps it
	}
	read := candidates(b, found, c.fields)
	kept := found.ScratchSets(len(read))
	return c.fit(read, kept, nil) && keepRead(b, found, c.fields, read, kept)
}

// fit sets kept[i] to the values of cands[i] that some set that keeps the
// rule puts in cell i, its cells each taking one of the set's values
// from their candidates, and reports whether any set fits. With within
// (a Narrow's scratch) it adds there the values required in cliques
// (placeInCliques).
func (c *setCage) fit(cands, kept []game.ValueSet, within *game.Found) bool {
	if c.t.distinct {
		return supported(cands, c.t.support, kept)
	}
	if !supportedRepeats(cands, c.t.sets, c.t.support, c.clique, kept) {
		return false
	}
	c.placeInCliques(cands, kept, within)
	return true
}

// Narrow is Propagate over the candidates alone, for the search kernel
// (game.Narrower). It requires the values that every set its cells'
// candidates may still hold holds: a value no set can do without.
func (c *setCage) Narrow(cands []game.ValueSet, must game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	switch {
	case c.t.differOnly:
		return 0, true // the cells' group keeps it
	case c.cage != nil:
		return c.cage.Narrow(cands, must, scratch)
	}
	out := scratch.ScratchSets(len(cands))
	var union game.ValueSet
	for _, x := range cands {
		union |= x
	}
	if !c.fit(cands, out, scratch) {
		return 0, false
	}
	if !narrowTo(cands, out) {
		return 0, false
	}
	// Every set the union of the candidates still holds: a superset of
	// those that fit, so what they all hold every way holds.
	required := ^game.ValueSet(0)
	for _, sup := range c.t.support {
		if sup&^union == 0 {
			required &= sup
		}
	}
	return required, true
}

// subsetsAddingUp counts the sets of k different numbers of nums that
// add up to total.
func subsetsAddingUp(nums []int, k, total int) int {
	// ways[j][s]: the sets of j of the numbers so far that add up to s.
	ways := make([]map[int]int, k+1)
	for j := range ways {
		ways[j] = map[int]int{}
	}
	ways[0][0] = 1
	for _, x := range nums {
		for j := k; j >= 1; j-- {
			for s, n := range ways[j-1] {
				ways[j][s+x] += n
			}
		}
	}
	return ways[k][total]
}

// supported adds to out[i] each value v of cands[i] that some of sets
// (each its values, one per cell, as a killer's combinations are) puts
// in cell i while the other cells take the set's other values from
// their candidates, and reports whether any set fits at all. For each
// set that fits it finds one matching of cells to values; cell i can
// take value v, held there by cell j, when j can move on along a chain
// of cells, each taking the value of the next, that ends at i, whose
// value is then free: a path in the graph of which cell can take which
// one's value, closed once per set.
func supported(cands, sets, out []game.ValueSet) bool {
	var union game.ValueSet
	for _, c := range cands {
		union |= c
	}
	fits := false
	n := len(cands)
	// Declared once: zeroing them per set would cost more than the rest.
	var owner [game.MaxValues]int8
	var held [game.MaxValues]int8 // per cell, its value in the matching
	var reach [game.MaxValues]uint64
	for _, set := range sets {
		if set&^union != 0 {
			continue
		}
		adds := false
		for i, c := range cands {
			adds = adds || c&set&^out[i] != 0
		}
		if !adds && fits {
			continue
		}
		for v := set; v != 0; v &= v - 1 {
			owner[v.Lowest()] = 0
		}
		if !assign(cands, set, &owner) {
			continue
		}
		fits = true
		for v := set; v != 0; v &= v - 1 {
			held[owner[v.Lowest()]-1] = int8(v.Lowest())
		}
		// reach[j]: the cells whose value j can come to take, directly
		// or along a chain.
		for j := range n {
			reach[j] = 0
			for k := range n {
				if k != j && cands[j].Has(int(held[k])) {
					reach[j] |= 1 << k
				}
			}
		}
		for k := range n {
			for j := range n {
				if reach[j]&(1<<k) != 0 {
					reach[j] |= reach[k]
				}
			}
		}
		full := true
		for i, c := range cands {
			out[i] |= game.Bit(int(held[i]))
			for vs := c & set &^ out[i]; vs != 0; vs &= vs - 1 {
				v := vs.Lowest()
				if reach[owner[v]-1]&(1<<i) != 0 {
					out[i] |= game.Bit(v)
				}
			}
			full = full && c&^out[i] == 0
		}
		if full {
			break // every candidate is held: no set adds one
		}
	}
	return fits
}

// supportedRepeats is supported for sets that may hold a value more
// than once (each its values' indices, one per cell, with support the
// values each holds): for each set that fits it finds one matching of
// cells to the set's places; cell i, holding value u there, can take
// value v when some cell holding v can move to another value, a cell
// holding that one to another, and so on to a cell that moves to u,
// which i leaves: a path from v to u in the graph of which values the
// cells holding each can move to, closed once per set. Each value keeps
// its count along the way. A set that holds a value in more cells than
// there are cliques (clique, per cell) with a cell that can take it does
// not fit: the cells of a clique differ.
func supportedRepeats(cands []game.ValueSet, sets [][]uint8, support []game.ValueSet, clique []uint8, out []game.ValueSet) bool {
	var union game.ValueSet
	for _, c := range cands {
		union |= c
	}
	fits := false
	for k, set := range sets {
		sup := support[k]
		if sup&^union != 0 {
			continue
		}
		adds := false
		for i, c := range cands {
			adds = adds || c&sup&^out[i] != 0
		}
		if !adds && fits {
			continue
		}
		if !inCliques(cands, set, clique) {
			continue
		}
		m := matcher{read: cands, set: set}
		if !m.match() {
			continue
		}
		fits = true
		var held [MaxSetCells]int // per cell, its value in the matching
		for j, cell := range m.owner[:len(set)] {
			held[cell] = int(set[j])
		}
		// reach[a]: the values a cell holding a can come to, directly
		// or along a chain.
		var reach [game.MaxValues]game.ValueSet
		for j, c := range cands {
			reach[held[j]] |= c & sup &^ game.Bit(held[j])
		}
		for ks := sup; ks != 0; ks &= ks - 1 {
			via := ks.Lowest()
			for as := sup; as != 0; as &= as - 1 {
				if a := as.Lowest(); reach[a].Has(via) {
					reach[a] |= reach[via]
				}
			}
		}
		for i, c := range cands {
			u := held[i]
			out[i] |= game.Bit(u)
			for vs := c & sup &^ out[i]; vs != 0; vs &= vs - 1 {
				if v := vs.Lowest(); reach[v].Has(u) {
					out[i] |= game.Bit(v)
				}
			}
		}
	}
	return fits
}

// placeInCliques narrows keep, the values of cells of candidates read
// that some set of values that fits puts there: a value v that every
// set that fits holds at least k times, where only k cliques have a cell
// that can take it, is in each of those cliques, once. A clique where
// one cell alone can take v puts it there; in one where several can,
// the rule's cells that see all of those cannot take it, and, with
// within, the clique and v go to within.Within, for the search to take
// v from every field that sees those cells.
func (c *setCage) placeInCliques(read, keep []game.ValueSet, within *game.Found) {
	var union game.ValueSet
	for _, k := range keep {
		union |= k
	}
	for vs := union; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		least := -1
		for k, set := range c.t.sets {
			if c.t.support[k]&^union != 0 {
				continue // a set with a value no cell keeps fits not
			}
			n := 0
			for _, w := range set {
				if int(w) == v {
					n++
				}
			}
			if least < 0 || n < least {
				least = n
			}
		}
		var at [MaxSetCells]uint64 // per clique, its cells that can take v
		var cliques uint64
		for i, k := range keep {
			if k.Has(v) {
				at[c.clique[i]] |= 1 << i
				cliques |= 1 << c.clique[i]
			}
		}
		if least < 1 || bits.OnesCount64(cliques) != least {
			continue
		}
		for ks := cliques; ks != 0; ks &= ks - 1 {
			cells := at[bits.TrailingZeros64(ks)]
			if bits.OnesCount64(cells) == 1 {
				keep[bits.TrailingZeros64(cells)] &= game.Bit(v)
				continue
			}
			for i := range keep {
				if cells&(1<<i) == 0 && c.sees[i]&cells == cells {
					keep[i] &^= game.Bit(v)
				}
			}
			if within != nil {
				within.Within = append(within.Within, game.Within{Value: v, Cells: cells})
			}
		}
	}
}

// inCliques reports whether each value of set (its values' indices, in
// ascending order) has as many cliques (clique, per cell) with a cell
// that can take it, of candidates cands, as the set holds it.
func inCliques(cands []game.ValueSet, set []uint8, clique []uint8) bool {
	for j := 0; j < len(set); {
		v, k := set[j], j
		for k < len(set) && set[k] == v {
			k++
		}
		if k-j > 1 {
			var seen uint64
			for i, c := range cands {
				if c.Has(int(v)) {
					seen |= 1 << clique[i]
				}
			}
			if bits.OnesCount64(seen) < k-j {
				return false
			}
		}
		j = k
	}
	return true
}

// matcher matches cells of candidates read to the places of set, one
// each, by augmenting paths.
type matcher struct {
	read  []game.ValueSet
	set   []uint8
	owner [MaxSetCells]int8 // the cell that takes each place, -1 for none
}

// match reports whether every cell takes a place, owner then saying
// which.
func (m *matcher) match() bool {
	for j := range m.set {
		m.owner[j] = -1
	}
	for cell := range m.read {
		var seen uint64
		if !m.try(cell, &seen) {
			return false
		}
	}
	return true
}

// try finds a place for cell, moving the cells that hold places it can
// take to others, the places in seen tried already.
func (m *matcher) try(cell int, seen *uint64) bool {
	for j, w := range m.set {
		if *seen&(1<<j) != 0 || !m.read[cell].Has(int(w)) {
			continue
		}
		*seen |= 1 << j
		if m.owner[j] < 0 || m.try(int(m.owner[j]), seen) {
			m.owner[j] = int8(cell)
			return true
		}
	}
	return false
}

// Explain says which values leave which cells: no set of values that
// keeps the rule and that its cells can hold puts them there.
func (c *setCage) Explain(r *game.Rules, m *game.Move) string {
	name := c.Name() + ", " + c.rule.Says
	if m.Kind == game.Contradiction {
		return name + ": no values its cells can hold keep it"
	}
	var parts []string
	fields, gone := removed(m.Eliminate)
	for k, f := range fields {
		if i := indexOf(c.fields, f); i >= 0 {
			parts = append(parts, leave(r, gone[k], c.cells[i].String()))
		}
	}
	return name + ": no values its cells can hold that keep it put them there, so " + strings.Join(parts, ", ")
}

// definedKind returns the rule's kind, one a spec defined.
func (c *setCage) definedKind() *Kind { return c.kind }

// Item writes the rule as a spec item of its kind.
func (c *setCage) Item() Item {
	return Item{Key: c.kind.Key, Args: c.itemArgs(c.cells)}
}
