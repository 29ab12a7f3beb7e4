package killertext_test

import (
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/killertext"
)

// FuzzRead: no line makes Read panic; a line it refuses gets errors that
// each say where, and a line it takes is a board of 81 cells with cages.
func FuzzRead(f *testing.F) {
	f.Add(killertext.Prefix + strings.Repeat("4609:", 81))
	f.Add(killertext.Prefix + "4609:4098")
	f.Add("3x3::k:" + strings.Repeat(":", 90))
	f.Add("  3x3::k:-1:x:99999999999999999999")
	f.Fuzz(func(t *testing.T, line string) {
		p, err := killertext.Read("f", 7, line)
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
