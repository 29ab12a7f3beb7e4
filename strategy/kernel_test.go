package strategy

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestEngineSearch: which search an engine asked for solutions alone
// runs, by rules and Options.Search, and that each finds the same unique
// solution: the kernel on every rules it serves, with constraints or
// without, the strategies on a board past search.MaxFields and with
// SearchStrategies.
func TestEngineSearch(t *testing.T) {
	killers, err := specs.Load("../testdata/constraints/killer_hs.yaml")
	require.NoError(t, err)
	kp := killers.Puzzles[0]
	knight, err := specs.Parse("k.yaml", []byte("extends: classic\nconstraints:\n  - antiknight\n"))
	require.NoError(t, err)
	long, err := specs.Parse("k.yaml", []byte("name: long\nsize: 65x64\nvalues: 1-64\ngroups:\n  - rows\n"))
	require.NoError(t, err)
	for _, tc := range []struct {
		name   string
		r      *game.Rules
		givens string
		search Search
		kernel bool
	}{
		{"classic", rulesOf(t, "classic"), hard, SearchAuto, true},
		{"classic by the strategies", rulesOf(t, "classic"), hard, SearchStrategies, false},
		{"samurai", rulesOf(t, "samurai"), defaultGivens(t, "samurai"), SearchAuto, true},
		{"killer", kp.Rules, kp.Givens, SearchAuto, true},
		{"killer by the strategies", kp.Rules, kp.Givens, SearchStrategies, false},
		{"killer by the kernel", kp.Rules, kp.Givens, SearchKernel, true},
		{"anti-knight", knight.Rules, "", SearchAuto, true},
		{"anti-knight by the strategies", knight.Rules, "", SearchStrategies, false},
		{"65x64", long.Rules, "", SearchAuto, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := make([]int, tc.r.NumFields())
			for f := range g {
				g[f] = game.Empty
			}
			if tc.givens != "" {
				ps, err := puzzle.ParseString(tc.r, tc.name, tc.givens)
				require.NoError(t, err)
				g = ps[0].Givens
			}
			e, err := NewEngine(tc.r, Options{Limit: 2, Search: tc.search})
			require.NoError(t, err)
			res := e.Solve(context.Background(), g)
			byKernel := len(res.Stats.Moves) == 1 && res.Stats.Moves[0].Strategy == KernelStrategy
			assert.Equal(t, tc.kernel, byKernel)
			if tc.givens == "" {
				assert.Equal(t, Multiple, res.Status)
				return
			}
			want, err := NewEngine(tc.r, Options{Limit: 2, Search: SearchStrategies})
			require.NoError(t, err)
			w := want.Solve(context.Background(), g)
			require.Equal(t, Unique, w.Status)
			assert.Equal(t, w.Status, res.Status)
			assert.Equal(t, w.Solution, res.Solution)
		})
	}
}

func defaultGivens(t *testing.T, name string) string {
	t.Helper()
	sp, err := specs.Lookup(name)
	require.NoError(t, err)
	return sp.Puzzles[0].Givens
}

func rulesOf(t *testing.T, name string) *game.Rules {
	t.Helper()
	sp, err := specs.Lookup(name)
	require.NoError(t, err)
	return sp.Rules
}

// TestParseSearch reads each search by name and rejects others.
func TestParseSearch(t *testing.T) {
	for _, s := range []Search{SearchAuto, SearchKernel, SearchStrategies} {
		got, err := ParseSearch(s.String())
		require.NoError(t, err)
		assert.Equal(t, s, got)
	}
	_, err := ParseSearch("fast")
	assert.EqualError(t, err, `"fast" is no search: auto, kernel or strategies`)
}

// TestSearchKernelOnly: SearchKernel is the kernel or an error, never the
// strategies in its stead.
func TestSearchKernelOnly(t *testing.T) {
	long, err := specs.Parse("k.yaml", []byte("name: long\nsize: 65x64\nvalues: 1-64\ngroups:\n  - rows\n"))
	require.NoError(t, err)
	_, err = NewEngine(long.Rules, Options{Search: SearchKernel})
	assert.ErrorIs(t, err, search.ErrNotServed, "a board past search.MaxFields")
	_, err = NewEngine(rulesOf(t, "classic"), Options{Search: SearchKernel, Trace: true})
	assert.ErrorContains(t, err, "solutions alone", "a trace")
	_, err = NewEngine(rulesOf(t, "classic"), Options{Search: SearchKernel})
	assert.NoError(t, err)
}
