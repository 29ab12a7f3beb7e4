package bench_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/lzstring"
)

// puzzles17 are the first 17-clue puzzles of ../testdata/classic/sound.txt
// and their solutions.
var puzzles17 = []string{
	".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
	".................1....23..4........5..2....63.7.89.......7..8....59.....1.3......",
	".................1....23.4......523...6.......718........1....723...4...9........",
}

// noSolution is a classic puzzle without a solution.
const noSolution = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."

func write(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestLoad(t *testing.T) {
	classic := write(t, "classic.txt", strings.Join(puzzles17, "\n")+"\n")
	tests := []struct {
		name  string
		file  string
		spec  string
		limit int
		want  []string // per set: "NAME RULES PUZZLES"
	}{
		{"a puzzle file", classic, "classic", 0, []string{"classic.txt classic 3"}},
		{"at most 2", classic, "classic", 2, []string{"classic.txt classic 2"}},
		{"dot_rows, one set per size in order of first appearance", "testdata/mixed.yaml", "ignored", 0, []string{"mixed.yaml 9x9 9x9 2", "mixed.yaml 16x16 16x16 1"}},
		{"dot_rows, at most 1 per size", "testdata/mixed.yaml", "ignored", 1, []string{"mixed.yaml 9x9 9x9 1", "mixed.yaml 16x16 16x16 1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sets, err := bench.Load(tt.file, tt.spec, tt.limit)
			require.NoError(t, err)
			var got []string
			for _, s := range sets {
				got = append(got, fmt.Sprintf("%s %s %d", s.Name, s.Rules.Name, len(s.Puzzles)))
			}
			assert.Equal(t, tt.want, got)
		})
	}
	sets, err := bench.Load("testdata/mixed.yaml", "", 0)
	require.NoError(t, err)
	assert.Equal(t, ".....356.7.61........86......5..8....7..5..8....6..9......84........61.7.692.....",
		puzzle.Line(sets[0].Rules, sets[0].Puzzles[0]), "the first puzzle, row by row")
	assert.Equal(t, "0123456789ABCDEF", strings.Join(sets[1].Rules.Values.Names(), ""))
}

// killers is a spec file of 4x4 puzzles: one by the spec's rules, two
// with cages of their own.
const killers = `name: killers
extends: 4x4
puzzles:
  - name: plain
    givens: "1..............."
  - name: caged
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
      - killer: {cells: [r1c3, r1c4], sum: 7}
  - name: caged with givens
    givens: "1..............."
    constraints:
      - killer: {cells: [r1c1, r2c1], sum: 4}
`

// fpuzzle is a 4x4 f-puzzles puzzle with a cage of total n.
func fpuzzle(n int) string {
	return fmt.Sprintf(`{"size": 4, "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]], "killercage": [{"cells": ["R1C2", "R1C3"], "value": "%d"}]}`, n)
}

// Files whose puzzles bring their own rules are one set, each puzzle with
// its rules; whatever --spec says is not used for them.
func TestLoadOwnRules(t *testing.T) {
	link := "https://f-puzzles.com/?load=" + lzstring.Base64.Compress(fpuzzle(5))
	tests := []struct {
		name  string
		file  string
		limit int
		rules []int // each puzzle's constraints
	}{
		{"a spec file with puzzles", write(t, "killers.yaml", killers), 0, []int{0, 2, 1}},
		{"at most 2", write(t, "killers.yml", killers), 2, []int{0, 2}},
		{"an f-puzzles file", write(t, "one.json", fpuzzle(5)), 0, []int{1}},
		{"f-puzzles links, one a line", write(t, "links.json", link+"\n\n"+lzstring.Base64.Compress(fpuzzle(6))+"\n"), 0, []int{1, 1}},
		{"f-puzzles links in a file of another name", write(t, "links.txt", link+"\n"), 0, []int{1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sets, err := bench.Load(tt.file, "classik", tt.limit)
			require.NoError(t, err)
			require.Len(t, sets, 1)
			s := sets[0]
			assert.Equal(t, filepath.Base(tt.file), s.Name)
			var got []int
			for i := range s.Puzzles {
				r := s.RulesOf(i)
				assert.Len(t, s.Puzzles[i], r.NumFields())
				got = append(got, len(r.Constraints))
			}
			assert.Equal(t, tt.rules, got)
		})
	}
	sets, err := bench.Load(write(t, "killers.yaml", killers), "", 0)
	require.NoError(t, err)
	s := sets[0]
	assert.Same(t, s.Rules, s.RulesOf(0), "a puzzle without constraints plays by the spec")
	assert.NotSame(t, s.RulesOf(1), s.RulesOf(2), "each caged puzzle by its own")
	assert.Equal(t, "1...............", puzzle.Line(s.RulesOf(2), s.Puzzles[2]))
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name string
		file string
		spec string
		want string
	}{
		{"no such file", filepath.Join(t.TempDir(), "nope.txt"), "classic", "puzzle file: open "},
		{"no such yaml file", filepath.Join(t.TempDir(), "nope.yaml"), "classic", "puzzle file: open "},
		{"unknown spec", write(t, "p.txt", puzzles17[0]+"\n"), "classik", `unknown spec "classik"`},
		{"a bad puzzle", write(t, "p.txt", puzzles17[0][:80]+"x\n"), "classic", `p.txt:1:81: unknown value "x"`},
		{"no puzzle", write(t, "p.txt", "# nothing\n"), "classic", "no puzzle"},
		{"a size it does not know", write(t, "p.yaml", "- dot_rows: ['....', '....', '....', '....']\n"), "", "p.yaml:1:3: a puzzle of 4 rows: the sizes of dot_rows puzzles are 9, 16, 25 and 36"},
		{"not YAML", write(t, "p.yaml", "- dot_rows: [\n"), "", "p.yaml:1:1: invalid YAML"},
		{"a bad row, at its place", write(t, "p.yaml", "- dot_rows: ['.........', '.........', '.........', '.........', '....x....', '.........', '.........', '.........', '.........']\n"), "", `p.yaml:1:71: unknown value "x"`},
		{"a spec file without puzzles", write(t, "s.yaml", "size: 4x4\nvalues: 1-4\ngroups: [rows, columns]\n"), "", "has no puzzle"},
		{"a spec file with a bad puzzle", write(t, "s.yaml", "extends: 4x4\npuzzles:\n  - constraints:\n      - killer: {cells: [r1c1, r1c2], sum: 30}\n"), "", "no 2 different values add up to 30"},
		{"a bad f-puzzle", write(t, "f.json", `{"size": 4, "killercage": [{"cells": ["X1"], "value": "3"}]}`), "", `f.json: killercage[0]: "X1" is no cell`},
		{"no such f-puzzles file", filepath.Join(t.TempDir(), "nope.json"), "", "puzzle file: open "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := bench.Load(tt.file, tt.spec, 0)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}
