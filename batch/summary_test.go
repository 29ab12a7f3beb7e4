package batch_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/sudoku-rules/sudoku/batch"
)

func TestSummaryString(t *testing.T) {
	tests := []struct {
		name string
		in   batch.Summary
		want string
	}{
		{"one puzzle", batch.Summary{ByStatus: map[string]int{"solved": 1}, Puzzles: 1, Elapsed: 2 * time.Millisecond},
			"1 puzzle: 1 solved in 2ms (500 puzzles/s)"},
		{"statuses in a fixed order", batch.Summary{ByStatus: map[string]int{"error": 1, "timeout": 2, "unique": 3, "no-solution": 4}, Puzzles: 10, Elapsed: time.Second},
			"10 puzzles: 3 unique, 4 no-solution, 2 timeout, 1 error in 1s (10 puzzles/s)"},
		{"interrupted", batch.Summary{ByStatus: map[string]int{"solved": 5}, Puzzles: 5, Interrupted: 2, Stopped: true, Elapsed: 1500 * time.Microsecond},
			"5 puzzles: 5 solved, 2 interrupted, stopped by an interrupt in 2ms (3333 puzzles/s)"},
		{"nothing", batch.Summary{}, "0 puzzles:  in 0s (0 puzzles/s)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.in.String())
		})
	}
}

func TestUnsolved(t *testing.T) {
	s := batch.Summary{ByStatus: map[string]int{"solved": 1, "unique": 1, "multiple": 1, "no-solution": 2, "stalled": 3, "timeout": 4, "error": 5}}
	assert.Equal(t, 9, s.Unsolved())
}
