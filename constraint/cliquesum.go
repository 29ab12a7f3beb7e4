package constraint

import (
	"math/bits"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// cliqueSum is a sum over cells some of which see one another (an arrow
// bent inside a box, a little killer's cells in one box): those hold
// different values, which bounds what they add up to far tighter than
// cells taken one by one (three cells of 1-9 that see one another make 6
// to 24, not 3 to 27). It splits the cells into cliques of up to three
// cells of one weight that see each other, and finds the sums as
// weightedSupport does, a clique at a time, each through the ways its
// cells can hold different values.
type cliqueSum struct {
	cliques []sumClique
	nums    []int
	weights []int // as weightedSupport reads them
	sets    int   // the sets of the large cliques, all told
	large   bool  // some clique is large: its cells' values are read as a set
}

// sumClique is cells of a sum that see one another, of one weight.
type sumClique struct {
	cells  []int // indexes of the sum's cells
	weight int
	least  int // the least the cells can add, different values times weight
	span   int // the most they can add, less least
	// A large clique, of more than smallClique cells, lists every set of
	// as many different values, and what each adds less least.
	sets  []game.Set
	terms []int
}

// Cliques of up to smallClique cells list at every change the ways their
// cells can hold different values; larger ones the sets of values that
// fit them, up to maxCliqueSets (3 cells of 16 values, 9 of 9). Two cells
// that differ only lose the sums of a value twice, not worth a clique.
const (
	minClique     = 3
	smallClique   = 3
	maxCliqueSets = 560
)

// newCliqueSum returns the cliques of fields (a sum's cells on r, whole:
// see game.Preparer; cell i
// counting weights[i] times its number, once when weights is nil), or nil
// when no three cells of one weight see each other: then weightedSupport
// is as good.
func newCliqueSum(r *game.Rules, fields, weights, nums []int) *cliqueSum {
	nv := len(nums)
	if nv < minClique || nv > 30 {
		return nil
	}
	var groups [][]int
	for i, f := range fields {
		placed := false
		for q, g := range groups {
			if weight(weights, g[0]) != weight(weights, i) || choose(nv, len(g)+1) > maxCliqueSets {
				continue
			}
			all := true
			for _, j := range g {
				all = all && fields[j] != f && r.Sees(fields[j], f)
			}
			if all {
				groups[q] = append(g, i)
				placed = true
				break
			}
		}
		if !placed {
			groups = append(groups, []int{i})
		}
	}
	var split [][]int
	some := false
	for _, g := range groups {
		if len(g) < minClique {
			for _, i := range g {
				split = append(split, []int{i})
			}
			continue
		}
		split, some = append(split, g), true
	}
	if !some {
		return nil
	}
	return cliquesOf(split, weights, nums)
}

// cliquesOf returns the cliqueSum of cells split into groups of one to
// three cells of one weight whose values differ.
func cliquesOf(groups [][]int, weights, nums []int) *cliqueSum {
	sorted := slices.Clone(nums)
	slices.Sort(sorted)
	s := &cliqueSum{nums: nums, weights: weights}
	for _, g := range groups {
		w := weight(weights, g[0])
		small, large := 0, 0
		for k := range g {
			small += sorted[k]
			large += sorted[len(sorted)-1-k]
		}
		lo, hi := min(w*small, w*large), max(w*small, w*large)
		q := sumClique{cells: g, weight: w, least: lo, span: hi - lo}
		if len(g) > smallClique {
			for m := uint32(0); m < 1<<len(nums); m++ {
				if bits.OnesCount32(m) != len(g) {
					continue
				}
				set, t := game.Set(m), -lo
				for v := set; v != 0; v &= v - 1 {
					t += w * nums[v.Lowest()]
				}
				q.sets, q.terms = append(q.sets, set), append(q.terms, t)
			}
			s.sets += len(q.sets)
			s.large = true
		}
		s.cliques = append(s.cliques, q)
	}
	return s
}

// choose returns n choose k.
func choose(n, k int) int {
	if k < 0 || k > n {
		return 0
	}
	c := 1
	for i := range k {
		c = c * (n - i) / (i + 1)
	}
	return c
}

// each calls visit with every way the clique's cells can hold different
// values of cands, the values (-1 past the clique's cells) and what they
// add, less least.
func (q *sumClique) each(cands []game.Set, nums []int, visit func(x, y, z, t int)) {
	c := q.cells
	w := q.weight
	for a := cands[c[0]]; a != 0; a &= a - 1 {
		x := a.Lowest()
		tx := w*nums[x] - q.least
		if len(c) == 1 {
			visit(x, -1, -1, tx)
			continue
		}
		for b := cands[c[1]] &^ game.Bit(x); b != 0; b &= b - 1 {
			y := b.Lowest()
			ty := tx + w*nums[y]
			if len(c) == 2 {
				visit(x, y, -1, ty)
				continue
			}
			for d := cands[c[2]] &^ game.Bit(x) &^ game.Bit(y); d != 0; d &= d - 1 {
				z := d.Lowest()
				visit(x, y, z, ty+w*nums[z])
			}
		}
	}
}

// support is weightedSupport over the cliques: it sets out[i] to the
// values of cands[i] that some choice keeps, different values in the
// cells of each clique, whose terms add up to a total from lo to hi; it
// returns false when no choice does. Its room comes from found.
func (s *cliqueSum) support(found *game.Found, cands []game.Set, lo, hi int, out []game.Set) bool {
	n := len(s.cliques)
	base, size := 0, 1
	for _, q := range s.cliques {
		base += q.least
		size += q.span
	}
	total, totalHi := lo, hi
	lo, hi = max(lo-base, 0), min(hi-base, size-1)
	if lo > hi {
		return false
	}
	// Which sets of the large cliques their cells can hold, one value each.
	var fits game.Bitset
	if s.large {
		fits = game.Bitset(found.ScratchWords((s.sets + 63) / 64))
		var mine [game.MaxValues]game.Set
		k := 0
		for _, q := range s.cliques {
			if q.sets == nil {
				continue
			}
			var union game.Set
			for j, i := range q.cells {
				mine[j] = cands[i]
				union |= cands[i]
			}
			for j, set := range q.sets {
				if set&^union == 0 && matches(mine[:len(q.cells)], set) {
					fits.Add(k + j)
				}
			}
			k += len(q.sets)
		}
	}
	// The ways the small cliques' cells can hold different values, listed
	// once: clique q's from at[q] to at[q+1], each packed (see pack).
	room := 0
	for _, q := range s.cliques {
		if q.sets == nil && len(q.cells) > 1 {
			ways := 1
			for _, i := range q.cells {
				ways *= cands[i].Len()
			}
			room += ways
		}
	}
	ways := found.ScratchWords(room)
	at := found.ScratchWords(n + 1)
	room = 0
	for qi := range s.cliques {
		q := &s.cliques[qi]
		at[qi] = uint64(room)
		if q.sets == nil && len(q.cells) > 1 {
			q.each(cands, s.nums, func(x, y, z, t int) {
				ways[room] = pack(x, y, z, t)
				room++
			})
		}
	}
	at[n] = uint64(room)
	w := (size + 63) / 64
	sums := found.ScratchWords((n + 4) * w)
	set := func(k int) sumSet { return sumSet(sums[k*w : (k+1)*w : (k+1)*w]) }
	need := func(q int) sumSet { return set(q) } // need(q) for q from 1 to n
	fwd, next, terms := set(n+1), set(n+2), set(n+3)
	need(n).addRange(lo, hi)
	k := s.sets
	for q := n - 1; q >= 1; q-- {
		clear(terms)
		k = s.termsOf(q, cands, fits, ways[at[q]:at[q+1]], k, terms)
		for t := range s.cliques[q].span + 1 {
			if terms.has(t) {
				need(q).orShifted(need(q+1), -t)
			}
		}
	}
	fwd.add(0)
	k = 0
	for qi := range s.cliques {
		q := &s.cliques[qi]
		clear(terms)
		s.termsOf(qi, cands, fits, ways[at[qi]:at[qi+1]], k+len(q.sets), terms)
		clear(next)
		for t := range q.span + 1 {
			if !terms.has(t) {
				continue
			}
			if fwd.meets(need(qi+1), t) {
				next.orShifted(fwd, t)
			} else {
				terms[t>>6] &^= 1 << (uint(t) & 63)
			}
		}
		for _, i := range q.cells {
			out[i] = 0
		}
		if q.sets != nil {
			for j, t := range q.terms {
				if fits.Has(k+j) && terms.has(t) {
					for _, i := range q.cells {
						out[i] |= cands[i] & q.sets[j]
					}
				}
			}
			k += len(q.sets)
		} else if len(q.cells) == 1 {
			i := q.cells[0]
			for c := cands[i]; c != 0; c &= c - 1 {
				if v := c.Lowest(); terms.has(q.weight*s.nums[v] - q.least) {
					out[i] |= game.Bit(v)
				}
			}
		} else {
			for _, p := range ways[at[qi]:at[qi+1]] {
				x, y, z, t := unpack(p)
				if terms.has(t) {
					out[q.cells[0]] |= game.Bit(x)
					out[q.cells[1]] |= game.Bit(y)
					if z >= 0 {
						out[q.cells[2]] |= game.Bit(z)
					}
				}
			}
		}
		for _, i := range q.cells {
			if out[i] == 0 {
				return false
			}
		}
		fwd, next = next, fwd
	}
	if !s.large {
		return true
	}
	// A large clique keeps a value of a set in each of its cells that can
	// take it, though another may need it: what the cells taken one by one
	// take out is taken out too.
	loose := found.ScratchSets(len(cands))
	if !weightedSupport(found, cands, s.weights, s.nums, total, totalHi, loose) {
		return false
	}
	for i := range out {
		if out[i] &= loose[i]; out[i] == 0 {
			return false
		}
	}
	return true
}

// termsOf adds to terms what clique q's cells can add, less its least,
// holding different values of cands (ways lists them for a small clique
// of several cells); k is where the sets of the large cliques after q
// start in fits, and it returns where q's start.
func (s *cliqueSum) termsOf(q int, cands []game.Set, fits game.Bitset, ways []uint64, k int, terms sumSet) int {
	c := &s.cliques[q]
	switch {
	case c.sets != nil:
		k -= len(c.sets)
		for j, t := range c.terms {
			if fits.Has(k + j) {
				terms.add(t)
			}
		}
	case len(c.cells) == 1:
		for v := cands[c.cells[0]]; v != 0; v &= v - 1 {
			terms.add(c.weight*s.nums[v.Lowest()] - c.least)
		}
	default:
		for _, p := range ways {
			_, _, _, t := unpack(p)
			terms.add(t)
		}
	}
	return k
}

// pack packs a way of a small clique's cells, their values (z -1 for two
// cells) and what they add, into a word; unpack undoes it.
func pack(x, y, z, t int) uint64 {
	return uint64(x) | uint64(y)<<8 | uint64(z+1)<<16 | uint64(t)<<32
}

func unpack(p uint64) (x, y, z, t int) {
	return int(p & 0xff), int(p >> 8 & 0xff), int(p>>16&0xff) - 1, int(p >> 32)
}
