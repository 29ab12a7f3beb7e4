package pencil

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
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

// FuzzLibrary reads any text as lines of HoDoKu's library format on a
// classic board: it never panics, every error is positioned, and what
// reads writes back (Library) as a line that reads as the same position,
// what the fields of one value rule out aside.
func FuzzLibrary(f *testing.F) {
	f.Add(":0000:x:4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1+4......:612 712::")
	f.Add(":0000:x:" + "123456789" + ":::")
	f.Add(":x:y:+1+2+3::\n:0000:x::999::")
	r := rulesOf(f, "classic")
	f.Fuzz(func(t *testing.T, text string) {
		if !LooksLibrary(text) {
			return
		}
		ps, err := Parse(r, "fuzz", []byte(text))
		for _, e := range unjoin(err) {
			require.Contains(t, e.Error(), "fuzz:", "every error says where")
		}
		for _, p := range ps {
			line, err := Library(r, p.Cands, nil)
			require.NoError(t, err)
			again, err := Parse(r, "again", []byte(line))
			require.NoError(t, err, "%q", line)
			require.Len(t, again, 1)
			require.Equal(t, settled(r, p.Cands), settled(r, again[0].Cands), "%q", line)
		}
	})
}

// settled applies Seen until nothing changes: the line cannot tell a
// field left with one candidate from one that holds it, so a written line
// read again may take one more step of Seen to agree.
func settled(r *game.Rules, cands []game.ValueSet) []game.ValueSet {
	for {
		next := Seen(r, cands)
		if slices.Equal(next, cands) {
			return next
		}
		cands = next
	}
}
