package search

import (
	"fmt"
	"math"
	"math/bits"
	"slices"
	"unsafe"

	"github.com/sudoku-rules/sudoku/game"
)

// words is a set of fields, bit f&63 of word f>>6, in as many words as
// the board needs: each size is its own instance of the groups kernel,
// its loops of a constant length.
type words interface {
	[2]uint64 | [3]uint64 | [4]uint64 | [6]uint64 | [10]uint64 | [16]uint64 | [21]uint64 | [38]uint64 | [64]uint64
}

// groupsKernel is the kernel of any groups: for each value, the set of
// fields where it may still go and its count of places in each complete
// group (with constraints, each field's values too), narrowed by singles,
// hidden singles, locked candidates and the constraints, looking again
// only at the words of fields, the groups and the constraints changed
// since it last looked.
type groupsKernel[S words] struct {
	nf, nv   int
	all      S
	peers    []S      // each field's peers
	complete []S      // the complete groups
	span     [][2]int // the words each complete group has fields in
	widest   []int    // the most places a value may have in each complete group and still be locked
	gw       int      // words of a set of complete groups
	inGroups []uint64 // the complete groups of each field, gw words each
	inList   [][]int  // the complete groups of each field, listed
	full     []uint64 // every complete group
	off      Parts    // the parts it is made without (NewWithout)

	// Locked candidates: every group, the words of a set of them, the
	// groups of each field (aw words each), the index among them of each
	// complete group, and room to intersect sets of groups.
	sets     []S
	aw       int
	groupsOf []uint64
	index    []int
	common   []uint64

	// the search: the sets of each value at each depth, then the fields
	// placed at each depth, for depths of them (grown as the search
	// goes deeper)
	cands  []S
	placed []S
	depths int
	// the complete groups where each value may have a hidden single,
	// and may be locked, since they last looked, gw words each; the
	// words of a set of fields where fields lost values since singles
	// last looked, bit w for word w
	hidden, locked []uint64
	words          uint64
	// the complete groups where each value is placed, nv*gw words at
	// each depth, and the current depth's
	solvedAt, solved []uint64
	// the places of each value in each complete group, v*nc+c, nv*nc at
	// each depth, and the current depth's
	nc          int
	countAt, in []uint8
	// with constraints, the values of each field, nf at each depth, and
	// the current depth's: what a constraint is asked with, kept as
	// values leave fields (drop) rather than gathered from p
	valuesAt, values []game.ValueSet
	one              []S // the loads' scratch: the fields each value is placed on

	// Constraints beyond the groups, each a game.Narrower over its
	// fields; the fields that lost values since they were last asked;
	// room for their cells' candidates (and their values before), and
	// for their scratch; the rules, to check a solution.
	narrowers []narrowing[S]
	changed   S
	// watchers lists, per field, the constraints that watch it; a narrow
	// asks those of the fields changed, gathered as a set in marked, then
	// listed in order in asks.
	watchers [][]int32
	perField int // the watchers of a field, on average, rounded up
	asks     []int32
	marked   []uint64
	cells    []game.ValueSet
	scratch  game.Found
	rules    *game.Rules
	// view is the board a Propagator is asked with: it shows the fields
	// the Propagator reads, set just before (game.Board.Show), and every
	// value free elsewhere.
	view  *game.Board
	every game.ValueSet // every value
}

// narrowing is a constraint the kernel asks to narrow its fields: a
// game.Narrower, or else a game.Propagator, asked with a board that shows
// the fields it reads.
type narrowing[S words] struct {
	n      game.Narrower
	p      game.Propagator // when n is nil
	fields []int
	reads  []int   // a Propagator's: its fields, then those it watches
	in     S       // its fields, as a set
	restOf [][]int // a Narrower's: the fields of the rest of each complete group that holds all its fields
	watch  S       // its fields, those rests and its reads: a change there asks it again
}

func add[S words](s *S, f int) { (*s)[f>>6] |= 1 << (f & 63) }

// newGroups returns the groups kernel of rules r in sets S, which must
// hold r's fields, without the parts off.
func newGroups[S words](r *game.Rules, off Parts) *groupsKernel[S] {
	nf, nv := r.NumFields(), r.NumValues()
	g := &groupsKernel[S]{nf: nf, nv: nv, peers: make([]S, nf), rules: r, every: game.FullSet(nv), off: off}
	// The stated constraints, then those the rules imply (a killer's
	// innies and outies): each a Narrower, or else a Propagator; one that
	// is neither (anti-knight: its groups of two are all its rule) is
	// only checked.
	stated := len(r.Constraints)
	if off&Implied == 0 {
		stated += len(r.Implied())
	}
	for ci := range stated {
		c := r.Constraint(ci)
		var nw narrowing[S]
		if n, ok := c.(game.Narrower); ok && off&Narrowers == 0 {
			nw.n = n
		} else if p, ok := c.(game.Propagator); ok {
			nw.p = p
		} else {
			continue
		}
		nw.fields = r.ConstraintFieldsOf(ci)
		for _, f := range nw.fields {
			add(&nw.in, f)
		}
		if nw.p != nil {
			nw.reads = nw.fields
			if w, ok := c.(game.Watcher); ok {
				nw.reads = append(slices.Clip(nw.fields), w.Watches()...)
			}
			if g.view == nil {
				g.view = game.NewBoard(r)
			}
		}
		g.narrowers = append(g.narrowers, nw)
		g.cells = make([]game.ValueSet, max(len(g.cells), 2*len(nw.fields)))
	}
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
	g.inList = make([][]int, nf)
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
		widest := 0
		for j, b := range sets {
			in, restA, restB := 0, 0, 0
			for w := range len(a) {
				in += bits.OnesCount64(a[w] & b[w])
				restA += bits.OnesCount64(a[w] &^ b[w])
				restB += bits.OnesCount64(b[w] &^ a[w])
			}
			if i != j && in >= 2 && restA > 0 && restB > 0 {
				widest = max(widest, in)
			}
		}
		g.widest = append(g.widest, widest)
		g.index = append(g.index, i)
		for _, f := range r.Groups[i].Fields {
			g.inGroups[f*g.gw+c>>6] |= 1 << (c & 63)
			g.inList[f] = append(g.inList[f], c)
		}
	}
	g.sets, g.aw = sets, (len(sets)+63)/64
	g.groupsOf, g.common = make([]uint64, nf*g.aw), make([]uint64, g.aw)
	for i, grp := range r.Groups {
		for _, f := range grp.Fields {
			g.groupsOf[f*g.aw+i>>6] |= 1 << (i & 63)
		}
	}
	for i := range g.narrowers {
		nw := &g.narrowers[i]
		nw.watch = nw.in
		for _, f := range nw.reads {
			add(&nw.watch, f)
		}
		if nw.n == nil {
			continue // a Propagator reads what it watches itself
		}
		for _, grp := range g.complete {
			var rest S
			inside := true
			for w := range len(rest) {
				inside = inside && nw.in[w]&^grp[w] == 0
				rest[w] = grp[w] &^ nw.in[w]
			}
			if !inside {
				continue
			}
			var fields []int
			for w := range len(rest) {
				nw.watch[w] |= rest[w]
				for x := rest[w]; x != 0; x &= x - 1 {
					fields = append(fields, w<<6+bits.TrailingZeros64(x))
				}
			}
			nw.restOf = append(nw.restOf, fields)
		}
	}
	if len(g.narrowers) > 0 {
		g.watchers, g.marked = make([][]int32, nf), make([]uint64, (len(g.narrowers)+63)/64)
		n := 0
		for i := range g.narrowers {
			w := &g.narrowers[i].watch
			for j := range len(*w) {
				for x := (*w)[j]; x != 0; x &= x - 1 {
					f := j<<6 + bits.TrailingZeros64(x)
					g.watchers[f] = append(g.watchers[f], int32(i))
					n++
				}
			}
		}
		g.perField = (n + nf - 1) / nf
	}
	g.depths = min(nf+1, firstDepths)
	g.cands = make([]S, g.depths*nv)
	g.placed = make([]S, g.depths)
	g.hidden, g.locked = make([]uint64, nv*g.gw), make([]uint64, nv*g.gw)
	g.solvedAt = make([]uint64, g.depths*nv*g.gw)
	g.nc = len(g.complete)
	g.countAt = make([]uint8, g.depths*nv*g.nc)
	if len(g.narrowers) > 0 {
		g.valuesAt = make([]game.ValueSet, g.depths*nf)
	}
	g.one = make([]S, nv)
	return g
}

// at makes the groups solved and the counts at depth d the current ones.
func (g *groupsKernel[S]) at(d int) {
	n := g.nv * g.gw
	g.solved = g.solvedAt[d*n : (d+1)*n : (d+1)*n]
	n = g.nv * g.nc
	g.in = g.countAt[d*n : (d+1)*n : (d+1)*n]
	if g.valuesAt != nil {
		g.values = g.valuesAt[d*g.nf : (d+1)*g.nf : (d+1)*g.nf]
	}
}

// drop counts value v's loss of field f in f's complete groups, and
// marks those where v is down to one place (a hidden single, or none: a
// contradiction) or few enough to be locked in an intersection. The
// groups where v is placed are left: no count of theirs is read (they
// are skipped wherever counts are), and v leaves a field there only as
// it is placed in a peer.
func (g *groupsKernel[S]) drop(v, f int) {
	if g.values != nil {
		g.values[f] &^= game.Bit(v)
	}
	in, sv := g.in[v*g.nc:(v+1)*g.nc], g.solved[v*g.gw:(v+1)*g.gw]
	for _, c := range g.inList[f] {
		bit := uint64(1) << (c & 63)
		if sv[c>>6]&bit != 0 {
			continue
		}
		n := in[c] - 1
		in[c] = n
		if int(n) <= g.widest[c] {
			if n <= 1 {
				g.hidden[v*g.gw+c>>6] |= bit
			}
			g.locked[v*g.gw+c>>6] |= bit
		}
	}
}

// take removes value v from the fields gone of word w of state p: it
// counts each loss (drop) and marks the word changed for singles and
// for the constraints.
func (g *groupsKernel[S]) take(p []S, v, w int, gone uint64) {
	if gone == 0 {
		return
	}
	p[v][w] &^= gone
	g.words |= 1 << w
	g.changed[w] |= gone
	for ; gone != 0; gone &= gone - 1 {
		g.drop(v, w<<6+bits.TrailingZeros64(gone))
	}
}

// dirty marks every value changed in every complete group, as at the
// start.
func (g *groupsKernel[S]) dirty() {
	g.words = 1<<len(g.all) - 1
	g.changed = g.all
	for v := range g.nv {
		copy(g.hidden[v*g.gw:], g.full)
		copy(g.locked[v*g.gw:], g.full)
	}
}

// clean marks nothing changed, as at a fixpoint.
func (g *groupsKernel[S]) clean() {
	g.words = 0
	g.changed = *new(S)
	clear(g.hidden)
	clear(g.locked)
}

// load sets up the state at depth 0 with the givens placed; false when
// they clash or are not a puzzle of the rules.
func (g *groupsKernel[S]) load(k *Kernel, givens []int) bool {
	p, one := g.cands[:g.nv], g.one
	for v := range p {
		p[v] = g.all
	}
	clear(one)
	if len(givens) != g.nf {
		return false
	}
	for f, v := range givens {
		if v != game.Empty {
			if v < 0 || v >= g.nv {
				return false
			}
			add(&one[v], f)
		}
	}
	return g.settle(p, one)
}

// loadCandidates sets up the state at depth 0 with each value where the
// candidates allow it, and the fields with one placed.
func (g *groupsKernel[S]) loadCandidates(cands []game.ValueSet) bool {
	p, one := g.cands[:g.nv], g.one
	clear(p)
	clear(one)
	for f, c := range cands {
		if c != 0 && c&(c-1) == 0 {
			if v := c.Lowest(); v < g.nv {
				add(&one[v], f)
			}
		}
		for x := c; x != 0; x &= x - 1 {
			if v := x.Lowest(); v < g.nv {
				add(&p[v], f)
			}
		}
	}
	return g.settle(p, one)
}

// settle sets up depth 0 from the values' places p with each value v
// placed at once on the fields one[v]: v leaves their peers, the other
// values leave them, every group is marked changed. False when two peers
// hold the same value, or one field two values.
func (g *groupsKernel[S]) settle(p, one []S) bool {
	var placed S
	g.at(0)
	clear(g.solved)
	for v := range one {
		var seen S
		sv := g.solved[v*g.gw : (v+1)*g.gw]
		for w := range len(placed) {
			if placed[w]&one[v][w] != 0 {
				return false
			}
			for x := one[v][w]; x != 0; x &= x - 1 {
				f := w<<6 + bits.TrailingZeros64(x)
				pe := &g.peers[f]
				for i := range len(seen) {
					seen[i] |= (*pe)[i]
				}
				for i, in := range g.inGroups[f*g.gw : (f+1)*g.gw] {
					sv[i] |= in
				}
			}
		}
		for w := range len(placed) {
			if seen[w]&one[v][w] != 0 {
				return false
			}
			placed[w] |= one[v][w]
			p[v][w] &^= seen[w]
		}
	}
	for u := range p {
		for w := range len(placed) {
			p[u][w] = p[u][w]&^placed[w] | one[u][w]
		}
	}
	g.placed[0] = placed
	for f := range g.values {
		g.values[f] = valuesOf(p, f)
	}
	for v := range p {
		in := g.in[v*g.nc : (v+1)*g.nc]
		for c := range g.complete {
			grp, sp, n := &g.complete[c], g.span[c], 0
			for w := sp[0]; w < sp[1]; w++ {
				n += bits.OnesCount64(p[v][w] & (*grp)[w])
			}
			in[c] = uint8(n)
		}
	}
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
		if p[u][w]&b != 0 && u != v {
			p[u][w] &^= b
			g.drop(u, f)
		}
	}
	g.words |= 1 << w
	g.changed[w] |= b
	(*placed)[w] |= b
	in, sv := g.inGroups[f*g.gw:(f+1)*g.gw], g.solved[v*g.gw:(v+1)*g.gw]
	for i, x := range in {
		sv[i] |= x
	}
	// v leaves the peers that had it (take, written out: a call per
	// word cost 6-8% on 16x16 and Samurai).
	pe := &g.peers[f]
	for i := range len(*pe) {
		x := p[v][i] & (*pe)[i]
		if x == 0 {
			continue
		}
		p[v][i] &^= x
		g.words |= 1 << i
		g.changed[i] |= x
		for ; x != 0; x &= x - 1 {
			g.drop(v, i<<6+bits.TrailingZeros64(x))
		}
	}
	k.res.Placed++
	return true
}

// propagate places singles and hidden singles and removes locked
// candidates until none is left; false on a contradiction, or when the
// solve is to stop (late).
func (g *groupsKernel[S]) propagate(k *Kernel, p []S, placed *S) bool {
	for {
		if k.work++; k.late() {
			return false // search sees the solve stopped
		}
		// Singles: the fields free with one value left, counted word
		// by word over the values' sets.
		if *placed == g.all {
			return true
		}
		found := false
		ws := g.words
		g.words = 0
		for ; ws != 0; ws &= ws - 1 {
			w := bits.TrailingZeros64(ws)
			u := g.all[w] &^ (*placed)[w]
			if u == 0 {
				continue
			}
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
		if found {
			continue
		}
		// Hidden singles, in the groups changed for each value.
		for v := range p {
			h := g.hidden[v*g.gw : (v+1)*g.gw]
			sv := g.solved[v*g.gw : (v+1)*g.gw]
			pv := &p[v]
			for i := range h {
				gs := h[i] &^ sv[i]
				h[i] = 0 // placing v below marks it again
				for ; gs != 0; gs &= gs - 1 {
					c := i<<6 + bits.TrailingZeros64(gs)
					// Not solved for v: its places are all free.
					n := g.in[v*g.nc+c]
					if n != 1 {
						if n == 0 {
							return false
						}
						continue
					}
					grp, sp, at := &g.complete[c], g.span[c], 0
					for w := sp[0]; w < sp[1]; w++ {
						if x := (*pv)[w] & (*grp)[w]; x != 0 {
							at = w<<6 + bits.TrailingZeros64(x)
						}
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
			if g.off&Locks != 0 {
				break
			}
			x := p[v]
			l := g.locked[v*g.gw : (v+1)*g.gw]
			sv := g.solved[v*g.gw : (v+1)*g.gw]
			for i := range l {
				gs := l[i] &^ sv[i]
				l[i] = 0
				for ; gs != 0; gs &= gs - 1 {
					c := i<<6 + bits.TrailingZeros64(gs)
					if n := int(g.in[v*g.nc+c]); n < 2 || n > g.widest[c] {
						continue // its places fit in no intersection
					}
					found = g.lock(&x, c) || found
				}
			}
			if x != p[v] {
				for w := range len(x) {
					g.take(p, v, w, p[v][w]&^x[w])
				}
			}
		}
		if !found && len(g.narrowers) > 0 {
			var ok bool
			if found, ok = g.narrow(k, p, placed); !ok {
				return false
			}
		}
		if !found {
			return true
		}
	}
}

// narrow asks each constraint with a field changed since the last time
// to narrow its fields' values, and takes out of p what they remove;
// found says some did, false a contradiction or a solve to stop (late).
func (g *groupsKernel[S]) narrow(k *Kernel, p []S, placed *S) (found, ok bool) {
	for _, i := range g.touched() {
		nw := &g.narrowers[i]
		if k.work += askWork + len(nw.fields); k.late() {
			return found, false // propagate sees the solve stopped
		}
		if checkValues {
			g.checkValues(p)
		}
		if nw.p != nil {
			f, ok := g.ask(p, placed, nw)
			if !ok {
				return found, false
			}
			found = found || f
			continue
		}
		n := len(nw.fields)
		cells, was := g.cells[:n], g.cells[n:2*n]
		for j, f := range nw.fields {
			cells[j], was[j] = g.values[f], g.values[f]
		}
		// The values the rest of a house around its cells cannot take.
		var must game.ValueSet
		for _, rest := range nw.restOf {
			var can game.ValueSet
			for _, f := range rest {
				can |= g.values[f]
			}
			must |= g.every &^ can
		}
		g.scratch.Reset()
		required, ok := nw.n.Narrow(cells, must, &g.scratch)
		if !ok {
			return found, false
		}
		for j, f := range nw.fields {
			gone := was[j] &^ cells[j]
			if gone == 0 {
				continue
			}
			for ; gone != 0; gone &= gone - 1 {
				g.take(p, gone.Lowest(), f>>6, 1<<(f&63))
			}
			found = true
		}
		// A required value leaves the fields that see all its places
		// in the constraint's cells, and a value required within some
		// of them those that see all its places there.
		for ; required != 0; required &= required - 1 {
			f, ok := g.require(p, required.Lowest(), nw.fields, cells, ^uint64(0))
			if !ok {
				return found, false
			}
			found = found || f
		}
		for _, w := range g.scratch.Within {
			f, ok := g.require(p, w.Value, nw.fields, cells, w.Cells)
			if !ok {
				return found, false
			}
			found = found || f
		}
	}
	return found, true
}

// require takes value v from the fields that see each of fields (a
// constraint's, of values cells) that can hold it, of those of them in
// mask (bit i for fields[i], of the first 64; the rest count in when
// every bit is set): one of them must hold it. It reports whether it
// took any, and false for ok when none of them can hold it.
func (g *groupsKernel[S]) require(p []S, v int, fields []int, cells []game.ValueSet, mask uint64) (found, ok bool) {
	if v >= len(p) {
		return false, true
	}
	seen, n := g.all, 0
	for j, f := range fields {
		if (j < 64 && mask&(1<<j) == 0) || (j >= 64 && mask != ^uint64(0)) || !cells[j].Has(v) {
			continue
		}
		pe := &g.peers[f]
		for w := range len(seen) {
			seen[w] &= (*pe)[w]
		}
		n++
	}
	if n == 0 {
		return false, false
	}
	for w := range len(seen) {
		if gone := p[v][w] & seen[w]; gone != 0 {
			g.take(p, v, w, gone)
			found = true
		}
	}
	return found, true
}

// askWork is what asking a constraint costs beyond its fields, in late's
// units of work.
const askWork = 8

// touched returns the constraints that watch a field changed since the
// last narrow, in order, and starts the changes anew. When few fields
// changed among many constraints (a long chain of them, which narrows a
// few cells at a time) it marks those of the fields changed, so that it
// costs what changes; else it looks at each constraint's watch, which on
// a board of a few dozen constraints costs less.
func (g *groupsKernel[S]) touched() []int32 {
	ch := g.changed
	g.changed = *new(S)
	asks := g.asks[:0]
	n := 0
	for w := range len(ch) {
		n += bits.OnesCount64(ch[w])
	}
	if n*g.perField >= len(g.narrowers)*len(ch) {
		for i := range g.narrowers {
			nw := &g.narrowers[i]
			for w := range len(ch) {
				if ch[w]&nw.watch[w] != 0 {
					asks = append(asks, int32(i))
					break
				}
			}
		}
		g.asks = asks
		return asks
	}
	marked := g.marked
	for w := range len(ch) {
		for x := ch[w]; x != 0; x &= x - 1 {
			for _, i := range g.watchers[w<<6+bits.TrailingZeros64(x)] {
				marked[i>>6] |= 1 << (i & 63)
			}
		}
	}
	for w, x := range marked {
		for ; x != 0; x &= x - 1 {
			asks = append(asks, int32(w<<6+bits.TrailingZeros64(x)))
		}
		marked[w] = 0
	}
	g.asks = asks
	return asks
}

// ask asks Propagator nw.p with the view showing the fields it
// reads as p and placed hold them, and takes out of p what it removes;
// found says it removed some, false a contradiction.
func (g *groupsKernel[S]) ask(p []S, placed *S, nw *narrowing[S]) (found, ok bool) {
	for _, f := range nw.reads {
		g.view.Show(f, g.values[f], (*placed)[f>>6]>>(f&63)&1 != 0)
	}
	g.scratch.Reset()
	ok = nw.p.Propagate(g.view, &g.scratch)
	// The view shows anything again (every value, free) where it showed
	// this state: a Propagator that read beyond what it declares would
	// see no more than that, and reasons soundly on it.
	for _, f := range nw.reads {
		g.view.Show(f, g.every, false)
	}
	if !ok {
		return false, false
	}
	for _, c := range g.scratch.Eliminate {
		f, v := c.Field, c.Value
		w, b := f>>6, uint64(1)<<(f&63)
		if f < 0 || f >= g.nf || v < 0 || v >= len(p) || p[v][w]&b == 0 {
			continue
		}
		if (*placed)[w]&b != 0 {
			return found, false // it takes a placed value
		}
		g.take(p, v, w, b)
		found = true
	}
	return found, true
}

// checkValues, set by the tests, has narrow check before each ask that
// each field's values are those the per-value sets give it.
var checkValues bool

// checkValues panics unless each field's values are those of p.
func (g *groupsKernel[S]) checkValues(p []S) {
	for f, got := range g.values {
		if want := valuesOf(p, f); got != want {
			panic(fmt.Sprintf("field %d keeps values %b, its sets give %b", f, got, want))
		}
	}
}

// valuesOf returns the values field f may hold in state p.
func valuesOf[S words](p []S, f int) game.ValueSet {
	w, sh := f>>6, uint(f&63)
	var set game.ValueSet
	for v := range p {
		set |= game.ValueSet(p[v][w]>>sh&1) << v
	}
	return set
}

// holds reports whether the full state p keeps every constraint, checked
// apart from their narrowing: a narrowing that missed something cannot
// make a wrong solution.
func (g *groupsKernel[S]) holds(k *Kernel, p []S) bool {
	g.fill(p, k.grid)
	return g.rules.CheckConstraints(game.GridOf(k.grid)) == nil
}

// lock removes from x, the places of a value, those outside complete
// group c in any other group that holds all its places in c; true when
// it removed some.
func (g *groupsKernel[S]) lock(x *S, c int) bool {
	grp, sp := &g.complete[c], g.span[c]
	common := g.common
	for i := range common {
		common[i] = ^uint64(0)
	}
	n := 0
	for w := sp[0]; w < sp[1]; w++ {
		for y := (*x)[w] & (*grp)[w]; y != 0; y &= y - 1 {
			of := g.groupsOf[(w<<6+bits.TrailingZeros64(y))*g.aw:]
			for i := range common {
				common[i] &= of[i]
			}
			n++
		}
	}
	if n < 2 {
		return false // x changed since it was counted: none to lock
	}
	i := g.index[c]
	common[i>>6] &^= 1 << (i & 63)
	removed := false
	for i, gs := range common {
		for ; gs != 0; gs &= gs - 1 {
			b := &g.sets[i<<6+bits.TrailingZeros64(gs)]
			for w := range len(*x) {
				if gone := (*x)[w] & (*b)[w] &^ (*grp)[w]; gone != 0 {
					(*x)[w] &^= gone
					removed = true
				}
			}
		}
	}
	return removed
}

// depthBytes is the memory of the state at one depth of the search.
func (g *groupsKernel[S]) depthBytes() int64 {
	set := int64(unsafe.Sizeof(*new(S)))
	n := int64(g.nv+1)*set + int64(g.nv*g.gw)*8 + int64(g.nv*g.nc)
	if g.valuesAt != nil {
		n += int64(g.nf) * 8
	}
	return n
}

// footprint is what the kernel keeps for its groups and constraints, and
// every room for depths a search may allocate as it grows to one depth
// per field and one more: that last room, and the rooms before it, which
// doubled up to it (less than twice it) or, past jumpAbove, up to
// jumpAbove; it bounds what the kernel holds at once too.
func (g *groupsKernel[S]) footprint() int64 {
	set := int64(unsafe.Sizeof(*new(S)))
	fixed := int64(g.nf+len(g.sets)+len(g.complete)+2*len(g.narrowers))*set + int64(g.nf)*int64(g.gw+g.aw)*8
	last := int64(g.nf+1) * g.depthBytes()
	return fixed + last + min(2*last, 2*jumpAbove)
}

// releaseAbove is the room for depths, in bytes, that a kernel keeps after
// a solve; a search that grew it beyond gives it back, down to
// firstDepths.
const releaseAbove = 8 << 20

// release gives back the room a deep search grew, when it is large.
func (g *groupsKernel[S]) release() {
	if g.depths <= firstDepths || int64(g.depths)*g.depthBytes() <= releaseAbove {
		return
	}
	nv := g.nv
	g.depths = firstDepths
	g.cands = slices.Clone(g.cands[:g.depths*nv])
	g.placed = slices.Clone(g.placed[:g.depths])
	g.solvedAt = slices.Clone(g.solvedAt[:g.depths*nv*g.gw])
	g.countAt = slices.Clone(g.countAt[:g.depths*nv*g.nc])
	if g.valuesAt != nil {
		g.valuesAt = slices.Clone(g.valuesAt[:g.depths*g.nf])
	}
	g.at(0)
}

// firstDepths is how many depths of the search a kernel of any groups
// has room for at first: most searches stay well within it, and the
// room for every depth a board could reach (its fields) costs megabytes
// to set up on 25x25. A variable, so that a test can make it small.
var firstDepths = 48

// jumpAbove is the room for depths, in bytes, past which a kernel that
// needs more takes at once the room for every depth it can reach: on
// large boards (64x64, 138 KiB a depth) doubling would copy hundreds of
// megabytes again and again, and leave the address space in pieces too
// small for the next.
const jumpAbove = 16 << 20

// grow doubles the depths the state has room for, up to one per field
// and one more, or takes them all past jumpAbove, copying what is there:
// each depth's state is read again from the new room (search takes its
// slices again after a guess).
func (g *groupsKernel[S]) grow() {
	n := min(2*g.depths, g.nf+1)
	if int64(n)*g.depthBytes() > jumpAbove {
		n = g.nf + 1
	}
	nv, more := g.nv, n-g.depths
	g.cands = grown(g.cands, more*nv)
	g.placed = grown(g.placed, more)
	g.solvedAt = grown(g.solvedAt, more*nv*g.gw)
	g.countAt = grown(g.countAt, more*nv*g.nc)
	if g.valuesAt != nil {
		g.valuesAt = grown(g.valuesAt, more*g.nf)
	}
	g.depths = n
}

// grown returns s with n zero elements more, in one new array of just
// that length when s has no room for them: a new array comes zeroed,
// and its pages are not touched before the search reaches them.
func grown[T any](s []T, n int) []T {
	if len(s)+n <= cap(s) {
		s = s[:len(s)+n]
		clear(s[len(s)-n:])
		return s
	}
	t := make([]T, len(s)+n)
	copy(t, s)
	return t
}

// search runs the search from the state at depth d; true when it is to
// stop (the limit reached, or told to).
func (g *groupsKernel[S]) search(k *Kernel, d int) bool {
	nv := g.nv
	p, placed := g.cands[d*nv:(d+1)*nv:(d+1)*nv], &g.placed[d]
	res := k.res
	for {
		if !g.propagate(k, p, placed) {
			if res.Stopped {
				return true
			}
			res.Contradictions++
			return false
		}
		if *placed == g.all {
			if len(g.narrowers) > 0 && !g.holds(k, p) {
				res.Contradictions++
				return false
			}
			return g.solution(k, p)
		}
		if res.BeforeGuess < 0 {
			res.BeforeGuess = res.Placed
		}
		// The choice and the copy below each pass over every value's
		// words.
		if k.work += len(p) * len(*placed); k.stop() {
			return true
		}
		f, v := g.choose(k, p, placed)
		before := res.Count
		res.Guesses++
		guesses := res.Guesses
		res.MaxDepth = max(res.MaxDepth, d+1)
		if d+2 > g.depths {
			g.grow()
			p, placed = g.cands[d*nv:(d+1)*nv:(d+1)*nv], &g.placed[d]
			g.at(d)
		}
		q, qPlaced := g.cands[(d+1)*nv:(d+2)*nv:(d+2)*nv], &g.placed[d+1]
		copy(q, p)
		*qPlaced = *placed
		g.clean()
		solved, in, values := g.solved, g.in, g.values
		g.at(d + 1)
		copy(g.solved, solved)
		copy(g.in, in)
		copy(g.values, values)
		if g.place(k, q, qPlaced, f, v) {
			res.Placed-- // counted as a guess
			if g.search(k, d+1) {
				return true
			}
		}
		// A deeper search may have grown the room: take this depth's
		// state from it again.
		p, placed = g.cands[d*nv:(d+1)*nv:(d+1)*nv], &g.placed[d]
		g.at(d)
		res.Undos++
		k.failed(f, before, guesses, len(g.narrowers) > 0 && g.off&AtOnce == 0)
		g.clean()
		g.take(p, v, f>>6, 1<<(f&63))
	}
}

// solution counts the full state p; true when the limit is reached.
func (g *groupsKernel[S]) solution(k *Kernel, p []S) bool {
	return k.found(func(grid []int) { g.fill(p, grid) })
}

// fill writes the full state p on grid.
func (g *groupsKernel[S]) fill(p []S, grid []int) {
	for v := range p {
		for w := range len(p[v]) {
			for x := p[v][w]; x != 0; x &= x - 1 {
				grid[w<<6+bits.TrailingZeros64(x)] = v
			}
		}
	}
}

// mostConflicts returns the free field with the most failed guesses per
// value left (Conflicts, when no field has two values), ties to fewer
// values; -1 when none has failed.
func (g *groupsKernel[S]) mostConflicts(k *Kernel, p []S, free *S) int {
	f, bestS, bestN := -1, uint64(0), uint64(1)
	for w := range len(*free) {
		for x := (*free)[w]; x != 0; x &= x - 1 {
			c := w<<6 + bits.TrailingZeros64(x)
			s := uint64(k.scores[c])
			if s == 0 {
				continue
			}
			n := uint64(0)
			for v := range p {
				n += p[v][w] >> (c & 63) & 1
			}
			if s*bestN > bestS*n || s*bestN == bestS*n && n < bestN {
				f, bestS, bestN = c, s, n
			}
		}
	}
	return f
}

// choose returns the guess at state p: the lowest value of a free field
// with two values left, the one the solve's choice puts first
// (Kernel.key); else one of a value's two places in a complete group;
// else the lowest value of the first free field with the fewest.
// (Without the second, the hard 16x16 puzzles measured took six times as
// many guesses.)
func (g *groupsKernel[S]) choose(k *Kernel, p []S, placed *S) (f, v int) {
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
	f, best := -1, math.MinInt
	for w := range len(two) {
		for x := two[w]; x != 0; x &= x - 1 {
			c := w<<6 + bits.TrailingZeros64(x)
			pe := &g.peers[c]
			peers := 0
			for i := range len(*pe) {
				peers += bits.OnesCount64((*pe)[i] & free[i])
			}
			if score := k.key(c, peers); score > best {
				f, best = c, score
			}
		}
	}
	if f < 0 && k.opts.Choice == Conflicts {
		f = g.mostConflicts(k, p, &free)
	}
	if f < 0 {
		// One of a value's two places in a complete group: a binary
		// branch either way.
		for v := range p {
			in, sv := g.in[v*g.nc:(v+1)*g.nc], g.solved[v*g.gw:(v+1)*g.gw]
			for c, n := range in {
				if n != 2 || sv[c>>6]&(1<<(c&63)) != 0 {
					continue
				}
				grp, sp := &g.complete[c], g.span[c]
				for w := sp[0]; w < sp[1]; w++ {
					if x := p[v][w] & (*grp)[w]; x != 0 {
						return w<<6 + bits.TrailingZeros64(x), v
					}
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
