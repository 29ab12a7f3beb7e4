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
// that see each other through any group. Rated on Sudoku Explainer's chain
// scale, harder as they grow.
var (
	XChain = &Technique{
		Name:          "XChain",
		Doc:           "a chain of one value's only-two-places links: one of its ends holds the value, so the value leaves every field that sees both ends (skyscraper, 2-string kite, turbot fish and longer; any groups)",
		Difficulty:    6.6,
		MaxDifficulty: 6.6 + lengthBonus(maxChainLinks-1),
		New:           func(r *game.Rules) MoveStrategy { return newChains(r, xChain, maxChainLinks) },
		Explain:       explainChain("X-chain", "X-cycle"),
		Rate:          rateChain(6.6),
	}
	XYChain = &Technique{
		Name:          "XYChain",
		Doc:           "a chain through fields with two candidates, each joined to the next by a shared value: one of its ends holds the end value, which leaves every field that sees both (any groups)",
		Difficulty:    6.8,
		MaxDifficulty: 6.8 + lengthBonus(maxChainLinks-1),
		New:           func(r *game.Rules) MoveStrategy { return newChains(r, xyChain, maxChainLinks) },
		Explain:       explainChain("XY-chain", "XY-loop"),
		Rate:          rateChain(6.8),
	}
	AIC = &Technique{
		Name:          "AIC",
		Doc:           "an alternating inference chain mixing both kinds of strong link: one of its ends is true, so what sees both ends is false (any groups)",
		Difficulty:    7.0,
		MaxDifficulty: 7.0 + lengthBonus(maxChainLinks-1),
		New:           func(r *game.Rules) MoveStrategy { return newChains(r, anyChain, maxChainLinks) },
		Explain:       explainChain("chain", "continuous loop"),
		Rate:          rateChain(7.0),
	}
	TurbotFish = &Technique{
		Name:          "TurbotFish",
		Doc:           "two of one value's only-two-places links joined by a weak link: one of the far ends holds the value, so it leaves every field that sees both (skyscraper, 2-string kite, turbot fish; any groups)",
		Difficulty:    4.0,
		MaxDifficulty: 4.2,
		New:           func(r *game.Rules) MoveStrategy { return newChains(r, xChain, 3) },
		Explain:       explainChain("turbot fish", "turbot fish"),
		Rate:          rateTurbot,
	}
)

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
		if !grp.Complete || b.PlacesIn(g, v) != 2 || !slices.Contains(r.FieldGroups(c), g) {
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
// two ends.
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
		if isLoop(m.Links) {
			return loopName + " " + chain + ": every link has one true end, so " + candidateList(r, m.Eliminate)
		}
		return name + " " + chain + ": one end is true, so " + candidateList(r, m.Eliminate)
	}
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
		out[i] = r.FieldName(c.Field) + "-" + r.Values.Name(c.Value)
	}
	return strings.Join(out, " ")
}

// chains searches, from every candidate with a strong link, breadth first
// for the shortest chains of its kind, and returns the first that
// eliminates something. It reads the board alone and keeps only whether
// it changed since the last search found nothing.
type chains struct {
	_        game.CacheLinePad
	rules    *game.Rules
	kind     chainKind
	nv       int
	maxLinks int8
	staleFlag
	peers  peerIndex
	seen   []int32 // per state: the search that reached it
	parent []int32 // per state: the state it was reached from
	depth  []int8  // per state: links from the start
	queue  []int32
	search int32
	path   []int32
	links  []game.Link
	nodes  []int
	mb     moveBuf
	_      game.CacheLinePad
}

// A state is a candidate node*2+1 when reached by a strong link (the node
// is true if the start is false), node*2 when reached by a weak link; a
// node is field*nv+value.

func newChains(r *game.Rules, kind chainKind, maxLinks int) *chains {
	n := r.NumFields() * r.NumValues() * 2
	s := &chains{rules: r, kind: kind, nv: r.NumValues(), maxLinks: int8(maxLinks), seen: make([]int32, n), parent: make([]int32, n), depth: make([]int8, n)}
	s.peers = peerIndex{rules: r}
	return s
}

func (s *chains) peerSet(f int) game.Bitset { return s.peers.of(f) }

// DoMove searches from every candidate, in field and value order.
func (s *chains) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
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

// strongLinks calls visit with every candidate strongly linked to (f, v)
// that the chain kind allows.
func (s *chains) strongLinks(b *game.Board, f, v int, visit func(g, w int) bool) bool {
	c := b.Candidates(f)
	if s.kind != xChain && c.Len() == 2 {
		if visit(f, (c &^ game.Bit(v)).Lowest()) {
			return true
		}
	}
	if s.kind == xyChain {
		return false
	}
	where := b.Where(v)
	for _, g := range s.rules.FieldGroups(f) {
		if !s.rules.Groups[g].Complete || b.PlacesIn(g, v) != 2 {
			continue
		}
		set := s.rules.GroupSet(g)
		for i, w := range where {
			for h := w & set[i]; h != 0; h &= h - 1 {
				if p := i<<6 + bits.TrailingZeros64(h); p != f && visit(p, v) {
					return true
				}
			}
		}
	}
	return false
}

// weakLinks calls visit with every candidate weakly linked to (f, v) that
// the chain kind allows.
func (s *chains) weakLinks(b *game.Board, f, v int, visit func(g, w int) bool) bool {
	if s.kind == anyChain {
		for c := b.Candidates(f) &^ game.Bit(v); c != 0; c &= c - 1 {
			if visit(f, c.Lowest()) {
				return true
			}
		}
	}
	where := b.Where(v)
	for i, p := range s.peerSet(f) {
		for h := p & where[i]; h != 0; h &= h - 1 {
			g := i<<6 + bits.TrailingZeros64(h)
			if s.kind == xyChain && b.Candidates(g).Len() != 2 {
				continue
			}
			if visit(g, v) {
				return true
			}
		}
	}
	return false
}

// from searches the chains that start at (f, v), assumed false.
func (s *chains) from(b *game.Board, f, v int) *game.Move {
	s.search++
	start := int32(f*s.nv + v)
	s.queue = s.queue[:0]
	var found *game.Move
	push := func(state, parent int32, depth int8) {
		if s.seen[state] == s.search {
			return
		}
		s.seen[state], s.parent[state], s.depth[state] = s.search, parent, depth
		s.queue = append(s.queue, state)
	}
	s.seen[start*2] = s.search
	s.parent[start*2] = -1
	s.depth[start*2] = 0
	s.strongLinks(b, f, v, func(g, w int) bool {
		push(int32(g*s.nv+w)*2+1, start*2, 1)
		return false
	})
	for qi := 0; qi < len(s.queue) && found == nil; qi++ {
		st := s.queue[qi]
		node, strong := int(st/2), st%2 == 1
		g, w := node/s.nv, node%s.nv
		d := s.depth[st]
		if strong && node != int(start) {
			if found = s.conclude(b, f, v, g, w, st); found != nil {
				break
			}
		}
		if d >= s.maxLinks {
			continue
		}
		if strong {
			s.weakLinks(b, g, w, func(h, x int) bool {
				push(int32(h*s.nv+x)*2, st, d+1)
				return false
			})
		} else {
			s.strongLinks(b, g, w, func(h, x int) bool {
				push(int32(h*s.nv+x)*2+1, st, d+1)
				return false
			})
		}
	}
	return found
}

// conclude returns the deduction of a chain from (fa, va), false, to
// (fz, vz), true. One of the two holds, so every candidate weakly linked
// to both is false. When the ends are weakly linked themselves, the chain
// closes into a loop in which every link has exactly one true end: each
// link's candidates then take the value from every field that sees both
// of its fields, or, in one field, leave it no other value. Turbot fish
// (chains of three links) close no loop, which would be an X-wing. (A
// chain back to its own start, which would prove the start true, is
// never needed: the candidate of its last weak link sees the start and
// the node before, and goes one node earlier.)
func (s *chains) conclude(b *game.Board, fa, va, fz, vz int, end int32) *game.Move {
	s.mb.start(game.Deduction)
	loop := false
	switch {
	case va == vz && fa != fz:
		loop = s.depth[end] >= 3 && s.maxLinks > 3 && s.peerSet(fa).Has(fz)
		s.seeBoth(b, va, fa, fz)
	case fa == fz && va != vz:
		loop = s.depth[end] >= 3 && s.maxLinks > 3
		s.otherValues(b, fa, va, vz)
	case va != vz && s.peerSet(fa).Has(fz):
		if b.Candidates(fa).Has(vz) {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: fa, Value: vz})
		}
		if b.Candidates(fz).Has(va) {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: fz, Value: va})
		}
	}
	if loop {
		// Every link of the loop, as the closing one above.
		for st := end; s.parent[st] >= 0; st = s.parent[st] {
			x, y := int(st/2), int(s.parent[st]/2)
			fx, vx, fy, vy := x/s.nv, x%s.nv, y/s.nv, y%s.nv
			if fx == fy {
				s.otherValues(b, fx, vx, vy)
			} else {
				s.seeBoth(b, vx, fx, fy)
			}
		}
	}
	if len(s.mb.elim) == 0 || s.maxLinks <= 3 && s.depth[end] < 3 {
		return nil // nothing, or (a turbot fish) a lone strong link: locked candidates
	}
	// The chain, from its start to its end.
	s.path = s.path[:0]
	for st := end; st >= 0; st = s.parent[st] {
		s.path = append(s.path, st)
	}
	s.links, s.nodes = s.links[:0], s.nodes[:0]
	if cap(s.nodes) < 2*len(s.path)+2 {
		s.nodes = make([]int, 0, 2*len(s.path)+2)
	}
	node := func(st int32) game.Node {
		n := int(st / 2)
		s.nodes = append(s.nodes, n/s.nv)
		return game.Node{Fields: s.nodes[len(s.nodes)-1 : len(s.nodes) : len(s.nodes)], Value: n % s.nv}
	}
	var vals game.Set
	for i := len(s.path) - 1; i > 0; i-- {
		from, to := s.path[i], s.path[i-1]
		s.links = append(s.links, game.Link{From: node(from), To: node(to), Strong: to%2 == 1})
		s.mb.fields = append(s.mb.fields, int(from/2)/s.nv)
		vals |= game.Bit(int(from/2) % s.nv)
		if to%2 == 1 && s.kind == xChain {
			// The group that makes the strong link: its value's only two
			// places, a line before any other group.
			s.mb.groups = append(s.mb.groups, strongGroup(s.rules, b, int(from/2)/s.nv, int(to/2)/s.nv, int(to/2)%s.nv))
		}
	}
	s.mb.fields = append(s.mb.fields, fz)
	if loop {
		s.links = append(s.links, game.Link{From: node(end), To: node(s.path[len(s.path)-1])})
	}
	s.mb.m.Values = vals | game.Bit(vz)
	m := s.mb.done()
	m.Links = s.links
	return m
}

// seeBoth adds, once each, the eliminations of v from the fields other
// than x and y that see both.
func (s *chains) seeBoth(b *game.Board, v, x, y int) {
	where, px, py := b.Where(v), s.peerSet(x), s.peerSet(y)
	for i, w := range where {
		for h := w & px[i] & py[i]; h != 0; h &= h - 1 {
			s.eliminate(i<<6+bits.TrailingZeros64(h), v)
		}
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
