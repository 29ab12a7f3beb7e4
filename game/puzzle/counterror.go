package puzzle

import (
	"bytes"

	"github.com/sudoku-rules/sudoku/game"
)

// CountError is a puzzle with more or fewer fields than its board, or a
// line of a grid with more or fewer than its row: a *game.Error (Err,
// which errors.As finds too) with what was counted, so that a program can
// say more about it than the reader can.
type CountError struct {
	Err *game.Error
	// Got is the number of fields read, Want the number the board, or the
	// row, has.
	Got, Want int
	// NumberWords says the values may have been written as numbers,
	// which these rules read digit by digit: the rules have ten values or
	// more, each written as one character (Chars), and the offending line
	// holds a word of two or more digits standing alone, such as the 10 of
	// "10 16 . 3".
	NumberWords bool
}

// Error returns Err's text.
func (e *CountError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e *CountError) Unwrap() error { return e.Err }

// countError returns the CountError of err, whose Source is the offending
// line.
func (r *Reader) countError(err *game.Error, got, want int) *CountError {
	numbers := r.syn.notation == Chars && r.rules.NumValues() >= 10 && hasNumberWord([]byte(err.Source))
	return &CountError{Err: err, Got: got, Want: want, NumberWords: numbers}
}

// hasNumberWord reports whether line holds a word of two or more ASCII
// digits between white space or the ends of the line.
func hasNumberWord(line []byte) bool {
	for _, w := range bytes.FieldsFunc(line, func(c rune) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == '\v' }) {
		if len(w) >= 2 && allDigits(w) {
			return true
		}
	}
	return false
}

func allDigits(w []byte) bool {
	for _, c := range w {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
