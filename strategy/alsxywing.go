package strategy

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ALSXYWing joins three almost locked sets (als.go): a pivot C linked to
// a set A by one restricted common value x and to a set B by another, y.
// C lacks at most one value, so it holds x or y: holding x, it leaves A
// without x, and A then holds every other value it has; holding y, B does.
// So a value z of both A and B, neither x nor y, is in A or in B, and it
// leaves every field that sees all its places in both. The three sets
// share no field.
//
// Sudoku Explainer, whose scale this is, has no almost locked sets;
// HoDoKu scores the ALS-XY-wing just above ALS-XZ, so 5.8, above the
// doubly linked ALS-XZ (5.7). Evidence: Fields A's, B's and C's fields in
// that order, Groups the group of each, Sets A's, B's and C's values then
// x and y, Values x, y and z; the eliminations are z's.
var ALSXYWing = &Technique{
	Name:       "ALSXYWing",
	Doc:        "three almost locked sets: a pivot linked to one by a restricted common value x and to the other by y; one of the two holds every value but x or y, so a value z of both leaves every field seeing all its places in them (ALS-XY-wing; any groups)",
	Difficulty: 5.8,
	Unrated:    "Sudoku Explainer's scale has no almost locked sets",
	New:        func(r *game.Rules) MoveStrategy { return &alsXYWing{alsxz: newALSXZ(r)} },
	Explain:    explainALSXYWing,
}

func explainALSXYWing(r *game.Rules, m *game.Move) string {
	var names [3]string
	start := 0
	for i, vs := range m.Sets[:3] {
		n := vs.Len() - 1 // an almost locked set has one field fewer than values
		fs := m.Fields[start : start+n]
		start += n
		names[i] = "{" + strings.ReplaceAll(fieldList(r, fs), " ", "") + "} {" + vs.Format(r.Values) + "} in " + r.Groups[m.Groups[i]].Name
	}
	x, y := m.Sets[3].Format(r.Values), m.Sets[4].Format(r.Values)
	z := (m.Values &^ m.Sets[3] &^ m.Sets[4]).Format(r.Values)
	var fs []int
	for _, c := range m.Eliminate {
		fs = append(fs, c.Field)
	}
	return fmt.Sprintf("ALS-XY-wing: pivot C=%s, A=%s linked to it by %s, B=%s by %s: C holds %s or %s, so A or B holds %s, which leaves %s",
		names[2], names[0], x, names[1], y, x, y, z, fieldList(r, fs))
}

// alsXYWing lists the almost locked sets as ALS-XZ does and, for each
// pivot, the sets restricted to it by one value, then tries their pairs.
type alsXYWing struct {
	*alsxz
	linked []alsLink // scratch: the sets linked to the pivot
}

// alsLink is a set linked to the pivot by the restricted common values x.
type alsLink struct {
	set int
	x   game.ValueSet
}

// DoMove lists the sets and tries each pivot.
func (s *alsXYWing) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	s.collect(b)
	s.index()
	m := s.pivots(b)
	for _, slot := range s.entrySlot {
		s.head[slot] = 0
	}
	if m == nil {
		s.stale = false
	}
	return m
}

// pivots tries each set as the pivot: the sets linked to it are found as
// ALS-XZ finds a pair, through the index of the sets by each value's
// first place (a set linked by x has its first place of x among the
// fields that see all the pivot's), then their pairs are tried.
func (s *alsXYWing) pivots(b *game.Board) *game.Move {
	for ci := range s.sets {
		c := &s.sets[ci]
		s.linked = s.linked[:0]
		s.eachLinkable(b, ci, func(ai int) bool {
			a := &s.sets[ai]
			if ai == ci || !s.disjoint(a, c) {
				return true
			}
			if rcc := s.restricted(a, c, a.cands&c.cands); rcc != 0 {
				s.linked = append(s.linked, alsLink{ai, rcc})
			}
			return true
		})
		for i, la := range s.linked {
			for _, lb := range s.linked[i+1:] {
				if m := s.wing(b, ci, la, lb); m != nil {
					return m
				}
			}
		}
	}
	return nil
}

// wing returns the move of pivot ci with sets la and lb, or nil.
func (s *alsXYWing) wing(b *game.Board, ci int, la, lb alsLink) *game.Move {
	a, bs, c := &s.sets[la.set], &s.sets[lb.set], &s.sets[ci]
	if !s.disjoint(a, bs) {
		return nil
	}
	for xs := la.x; xs != 0; xs &= xs - 1 {
		x := xs.Lowest()
		for ys := lb.x &^ game.Bit(x); ys != 0; ys &= ys - 1 {
			y := ys.Lowest()
			zs := a.cands & bs.cands &^ game.Bit(x) &^ game.Bit(y)
			for ; zs != 0; zs &= zs - 1 {
				z := zs.Lowest()
				if !s.eliminate(b.Where(z), s.see(a, z), s.see(bs, z), false, z, true) {
					continue
				}
				s.mb.start(game.Deduction)
				s.eliminate(b.Where(z), s.see(a, z), s.see(bs, z), false, z, false)
				for _, set := range [3]*alsSet{a, bs, c} {
					for _, f := range set.fields[:set.n] {
						s.mb.fields = append(s.mb.fields, int(f))
					}
					s.mb.groups = append(s.mb.groups, int(set.group))
				}
				s.mb.m.Values = game.Bit(x) | game.Bit(y) | game.Bit(z)
				m := s.mb.done()
				m.Sets = []game.ValueSet{a.cands, bs.cands, c.cands, game.Bit(x), game.Bit(y)}
				return m
			}
		}
	}
	return nil
}
