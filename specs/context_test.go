package specs_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestParseContextStops: a spec whose rules take long to build stops
// when its context ends, with an error that wraps the context's.
func TestParseContextStops(t *testing.T) {
	var cages strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&cages, "      - killer: {cells: [r%dc1, r%dc2], sum: 3}\n", i%9+1, i%9+1)
	}
	text := "name: t\nextends: classic\npuzzles:\n  - name: p\n    constraints:\n" + cages.String()
	_, err := specs.Parse("t.yaml", []byte(text))
	require.NoError(t, err, "the spec reads without a context")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = specs.Loader{}.ParseContext(ctx, "t.yaml", []byte(text))
	require.ErrorIs(t, err, context.Canceled)
	assert.ErrorContains(t, err, "t.yaml: stopped building the rules")
	ctx, cancel = context.WithTimeout(context.Background(), time.Nanosecond)
	defer cancel()
	_, err = specs.ParseUntrustedContext(ctx, "t.yaml", []byte(text))
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}
