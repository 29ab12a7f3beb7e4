package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// The sums the kinds share (killer cages, little killers, arrows, sandwich
// and region sums): which values each cell can still take so that the
// cells' numbers add up to a total between lo and hi.

// The steps a person takes with a sum whose values may repeat (an
// arrow, a little killer's diagonal), easiest first: the totals its cells
// can make, each read as free to repeat, at the kind's first glance
// (1.5); then its cells that see one another kept apart, which narrows
// the ways to make it as a cage's own cells do, a little more to see
// (1.7: between the hidden single in a line and the direct pointing).
var (
	// SumTotals keeps in a sum's cells the values of some choice that
	// makes its total, repeats allowed.
	SumTotals = &game.Reasoning{
		Name:       "SumTotals",
		Doc:        "a sum's cells (an arrow, a little killer) keep the values of some choice that makes its total, repeats allowed",
		Difficulty: 1.5,
	}
	// SumCellsDiffer keeps them to a choice in which the cells that see
	// one another hold different values.
	SumCellsDiffer = &game.Reasoning{
		Name:       "SumCellsDiffer",
		Doc:        "a sum's cells that see one another hold different values: its cells keep the values of a choice that makes its total so",
		Difficulty: 1.7,
	}
)

// sumSupport sets out[i] to the values of cands[i] that appear in some
// choice of one candidate per cell, values repeated or not, whose numbers
// (nums, by value) add up to a total from lo to hi; it returns false when
// no choice does. It relaxes a rule that the cells differ (the groups keep
// that), so what it leaves out is never possible. Its room comes from
// found.
func sumSupport(found *game.Found, cands []game.ValueSet, nums []int, lo, hi int, out []game.ValueSet) bool {
	return weightedSupport(found, cands, nil, nums, lo, hi, out)
}

// weightedSupport is sumSupport for a sum whose cell i counts weights[i]
// times its number (each cell once when weights is nil). A weight may be
// negative: an arrow's circle counts against the arrow's cells, and the
// digits of a pill count ten times the one after them.
//
// It works on sums shifted to start at 0, as bit sets: fwd, the sums cells
// 0..i-1 can make, forward; need[i], the sums of cells 0..i-1 that cells
// i..n-1 can bring into [lo, hi], backward. Value v is possible in cell i
// when some sum of fwd plus v's term lies in need[i+1]. Each step is a
// shift of whole words, so the cost is cells x candidates x words.
func weightedSupport(found *game.Found, cands []game.ValueSet, weights []int, nums []int, lo, hi int, out []game.ValueSet) bool {
	n := len(cands)
	if n == 0 {
		return lo <= 0 && 0 <= hi
	}
	minN, maxN := numRange(nums)
	// Each cell's term, less its smallest, is from 0 to its span.
	base, size := 0, 1
	for i := range n {
		w := weight(weights, i)
		base += min(w*minN, w*maxN)
		size += abs(w) * (maxN - minN)
	}
	lo, hi = max(lo-base, 0), min(hi-base, size-1)
	if lo > hi {
		return false
	}
	w := (size + 63) / 64
	room := found.ScratchWords((n + 3) * w)
	set := func(k int) sumSet { return sumSet(room[k*w : (k+1)*w : (k+1)*w]) }
	need := func(i int) sumSet { return set(i) } // need(i) for i from 1 to n
	fwd, next := set(n+1), set(n+2)
	need(n).addRange(lo, hi)
	for i := n - 1; i >= 1; i-- {
		for c := cands[i]; c != 0; c &= c - 1 {
			need(i).orShifted(need(i+1), -term(weights, nums, i, c.Lowest(), minN, maxN))
		}
	}
	fwd.add(0)
	for i := range n {
		out[i] = 0
		clear(next)
		for c := cands[i]; c != 0; c &= c - 1 {
			v := c.Lowest()
			d := term(weights, nums, i, v, minN, maxN)
			if fwd.meets(need(i+1), d) {
				out[i] |= game.Bit(v)
				next.orShifted(fwd, d)
			}
		}
		if out[i] == 0 {
			return false
		}
		fwd, next = next, fwd
	}
	return true
}

// maxSums bounds the totals a sum of the kinds keeps as bits while it
// propagates: Bind refuses a rule whose totals span more (values whose
// numbers lie far apart, 1 and 1000000), as its room would be that large.
const maxSums = 1 << 16

// sumsError returns why n cells cannot make a sum that propagates, cell i
// counting weights[i] times its number (once when weights is nil): their
// totals span more than maxSums. It returns nil when they can.
func sumsError(n int, weights, nums []int) error {
	minN, maxN := numRange(nums)
	size := 1
	for i := range n {
		if span := maxN - minN; span > maxSums || span < 0 {
			size = maxSums + 1 // and no overflow
		} else {
			size += abs(weight(weights, i)) * span
		}
		if size > maxSums {
			return fmt.Errorf("its totals would span more than %d numbers, which a sum cannot keep: give values whose numbers lie closer together", maxSums)
		}
	}
	return nil
}

// weight returns cell i's weight, 1 when there are none.
func weight(weights []int, i int) int {
	if weights == nil {
		return 1
	}
	return weights[i]
}

// term returns what value v adds in cell i, less the least any value
// adds there: from 0 up.
func term(weights, nums []int, i, v, minN, maxN int) int {
	w := weight(weights, i)
	return w*nums[v] - min(w*minN, w*maxN)
}

// numRange returns the smallest and the largest of nums.
func numRange(nums []int) (lo, hi int) {
	lo, hi = nums[0], nums[0]
	for _, x := range nums {
		lo, hi = min(lo, x), max(hi, x)
	}
	return lo, hi
}

// sumBounds returns the least and the most the cells of fields can add
// up to on g, cell i counting weights[i] times its number (once when
// weights is nil): a placed value as it is, an empty cell any value; and
// whether every cell is placed. A check that finds its total outside
// them knows what is placed breaks the rule, whatever comes next.
func sumBounds(g game.Grid, fields []int, weights, nums []int) (lo, hi int, full bool) {
	minN, maxN := numRange(nums)
	full = true
	for i, f := range fields {
		w := weight(weights, i)
		if v := g.Value(f); v != game.Empty {
			lo += w * nums[v]
			hi += w * nums[v]
			continue
		}
		full = false
		lo += min(w*minN, w*maxN)
		hi += max(w*minN, w*maxN)
	}
	return lo, hi, full
}

// sumLinks yields (game.Linker) each two of fields, at most
// game.MaxLinkSpan apart, with the pairs of their values that no values
// of the other cells bring to a total from lo to hi, cell i counting
// weights[i] times its number: the pairs a sum forbids whatever else
// holds. It reads the others' terms as a range, so it misses pairs that
// only gaps in the numbers forbid, never links a pair wrongly.
func sumLinks(fields []int, weights, nums []int, lo, hi int, yield func(f, g int, forbid []game.ValueSet) bool) {
	minN, maxN := numRange(nums)
	least, most := 0, 0
	for i := range fields {
		w := weight(weights, i)
		least += min(w*minN, w*maxN)
		most += max(w*minN, w*maxN)
	}
	table := make([]game.ValueSet, len(nums))
	for i := range fields {
		wi := weight(weights, i)
		for j := i + 1; j < linkSpan(i, len(fields)); j++ {
			wj := weight(weights, j)
			restLo := least - min(wi*minN, wi*maxN) - min(wj*minN, wj*maxN)
			restHi := most - max(wi*minN, wi*maxN) - max(wj*minN, wj*maxN)
			some := false
			for u, x := range nums {
				var m game.ValueSet
				for v, y := range nums {
					if t := wi*x + wj*y; t+restLo > hi || t+restHi < lo {
						m |= game.Bit(v)
					}
				}
				table[u], some = m, some || m != 0
			}
			if some && !yield(fields[i], fields[j], table) {
				return
			}
		}
	}
}

// sumSet is a set of sums from 0 on, a bit each; sums beyond its words
// are dropped.
type sumSet []uint64

func (s sumSet) add(x int)      { s[x>>6] |= 1 << (uint(x) & 63) }
func (s sumSet) has(x int) bool { return x >= 0 && x < len(s)*64 && s[x>>6]&(1<<(uint(x)&63)) != 0 }

// addRange adds the sums from lo to hi that s can hold.
func (s sumSet) addRange(lo, hi int) {
	lo, hi = max(lo, 0), min(hi, len(s)*64-1)
	for x := lo; x <= hi; {
		if x&63 == 0 && x+63 <= hi {
			s[x>>6] = ^uint64(0)
			x += 64
			continue
		}
		s.add(x)
		x++
	}
}

// any reports whether s holds a sum from lo to hi.
func (s sumSet) any(lo, hi int) bool {
	lo, hi = max(lo, 0), min(hi, len(s)*64-1)
	for x := lo; x <= hi; x = (x | 63) + 1 {
		wd := s[x>>6] >> (uint(x) & 63)
		if left := hi - x; left < 63 {
			wd &= 1<<(uint(left)+1) - 1
		}
		if wd != 0 {
			return true
		}
	}
	return false
}

// none reports whether s holds no sum.
func (s sumSet) none() bool {
	for _, w := range s {
		if w != 0 {
			return false
		}
	}
	return true
}

// word returns the sums from start to start+63 of s as the bits of a
// word, those outside s as 0; start may be negative.
func (s sumSet) word(start int) uint64 {
	switch {
	case start <= -64 || start >= len(s)*64:
		return 0
	case start < 0:
		return s[0] << uint(-start)
	}
	q, r := start>>6, uint(start&63)
	w := s[q] >> r
	if r > 0 && q+1 < len(s) {
		w |= s[q+1] << (64 - r)
	}
	return w
}

// orShifted adds to s each sum of src plus d (d may be negative), those
// from 0 that s can hold.
func (s sumSet) orShifted(src sumSet, d int) {
	for j := range s {
		s[j] |= src.word(j*64 - d)
	}
}

// plus adds to out the sums of s and one number of the values of c, less
// minN each, those below size.
func (s sumSet) plus(out sumSet, c game.ValueSet, nums []int, minN, size int) {
	for ; c != 0; c &= c - 1 {
		out.orShifted(s, nums[c.Lowest()]-minN)
	}
	for x := size; x < len(out)*64; x = (x | 63) + 1 {
		out[x>>6] &= 1<<(uint(x)&63) - 1
	}
}

// meets reports whether some sum x of s has x+d in o.
func (s sumSet) meets(o sumSet, d int) bool {
	for j, w := range s {
		if w != 0 && w&o.word(j*64+d) != 0 {
			return true
		}
	}
	return false
}

// maxCombos bounds the combinations a cage keeps: a cage that has more
// (many cells on a board of many values) reasons by sumSupport alone.
const maxCombos = 1 << 14

// combos returns every set of n distinct values whose numbers add up to a
// total from lo to hi, or nil and false when there are more than
// maxCombos.
func combos(nums []int, n, lo, hi int) ([]game.ValueSet, bool) {
	var out []game.ValueSet
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
	var walk func(k, left, sum int, set game.ValueSet)
	walk = func(k, left, sum int, set game.ValueSet) {
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
// all of them, each from its candidates (len(cands) must be set.Len(), at
// most game.MaxValues). It finds a matching of cells to values, a path
// that makes room at a time, on arrays of its own: no allocation.
func matches(cands []game.ValueSet, set game.ValueSet) bool {
	var owner [game.MaxValues]int8
	return assign(cands, set, &owner)
}

// assign is matches, which leaves in owner, per value of set, the cell
// that holds it in the matching found, +1.
func assign(cands []game.ValueSet, set game.ValueSet, owner *[game.MaxValues]int8) bool {
	var cell [game.MaxValues]int8 // the path: cell d tries to take value[d]
	var value [game.MaxValues]int8
	var left [game.MaxValues]game.ValueSet // values cell d has yet to try
	for i := range cands {
		var seen game.ValueSet
		d := 0
		cell[0], left[0] = int8(i), cands[i]&set
		for {
			opts := left[d] &^ seen
			if opts == 0 {
				if d == 0 {
					return false
				}
				d--
				continue
			}
			v := opts.Lowest()
			left[d] = opts &^ game.Bit(v)
			seen |= game.Bit(v)
			value[d] = int8(v)
			if owner[v] == 0 { // free: each cell of the path moves on
				for k := d; k >= 0; k-- {
					owner[value[k]] = cell[k] + 1
				}
				break
			}
			next := owner[v] - 1
			d++
			cell[d], left[d] = next, cands[next]&set
		}
	}
	return true
}

// fitting adds to out[i] the values in cands[i] of each of sets whose
// values the cells can hold, one each from their candidates (matches),
// and reports whether any set fits. It tries a matching only for a set
// that would add to out: one that adds nothing changes nothing, whether
// it fits or not, since a set that fits came before it.
func fitting(cands, sets, out []game.ValueSet) bool {
	var union game.ValueSet
	for _, c := range cands {
		union |= c
	}
	fits := false
	for _, set := range sets {
		if set&^union != 0 {
			continue
		}
		adds := false
		for i, c := range cands {
			if set&c == 0 {
				adds = false
				break
			}
			adds = adds || set&c&^out[i] != 0
		}
		if !adds || !matches(cands, set) {
			continue
		}
		for i := range out {
			out[i] |= set & cands[i]
		}
		fits = true
	}
	return fits
}

// fittingSets adds to found.Sets each of sets whose values the cells can
// hold, one each from their candidates cands: the evidence of a move
// fitting made.
func fittingSets(found *game.Found, cands, sets []game.ValueSet) {
	var union game.ValueSet
	for _, c := range cands {
		union |= c
	}
	for _, set := range sets {
		if set&^union == 0 && matches(cands, set) {
			found.Sets = append(found.Sets, set)
		}
	}
}
