package strategy

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The alternating inference chains. A chain starts and ends with a strong
// link (of two candidates, at least one is true) and alternates strong and
// weak links (at least one is false): if its first candidate is false its
// last is true, so one of the two holds, and a candidate that sees both
// (is weakly linked to each) is false. Strong links come from a field with
// two candidates and from a value with two places in a complete group;
// weak links from one field's candidates and from a value in two fields
// that see each other through any group. In grouped chains a node may
// also be a value's places in a segment (where two groups overlap), true
// when one of them holds it: two nodes are strongly linked when they split
// a value's places in a complete group between them, weakly linked when
// every place of one sees every place of the other. Rated on Sudoku
// Explainer's chain scale, harder as they grow.
var (
	XChain = chainTechnique("XChain", "a chain of one value's only-two-places links (in a group, or in the cells of a cage or renban line that must hold it): one of its ends holds the value, so the value leaves every field that sees both ends (skyscraper, 2-string kite, turbot fish and longer; any groups)",
		6.6, xChain, false, "X-chain", "X-cycle")
	XYChain = chainTechnique("XYChain", "a chain through fields with two candidates, each joined to the next by a shared value: one of its ends holds the end value, which leaves every field that sees both (any groups)",
		6.8, xyChain, false, "XY-chain", "XY-loop")
	AIC = chainTechnique("AIC", "an alternating inference chain mixing both kinds of strong link: one of its ends is true, so what sees both ends is false (any groups)",
		7.0, anyChain, false, "chain", "continuous loop")
	GroupedXChain = chainTechnique("GroupedXChain", "an X-chain or X-cycle whose nodes may be grouped: a value's places (two or more) where two groups overlap, such as a box and a line, true when one of them holds it (any groups)",
		6.7, xChain, true, "grouped X-chain", "grouped X-cycle")
	GroupedAIC = chainTechnique("GroupedAIC", "an alternating inference chain or loop whose nodes may be grouped: a value's places (two or more) where two groups overlap, true when one of them holds it (any groups)",
		7.1, anyChain, true, "grouped chain", "grouped continuous loop")
	TurbotFish = &Technique{
		Name:          "TurbotFish",
		Doc:           "two of one value's only-two-places links joined by a weak link: one of the far ends holds the value, so it leaves every field that sees both (skyscraper, 2-string kite, turbot fish; any groups)",
		Difficulty:    4.0,
		MaxDifficulty: 4.2,
		New:           func(r *game.Rules) MoveStrategy { return newChains(r, xChain, 3, false) },
		Explain:       explainChain("turbot fish", "turbot fish"),
		Rate:          rateTurbot,
		Links:         true,
	}
)

// chainTechnique describes a chain technique of kind, grouped or not,
// rated from lo up by length and explained as label, or loopLabel when it
// closes into a loop.
func chainTechnique(name, doc string, lo float64, kind chainKind, grouped bool, label, loopLabel string) *Technique {
	t := &Technique{
		Name:          name,
		Doc:           doc,
		Difficulty:    lo,
		MaxDifficulty: lo + lengthBonus(maxChainLinks-1),
		New:           func(r *game.Rules) MoveStrategy { return newChains(r, kind, maxChainLinks, grouped) },
		Explain:       explainChain(label, loopLabel),
		Rate:          rateChain(lo),
		Links:         true,
	}
	if grouped {
		t.Unrated = "it lowered the agreement with Sudoku Explainer's ratings: within ±0.5 for 92.6% of se_ratings.tsv, against 93.5% without the grouped chains"
	}
	return t
}

// rateTurbot rates a turbot fish as Sudoku Explainer's extended versions
// do, by the groups that make its two strong links (the move's Groups):
// 4.0 when both are lines of one kind (a skyscraper), 4.1 lines of two
// kinds (a 2-string kite), 4.2 when one is another group (a box: a turbot
// fish).
func rateTurbot(r *game.Rules, m *game.Move) float64 {
	if len(m.Groups) < 2 {
		return 4.2
	}
	g1, g2 := r.Groups[m.Groups[0]], r.Groups[m.Groups[len(m.Groups)-1]]
	switch {
	case !isLine(g1) || !isLine(g2):
		return 4.2
	case g1.Kind == g2.Kind:
		return 4.0
	}
	return 4.1
}

// strongGroup returns a complete group holding fields a and c in which
// value v has only those two places: a line when there is one.
func strongGroup(r *game.Rules, b *game.Board, a, c, v int) int {
	best := -1
	for _, g := range r.FieldGroups(a) {
		grp := r.Groups[g]
		if f1, f2, ok := b.OnlyTwo(g, v); !ok || f1 != c && f2 != c {
			continue
		}
		if isLine(grp) {
			return g
		}
		if best < 0 {
			best = g
		}
	}
	return best
}

type chainKind uint8

const (
	xChain chainKind = iota
	xyChain
	anyChain
)

// maxChainLinks bounds a chain's length.
const maxChainLinks = 20

// rateChain rates a chain from lo, harder as it grows on Sudoku
// Explainer's scale for length (lengthBonus), counting its nodes but the
// two ends; a loop counts every node, its closing link included.
func rateChain(lo float64) func(r *game.Rules, m *game.Move) float64 {
	return func(r *game.Rules, m *game.Move) float64 {
		return lo + lengthBonus(len(m.Links)-1)
	}
}

// lengthBonus is what Sudoku Explainer adds to a chain's rating for its
// length n: a tenth each time n passes 4, 6, 8, 12, 16, 24, 32, 48, ...
// (each bound half again the one before, then a third again, in turn).
func lengthBonus(n int) float64 {
	steps, bound := 0, 4
	for half := true; n > bound; half = !half {
		steps++
		if half {
			bound = bound * 3 / 2
		} else {
			bound = bound * 4 / 3
		}
	}
	return float64(steps) / 10
}

// explainChain writes a chain in Eureka notation, "(4)r1c1 = (4)r1c5 -
// (4)r3c5 = (4)r3c9", and what it removes; a chain closed into a loop is
// called loopName.
func explainChain(name, loopName string) func(r *game.Rules, m *game.Move) string {
	return func(r *game.Rules, m *game.Move) string {
		chain := eureka(r, m.Links)
		text := name + " " + chain + ": one end is true, so " + candidateList(r, m.Eliminate)
		if isLoop(m.Links) {
			text = loopName + " " + chain + ": every link has one true end, so " + candidateList(r, m.Eliminate)
		}
		return text + rulesText(r, m)
	}
}

// rulesText names the constraints of a move's evidence, after a
// semicolon, or is "" when it has none.
func rulesText(r *game.Rules, m *game.Move) string {
	if len(m.Rules) == 0 {
		return ""
	}
	names := make([]string, len(m.Rules))
	for i, ci := range m.Rules {
		names[i] = r.Constraints[ci].Name()
	}
	return "; by " + strings.Join(names, ", ")
}

// isLoop reports whether a chain's last link returns to its first node.
func isLoop(links []game.Link) bool {
	if len(links) < 4 {
		return false
	}
	a, z := links[0].From, links[len(links)-1].To
	return a.Value == z.Value && slices.Equal(a.Fields, z.Fields)
}

// eureka writes chain links in Eureka notation, "(4)r1c1 = (4)r1c5 -
// (4){r3c5 r3c6}", a grouped node's fields in braces.
func eureka(r *game.Rules, links []game.Link) string {
	var sb strings.Builder
	node := func(n game.Node) {
		sb.WriteString("(" + r.Values.Name(n.Value) + ")")
		if len(n.Fields) == 1 {
			sb.WriteString(r.FieldName(n.Fields[0]))
			return
		}
		sb.WriteString("{")
		for i, f := range n.Fields {
			if i > 0 {
				sb.WriteString(" ")
			}
			sb.WriteString(r.FieldName(f))
		}
		sb.WriteString("}")
	}
	for i, l := range links {
		if i == 0 {
			node(l.From)
		}
		if l.Strong {
			sb.WriteString(" = ")
		} else {
			sb.WriteString(" - ")
		}
		node(l.To)
	}
	return sb.String()
}

// candidateList names candidates as "r1c2-4 r3c4-5".
func candidateList(r *game.Rules, cs []game.Candidate) string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = r.Elimination(c)
	}
	return strings.Join(out, " ")
}

// chains searches, from every candidate with a strong link, breadth first
// for the shortest chains of its kind, and returns the first that
// eliminates something. Chains start at a candidate, never at a grouped
// node. It reads the board alone and keeps only whether
// it changed since the last search found nothing.
type chains struct {
	_        game.CacheLinePad
	rules    *game.Rules
	kind     chainKind
	nv       int
	maxLinks int8
	minLinks int8 // the fewest links of a chain it returns
	// needGroup: it returns only chains with a grouped node (the grouped
	// turbot fish, whose others are TurbotFish's); distinct: only chains
	// whose nodes share no field (one that passes a field twice is locked
	// candidates in disguise).
	needGroup, distinct bool
	staleFlag
	segs    *segments // grouped chains only
	singles int32     // node ids below this are candidates, above grouped nodes
	seen    []int32   // per state: the search that reached it
	parent  []int32   // per state: the state it was reached from
	depth   []int8    // per state: links from the start
	queue   []int32
	search  int32
	path    []int32
	links   []game.Link
	nodes   []int
	// The strong links of the constraints that must hold a value
	// (game.Requirer) with two places left, gathered at each search.
	requirers []int // the constraints that are Requirers
	required  []requiredLink
	reqNodes  game.Bitset // the nodes of required, so that a node without any is passed at once
	places    game.Bitset // scratch: a grouped node's places
	rest      game.Bitset // scratch: a group's places outside a node
	common    game.Bitset // scratch: the fields that see all of a node's places
	common2   game.Bitset // scratch: the same for a second node
	mb        moveBuf
	_         game.CacheLinePad
}

// requiredLink is a strong link a constraint makes: it must hold a value
// that only nodes a and b (candidates) can give it.
type requiredLink struct {
	a, b int32
	ci   int
}

// gatherRequired finds the strong links of the constraints on b: each
// value a constraint must hold with two places left in its cells.
func (s *chains) gatherRequired(b *game.Board) {
	for _, l := range s.required {
		s.reqNodes.Remove(int(l.a))
		s.reqNodes.Remove(int(l.b))
	}
	s.required = s.required[:0]
	for _, ci := range s.requirers {
		for req := s.rules.Constraints[ci].(game.Requirer).Required(b); req != 0; req &= req - 1 {
			v := req.Lowest()
			a, n := -1, 0
			for _, f := range s.rules.ConstraintFields(ci) {
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					if n++; n == 1 {
						a = f
					} else if n == 2 {
						s.required = append(s.required, requiredLink{s.single(a, v), s.single(f, v), ci})
					}
				}
			}
			if n > 2 {
				s.required = s.required[:len(s.required)-1]
			}
		}
	}
	for _, l := range s.required {
		s.reqNodes.Add(int(l.a))
		s.reqNodes.Add(int(l.b))
	}
}

// requiredBy returns the constraint that makes a strong link of nodes a
// and c, or -1.
func (s *chains) requiredBy(a, c int32) int {
	for _, l := range s.required {
		if l.a == a && l.b == c || l.a == c && l.b == a {
			return l.ci
		}
	}
	return -1
}

// A node is a candidate, field*nv+value, or in grouped chains a value's
// places (two or more) in a segment, singles+segment*nv+value. A state is
// a node*2+1 when reached by a strong link (the node is true if the start
// is false), node*2 when reached by a weak link.

func newChains(r *game.Rules, kind chainKind, maxLinks int, grouped bool) *chains {
	s := &chains{rules: r, kind: kind, nv: r.NumValues(), maxLinks: int8(maxLinks), minLinks: 1}
	if maxLinks <= 3 {
		s.minLinks = 3 // a turbot fish: a lone strong link is locked candidates
	}
	s.singles = int32(r.NumFields() * r.NumValues())
	n := int(s.singles)
	if grouped {
		s.segs = newSegments(r)
		n += len(s.segs.fields) * s.nv
		s.places, s.rest, s.common, s.common2 = game.NewFieldSet(r), game.NewFieldSet(r), game.NewFieldSet(r), game.NewFieldSet(r)
	}
	s.seen, s.parent, s.depth = make([]int32, 2*n), make([]int32, 2*n), make([]int8, 2*n)
	// The turbot fish are chains of only-two-places links in groups, as
	// their names and ratings say: no constraint's strong link.
	if kind != xyChain && maxLinks > 3 {
		for ci, c := range r.Constraints {
			if _, ok := c.(game.Requirer); ok {
				s.requirers = append(s.requirers, ci)
			}
		}
		if len(s.requirers) > 0 {
			s.reqNodes = make(game.Bitset, (s.singles+63)/64)
		}
	}
	return s
}

// DoMove searches from every candidate, in field and value order.
func (s *chains) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	if len(s.requirers) > 0 {
		s.gatherRequired(b)
	}
	for f := range s.rules.NumFields() {
		if b.Value(f) != game.Empty {
			continue
		}
		if s.kind == xyChain && b.Candidates(f).Len() != 2 {
			continue
		}
		for c := b.Candidates(f); c != 0; c &= c - 1 {
			if m := s.from(b, f, c.Lowest()); m != nil {
				return m
			}
		}
	}
	s.stale = false
	return nil
}

func (s *chains) single(f, v int) int32 { return int32(f*s.nv + v) }

func (s *chains) grouped(seg, v int) int32 { return s.singles + int32(seg*s.nv+v) }

// split returns a node's field (-1 for a grouped node), segment (-1 for a
// candidate) and value.
func (s *chains) split(n int32) (f, seg, v int) {
	if n < s.singles {
		return int(n) / s.nv, -1, int(n) % s.nv
	}
	k := int(n - s.singles)
	return -1, k / s.nv, k % s.nv
}

// nodePlaces sets out to a grouped node's places.
func (s *chains) nodePlaces(b *game.Board, seg, v int, out game.Bitset) {
	out.And(s.segs.set[seg], b.Where(v))
}

// seers returns the fields that see every place of node n: a candidate's
// peer set (not to be changed), or out, filled, for a grouped node.
func (s *chains) seers(b *game.Board, n int32, out game.Bitset) game.Bitset {
	f, seg, v := s.split(n)
	if f >= 0 {
		return s.rules.PeerSet(f)
	}
	first := true
	for _, p := range s.segs.fields[seg] {
		if b.Value(p) != game.Empty || !b.Candidates(p).Has(v) {
			continue
		}
		if first {
			out.Copy(s.rules.PeerSet(p))
			first = false
		} else {
			out.And(out, s.rules.PeerSet(p))
		}
	}
	return out
}

// strongLinks calls visit with every node strongly linked to node n that
// the chain kind allows.
func (s *chains) strongLinks(b *game.Board, n int32, visit func(m int32)) {
	f, seg, v := s.split(n)
	if seg >= 0 {
		s.nodePlaces(b, seg, v, s.places)
		s.groupRest(b, v, s.segs.around[seg], s.places, visit)
		return
	}
	c := b.Candidates(f)
	if s.kind != xChain && c.Len() == 2 {
		visit(s.single(f, (c &^ game.Bit(v)).Lowest()))
	}
	if s.kind == xyChain {
		return
	}
	if len(s.required) > 0 && s.reqNodes.Has(int(n)) {
		for _, l := range s.required {
			switch n {
			case l.a:
				visit(l.b)
			case l.b:
				visit(l.a)
			}
		}
	}
	groups := s.rules.FieldGroups(f)
	for gi, g := range groups {
		if f1, f2, ok := b.OnlyTwo(g, v); ok {
			if f1 == f {
				f1 = f2
			}
			visit(s.single(f1, v))
			continue
		}
		if s.segs != nil && s.rules.Groups[g].Complete && !b.Placed(g).Has(v) && b.PlacesIn(g, v) > 2 {
			s.places.Clear()
			s.places.Add(f)
			s.groupRest(b, v, groups[gi:gi+1], s.places, visit)
		}
	}
}

// groupRest calls visit, for each complete group of groups without v
// placed, with the node of v's other places in it than those of node set,
// if they make one: one field, or the places of a segment.
func (s *chains) groupRest(b *game.Board, v int, groups []int, set game.Bitset, visit func(m int32)) {
	where := b.Where(v)
	for _, g := range groups {
		if !s.rules.Groups[g].Complete || b.Placed(g).Has(v) {
			continue
		}
		s.rest.And(where, s.rules.GroupSet(g))
		if !set.SubsetOf(s.rest) {
			continue
		}
		s.rest.AndNot(set)
		switch s.rest.Len() {
		case 0:
		case 1:
			visit(s.single(s.rest.First(), v))
		default:
			if seg := s.segs.holding(b, g, v, s.rest); seg >= 0 {
				visit(s.grouped(seg, v))
			}
		}
	}
}

// weakLinks calls visit with every node weakly linked to node n that the
// chain kind allows; from a candidate, the grouped nodes of the segments
// inside its own groups (where its peers of other groups could make
// more, rarely).
func (s *chains) weakLinks(b *game.Board, n int32, visit func(m int32)) {
	f, seg, v := s.split(n)
	where := b.Where(v)
	if seg >= 0 {
		common := s.seers(b, n, s.common)
		for i, w := range common {
			for h := w & where[i]; h != 0; h &= h - 1 {
				visit(s.single(i<<6+bits.TrailingZeros64(h), v))
			}
		}
		for _, g := range s.segs.around[seg] {
			s.segmentsSeeing(b, g, v, seg, common, visit)
		}
		return
	}
	if s.kind == anyChain {
		for c := b.Candidates(f) &^ game.Bit(v); c != 0; c &= c - 1 {
			visit(s.single(f, c.Lowest()))
		}
	}
	for i, p := range s.rules.PeerSet(f) {
		for h := p & where[i]; h != 0; h &= h - 1 {
			g := i<<6 + bits.TrailingZeros64(h)
			if s.kind == xyChain && b.Candidates(g).Len() != 2 {
				continue
			}
			visit(s.single(g, v))
		}
	}
	if s.segs != nil {
		for _, g := range s.rules.FieldGroups(f) {
			s.segmentsSeeing(b, g, v, -1, s.rules.PeerSet(f), visit)
		}
	}
	for c := range s.rules.Links(game.Candidate{Field: f, Value: v}) {
		// The constraints' links: one value in an X-chain, a field with
		// two values in an XY-chain.
		switch {
		case b.Value(c.Field) != game.Empty || !b.Candidates(c.Field).Has(c.Value):
		case s.kind == xChain && c.Value != v:
		case s.kind == xyChain && b.Candidates(c.Field).Len() != 2:
		default:
			visit(s.single(c.Field, c.Value))
		}
	}
}

// segmentsSeeing calls visit with the grouped nodes of v in the segments
// of group g, other than skip, whose places all lie in seeing.
func (s *chains) segmentsSeeing(b *game.Board, g, v, skip int, seeing game.Bitset, visit func(m int32)) {
	where := b.Where(v)
	for _, i := range s.segs.in[g] {
		if i == skip {
			continue
		}
		set, n, inside := s.segs.set[i], 0, true
		for w := range set {
			h := set[w] & where[w]
			n += bits.OnesCount64(h)
			inside = inside && h&^seeing[w] == 0
		}
		if n >= 2 && inside {
			visit(s.grouped(i, v))
		}
	}
}

// from searches the chains that start at (f, v), assumed false.
func (s *chains) from(b *game.Board, f, v int) *game.Move {
	if s.search++; s.search <= 0 { // wrapped: forget every search
		clear(s.seen)
		s.search = 1
	}
	start := s.single(f, v)
	s.queue = s.queue[:0]
	var found *game.Move
	var from int32
	var depth int8
	push := func(n int32, strong bool) {
		state := n * 2
		if strong {
			state++
		}
		if s.seen[state] == s.search {
			return
		}
		s.seen[state], s.parent[state], s.depth[state] = s.search, from, depth
		s.queue = append(s.queue, state)
	}
	pushStrong := func(n int32) { push(n, true) }
	pushWeak := func(n int32) { push(n, false) }
	s.seen[start*2] = s.search
	s.parent[start*2] = -1
	s.depth[start*2] = 0
	from, depth = start*2, 1
	s.strongLinks(b, start, pushStrong)
	for qi := 0; qi < len(s.queue) && found == nil; qi++ {
		st := s.queue[qi]
		node, strong := st/2, st%2 == 1
		d := s.depth[st]
		if strong && node != start {
			if found = s.conclude(b, f, v, node, st); found != nil {
				break
			}
		}
		if d >= s.maxLinks {
			continue
		}
		from, depth = st, d+1
		if strong {
			s.weakLinks(b, node, pushWeak)
		} else {
			s.strongLinks(b, node, pushStrong)
		}
	}
	return found
}

// conclude returns the deduction of a chain from (fa, va), false, to node
// z, true. One of the two holds, so every candidate weakly linked to both
// is false. When the ends are weakly linked themselves, the chain closes
// into a loop in which every link has exactly one true end: each link's
// candidates then take the value from every field that sees both of its
// nodes, or, in one field, leave it no other value. Turbot fish (chains
// of three links) close no loop, which would be an X-wing. (A chain back
// to its own start, which would prove the start true, is never needed:
// the candidate of its last weak link sees the start and the node before,
// and goes one node earlier.)
func (s *chains) conclude(b *game.Board, fa, va int, z, end int32) *game.Move {
	s.mb.start(game.Deduction)
	fz, _, vz := s.split(z)
	loop := false
	long := s.depth[end] >= 3 && s.maxLinks > 3
	switch {
	case fz < 0 && va == vz:
		zs := s.seers(b, z, s.common2)
		loop = long && zs.Has(fa)
		s.seeBoth(b, va, s.rules.PeerSet(fa), zs)
	case fz < 0:
		if s.seers(b, z, s.common2).Has(fa) && b.Candidates(fa).Has(vz) {
			s.eliminate(fa, vz)
		}
	case va == vz && fa != fz:
		loop = long && s.rules.Sees(fa, fz)
		s.seeBoth(b, va, s.rules.PeerSet(fa), s.rules.PeerSet(fz))
	case fa == fz && va != vz:
		loop = long
		s.otherValues(b, fa, va, vz)
	case va != vz && s.rules.Sees(fa, fz):
		if b.Candidates(fa).Has(vz) {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: fa, Value: vz})
		}
		if b.Candidates(fz).Has(va) {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: fz, Value: va})
		}
	}
	if fz >= 0 {
		s.linkedToBoth(b, game.Candidate{Field: fa, Value: va}, game.Candidate{Field: fz, Value: vz})
	}
	if loop {
		// Every link of the loop, as the closing one above.
		for st := end; s.parent[st] >= 0; st = s.parent[st] {
			x, y := st/2, s.parent[st]/2
			fx, _, vx := s.split(x)
			fy, _, vy := s.split(y)
			switch {
			case fx >= 0 && fx == fy:
				s.otherValues(b, fx, vx, vy)
			case vx == vy:
				s.seeBoth(b, vx, s.seers(b, x, s.common), s.seers(b, y, s.rest))
			}
			if fx >= 0 && fy >= 0 {
				s.linkedToBoth(b, game.Candidate{Field: fx, Value: vx}, game.Candidate{Field: fy, Value: vy})
			}
		}
	}
	if len(s.mb.elim) == 0 || s.depth[end] < s.minLinks {
		return nil // nothing, or shorter than asked (a turbot fish's lone strong link: locked candidates)
	}
	if s.needGroup {
		grouped := false
		for st := end; st >= 0 && !grouped; st = s.parent[st] {
			f, _, _ := s.split(st / 2)
			grouped = f < 0
		}
		if !grouped {
			return nil
		}
	}
	// The chain, from its start to its end.
	s.path = s.path[:0]
	for st := end; st >= 0; st = s.parent[st] {
		s.path = append(s.path, st)
	}
	s.links, s.nodes = s.links[:0], s.nodes[:0]
	node := func(st int32) game.Node {
		f, seg, v := s.split(st / 2)
		n := len(s.nodes)
		if f >= 0 {
			s.nodes = append(s.nodes, f)
		} else {
			s.nodes = s.segs.places(b, seg, v, s.nodes)
		}
		return game.Node{Fields: s.nodes[n:len(s.nodes):len(s.nodes)], Value: v}
	}
	var vals game.ValueSet
	for i := len(s.path) - 1; i > 0; i-- {
		from, to := s.path[i], s.path[i-1]
		l := game.Link{From: node(from), To: node(to), Strong: to%2 == 1}
		s.links = append(s.links, l)
		if !l.Strong && len(l.From.Fields) == 1 && len(l.To.Fields) == 1 {
			s.ruleOf(nodeCandidate(l.From), nodeCandidate(l.To))
		}
		s.mb.fields = append(s.mb.fields, l.From.Fields...)
		vals |= game.Bit(l.From.Value)
		if l.Strong && l.From.Value == l.To.Value {
			// The group that makes the strong link: its value's only
			// places, a line before any other group; or the constraint
			// that must hold the value.
			g := s.linkGroup(b, l)
			if g < 0 && len(l.From.Fields) == 1 && len(l.To.Fields) == 1 {
				if ci := s.requiredBy(s.single(l.From.Fields[0], l.From.Value), s.single(l.To.Fields[0], l.To.Value)); ci >= 0 && !slices.Contains(s.mb.rules, ci) {
					s.mb.rules = append(s.mb.rules, ci)
				}
			}
			if g >= 0 && s.kind == xChain {
				s.mb.groups = append(s.mb.groups, g)
			}
		}
	}
	last := node(end)
	s.mb.fields = append(s.mb.fields, last.Fields...)
	if loop {
		s.links = append(s.links, game.Link{From: last, To: node(s.path[len(s.path)-1])})
	}
	s.mb.m.Values = vals | game.Bit(vz)
	if s.distinct && repeats(s.mb.fields) {
		return nil
	}
	m := s.mb.done()
	m.Links = s.links
	return m
}

// repeats reports whether a field is listed twice in fields.
func repeats(fields []int) bool {
	for i, f := range fields {
		if slices.Contains(fields[:i], f) {
			return true
		}
	}
	return false
}

// linkGroup returns a complete group whose places of the link's value are
// exactly its two nodes' fields, a line when there is one.
func (s *chains) linkGroup(b *game.Board, l game.Link) int {
	if len(l.From.Fields) == 1 && len(l.To.Fields) == 1 {
		return strongGroup(s.rules, b, l.From.Fields[0], l.To.Fields[0], l.To.Value)
	}
	best := -1
	for _, g := range s.rules.FieldGroups(l.From.Fields[0]) {
		set := s.rules.GroupSet(g)
		if !s.rules.Groups[g].Complete || b.PlacesIn(g, l.To.Value) != len(l.From.Fields)+len(l.To.Fields) ||
			!allIn(set, l.From.Fields) || !allIn(set, l.To.Fields) {
			continue
		}
		if isLine(s.rules.Groups[g]) {
			return g
		}
		if best < 0 {
			best = g
		}
	}
	return best
}

// allIn reports whether set holds every one of fields.
func allIn(set game.Bitset, fields []int) bool {
	for _, f := range fields {
		if !set.Has(f) {
			return false
		}
	}
	return true
}

// seeBoth adds, once each, the eliminations of v from the fields in both
// sets: those that see every place of two nodes (seers).
func (s *chains) seeBoth(b *game.Board, v int, px, py game.Bitset) {
	where := b.Where(v)
	for i, w := range where {
		for h := w & px[i] & py[i]; h != 0; h &= h - 1 {
			s.eliminate(i<<6+bits.TrailingZeros64(h), v)
		}
	}
}

// linkedToBoth adds, once each, the eliminations of the candidates that
// cannot stand with x nor with y through a constraint's link on one side
// at least (those that a group keeps from both the callers find): one of
// x and y is true, so they are false.
func (s *chains) linkedToBoth(b *game.Board, x, y game.Candidate) {
	r := s.rules
	if !r.HasLinks() {
		return
	}
	for _, ends := range [2][2]game.Candidate{{x, y}, {y, x}} {
		for c := range r.Links(ends[0]) {
			if c != ends[1] && b.Value(c.Field) == game.Empty && b.Candidates(c.Field).Has(c.Value) && r.Excludes(c, ends[1]) {
				s.eliminate(c.Field, c.Value)
				s.ruleOf(ends[0], c)
				s.ruleOf(c, ends[1])
			}
		}
	}
}

// ruleOf adds to the move's evidence, once, the constraint that links a
// and b, when no group does.
func (s *chains) ruleOf(a, b game.Candidate) {
	if a.Field == b.Field || a.Value == b.Value && s.rules.Sees(a.Field, b.Field) {
		return
	}
	if ci := s.rules.LinkedBy(a, b); ci >= 0 && !slices.Contains(s.mb.rules, ci) {
		s.mb.rules = append(s.mb.rules, ci)
	}
}

// otherValues adds, once each, the eliminations of f's values but u and w.
func (s *chains) otherValues(b *game.Board, f, u, w int) {
	for c := b.Candidates(f) &^ game.Bit(u) &^ game.Bit(w); c != 0; c &= c - 1 {
		s.eliminate(f, c.Lowest())
	}
}

func (s *chains) eliminate(f, v int) {
	c := game.Candidate{Field: f, Value: v}
	if !slices.Contains(s.mb.elim, c) {
		s.mb.elim = append(s.mb.elim, c)
	}
}
