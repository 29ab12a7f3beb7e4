package puzzle_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// A wrong number of fields is a *CountError with the counts, and says when
// its line holds numbers of two or more digits the values do not read.
func TestCountError(t *testing.T) {
	tests := []struct {
		name      string
		rules     func(testing.TB) *game.Rules
		in        string
		got, want int
		numbers   bool
	}{
		{"too many on a line, nine values", classic, easy + " 12\n", 83, 81, false},
		{"too few on a line", classic, easy[:80] + "\n", 80, 81, false},
		{"cut off", classic, easy[:27] + "\n" + easy[27:54] + "\n", 54, 81, false},
		{"a row of a grid", classic, "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . . 1\n", 10, 9, false},
		{"numbers for one-character values", hex, strings.Repeat("10 16 . 3 ", 64) + "\n", 384, 256, true},
		{"a number of two digits alone", hex, strings.Repeat(".", 255) + " 12\n", 257, 256, true},
		{"digits inside a word", hex, strings.Repeat(".", 255) + "12\n", 257, 256, false},
		{"number words in words notation", numbers, strings.Repeat("10 ", 257) + "\n", 257, 256, false},
		{"a classic line is no number", classic, easy + "1\n", 82, 81, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := puzzle.ParseString(tt.rules(t), "in.txt", tt.in)
			var ce *puzzle.CountError
			require.True(t, errors.As(err, &ce), "a *CountError, got %v", err)
			assert.Equal(t, tt.got, ce.Got, "got")
			assert.Equal(t, tt.want, ce.Want, "want")
			assert.Equal(t, tt.numbers, ce.NumberWords, "number words")
			var ge *game.Error
			require.True(t, errors.As(err, &ge), "a *game.Error inside")
			assert.Same(t, ce.Err, ge)
			assert.Equal(t, ge.Error(), ce.Error())
		})
	}
}

// Other errors are no *CountError.
func TestNotCountError(t *testing.T) {
	_, err := puzzle.ParseString(classic(t), "in.txt", "x"+easy[1:]+"\n")
	var ce *puzzle.CountError
	assert.False(t, errors.As(err, &ce), "%v", err)
}
