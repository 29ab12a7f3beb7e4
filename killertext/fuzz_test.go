package killertext_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/killertext"
)

// FuzzRead: no line makes ReadLine panic (a cage map, SumoCue's line, the
// line of marks and totals); a line it refuses gets errors that
// each say where, and a line it takes is a board of 81 cells with cages.
func FuzzRead(f *testing.F) {
	f.Add(killertext.Prefix + strings.Repeat("4609:", 81))
	f.Add(killertext.Prefix + "4609:4098")
	f.Add("3x3::k:" + strings.Repeat(":", 90))
	f.Add("  3x3::k:-1:x:99999999999999999999")
	f.Add("3<<<<<<<<" + strings.Repeat("v>>>>>>>^", 8))
	f.Add(strings.Repeat("`'.,", 20) + "j")
	f.Fuzz(func(t *testing.T, line string) {
		p, err := killertext.ReadLine("f", 7, line)
		if err != nil {
			for _, msg := range strings.Split(err.Error(), "\n") {
				if !strings.HasPrefix(msg, "f:7:") {
					t.Fatalf("an error without its place: %q", msg)
				}
			}
			return
		}
		if p.Rules == nil || p.Rules.NumFields() != 81 || len(p.Givens) != 81 {
			t.Fatalf("a puzzle that is no killer board: %+v", p)
		}
	})
}

// FuzzReadText: no text makes ReadText panic, every error says where
// (file:line:column), and every puzzle is a board of 81 cells.
func FuzzReadText(f *testing.F) {
	data, err := os.ReadFile("testdata/bullseye3.txt")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(data))
	f.Add("abcdefghi\n" + strings.Repeat("abcdefghi\n", 8) + "a45,b45,c45,d45,e45,f45,g45,h45,i45\n")
	f.Add("SumoCueV1D=10+0" + strings.Repeat("=5J1", 79))
	f.Add(" v < 16\n-----+\n\n3x3:d:k:1:2")
	where := regexp.MustCompile(`^f:\d+:\d+: `)
	f.Fuzz(func(t *testing.T, text string) {
		ps, errs := killertext.ReadText("f", text)
		for _, err := range errs {
			for _, msg := range strings.Split(err.Error(), "\n") {
				if !where.MatchString(msg) {
					t.Fatalf("an error without its place: %q", msg)
				}
			}
		}
		for _, p := range ps {
			if p.Rules == nil || p.Rules.NumFields() != 81 || len(p.Givens) != 81 {
				t.Fatalf("a puzzle that is no board of 81 cells: %+v", p)
			}
		}
	})
}
