package strategy

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// EmptyRectangle finds a value's empty rectangles over any groups. In a
// complete group G (a box, classically) the value's places split into
// those a field t sees and the rest, S; a field p outside G sees all of S,
// and p and q are the value's only two places in another complete group;
// t sees q. If t held the value, G's would lie in S, p could not hold it,
// q would, and t sees q: so t does not. As a chain it is a turbot fish
// with one grouped node, (v)q = (v)p - (v)S = (v)T, where T is the rest of
// G's places, all seen by t. Classically S and T lie in one column and one
// row of a box, whose other four fields hold no place: the empty
// rectangle. Sudoku Explainer does not name it; it is rated just above
// the turbot fish it extends.
var EmptyRectangle = &Technique{
	Name:       "EmptyRectangle",
	Doc:        "a value's places in a complete group split into the fields a field t sees and the rest, which a field p sees; p and q are the value's only two places in another group, and t sees q: t loses the value (a turbot fish with a grouped node; any groups)",
	Difficulty: 4.3,
	New:        func(r *game.Rules) MoveStrategy { return newEmptyRect(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		return fmt.Sprintf("empty rectangle in %s with %s: %s: one end is true, so %s", r.Groups[m.Groups[0]].Name, r.Groups[m.Groups[1]].Name,
			eureka(r, m.Links), candidateList(r, m.Eliminate))
	},
}

// emptyRect searches every value, complete group and only-two-places link
// for empty rectangles. It reads the board alone and keeps only whether it
// changed since it last found nothing.
type emptyRect struct {
	_     game.CacheLinePad
	rules *game.Rules
	staleFlag
	links  [][2]int    // the value's only-two-places pairs
	places game.Bitset // the value's places in G
	s      game.Bitset // S: the places t does not see
	t      game.Bitset // T: the places t sees
	firstS game.Bitset // the S of the move's first target
	sFld   []int
	tFld   []int
	nodes  [4]int
	chain  [3]game.Link
	mb     moveBuf
	_      game.CacheLinePad
}

func newEmptyRect(r *game.Rules) *emptyRect {
	return &emptyRect{rules: r,
		places: game.NewFieldSet(r), s: game.NewFieldSet(r), t: game.NewFieldSet(r), firstS: game.NewFieldSet(r)}
}

// DoMove returns the first empty rectangle that removes something, value
// by value, group by group.
func (s *emptyRect) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	r := s.rules
	for v := range r.NumValues() {
		s.strongPairs(b, v)
		if len(s.links) == 0 {
			continue
		}
		for g, grp := range r.Groups {
			if !grp.Complete || b.Placed(g).Has(v) || b.PlacesIn(g, v) < 3 {
				continue
			}
			s.places.And(b.Where(v), r.GroupSet(g))
			for _, l := range s.links {
				for k := range 2 {
					if m := s.try(b, v, g, l[k], l[1-k]); m != nil {
						return m
					}
				}
			}
		}
	}
	s.stale = false
	return nil
}

// strongPairs gathers v's only-two-places pairs of fields in complete
// groups, each pair once.
func (s *emptyRect) strongPairs(b *game.Board, v int) {
	r := s.rules
	s.links = s.links[:0]
	for g := range r.Groups {
		f1, f2, ok := b.OnlyTwo(g, v)
		if !ok {
			continue
		}
		pair := [2]int{f1, f2}
		dup := false
		for _, l := range s.links {
			dup = dup || l == pair
		}
		if !dup {
			s.links = append(s.links, pair)
		}
	}
}

// try looks for targets of the empty rectangle in group g with p and q,
// the only places of v in some complete group. R, g's places that p does
// not see, must all be seen by a target, which also sees q, lies outside
// g and is not p. A target's S, the places of g it does not see, then lies
// among those p sees, and must not be empty.
func (s *emptyRect) try(b *game.Board, v, g, p, q int) *game.Move {
	r := s.rules
	set := r.GroupSet(g)
	if set.Has(p) || set.Has(q) {
		return nil
	}
	pp := s.rules.PeerSet(p)
	rest := s.s // R, then each target's S
	rest.Copy(s.places)
	rest.AndNot(pp)
	if rest.Empty() || rest.Len() == s.places.Len() {
		return nil // p sees every place or none
	}
	ts := s.t // the targets
	ts.And(b.Where(v), s.rules.PeerSet(q))
	ts.AndNot(set)
	ts.Remove(p)
	for i, w := range rest {
		for ; w != 0 && !ts.Empty(); w &= w - 1 {
			ts.And(ts, s.rules.PeerSet(i<<6+bits.TrailingZeros64(w)))
		}
	}
	found := false
	for i, w := range ts {
		for ; w != 0; w &= w - 1 {
			t := i<<6 + bits.TrailingZeros64(w)
			rest.Copy(s.places)
			rest.AndNot(s.rules.PeerSet(t))
			if rest.Empty() {
				continue // t sees every place of g
			}
			if found {
				if !slices.Equal(rest, s.firstS) {
					continue // another split of g: another move
				}
			} else {
				found = true
				s.firstS.Copy(rest)
				s.mb.start(game.Deduction)
			}
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: t, Value: v})
		}
	}
	if !found {
		return nil
	}
	s.t.Copy(s.places)
	s.t.AndNot(s.firstS)
	s.sFld, s.tFld = s.firstS.Members(s.sFld[:0]), s.t.Members(s.tFld[:0])
	s.nodes = [4]int{q, p}
	s.chain = [3]game.Link{
		{From: game.Node{Fields: s.nodes[0:1:1], Value: v}, To: game.Node{Fields: s.nodes[1:2:2], Value: v}, Strong: true},
		{From: game.Node{Fields: s.nodes[1:2:2], Value: v}, To: game.Node{Fields: s.sFld, Value: v}},
		{From: game.Node{Fields: s.sFld, Value: v}, To: game.Node{Fields: s.tFld, Value: v}, Strong: true},
	}
	s.mb.fields = append(append(append(s.mb.fields, q, p), s.sFld...), s.tFld...)
	s.mb.groups = append(s.mb.groups, g, strongGroup(r, b, p, q, v))
	s.mb.m.Values = game.Bit(v)
	m := s.mb.done()
	m.Links = s.chain[:]
	return m
}
