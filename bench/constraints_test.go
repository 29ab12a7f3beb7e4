package bench_test

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

var (
	constraintsAll    = flag.Bool("constraints.all", false, "prove every puzzle of ../testdata/constraints unique, however long it takes")
	constraintsBudget = flag.Int("constraints.guesses", 30000, "how many guesses a puzzle of ../testdata/constraints may take to be proven unique before it is skipped")
)

// The sets under ../testdata/constraints, which the comparison with other
// solvers times: every puzzle keeps every rule in the solution its
// comment gives, and has that one solution alone. A puzzle the engine
// does not prove unique within -constraints.guesses guesses is skipped
// with a message, the same puzzles on every machine, however loaded;
// -constraints.all proves every one (hours, for the hardest).
func TestConstraintSets(t *testing.T) {
	files, err := filepath.Glob("../testdata/constraints/*.yaml")
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no ../testdata/constraints/*.yaml: nothing to check")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			t.Parallel()
			ps, want := published(t, file)
			require.Len(t, want, len(ps), "a solution comment for every puzzle")
			for _, p := range ps {
				t.Run(p.Title, func(t *testing.T) {
					rules := p.Rules
					line, ok := want[p.Title]
					require.True(t, ok, "a solution comment")
					sols, err := puzzle.ParseString(rules, file, line)
					require.NoError(t, err)
					sol := sols[0].Givens
					require.NoError(t, rules.CheckSolution(sol, p.Givens), "the solution given keeps every rule")
					opts := strategy.Options{Limit: 2}
					if !*constraintsAll {
						opts.MaxGuesses = *constraintsBudget
					}
					e, err := strategy.NewEngine(rules, opts)
					require.NoError(t, err)
					res := e.Solve(context.Background(), p.Givens)
					if res.Status == strategy.Timeout {
						t.Skipf("not proven unique within %d guesses: -constraints.all proves it, however long it takes", *constraintsBudget)
					}
					assert.Equal(t, strategy.Unique, res.Status)
					assert.Equal(t, sol, res.Solution)
				})
			}
		})
	}
}

// TestSeveralSolutions: the puzzles of ../testdata/constraints/several,
// which ISS times too, have several solutions, and a solution their
// comment gives keeps every rule.
func TestSeveralSolutions(t *testing.T) {
	files, err := filepath.Glob("../testdata/constraints/several/*.yaml")
	require.NoError(t, err)
	if len(files) == 0 {
		t.Skip("no ../testdata/constraints/several/*.yaml: nothing to check")
	}
	for _, file := range files {
		ps, want := published(t, file)
		for _, p := range ps {
			rules := p.Rules
			if line, ok := want[p.Title]; ok {
				sols, err := puzzle.ParseString(rules, file, line)
				require.NoError(t, err)
				require.NoError(t, rules.CheckSolution(sols[0].Givens, p.Givens), "%s: the solution given keeps every rule", p.Title)
			}
			e, err := strategy.NewEngine(rules, strategy.Options{Limit: 2})
			require.NoError(t, err)
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			res := e.Solve(ctx, p.Givens)
			cancel()
			require.NotEqual(t, strategy.Timeout, res.Status, "%s: 20 s", p.Title)
			assert.Equal(t, strategy.Multiple, res.Status, p.Title)
		}
	}
}

// published reads the puzzles of a spec file, each with its rules (the
// spec's where it has none of its own), and the solutions its comments
// give, by puzzle title.
func published(t *testing.T, file string) ([]*puzzle.Puzzle, map[string]string) {
	t.Helper()
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	sp, err := specs.Load(file)
	require.NoError(t, err)
	ps, err := input.Defaults(sp)
	require.NoError(t, err)
	for i := range ps {
		if ps[i].Rules == nil {
			ps[i].Rules = sp.Rules
		}
	}
	return ps, constrainttest.PublishedSolutions(data)
}
