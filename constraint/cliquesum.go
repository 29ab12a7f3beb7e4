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
// weightedSupport does, a clique at a time, each through what its cells
// can add holding different values.
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
	sets  []game.ValueSet
	terms []int
}

// Cliques of up to smallClique cells go through, at every ask, the ways
// their cells can hold different values (tabulate); larger ones list the
// sets of values that fit them, up to maxCliqueSets (3 cells of 16 values, 9 of 9). Two cells
// that differ only lose the sums of a value twice, not worth a clique.
const (
	minClique     = 3
	smallClique   = 3
	maxCliqueSets = 560
)

// newCliqueSum returns the cliques of fields (a sum's cells on r, whole:
// see game.Preparer; cell i counting weights[i] times its number, once
// when weights is nil), or nil when no three cells of one weight see
// each other: then weightedSupport is as good. Of the ways to split the
// cells that cliqueSplits tries, it keeps the one whose cliques' sizes
// have the largest sum of squares: large cliques bound a sum tightest.
func newCliqueSum(r *game.Rules, fields, weights, nums []int) *cliqueSum {
	return cliqueSumOf(r, fields, weights, nums, minClique)
}

// newPairCliqueSum is newCliqueSum with cliques of two cells too, for the
// graded step SumCellsDiffer: a person sees at once that two cells of a
// box make no 2 (1+1), which the search leaves to the box.
func newPairCliqueSum(r *game.Rules, fields, weights, nums []int) *cliqueSum {
	return cliqueSumOf(r, fields, weights, nums, 2)
}

// cliqueSumOf is newCliqueSum with cliques of least cells or more.
func cliqueSumOf(r *game.Rules, fields, weights, nums []int, least int) *cliqueSum {
	nv := len(nums)
	if nv < least || nv > 30 {
		return nil
	}
	var best [][]int
	bestScore := -1
	for _, groups := range cliqueSplits(r, fields, weights, nv) {
		score := 0
		for _, g := range groups {
			if len(g) >= least {
				score += len(g) * len(g)
			}
		}
		if score > bestScore {
			best, bestScore = groups, score
		}
	}
	var split [][]int
	some := false
	for _, g := range best {
		if len(g) < least {
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

// cliqueSplits returns ways to split the cells of fields into cliques:
// cells of one weight that see each other on r, at most as many as
// maxCliqueSets allows of nv values. The first takes the cells in their
// order, each into the first clique it fits (a line's cells that follow
// one another often share a house); the second grows each clique from
// the cell that sees the most cells still free, then by the cell that
// sees the most of those the clique can still take, as Interactive
// Sudoku Solver splits a sum into exclusion groups: on a long line bent
// through several houses the first split can cut a row in three.
func cliqueSplits(r *game.Rules, fields, weights []int, nv int) [][][]int {
	n := len(fields)
	// share[i*n+j]: cells i and j may share a clique.
	share := make([]bool, n*n)
	for i := range n {
		for j := range n {
			share[i*n+j] = j != i && weight(weights, i) == weight(weights, j) && fields[i] != fields[j] && r.Sees(fields[i], fields[j])
		}
	}
	fits := func(g []int, i int) bool {
		if choose(nv, len(g)+1) > maxCliqueSets {
			return false
		}
		for _, j := range g {
			if !share[j*n+i] {
				return false
			}
		}
		return true
	}
	var firstFit [][]int
	for i := range n {
		placed := false
		for q, g := range firstFit {
			if fits(g, i) {
				firstFit[q] = append(g, i)
				placed = true
				break
			}
		}
		if !placed {
			firstFit = append(firstFit, []int{i})
		}
	}
	free := make([]bool, n)
	for i := range free {
		free[i] = true
	}
	var grown [][]int
	open := make([]bool, n) // the cells the clique being grown can take
	for left := n; left > 0; {
		copy(open, free)
		var g []int
		for {
			pick, most := -1, -1
			for i := range n {
				if !open[i] {
					continue
				}
				count := 0
				for j := range n {
					if open[j] && share[i*n+j] {
						count++
					}
				}
				if count > most {
					pick, most = i, count
				}
			}
			if pick < 0 || (len(g) > 0 && !fits(g, pick)) {
				break
			}
			g = append(g, pick)
			free[pick] = false
			left--
			for i := range open {
				open[i] = open[i] && share[pick*n+i]
			}
		}
		grown = append(grown, g)
	}
	return [][][]int{firstFit, grown}
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
				set, t := game.ValueSet(m), -lo
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

// tabulate adds to terms what the clique's cells (two or three) can add,
// less least, holding different values of cands, and to
// by[t*len(cells)+j] each value cell j holds in some way of adding t.
func (q *sumClique) tabulate(cands []game.ValueSet, nums []int, terms sumSet, by []game.ValueSet) {
	c, w, nc := q.cells, q.weight, len(q.cells)
	by = by[:(q.span+1)*nc]
	var low uint64 // the terms below 64, gathered in a word
	for a := cands[c[0]]; a != 0; a &= a - 1 {
		x := a.Lowest()
		bx, tx := game.Bit(x), w*nums[x]-q.least
		for b := cands[c[1]] &^ bx; b != 0; b &= b - 1 {
			y := b.Lowest()
			by2, ty := game.Bit(y), tx+w*nums[y]
			if nc == 2 {
				by[2*ty] |= bx
				by[2*ty+1] |= by2
				if ty < 64 {
					low |= 1 << uint(ty)
				} else {
					terms.add(ty)
				}
				continue
			}
			for d := cands[c[2]] &^ bx &^ by2; d != 0; d &= d - 1 {
				z := d.Lowest()
				t := ty + w*nums[z]
				by[3*t] |= bx
				by[3*t+1] |= by2
				by[3*t+2] |= game.Bit(z)
				if t < 64 {
					low |= 1 << uint(t)
				} else {
					terms.add(t)
				}
			}
		}
	}
	terms[0] |= low
}

// support is weightedSupport over the cliques: it sets out[i] to the
// values of cands[i] that some choice keeps, different values in the
// cells of each clique, whose terms add up to a total from lo to hi; it
// returns false when no choice does. Its room comes from found.
func (s *cliqueSum) support(found *game.Found, cands []game.ValueSet, lo, hi int, out []game.ValueSet) bool {
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
		var mine [game.MaxValues]game.ValueSet
		k := 0
		for _, q := range s.cliques {
			if q.sets == nil {
				continue
			}
			var union game.ValueSet
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
	// What each clique can add, less its least (terms(q)), and for a small
	// clique of several cells, by what it adds, the values each cell can
	// hold then: by[at[q]:], (span+1) times its cells.
	room := 0
	for _, q := range s.cliques {
		if q.sets == nil && len(q.cells) > 1 {
			room += (q.span + 1) * len(q.cells)
		}
	}
	by := found.ScratchSets(room)
	at := found.ScratchWords(n)
	w := (size + 63) / 64
	sums := found.ScratchWords((2*n + 3) * w)
	set := func(k int) sumSet { return sumSet(sums[k*w : (k+1)*w : (k+1)*w]) }
	terms := func(q int) sumSet { return set(q) }
	need := func(q int) sumSet { return set(n + q) } // need(q) for q from 1 to n
	fwd, next := set(2*n+1), set(2*n+2)
	room, k := 0, 0
	for qi := range s.cliques {
		q := &s.cliques[qi]
		switch {
		case q.sets != nil:
			for j, t := range q.terms {
				if fits.Has(k + j) {
					terms(qi).add(t)
				}
			}
			k += len(q.sets)
		case len(q.cells) == 1:
			for v := cands[q.cells[0]]; v != 0; v &= v - 1 {
				terms(qi).add(q.weight*s.nums[v.Lowest()] - q.least)
			}
		default:
			at[qi] = uint64(room)
			q.tabulate(cands, s.nums, terms(qi), by[room:])
			room += (q.span + 1) * len(q.cells)
		}
	}
	need(n).addRange(lo, hi)
	for q := n - 1; q >= 1; q-- {
		ts := terms(q)
		for t := range s.cliques[q].span + 1 {
			if ts.has(t) {
				need(q).orShifted(need(q+1), -t)
			}
		}
	}
	fwd.add(0)
	k = 0
	for qi := range s.cliques {
		q := &s.cliques[qi]
		ts := terms(qi)
		clear(next)
		for t := range q.span + 1 {
			if !ts.has(t) {
				continue
			}
			if fwd.meets(need(qi+1), t) {
				next.orShifted(fwd, t)
			} else {
				ts[t>>6] &^= 1 << (uint(t) & 63)
			}
		}
		for _, i := range q.cells {
			out[i] = 0
		}
		switch {
		case q.sets != nil:
			for j, t := range q.terms {
				if fits.Has(k+j) && ts.has(t) {
					for _, i := range q.cells {
						out[i] |= cands[i] & q.sets[j]
					}
				}
			}
			k += len(q.sets)
		case len(q.cells) == 1:
			i := q.cells[0]
			for c := cands[i]; c != 0; c &= c - 1 {
				if v := c.Lowest(); ts.has(q.weight*s.nums[v] - q.least) {
					out[i] |= game.Bit(v)
				}
			}
		default:
			nc := len(q.cells)
			tab := by[at[qi]:]
			for t := range q.span + 1 {
				if ts.has(t) {
					for j, i := range q.cells {
						out[i] |= tab[t*nc+j]
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
