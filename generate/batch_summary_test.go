package generate

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestSummaryString(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name string
		in   Summary
		want string
	}{
		{"made", Summary{Asked: 2, Made: 2, Tries: 3, Times: []time.Duration{ms, 2 * ms}, Elapsed: 5 * ms},
			"2 puzzles (3 tries) in 5ms; per puzzle median 2ms, slowest 2ms"},
		{"one", Summary{Asked: 1, Made: 1, Tries: 1, Times: []time.Duration{ms}, Elapsed: ms},
			"1 puzzle (1 try) in 1ms; per puzzle median 1ms, slowest 1ms"},
		{"not in time", Summary{Asked: 1, Failed: 1, Elapsed: ms}, "0 puzzles (0 tries) in 1ms; 1 not made in time"},
		{"interrupted", Summary{Asked: 10, Made: 1, Tries: 1, Times: []time.Duration{ms}, Stopped: true, Elapsed: 3 * ms},
			"interrupted after 3ms: 1 of 10 puzzles made; per puzzle median 1ms, slowest 1ms"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.in.String())
		})
	}
}
