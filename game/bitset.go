package game

import "math/bits"

// A Bitset is a set of small numbers, fields or groups: bit i%64 of word
// i/64 is set when i is in the set. Sets of fields of one board all have
// Rules.Words() words, sets of its groups Rules.GroupWords().
type Bitset []uint64

// NewFieldSet returns an empty set for the fields of r, alone on its cache
// lines.
func NewFieldSet(r *Rules) Bitset { return Padded[uint64](r.words) }

// NewGroupSet returns an empty set for the groups of r, alone on its cache
// lines.
func NewGroupSet(r *Rules) Bitset { return Padded[uint64](r.groupWords) }

// Has reports whether f is in s.
func (s Bitset) Has(f int) bool { return s[f>>6]&(1<<(uint(f)&63)) != 0 }

// Add puts f in s.
func (s Bitset) Add(f int) { s[f>>6] |= 1 << (uint(f) & 63) }

// Remove takes f out of s.
func (s Bitset) Remove(f int) { s[f>>6] &^= 1 << (uint(f) & 63) }

// Len returns the number of members of s.
func (s Bitset) Len() int {
	n := 0
	for _, w := range s {
		n += bits.OnesCount64(w)
	}
	return n
}

// Empty reports whether s holds nothing.
func (s Bitset) Empty() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// Clear empties s.
func (s Bitset) Clear() { clear(s) }

// Copy makes s a copy of o, which has as many words.
func (s Bitset) Copy(o Bitset) { copy(s, o) }

// And makes s the intersection of a and b.
func (s Bitset) And(a, b Bitset) {
	for i := range s {
		s[i] = a[i] & b[i]
	}
}

// Or adds the members of o to s.
func (s Bitset) Or(o Bitset) {
	for i := range s {
		s[i] |= o[i]
	}
}

// AndNot takes the members of o out of s.
func (s Bitset) AndNot(o Bitset) {
	for i := range s {
		s[i] &^= o[i]
	}
}

// SubsetOf reports whether every member of s is in o.
func (s Bitset) SubsetOf(o Bitset) bool {
	for i, w := range s {
		if w&^o[i] != 0 {
			return false
		}
	}
	return true
}

// Members appends the members of s, in increasing order, to out and
// returns it.
func (s Bitset) Members(out []int) []int {
	for i, w := range s {
		for ; w != 0; w &= w - 1 {
			out = append(out, i<<6+bits.TrailingZeros64(w))
		}
	}
	return out
}

// First returns the smallest member of s, or -1 when s is empty.
func (s Bitset) First() int {
	for i, w := range s {
		if w != 0 {
			return i<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}
