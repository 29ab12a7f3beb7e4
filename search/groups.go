package search

import (
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// words is a set of fields, bit f&63 of word f>>6, in as many words as
// the board needs: each size is its own instance of the groups kernel,
// its loops of a constant length.
type words interface {
	[2]uint64 | [4]uint64 | [6]uint64
}

// lockOf is an intersection of a complete group with another group: when
// a value's places in the complete group lie all in the intersection
// (none in restA), the value leaves the rest of the other group (restB),
// as box-line intersections do.
type lockOf[S words] struct {
	restA, restB S
}

// groupsKernel is the kernel of any groups: for each value, the set of
// fields where it may still go, narrowed by singles, hidden singles and
// locked candidates, looking only at the values and groups changed since
// it last looked.
type groupsKernel[S words] struct {
	nf, nv   int
	all      S
	peers    []S           // each field's peers
	complete []S           // the complete groups
	span     [][2]int      // the words each complete group has fields in
	locksOf  [][]lockOf[S] // the locks of each complete group
	widest   []int         // the largest intersection of each complete group's locks
	gw       int           // words of a set of complete groups
	inGroups []uint64      // the complete groups of each field, gw words each
	full     []uint64      // every complete group

	// the search: the sets of each value at each depth, then the fields
	// placed at each depth
	cands  []S
	placed []S
	// the complete groups where each value changed since hidden singles,
	// and locked candidates, last looked, gw words each
	hidden, locked []uint64
}

func add[S words](s *S, f int) { (*s)[f>>6] |= 1 << (f & 63) }

func count[S words](s *S) int {
	n := 0
	for i := 0; i < len(*s); i++ {
		n += bits.OnesCount64((*s)[i])
	}
	return n
}

// newGroups returns the groups kernel of rules r in sets S, which must
// hold r's fields.
func newGroups[S words](r *game.Rules) *groupsKernel[S] {
	nf, nv := r.NumFields(), r.NumValues()
	g := &groupsKernel[S]{nf: nf, nv: nv, peers: make([]S, nf)}
	for f := range nf {
		add(&g.all, f)
		for _, p := range r.Peers(f) {
			add(&g.peers[f], p)
		}
	}
	sets := make([]S, len(r.Groups))
	for i, grp := range r.Groups {
		for _, f := range grp.Fields {
			add(&sets[i], f)
		}
	}
	var completes []int
	for i, grp := range r.Groups {
		if grp.Complete {
			completes = append(completes, i)
		}
	}
	g.gw = (len(completes) + 63) / 64
	g.inGroups = make([]uint64, nf*g.gw)
	g.full = make([]uint64, g.gw)
	for c, i := range completes {
		a := sets[i]
		g.complete = append(g.complete, a)
		g.full[c>>6] |= 1 << (c & 63)
		lo, hi := len(a), 0
		for w := range len(a) {
			if a[w] != 0 {
				lo, hi = min(lo, w), w+1
			}
		}
		g.span = append(g.span, [2]int{lo, hi})
		var locks []lockOf[S]
		widest := 0
		for j, b := range sets {
			var in, restA, restB S
			for w := range len(a) {
				in[w] = a[w] & b[w]
				restA[w] = a[w] &^ b[w]
				restB[w] = b[w] &^ a[w]
			}
			if i != j && count(&in) >= 2 && count(&restA) > 0 && count(&restB) > 0 {
				locks = append(locks, lockOf[S]{restA, restB})
				widest = max(widest, count(&in))
			}
		}
		g.locksOf = append(g.locksOf, locks)
		g.widest = append(g.widest, widest)
		for _, f := range r.Groups[i].Fields {
			g.inGroups[f*g.gw+c>>6] |= 1 << (c & 63)
		}
	}
	g.cands = make([]S, (nf+1)*nv)
	g.placed = make([]S, nf+1)
	g.hidden, g.locked = make([]uint64, nv*g.gw), make([]uint64, nv*g.gw)
	return g
}

// mark marks the complete groups of field f changed for value v.
func (g *groupsKernel[S]) mark(v, f int) {
	in := g.inGroups[f*g.gw : (f+1)*g.gw]
	h, l := g.hidden[v*g.gw:(v+1)*g.gw], g.locked[v*g.gw:(v+1)*g.gw]
	for i, x := range in {
		h[i] |= x
		l[i] |= x
	}
}

// dirty marks every value changed in every complete group, as at the
// start.
func (g *groupsKernel[S]) dirty() {
	for v := range g.nv {
		copy(g.hidden[v*g.gw:], g.full)
		copy(g.locked[v*g.gw:], g.full)
	}
}

// clean marks nothing changed, as at a fixpoint.
func (g *groupsKernel[S]) clean() {
	clear(g.hidden)
	clear(g.locked)
}

// load sets up the state at depth 0 with the givens placed; false when
// they clash or are not a puzzle of the rules.
func (g *groupsKernel[S]) load(k *Kernel, givens []int) bool {
	p, placed := g.cands[:g.nv], &g.placed[0]
	for v := range p {
		p[v] = g.all
	}
	var none S
	*placed = none
	g.dirty()
	if len(givens) != g.nf {
		return false
	}
	for f, v := range givens {
		if v != game.Empty && (v < 0 || v >= g.nv || !g.place(k, p, placed, f, v)) {
			return false
		}
	}
	return true
}

// loadCandidates sets up the state at depth 0 with each value where the
// candidates allow it and no field placed: singles place them.
func (g *groupsKernel[S]) loadCandidates(cands []game.Set) bool {
	p := g.cands[:g.nv]
	clear(p)
	for f, c := range cands {
		for x := c; x != 0; x &= x - 1 {
			if v := x.Lowest(); v < g.nv {
				add(&p[v], f)
			}
		}
	}
	var none S
	g.placed[0] = none
	g.dirty()
	return true
}

// place puts value v on field f at the state p, placed: v leaves f's
// peers, the other values leave f. False when v could not go there.
func (g *groupsKernel[S]) place(k *Kernel, p []S, placed *S, f, v int) bool {
	w, b := f>>6, uint64(1)<<(f&63)
	if p[v][w]&b == 0 {
		return false
	}
	for u := range p {
		if p[u][w]&b != 0 {
			p[u][w] &^= b
			g.mark(u, f)
		}
	}
	// v leaves the peers that had it: their groups change for v.
	pe := &g.peers[f]
	for i := range len(*pe) {
		for x := p[v][i] & (*pe)[i]; x != 0; x &= x - 1 {
			g.mark(v, i<<6+bits.TrailingZeros64(x))
		}
		p[v][i] &^= (*pe)[i]
	}
	p[v][w] |= b
	(*placed)[w] |= b
	k.res.Placed++
	return true
}

// propagate places singles and hidden singles and removes locked
// candidates until none is left; false on a contradiction.
func (g *groupsKernel[S]) propagate(k *Kernel, p []S, placed *S) bool {
	for {
		// Singles: the fields free with one value left, counted word
		// by word over the values' sets.
		found, free := false, false
		for w := range len(g.all) {
			u := g.all[w] &^ (*placed)[w]
			if u == 0 {
				continue
			}
			free = true
			var once, twice uint64
			for v := range p {
				x := p[v][w] & u
				twice |= once & x
				once |= x
			}
			if u&^once != 0 {
				return false
			}
			if one := once &^ twice; one != 0 {
				for v := range p {
					for x := p[v][w] & one; x != 0; x &= x - 1 {
						if !g.place(k, p, placed, w<<6+bits.TrailingZeros64(x), v) {
							return false
						}
					}
				}
				found = true
			}
		}
		if !free {
			return true
		}
		if found {
			continue
		}
		// Hidden singles, in the groups changed for each value.
		for v := range p {
			h := g.hidden[v*g.gw : (v+1)*g.gw]
			for i := range h {
				gs := h[i]
				h[i] = 0 // placing v below marks it again
				for ; gs != 0; gs &= gs - 1 {
					c := i<<6 + bits.TrailingZeros64(gs)
					grp, sp := &g.complete[c], g.span[c]
					n, at, done := 0, 0, false
					for w := sp[0]; w < sp[1]; w++ {
						x := p[v][w] & (*grp)[w]
						if x == 0 {
							continue
						}
						done = done || x&(*placed)[w] != 0
						n += bits.OnesCount64(x)
						at = w<<6 + bits.TrailingZeros64(x)
					}
					if n == 0 {
						return false
					}
					if n > 1 || done {
						continue
					}
					if !g.place(k, p, placed, at, v) {
						return false
					}
					found = true
				}
			}
		}
		if found {
			continue
		}
		// Locked candidates, in the groups changed for each value.
		for v := range p {
			x := p[v]
			l := g.locked[v*g.gw : (v+1)*g.gw]
			for i := range l {
				gs := l[i]
				l[i] = 0
				for ; gs != 0; gs &= gs - 1 {
					c := i<<6 + bits.TrailingZeros64(gs)
					grp, sp := &g.complete[c], g.span[c]
					n := 0
					for w := sp[0]; w < sp[1]; w++ {
						n += bits.OnesCount64(x[w] & (*grp)[w])
					}
					if n > g.widest[c] {
						continue // its places fit in no intersection
					}
					locks := g.locksOf[c]
					for j := range locks {
						lk := &locks[j]
						var inA, inB uint64
						for w := range len(x) {
							inA |= x[w] & lk.restA[w]
							inB |= x[w] & lk.restB[w]
						}
						if inA == 0 && inB != 0 {
							for w := range len(x) {
								x[w] &^= lk.restB[w]
							}
							found = true
						}
					}
				}
			}
			if x != p[v] {
				// Mark the groups of the fields removed as changed.
				for w := range len(x) {
					for gone := p[v][w] &^ x[w]; gone != 0; gone &= gone - 1 {
						g.mark(v, w<<6+bits.TrailingZeros64(gone))
					}
				}
				p[v] = x
			}
		}
		if !found {
			return true
		}
	}
}

// search runs the search from the state at depth d; true when it is to
// stop (the limit reached, or told to).
func (g *groupsKernel[S]) search(k *Kernel, d int) bool {
	nv := g.nv
	p, placed := g.cands[d*nv:(d+1)*nv:(d+1)*nv], &g.placed[d]
	res := k.res
	for {
		if !g.propagate(k, p, placed) {
			res.Contradictions++
			return false
		}
		if *placed == g.all {
			return g.solution(k, p)
		}
		if res.BeforeGuess < 0 {
			res.BeforeGuess = res.Placed
		}
		if k.stop() {
			return true
		}
		f, v := g.choose(p, placed)
		res.Guesses++
		res.MaxDepth = max(res.MaxDepth, d+1)
		q, qPlaced := g.cands[(d+1)*nv:(d+2)*nv:(d+2)*nv], &g.placed[d+1]
		copy(q, p)
		*qPlaced = *placed
		g.clean()
		if g.place(k, q, qPlaced, f, v) {
			res.Placed-- // counted as a guess
			if g.search(k, d+1) {
				return true
			}
		}
		res.Undos++
		g.clean()
		p[v][f>>6] &^= 1 << (f & 63)
		g.mark(v, f)
	}
}

// solution counts the full state p; true when the limit is reached.
func (g *groupsKernel[S]) solution(k *Kernel, p []S) bool {
	return k.found(func(grid []int) {
		for v := range p {
			for w := range len(p[v]) {
				for x := p[v][w]; x != 0; x &= x - 1 {
					grid[w<<6+bits.TrailingZeros64(x)] = v
				}
			}
		}
	})
}

// choose returns the guess at state p: the lowest value of a free field
// with two values left, the one with the most free peers; else one of a
// value's two places in a complete group; else the lowest value of the
// first free field with the fewest. (Without the second, the hard 16x16
// puzzles measured took six times as many guesses.)
func (g *groupsKernel[S]) choose(p []S, placed *S) (f, v int) {
	var free, two S
	for w := range len(free) {
		u := g.all[w] &^ (*placed)[w]
		free[w] = u
		var once, twice, more uint64
		for v := range p {
			x := p[v][w] & u
			more |= twice & x
			twice |= once & x
			once |= x
		}
		two[w] = twice &^ more
	}
	f, best := -1, -1
	for w := range len(two) {
		for x := two[w]; x != 0; x &= x - 1 {
			c := w<<6 + bits.TrailingZeros64(x)
			pe := &g.peers[c]
			score := 0
			for i := range len(*pe) {
				score += bits.OnesCount64((*pe)[i] & free[i])
			}
			if score > best {
				f, best = c, score
			}
		}
	}
	if f < 0 {
		// One of a value's two places in a complete group: a binary
		// branch either way.
		for v := range p {
			for c := range g.complete {
				grp, sp := &g.complete[c], g.span[c]
				n, at := 0, 0
				for w := sp[0]; w < sp[1]; w++ {
					if x := p[v][w] & (*grp)[w] & free[w]; x != 0 {
						n += bits.OnesCount64(x)
						at = w<<6 + bits.TrailingZeros64(x)
					}
				}
				if n == 2 {
					return at, v
				}
			}
		}
		fewest := g.nv + 1
		for w := range len(free) {
			for x := free[w]; x != 0; x &= x - 1 {
				c := w<<6 + bits.TrailingZeros64(x)
				n := 0
				for v := range p {
					n += int(p[v][w] >> (c & 63) & 1)
				}
				if n < fewest {
					f, fewest = c, n
				}
			}
		}
	}
	for v := range p {
		if p[v][f>>6]&(1<<(f&63)) != 0 {
			return f, v
		}
	}
	return f, -1
}
