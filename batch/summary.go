package batch

import (
	"fmt"
	"strings"
	"time"

	"github.com/sudoku-rules/sudoku/progress"
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
	// Cut is the first puzzle the cancel cut short, with what its solve
	// had reached (Outcome.Count, the solutions counted so far), or nil.
	Cut *Result
	// InputErrors are the errors of the bad puzzles, in input order: the
	// first MaxInputErrors of them.
	InputErrors []error
	// MoreInputErrors counts the bad puzzles after those, whose errors
	// were not kept.
	MoreInputErrors int
	// Wrong are the solutions that failed the check, in input order; they
	// were not emitted.
	Wrong []error
	// Stopped says the context was cancelled before the input was read
	// through.
	Stopped bool
	// Elapsed is the time the run took.
	Elapsed time.Duration
	// Timeout is the Runner's time limit per puzzle (0: none), which
	// String names when a puzzle reached it.
	Timeout time.Duration
}

// MaxInputErrors is how many input errors a Summary keeps: a file of
// millions of bad lines costs no more memory than a hundred.
const MaxInputErrors = 100

// statusOrder is the order String lists the statuses in.
var statusOrder = []string{"solved", "unique", "multiple", "no-solution", "stalled", "timeout", "error"}

// Unsolved returns how many puzzles were read but not solved: no solution,
// stalled or timed out.
func (s Summary) Unsolved() int {
	return s.ByStatus["no-solution"] + s.ByStatus["stalled"] + s.ByStatus["timeout"]
}

// String returns one line, e.g.
// "3 puzzles: 2 unique, 1 error in 12ms (250 puzzles/s)", or
// "2 puzzles: 2 solved in 18.4s (9.2s per puzzle)" when puzzles are slow,
// with the time limit after it when a puzzle reached it
// ("...; the time limit is 30s a puzzle (--timeout)");
// after an interrupt it says so first, how many puzzles were read but not
// finished, the count the first of those had reached, and that the input
// was not read through: "interrupted after 3.1s: 710 puzzles finished
// (710 solved); 3 under way dropped; the input not read to its end".
func (s Summary) String() string {
	var parts []string
	for _, st := range statusOrder {
		if n := s.ByStatus[st]; n > 0 {
			if n > 1 && (st == "error" || st == "timeout") {
				st += "s" // the statuses that are nouns
			}
			parts = append(parts, fmt.Sprintf("%d %s", n, st))
		}
	}
	if s.Interrupted > 0 || s.Stopped {
		var b strings.Builder
		fmt.Fprintf(&b, "interrupted after %s: ", roundFor(s.Elapsed))
		if s.Puzzles == 0 {
			b.WriteString("no puzzle finished")
		} else {
			fmt.Fprintf(&b, "%s finished (%s)", plural(s.Puzzles, "puzzle"), strings.Join(parts, ", "))
		}
		if s.Interrupted > 0 {
			fmt.Fprintf(&b, "; %d under way dropped", s.Interrupted)
		}
		if x := s.Cut; x != nil && x.Outcome.Count > 0 {
			n, noun := progress.Count(int64(x.Outcome.Count)), "solutions"
			if x.Outcome.Count == 1 {
				noun = "solution"
			}
			fmt.Fprintf(&b, " (puzzle %d at %s stopped counting after %s %s: it has at least %s)", x.N, x.Pos, n, noun, n)
		}
		if s.Stopped {
			b.WriteString("; the input not read to its end")
		}
		return b.String()
	}
	if len(parts) == 0 {
		return "no puzzles"
	}
	limit := ""
	if s.ByStatus["timeout"] > 0 && s.Timeout > 0 {
		limit = fmt.Sprintf("; the time limit is %s a puzzle (--timeout)", s.Timeout)
	}
	return fmt.Sprintf("%s: %s in %s (%s)%s", plural(s.Puzzles, "puzzle"), strings.Join(parts, ", "), roundFor(s.Elapsed), speed(s.Puzzles, s.Elapsed), limit)
}

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// roundFor rounds d to what people read: µs below a millisecond, ms below
// a minute, s above.
func roundFor(d time.Duration) time.Duration {
	if d < time.Millisecond {
		return d.Round(time.Microsecond)
	}
	if d < time.Minute {
		return d.Round(time.Millisecond)
	}
	return d.Round(time.Second)
}

// speed writes how fast n puzzles were done in d: puzzles a second, or
// seconds a puzzle when that is slower than one a second.
func speed(n int, d time.Duration) string {
	if n == 0 || d <= 0 {
		return "0 puzzles/s"
	}
	per := d.Seconds() / float64(n)
	if per < 1 {
		return fmt.Sprintf("%.0f puzzles/s", 1/per)
	}
	return fmt.Sprintf("%.1fs per puzzle", per)
}
