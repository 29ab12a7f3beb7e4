package strategy

import (
	"math/bits"
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

// FewestCandidates is the default Chooser. It guesses in a field with two
// candidates, the one with the most free peers (most constrained, then most
// constraining: either branch prunes the most); when every field has more,
// one of a value's two places in a complete group (a binary branch either
// way); else the first field with the fewest candidates. It guesses the
// lowest value. It keeps scratch sets: give each engine its own (the
// engine makes one when Options.Chooser is nil).
type FewestCandidates struct {
	free, once, twice, more game.Bitset
}

// Choose picks the most constrained guess.
func (c *FewestCandidates) Choose(b *game.Board) (Guess, bool) {
	r := b.Rules()
	if !r.LargeBoard() {
		if f := c.bivalue(b); f >= 0 {
			return Guess{f, b.Candidates(f).Lowest(), -1}, true
		}
	}
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
		for two := r.Values.All() &^ b.Placed(gi); two != 0; two &= two - 1 {
			v := two.Lowest()
			f1, f2, ok := b.OnlyTwo(gi, v)
			if !ok {
				continue
			}
			for _, f := range g.Fields { // the first of the two in the group's order
				if f == f1 || f == f2 {
					return Guess{f, v, gi}, true
				}
			}
		}
	}
	return Guess{best, b.Candidates(best).Lowest(), -1}, true
}

// bivalue returns a free field with one candidate if there is one (when
// no strategy places singles), else the free field with exactly two
// candidates that has the most free peers, or -1: also when a free field
// has no candidate, which the caller's scan then finds. It counts, word by
// word over the values' field sets, the fields seen once, twice and more:
// no loop over fields.
func (c *FewestCandidates) bivalue(b *game.Board) int {
	r := b.Rules()
	if c.free == nil {
		c.free, c.once, c.twice, c.more = game.NewFieldSet(r), game.NewFieldSet(r), game.NewFieldSet(r), game.NewFieldSet(r)
	}
	once, twice, more := c.once, c.twice, c.more
	for i := range once { // word by word, the counts in registers
		var o, t, m uint64
		for v := range r.NumValues() {
			w := b.Where(v)[i]
			m |= t & w
			t |= o & w
			o |= w
		}
		once[i], twice[i], more[i] = o, t, m
	}
	if once.Len() != b.Free() {
		return -1
	}
	for i := range once {
		if one := once[i] &^ twice[i]; one != 0 {
			return i<<6 + bits.TrailingZeros64(one)
		}
	}
	best, bestScore := -1, -1
	peers := r.PeerSets()
	for i := range twice {
		for two := twice[i] &^ more[i]; two != 0; two &= two - 1 {
			f := i<<6 + bits.TrailingZeros64(two)
			score := 0
			for j, p := range peers.Of(f) {
				score += bits.OnesCount64(p & once[j])
			}
			if score > bestScore {
				best, bestScore = f, score
			}
		}
	}
	return best
}

// Random guesses a random candidate of a random free field among those
// with the fewest candidates, from a seeded generator: the same seed gives
// the same guesses. On an empty board it makes a random solution grid. It
// is not safe for use by several engines at once: give each its own.
type Random struct {
	pcg   *rand.PCG
	rng   *rand.Rand
	ties  []int
	cands []int
}

// seedMix makes the second word of a PCG seed from the first.
const seedMix = 0x9e3779b97f4a7c15

// NewRandom returns a Random chooser seeded with seed.
func NewRandom(seed uint64) *Random {
	pcg := rand.NewPCG(seed, seed^seedMix)
	return &Random{pcg: pcg, rng: rand.New(pcg)}
}

// Seed starts the chooser again from seed, as NewRandom(seed) would.
func (c *Random) Seed(seed uint64) { c.pcg.Seed(seed, seed^seedMix) }

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
