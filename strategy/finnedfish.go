package strategy

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// The finned and sashimi fish of two to four base sets, rated as Sudoku
// Explainer's extended versions rate them: a sashimi fish a tenth above
// the finned one of its size.
var (
	FinnedXWing     = finnedFishTechnique("FinnedXWing", "X-wing", 2, 3.4, 3.5)
	FinnedSwordfish = finnedFishTechnique("FinnedSwordfish", "swordfish", 3, 4.0, 4.1)
	FinnedJellyfish = finnedFishTechnique("FinnedJellyfish", "jellyfish", 4, 5.4, 5.5)
)

// finnedFishTechnique describes the finned fish of n base sets: n complete
// groups that share no field (the base sets) hold value v only in n other
// groups (the cover sets) and in a few more places, the fins. A field c
// that holds v as a candidate, lies in a cover set but in no base set, and
// sees every fin (shares some group with each) loses v:
//
//   - if a fin holds v, c sees it, so c does not;
//   - if none does, each base set, being complete and without v placed,
//     holds v in a place of the cover sets. The n base sets share no
//     field, so these are n different fields, and each cover set holds v
//     at most once: each of the n cover sets holds v at one of them. c
//     lies in a cover set and in no base set, so it is none of them and
//     does not hold v.
//
// Either way c is not v. The proof assumes of the groups only that each
// holds a value at most once and a complete one exactly once, so the base
// sets, the cover sets and the groups through which c sees the fins may
// be rows, columns, boxes, windows, diagonals, jigsaw regions or Samurai
// sub-grids alike. The search (finnedFish) takes base sets of one kind and
// cover sets of one other kind, with the fins in at most two more groups
// of the cover sets' kind: rows covered by columns with fins in a box, as
// a person sees them, or windows covered by rows, regions by columns. The
// fish is sashimi when, without its fins, some base set keeps a single
// place in the cover sets: alone it would be no fish. Each base set keeps
// at least one; a fish without fins is a basic fish, left to fish.go.
//
// A move's evidence is that of a basic fish: Values the value, Groups the
// base sets, Cover the cover sets, Fields every place of v in the base
// sets. The fins are the places that lie in no cover set.
func finnedFishTechnique(name, word string, n int, finned, sashimi float64) *Technique {
	return &Technique{
		Name:          name,
		Doc:           fmt.Sprintf("a value whose places in %d complete groups of one kind sharing no field lie in %d groups of another kind but for a few fins leaves the fields of those groups that see every fin (finned and sashimi %s; any groups)", n, n, word),
		Difficulty:    finned,
		MaxDifficulty: sashimi,
		Unrated:       "it lowered the agreement with Sudoku Explainer's ratings: within ±0.5 for 91.3% of se_ratings.tsv, against 92.6% without the finned fish",
		New:           func(r *game.Rules) MoveStrategy { return newFinnedFish(r, n) },
		Explain: func(r *game.Rules, m *game.Move) string {
			kind := "finned"
			if isSashimi(r, m) {
				kind = "sashimi"
			}
			fins := finsOf(r, m)
			label := "fin"
			if len(fins) > 1 {
				label = "fins"
			}
			vs := m.Values.Format(r.Values)
			return fmt.Sprintf("%s %s on %s in %s, covered by %s, %s %s: %s leaves %s", kind, word, vs,
				groupList(r, m.Groups), groupList(r, m.Cover), label, fieldList(r, fins), vs, fieldList(r, eliminatedFields(m)))
		},
		Rate: func(r *game.Rules, m *game.Move) float64 {
			if isSashimi(r, m) {
				return sashimi
			}
			return finned
		},
	}
}

// inCover reports whether field f lies in one of the move's cover sets.
func inCover(r *game.Rules, m *game.Move, f int) bool {
	for _, g := range m.Cover {
		if r.GroupSet(g).Has(f) {
			return true
		}
	}
	return false
}

// finsOf returns the fins of a finned fish's move: its places in no cover
// set.
func finsOf(r *game.Rules, m *game.Move) []int {
	var out []int
	for _, f := range m.Fields {
		if !inCover(r, m, f) {
			out = append(out, f)
		}
	}
	return out
}

// isSashimi reports whether a base set of a finned fish's move keeps a
// single place in its cover sets.
func isSashimi(r *game.Rules, m *game.Move) bool {
	for _, g := range m.Groups {
		body := 0
		for _, f := range m.Fields {
			if r.GroupSet(g).Has(f) && inCover(r, m, f) {
				body++
			}
		}
		if body == 1 {
			return true
		}
	}
	return false
}

// finnedFish looks for finned fish of n base sets, value by value. Its
// pending work is that of fish, the values whose candidate fields changed,
// and for each the groups of those fields (lost).
//
// The fish it looks for have base sets of one kind and cover sets of one
// other kind, as a person sees a finned fish: rows covered by columns,
// windows by rows, regions by columns. For a value v it lists the
// complete groups without v placed that have two to n+2 places for it,
// and for each of them and each kind K the groups of kind K that hold one
// of its places, as one word: bit i stands for the i-th group of kind K.
// It then chooses n base sets of one kind that share no field, as fish
// does, and ORs their words: M, per kind, the groups that hold a place.
// The cover sets are n groups of M and the fins the places they leave
// out, which lie in the other groups of M, at most two (U). So a choice of
// base sets is kept only while some kind K has a group at each of its
// places and an M of at most n+2 groups, since more base sets only add
// groups, and once n are chosen each U of one or two groups of an M of
// n+1 or n+2 gives the cover sets M without U. The fields that may lose v
// are v's places outside the base sets, in a cover set, that are peers of
// every fin. Choosing base sets costs a few operations on words per kind;
// only a choice that passes goes to the board's sets: the candidate index
// and each field's precomputed peers. The buffers are made once; a call
// allocates nothing once they have grown.
//
// Kinds of more than 64 groups, and kinds past the 64th, are not tried as
// cover sets. A field in
// two groups of kind K (the shared boxes of a Samurai) counts both in M,
// so a fish there may be missed; no move is wrong for it.
type finnedFish struct {
	_      game.CacheLinePad
	rules  *game.Rules
	n      int
	dirty  game.ValueSet // values to examine
	full   game.ValueSet // values to examine with every base set
	lost   []game.Bitset // per value: the groups of the fields that lost it since it was last examined in full
	bases  []int         // scratch: the value's candidate base sets, those of lost first
	stale  []int         // scratch: those not of lost
	fresh  int           // how many of bases are groups of lost
	chosen [4]int        // the base sets chosen, as indexes of bases
	fields [5]game.Bitset
	places [5]game.Bitset
	// fields[k] holds the fields of the first k base sets, places[k] the
	// value's places in them.

	kinds  int      // the number of kinds of group
	kindOf []int    // per group: its kind, as an index
	bitOf  []uint64 // per group: its bit in a word of its kind, 0 for a kind of more than 64 groups
	ofKind [][]int  // per kind: its groups, in the order of their bits
	word   []uint64 // per base set of bases and kind: the groups of the kind that hold one of its places
	whole  []uint64 // per base set of bases: the kinds, as bits, with a group at each of its places
	m      [5][]uint64
	kindsM [5]uint64
	// m[k] holds, per kind, the OR of the words of the first k base sets;
	// kindsM[k] the kinds, as bits, that are whole for all of them and
	// may cover.

	targets game.Bitset    // scratch: the value's places outside the base sets
	seen    [6]game.Bitset // scratch: per group of M, the fields of targets that see its places
	mask    game.Bitset    // scratch: the fields that may lose the value
	mb      moveBuf
	_       game.CacheLinePad
}

func newFinnedFish(r *game.Rules, n int) *finnedFish {
	s := &finnedFish{rules: r, n: n, lost: make([]game.Bitset, r.NumValues()),
		kindOf: make([]int, len(r.Groups)), bitOf: make([]uint64, len(r.Groups))}
	kinds := map[game.GroupKind]int{}
	for g, grp := range r.Groups {
		k, ok := kinds[grp.Kind]
		if !ok {
			k = len(kinds)
			kinds[grp.Kind] = k
			s.ofKind = append(s.ofKind, nil)
		}
		s.kindOf[g] = k
		s.ofKind[k] = append(s.ofKind[k], g)
	}
	s.kinds = len(kinds)
	for k, gs := range s.ofKind {
		if len(gs) > 64 || kindBit(k) == 0 {
			continue
		}
		s.kindsM[0] |= kindBit(k)
		for i, g := range gs {
			s.bitOf[g] = 1 << i
		}
	}
	for v := range s.lost {
		s.lost[v] = game.NewGroupSet(r)
	}
	for i := range s.fields {
		s.fields[i], s.places[i] = game.NewFieldSet(r), game.NewFieldSet(r)
		s.m[i] = make([]uint64, s.kinds)
	}
	s.targets, s.mask = game.NewFieldSet(r), game.NewFieldSet(r)
	for i := range s.seen {
		s.seen[i] = game.NewFieldSet(r)
	}
	return s
}

// kindBit returns kind k as a bit of a set of kinds, 0 for the kinds past
// the 64th, which are not tried as cover sets.
func kindBit(k int) uint64 {
	if k >= 64 {
		return 0
	}
	return 1 << k
}

// Reset marks every value to be examined in full.
func (s *finnedFish) Reset(*game.Board) {
	s.clearLost()
	s.dirty, s.full = s.rules.Values.All(), s.rules.Values.All()
}

// Rewind drops the pending work: at a stalled position there is none.
func (s *finnedFish) Rewind(*game.Board) {
	s.clearLost()
	s.dirty, s.full = 0, 0
}

func (s *finnedFish) clearLost() {
	for todo := s.dirty; todo != 0; todo &= todo - 1 {
		s.lost[todo.Lowest()].Clear()
	}
}

// NotifyMove marks dirty every value the move took from a field, and the
// field's groups as lost for it.
func (s *finnedFish) NotifyMove(b *game.Board, _ *game.Move) {
	for _, c := range b.Changes() {
		s.dirty |= c.Removed
		for rest := c.Removed &^ s.full; rest != 0; rest &= rest - 1 {
			s.rules.AddFieldGroups(s.lost[rest.Lowest()], c.Field)
		}
	}
}

// DoMove examines the dirty values; a value stays dirty after a move, since
// it may swim in another fish.
func (s *finnedFish) DoMove(b *game.Board) *game.Move {
	for todo := s.dirty; todo != 0; todo &= todo - 1 {
		v := todo.Lowest()
		if s.examine(b, v) {
			return s.mb.done()
		}
		s.dirty &^= game.Bit(v)
		s.full &^= game.Bit(v)
		s.lost[v].Clear()
	}
	return nil
}

// examine reports whether value v swims in a finned fish with
// eliminations; the move is then in s.mb.
//
// Unless v is to be examined in full, only the choices of base sets that
// hold a field that lost v since v was last examined in full are tried.
// A choice without one has the same places as then, when it made no
// move, and the fields that may lose v have only shrunk since: it makes
// none now. Placing v removes it from the placed field without a change
// for v, but every group of that field then has v placed and is no base
// set. A move found leaves v to be examined again with the same groups.
func (s *finnedFish) examine(b *game.Board, v int) bool {
	s.bases, s.stale = s.bases[:0], s.stale[:0]
	if s.full.Has(v) {
		for g := range s.rules.Groups {
			s.bases = s.addCandidate(b, v, g, s.bases)
		}
	} else {
		lost := s.lost[v]
		for w, lw := range lost {
			for rest := lw; rest != 0; rest &= rest - 1 {
				s.bases = s.addCandidate(b, v, w<<6+bits.TrailingZeros64(rest), s.bases)
			}
		}
		if len(s.bases) == 0 {
			return false
		}
		for g := range s.rules.Groups {
			if !lost.Has(g) {
				s.stale = s.addCandidate(b, v, g, s.stale)
			}
		}
	}
	s.fresh = len(s.bases)
	s.bases = append(s.bases, s.stale...)
	if len(s.bases) < s.n {
		return false
	}
	s.words(b, v)
	s.fields[0].Clear()
	s.places[0].Clear()
	clear(s.m[0])
	return s.chooseBase(b, v, 0, 0)
}

// addCandidate appends g to list if it may be a base set for v: a
// complete group without v placed, with two to n+2 places for it.
func (s *finnedFish) addCandidate(b *game.Board, v, g int, list []int) []int {
	if !s.rules.Groups[g].Complete || b.Placed(g).Has(v) {
		return list
	}
	if k := b.PlacesIn(g, v); k >= 2 && k <= s.n+2 {
		list = append(list, g)
	}
	return list
}

// words sets, for each base set of bases and kind, the word of the groups
// of the kind that hold one of its places.
func (s *finnedFish) words(b *game.Board, v int) {
	s.word = slices.Grow(s.word[:0], len(s.bases)*s.kinds)[:len(s.bases)*s.kinds]
	s.whole = slices.Grow(s.whole[:0], len(s.bases))[:len(s.bases)]
	clear(s.word)
	where := b.Where(v)
	for i, g := range s.bases {
		w := s.word[i*s.kinds : (i+1)*s.kinds]
		set := s.rules.GroupSet(g)
		lo, hi := s.rules.GroupSpan(g)
		whole := ^uint64(0)
		for x := lo; x < hi; x++ {
			for m := set[x] & where[x]; m != 0; m &= m - 1 {
				here := uint64(0)
				for _, h := range s.rules.FieldGroups(x<<6 + bits.TrailingZeros64(m)) {
					w[s.kindOf[h]] |= s.bitOf[h]
					here |= kindBit(s.kindOf[h])
				}
				whole &= here
			}
		}
		s.whole[i] = whole
	}
}

// chooseBase picks base set number depth among bases[from:], of the kind
// of the first, sharing no field with those chosen, and goes on to the
// cover sets once n are chosen. The first is one of lost: bases lists
// those first.
func (s *finnedFish) chooseBase(b *game.Board, v, depth, from int) bool {
	if depth == s.n {
		return s.chooseCovers(b, v)
	}
	last := len(s.bases) - (s.n - depth)
	if depth == 0 {
		last = min(last, s.fresh-1)
	}
	where := b.Where(v)
	for i := from; i <= last; i++ {
		g := s.bases[i]
		kind := s.kindOf[g]
		set := s.rules.GroupSet(g)
		if depth > 0 && kind != s.kindOf[s.bases[s.chosen[0]]] || !disjoint(set, s.fields[depth]) {
			continue
		}
		// More base sets only add groups to M: once no kind has n+2
		// or fewer, no choice of the rest can make a fish.
		m, next, word := s.m[depth], s.m[depth+1], s.word[i*s.kinds:(i+1)*s.kinds]
		kinds := s.kindsM[depth] & s.whole[i] &^ kindBit(kind)
		s.kindsM[depth+1] = 0
		for rest := kinds; rest != 0; rest &= rest - 1 {
			k := bits.TrailingZeros64(rest)
			next[k] = m[k] | word[k]
			if bits.OnesCount64(next[k]) <= s.n+2 {
				s.kindsM[depth+1] |= kindBit(k)
			}
		}
		if s.kindsM[depth+1] == 0 {
			continue
		}
		s.chosen[depth] = i
		withGroup(s.fields[depth+1], s.places[depth+1], s.fields[depth], s.places[depth], set, where)
		if s.chooseBase(b, v, depth+1, i+1) {
			return true
		}
	}
	return false
}

// withGroup sets fields to those of fields0 and the group of fields set,
// and places to places0 and the places of set in where: the fields and
// places of base sets with one more.
func withGroup(fields, places, fields0, places0, set, where game.Bitset) {
	for w := range fields {
		fields[w] = fields0[w] | set[w]
		places[w] = places0[w] | set[w]&where[w]
	}
}

// chooseCovers tries, for each kind K but that of the base sets whose M
// has n+1 or n+2 groups, each U of the groups of M that leaves n, and
// makes the move of the first fish with a place of every base set in the
// cover sets and something to eliminate. The fields that may lose v lie
// in s.targets, v's places outside the base sets, and see the places of
// the groups of U: for each group of M, seen[r] holds the fields of
// s.targets in the other groups of M that see all its places, so that
// each U costs an AND.
func (s *finnedFish) chooseCovers(b *game.Board, v int) bool {
	where, out, t := b.Where(v), s.fields[s.n], s.targets
	nonzero := uint64(0)
	for w := range t {
		t[w] = where[w] &^ out[w]
		nonzero |= t[w]
	}
	if nonzero == 0 {
		return false
	}
	p := s.places[s.n]
	for rest := s.kindsM[s.n]; rest != 0; rest &= rest - 1 {
		kind := bits.TrailingZeros64(rest)
		m := s.m[s.n][kind]
		c := bits.OnesCount64(m)
		if c <= s.n {
			continue
		}
		// The U whose cover sets keep a place of every base set, as
		// bits of the ranks of their groups in M.
		var bit [6]uint64
		var us [15]uint64
		nu, need := 0, uint64(0)
		for r, rest := 0, m; rest != 0; r, rest = r+1, rest&(rest-1) {
			bit[r] = rest & -rest
		}
		for r := range c {
			if c == s.n+1 {
				if s.keeps(kind, m&^bit[r]) {
					us[nu], need = 1<<r, need|1<<r
					nu++
				}
				continue
			}
			for q := r + 1; q < c; q++ {
				if s.keeps(kind, m&^bit[r]&^bit[q]) {
					us[nu], need = 1<<r|1<<q, need|1<<r|1<<q
					nu++
				}
			}
		}
		seeing := uint64(0) // the ranks r whose seen[r] is not empty
		for rest := need; rest != 0; rest &= rest - 1 {
			r := bits.TrailingZeros64(rest)
			if s.see(p, kind, m&^bit[r], s.ofKind[kind][bits.TrailingZeros64(bit[r])], s.seen[r]) {
				seeing |= 1 << r
			}
		}
		for _, u := range us[:nu] {
			if u&^seeing != 0 {
				continue
			}
			r := bits.TrailingZeros64(u)
			var also game.Bitset
			if q := u &^ (1 << r); q != 0 {
				also = s.seen[bits.TrailingZeros64(q)]
			}
			covers := m
			for rest := u; rest != 0; rest &= rest - 1 {
				covers &^= bit[bits.TrailingZeros64(rest)]
			}
			if s.try(v, kind, covers, s.seen[r], also) {
				return true
			}
		}
	}
	return false
}

// keeps reports whether every base set has a place in the groups of kind
// kind in covers.
func (s *finnedFish) keeps(kind int, covers uint64) bool {
	for _, i := range s.chosen[:s.n] {
		if s.word[i*s.kinds+kind]&covers == 0 {
			return false
		}
	}
	return true
}

// see sets seen to the fields of s.targets in the groups of kind kind in
// others that see every place of p in group g, and reports whether there
// are any. A field that may lose v lies in a cover set, so in one of the
// groups of M but those of U.
func (s *finnedFish) see(p game.Bitset, kind int, others uint64, g int, seen game.Bitset) bool {
	set, groups := s.rules.GroupSet(g), s.ofKind[kind]
	nonzero := uint64(0)
	for w, t := range s.targets {
		in := uint64(0)
		for o := others; o != 0; o &= o - 1 {
			in |= s.rules.GroupSet(groups[bits.TrailingZeros64(o)])[w]
		}
		seen[w] = t & in
		nonzero |= seen[w]
	}
	if nonzero == 0 {
		return false
	}
	for w, pw := range p {
		for f := pw & set[w]; f != 0; f &= f - 1 {
			seen.And(seen, s.rules.PeerSet(w<<6+bits.TrailingZeros64(f)))
			if seen.Empty() {
				return false
			}
		}
	}
	return true
}

// try makes the move of the fish whose cover sets are the groups of kind
// kind in covers if some field of them sees every fin: is in seen and in
// also, unless also is nil.
func (s *finnedFish) try(v, kind int, covers uint64, seen, also game.Bitset) bool {
	groups := s.ofKind[kind]
	mask := s.mask
	nonzero := uint64(0)
	for w, mw := range seen {
		if also != nil {
			mw &= also[w]
		}
		if mw != 0 {
			in := uint64(0)
			for c := covers; c != 0; c &= c - 1 {
				in |= s.rules.GroupSet(groups[bits.TrailingZeros64(c)])[w]
			}
			mw &= in
		}
		mask[w] = mw
		nonzero |= mw
	}
	if nonzero == 0 {
		return false
	}
	s.mb.start(game.Deduction)
	for w, mw := range mask {
		for e := mw; e != 0; e &= e - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: w<<6 + bits.TrailingZeros64(e), Value: v})
		}
	}
	s.mb.m.Values = game.Bit(v)
	s.mb.fields = s.places[s.n].Members(s.mb.fields)
	for _, i := range s.chosen[:s.n] {
		s.mb.groups = append(s.mb.groups, s.bases[i])
	}
	slices.Sort(s.mb.groups)
	for c := covers; c != 0; c &= c - 1 {
		s.mb.cover = append(s.mb.cover, groups[bits.TrailingZeros64(c)])
	}
	return true
}
