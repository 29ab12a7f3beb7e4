package fpuzzles_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/fpuzzles"
)

// TestReadContextStops: a puzzle read with a context that has ended stops
// at the building of its rules, with an error that wraps the context's.
func TestReadContextStops(t *testing.T) {
	row := "[" + strings.Repeat("{},", 3) + "{}]"
	text := `{"size":4,"grid":[` + strings.Repeat(row+",", 3) + row + `],"killercage":[{"cells":["R1C1","R1C2"],"value":"3"}]}`
	_, err := fpuzzles.Read("p", text)
	require.NoError(t, err, "the puzzle reads without a context")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = fpuzzles.ReadContext(ctx, "p", text)
	require.ErrorIs(t, err, context.Canceled)
	assert.ErrorContains(t, err, "p: stopped building the rules")
	_, err = fpuzzles.ReadContext(ctx, "p", fpuzzles.Link("", []byte(text)))
	assert.ErrorIs(t, err, context.Canceled, "a compressed puzzle")
}
