package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestEmptyRectangleSound checks every empty rectangle, run right after
// the singles, against the known solutions, and that it makes moves on
// variants too.
func TestEmptyRectangleSound(t *testing.T) {
	moves, variants := soundRightAfterSingles(t, EmptyRectangle)
	assert.Positive(t, moves[EmptyRectangle.Name], "no empty rectangle")
	assert.GreaterOrEqual(t, len(variants), 2, "variants with empty rectangles")
}
