package batch_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
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
			"10 puzzles: 3 unique, 4 no-solution, 2 timeouts, 1 error in 1s (10 puzzles/s)"},
		{"a time limit reached", batch.Summary{ByStatus: map[string]int{"unique": 1, "timeout": 1}, Puzzles: 2, Elapsed: 31 * time.Second, Timeout: 30 * time.Second},
			"2 puzzles: 1 unique, 1 timeout in 31s (15.5s per puzzle); the time limit is 30s a puzzle (--timeout)"},
		{"a time limit not reached", batch.Summary{ByStatus: map[string]int{"unique": 1}, Puzzles: 1, Elapsed: 2 * time.Millisecond, Timeout: 30 * time.Second},
			"1 puzzle: 1 unique in 2ms (500 puzzles/s)"},
		{"slow puzzles", batch.Summary{ByStatus: map[string]int{"solved": 2}, Puzzles: 2, Elapsed: 18388 * time.Millisecond},
			"2 puzzles: 2 solved in 18.388s (9.2s per puzzle)"},
		{"interrupted", batch.Summary{ByStatus: map[string]int{"solved": 710}, Puzzles: 710, Interrupted: 3, Stopped: true, Elapsed: 3100 * time.Millisecond},
			"interrupted after 3.1s: 710 puzzles finished (710 solved); 3 under way dropped; the input not read to its end"},
		{"interrupted before any finished", batch.Summary{ByStatus: map[string]int{}, Interrupted: 2, Stopped: true, Elapsed: 18388 * time.Millisecond},
			"interrupted after 18.388s: no puzzle finished; 2 under way dropped; the input not read to its end"},
		{"interrupted while counting", batch.Summary{ByStatus: map[string]int{}, Interrupted: 1, Stopped: true, Elapsed: 1490 * time.Millisecond,
			Cut: &batch.Result{N: 1, Pos: game.Position{File: "e36.txt", Line: 1, Col: 1}, Outcome: strategy.Result{Status: strategy.Timeout, Count: 1234}}},
			"interrupted after 1.49s: no puzzle finished; 1 under way dropped (puzzle 1 at e36.txt:1:1 stopped counting after 1,234 solutions: it has at least 1,234); the input not read to its end"},
		{"interrupted before a solution", batch.Summary{ByStatus: map[string]int{}, Interrupted: 1, Stopped: true, Elapsed: 1490 * time.Millisecond,
			Cut: &batch.Result{N: 1, Outcome: strategy.Result{Status: strategy.Timeout}}},
			"interrupted after 1.49s: no puzzle finished; 1 under way dropped; the input not read to its end"},
		{"interrupted while reading", batch.Summary{ByStatus: map[string]int{"unique": 1}, Puzzles: 1, Stopped: true, Elapsed: 90 * time.Second},
			"interrupted after 1m30s: 1 puzzle finished (1 unique); the input not read to its end"},
		{"nothing", batch.Summary{}, "no puzzles"},
		{"fast", batch.Summary{ByStatus: map[string]int{"error": 3}, Puzzles: 3, Elapsed: 212 * time.Microsecond},
			"3 puzzles: 3 errors in 212µs (14151 puzzles/s)"},
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
