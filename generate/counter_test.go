package generate

import (
	"maps"
	"math"
	"math/bits"
	"slices"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// countRules counts the solutions of givens under rules r, constraints
// and all, up to limit, by a search written here that shares no code with
// the engine's: it asks each rule only its Check and reads killer cages
// from their spec items. It keeps a set of candidates per field and
// narrows them after every placement by
//   - the field's peers (its groups);
//   - forward checking: a candidate of a field in a rule with the placed
//     field goes when placing it would break the rule (Check), for rules
//     of up to forwardCells cells (a negative dot rule over the board is
//     checked as values are placed instead);
//   - naked and hidden singles in complete groups;
//   - killer cages: the combinations of distinct values that make the
//     sum and hold the values placed, each value left needing a cell
//     that can take it, each empty cell taking a value of one of them.
//
// It branches on a field with the fewest candidates.
func countRules(r *game.Rules, givens []int, limit int) int {
	c := newCounter(r, limit)
	s := c.start(givens)
	if s == nil {
		return 0
	}
	c.search(s)
	return c.solutions
}

// forwardCells is the largest rule forward checking asks.
const forwardCells = 16

// A counterCage is a killer cage, or a sum the rule of 45 finds: its
// fields add up to sum, with distinct values when distinct.
type counterCage struct {
	fields   []int
	sum      int
	distinct bool
}

type counter struct {
	r         *game.Rules
	nv        int
	num       []int // the number of each value
	cages     []counterCage
	ruleOf    [][]int // constraints holding each field
	complete  [][]int // complete groups
	limit     int
	solutions int

	// scratch of narrowCage: the marks of the states of each level,
	// states per level, the states reached per level
	cells  []int
	mark   []uint32
	states int
	stamp  uint32
	lists  [][]uint64
}

// counterState is one node of the search: a value per field (or Empty)
// and a set of candidates per field.
type counterState struct {
	grid  []int
	cands []uint64
}

func (s *counterState) clone() *counterState {
	return &counterState{slices.Clone(s.grid), slices.Clone(s.cands)}
}

func newCounter(r *game.Rules, limit int) *counter {
	c := &counter{r: r, nv: r.NumValues(), limit: limit}
	if c.nv > 16 {
		panic("countRules: more than 16 values")
	}
	total := 0
	for v := range c.nv {
		n := r.Values.Number(v)
		if n < 0 {
			panic("countRules: a value below 0")
		}
		c.num = append(c.num, n)
		total += n
	}
	c.ruleOf = make([][]int, r.NumFields())
	for i := range r.Constraints {
		for _, f := range r.ConstraintFields(i) {
			c.ruleOf[f] = append(c.ruleOf[f], i)
		}
	}
	for _, g := range r.Groups {
		if g.Complete {
			c.complete = append(c.complete, g.Fields)
		}
	}
	items, err := constraint.Items(r.Constraints)
	if err != nil {
		panic(err)
	}
	for _, it := range items {
		if it.Key != "killer" || it.Arg("sum") == nil {
			continue
		}
		var fs []int
		for _, p := range it.Arg("cells").([]game.Pos) {
			fs = append(fs, r.FieldAt(p))
		}
		c.cages = append(c.cages, counterCage{fs, it.Arg("sum").(int), true})
	}
	c.cages = append(c.cages, c.rule45(total)...)
	longest := 0
	for _, k := range c.cages {
		longest = max(longest, len(k.fields))
	}
	c.states = max(1<<c.nv, total+1)
	c.mark = make([]uint32, (longest+1)*c.states)
	c.lists = make([][]uint64, longest+1)
	return c
}

// rule45 returns the sums the rule of 45 gives on each complete group,
// whose values add up to total: the group's cells outside the cages
// inside it add up to total less those cages (innies); the cells outside
// the group of the cages that cover it add up to those cages less total
// (outies), all different when a group holds them all. Cages that
// overlap say nothing of the sum of their union.
func (c *counter) rule45(total int) []counterCage {
	var out []counterCage
	for _, g := range c.complete {
		in := map[int]bool{}
		for _, f := range g {
			in[f] = true
		}
		innies, inSum := map[int]bool{}, total
		for _, f := range g {
			innies[f] = true
		}
		var outies []int
		outSum, covered, overlap := -total, map[int]bool{}, false
		for _, k := range c.cages {
			inside, touches := true, false
			for _, f := range k.fields {
				inside = inside && in[f]
				touches = touches || in[f]
			}
			if inside {
				inSum -= k.sum
				for _, f := range k.fields {
					delete(innies, f)
				}
			}
			if touches {
				outSum += k.sum
				for _, f := range k.fields {
					overlap = overlap || covered[f]
					covered[f] = true
					if !in[f] {
						outies = append(outies, f)
					}
				}
			}
		}
		if overlap { // the cages' sums say nothing of their union
			continue
		}
		if len(innies) > 0 && len(innies) < len(g) {
			fs := slices.Sorted(maps.Keys(innies))
			out = append(out, counterCage{fs, inSum, true})
		}
		all := true
		for _, f := range g {
			all = all && covered[f]
		}
		if all && len(outies) > 0 && len(outies) < len(g) {
			out = append(out, counterCage{outies, outSum, c.oneGroup(outies)})
		}
	}
	return out
}

// oneGroup reports whether a group holds every field of fs.
func (c *counter) oneGroup(fs []int) bool {
	for _, g := range c.r.Groups {
		if !slices.ContainsFunc(fs, func(f int) bool { return !slices.Contains(g.Fields, f) }) {
			return true
		}
	}
	return false
}

// start returns the state with the givens placed and propagated, or nil
// when they break a rule.
func (c *counter) start(givens []int) *counterState {
	all := uint64(1)<<c.nv - 1
	s := &counterState{grid: game.EmptyGrid(len(givens)), cands: make([]uint64, len(givens))}
	for f := range s.cands {
		s.cands[f] = all
	}
	for f, v := range givens {
		if v != game.Empty && (s.cands[f]&(1<<v) == 0 || !c.place(s, f, v)) {
			return nil
		}
	}
	if !c.propagate(s) {
		return nil
	}
	return s
}

// place puts value v on field f and narrows the candidates it touches;
// false when that breaks a rule or leaves a field none.
func (c *counter) place(s *counterState, f, v int) bool {
	s.grid[f], s.cands[f] = v, 1<<v
	for _, p := range c.r.Peers(f) {
		if s.grid[p] == v {
			return false
		}
		if s.cands[p] &^= 1 << v; s.cands[p] == 0 {
			return false
		}
	}
	g := game.GridOf(s.grid)
	for _, i := range c.ruleOf[f] {
		rule := c.r.Constraints[i]
		if rule.Check(g) != nil {
			return false
		}
		fields := c.r.ConstraintFields(i)
		if len(fields) > forwardCells {
			continue
		}
		for _, h := range fields {
			if s.grid[h] != game.Empty {
				continue
			}
			for m := s.cands[h]; m != 0; m &= m - 1 {
				x := bits.TrailingZeros64(m)
				s.grid[h] = x
				if rule.Check(g) != nil {
					s.cands[h] &^= 1 << x
				}
			}
			s.grid[h] = game.Empty
			if s.cands[h] == 0 {
				return false
			}
		}
	}
	return true
}

// propagate places singles and narrows cages until nothing changes;
// false on a contradiction.
func (c *counter) propagate(s *counterState) bool {
	for changed := true; changed; {
		changed = false
		for f, v := range s.grid {
			if v != game.Empty {
				continue
			}
			if bits.OnesCount64(s.cands[f]) == 1 {
				if !c.place(s, f, bits.TrailingZeros64(s.cands[f])) {
					return false
				}
				changed = true
			}
		}
		for _, fs := range c.complete {
			for v := range c.nv {
				at, n := -1, 0
				for _, f := range fs {
					if s.cands[f]&(1<<v) != 0 {
						at, n = f, n+1
					}
				}
				if n == 0 {
					return false
				}
				if n == 1 && s.grid[at] == game.Empty {
					if !c.place(s, at, v) {
						return false
					}
					changed = true
				}
			}
		}
		for i := range c.cages {
			ok, narrowed := c.narrowCage(s, &c.cages[i])
			if !ok {
				return false
			}
			changed = changed || narrowed
		}
	}
	return true
}

// narrowCage keeps on the cage's empty cells the values they take in
// some filling of them, with values none placed in the cage and all
// different when the cage says so, that makes its sum: the sets of values
// (or the sums) the first i empty cells can reach (forward), then those
// that can still reach the sum (backward), which a cell's value must
// lead from and to.
func (c *counter) narrowCage(s *counterState, k *counterCage) (ok, narrowed bool) {
	var placed uint64
	need := k.sum
	cells := c.cells[:0]
	for _, f := range k.fields {
		if s.grid[f] != game.Empty {
			placed |= 1 << s.grid[f]
			need -= c.num[s.grid[f]]
		} else {
			cells = append(cells, f)
		}
	}
	if len(cells) == 0 {
		return need == 0, false
	}
	if need < 0 {
		return false, false
	}
	// A state is the set of values used (distinct) or the sum so far.
	step := func(st uint64, x int) (uint64, bool) {
		if k.distinct {
			return st | 1<<x, st&(1<<x) == 0
		}
		t := st + uint64(c.num[x])
		return t, t <= uint64(need)
	}
	start := uint64(0)
	if k.distinct {
		start = placed
	}
	if c.stamp > math.MaxUint32-2 {
		clear(c.mark)
		c.stamp = 0
	}
	c.stamp++
	at := func(i int, st uint64) *uint32 { return &c.mark[i*c.states+int(st)] }
	// forward: the states reached take the stamp.
	lists := c.lists
	lists[0] = append(lists[0][:0], start)
	*at(0, start) = c.stamp
	for i, f := range cells {
		lists[i+1] = lists[i+1][:0]
		for _, st := range lists[i] {
			for o := s.cands[f]; o != 0; o &= o - 1 {
				x := bits.TrailingZeros64(o)
				t, fine := step(st, x)
				if fine && *at(i+1, t) != c.stamp {
					*at(i+1, t) = c.stamp
					lists[i+1] = append(lists[i+1], t)
				}
			}
		}
	}
	// backward: the states that reach the sum take the next stamp.
	c.stamp++
	good := c.stamp
	n := len(cells)
	for _, st := range lists[n] {
		if k.distinct && c.sumOf(st&^placed) == need || !k.distinct && int(st) == need {
			*at(n, st) = good
		}
	}
	for i := n - 1; i >= 0; i-- {
		f, keep := cells[i], uint64(0)
		for _, st := range lists[i] {
			for o := s.cands[f]; o != 0; o &= o - 1 {
				x := bits.TrailingZeros64(o)
				if t, fine := step(st, x); fine && *at(i+1, t) == good {
					*at(i, st) = good
					keep |= o & -o
				}
			}
		}
		if keep == 0 {
			return false, false
		}
		if s.cands[f] != keep {
			s.cands[f], narrowed = keep, true
		}
	}
	return true, narrowed
}

// sumOf returns the sum of the numbers of the values in m.
func (c *counter) sumOf(m uint64) int {
	sum := 0
	for ; m != 0; m &= m - 1 {
		sum += c.num[bits.TrailingZeros64(m)]
	}
	return sum
}

// search counts the solutions below s; true once limit is reached.
func (c *counter) search(s *counterState) bool {
	best, fewest := -1, c.nv+1
	for f, v := range s.grid {
		if v == game.Empty {
			if n := bits.OnesCount64(s.cands[f]); n < fewest {
				best, fewest = f, n
			}
		}
	}
	if best < 0 {
		if c.r.CheckConstraints(game.GridOf(s.grid)) == nil {
			c.solutions++
		}
		return c.solutions >= c.limit
	}
	for m := s.cands[best]; m != 0; m &= m - 1 {
		t := s.clone()
		if c.place(t, best, bits.TrailingZeros64(m)) && c.propagate(t) && c.search(t) {
			return true
		}
	}
	return false
}
