package bench

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// modeLimits are the solution limits of each mode name ParseMode takes.
var modeLimits = []struct {
	name   string
	limits []int
}{
	{"first", []int{1}},
	{"unique", []int{2}},
	{"both", []int{1, 2}},
}

// ParseMode returns the solution limits Measure takes for a mode's name:
// first (1: stop at the first solution), unique (2: up to two, which
// proves uniqueness) or both. Its error names the input and the modes,
// e.g. `"fast": use first, unique or both`, so that a caller can put the
// name of its flag or field before it.
func ParseMode(name string) ([]int, error) {
	names := make([]string, len(modeLimits))
	for i, m := range modeLimits {
		if m.name == name {
			return m.limits, nil
		}
		names[i] = m.name
	}
	return nil, fmt.Errorf("%q: use %s or %s", name, strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
}

// rowFormat lays out the columns of a table.
const rowFormat = "%-32s %-5s %8v %10v %10v %9v %14v %9v %10v %10v %10v\n"

// WriteHeader writes the head of a table of Rows, as 'sudoku bench'
// prints it: a line that says how the rows were measured (threads, runs
// each), then the names of the columns. Its error is w's.
func WriteHeader(w io.Writer, threads, runs int) error {
	if _, err := fmt.Fprintf(w, "threads %d, %d runs each, median µs per puzzle; every solution verified\n", threads, runs); err != nil {
		return err
	}
	_, err := fmt.Fprintf(w, rowFormat, "set", "mode", "puzzles", "µs/puzzle", "puzzles/s", "no guess", "guesses/puzzle", "unsolved", "total", "median µs", "p99 µs")
	return err
}

// WriteRow writes r as a line of the table WriteHeader starts. Its error
// is w's.
func WriteRow(w io.Writer, r Row) error {
	_, err := fmt.Fprintf(w, rowFormat, r.Set, r.Mode, r.Puzzles, fmt.Sprintf("%.1f", r.MicrosPerPuzzle), fmt.Sprintf("%.0f", r.Rate),
		fmt.Sprintf("%.1f%%", r.NoGuess), fmt.Sprintf("%.2f", r.Guesses), r.Unsolved, r.Total.Round(time.Millisecond),
		micros(r.Median), micros(r.P99))
	return err
}

// micros writes d in µs with one decimal.
func micros(d time.Duration) string {
	return fmt.Sprintf("%.1f", float64(d.Nanoseconds())/1e3)
}
