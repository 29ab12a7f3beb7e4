package strategy

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ALSXZ finds two almost locked sets joined by a restricted common value.
//
// An almost locked set (ALS) is a set of n free fields, 1 <= n <=
// maxALSFields, that are mutual peers (every two share a group) and whose
// candidates together are exactly n+1 values. All the rule needs is that
// the fields are mutual peers: no two of them may then hold the same
// value, so in any solution the n fields hold n different values out of
// the n+1, and the set lacks at most one of its values. Whether a group
// they share is complete does not matter (a window, a diagonal, a jigsaw
// region or a Samurai sub-grid serves as well as a row), since nothing
// says which values the group must hold. The technique takes its sets
// from one group each, whose fields are mutual peers by the definition of
// a peer (two fields that share any group).
//
// Singly linked: let A and B be almost locked sets that share no field,
// and x a value of both whose every place in A sees every place in B (a
// restricted common candidate, RCC). A and B cannot both hold x, since the
// two fields holding it would see each other; so one of them lacks x, and
// lacking one value it holds every other value it has. Each other common
// value z is then in A or in B: a field that sees all of z's places in A
// and all of them in B cannot hold z. Such a field lies outside A and B: a
// field of A with z does not see itself, and one without z has no z to
// lose.
//
// Doubly linked: when x1 and x2 are both restricted common candidates,
// each of x1 and x2 is lacking from A or from B, and each set lacks at
// most one value; so one set lacks x1 and the other x2, and every other
// value of each set is in it. Then every value v of A but x1 and x2 leaves
// every field that sees all of v's places in A (fields of B included), and
// the same for B; and each of x1 and x2 is held by exactly one of the two
// sets, so it leaves every field that sees all its places in A and in B.
// (A third restricted common candidate would make the board impossible;
// the proof uses only two, so its conclusions stand there too.)
//
// Rated 5.5 singly and 5.7 doubly linked, after the wings, the jellyfish
// (5.2) and the hidden quad (5.4) and before the chains (the X-chain at
// 6.6). Sudoku Explainer, whose scale this is, has no ALS. HoDoKu scores
// ALS-XZ 300, with the wings at 150 to 180 and its X- and XY-chains and
// nice loops at 260 to 280, so there it comes just after the short
// chains; here it comes before them, since an ALS is a subset short of
// one value and the deduction is subset reasoning over two sets and one
// link, with no alternating chain to follow, while this scale rates even
// a three-link chain 6.6. Its smallest case is an XY-wing (4.2), a pivot
// and pincer as one set and the other pincer as the second; larger sets
// ask more than a quad (5.0 to 5.4), so 5.5. A doubly linked one asks the
// reader to follow both links and see both sets locked: 5.7. The strategy
// offers a singly linked move before any doubly linked one.
//
// A move's evidence: Fields are A's fields, then B's; Groups the group of
// each set; Values every value of A and B; Links describe both sets and
// their link, in order: strong links joining A's values one to the next
// ((v)A: v in one of A's fields; of any two values of an ALS it holds at
// least one), ending at (x)A; a weak link (x)A - (x)B for each restricted
// common candidate; strong links joining B's values from (x)B. The first
// weak link's value is x; the sets' fields and values are read from the
// nodes.
var ALSXZ = &Technique{
	Name:          "ALSXZ",
	Doc:           "two almost locked sets (n fields of a group with n+1 values) that cannot both hold a value x: each other common value leaves every field seeing all its places in both (ALS-XZ, singly or doubly linked; any groups)",
	Difficulty:    5.5,
	MaxDifficulty: 5.7,
	Unrated:       "Sudoku Explainer's scale has no almost locked sets",
	New:           func(r *game.Rules) MoveStrategy { return newALSXZ(r) },
	Explain:       explainALSXZ,
	Rate: func(r *game.Rules, m *game.Move) float64 {
		if alsLinked(m) >= 2 {
			return 5.7
		}
		return 5.5
	},
}

// maxALSFields bounds an almost locked set's size in ALS-XZ, to keep the
// search fast: sets of up to four fields with five values.
const maxALSFields = 4

// maxALSSet bounds the size of a set any search of almost locked sets
// lists: the six fields of a TUVWXYZ-wing's (alswing.go).
const maxALSSet = 6

// alsLinked returns the number of restricted common candidates of an
// ALS-XZ move: its weak links.
func alsLinked(m *game.Move) int {
	n := 0
	for _, l := range m.Links {
		if !l.Strong {
			n++
		}
	}
	return n
}

// explainALSXZ writes both sets with their fields, values and groups, the
// restricted common candidates and the eliminations by value, from the
// move's links.
func explainALSXZ(r *game.Rules, m *game.Move) string {
	var sets [2]struct {
		vals game.ValueSet
		n    int
	}
	var xs game.ValueSet
	side := 0
	for _, l := range m.Links {
		if !l.Strong {
			xs |= game.Bit(l.From.Value)
			side = 1
			continue
		}
		for _, nd := range [2]game.Node{l.From, l.To} {
			sets[side].vals |= game.Bit(nd.Value)
		}
	}
	// A's fields are those of the nodes before the first weak link.
	seen := map[int]bool{}
	for _, l := range m.Links {
		if !l.Strong {
			break
		}
		for _, nd := range [2]game.Node{l.From, l.To} {
			for _, f := range nd.Fields {
				seen[f] = true
			}
		}
	}
	sets[0].n = len(seen)
	name := func(i int, fields []int) string {
		g := ""
		if i < len(m.Groups) {
			g = " in " + r.Groups[m.Groups[i]].Name
		}
		return "{" + strings.ReplaceAll(fieldList(r, fields), " ", "") + "} {" + sets[i].vals.Format(r.Values) + "}" + g
	}
	nA := min(sets[0].n, len(m.Fields))
	var sb strings.Builder
	sb.WriteString("ALS-XZ ")
	if xs.Len() >= 2 {
		sb.WriteString("doubly linked ")
	}
	fmt.Fprintf(&sb, "A=%s, B=%s: X=%s", name(0, m.Fields[:nA]), name(1, m.Fields[nA:]), xs.Format(r.Values))
	var elim game.ValueSet
	for _, c := range m.Eliminate {
		elim |= game.Bit(c.Value)
	}
	if xs.Len() >= 2 {
		sb.WriteString(", both sets locked")
	} else {
		sb.WriteString(", Z=" + elim.Format(r.Values))
	}
	sb.WriteString(": ")
	for i, v := range elim.Values() {
		if i > 0 {
			sb.WriteString("; ")
		}
		var fs []int
		for _, c := range m.Eliminate {
			if c.Value == v {
				fs = append(fs, c.Field)
			}
		}
		sb.WriteString(r.Values.Name(v) + " leaves " + fieldList(r, fs))
	}
	return sb.String()
}

// alsSet is an almost locked set found by a search. Its sets of fields
// lie in the strategy's pool from off: first its own fields, then for each
// of its values, lowest first, the fields that see all its places in the
// set, then for each of its values its places.
type alsSet struct {
	fields [maxALSSet]int32
	n      int32
	group  int32
	off    int32
	cands  game.ValueSet
}

// alsxz lists, each time it searches, every almost locked set of one to
// maxSet fields (maxALSFields for ALS-XZ), smallest first, group by group; each set is listed
// once, under the first group that holds all its fields. It then tries
// the pairs that share no field and at least two values and may be
// linked, and returns the first singly linked move, else the first doubly
// linked one. It reads the board alone and keeps only whether it changed
// since the last search found nothing (staleFlag); the list, its sets of
// fields and the index are buffers reused by every search, so that a
// search allocates nothing once they have grown.
type alsxz struct {
	_     game.CacheLinePad
	rules *game.Rules
	words int
	staleFlag
	// maxSet is the largest set listed; wing, when above 0, the size of
	// the set a wing pairs with a field of two values (no other pair is
	// tried).
	maxSet, wing int
	sets         []alsSet
	bySize       [maxALSSet][]alsSet // scratch of collect
	pool         []uint64
	head         []int32 // the sets by each value's first place (see index)
	next         []int32
	entrySet     []int32
	entrySlot    []int32
	mark         []int32             // per set: the set a of search it was last tried with, plus one
	free         []int               // scratch: a group's free fields with few candidates
	pick         [maxALSSet]int      // scratch: the fields of the set being chosen
	nodes        [alsNodeFields]int  // the fields of the move's nodes
	links        [alsLinks]game.Link // the move's links
	mb           moveBuf
	_            game.CacheLinePad
}

const (
	alsLinks      = 2*maxALSSet + 2 // each set's values joined, and two weak links
	alsNodeFields = 2 * alsLinks * maxALSSet
)

func newALSXZ(r *game.Rules) *alsxz {
	return &alsxz{rules: r, words: r.Words(), maxSet: maxALSFields}
}

// newALSWing returns the search of the wing whose larger set has n
// fields: an ALS-XZ of such a set and a field with two values.
func newALSWing(r *game.Rules, n int) *alsxz {
	return &alsxz{rules: r, words: r.Words(), maxSet: n, wing: n}
}

// DoMove lists the sets and tries their pairs.
func (s *alsxz) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	s.collect(b)
	if m := s.pairs(b); m != nil {
		return m
	}
	s.stale = false
	return nil
}

// collect lists the almost locked sets, smallest first: one pass over
// each group's subsets files each set found under its size, then the
// sizes are joined.
func (s *alsxz) collect(b *game.Board) {
	s.pool = s.pool[:0]
	for n := range s.bySize {
		s.bySize[n] = s.bySize[n][:0]
	}
	cands := b.AllCandidates()
	for g, grp := range s.rules.Groups {
		if b.FreeIn(g) == 0 {
			continue
		}
		s.free = s.free[:0]
		for _, f := range grp.Fields {
			if b.Value(f) == game.Empty && cands[f].Len() <= s.maxSet+1 {
				s.free = append(s.free, f)
			}
		}
		s.choose(b, cands, g, 0, 0, 0)
	}
	s.sets = s.sets[:0]
	for _, sets := range s.bySize {
		s.sets = append(s.sets, sets...)
	}
}

// choose adds each field of s.free from start on as the set's field
// depth, while the candidates, union so far, stay within maxSet+1 values,
// and files every almost locked set it makes (for a wing, those of one
// field and those of the wing's size alone).
func (s *alsxz) choose(b *game.Board, cands []game.ValueSet, g, start, depth int, union game.ValueSet) {
	for i := start; i < len(s.free); i++ {
		u := union | cands[s.free[i]]
		n := u.Len()
		if n > s.maxSet+1 {
			continue
		}
		s.pick[depth] = s.free[i]
		if n == depth+2 && (s.wing == 0 || depth == 0 || depth+1 == s.wing) && s.firstGroup(g, depth+1) {
			s.add(b, g, depth+1, u)
		}
		if depth+1 < s.maxSet {
			s.choose(b, cands, g, i+1, depth+1, u)
		}
	}
}

// firstGroup reports whether g is the first group that holds all n fields
// picked, so that a set lying in several groups is listed once.
func (s *alsxz) firstGroup(g, n int) bool {
	for _, h := range s.rules.FieldGroups(s.pick[0]) {
		if h >= g {
			break
		}
		set, all := s.rules.GroupSet(h), true
		for _, f := range s.pick[1:n] {
			all = all && set.Has(f)
		}
		if all {
			return false
		}
	}
	return true
}

// add lists the n fields picked, of group g, as a set with values c, and
// works out, for each value, its places and the fields that see them all.
func (s *alsxz) add(b *game.Board, g, n int, c game.ValueSet) {
	off := len(s.pool)
	size := (1 + 2*c.Len()) * s.words
	if cap(s.pool)-off < size {
		s.pool = append(s.pool[:cap(s.pool)], make([]uint64, size)...)[:off]
	}
	s.pool = s.pool[:off+size]
	clear(s.pool[off:])
	set := alsSet{n: int32(n), group: int32(g), off: int32(off), cands: c}
	own := s.own(&set)
	for i, f := range s.pick[:n] {
		set.fields[i] = int32(f)
		own.Add(f)
	}
	for k, vs := 0, c; vs != 0; k, vs = k+1, vs&(vs-1) {
		v := vs.Lowest()
		see, places := s.seen(&set, k), s.placed(&set, k)
		first := true
		for _, f := range s.pick[:n] {
			if !b.Candidates(f).Has(v) {
				continue
			}
			places.Add(f)
			if first {
				see.Copy(s.rules.PeerSet(f))
				first = false
			} else {
				for i, w := range s.rules.PeerSet(f) {
					see[i] &= w
				}
			}
		}
	}
	s.bySize[n-1] = append(s.bySize[n-1], set)
}

// own returns the fields of a.
func (s *alsxz) own(a *alsSet) game.Bitset {
	o := int(a.off)
	return s.pool[o : o+s.words : o+s.words]
}

// seen returns the fields that see every place in a of its k-th value,
// lowest first.
func (s *alsxz) seen(a *alsSet, k int) game.Bitset {
	o := int(a.off) + (1+k)*s.words
	return s.pool[o : o+s.words : o+s.words]
}

// placed returns the places in a of its k-th value, lowest first.
func (s *alsxz) placed(a *alsSet, k int) game.Bitset {
	o := int(a.off) + (1+a.cands.Len()+k)*s.words
	return s.pool[o : o+s.words : o+s.words]
}

// see returns the fields that see every place in a of its value v.
func (s *alsxz) see(a *alsSet, v int) game.Bitset {
	return s.seen(a, (a.cands & (game.Bit(v) - 1)).Len())
}

// disjoint reports whether a and c share no field.
func (s *alsxz) disjoint(a, c *alsSet) bool {
	oc := s.own(c)
	for i, w := range s.own(a) {
		if w&oc[i] != 0 {
			return false
		}
	}
	return true
}

// restricted returns the values of common whose every place in a sees
// every place in c.
func (s *alsxz) restricted(a, c *alsSet, common game.ValueSet) game.ValueSet {
	var rcc game.ValueSet
	for vs := common; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		see, places := s.see(a, v), s.placed(c, (c.cands&(game.Bit(v)-1)).Len())
		ok := true
		for i, w := range places {
			if w&^see[i] != 0 {
				ok = false
				break
			}
		}
		if ok {
			rcc |= game.Bit(v)
		}
	}
	return rcc
}

// pairs tries the pairs of sets that may be linked: the first singly
// linked pair that eliminates something makes the move; failing that, the
// first doubly linked one. A set c is linked to a by x only if c's first
// place of x sees all of a's, so for each set a and value x it looks up,
// in an index by first place, only the sets whose first place of x lies
// among the fields that see all of a's.
func (s *alsxz) pairs(b *game.Board) *game.Move {
	s.index()
	m := s.search(b)
	for _, slot := range s.entrySlot {
		s.head[slot] = 0
	}
	return m
}

func (s *alsxz) search(b *game.Board) *game.Move {
	doubly := [2]int{-1, -1}
	for i := range s.sets {
		a := &s.sets[i]
		var found *game.Move
		s.eachLinkable(b, i, func(j int) bool {
			c := &s.sets[j]
			if j <= i || s.wing > 0 && a.n == c.n {
				return true // a pair tried before; a wing pairs its set with one field
			}
			common := a.cands & c.cands
			if common&(common-1) == 0 || !s.disjoint(a, c) {
				return true
			}
			rcc := s.restricted(a, c, common)
			for ys := rcc; ys != 0; ys &= ys - 1 {
				y := ys.Lowest()
				if s.singly(b, a, c, common&^game.Bit(y), true) {
					found = s.move(b, a, c, game.Bit(y), common&^game.Bit(y))
					return false
				}
			}
			if rcc.Len() >= 2 && doubly[0] < 0 && s.doubly(b, a, c, lowestTwo(rcc), true) {
				doubly = [2]int{i, j}
			}
			return true
		})
		if found != nil {
			return found
		}
	}
	if doubly[0] < 0 {
		return nil
	}
	a, c := &s.sets[doubly[0]], &s.sets[doubly[1]]
	return s.move(b, a, c, lowestTwo(s.restricted(a, c, a.cands&c.cands)), 0)
}

// eachLinkable calls visit with each set j, once, whose first place of
// some value x of set i lies among the fields that see all of i's places
// of x: the sets that may be linked to i by a restricted common value
// (and i itself), found through index. It stops when visit returns false.
func (s *alsxz) eachLinkable(b *game.Board, i int, visit func(j int) bool) {
	nv := s.rules.NumValues()
	a := &s.sets[i]
	stamp := int32(i + 1)
	for xs := a.cands; xs != 0; xs &= xs - 1 {
		x := xs.Lowest()
		where, see := b.Where(x), s.see(a, x)
		for k, w := range where {
			for w &= see[k]; w != 0; w &= w - 1 {
				slot := (k<<6+bits.TrailingZeros64(w))*nv + x
				for e := s.head[slot]; e != 0; e = s.next[e-1] {
					j := s.entrySet[e-1]
					if s.mark[j] == stamp {
						continue
					}
					s.mark[j] = stamp
					if !visit(int(j)) {
						return
					}
				}
			}
		}
	}
}

// index files every set under each of its values' first place, slot
// field*NumValues()+value: head[slot] is the slot's first entry plus one
// (0: none), next[e] the one after entry e plus one, entrySet[e] its set;
// each slot lists its sets in order. pairs empties the slots used,
// entrySlot, when done, so that head stays clear between searches at no
// cost per field. It also clears the marks of search.
func (s *alsxz) index() {
	nv := s.rules.NumValues()
	if s.head == nil {
		s.head = make([]int32, s.rules.NumFields()*nv)
	}
	s.next, s.entrySet, s.entrySlot = s.next[:0], s.entrySet[:0], s.entrySlot[:0]
	for j := len(s.sets) - 1; j >= 0; j-- {
		c := &s.sets[j]
		for k, vs := 0, c.cands; vs != 0; k, vs = k+1, vs&(vs-1) {
			slot := int32(s.placed(c, k).First()*nv + vs.Lowest())
			s.next = append(s.next, s.head[slot])
			s.entrySet = append(s.entrySet, int32(j))
			s.entrySlot = append(s.entrySlot, slot)
			s.head[slot] = int32(len(s.next))
		}
	}
	s.mark = slices.Grow(s.mark[:0], len(s.sets))[:len(s.sets)]
	clear(s.mark)
}

// lowestTwo returns the two lowest values of vs.
func lowestTwo(vs game.ValueSet) game.ValueSet {
	lo := vs & -vs
	rest := vs &^ lo
	return lo | rest&-rest
}

// singly reports whether some value of zs leaves a field that sees all its
// places in a and in c; unless probe, it adds those eliminations to the
// move.
func (s *alsxz) singly(b *game.Board, a, c *alsSet, zs game.ValueSet, probe bool) bool {
	found := false
	for vs := zs; vs != 0; vs &= vs - 1 {
		z := vs.Lowest()
		if s.eliminate(b.Where(z), s.see(a, z), s.see(c, z), false, z, probe) {
			if probe {
				return true
			}
			found = true
		}
	}
	return found
}

// doubly reports whether a doubly linked pair with restricted common
// candidates xs eliminates something; unless probe, it adds the
// eliminations to the move, value by value.
func (s *alsxz) doubly(b *game.Board, a, c *alsSet, xs game.ValueSet, probe bool) bool {
	found := false
	for vs := a.cands | c.cands; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		var hit bool
		switch {
		case xs.Has(v):
			hit = s.eliminate(b.Where(v), s.see(a, v), s.see(c, v), false, v, probe)
		case a.cands.Has(v) && c.cands.Has(v):
			// v is in both sets: a field seeing all its places in either
			// loses it.
			hit = s.eliminate(b.Where(v), s.see(a, v), s.see(c, v), true, v, probe)
		case a.cands.Has(v):
			hit = s.eliminate(b.Where(v), s.see(a, v), nil, false, v, probe)
		default:
			hit = s.eliminate(b.Where(v), s.see(c, v), nil, false, v, probe)
		}
		if hit && probe {
			return true
		}
		found = found || hit
	}
	return found
}

// eliminate reports whether some candidate v of where lies in see1 and,
// when see2 is not nil, in see2 as well or, when either, in see1 or see2;
// unless probe, it adds them to the move.
func (s *alsxz) eliminate(where, see1, see2 game.Bitset, either bool, v int, probe bool) bool {
	found := false
	for i, w := range where {
		mask := see1[i]
		switch {
		case see2 == nil:
		case either:
			mask |= see2[i]
		default:
			mask &= see2[i]
		}
		w &= mask
		if w != 0 && probe {
			return true
		}
		for ; w != 0; w &= w - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: i<<6 + bits.TrailingZeros64(w), Value: v})
			found = true
		}
	}
	return found
}

// move makes the move of sets a and c linked by xs (one value singly, two
// doubly), removing zs when singly linked: its eliminations value by
// value, and its evidence.
func (s *alsxz) move(b *game.Board, a, c *alsSet, xs, zs game.ValueSet) *game.Move {
	s.mb.start(game.Deduction)
	if xs.Len() >= 2 {
		s.doubly(b, a, c, xs, false)
	} else {
		s.singly(b, a, c, zs, false)
	}
	for _, f := range a.fields[:a.n] {
		s.mb.fields = append(s.mb.fields, int(f))
	}
	for _, f := range c.fields[:c.n] {
		s.mb.fields = append(s.mb.fields, int(f))
	}
	s.mb.groups = append(s.mb.groups, int(a.group), int(c.group))
	s.mb.m.Values = a.cands | c.cands
	x := xs.Lowest()
	nl, nf := 0, 0
	node := func(set *alsSet, v int) game.Node {
		start := nf
		for _, f := range set.fields[:set.n] {
			if b.Candidates(int(f)).Has(v) {
				s.nodes[nf] = int(f)
				nf++
			}
		}
		return game.Node{Fields: s.nodes[start:nf:nf], Value: v}
	}
	// A's values joined one to the next, x last.
	prev := -1
	for vs := a.cands &^ game.Bit(x); vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		if prev >= 0 {
			s.links[nl] = game.Link{From: node(a, prev), To: node(a, v), Strong: true}
			nl++
		}
		prev = v
	}
	s.links[nl] = game.Link{From: node(a, prev), To: node(a, x), Strong: true}
	nl++
	for vs := xs; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		s.links[nl] = game.Link{From: node(a, v), To: node(c, v)}
		nl++
	}
	// B's values from x.
	prev = x
	for vs := c.cands &^ game.Bit(x); vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		s.links[nl] = game.Link{From: node(c, prev), To: node(c, v), Strong: true}
		nl++
		prev = v
	}
	m := s.mb.done()
	m.Links = s.links[:nl]
	return m
}
