package strategy

import (
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// subsetSearch is the search the subsets share: every choice of k of a
// list of fields or values, and the hidden subsets of k values in a group.
// The naked and hidden subsets run one in their groups; the direct hidden
// subsets run one of their own. It is scratch space, kept between calls
// only so that a search does not allocate.
type subsetSearch struct {
	rules  *game.Rules
	k      int
	idx    []int    // the fields (values) that may take part
	places []uint64 // per value: its places in the group, by position
	pick   [4]int   // the combination tried, as positions in idx
}

func newSubsetSearch(r *game.Rules, k int) subsetSearch {
	return subsetSearch{rules: r, k: k, places: make([]uint64, r.NumValues())}
}

// combinations calls try with every choice of k positions of idx, in
// order, until try returns true; it reports whether one did.
func (s *subsetSearch) combinations(try func(pick []int) bool) bool {
	k, n := s.k, len(s.idx)
	if n < k {
		return false
	}
	pick := s.pick[:k]
	for i := range pick {
		pick[i] = i
	}
	for {
		if try(pick) {
			return true
		}
		i := k - 1
		for i >= 0 && pick[i] == n-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		pick[i]++
		for j := i + 1; j < k; j++ {
			pick[j] = pick[j-1] + 1
		}
	}
}

// eachHidden calls yield with every hidden subset of k values in complete
// group g (their places, as positions in the group, and the values), until
// yield returns true; it reports whether one did. It leaves s.places
// holding every value's places in g.
func (s *subsetSearch) eachHidden(b *game.Board, g int, yield func(where uint64, vals game.ValueSet) bool) bool {
	cands := b.AllCandidates()
	fields := s.rules.Groups[g].Fields
	if b.FreeIn(g) <= s.k {
		return false
	}
	clear(s.places)
	for i, f := range fields {
		if b.Value(f) != game.Empty {
			continue
		}
		for c := cands[f]; c != 0; c &= c - 1 {
			s.places[c.Lowest()] |= 1 << uint(i)
		}
	}
	s.idx = s.idx[:0]
	for v, p := range s.places {
		if n := bits.OnesCount64(p); n >= 2 && n <= s.k {
			s.idx = append(s.idx, v)
		}
	}
	return s.combinations(func(pick []int) bool {
		var where uint64
		var vals game.ValueSet
		for _, p := range pick {
			where |= s.places[s.idx[p]]
			vals |= game.Bit(s.idx[p])
		}
		return bits.OnesCount64(where) == s.k && yield(where, vals)
	})
}
