package bench

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMode(t *testing.T) {
	tests := []struct {
		name    string
		want    []int
		wantErr string
	}{
		{"first", []int{1}, ""},
		{"unique", []int{2}, ""},
		{"both", []int{1, 2}, ""},
		{"fast", nil, `"fast": use first, unique or both`},
		{"", nil, `"": use first, unique or both`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseMode(tt.name)
			if tt.wantErr != "" {
				assert.EqualError(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestTable(t *testing.T) {
	var b strings.Builder
	require.NoError(t, WriteHeader(&b, 2, 3))
	rows := []Row{
		{Set: "17_clue.txt", Mode: "first", Puzzles: 49158, MicrosPerPuzzle: 8.14, Rate: 122850.4, NoGuess: 44.6, Guesses: 3.314,
			Total: 400123456 * time.Nanosecond, Median: 5250 * time.Nanosecond, P99: 61049 * time.Nanosecond},
		{Set: "mixed.yaml 16x16", Mode: "≤2", Puzzles: 1, MicrosPerPuzzle: 259.0, Rate: 3861, Unsolved: 1, Total: 259 * time.Microsecond,
			Median: 259 * time.Microsecond, P99: 259 * time.Microsecond},
	}
	for _, r := range rows {
		require.NoError(t, WriteRow(&b, r))
	}
	assert.Equal(t, `threads 2, 3 runs each, median µs per puzzle; every solution verified
set                              mode   puzzles  µs/puzzle  puzzles/s  no guess guesses/puzzle  unsolved      total  median µs     p99 µs
17_clue.txt                      first    49158        8.1     122850     44.6%           3.31         0      400ms        5.2       61.0
mixed.yaml 16x16                 ≤2           1      259.0       3861      0.0%           0.00         1         0s      259.0      259.0
`, b.String())
}
