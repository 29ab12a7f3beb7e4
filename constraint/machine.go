package constraint

import (
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// A Machine is the rule of a line read as a walk through states, one
// value at a time from its first cell: the building block of the line
// kinds a spec defines with start, next and accept (package kinddef).
// States are whole numbers; a walk that reaches no state fails.
type Machine struct {
	// Start returns the state before the first cell, given the rule's
	// arguments (see DefinedArg), as the other two are.
	Start func(args []int) (int, error)
	// Next returns the state after a cell holding number v in state s;
	// ok is false when the walk fails there.
	Next func(s, v int, args []int) (t int, ok bool, err error)
	// Accept reports whether a walk that ends in state s keeps the rule.
	Accept func(s int, args []int) (bool, error)
	// Says writes the rule for people: "next: s + v ..., accept: s == 0".
	Says string
	// List lets its cells be anywhere on the board, in the order given:
	// a list, not a line whose cells touch one after the other.
	List bool
	// Apart walks a line whose cells differ (each two share a group)
	// with the values used so far, so that no walk takes a value twice,
	// where its states times the sets of values stay within maxApart.
	Apart bool

	mu     sync.Mutex
	tables map[string]*machineTable // by the values' numbers, the line's length and the arguments
}

// MaxStates is the most states a machine may reach over a board's
// values: its table has a row per state.
const MaxStates = 4096

// machineTable is a machine over the values of a board and a line's
// length: the states it reaches from its start in as many steps (0 is
// the start), the state after each value in each (-1 where the walk
// fails, or goes past the line's end), and which accept.
type machineTable struct {
	trans  [][]int32
	accept []bool
	// For a machine of at most 64 states, the same as words: flat, the
	// state after value v in state s at s*len(nums)+v (-1 for none), and
	// the states it accepts as bits.
	flat    []int8
	accepts uint64
}

// table returns the machine's table over values of numbers nums for a
// line of n cells and arguments args, made once for each: a machine may
// count without end (s + v), and a line's walk takes only n steps.
func (m *Machine) table(nums []int, n int, args []int) (*machineTable, error) {
	key := fmt.Sprint(nums, n, args)
	m.mu.Lock()
	defer m.mu.Unlock()
	if t, ok := m.tables[key]; ok {
		return t, nil
	}
	start, err := m.Start(args)
	if err != nil {
		return nil, fmt.Errorf("the start state cannot be told: %v", err)
	}
	index := map[int]int32{start: 0}
	states, depth := []int{start}, []int{0}
	t := &machineTable{}
	for i := 0; i < len(states); i++ {
		s := states[i]
		row := make([]int32, len(nums))
		for u, v := range nums {
			if depth[i] == n {
				row[u] = -1 // the line has ended
				continue
			}
			next, ok, err := m.Next(s, v, args)
			if err != nil {
				return nil, fmt.Errorf("the state after %d in state %d cannot be told: %v", v, s, err)
			}
			if !ok {
				row[u] = -1
				continue
			}
			j, seen := index[next]
			if !seen {
				if len(states) == MaxStates {
					return nil, fmt.Errorf("the rule reaches more than %d states over the values %d to %d along a line of %d cells: a rule may have at most %d", MaxStates, slices.Min(nums), slices.Max(nums), n, MaxStates)
				}
				j = int32(len(states))
				index[next] = j
				states, depth = append(states, next), append(depth, depth[i]+1)
			}
			row[u] = j
		}
		t.trans = append(t.trans, row)
	}
	t.accept = make([]bool, len(states))
	any := false
	for i, s := range states {
		ok, err := m.Accept(s, args)
		if err != nil {
			return nil, fmt.Errorf("whether state %d is accepted cannot be told: %v", s, err)
		}
		t.accept[i] = ok
		any = any || ok
	}
	if !any {
		return nil, fmt.Errorf("no walk over the values reaches a state it accepts: %s", m.Says)
	}
	if len(states) <= 64 {
		t.flat = make([]int8, len(states)*len(nums))
		for i, row := range t.trans {
			for u, j := range row {
				t.flat[i*len(nums)+u] = int8(j)
			}
			if t.accept[i] {
				t.accepts |= 1 << i
			}
		}
	}
	if m.tables == nil {
		m.tables = map[string]*machineTable{}
	}
	m.tables[key] = t
	return t, nil
}

// MachineAbilities are the abilities of the rules of a machine line kind
// (see game.RuleKind.Abilities).
const MachineAbilities = game.CanPropagate | game.CanLocal | game.CanNarrow | game.CanExplain

// NewMachineKind returns the kind of lines of machine m written key:
// {cells: [...]} and the arguments args, with rule kind rk (whose
// Abilities must be MachineAbilities) and drawing draw. A spec's kinds:
// section defines such kinds.
func NewMachineKind(key string, rk *game.RuleKind, m *Machine, args []DefinedArg, draw Drawing) *Kind {
	k := definedKind(key, rk, args, draw)
	k.Read = func(a Args) []game.Constraint {
		var cells []game.Pos
		var ok bool
		if m.List {
			cells, ok = readChecked(a, listProblem)
		} else {
			cells, ok = readLine(a, 1, "a cell")
		}
		values, good := readArgs(a, args)
		if !ok || !good {
			return nil
		}
		loop := false
		if n := len(cells); n > 2 && !m.List && cells[n-1] == cells[0] {
			cells, loop = cells[:n-1], true
		}
		return one(&machineLine{line: line{cells: cells}, kind: k, m: m, loop: loop, definedArgs: definedArgs{args, values}})
	}
	return k
}

// machineLine is a line of a machine a spec defined. A loop, written
// with its first cell again at its end (and kept without it), has no
// first cell: it keeps the rule when read from some cell of it round to
// the one before, as ISS reads a sum line's loop.
type machineLine struct {
	line
	definedArgs
	kind   *Kind
	m      *Machine
	loop   bool
	t      *machineTable
	values *game.Values
	words  int // of a set of states
	// apart says the line's cells differ (each two share a group) and
	// the walks keep them apart: a state of a walk is then its
	// machine's state and the values used so far, state<<nv | used.
	apart bool
	nv    int
}

// maxApart bounds the states of walks that keep a line's values apart:
// its machine's states times the sets of values used so far. A machine
// with more walks its line as though its values could repeat.
const maxApart = 1 << 14

func (c *machineLine) Kind() *game.RuleKind { return c.kind.Rule }

func (c *machineLine) Name() string {
	path := c.path()
	if c.loop {
		path = (&line{cells: c.written()}).path() + " (a loop)"
	}
	return c.kind.Key + " " + path + c.argsText()
}

// written returns the cells as an item writes them: a loop's first cell
// again at its end.
func (c *machineLine) written() []game.Pos {
	if !c.loop {
		return c.cells
	}
	return append(slices.Clone(c.cells), c.cells[0])
}

func (c *machineLine) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if c.m.List {
		if msg := listProblem(c.cells); msg != "" {
			return nil, errors.New(msg)
		}
	} else if err := bindLine(c.cells, 1, "a cell"); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	t, err := c.m.table(nums, len(fields), c.args)
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.values, b.t, b.words = fields, r.Values, t, (len(t.trans)+63)/64
	// A line of a machine that keeps values apart, whose cells differ,
	// walks with the values used so far, so that a walk does not count on
	// a value twice: a hidden skyscraper along a row cannot start with
	// its clue and hide it again later.
	b.nv = len(nums)
	if c.m.Apart && b.nv <= 16 && len(t.trans)<<b.nv <= maxApart && cellsDiffer(r, fields) {
		b.apart = true
		b.words = (len(t.trans)<<b.nv + 63) / 64
	}
	return &b, nil
}

// walk runs the machine over values, one per cell (none Empty), and
// reports whether it ends in a state it accepts: from some cell round,
// for a loop.
func (c *machineLine) walk(values []int) bool {
	for from := range c.starts() {
		s := int32(0)
		for k := range values {
			if s = c.t.trans[s][values[(from+k)%len(values)]]; s < 0 {
				break
			}
		}
		if s >= 0 && c.t.accept[s] {
			return true
		}
	}
	return false
}

// starts returns how many cells a walk may start at: each of a loop's,
// a line's first.
func (c *machineLine) starts() int {
	if c.loop {
		return len(c.cells)
	}
	return 1
}

func (c *machineLine) Check(g game.Grid) error {
	values := make([]int, len(c.fields))
	for i, f := range c.fields {
		if values[i] = g.Value(f); values[i] == game.Empty {
			return nil // a walk is told only whole
		}
	}
	if c.walk(values) {
		return nil
	}
	names := make([]string, len(values))
	for i, v := range values {
		names[i] = c.values.Name(v)
	}
	return fmt.Errorf("the values along the line, %s, break %s", strings.Join(names, " "), c.m.Says)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *machineLine) Local() {}

// Propagate keeps in each cell the values some whole walk that keeps the
// rule puts there: the states each cell can be reached in from the
// start, forward, then those from which an accepted end can be reached,
// backward. Its evidence Sets are the candidates it read, in order.
func (c *machineLine) Propagate(b *game.Board, found *game.Found) bool {
	read := candidates(b, found, c.fields)
	kept := found.ScratchSets(len(c.fields))
	return c.walks(read, kept, found) && keepRead(b, found, c.fields, read, kept)
}

// Narrow is Propagate over the candidates alone, for the search kernel
// (game.Narrower); a machine requires no value.
func (c *machineLine) Narrow(cands []game.ValueSet, _ game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	kept := scratch.ScratchSets(len(cands))
	if !c.walks(cands, kept, scratch) {
		return 0, false
	}
	if !narrowTo(cands, kept) {
		return 0, false
	}
	return 0, true
}

// walks sets kept to the values of the cells, of candidates read, that
// some whole walk that keeps the rule puts there, from each cell a loop
// may start at, in room lent by found; it reports whether any walk keeps
// the rule.
func (c *machineLine) walks(read, kept []game.ValueSet, found *game.Found) bool {
	n, w := len(read), c.words
	fwd := game.Bitset(found.ScratchWords((n + 1) * w))
	back := game.Bitset(found.ScratchWords((n + 1) * w))
	any := false
	for from := range c.starts() {
		if from > 0 {
			if slices.Equal(read, kept) {
				break // every value is kept already
			}
			clear(fwd)
			clear(back)
		}
		any = c.pass(read, from, fwd, back, kept) || any
	}
	return any
}

// pass adds to keep the values of the cells, of candidates read, that
// some whole walk that keeps the rule puts there, the walk starting at
// cell from (and going round, for a loop): the states each cell can be
// reached in from the start, forward, then those from which an accepted
// end can be reached, backward, in fwd and back (cleared, n+1 sets of
// states). It reports whether any walk keeps the rule.
func (c *machineLine) pass(read []game.ValueSet, from int, fwd, back game.Bitset, keep []game.ValueSet) bool {
	if c.apart {
		return c.passApart(read, from, fwd, back, keep)
	}
	if c.t.flat != nil {
		return c.pass64(read, from, fwd, back, keep)
	}
	n, w := len(read), c.words
	at := func(s game.Bitset, k int) game.Bitset { return s[k*w : (k+1)*w] }
	cell := func(k int) int { return (from + k) % n }
	at(fwd, 0).Add(0)
	for k := range n {
		cands, to := read[cell(k)], at(fwd, k+1)
		for s := range states(at(fwd, k)) {
			for vs := cands; vs != 0; vs &= vs - 1 {
				if t := c.t.trans[s][vs.Lowest()]; t >= 0 {
					to.Add(int(t))
				}
			}
		}
	}
	end, any := at(back, n), false
	for s := range states(at(fwd, n)) {
		if c.t.accept[s] {
			end.Add(s)
			any = true
		}
	}
	if !any {
		return false
	}
	for k := n - 1; k >= 0; k-- {
		i, to := cell(k), at(back, k+1)
		for s := range states(at(fwd, k)) {
			for vs := read[i]; vs != 0; vs &= vs - 1 {
				v := vs.Lowest()
				if t := c.t.trans[s][v]; t >= 0 && to.Has(int(t)) {
					keep[i] |= game.Bit(v)
					at(back, k).Add(s)
				}
			}
		}
	}
	return true
}

// pass64 is pass for a machine of at most 64 states, whose sets of
// states are single words: the same walks over its flat table, without
// the general sets' loops (on ISS's single sum line, a third of the
// time).
func (c *machineLine) pass64(read []game.ValueSet, from int, fwd, back game.Bitset, keep []game.ValueSet) bool {
	n, nv, flat := len(read), len(c.t.trans[0]), c.t.flat
	cell := func(k int) int {
		if k += from; k >= n {
			k -= n
		}
		return k
	}
	fwd[0] = 1
	for k := range n {
		cands, to := read[cell(k)], uint64(0)
		for ss := fwd[k]; ss != 0; ss &= ss - 1 {
			row := flat[bits.TrailingZeros64(ss)*nv:]
			for vs := cands; vs != 0; vs &= vs - 1 {
				if t := row[vs.Lowest()]; t >= 0 {
					to |= 1 << uint(t)
				}
			}
		}
		fwd[k+1] = to
	}
	back[n] = fwd[n] & c.t.accepts
	if back[n] == 0 {
		return false
	}
	for k := n - 1; k >= 0; k-- {
		i, to, from := cell(k), back[k+1], uint64(0)
		for ss := fwd[k]; ss != 0; ss &= ss - 1 {
			s := bits.TrailingZeros64(ss)
			row := flat[s*nv:]
			for vs := read[i]; vs != 0; vs &= vs - 1 {
				v := vs.Lowest()
				if t := row[v]; t >= 0 && to&(1<<uint(t)) != 0 {
					keep[i] |= game.Bit(v)
					from |= 1 << uint(s)
				}
			}
		}
		back[k] = from
	}
	return true
}

// passApart is pass for a line whose cells differ: each state of a walk
// is its machine's state and the values it has used, s<<nv | used, and
// a walk takes no value twice. It is pass again rather than pass made
// general: one pass with a step for both took 1.4 to 2.7 times as long
// on ISS's library sets.
func (c *machineLine) passApart(read []game.ValueSet, from int, fwd, back game.Bitset, keep []game.ValueSet) bool {
	n, w, nv := len(read), c.words, uint(c.nv)
	at := func(s game.Bitset, k int) game.Bitset { return s[k*w : (k+1)*w] }
	cell := func(k int) int { return (from + k) % n }
	mask := 1<<nv - 1
	at(fwd, 0).Add(0)
	for k := range n {
		cands, to := read[cell(k)], at(fwd, k+1)
		for x := range states(at(fwd, k)) {
			s, used := x>>nv, game.ValueSet(x&mask)
			for vs := cands &^ used; vs != 0; vs &= vs - 1 {
				v := vs.Lowest()
				if t := c.t.trans[s][v]; t >= 0 {
					to.Add(int(t)<<nv | int(used|game.Bit(v)))
				}
			}
		}
	}
	end, any := at(back, n), false
	for x := range states(at(fwd, n)) {
		if c.t.accept[x>>nv] {
			end.Add(x)
			any = true
		}
	}
	if !any {
		return false
	}
	for k := n - 1; k >= 0; k-- {
		i, to := cell(k), at(back, k+1)
		for x := range states(at(fwd, k)) {
			s, used := x>>nv, game.ValueSet(x&mask)
			for vs := read[i] &^ used; vs != 0; vs &= vs - 1 {
				v := vs.Lowest()
				if t := c.t.trans[s][v]; t >= 0 && to.Has(int(t)<<nv|int(used|game.Bit(v))) {
					keep[i] |= game.Bit(v)
					at(back, k).Add(x)
				}
			}
		}
	}
	return true
}

// Explain says which values leave which cells: no walk along the line
// that keeps the rule puts them there.
func (c *machineLine) Explain(r *game.Rules, m *game.Move) string {
	name := c.Name() + " (" + c.m.Says + ")"
	if m.Kind == game.Contradiction {
		return name + ": no values its cells can hold make a walk that keeps it"
	}
	var parts []string
	c.eachRemoved(m, func(i int, gone game.ValueSet) {
		parts = append(parts, leave(r, gone, c.cells[i].String()))
	})
	return name + ": no walk along the line that keeps it puts them there, so " + strings.Join(parts, ", ")
}

// states yields the members of a set of states, in order.
func states(s game.Bitset) iter.Seq[int] {
	return func(yield func(int) bool) {
		for wi, word := range s {
			for ; word != 0; word &= word - 1 {
				if !yield(wi<<6 | bits.TrailingZeros64(word)) {
					return
				}
			}
		}
	}
}

// definedKind returns the rule's kind, one a spec defined.
func (c *machineLine) definedKind() *Kind { return c.kind }

// Item writes the rule as a spec item of its kind.
func (c *machineLine) Item() Item {
	return Item{Key: c.kind.Key, Args: c.itemArgs(c.written())}
}
