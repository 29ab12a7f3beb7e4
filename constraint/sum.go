package constraint

import (
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// The sums the kinds share (killer cages, little killers, arrows, sandwich
// and region sums): which values each cell can still take so that the
// cells' numbers add up to a total between lo and hi.

// sumSupport sets out[i] to the values of cands[i] that appear in some
// choice of one candidate per cell, values repeated or not, whose numbers
// (nums, by value) add up to a total from lo to hi; it returns false when
// no choice does. It relaxes a rule that the cells differ (the groups keep
// that), so what it leaves out is never possible. Its room comes from
// found.
func sumSupport(found *game.Found, cands []game.Set, nums []int, lo, hi int, out []game.Set) bool {
	n := len(cands)
	if n == 0 {
		return lo <= 0 && 0 <= hi
	}
	// Numbers shifted to start at 0, so that a sum is an index.
	minN, maxN := nums[0], nums[0]
	for _, x := range nums {
		minN, maxN = min(minN, x), max(maxN, x)
	}
	span := maxN - minN
	size := n*span + 1
	lo, hi = lo-n*minN, hi-n*minN
	if hi < 0 || lo >= size {
		return false
	}
	// fwd[i] holds the shifted sums of cells 0..i-1; bwd[i] those of
	// cells i..n-1.
	w := (size + 63) / 64
	room := found.ScratchWords((2*n + 3) * w)
	set := func(k int) sumSet { return sumSet(room[k*w : (k+1)*w : (k+1)*w]) }
	fwd := func(i int) sumSet { return set(i) }         // the sums of cells 0..i-1
	bwd := func(i int) sumSet { return set(n + 1 + i) } // the sums of cells i..n-1
	rest := set(2*n + 2)
	fwd(0).add(0)
	bwd(n).add(0)
	for i := range n {
		fwd(i).plus(fwd(i+1), cands[i], nums, minN, size)
	}
	for i := n - 1; i >= 0; i-- {
		bwd(i+1).plus(bwd(i), cands[i], nums, minN, size)
	}
	if !fwd(n).any(max(lo, 0), min(hi, size-1)) {
		return false
	}
	for i := range n {
		out[i] = 0
		clear(rest)
		fwd(i).sumWith(rest, bwd(i+1), size)
		for c := cands[i]; c != 0; c &= c - 1 {
			v := c.Lowest()
			d := nums[v] - minN
			if rest.any(max(lo-d, 0), min(hi-d, size-1)) {
				out[i] |= game.Bit(v)
			}
		}
	}
	return true
}

// sumSet is a set of sums from 0 on, a bit each.
type sumSet []uint64

func (s sumSet) add(x int)      { s[x>>6] |= 1 << (uint(x) & 63) }
func (s sumSet) has(x int) bool { return s[x>>6]&(1<<(uint(x)&63)) != 0 }

// any reports whether s holds a sum from lo to hi.
func (s sumSet) any(lo, hi int) bool {
	for x := lo; x <= hi; x++ {
		if s.has(x) {
			return true
		}
	}
	return false
}

// plus adds to out the sums of s and one number of the values of c, below
// size.
func (s sumSet) plus(out sumSet, c game.Set, nums []int, minN, size int) {
	for ; c != 0; c &= c - 1 {
		d := nums[c.Lowest()] - minN
		for i, w := range s {
			for ; w != 0; w &= w - 1 {
				if x := i<<6 + bits.TrailingZeros64(w) + d; x < size {
					out.add(x)
				}
			}
		}
	}
}

// sumWith adds to out every sum of one sum of s and one of o, below size.
func (s sumSet) sumWith(out, o sumSet, size int) {
	for i, w := range o {
		for ; w != 0; w &= w - 1 {
			d := i<<6 + bits.TrailingZeros64(w)
			for j, v := range s {
				for ; v != 0; v &= v - 1 {
					if x := j<<6 + bits.TrailingZeros64(v) + d; x < size {
						out.add(x)
					}
				}
			}
		}
	}
}

// maxCombos bounds the combinations a cage keeps: a cage that has more
// (many cells on a board of many values) reasons by sumSupport alone.
const maxCombos = 1 << 14

// combos returns every set of n distinct values whose numbers add up to a
// total from lo to hi, or nil and false when there are more than
// maxCombos.
func combos(nums []int, n, lo, hi int) ([]game.Set, bool) {
	var out []game.Set
	// Values in order of their numbers, so that the search can stop once
	// the smallest sums are too large.
	order := make([]int, len(nums))
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && nums[order[j]] < nums[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	ok := true
	var walk func(k, left, sum int, set game.Set)
	walk = func(k, left, sum int, set game.Set) {
		if !ok {
			return
		}
		if left == 0 {
			if lo <= sum && sum <= hi {
				if len(out) == maxCombos {
					ok = false
					return
				}
				out = append(out, set)
			}
			return
		}
		if len(order)-k < left {
			return
		}
		// The smallest sum of left values from here, and the largest.
		small, large := sum, sum
		for i := range left {
			small += nums[order[k+i]]
			large += nums[order[len(order)-1-i]]
		}
		if small > hi || large < lo {
			return
		}
		v := order[k]
		walk(k+1, left-1, sum+nums[v], set|game.Bit(v))
		walk(k+1, left, sum, set)
	}
	walk(0, n, 0, 0)
	if !ok {
		return nil, false
	}
	return out, true
}

// matches reports whether the cells can hold the values of set, one each,
// all of them, each from its candidates (len(cands) must be set.Len()).
func matches(cands []game.Set, set game.Set) bool {
	var owner [game.MaxValues]int8 // per value: the cell holding it, +1
	var seen game.Set
	var try func(i int) bool
	try = func(i int) bool {
		for c := cands[i] & set &^ seen; c != 0; c &= c - 1 {
			v := c.Lowest()
			seen |= game.Bit(v)
			if owner[v] == 0 || try(int(owner[v])-1) {
				owner[v] = int8(i + 1)
				return true
			}
		}
		return false
	}
	for i := range cands {
		seen = 0
		if !try(i) {
			return false
		}
	}
	return true
}

// fitting adds to found.Sets each of sets whose values the cells can
// hold, one each from their candidates cands (matches), and to out[i] the
// values of those sets in cands[i]. It reports whether any set fits.
func fitting(found *game.Found, cands, sets, out []game.Set) bool {
	var union game.Set
	for _, c := range cands {
		union |= c
	}
	fits := false
	for _, set := range sets {
		if set&^union != 0 || !matches(cands, set) {
			continue
		}
		found.Sets = append(found.Sets, set)
		for i := range out {
			out[i] |= set & cands[i]
		}
		fits = true
	}
	return fits
}
