package strategy

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// LastValue fills the last free field of a complete group with the one
// value the group is missing. Rated 1.0, the easiest step there is.
var LastValue = &Technique{
	Name:       "LastValue",
	Doc:        "a complete group with one free field left gets its one missing value",
	Difficulty: 1.0,
	New:        func(r *game.Rules) MoveStrategy { return newLastValue(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		g := r.Groups[m.Groups[0]].Name
		if m.Kind == game.Contradiction {
			return fmt.Sprintf("%s misses %s but its last free field cannot hold it", g, m.Values.Format(r.Values))
		}
		return "last free field of " + g
	},
}

// lastValue reads each group's placed values from the board's index; its
// own state is the stack of complete groups that reached one free field,
// pushed when it is told of a placement in them.
type lastValue struct {
	rules    *game.Rules
	complete []bool // per group
	ready    []int
	mb       singleMove
}

func newLastValue(r *game.Rules) *lastValue {
	s := &lastValue{rules: r, complete: make([]bool, len(r.Groups)), ready: make([]int, 0, len(r.Groups))}
	for gi, g := range r.Groups {
		s.complete[gi] = g.Complete
	}
	return s
}

// Reset stacks every complete group of b with one free field.
func (s *lastValue) Reset(b *game.Board) {
	s.ready = s.ready[:0]
	for gi, complete := range s.complete {
		if complete && b.FreeIn(gi) == 1 {
			s.ready = append(s.ready, gi)
		}
	}
}

// Rewind drops the stack: at a stalled position it is empty.
func (s *lastValue) Rewind(*game.Board) { s.ready = s.ready[:0] }

// NotifyMove stacks the groups of each placement that have one free field
// left.
func (s *lastValue) NotifyMove(b *game.Board, m *game.Move) {
	for _, c := range m.Place {
		for _, gi := range s.rules.FieldGroups(c.Field) {
			if s.complete[gi] && b.FreeIn(gi) == 1 {
				s.ready = append(s.ready, gi)
			}
		}
	}
}

// DoMove places the missing value of a group with one free field, or
// reports a contradiction when that value cannot go there.
func (s *lastValue) DoMove(b *game.Board) *game.Move {
	all := s.rules.Values.All()
	for len(s.ready) > 0 {
		gi := s.ready[len(s.ready)-1]
		s.ready = s.ready[:len(s.ready)-1]
		if b.FreeIn(gi) != 1 {
			continue
		}
		v := (all &^ b.Placed(gi)).Lowest()
		for _, f := range s.rules.Groups[gi].Fields {
			if b.Value(f) != game.Empty {
				continue
			}
			if !b.Candidates(f).Has(v) {
				return s.mb.set(game.Contradiction, f, v, gi)
			}
			return s.mb.set(game.Deduction, f, v, gi)
		}
	}
	return nil
}
