package pencil

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// FuzzParse reads any text as positions of a 4x4 board: it never panics,
// every error is positioned, and what reads writes back (compact) as the
// same candidates.
func FuzzParse(f *testing.F) {
	f.Add("12 34 1 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n")
	f.Add("1..4.4..2..3..1.\n")
	f.Add("1234123412341234123412341234123412341234123412341234123412341234\n")
	f.Add("|12 34| 1 1\n-----+-----\n1 1 1 1 # c\n1 1 1 1\n1 1 1 1\n")
	f.Add("!")
	r := rulesOf(f, "4x4")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := Parse(r, "fuzz", []byte(text))
		for _, e := range unjoin(err) {
			require.Contains(t, e.Error(), "fuzz:", "every error says where")
		}
		for _, p := range ps {
			require.Len(t, p.Cands, r.NumFields())
			again, err := Parse(r, "again", []byte(Compact(r, p.Cands)))
			if p.Cands[0] == 0 || hasEmpty(p) {
				continue // '!' does not read back: a field of no candidate is an error on Board
			}
			require.NoError(t, err, "%q", Compact(r, p.Cands))
			require.Len(t, again, 1)
			require.Equal(t, p.Cands, again[0].Cands)
			_, _ = p.Board(r)
		}
	})
}

func hasEmpty(p *Position) bool {
	for _, c := range p.Cands {
		if c == 0 {
			return true
		}
	}
	return false
}

func unjoin(err error) []error {
	if err == nil {
		return nil
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, unjoin(e)...)
		}
		return out
	}
	return []error{err}
}
