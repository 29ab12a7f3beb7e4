package strategy

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// LastValue fills the last free field of a complete group with the one value
// the group is missing. It keeps, per group, the number of free fields and
// the set of placed values, updated on every placement; groups that reach
// one free field wait on a stack until DoMove takes them.
type LastValue struct {
	rules  *game.Rules
	free   []int      // per group: fields without a value
	placed []game.Set // per group: values placed in it
	ready  []int      // complete groups that reached one free field
	snaps  []lastValueSnap
}

type lastValueSnap struct {
	free   []int
	placed []game.Set
	ready  []int
}

// NewLastValue returns the strategy; Reset prepares it for a board.
func NewLastValue() *LastValue { return &LastValue{} }

// Name returns "LastValue".
func (s *LastValue) Name() string { return LastValueName }

// Reset counts the free fields and placed values of every group of b.
func (s *LastValue) Reset(b *game.Board) {
	r := b.Rules()
	if s.rules != r {
		s.rules = r
		s.free = make([]int, len(r.Groups))
		s.placed = make([]game.Set, len(r.Groups))
		s.ready = make([]int, 0, len(r.Groups))
		s.snaps = s.snaps[:0]
	}
	s.ready = s.ready[:0]
	for gi, g := range r.Groups {
		s.free[gi], s.placed[gi] = 0, 0
		for _, f := range g.Fields {
			if v := b.Value(f); v == game.Empty {
				s.free[gi]++
			} else {
				s.placed[gi] |= game.Bit(v)
			}
		}
		if g.Complete && s.free[gi] == 1 {
			s.ready = append(s.ready, gi)
		}
	}
}

// NotifyMove updates the groups of a newly placed field.
func (s *LastValue) NotifyMove(b *game.Board, m game.Move) {
	if !m.Kind.Places() {
		return
	}
	bit := game.Bit(m.Value)
	for _, gi := range s.rules.FieldGroups(m.Field) {
		s.free[gi]--
		s.placed[gi] |= bit
		if s.free[gi] == 1 && s.rules.Groups[gi].Complete {
			s.ready = append(s.ready, gi)
		}
	}
}

// DoMove places the missing value of a group with one free field, or reports
// a contradiction when that value cannot go there.
func (s *LastValue) DoMove(b *game.Board) (game.Move, bool) {
	all := s.rules.Values.All()
	for len(s.ready) > 0 {
		gi := s.ready[len(s.ready)-1]
		s.ready = s.ready[:len(s.ready)-1]
		if s.free[gi] != 1 {
			continue
		}
		v := (all &^ s.placed[gi]).Lowest()
		for _, f := range s.rules.Groups[gi].Fields {
			if b.Value(f) != game.Empty {
				continue
			}
			if !b.Candidates(f).Has(v) {
				return game.Move{Kind: game.Contradiction, Field: f, Value: v, Group: gi, Strategy: LastValueName}, true
			}
			return game.Move{Kind: game.Place, Field: f, Value: v, Group: gi, Strategy: LastValueName}, true
		}
	}
	return game.Move{}, false
}

// Explain names the group whose last free field the move fills.
func (s *LastValue) Explain(r *game.Rules, m game.Move) string {
	g := r.Groups[m.Group].Name
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s misses %s but its last free field cannot hold it", g, r.Values.Name(m.Value))
	}
	return "last free field of " + g
}

// Save keeps the counts for depth d.
func (s *LastValue) Save(d int) {
	for len(s.snaps) <= d {
		s.snaps = append(s.snaps, lastValueSnap{free: make([]int, len(s.free)), placed: make([]game.Set, len(s.placed))})
	}
	sn := &s.snaps[d]
	copy(sn.free, s.free)
	copy(sn.placed, s.placed)
	sn.ready = append(sn.ready[:0], s.ready...)
}

// Restore takes the counts back to what Save(d) kept.
func (s *LastValue) Restore(d int) {
	sn := &s.snaps[d]
	copy(s.free, sn.free)
	copy(s.placed, sn.placed)
	s.ready = append(s.ready[:0], sn.ready...)
}
