package strategy

import (
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// An Enumerator is a strategy that can list every move it sees on a
// position, not only the one DoMove returns: a list of every step (hint's
// All) asks it where taking one move after another would hide the steps
// the first ones change the ground of (a single placed takes candidates
// from its peers, which the next single rests on). EachMove calls yield
// with each deduction in the order DoMove would find them, each valid
// during the call, until yield returns false; it reads b alone and leaves
// the strategy as it was. The singles implement it.
type Enumerator interface {
	EachMove(b *game.Board, yield func(*game.Move) bool)
}

// EachMove yields the naked single of each free field with one candidate.
func (s *possibleValueForField) EachMove(b *game.Board, yield func(*game.Move) bool) {
	for f := range b.Rules().NumFields() {
		if b.Value(f) != game.Empty {
			continue
		}
		if v, ok := b.Candidates(f).Single(); ok && !yield(s.mb.set(game.Deduction, f, v, -1)) {
			return
		}
	}
}

// EachMove yields each hidden single of each complete group, boxes and
// other groups before lines.
func (s *possibleFieldForValueInGroup) EachMove(b *game.Board, yield func(*game.Move) bool) {
	cands := b.AllCandidates()
	for _, pass := range s.passes {
		for i, w := range pass {
			for ; w != 0; w &= w - 1 {
				gi := i<<6 + bits.TrailingZeros64(w)
				if b.FreeIn(gi) == 0 {
					continue
				}
				var once, twice game.ValueSet
				for _, f := range s.fields[s.start[gi]:s.start[gi+1]] {
					c := cands[f]
					twice |= once & c
					once |= c
				}
				for vs := once &^ twice &^ b.Placed(gi); vs != 0; vs &= vs - 1 {
					v := vs.Lowest()
					if f := placeIn(b, gi, v); f >= 0 && !yield(s.mb.set(game.Deduction, f, v, gi)) {
						return
					}
				}
			}
		}
	}
}

// EachMove yields the last value of each complete group with one free
// field that may hold it.
func (s *lastValue) EachMove(b *game.Board, yield func(*game.Move) bool) {
	all := s.rules.Values.All()
	for i, w := range b.LastFree() {
		for w &= s.complete[i]; w != 0; w &= w - 1 {
			gi := i<<6 + bits.TrailingZeros64(w)
			v := (all &^ b.Placed(gi)).Lowest()
			if f := placeIn(b, gi, v); f >= 0 && !yield(s.mb.set(game.Deduction, f, v, gi)) {
				return
			}
		}
	}
}
