package strategy

import "github.com/sudoku-rules/sudoku/game"

// A Learner is a Chooser that learns from the search: the engine calls
// Reset when a solve starts and Conflict each time a guess, or the
// removal of a guess searched through, ends in a contradiction, naming its
// field. Both are called from the engine's goroutine.
type Learner interface {
	Chooser
	Reset(r *game.Rules)
	Conflict(field int)
}

// conflictDecay is how many conflicts pass between two halvings of the
// scores, so that the search follows where it fails now.
const conflictDecay = 1 << 12

// Conflicts is the Chooser for games with constraints: it guesses in the
// free field with the highest conflict score for its number of
// candidates, the score counting (and, as the search goes on, forgetting)
// the contradictions its guesses ran into; while no field has a score, it
// guesses as FewestCandidates does. A constraint's dead ends gather on the
// fields it ties together, so the search turns to them first, where a
// plain count of candidates sees nothing: the cells of a tight cage, the
// circle of an arrow. It keeps state: give each engine its own (the
// engine makes one for rules with constraints when Options.Chooser is
// nil).
type Conflicts struct {
	fewest    FewestCandidates
	scores    []uint32
	countdown int
	any       bool // some field has a score
}

// Reset forgets the scores of the last solve.
func (c *Conflicts) Reset(r *game.Rules) {
	if len(c.scores) != r.NumFields() {
		c.scores = make([]uint32, r.NumFields())
	} else {
		clear(c.scores)
	}
	c.countdown, c.any = conflictDecay, false
}

// Conflict counts a contradiction that a guess in field f ran into.
func (c *Conflicts) Conflict(f int) {
	if f < 0 || f >= len(c.scores) {
		return
	}
	c.scores[f]++
	c.any = true
	if c.countdown--; c.countdown == 0 {
		c.countdown = conflictDecay
		for i := range c.scores {
			c.scores[i] >>= 1
		}
	}
}

// Choose picks the free field with the most conflicts per candidate, a
// field with one candidate first; the lowest value.
func (c *Conflicts) Choose(b *game.Board) (Guess, bool) {
	if !c.any || len(c.scores) != b.Rules().NumFields() {
		return c.fewest.Choose(b)
	}
	best, bestScore, bestN := -1, uint32(0), 0
	for f, n := 0, len(c.scores); f < n; f++ {
		if b.Value(f) != game.Empty {
			continue
		}
		k := b.Candidates(f).Len()
		if k <= 1 {
			return Guess{f, b.Candidates(f).Lowest(), -1}, k == 1
		}
		// score/k > bestScore/bestN, without division; ties to fewer
		// candidates.
		s := c.scores[f]
		if k == 2 {
			s += 1 << 20 // two candidates first: a binary branch
		}
		if best < 0 || uint64(s)*uint64(bestN) > uint64(bestScore)*uint64(k) ||
			uint64(s)*uint64(bestN) == uint64(bestScore)*uint64(k) && k < bestN {
			best, bestScore, bestN = f, s, k
		}
	}
	if best < 0 {
		return Guess{}, false
	}
	if bestScore == 0 {
		return c.fewest.Choose(b)
	}
	return Guess{best, b.Candidates(best).Lowest(), -1}, true
}
