package game

import (
	"math/bits"
	"slices"
	"unsafe"
)

// Empty is the value of a field that holds no value yet.
const Empty = -1

// EmptyGrid returns a grid of n fields that hold no value: the givens of
// a puzzle with none.
func EmptyGrid(n int) []int {
	g := make([]int, n)
	for i := range g {
		g[i] = Empty
	}
	return g
}

// Board is the state of one game and the candidate index every strategy
// reads: for every field its placed value (or Empty) and its candidate set;
// for every value the set of free fields that may still hold it; for every
// group the values placed in it. A placed field's candidate set is exactly
// its value. Place, Eliminate and Apply are the only changes; each keeps the
// whole index consistent at the cost of the change, and keeps the rule that
// a value placed in a field is no candidate of its peers.
type Board struct {
	_      CacheLinePad
	rules  *Rules
	cand   []ValueSet
	val    []int8
	free   int
	where  []uint64   // NumValues() * Words(): value v's free candidate fields at [v*words:]
	placed []ValueSet // per group: the values placed in it
	gfree  []int32    // per group: its fields without a value
	last   Bitset     // of groups: those with exactly one field without a value
	log    []Change   // removals: those of the last change from from on, and while marked all since the first mark
	from   int        // where the last Place, Eliminate or Apply's removals start in log
	filled []int32    // fields placed while marked, since the first mark
	marks  int        // marks not undone yet: while above 0, log and filled keep everything
	few    []int      // free fields the last change left with one candidate or none
	_      CacheLinePad
}

// Mark is a point in a board's changes that Undo goes back to.
type Mark struct{ log, filled int }

// Change is one field's loss of candidates in a Place, Eliminate or Apply.
type Change struct {
	Field   int
	Removed ValueSet
}

// NewBoard returns an empty board for r: every field free, every value a
// candidate everywhere.
func NewBoard(r *Rules) *Board {
	b := &Board{
		rules:  r,
		cand:   Padded[ValueSet](r.NumFields()),
		val:    Padded[int8](r.NumFields()),
		where:  Padded[uint64](r.NumValues() * r.words),
		placed: Padded[ValueSet](len(r.Groups)),
		gfree:  Padded[int32](len(r.Groups)),
		last:   NewGroupSet(r),
	}
	b.log = Padded[Change](r.maxPeers + 1)[:0]
	b.filled = Padded[int32](r.NumFields())[:0]
	b.few = Padded[int](r.maxPeers + 1)[:0]
	b.Clear()
	return b
}

// Clear empties every field.
func (b *Board) Clear() {
	all := b.rules.Values.All()
	for f := range b.cand {
		b.cand[f] = all
		b.val[f] = Empty
	}
	w := b.rules.words
	for v := range b.rules.NumValues() {
		row := b.where[v*w : (v+1)*w]
		for i := range row {
			row[i] = ^uint64(0)
		}
		if n := len(b.cand) % 64; n != 0 {
			row[w-1] = 1<<uint(n) - 1
		}
	}
	clear(b.placed)
	b.last.Clear()
	for g, n := range b.rules.groupLen {
		b.gfree[g] = int32(n)
		if n == 1 {
			b.last.Add(g)
		}
	}
	b.free = len(b.cand)
	b.forget()
}

// forget drops the record of changes and every mark.
func (b *Board) forget() {
	b.log, b.filled, b.few, b.from, b.marks = b.log[:0], b.filled[:0], b.few[:0], 0, 0
}

// begin starts a change: its removals and placements are recorded from
// here, on top of the earlier ones while a mark is set.
func (b *Board) begin() {
	if b.marks == 0 {
		b.log, b.filled = b.log[:0], b.filled[:0]
	}
	b.from = len(b.log)
	b.few = b.few[:0]
}

// Mark returns the point Undo goes back to, and keeps a record of every
// change from here until that Undo: a search marks the board before a
// guess instead of copying it. Marks nest: undo the latest first. The
// record holds at most every candidate of the board once.
func (b *Board) Mark() Mark {
	if b.marks == 0 {
		b.filled = b.filled[:0]
	}
	b.marks++
	return Mark{len(b.log), len(b.filled)}
}

// Undo takes back every change since m, the latest Mark not undone yet:
// the candidates removed come back, the fields placed are free again, and
// the index follows. Changes and Singles are empty after it.
func (b *Board) Undo(m Mark) {
	w := b.rules.words
	for i := len(b.log) - 1; i >= m.log; i-- {
		c := b.log[i]
		b.cand[c.Field] |= c.Removed
		word, mask := c.Field>>6, uint64(1)<<(uint(c.Field)&63)
		for rest := c.Removed; rest != 0; rest &= rest - 1 {
			b.where[bits.TrailingZeros64(uint64(rest))*w+word] |= mask
		}
	}
	for i := len(b.filled) - 1; i >= m.filled; i-- {
		f := int(b.filled[i])
		v := int(b.val[f])
		b.where[v*w+f>>6] |= 1 << (uint(f) & 63)
		b.unfill(f, v)
	}
	b.log, b.filled, b.few = b.log[:m.log], b.filled[:m.filled], b.few[:0]
	b.from = len(b.log)
	b.marks = max(b.marks-1, 0)
}

// unfill takes back fill(f, v).
func (b *Board) unfill(f, v int) {
	bit := Bit(v)
	b.val[f] = Empty
	b.free++
	for _, g := range b.rules.fieldGroups[f] {
		b.placed[g] &^= bit
		b.gfree[g]++
		switch b.gfree[g] {
		case 1:
			b.last.Add(g)
		case 2:
			b.last.Remove(g)
		}
	}
}

// Load empties the board and places the givens, one value index per
// field (Empty for a free field; every other value must be a value of the
// rules). It returns -1, or the first field whose given repeats a value an
// earlier given holds in one of its groups: the board is then not
// consistent. A free field the givens leave with no candidate is not
// reported here; a strategy finds it. Changes and Singles are empty after
// it.
//
// On boards that keep their peers as sets it is much cheaper than a Place
// per given: each given takes its value from all its peers' candidate
// fields with one operation per word, a free field's candidates are what
// its groups' givens leave, and the groups' counts come from their placed
// values at the end.
func (b *Board) Load(givens []int) int {
	r := b.rules
	if r.peerSet == nil {
		b.Clear()
		for f, v := range givens {
			if v != Empty && !b.Place(f, v) && b.val[f] != int8(v) {
				return f
			}
		}
		b.forget()
		return -1
	}
	b.forget()
	for f := len(givens); f < len(b.val); f++ {
		b.val[f] = Empty
	}
	clear(b.placed)
	w := r.words
	var given [maxPeerSetWords]uint64 // the fields of the givens
	for v := range r.NumValues() {
		row := b.where[v*w : (v+1)*w]
		for i := range row {
			row[i] = ^uint64(0)
		}
	}
	for f, v := range givens {
		b.val[f] = int8(v)
		if v == Empty {
			continue
		}
		bit := Bit(v)
		var held ValueSet // the values placed in f's groups so far
		for _, g := range r.fieldGroups[f] {
			held |= b.placed[g]
			b.placed[g] |= bit
		}
		if held&bit != 0 {
			return f
		}
		b.cand[f] = bit
		given[f>>6] |= 1 << (uint(f) & 63)
		where, peers := b.where[v*w:(v+1)*w], r.peerSet[f*w:(f+1)*w]
		for i, p := range peers {
			where[i] &^= p
		}
	}
	// The free fields: not a given, and on the board (the last word's
	// bits past the last field stay clear).
	var free [maxPeerSetWords]uint64
	for i := range w {
		free[i] = ^given[i]
	}
	if n := len(b.cand) % 64; n != 0 {
		free[w-1] &= 1<<uint(n) - 1
	}
	b.free = 0
	for i := range w {
		b.free += bits.OnesCount64(free[i])
	}
	for v := range r.NumValues() {
		row := b.where[v*w : (v+1)*w]
		for i := range row {
			row[i] &= free[i]
		}
	}
	// The givens' candidates are their values, set above; a free field's
	// are what its groups' givens leave.
	all := r.Values.All()
	for i := range w {
		for rest := free[i]; rest != 0; rest &= rest - 1 {
			f := i<<6 + bits.TrailingZeros64(rest)
			c := all
			for _, g := range r.fieldGroups[f] {
				c &^= b.placed[g]
			}
			b.cand[f] = c
		}
	}
	b.last.Clear()
	for g, n := range r.groupLen {
		n -= bits.OnesCount64(uint64(b.placed[g]))
		b.gfree[g] = int32(n)
		if n == 1 {
			b.last.Add(g)
		}
	}
	return -1
}

// fill records value v in field f for the fields and the groups: the
// value, the free count, and each group's placed values, free count and
// membership of the groups with one free field. Place calls it; the
// candidates are its to update.
func (b *Board) fill(f, v int) {
	bit := Bit(v)
	b.val[f] = int8(v)
	if b.marks > 0 {
		b.filled = append(b.filled, int32(f))
	}
	b.free--
	placed, gfree, last := b.placed, b.gfree, b.last
	for _, g := range b.rules.fieldGroups[f] {
		placed[g] |= bit
		n := gfree[g] - 1
		gfree[g] = n
		// A group joins those with one free field at 1 and leaves them at
		// 0, as its count only falls here. Without a branch: near the end
		// of a puzzle most placements bring some group to 1 or 0, at
		// places the processor cannot predict.
		i, m := g>>6, uint64(1)<<(uint(g)&63)
		w := last[i] &^ m
		if n == 1 {
			w |= m
		}
		last[i] = w
	}
}

// Rules returns the rules the board is played by.
func (b *Board) Rules() *Rules { return b.rules }

// Value returns the value placed in field f, or Empty.
func (b *Board) Value(f int) int { return int(b.val[f]) }

// Candidates returns the values field f may still hold. For a placed field
// it is the placed value alone.
func (b *Board) Candidates(f int) ValueSet { return b.cand[f] }

// AllCandidates returns the candidate sets of every field, indexed by
// field, for loops that read many. The slice is the board's own: read it,
// do not modify or keep it.
func (b *Board) AllCandidates() []ValueSet { return b.cand }

// Where returns the free fields that may still hold value v. The set is the
// board's own: read it, do not modify or keep it.
func (b *Board) Where(v int) Bitset {
	w := b.rules.words
	return Bitset(b.where[v*w : (v+1)*w : (v+1)*w])
}

// Placed returns the values placed in group g.
func (b *Board) Placed(g int) ValueSet { return b.placed[g] }

// FreeIn returns the number of fields of group g without a value.
func (b *Board) FreeIn(g int) int { return int(b.gfree[g]) }

// LastFree returns the set of groups with exactly one field without a
// value. The set is the board's own: read it, do not modify or keep it.
func (b *Board) LastFree() Bitset { return b.last }

// PlacesIn returns the number of free fields of group g that may hold v.
func (b *Board) PlacesIn(g, v int) int {
	r := b.rules
	span := r.groupSpan[g]
	where := b.where[v*r.words:]
	set := r.groupSet[g]
	n := 0
	for i := span[0]; i < span[1]; i++ {
		n += bits.OnesCount64(where[i] & set[i])
	}
	return n
}

// OnlyTwo returns, in increasing order, the two free fields of group g
// that may hold value v when they are its only places in g and g is
// complete: a strong link, since one of the two must hold v. ok is false
// otherwise (g is not complete, holds v already, or has fewer or more
// places for it).
func (b *Board) OnlyTwo(g, v int) (f1, f2 int, ok bool) {
	r := b.rules
	if !r.Groups[g].Complete || b.placed[g].Has(v) {
		return -1, -1, false
	}
	span := r.groupSpan[g]
	where := b.where[v*r.words:]
	set := r.groupSet[g]
	n := 0
	for i := span[0]; i < span[1]; i++ {
		for w := where[i] & set[i]; w != 0; w &= w - 1 {
			f := i<<6 + bits.TrailingZeros64(w)
			switch n {
			case 0:
				f1 = f
			case 1:
				f2 = f
			default:
				return -1, -1, false
			}
			n++
		}
	}
	if n != 2 {
		return -1, -1, false
	}
	return f1, f2, true
}

// Free returns the number of fields without a value.
func (b *Board) Free() int { return b.free }

// Solved reports whether every field holds a value. Because Place keeps peers
// consistent, a solved board satisfies every group.
func (b *Board) Solved() bool { return b.free == 0 }

// Place puts value v in field f and removes v from the candidates of f's
// peers. It returns false, a contradiction, when v is not a candidate of f or
// when a peer is left with no candidate; the board is then inconsistent and
// must be restored by the caller (the search does it with CopyFrom or
// Undo).
// Placing the value a field already holds is a no-op that returns true.
func (b *Board) Place(f, v int) bool {
	b.begin()
	return b.place(f, v)
}

func (b *Board) place(f, v int) bool {
	bit := Bit(v)
	if b.val[f] != Empty {
		return int(b.val[f]) == v
	}
	c := b.cand[f]
	if c&bit == 0 {
		return false
	}
	r := b.rules
	w := r.words
	word, mask := f>>6, uint64(1)<<(uint(f)&63)
	for rest := c; rest != 0; rest &= rest - 1 {
		b.where[bits.TrailingZeros64(uint64(rest))*w+word] &^= mask
	}
	if c != bit {
		b.log = append(b.log, Change{f, c &^ bit})
	}
	b.cand[f] = bit
	b.fill(f, v)
	where := b.where[v*w : (v+1)*w]
	if r.peerSet == nil {
		return b.clearPeers(f, bit, where)
	}
	// The peers that may hold v are where[v] & peers(f): visit only those.
	// The slices live in locals while the loop appends to them.
	peers := r.peerSet[f*w : (f+1)*w]
	cand, log, few := b.cand, b.log, b.few
	if cap(few)-len(few) < r.maxPeers {
		few = slices.Grow(few, r.maxPeers)
	}
	// Every peer is written to few, and kept, by moving its end, only when
	// it has one candidate left or none: near the end of a puzzle that is
	// often, at places the processor cannot predict.
	n, all := len(few), few[:cap(few)]
	ok := true
	for i, pw := range peers {
		hit := where[i] & pw
		where[i] &^= hit
		for ; hit != 0; hit &= hit - 1 {
			p := i<<6 + bits.TrailingZeros64(hit)
			c := cand[p] &^ bit
			cand[p] = c
			log = append(log, Change{p, bit})
			all[n] = p
			if c&(c-1) == 0 {
				n++
			}
			if c == 0 {
				ok = false
			}
		}
	}
	b.log, b.few = log, all[:n]
	return ok
}

// clearPeers removes v (bit) from the peers of f by walking f's peer list,
// for boards too large to keep every field's peers as a set.
func (b *Board) clearPeers(f int, bit ValueSet, where []uint64) bool {
	ok := true
	for _, p := range b.rules.peers[f] {
		c := b.cand[p]
		if c&bit != 0 {
			c &^= bit
			b.cand[p] = c
			where[p>>6] &^= 1 << (uint(p) & 63)
			b.log = append(b.log, Change{p, bit})
			if c&(c-1) == 0 {
				b.few = append(b.few, p)
				ok = ok && c != 0
			}
		}
	}
	return ok
}

// Eliminate removes value v from the candidates of the free field f. It
// returns false, a contradiction, when f is left with no candidate or when f
// already holds v. Eliminating a value that is no candidate is a no-op.
func (b *Board) Eliminate(f, v int) bool {
	b.begin()
	return b.eliminate(f, v)
}

func (b *Board) eliminate(f, v int) bool {
	if b.val[f] != Empty {
		return int(b.val[f]) != v
	}
	if b.cand[f]&Bit(v) != 0 {
		b.cand[f] &^= Bit(v)
		b.where[v*b.rules.words+f>>6] &^= 1 << (uint(f) & 63)
		b.log = append(b.log, Change{f, Bit(v)})
		if c := b.cand[f]; c&(c-1) == 0 {
			b.few = append(b.few, f)
		}
	}
	return b.cand[f] != 0
}

// Apply makes the placements, then the eliminations, of a move, as one
// change: Changes then lists every candidate the whole move removed. It
// returns false, a contradiction, at the first placement or elimination
// that fails; the board must then be restored by the caller.
func (b *Board) Apply(m *Move) bool {
	b.begin()
	for _, c := range m.Place {
		if !b.place(c.Field, c.Value) {
			return false
		}
	}
	for _, c := range m.Eliminate {
		if !b.eliminate(c.Field, c.Value) {
			return false
		}
	}
	return true
}

// Changes returns the candidate removals made by the last Place, Eliminate
// or Apply, so strategies notified of a move can update their own state
// from exactly what changed. A field may appear more than once. The slice
// is reused by the next change: read it, do not keep it.
func (b *Board) Changes() []Change { return b.log[b.from:] }

// Singles returns the free fields that the last Place, Eliminate or Apply
// left with one candidate or none (a field may appear twice, and a later
// placement of the same change may have filled it). The slice is reused by
// the next change: read it, do not keep it.
func (b *Board) Singles() []int { return b.few }

// CopyFrom makes b a copy of o, index included, which must be played by
// the same rules. It does not allocate. It drops b's marks.
func (b *Board) CopyFrom(o *Board) {
	copy(b.cand, o.cand)
	copy(b.val, o.val)
	copy(b.where, o.where)
	copy(b.placed, o.placed)
	copy(b.gfree, o.gfree)
	copy(b.last, o.last)
	b.free = o.free
	b.forget()
}

// Clone returns a copy of b.
func (b *Board) Clone() *Board {
	c := NewBoard(b.rules)
	c.CopyFrom(b)
	return c
}

// Grid returns the placed values of every field, Empty where free.
func (b *Board) Grid() []int {
	g := make([]int, len(b.val))
	for f, v := range b.val {
		g[f] = int(v)
	}
	return g
}

// Show sets field f to hold cands, a placed value when placed (cands is
// then that value alone), for a search that keeps its own state and asks
// a Propagator with a board that shows the fields it reads (package
// search): it keeps what Value, Candidates, AllCandidates and Where
// answer, and no other count of the board (Free, PlacesIn, Placed, the
// record of changes), so a board once shown to is read through those four
// alone until Clear.
func (b *Board) Show(f int, cands ValueSet, placed bool) {
	was := b.cand[f]
	if b.val[f] != Empty {
		was = 0
	}
	now := cands
	b.cand[f], b.val[f] = cands, Empty
	if placed {
		b.val[f], now = int8(cands.Lowest()), 0
	}
	w := b.rules.words
	for x := was ^ now; x != 0; x &= x - 1 {
		b.where[x.Lowest()*w+f>>6] ^= 1 << (f & 63)
	}
}

// BoardBytes returns about the memory one Board of r holds, in bytes:
// what a search that copies the board at every guess keeps per depth.
func (r *Rules) BoardBytes() int64 {
	n, v, g := int64(len(r.pos)), int64(r.NumValues()), int64(len(r.Groups))
	const header = 512 // the Board itself and its slices' padding
	return header + n*(8+1+4) + v*int64(r.words)*8 + g*(8+4) + int64(r.groupWords)*8 + int64(r.maxPeers+1)*(16+8)
}

// TrailBytes returns the most memory a Board of r keeps of its changes
// while it is marked (Mark), in bytes: every candidate of every field
// taken out once, and every field placed.
func (r *Rules) TrailBytes() int64 {
	n := int64(len(r.pos))
	return n*int64(r.NumValues())*int64(unsafe.Sizeof(Change{})) + n*4
}
