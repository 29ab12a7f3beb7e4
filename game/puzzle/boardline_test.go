package puzzle_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// The errors of lines that have a mark for every cell but are no board
// lines name the hole mark; their positions are those of any length error.
func TestBoardLineErrors(t *testing.T) {
	// Holes written '.' down to row 15, '#' from there on.
	late := samuraiBoard(".")[:15*21] + samuraiBoard("#")[15*21:]
	for _, tc := range []struct {
		name  string
		rules func(testing.TB) *game.Rules
		in    string
		want  []string
	}{
		{"dots for holes", samurai, samuraiBoard("."),
			[]string{"f:1:370: too many fields: the line has 441 fields, the board has 369; a line of the whole 21x21 board writes each hole as '#', or write the 369 fields only"}},
		{"dots for holes, then a comment", samurai, samuraiBoard(".") + " # unsolved",
			[]string{"f:1:370: too many fields: the line has 441 fields, the board has 369; a line of the whole 21x21 board writes each hole as '#', or write the 369 fields only"}},
		{"'#' on a field", samurai, strings.Replace(samuraiBoard("#"), ".", "#", 1),
			[]string{`f:1:2: puzzle cut off at the end of the file: it has 1 fields, the board has 369; '#' starts a comment on line 1: a line of the whole 21x21 board writes '#' at every hole and at no field, but r1c2 is a field`}},
		{"a hole without '#'", samurai, "# two puzzles\n" + strings.Replace(samuraiBoard("#"), "#", ".", 1) + "\n\n" + samuraiBoard("#") + "\n",
			[]string{`f:2:11: puzzle cut off by a blank line: it has 10 fields, the board has 369; '#' starts a comment on line 2: a line of the whole 21x21 board writes '#' at every hole and at no field, but hole r1c10 holds "."`}},
		{"'#' late", samurai, late,
			[]string{`f:1:325: too few fields: the line has 324 fields, the board has 369; '#' starts a comment on line 1: a line of the whole 21x21 board writes '#' at every hole and at no field, but hole r1c10 holds "."`}},
		{"'#' on a field, then another line", samurai, strings.Replace(samuraiBoard("#"), ".", "#", 1) + "\n" + samuraiLine + "\n",
			[]string{`f:2:369: too many fields: the puzzle has 370 fields, the board has 369; '#' starts a comment on line 1: a line of the whole 21x21 board writes '#' at every hole and at no field, but r1c2 is a field`}},
		{"words, dots for holes", holedWords, ". red green red green blue blue . .",
			[]string{"f:1:33: too many fields: the line has 9 fields, the board has 7; a line of the whole 3x3 board writes each hole as '#', or write the 7 fields only"}},
		{"words after the board", holedWords, "# red green red green blue blue . # a comment",
			[]string{"f:1:1: no puzzle in the file: it holds no fields, only blank lines or comments"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ps, err := puzzle.ParseString(tc.rules(t), "f", tc.in)
			require.Error(t, err)
			var got []string
			for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
				got = append(got, e.Error())
			}
			assert.Equal(t, tc.want, got)
			if strings.Contains(tc.in, "two puzzles") {
				assert.Len(t, ps, 1, "the puzzle after the bad one")
			}
		})
	}
}
