package strategy

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// soundCase is a puzzle of any variant with its known unique solution.
type soundCase struct {
	name     string
	rules    *game.Rules
	givens   []int
	solution []int
}

// parseGrid reads text holding one puzzle or solution of r, in any notation
// package puzzle reads.
func parseGrid(t *testing.T, r *game.Rules, text string) []int {
	t.Helper()
	ps, err := puzzle.ParseString(r, "text", text)
	require.NoError(t, err, "%s", text)
	require.Len(t, ps, 1, "%s", text)
	return ps[0].Givens
}

// defaultCases returns every default puzzle of every built-in spec with its
// solution recorded in testdata/defaults.
func defaultCases(t *testing.T) []soundCase {
	var out []soundCase
	for _, name := range specs.Names() {
		sp, err := specs.Builtin(name)
		require.NoError(t, err)
		data, err := os.ReadFile("../testdata/defaults/" + name + ".txt")
		require.NoError(t, err)
		blocks := strings.Split("\n"+string(data), "\n# ")[1:]
		require.Len(t, blocks, len(sp.Puzzles), "one recorded solution per default puzzle of %s", name)
		for i, pz := range sp.Puzzles {
			_, sol, _ := strings.Cut(blocks[i], "\n")
			out = append(out, soundCase{name + "/" + pz.Name, sp.Rules, parseGrid(t, sp.Rules, pz.Givens), parseGrid(t, sp.Rules, sol)})
		}
	}
	return out
}

// variantRules returns the rules of a row of testdata/variants/variants.tsv
// by its kind and its region map or symbols.
func variantRules(t *testing.T, kind, regions string) *game.Rules {
	t.Helper()
	var yaml string
	switch {
	case kind == "nrc" || kind == "x":
		sp, err := specs.Builtin(map[string]string{"nrc": "hyper", "x": "x"}[kind])
		require.NoError(t, err)
		return sp.Rules
	case kind == "jigsaw":
		require.Len(t, regions, 81)
		var rows []string
		for r := range 9 {
			rows = append(rows, "    "+regions[9*r:9*r+9])
		}
		yaml = "size: 9x9\nvalues: 1-9\ngroups:\n- rows\n- columns\n- regions: |\n" + strings.Join(rows, "\n") + "\n"
	case kind == "16x16" && strings.Contains(regions, "0-9A-F"):
		yaml = "size: 16x16\nvalues: 0-9A-F\ngroups: [rows, columns, boxes: 4x4]\n"
	case kind == "16x16" && strings.Contains(regions, "1..16"):
		yaml = "size: 16x16\nvalues: 1-16\ngroups: [rows, columns, boxes: 4x4]\n"
	default:
		t.Fatalf("variant %q (%s) of unknown kind", kind, regions)
	}
	sp, err := specs.Parse(kind+".yaml", []byte("name: "+kind+"\n"+yaml))
	require.NoError(t, err)
	return sp.Rules
}

// variantCases returns the puzzles of testdata/variants/variants.tsv that
// have a solution, and the rows without one.
func variantCases(t *testing.T) (solvable, none []soundCase) {
	data, err := os.ReadFile("../testdata/variants/variants.tsv")
	require.NoError(t, err)
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "\t")
		require.Len(t, f, 6, "line %q", line)
		r := variantRules(t, f[0], f[2])
		c := soundCase{name: fmt.Sprintf("%d-%s", i, f[0]), rules: r, givens: parseGrid(t, r, f[1])}
		if f[3] == "0" {
			none = append(none, c)
			continue
		}
		require.Equal(t, "1", f[3], "line %q", line)
		c.solution = parseGrid(t, r, f[4])
		solvable = append(solvable, c)
	}
	return solvable, none
}

// checkSoundCase solves c with each list of soundLists, every move checked
// by soundChecker, and compares the solution; it returns the number of
// moves checked.
func checkSoundCase(t *testing.T, c soundCase) int {
	t.Helper()
	moves := 0
	for _, list := range soundLists {
		sc := &soundChecker{t: t, rules: c.rules, sol: c.solution, puzzle: c.name + " " + list.name}
		e, err := NewEngine(c.rules, Options{Techniques: list.techs, AssumeUnique: list.unique, Observe: sc.observe})
		require.NoError(t, err)
		res := e.Solve(context.Background(), c.givens)
		assert.Equal(t, Solved, res.Status)
		assert.Equal(t, c.solution, res.Solution)
		assert.Zero(t, sc.failures)
		moves += sc.checked
	}
	return moves
}

// TestSoundnessVariants checks every move of the engine on every built-in
// spec's default puzzles and on the variant puzzles of testdata/variants:
// while the board agrees with the known solution, a strategy places only
// the solution's values, eliminates only other values and finds no
// contradiction.
func TestSoundnessVariants(t *testing.T) {
	defaults := defaultCases(t)
	solvable, none := variantCases(t)
	require.GreaterOrEqual(t, len(solvable), 8)
	total := 0
	for _, c := range append(defaults, solvable...) {
		t.Run(c.name, func(t *testing.T) {
			n := checkSoundCase(t, c)
			assert.Positive(t, n, "moves checked")
			total += n
		})
	}
	t.Logf("%d puzzles, %d moves checked", len(defaults)+len(solvable), total)
	for _, c := range none {
		t.Run(c.name, func(t *testing.T) {
			e, err := NewEngine(c.rules, Options{Limit: 2})
			require.NoError(t, err)
			res := e.Solve(context.Background(), c.givens)
			assert.Equal(t, NoSolution, res.Status)
			assert.Nil(t, res.Solution)
		})
	}
}

// TestHumanSolvesVariants: every technique, without a guess, solves the
// variant puzzles of testdata/variants and every built-in spec's default
// puzzles (Hyper, X, jigsaw, Samurai, n-Sudoku of every size): reasoning
// over any groups the spec declares. The target is 95%; each solution is
// checked against the known one.
func TestHumanSolvesVariants(t *testing.T) {
	solvable, _ := variantCases(t)
	cases := append(defaultCases(t), solvable...)
	solved := 0
	for _, c := range cases {
		e, err := NewEngine(c.rules, Options{Techniques: All(), NoGuess: true})
		require.NoError(t, err)
		res := e.Solve(context.Background(), c.givens)
		if res.Status == Solved {
			solved++
			assert.Equal(t, c.solution, res.Solution, c.name)
		} else {
			t.Logf("%s: %s", c.name, res.Status)
		}
	}
	share := 100 * float64(solved) / float64(len(cases))
	t.Logf("%d of %d variant puzzles solved without a guess (%.1f%%)", solved, len(cases), share)
	assert.GreaterOrEqual(t, share, 95.0)
}
