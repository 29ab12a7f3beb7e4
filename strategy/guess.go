package strategy

import (
	"math/rand/v2"

	"github.com/sudoku-rules/sudoku/game"
)

// A Guess is the search's choice when every strategy stalls: a value to
// try in a free field. Group is the group in which the field is one of the
// value's two places, when that is why it was chosen, else -1.
type Guess struct {
	Field, Value, Group int
}

// A Chooser picks the search's next guess. The engine calls Choose when
// every strategy has stalled on a board with free fields, from the
// engine's own goroutine; ok false means there is nothing to guess. Whatever
// it picks, the search is complete: an undo removes the guessed value from
// the field and the search goes on.
type Chooser interface {
	Choose(b *game.Board) (g Guess, ok bool)
}

// FewestCandidates is the default Chooser: the first free field with at
// most two candidates; when every field has more, one of a value's two
// places in a complete group (a binary branch either way); else the first
// field with the fewest candidates. It guesses the lowest value.
type FewestCandidates struct{}

// Choose picks the most constrained guess.
func (FewestCandidates) Choose(b *game.Board) (Guess, bool) {
	r := b.Rules()
	best, bestN := -1, game.MaxValues+1
	for f, n := 0, r.NumFields(); f < n; f++ {
		if b.Value(f) != game.Empty {
			continue
		}
		if k := b.Candidates(f).Len(); k < bestN {
			best, bestN = f, k
			if k <= 2 {
				return Guess{f, b.Candidates(f).Lowest(), -1}, true
			}
		}
	}
	if best < 0 {
		return Guess{}, false
	}
	for gi, g := range r.Groups {
		if !g.Complete {
			continue
		}
		for two := b.Rules().Values.All() &^ b.Placed(gi); two != 0; two &= two - 1 {
			v := two.Lowest()
			if b.PlacesIn(gi, v) != 2 {
				continue
			}
			for _, f := range g.Fields {
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					return Guess{f, v, gi}, true
				}
			}
		}
	}
	return Guess{best, b.Candidates(best).Lowest(), -1}, true
}

// Random guesses a random candidate of a random free field among those
// with the fewest candidates, from a seeded generator: the same seed gives
// the same guesses. On an empty board it makes a random solution grid. It
// is not safe for use by several engines at once: give each its own.
type Random struct {
	rng   *rand.Rand
	ties  []int
	cands []int
}

// NewRandom returns a Random chooser seeded with seed.
func NewRandom(seed uint64) *Random {
	return &Random{rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

// Choose picks a random most constrained field and a random value of it.
func (c *Random) Choose(b *game.Board) (Guess, bool) {
	bestN := game.MaxValues + 1
	c.ties = c.ties[:0]
	for f, n := 0, b.Rules().NumFields(); f < n; f++ {
		if b.Value(f) != game.Empty {
			continue
		}
		switch k := b.Candidates(f).Len(); {
		case k < bestN:
			bestN = k
			c.ties = append(c.ties[:0], f)
		case k == bestN:
			c.ties = append(c.ties, f)
		}
	}
	if len(c.ties) == 0 {
		return Guess{}, false
	}
	f := c.ties[c.rng.IntN(len(c.ties))]
	c.cands = c.cands[:0]
	for s := b.Candidates(f); s != 0; s &= s - 1 {
		c.cands = append(c.cands, s.Lowest())
	}
	if len(c.cands) == 0 {
		return Guess{f, 0, -1}, true // no candidate: placing anything fails
	}
	return Guess{f, c.cands[c.rng.IntN(len(c.cands))], -1}, true
}
