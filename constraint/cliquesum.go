package constraint

import (
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
}

// sumClique is up to three cells of a sum that see one another, of one
// weight.
type sumClique struct {
	cells  []int // indexes of the sum's cells
	weight int
	least  int // the least the cells can add, different values times weight
	span   int // the most they can add, less least
}

// cliqueCells is the size of the cliques: three cells, whose ways to hold
// different values are few enough to list at every change; two cells
// that differ only lose the sums of a value twice, not worth a clique.
const cliqueCells = 3

// newCliqueSum returns the cliques of fields (a sum's cells on r, cell i
// counting weights[i] times its number, once when weights is nil), or nil
// when no three cells of one weight see each other: then weightedSupport
// is as good.
func newCliqueSum(r *game.Rules, fields, weights, nums []int) *cliqueSum {
	if len(nums) < cliqueCells {
		return nil
	}
	var groups [][]int
	for i, f := range fields {
		placed := false
		for q, g := range groups {
			if weight(weights, g[0]) != weight(weights, i) || len(g) == cliqueCells {
				continue
			}
			all := true
			for _, j := range g {
				all = all && fields[j] != f && shareGroup(r, fields[j], f)
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
		if len(g) < cliqueCells {
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
	s := &cliqueSum{nums: nums}
	for _, g := range groups {
		w := weight(weights, g[0])
		small, large := 0, 0
		for k := range g {
			small += sorted[k]
			large += sorted[len(sorted)-1-k]
		}
		lo, hi := min(w*small, w*large), max(w*small, w*large)
		s.cliques = append(s.cliques, sumClique{cells: g, weight: w, least: lo, span: hi - lo})
	}
	return s
}

// shareGroup reports whether one of r's groups holds fields f and g. It
// reads the groups themselves, so a kind may ask while it binds, before
// the rules know each field's peers.
func shareGroup(r *game.Rules, f, g int) bool {
	for _, gr := range r.Groups {
		if slices.Contains(gr.Fields, f) && slices.Contains(gr.Fields, g) {
			return true
		}
	}
	return false
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
	lo, hi = max(lo-base, 0), min(hi-base, size-1)
	if lo > hi {
		return false
	}
	w := (size + 63) / 64
	room := found.ScratchWords((n + 4) * w)
	set := func(k int) sumSet { return sumSet(room[k*w : (k+1)*w : (k+1)*w]) }
	need := func(q int) sumSet { return set(q) } // need(q) for q from 1 to n
	fwd, next, terms := set(n+1), set(n+2), set(n+3)
	need(n).addRange(lo, hi)
	for q := n - 1; q >= 1; q-- {
		clear(terms)
		s.cliques[q].each(cands, s.nums, func(_, _, _, t int) { terms.add(t) })
		for t := range s.cliques[q].span + 1 {
			if terms.has(t) {
				need(q).orShifted(need(q+1), -t)
			}
		}
	}
	fwd.add(0)
	for qi := range s.cliques {
		q := &s.cliques[qi]
		clear(terms)
		q.each(cands, s.nums, func(_, _, _, t int) { terms.add(t) })
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
		q.each(cands, s.nums, func(x, y, z, t int) {
			if terms.has(t) {
				out[q.cells[0]] |= game.Bit(x)
				if y >= 0 {
					out[q.cells[1]] |= game.Bit(y)
				}
				if z >= 0 {
					out[q.cells[2]] |= game.Bit(z)
				}
			}
		})
		for _, i := range q.cells {
			if out[i] == 0 {
				return false
			}
		}
		fwd, next = next, fwd
	}
	return true
}
