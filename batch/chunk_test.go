package batch

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestChunkSize(t *testing.T) {
	const ms = 1_000_000 // ns
	tests := []struct {
		name            string
		maxChunk        int
		solved, solveNs int64
		want            int
	}{
		{"nothing solved yet", 64, 0, 0, 1},
		{"interactive input", 1, 1000, 1000, 1},
		{"easy puzzles fill a millisecond", 64, 100, 100 * ms / 40, 40},
		{"very easy puzzles stop at the maximum", 64, 1000, 1000, 64},
		{"slow puzzles go one by one", 64, 10, 50 * ms, 1},
		{"0 is the default maximum", 0, 1000, 1000, DefaultMaxChunk},
		{"a smaller maximum", 8, 1000, 1000, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &Runner{MaxChunk: tt.maxChunk}
			assert.Equal(t, tt.want, b.chunkSize(tt.solved, tt.solveNs))
		})
	}
}
