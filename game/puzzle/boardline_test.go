package puzzle_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// BoardLine writes a mark for every cell, '#' at the holes, and reads back
// as the same puzzle; testdata/line/NAME.golden holds each line.
func TestBoardLine(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules func(testing.TB) *game.Rules
		in    string
	}{
		{"samurai", samurai, samuraiGrid()},
		{"samurai-solution", samurai, samuraiSolution},
		{"holed", holedChars, "12\n123\n3.\n"},
		{"holed-words", holedWords, "red green\nred green blue\nblue .\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rules := tc.rules(t)
			givens := parseOne(t, rules, tc.in)
			got := puzzle.BoardLine(rules, givens)
			golden(t, filepath.Join("line", tc.name+".golden"), got+"\n")
			marks := len(got)
			if puzzle.NotationOf(rules) == puzzle.Tokens {
				marks = len(strings.Fields(got))
			}
			assert.Equal(t, rules.Rows*rules.Cols, marks, "a mark for every cell")
			assert.Equal(t, givens, parseOne(t, rules, got), "the board line reads back")
			assert.Equal(t, givens, parseOne(t, rules, got+" # "+tc.name), "with a comment")
			assert.Equal(t, givens, parseOne(t, rules, puzzle.Line(rules, givens)), "the line of fields reads back")
		})
	}
	t.Run("first cell a hole", func(t *testing.T) {
		rules := holedChars(t)
		got := puzzle.BoardLine(rules, parseOne(t, rules, "12\n123\n3.\n"))
		assert.Equal(t, "#121233.#", got)
		assert.Equal(t, "121233.", puzzle.Line(rules, parseOne(t, rules, got)))
	})
	t.Run("no holes", func(t *testing.T) {
		rules := classic(t)
		givens := parseOne(t, rules, easy)
		assert.Equal(t, puzzle.Line(rules, givens), puzzle.BoardLine(rules, givens))
	})
	assert.Panics(t, func() { puzzle.BoardLine(samurai(t), []int{1}) })
}

// samuraiSolution is a solved Samurai, written row by row without holes.
const samuraiSolution = `
732451689   783291645
861923745   416785329
459867231   529436718
146235897   831574296
293784516   947628153
578619423   265913874
927146358914672859431
314578962738154362987
685392174256398147562
      481529736
      529673481
      736481925
539281647892513986247
781465293165847123596
642937815347269754381
295374168   732691854
164859732   491875632
378612954   658432719
957148326   375219468
413726589   126548973
826593471   984367125
`

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
			[]string{`f:1:2: puzzle cut off by line 2, which holds a puzzle of its own: it has 1 fields, the board has 369; '#' starts a comment on line 1: a line of the whole 21x21 board writes '#' at every hole and at no field, but r1c2 is a field`}},
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
