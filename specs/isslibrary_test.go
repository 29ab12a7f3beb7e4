package specs_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

var (
	issAll    = flag.Bool("iss.all", false, "prove every puzzle of ../testdata/constraints/iss_library*.yaml unique, however long it takes")
	issBudget = flag.Duration("iss.budget", 2*time.Second, "how long a puzzle of ../testdata/constraints/iss_library*.yaml may take to be proven unique before it is skipped (a tenth of it with -short)")
)

// TestISSLibraryPuzzles: ISS's puzzles with the library's kinds (and
// lockout, nabner and parity lines, full rank, look-and-say and value
// indexing), converted from its examples, keep every
// rule in the solution ISS publishes, and the engine finds that solution
// and no other. A puzzle not proven unique within -iss.budget is skipped
// with a message (one took 9 s here); -iss.all proves every one.
func TestISSLibraryPuzzles(t *testing.T) {
	files, err := filepath.Glob("../testdata/constraints/iss_library*.yaml")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	budget := *issBudget
	if testing.Short() {
		budget /= 10
	}
	kinds := map[string]bool{}
	for _, file := range files {
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		want := constrainttest.PublishedSolutions(data)
		sp, err := specs.Load(file)
		require.NoError(t, err)
		require.Len(t, want, len(sp.Puzzles), "%s: a solution comment for every puzzle", file)
		for _, p := range sp.Puzzles {
			for _, c := range p.Rules.Constraints {
				kinds[c.Kind().Name] = true
			}
			t.Run(filepath.Base(file)+"/"+p.Name, func(t *testing.T) {
				t.Parallel()
				line, ok := want[p.Name]
				require.True(t, ok, "a solution comment")
				sols, err := puzzle.ParseString(p.Rules, file, line)
				require.NoError(t, err)
				require.Len(t, sols, 1)
				sol := sols[0].Givens
				givens, err := puzzle.ParseString(p.Rules, file, p.Givens)
				require.NoError(t, err)
				require.NoError(t, p.Rules.CheckSolution(sol, givens[0].Givens), "the published solution keeps every rule")
				e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
				require.NoError(t, err)
				ctx := context.Background()
				if !*issAll {
					var cancel context.CancelFunc
					ctx, cancel = context.WithTimeout(ctx, budget)
					defer cancel()
				}
				res := e.Solve(ctx, givens[0].Givens)
				if res.Status == strategy.Timeout {
					t.Skipf("not proven unique within %v (%d guesses so far): -iss.all proves it", budget, res.Stats.Guesses)
				}
				assert.Equal(t, strategy.Unique, res.Status)
				assert.Equal(t, sol, res.Solution, "the solution ISS publishes")
			})
		}
	}
	// Every kind of the library is in some puzzle, and lockout, nabner
	// and parity lines.
	lib, err := specs.Library()
	require.NoError(t, err)
	// Not here: ISS has no diagonal non-consecutive, kropki or XV rule,
	// and its puzzles use none of the parts of the library's rules
	// alone (a column's Dutch flatmates, a line of non-consecutive).
	notYet := []string{"notconsecutive", "diagonalnonconsecutive", "diagonalkropki", "diagonalxv", "dutchflatmate"}
	for _, k := range lib {
		if !slices.Contains(notYet, k.Key) {
			assert.True(t, kinds[k.Rule.Name], "a puzzle with the library's %s", k.Key)
		}
	}
	assert.True(t, kinds["Lockout"], "a puzzle with lockout lines")
	assert.True(t, kinds["Nabner"], "a puzzle with nabner lines")
	assert.True(t, kinds["ParityLine"], "a puzzle with parity lines")
	for _, k := range []string{"FullRank", "FullRankNoTies", "LookAndSay", "ValueIndexing"} {
		assert.True(t, kinds[k], "a puzzle with %s", k)
	}
}
