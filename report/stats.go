package report

import (
	"fmt"
	"strings"
	"time"

	"github.com/sudoku-rules/sudoku/strategy"
)

// StatsLines returns the statistics of one solve on three lines: the moves
// per strategy that made any ("none" when none did), what the search
// did, and the time, e.g.
//
//	moves: LastValue 23, PossibleValueForField 15
//	search: 0 guesses, 0 undos, 0 contradictions, max depth 0; 38 of 38 free fields filled by the strategies before the first guess, 0 needed guessing
//	time: 41µs
func StatsLines(s *strategy.Stats) string {
	var parts []string
	for _, m := range s.Moves {
		if m.Count > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", m.Strategy, m.Count))
		}
	}
	if len(parts) == 0 {
		parts = append(parts, "none")
	}
	return fmt.Sprintf("moves: %s\nsearch: %d guesses, %d undos, %d contradictions, max depth %d; %d of %d free fields filled by the strategies before the first guess, %d needed guessing\ntime: %s\n",
		strings.Join(parts, ", "), s.Guesses, s.Undos, s.Contradictions, s.MaxDepth, s.BeforeGuess, s.Free, s.Free-s.BeforeGuess, s.Duration.Round(time.Microsecond))
}
