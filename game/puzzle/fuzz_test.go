package puzzle_test

import (
	"errors"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// FuzzParse reads any text with a character and a word notation, on boards
// with and without holes: reading never panics, every error is a
// *game.Error at a file and a line that renders, and every puzzle read is valid and reads back
// the same from Line and from BoardLine.
func FuzzParse(f *testing.F) {
	for _, tc := range readCases {
		f.Add(tc.in)
	}
	f.Add("\uFEFF" + easy + "\r\n")
	f.Add("red . . gold\n. gold red .\n. . . .\n. . . .\n")
	f.Add(samuraiBoard("#") + " # board line\n" + samuraiBoard(".") + "\n" + samuraiBoard("#")[:100] + "\n")
	f.Add("#1.\t2..\t3.#\n#12 3.. .## 1\n# . . . . . . . #\n")
	f.Add("# red . . . blue . green #\n# red#\n#\n")
	all := []*game.Rules{classic(f), words(f), hex(f), samurai(f), holedChars(f), holedWords(f)}
	f.Fuzz(func(t *testing.T, text string) {
		for _, rules := range all {
			ps, err := puzzle.ParseString(rules, "fuzz", text)
			if err != nil {
				for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
					var ge *game.Error
					if !errors.As(e, &ge) {
						t.Fatalf("%s: error %T is not a *game.Error: %v", rules.Name, e, e)
					}
					if ge.Pos.Line < 1 || ge.Pos.File == "" {
						t.Fatalf("%s: error without a position: %v", rules.Name, e)
					}
					_ = ge.WithSource()
				}
			}
			for _, p := range ps {
				if len(p.Givens) != rules.NumFields() {
					t.Fatalf("%s: puzzle of %d fields", rules.Name, len(p.Givens))
				}
				if err := puzzle.CheckGivens(rules, p.Givens); err != nil {
					t.Fatalf("%s: puzzle read but not valid: %v", rules.Name, err)
				}
				for _, line := range []string{puzzle.Line(rules, p.Givens), puzzle.BoardLine(rules, p.Givens)} {
					again, err := puzzle.ParseString(rules, "line", line)
					if err != nil || len(again) != 1 {
						t.Fatalf("%s: %q does not read back: %v", rules.Name, line, err)
					}
					for i := range p.Givens {
						if p.Givens[i] != again[0].Givens[i] {
							t.Fatalf("%s: %q reads back as %q", rules.Name, line, puzzle.Line(rules, again[0].Givens))
						}
					}
				}
			}
		}
	})
}
