package strategy

import (
	"github.com/sudoku-rules/sudoku/game"
)

// PossibleValueForField places the value of a field that has a single
// candidate left (a naked single). Rated 2.3, as Sudoku Explainer rates a
// naked single.
var PossibleValueForField = &Technique{
	Name:       "PossibleValueForField",
	Doc:        "a field with a single possible value gets it (naked single)",
	Difficulty: 2.3,
	Single:     true,
	New:        func(r *game.Rules) MoveStrategy { return newPossibleValueForField(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		if m.Kind == game.Contradiction {
			return "no value is possible for " + r.FieldName(m.Fields[0])
		}
		return "only possible value of " + r.FieldName(m.Fields[0])
	},
}

// possibleValueForField stacks, when told of a move, the fields the board
// reports the move left with one candidate or none; DoMove takes them from
// the stack.
type possibleValueForField struct {
	_     game.CacheLinePad // apart from other engines' state: see game.CacheLinePad
	ready []int
	mb    singleMove
	_     game.CacheLinePad
}

func newPossibleValueForField(r *game.Rules) *possibleValueForField {
	return &possibleValueForField{ready: game.Padded[int](r.NumFields())[:0]}
}

// Reset stacks every free field of b with at most one candidate.
func (s *possibleValueForField) Reset(b *game.Board) {
	s.ready = s.ready[:0]
	for f := b.Rules().NumFields() - 1; f >= 0; f-- {
		if b.Value(f) == game.Empty && b.Candidates(f).Len() <= 1 {
			s.ready = append(s.ready, f)
		}
	}
}

// Rewind drops the stack: at a stalled position it is empty.
func (s *possibleValueForField) Rewind(*game.Board) { s.ready = s.ready[:0] }

// NotifyMove stacks the fields the move left with one candidate or none.
func (s *possibleValueForField) NotifyMove(b *game.Board, _ *game.Move) {
	ready := s.ready
	// Most moves leave none or one: a loop costs less than append's copy.
	//lint:ignore S1011 the loop is faster here, measured on serg_benchmark
	for _, f := range b.Singles() {
		ready = append(ready, f)
	}
	s.ready = ready
}

// DoMove places the one candidate of a stacked field, or reports a
// contradiction for a free field with none.
func (s *possibleValueForField) DoMove(b *game.Board) *game.Move {
	for len(s.ready) > 0 {
		f := s.ready[len(s.ready)-1]
		s.ready = s.ready[:len(s.ready)-1]
		if b.Value(f) != game.Empty {
			continue
		}
		c := b.Candidates(f)
		if c == 0 {
			return s.mb.set(game.Contradiction, f, -1, -1)
		}
		if v, ok := c.Single(); ok {
			return s.mb.set(game.Deduction, f, v, -1)
		}
	}
	return nil
}
