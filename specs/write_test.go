package specs_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// toWrite returns the default puzzles of s as Write takes them.
func toWrite(t *testing.T, s *specs.Spec) []specs.WritePuzzle {
	t.Helper()
	var out []specs.WritePuzzle
	for _, p := range s.Puzzles {
		r := p.Rules
		if r == nil {
			r = s.Rules
		}
		givens := game.EmptyGrid(r.NumFields())
		if p.Givens != "" {
			ps, err := puzzle.ParseString(r, "givens", p.Givens)
			require.NoError(t, err)
			require.Len(t, ps, 1)
			givens = ps[0].Givens
		}
		out = append(out, specs.WritePuzzle{Name: p.Name, Rules: r, Givens: givens})
	}
	return out
}

// Every built-in spec, and every spec of puzzles with constraints in
// testdata, written and read back, gives the same rules and givens (Write
// checks it) and writes the same text again.
func TestWriteRoundTrip(t *testing.T) {
	var sources []*specs.Spec
	for _, name := range specs.Names() {
		s, err := specs.Builtin(name)
		require.NoError(t, err)
		sources = append(sources, s)
	}
	for _, name := range []string{"12x12", "latin7", "31x31"} {
		s, err := specs.Lookup(name)
		require.NoError(t, err)
		sources = append(sources, s)
	}
	files, err := filepath.Glob("../testdata/constraints/*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		s, err := specs.Load(f)
		require.NoError(t, err)
		sources = append(sources, s)
	}
	for _, s := range sources {
		t.Run(s.Name, func(t *testing.T) {
			ps := toWrite(t, s)
			if len(ps) == 0 {
				ps = []specs.WritePuzzle{{Name: "empty", Rules: s.Rules, Givens: game.EmptyGrid(s.Rules.NumFields())}}
			}
			out, err := specs.Write(s.Name, ps)
			require.NoError(t, err)
			back, err := specs.Parse("back.yaml", out)
			require.NoError(t, err)
			again, err := specs.Write(s.Name, toWrite(t, back))
			require.NoError(t, err)
			assert.Equal(t, string(out), string(again))
		})
	}
}

// Every kind's example, as the one rule of a classic puzzle, writes as
// an item that reads back to it.
func TestWriteEveryKind(t *testing.T) {
	for _, k := range constraint.All() {
		t.Run(k.Key, func(t *testing.T) {
			spec := "name: one\nextends: classic\nconstraints:\n  - " + k.Example + "\n"
			s, err := specs.Parse("one.yaml", []byte(spec))
			require.NoError(t, err)
			empty := game.EmptyGrid(s.Rules.NumFields())
			out, err := specs.Write("one", []specs.WritePuzzle{{Name: "one", Rules: s.Rules, Givens: empty}})
			require.NoError(t, err)
			assert.Contains(t, string(out), "      - "+k.Key)
		})
	}
}

// The files Write makes, against golden files: a board of its own (a
// jigsaw with windows, written group by group), words as values, holes.
func TestWriteGolden(t *testing.T) {
	for _, tc := range []struct{ name, spec string }{
		{"own-board", `name: own
size: 6x6
values: 1-6
groups:
  - rows
  - columns
  - regions: |
      aaabbb
      aacbbb
      acccdd
      eccddd
      eeefdf
      eeffff
  - cells: {name: corner, cells: [r1c1, r2c2, r3c3]}
puzzles:
  - name: "a \"quoted\" name"
    givens: "1.....2.....3.....4.....5.....6....."
    constraints:
      - killer: {cells: [r6c5, r6c6], sum: 7}
      - kropki: {white: [[r1c2, r1c3]], black: [], negative: white}
`},
		{"words", `name: words
size: 2x2
values: [yes, "no"]
groups: [rows, columns]
puzzles:
  - givens: "yes . . ."
`},
		{"holes", `name: holes
size: 3x3
values: 1-2
groups:
  - cells: [r1c1, r1c2]
  - cells: [r1c1, r2c1]
  - cells: [r3c3, r3c2]
puzzles:
  - givens: "1...."
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := specs.Parse(tc.name+".yaml", []byte(tc.spec))
			require.NoError(t, err)
			out, err := specs.Write(s.Name, toWrite(t, s))
			require.NoError(t, err)
			golden := filepath.Join("testdata", "write", tc.name+".yaml")
			if *update {
				require.NoError(t, os.WriteFile(golden, out, 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), string(out))
		})
	}
}

// What a spec cannot hold is an error that says which puzzle and why.
func TestWriteErrors(t *testing.T) {
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	hyper, err := specs.Builtin("hyper")
	require.NoError(t, err)
	empty := func(r *game.Rules) []int {
		g := game.EmptyGrid(r.NumFields())
		return g
	}
	neg := constraint.NewKropkiNegative(nil, []int{3}, nil)
	odd, err := game.NewRules("odd", 9, 9, nil, classic.Rules.Values, classic.Rules.GroupSpecs(), neg)
	require.NoError(t, err)
	for _, tc := range []struct {
		name string
		ps   []specs.WritePuzzle
		want string
	}{
		{"none", nil, "no puzzle"},
		{"two boards", []specs.WritePuzzle{{Rules: classic.Rules, Givens: empty(classic.Rules)}, {Rules: hyper.Rules, Givens: empty(hyper.Rules)}}, "puzzle 2 has another board than the first (it has a group of r2c2"},
		{"negative of a difference of 3", []specs.WritePuzzle{{Rules: odd, Givens: empty(odd)}}, "no other difference 3 dots: no spec item says this negative rule"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := specs.Write("x", tc.ps)
			require.Error(t, err)
			assert.True(t, strings.Contains(err.Error(), tc.want), "%v", err)
		})
	}
}

// Names and comments that hold control characters and YAML's line breaks
// are written so that the spec reads back, the names exact, and no
// control character stands raw in the file.
func TestWriteOddText(t *testing.T) {
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	for _, tc := range []struct{ name, text string }{
		{"escape sequences", "\x1b]0;PWNED\a\x1b[2J"},
		{"carriage return", "a\rb"},
		{"next line", "a\u0085b"},
		{"line separator", "a\u2028b"},
		{"paragraph separator", "a\u2029b"},
		{"delete", "a\x7fb"},
		{"C1 control", "a\u009bb"},
		{"tab", "a\tb"},
		{"quotes and YAML's marks", `"a' #b: - c\`},
		{"byte order mark", "a\ufeffb"},
		{"any script", "Судоку 数独"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := specs.WritePuzzle{Name: "P" + tc.text, Comments: []string{"by A" + tc.text, "R" + tc.text + "\nname: injected"},
				Rules: classic.Rules, Givens: game.EmptyGrid(81)}
			out, err := specs.Write("S"+tc.text, []specs.WritePuzzle{p})
			require.NoError(t, err)
			assert.False(t, strings.ContainsFunc(string(out), func(r rune) bool { return r != '\n' && unicode.IsControl(r) }), "%s", out)
			s, err := specs.Parse("odd.yaml", out)
			require.NoError(t, err, "%s", out)
			assert.Equal(t, "S"+tc.text, s.Name)
			require.Len(t, s.Puzzles, 1)
			assert.Equal(t, "P"+tc.text, s.Puzzles[0].Name)
		})
	}
}
