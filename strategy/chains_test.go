package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestChainsSound checks every move of the chains, each run right after
// the singles, against the known solutions, the loops (and for grouped
// chains the grouped nodes) among them, which must occur.
func TestChainsSound(t *testing.T) {
	for _, tech := range []*Technique{XChain, XYChain, AIC, GroupedXChain, GroupedAIC} {
		t.Run(tech.Name, func(t *testing.T) {
			moves, variants := soundRightAfterSingles(t, tech)
			assert.Positive(t, moves[tech.Name], "no move")
			assert.Positive(t, moves[tech.Name+" loop"], "no loop")
			if tech == GroupedXChain || tech == GroupedAIC {
				assert.Positive(t, moves[tech.Name+" grouped"], "no grouped node")
			}
			assert.GreaterOrEqual(t, len(variants), 2, "variants")
		})
	}
}
