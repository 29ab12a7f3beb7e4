package specs_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// progressOf returns a position in progress of a puzzle of rules r and
// givens: on a board of the givens, up to three free fields placed (each
// its lowest candidate left) and, from every fifth other field of several
// candidates, its highest taken out; the candidates are the board's. It
// need not lead to a solution: a spec holds any position.
func progressOf(r *game.Rules, givens []int) *puzzle.Progress {
	b := game.NewBoard(r)
	b.Load(givens)
	placed := make([]bool, r.NumFields())
	n, free := 0, 0
	for f := range r.NumFields() {
		c := b.Candidates(f)
		if b.Value(f) != game.Empty || c == 0 {
			continue
		}
		try := b.Clone() // a move that fails leaves the board to restore
		switch free++; {
		case n < 3:
			if try.Place(f, c.Lowest()) {
				b, placed[f] = try, true
				n++
			}
		case free%5 == 0 && c.Len() > 1:
			if try.Eliminate(f, c.Values()[c.Len()-1]) {
				b = try
			}
		}
	}
	pr := &puzzle.Progress{Cands: pencil.Cands(b), Placed: placed}
	for f, c := range pr.Cands {
		if c == 0 { // the givens clash: the field takes any value
			pr.Cands[f] = r.Values.All()
		}
	}
	return pr
}

// progressSources returns specs of many boards and rule kinds: the
// built-in ones, boards of words (16x16 of 1-16, 31x31), and the specs of
// puzzles with constraints of testdata.
func progressSources(t *testing.T) []*specs.Spec {
	t.Helper()
	var out []*specs.Spec
	for _, name := range append(specs.Names(), "12x12", "31x31") {
		s, err := specs.Lookup(name)
		require.NoError(t, err)
		out = append(out, s)
	}
	files, err := filepath.Glob("../testdata/constraints/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		s, err := specs.Load(f)
		require.NoError(t, err)
		out = append(out, s)
	}
	return out
}

// A position in progress written with its puzzle reads back, through the
// readers of positions (input.Defaults), to the same candidates and
// placed fields, with the same rules and givens; written again, it is the
// same text.
func TestWriteProgressRoundTrip(t *testing.T) {
	for _, s := range progressSources(t) {
		t.Run(s.Name, func(t *testing.T) {
			ps := toWrite(t, s)
			if len(ps) == 0 {
				ps = []specs.WritePuzzle{{Name: "empty", Rules: s.Rules, Givens: game.EmptyGrid(s.Rules.NumFields())}}
			}
			ps = ps[:min(len(ps), 3)]
			for i := range ps {
				ps[i].Progress = progressOf(ps[i].Rules, ps[i].Givens)
			}
			out, err := specs.Write(s.Name, ps)
			require.NoError(t, err)
			back, err := specs.Parse("back.yaml", out)
			require.NoError(t, err)
			got, err := input.Defaults(back)
			require.NoError(t, err, "%s", out)
			require.Len(t, got, len(ps))
			again := toWrite(t, back)
			for i, p := range ps {
				require.NotNil(t, got[i].Progress, "puzzle %d", i+1)
				assert.NoError(t, constraint.SameRules(p.Rules, got[i].RulesOr(back.Rules)), "puzzle %d", i+1)
				assert.Equal(t, p.Givens, got[i].Givens, "puzzle %d", i+1)
				assert.Equal(t, p.Progress.Cands, got[i].Progress.Cands, "puzzle %d", i+1)
				assert.Equal(t, p.Progress.Placed, got[i].Progress.Placed, "puzzle %d", i+1)
				again[i].Progress = got[i].Progress
			}
			text, err := specs.Write(s.Name, again)
			require.NoError(t, err)
			assert.Equal(t, string(out), string(text))
		})
	}
}

// How a position in progress is written, against golden files: a
// candidate line for values of one character, a grid block for words.
func TestWriteProgressGolden(t *testing.T) {
	for _, tc := range []struct{ name, spec string }{
		{"progress-line", `name: line
extends: 4x4
puzzles:
  - name: a killer
    givens: "1..............."
    constraints:
      - killer: {cells: [r1c2, r1c3], sum: 5}
`},
		{"progress-words", `name: words
size: 4x4
values: [ten, twenty, thirty, forty]
groups: [rows, columns, {boxes: 2x2}]
puzzles:
  - givens: "ten . . . . . . forty . . . . . . . ."
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := specs.Parse(tc.name+".yaml", []byte(tc.spec))
			require.NoError(t, err)
			ps := toWrite(t, s)
			for i := range ps {
				ps[i].Progress = progressOf(ps[i].Rules, ps[i].Givens)
			}
			out, err := specs.Write(s.Name, ps)
			require.NoError(t, err)
			golden := filepath.Join("testdata", "write", tc.name+".yaml")
			if *update {
				require.NoError(t, os.WriteFile(golden, out, 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err, "go test ./specs -run WriteProgressGolden -update creates it")
			assert.Equal(t, string(want), string(out))
		})
	}
}

// A position in progress that a spec would refuse is an error that says
// which puzzle, which field and why.
func TestWriteProgressErrors(t *testing.T) {
	four, err := specs.Builtin("4x4")
	require.NoError(t, err)
	r := four.Rules
	givens := game.EmptyGrid(16)
	givens[0] = 0
	all := func() []game.ValueSet {
		cs := make([]game.ValueSet, 16)
		for f := range cs {
			cs[f] = r.Values.All()
		}
		cs[0] = game.Bit(0)
		return cs
	}
	with := func(f int, c game.ValueSet) []game.ValueSet {
		cs := all()
		cs[f] = c
		return cs
	}
	placed := func(f int) []bool {
		p := make([]bool, 16)
		p[f] = true
		return p
	}
	for _, tc := range []struct {
		name string
		pr   *puzzle.Progress
		want string
	}{
		{"too few sets", &puzzle.Progress{Cands: all()[:15]}, "puzzle 1: the position has 15 candidate sets"},
		{"no candidate", &puzzle.Progress{Cands: with(5, 0)}, "puzzle 1: r2c2 has no candidate"},
		{"a given of other candidates", &puzzle.Progress{Cands: with(0, game.Bit(0)|game.Bit(1))}, "puzzle 1: r1c1 holds the given 1, and has the candidates 1 2"},
		{"a given placed", &puzzle.Progress{Cands: all(), Placed: placed(0)}, "puzzle 1: r1c1 is placed, and holds a given"},
		{"placed of several", &puzzle.Progress{Cands: all(), Placed: placed(3)}, "puzzle 1: r1c4 is placed, and has the candidates 1 2 3 4"},
		{"no value", &puzzle.Progress{Cands: with(2, game.Bit(7))}, "puzzle 1: r1c3 has a candidate that is no value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := specs.Write("x", []specs.WritePuzzle{{Name: "p", Rules: r, Givens: givens, Progress: tc.pr}})
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
