package strategy

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// LockedCandidates removes candidates by the intersection of two groups
// (HoDoKu's locked candidates, pointing and claiming): when every field of a
// complete group A that may hold value v also lies in group B, v must go in
// A∩B, so no other field of B may hold it. A and B may be any groups of the
// spec: box and row, row and box, window and column, region and diagonal.
//
// It keeps, per complete group and value, the number of fields that may
// hold the value, lowered from the board's change log. A group and value is
// examined only when its count falls to between 2 and the group's largest
// intersection with another group, so each is examined a bounded number of
// times per solve; DoMove then makes one elimination at a time until the
// pair has none left.
type LockedCandidates struct {
	rules  *game.Rules
	nv     int
	count  []uint8 // group*nv + value
	limit  []uint8 // per group: largest intersection with another group; 0 for incomplete groups
	queue  []int32 // group*nv + value to examine
	inA    []bool  // scratch: fields of the group being examined
	common []int   // scratch: groups holding every field of the pair
	snaps  []lockedSnap
}

type lockedSnap struct {
	count []uint8
	queue []int32
}

// NewLockedCandidates returns the strategy; Reset prepares it for a board.
func NewLockedCandidates() *LockedCandidates { return &LockedCandidates{} }

// Name returns "LockedCandidates".
func (s *LockedCandidates) Name() string { return LockedCandidatesName }

// Reset counts, for every complete group of b and every value, the fields
// that may hold it, and queues the pairs worth examining.
func (s *LockedCandidates) Reset(b *game.Board) {
	r := b.Rules()
	if s.rules != r {
		s.rules = r
		s.nv = r.NumValues()
		s.count = make([]uint8, len(r.Groups)*s.nv)
		s.queue = make([]int32, 0, len(s.count))
		s.inA = make([]bool, r.NumFields())
		s.snaps = s.snaps[:0]
		s.limit = intersectionLimits(r)
	}
	clear(s.count)
	s.queue = s.queue[:0]
	for gi, g := range r.Groups {
		if s.limit[gi] < 2 {
			continue
		}
		row := countPlaces(b, g, s.count[gi*s.nv:(gi+1)*s.nv])
		for v := s.nv - 1; v >= 0; v-- {
			if row[v] >= 2 && row[v] <= s.limit[gi] {
				s.queue = append(s.queue, int32(gi*s.nv+v))
			}
		}
	}
}

// intersectionLimits returns, per complete group, the most fields it shares
// with any other group (at most 255), and 0 for groups that are not complete.
func intersectionLimits(r *game.Rules) []uint8 {
	limit := make([]uint8, len(r.Groups))
	shared := make([]int, len(r.Groups))
	for gi, g := range r.Groups {
		if !g.Complete {
			continue
		}
		clear(shared)
		best := 0
		for _, f := range g.Fields {
			for _, o := range r.FieldGroups(f) {
				if o != gi {
					shared[o]++
					best = max(best, shared[o])
				}
			}
		}
		limit[gi] = uint8(min(best, 255))
	}
	return limit
}

// NotifyMove lowers the counts for every candidate the move removed and
// queues the pairs that came within reach.
func (s *LockedCandidates) NotifyMove(b *game.Board, m game.Move) {
	for _, ch := range b.Changes() {
		for _, gi := range s.rules.FieldGroups(ch.Field) {
			lim := s.limit[gi]
			if lim < 2 {
				continue
			}
			base := gi * s.nv
			for c := ch.Removed; c != 0; c &= c - 1 {
				i := base + c.Lowest()
				s.count[i]--
				if n := s.count[i]; n >= 2 && n <= lim {
					s.queue = append(s.queue, int32(i))
				}
			}
		}
	}
}

// DoMove eliminates a value from a field of group B when all the places of
// the value in a complete group A lie in B.
func (s *LockedCandidates) DoMove(b *game.Board) (game.Move, bool) {
	for len(s.queue) > 0 {
		i := int(s.queue[len(s.queue)-1])
		if n := s.count[i]; n >= 2 && n <= s.limit[i/s.nv] {
			if m, ok := s.examine(b, i/s.nv, i%s.nv); ok {
				return m, true // the pair stays queued: it may have more
			}
		}
		s.queue = s.queue[:len(s.queue)-1]
	}
	return game.Move{}, false
}

// examine looks for an elimination by the fields of group a that may hold v.
func (s *LockedCandidates) examine(b *game.Board, a, v int) (game.Move, bool) {
	r := s.rules
	bit := game.Bit(v)
	first := -1
	s.common = s.common[:0]
	for _, f := range r.Groups[a].Fields {
		if b.Candidates(f)&bit == 0 {
			continue
		}
		if first < 0 {
			first = f
			for _, o := range r.FieldGroups(f) {
				if o != a {
					s.common = append(s.common, o)
				}
			}
			continue
		}
		k := 0
		for _, o := range s.common {
			if contains(r.FieldGroups(f), o) {
				s.common[k] = o
				k++
			}
		}
		s.common = s.common[:k]
		if k == 0 {
			return game.Move{}, false
		}
	}
	if first < 0 {
		return game.Move{}, false
	}
	for _, f := range r.Groups[a].Fields {
		s.inA[f] = true
	}
	defer func() {
		for _, f := range r.Groups[a].Fields {
			s.inA[f] = false
		}
	}()
	for _, o := range s.common {
		for _, f := range r.Groups[o].Fields {
			if !s.inA[f] && b.Value(f) == game.Empty && b.Candidates(f)&bit != 0 {
				return game.Move{Kind: game.Eliminate, Field: f, Value: v, Group: a, Other: o, Strategy: LockedCandidatesName}, true
			}
		}
	}
	return game.Move{}, false
}

func contains(list []int, x int) bool {
	for _, y := range list {
		if y == x {
			return true
		}
	}
	return false
}

// Explain names the group whose places for the value all lie in the other.
func (s *LockedCandidates) Explain(r *game.Rules, m game.Move) string {
	return fmt.Sprintf("%s in %s can only go where it meets %s", r.Values.Name(m.Value), r.Groups[m.Group].Name, r.Groups[m.Other].Name)
}

// Save keeps the counts for depth d.
func (s *LockedCandidates) Save(d int) {
	for len(s.snaps) <= d {
		s.snaps = append(s.snaps, lockedSnap{count: make([]uint8, len(s.count))})
	}
	sn := &s.snaps[d]
	copy(sn.count, s.count)
	sn.queue = append(sn.queue[:0], s.queue...)
}

// Restore takes the counts back to what Save(d) kept.
func (s *LockedCandidates) Restore(d int) {
	sn := &s.snaps[d]
	copy(s.count, sn.count)
	s.queue = append(s.queue[:0], sn.queue...)
}
