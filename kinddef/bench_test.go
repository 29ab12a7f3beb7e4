package kinddef_test

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/specs"
)

// redefined are built-in kinds said again as a spec defines kinds, each
// with how a set's items are rewritten to use it.
var redefined = []struct {
	set, kinds string
	from, to   []string
	file       string // the set's file, when not named by set
}{
	{"thermo_hard", `
  rising:
    doc: a thermometer, its bulb first
    next-pair: b > a
`, []string{"- thermometer:"}, []string{"- rising:"}, ""},
	{"renban_hard", `
  run:
    doc: a renban line
    cells: set
    holds: distinct == len(values) and max(values) - min(values) == len(values) - 1
`, []string{"- renban:"}, []string{"- run:"}, ""},
	{"killer_hs", `
  cage:
    doc: a killer cage
    cells: set
    args: {total: 0}
    holds: distinct == len(values) and (total == 0 or sum(values) == total)
`, []string{"- killer:", ", sum:"}, []string{"- cage:", ", total:"}, ""},
	{"whispers", `
  whisper:
    doc: German whispers
    args: {by: 5}
    next-pair: abs(a - b) >= by
`, []string{"- whispers:"}, []string{"- whisper:"}, "sudokusolver_marks"},
	{"kropki", `
  dots:
    doc: kropki dots
    marks:
      white: abs(a - b) == 1
      black: {pair: a == 2 * b or b == 2 * a, dot: "#000000"}
`, []string{"- kropki:"}, []string{"- dots:"}, "sudokusolver_marks"},
	{"xv", `
  letters:
    doc: X and V
    marks:
      x: {pair: a + b == 10, letter: X}
      v: {pair: a + b == 5, letter: V}
`, []string{"- xv:"}, []string{"- letters:"}, "sudokusolver_marks"},
}

// redefinedSpecs returns, for each of redefined, the set's spec as it
// is and with its kind redefined; it skips when the set is missing.
func redefinedSpecs(tb testing.TB) (names []string, builtin, defined []*specs.Spec) {
	for _, r := range redefined {
		file := r.file
		if file == "" {
			file = r.set
		}
		data, err := os.ReadFile("../testdata/constraints/" + file + ".yaml")
		require.NoError(tb, err)
		sp, err := specs.Parse(file+".yaml", data)
		require.NoError(tb, err)
		text := string(data)
		for i := range r.from {
			require.Contains(tb, text, r.from[i], "%s uses %s", file, r.from[i])
			text = strings.ReplaceAll(text, r.from[i], r.to[i])
		}
		text = strings.Replace(text, "\nextends: classic\n", "\nextends: classic\nkinds:"+r.kinds, 1)
		def, err := specs.Parse(r.set+"-defined.yaml", []byte(text))
		require.NoError(tb, err)
		names, builtin, defined = append(names, r.set), append(builtin, sp), append(defined, def)
	}
	return names, builtin, defined
}

// solveAll solves each puzzle of sp with the search kernel, up to two
// solutions, and returns the solutions and the guesses.
func solveAll(tb testing.TB, sp *specs.Spec) (solutions [][]int, guesses int) {
	for _, p := range sp.Puzzles {
		r := p.Rules
		if r == nil {
			r = sp.Rules
		}
		ps, err := puzzle.ParseString(r, p.Name, p.Givens)
		require.NoError(tb, err)
		k, err := search.New(r)
		require.NoError(tb, err)
		var first []int
		res := k.Solve(context.Background(), ps[0].Givens, search.Options{Limit: 2, OnSolution: func(s []int) {
			if first == nil {
				first = append([]int(nil), s...)
			}
		}})
		require.Equal(tb, 1, res.Count, "%s: one solution", p.Name)
		solutions, guesses = append(solutions, first), guesses+res.Guesses
	}
	return solutions, guesses
}

// TestRedefinedSolveAsBuiltin: killer cages, German whispers, kropki
// dots and X and V said again in YAML solve each puzzle of their sets
// (HS's killers, SudokuSolver's puzzles with marks) to the one solution
// the built-in kinds give, with the kernel. (The hard thermometers and
// renban take minutes each way: BenchmarkRedefined solves them, and
// requires one solution of each.)
func TestRedefinedSolveAsBuiltin(t *testing.T) {
	names, builtin, defined := redefinedSpecs(t)
	for i, name := range names {
		if name == "thermo_hard" || name == "renban_hard" {
			continue
		}
		want, g1 := solveAll(t, builtin[i])
		got, g2 := solveAll(t, defined[i])
		require.Equal(t, want, got, name)
		t.Logf("%s: %d puzzles, guesses built in %d, defined %d", name, len(want), g1, g2)
	}
}

// BenchmarkRedefined solves each set with its kind built in and said
// again in YAML, with the search kernel, and requires the same solutions
// of both; compare them with benchstat -col /impl:
//
//	go test ./kinddef -run '^$' -bench Redefined -benchtime 1x -count 6 > redefined.txt
//	benchstat -col /impl redefined.txt
func BenchmarkRedefined(b *testing.B) {
	names, builtin, defined := redefinedSpecs(b)
	for i, name := range names {
		var want [][]int
		b.Run("set="+name+"/impl=builtin", func(b *testing.B) {
			for b.Loop() {
				want, _ = solveAll(b, builtin[i])
			}
		})
		b.Run("set="+name+"/impl=defined", func(b *testing.B) {
			for b.Loop() {
				got, _ := solveAll(b, defined[i])
				require.Equal(b, want, got, name)
			}
		})
	}
}
