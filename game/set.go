package game

import (
	"math/bits"
	"strings"
)

// MaxValues is the largest number of values a game may have: a candidate set
// is one 64-bit machine word.
const MaxValues = 64

// A ValueSet is a set of value indexes: bit i is set when value i is in the set.
type ValueSet uint64

// FullSet returns the set of the first n values, 0..n-1.
func FullSet(n int) ValueSet {
	if n >= MaxValues {
		return ^ValueSet(0)
	}
	return ValueSet(1)<<uint(n) - 1
}

// SetOf returns the set holding the given value indexes.
func SetOf(values ...int) ValueSet {
	var s ValueSet
	for _, v := range values {
		s |= Bit(v)
	}
	return s
}

// Bit returns the set holding only value v.
func Bit(v int) ValueSet { return ValueSet(1) << uint(v) }

// Has reports whether v is in s.
func (s ValueSet) Has(v int) bool { return s&Bit(v) != 0 }

// Len returns the number of values in s.
func (s ValueSet) Len() int { return bits.OnesCount64(uint64(s)) }

// Lowest returns the smallest value in s, or -1 when s is empty.
func (s ValueSet) Lowest() int {
	if s == 0 {
		return -1
	}
	return bits.TrailingZeros64(uint64(s))
}

// Single returns the one value of s and true when s holds exactly one value.
func (s ValueSet) Single() (int, bool) {
	if s == 0 || s&(s-1) != 0 {
		return -1, false
	}
	return bits.TrailingZeros64(uint64(s)), true
}

// Values returns the value indexes of s in increasing order.
func (s ValueSet) Values() []int {
	out := make([]int, 0, s.Len())
	for ; s != 0; s &= s - 1 {
		out = append(out, bits.TrailingZeros64(uint64(s)))
	}
	return out
}

// Format writes s with the value words of vals, separated by spaces.
func (s ValueSet) Format(vals *Values) string {
	var sb strings.Builder
	for i, v := range s.Values() {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(vals.Name(v))
	}
	return sb.String()
}
