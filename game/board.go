package game

// Empty is the value of a field that holds no value yet.
const Empty = -1

// Board is the state of one game: for every field its placed value (or
// Empty) and its candidate set. A placed field's candidate set is exactly its
// value. Place and Eliminate are the only changes; both keep the rule that a
// value placed in a field is no candidate of its peers.
type Board struct {
	rules *Rules
	cand  []Set
	val   []int8
	free  int
	log   []Change // removals made by the last Place or Eliminate
}

// Change is one field's loss of candidates in a Place or Eliminate.
type Change struct {
	Field   int
	Removed Set
}

// NewBoard returns an empty board for r: every field free, every value a
// candidate everywhere.
func NewBoard(r *Rules) *Board {
	b := &Board{rules: r, cand: make([]Set, r.NumFields()), val: make([]int8, r.NumFields())}
	b.log = make([]Change, 0, r.maxPeers+1)
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
	b.free = len(b.cand)
	b.log = b.log[:0]
}

// Rules returns the rules the board is played by.
func (b *Board) Rules() *Rules { return b.rules }

// Value returns the value placed in field f, or Empty.
func (b *Board) Value(f int) int { return int(b.val[f]) }

// Candidates returns the values field f may still hold. For a placed field
// it is the placed value alone.
func (b *Board) Candidates(f int) Set { return b.cand[f] }

// Free returns the number of fields without a value.
func (b *Board) Free() int { return b.free }

// Solved reports whether every field holds a value. Because Place keeps peers
// consistent, a solved board satisfies every group.
func (b *Board) Solved() bool { return b.free == 0 }

// Place puts value v in field f and removes v from the candidates of f's
// peers. It returns false, a contradiction, when v is not a candidate of f or
// when a peer is left with no candidate; the board is then inconsistent and
// must be restored by the caller (the search does it with CopyFrom).
// Placing the value a field already holds is a no-op that returns true.
func (b *Board) Place(f, v int) bool {
	b.log = b.log[:0]
	bit := Bit(v)
	if b.val[f] != Empty {
		return int(b.val[f]) == v
	}
	c := b.cand[f]
	if c&bit == 0 {
		return false
	}
	if c != bit {
		b.log = append(b.log, Change{f, c &^ bit})
	}
	b.cand[f] = bit
	b.val[f] = int8(v)
	b.free--
	ok := true
	for _, p := range b.rules.peers[f] {
		c := b.cand[p]
		if c&bit != 0 {
			c &^= bit
			b.cand[p] = c
			b.log = append(b.log, Change{p, bit})
			if c == 0 {
				ok = false
			}
		}
	}
	return ok
}

// Eliminate removes value v from the candidates of the free field f. It
// returns false, a contradiction, when f is left with no candidate or when f
// already holds v. Eliminating a value that is no candidate is a no-op.
func (b *Board) Eliminate(f, v int) bool {
	b.log = b.log[:0]
	if b.val[f] != Empty {
		return int(b.val[f]) != v
	}
	if b.cand[f]&Bit(v) != 0 {
		b.cand[f] &^= Bit(v)
		b.log = append(b.log, Change{f, Bit(v)})
	}
	return b.cand[f] != 0
}

// Changes returns the candidate removals made by the last Place or
// Eliminate, so strategies notified of a move can update their own state
// from exactly what changed. The slice is reused by the next change: read it,
// do not keep it.
func (b *Board) Changes() []Change { return b.log }

// CopyFrom makes b a copy of o, which must be played by the same rules. It
// does not allocate.
func (b *Board) CopyFrom(o *Board) {
	copy(b.cand, o.cand)
	copy(b.val, o.val)
	b.free = o.free
	b.log = b.log[:0]
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
