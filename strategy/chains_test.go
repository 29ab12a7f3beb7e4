package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestChainsSound checks every move of the chains, each run right after
// the singles, against the known solutions, the loops among them, which
// must occur.
func TestChainsSound(t *testing.T) {
	for _, tech := range []*Technique{XChain, XYChain, AIC} {
		t.Run(tech.Name, func(t *testing.T) {
			moves, variants := soundRightAfterSingles(t, tech)
			assert.Positive(t, moves[tech.Name], "no move")
			assert.Positive(t, moves[tech.Name+" loop"], "no loop")
			assert.GreaterOrEqual(t, len(variants), 2, "variants")
		})
	}
}
