package batch

import (
	"fmt"
	"strings"
	"time"
)

// Summary counts the outcomes of a run.
type Summary struct {
	// ByStatus counts the puzzles emitted or found wrong, by Result.Status.
	ByStatus map[string]int
	// Puzzles is the number of puzzles counted in ByStatus.
	Puzzles int
	// Interrupted counts the puzzles dropped after the run was cancelled:
	// the first one cut short and every one after it.
	Interrupted int
	// InputErrors are the errors of the bad puzzles, in input order.
	InputErrors []error
	// Wrong are the solutions that failed the check, in input order; they
	// were not emitted.
	Wrong []error
	// Stopped says the context was cancelled before the input was read
	// through.
	Stopped bool
	// Elapsed is the time the run took.
	Elapsed time.Duration
}

// statusOrder is the order String lists the statuses in.
var statusOrder = []string{"solved", "unique", "multiple", "no-solution", "stalled", "timeout", "error"}

// Unsolved returns how many puzzles were read but not solved: no solution,
// stalled or timed out.
func (s Summary) Unsolved() int {
	return s.ByStatus["no-solution"] + s.ByStatus["stalled"] + s.ByStatus["timeout"]
}

// String returns one line, e.g.
// "3 puzzles: 2 unique, 1 error in 12ms (250 puzzles/s)".
func (s Summary) String() string {
	var parts []string
	for _, st := range statusOrder {
		if n := s.ByStatus[st]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, st))
		}
	}
	if s.Interrupted > 0 {
		parts = append(parts, fmt.Sprintf("%d interrupted", s.Interrupted))
	}
	if s.Stopped {
		parts = append(parts, "stopped by an interrupt")
	}
	rate := 0.0
	if s.Elapsed > 0 {
		rate = float64(s.Puzzles) / s.Elapsed.Seconds()
	}
	noun := "puzzles"
	if s.Puzzles == 1 {
		noun = "puzzle"
	}
	return fmt.Sprintf("%d %s: %s in %s (%.0f puzzles/s)", s.Puzzles, noun, strings.Join(parts, ", "), s.Elapsed.Round(time.Millisecond), rate)
}
