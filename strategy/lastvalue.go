package strategy

import (
	"fmt"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// LastValue fills the last free field of a complete group with the one
// value the group is missing. Rated 1.0, the easiest step there is.
var LastValue = &Technique{
	Name:       "LastValue",
	Doc:        "a complete group with one free field left gets its one missing value",
	Difficulty: 1.0,
	Single:     true,
	Unrated:    "on Sudoku Explainer's scale a last value is a hidden single",
	New:        func(r *game.Rules) MoveStrategy { return newLastValue(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		g := r.Groups[m.Groups[0]].Name
		if m.Kind == game.Contradiction {
			return fmt.Sprintf("%s misses %s but its last free field cannot hold it", g, m.Values.Format(r.Values))
		}
		return "last free field of " + g
	},
}

// lastValue reads the groups with one free field from the board's index
// and keeps no state of its own: it needs no notice of moves.
type lastValue struct {
	_        game.CacheLinePad // apart from other engines' state: see game.CacheLinePad
	rules    *game.Rules
	complete game.Bitset // of groups
	mb       singleMove
	_        game.CacheLinePad
}

func newLastValue(r *game.Rules) *lastValue {
	s := &lastValue{rules: r, complete: game.NewGroupSet(r)}
	for gi, g := range r.Groups {
		if g.Complete {
			s.complete.Add(gi)
		}
	}
	return s
}

// Reset does nothing: the strategy reads the board alone.
func (s *lastValue) Reset(*game.Board) {}

// NotifyMove does nothing: the board keeps the groups with one free field.
func (s *lastValue) NotifyMove(*game.Board, *game.Move) {}

// DoMove places the missing value of a complete group with one free field,
// or reports a contradiction when that value cannot go there.
func (s *lastValue) DoMove(b *game.Board) *game.Move {
	all := s.rules.Values.All()
	for i, w := range b.LastFree() {
		if w &= s.complete[i]; w == 0 {
			continue
		}
		gi := i<<6 + bits.TrailingZeros64(w)
		v := (all &^ b.Placed(gi)).Lowest()
		if f := placeIn(b, gi, v); f >= 0 {
			return s.mb.set(game.Deduction, f, v, gi)
		}
		// It cannot hold v: a contradiction.
		for _, f := range s.rules.Groups[gi].Fields {
			if b.Value(f) == game.Empty {
				return s.mb.set(game.Contradiction, f, v, gi)
			}
		}
	}
	return nil
}

// placeIn returns the first field of group g that may hold v, or -1: the
// group's last free field, for a last value; a hidden single's place.
func placeIn(b *game.Board, g, v int) int {
	r := b.Rules()
	where, set := b.Where(v), r.GroupSet(g)
	lo, hi := r.GroupSpan(g)
	for j := lo; j < hi; j++ {
		if hit := where[j] & set[j]; hit != 0 {
			return j<<6 + bits.TrailingZeros64(hit)
		}
	}
	return -1
}
