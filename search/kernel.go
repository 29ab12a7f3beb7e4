package search

import (
	"errors"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxFields is the most fields a board the kernel serves may have: each
// value's places are a set of two machine words.
const MaxFields = 128

// maxGroups is the most complete groups the kernel serves: the groups
// where a value changed are a word.
const maxGroups = 64

// set is a set of fields, bit f&63 of word f>>6.
type set [2]uint64

// lock is an intersection of a complete group with another group: when
// a value's places in the complete group lie all in the intersection
// (none in restA), the value leaves the rest of the other group (restB),
// as box-line intersections do.
type lock struct {
	restA, restB set
}

// ErrNotServed is New's error for rules the kernel does not serve.
var ErrNotServed = errors.New("the kernel serves boards of at most 128 fields and 64 complete groups, without constraints")

// Kernel finds and counts the solutions of puzzles of one set of rules
// whose only rules are its groups. It keeps, for each value, the set of
// fields where it may still go, and narrows them by singles (a field
// with one value left), hidden singles (a value with one place left in a
// complete group) and locked candidates (a value whose places in a
// complete group lie in its intersection with another group leaves the
// rest of that group); when they stall, it guesses. Hidden singles and
// locked candidates look only at the values and groups changed since
// they last looked. Its state at each depth of the search is a copy of
// those sets, 160 bytes on 9x9, so a guess costs a copy and an undo
// costs nothing.
//
// A Kernel is reused from puzzle to puzzle without allocating, and is not
// safe for use by several goroutines at once.
type Kernel struct {
	rules     *game.Rules
	classic   *classic // the kernel of classic rules, when they are
	nf, nv    int
	all       set
	peers     []set    // each field's peers
	complete  []set    // the complete groups
	inGroups  []uint64 // the complete groups of each field
	locksOf   [][]lock // the locks of each complete group
	widest    []int    // the largest intersection of each complete group's locks
	allGroups uint64

	// the search: the sets of each value at each depth, then the fields
	// placed at each depth
	cands  []set
	placed []set
	// the complete groups where each value changed since hidden singles,
	// and locked candidates, last looked
	hidden, locked []uint64
	grid           []int
	res            *Result // &result during a solve
	result         Result
	opts           Options
	ticks          int
	done           <-chan struct{}
}

// New returns a kernel for rules r, or ErrNotServed when r has more than
// MaxFields fields, more than 64 complete groups or constraints beyond
// its groups.
func New(r *game.Rules) (*Kernel, error) {
	nf, nv := r.NumFields(), r.NumValues()
	if nf > MaxFields || nv > 64 || len(r.Constraints) > 0 {
		return nil, ErrNotServed
	}
	k := &Kernel{rules: r, nf: nf, nv: nv, peers: make([]set, nf), grid: make([]int, nf),
		inGroups: make([]uint64, nf)}
	for f := range nf {
		k.all.add(f)
		for _, p := range r.Peers(f) {
			k.peers[f].add(p)
		}
	}
	var groups []set
	for _, g := range r.Groups {
		var s set
		for _, f := range g.Fields {
			s.add(f)
		}
		groups = append(groups, s)
	}
	for i, a := range r.Groups {
		if !a.Complete {
			continue
		}
		c := len(k.complete)
		if c == maxGroups {
			return nil, ErrNotServed
		}
		k.complete = append(k.complete, groups[i])
		k.allGroups |= 1 << c
		var locks []lock
		widest := 0
		for j, b := range groups {
			in := groups[i].and(b)
			restA, restB := groups[i].andNot(in), b.andNot(in)
			if i != j && in.len() >= 2 && !restA.empty() && !restB.empty() {
				locks = append(locks, lock{restA, restB})
				widest = max(widest, in.len())
			}
		}
		k.locksOf = append(k.locksOf, locks)
		k.widest = append(k.widest, widest)
		for _, f := range a.Fields {
			k.inGroups[f] |= 1 << c
		}
	}
	k.classic = newClassic(r)
	k.cands = make([]set, (nf+1)*nv)
	k.placed = make([]set, nf+1)
	k.hidden, k.locked = make([]uint64, nv), make([]uint64, nv)
	return k, nil
}

func (s *set) add(f int)       { s[f>>6] |= 1 << (f & 63) }
func (s set) and(t set) set    { return set{s[0] & t[0], s[1] & t[1]} }
func (s set) andNot(t set) set { return set{s[0] &^ t[0], s[1] &^ t[1]} }
func (s set) empty() bool      { return s[0]|s[1] == 0 }
func (s set) len() int         { return bits.OnesCount64(s[0]) + bits.OnesCount64(s[1]) }

// dirty marks every value changed in every group, as at the start.
func (k *Kernel) dirty() {
	for v := range k.hidden {
		k.hidden[v], k.locked[v] = k.allGroups, k.allGroups
	}
}

// clean marks nothing changed, as at a fixpoint.
func (k *Kernel) clean() {
	clear(k.hidden)
	clear(k.locked)
}

// remove takes value v from field f at state p and marks f's groups
// changed for v.
func (k *Kernel) remove(p []set, f, v int) {
	p[v][f>>6] &^= 1 << (f & 63)
	k.hidden[v] |= k.inGroups[f]
	k.locked[v] |= k.inGroups[f]
}

// place puts value v on field f at the state p, placed: v leaves f's
// peers, the other values leave f. False when v could not go there.
func (k *Kernel) place(p []set, placed *set, f, v int) bool {
	w, b := f>>6, uint64(1)<<(f&63)
	if p[v][w]&b == 0 {
		return false
	}
	in := k.inGroups[f]
	for u := range p {
		if p[u][w]&b != 0 {
			p[u][w] &^= b
			k.hidden[u] |= in
			k.locked[u] |= in
		}
	}
	// v leaves the peers that had it: their groups change for v.
	pe := &k.peers[f]
	gone := in
	for w, x := range (set{p[v][0] & pe[0], p[v][1] & pe[1]}) {
		for ; x != 0; x &= x - 1 {
			gone |= k.inGroups[w<<6+bits.TrailingZeros64(x)]
		}
	}
	p[v][0] &^= pe[0]
	p[v][1] &^= pe[1]
	p[v][w] |= b
	k.hidden[v] |= gone
	k.locked[v] |= gone
	placed[w] |= b
	k.res.Placed++
	return true
}

// propagate places singles and hidden singles and removes locked
// candidates until none is left; false on a contradiction.
func (k *Kernel) propagate(p []set, placed *set) bool {
	for {
		// Singles: the fields free with one value left, counted word
		// by word over the values' sets.
		u0, u1 := k.all[0]&^placed[0], k.all[1]&^placed[1]
		if u0|u1 == 0 {
			return true
		}
		var o0, o1, t0, t1 uint64
		for v := range p {
			x0, x1 := p[v][0]&u0, p[v][1]&u1
			t0 |= o0 & x0
			t1 |= o1 & x1
			o0 |= x0
			o1 |= x1
		}
		if u0&^o0|u1&^o1 != 0 {
			return false
		}
		if n0, n1 := o0&^t0, o1&^t1; n0|n1 != 0 {
			for v := range p {
				for x := p[v][0] & n0; x != 0; x &= x - 1 {
					if !k.place(p, placed, bits.TrailingZeros64(x), v) {
						return false
					}
				}
				for x := p[v][1] & n1; x != 0; x &= x - 1 {
					if !k.place(p, placed, 64+bits.TrailingZeros64(x), v) {
						return false
					}
				}
			}
			continue
		}
		// Hidden singles, in the groups changed for each value.
		found := false
		for v := range p {
			gs := k.hidden[v]
			k.hidden[v] = 0 // placing v below marks it again
			for ; gs != 0; gs &= gs - 1 {
				g := &k.complete[bits.TrailingZeros64(gs)]
				x0, x1 := p[v][0]&g[0], p[v][1]&g[1]
				if x0|x1 == 0 {
					return false
				}
				if x0&placed[0]|x1&placed[1] != 0 {
					continue
				}
				f := 0
				switch {
				case x1 == 0 && x0&(x0-1) == 0:
					f = bits.TrailingZeros64(x0)
				case x0 == 0 && x1&(x1-1) == 0:
					f = 64 + bits.TrailingZeros64(x1)
				default:
					continue
				}
				if !k.place(p, placed, f, v) {
					return false
				}
				found = true
			}
		}
		if found {
			continue
		}
		// Locked candidates, in the groups changed for each value.
		for v := range p {
			x := p[v]
			gs := k.locked[v]
			k.locked[v] = 0
			for ; gs != 0; gs &= gs - 1 {
				a := bits.TrailingZeros64(gs)
				if g := &k.complete[a]; bits.OnesCount64(x[0]&g[0])+bits.OnesCount64(x[1]&g[1]) > k.widest[a] {
					continue // its places fit in no intersection
				}
				locks := k.locksOf[a]
				for i := range locks {
					l := &locks[i]
					if x[0]&l.restA[0]|x[1]&l.restA[1] == 0 && x[0]&l.restB[0]|x[1]&l.restB[1] != 0 {
						x[0] &^= l.restB[0]
						x[1] &^= l.restB[1]
						found = true
					}
				}
			}
			if x != p[v] {
				// Mark the groups of the fields removed as changed.
				for w, gone := range (set{p[v][0] &^ x[0], p[v][1] &^ x[1]}) {
					for ; gone != 0; gone &= gone - 1 {
						in := k.inGroups[w<<6+bits.TrailingZeros64(gone)]
						k.hidden[v] |= in
						k.locked[v] |= in
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
