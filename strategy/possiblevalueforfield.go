package strategy

import (
	"github.com/sudoku-rules/sudoku/game"
)

// PossibleValueForField places the value of a field that has a single
// candidate left (a naked single). Notified of a move, it looks only at the
// fields that lost candidates and stacks those left with one; DoMove takes
// them from the stack.
type PossibleValueForField struct {
	rules *game.Rules
	ready []int
	snaps [][]int
}

// NewPossibleValueForField returns the strategy; Reset prepares it for a board.
func NewPossibleValueForField() *PossibleValueForField { return &PossibleValueForField{} }

// Name returns "PossibleValueForField".
func (s *PossibleValueForField) Name() string { return PossibleValueForFieldName }

// Reset stacks every free field of b with at most one candidate.
func (s *PossibleValueForField) Reset(b *game.Board) {
	r := b.Rules()
	if s.rules != r {
		s.rules = r
		s.ready = make([]int, 0, r.NumFields())
		s.snaps = s.snaps[:0]
	}
	s.ready = s.ready[:0]
	for f := r.NumFields() - 1; f >= 0; f-- {
		if b.Value(f) == game.Empty && b.Candidates(f).Len() <= 1 {
			s.ready = append(s.ready, f)
		}
	}
}

// NotifyMove stacks the fields the move left with one candidate.
func (s *PossibleValueForField) NotifyMove(b *game.Board, m game.Move) {
	for _, c := range b.Changes() {
		if b.Value(c.Field) == game.Empty && b.Candidates(c.Field).Len() <= 1 {
			s.ready = append(s.ready, c.Field)
		}
	}
}

// DoMove places the one candidate of a stacked field, or reports a
// contradiction for a free field with none.
func (s *PossibleValueForField) DoMove(b *game.Board) (game.Move, bool) {
	for len(s.ready) > 0 {
		f := s.ready[len(s.ready)-1]
		s.ready = s.ready[:len(s.ready)-1]
		if b.Value(f) != game.Empty {
			continue
		}
		c := b.Candidates(f)
		if c == 0 {
			return game.Move{Kind: game.Contradiction, Field: f, Value: -1, Group: -1, Strategy: PossibleValueForFieldName}, true
		}
		if v, ok := c.Single(); ok {
			return game.Move{Kind: game.Place, Field: f, Value: v, Group: -1, Strategy: PossibleValueForFieldName}, true
		}
	}
	return game.Move{}, false
}

// Explain says the field has no other candidate.
func (s *PossibleValueForField) Explain(r *game.Rules, m game.Move) string {
	if m.Kind == game.Contradiction {
		return "no value is possible for " + r.FieldName(m.Field)
	}
	return "only possible value of " + r.FieldName(m.Field)
}

// Save keeps the stack for depth d.
func (s *PossibleValueForField) Save(d int) {
	for len(s.snaps) <= d {
		s.snaps = append(s.snaps, nil)
	}
	s.snaps[d] = append(s.snaps[d][:0], s.ready...)
}

// Restore takes the stack back to what Save(d) kept.
func (s *PossibleValueForField) Restore(d int) { s.ready = append(s.ready[:0], s.snaps[d]...) }
