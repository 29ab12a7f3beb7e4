package search_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

func rulesOf(t testing.TB, name string) *game.Rules {
	t.Helper()
	sp, err := specs.Lookup(name)
	require.NoError(t, err)
	return sp.Rules
}

// bruteCount counts the solutions of givens up to limit by plain
// recursion over the fields in order, each value no peer holds in turn.
func bruteCount(r *game.Rules, givens []int, limit int) int {
	return bruteCountIn(r, givens, nil, limit)
}

// bruteCountIn is bruteCount with each free field's values among
// cands[f] when cands is not nil.
func bruteCountIn(r *game.Rules, givens []int, cands []game.Set, limit int) int {
	grid := slices.Clone(givens)
	fits := func(f, v int) bool {
		for _, p := range r.Peers(f) {
			if grid[p] == v {
				return false
			}
		}
		return true
	}
	for f, v := range grid {
		if v != game.Empty && !fits(f, v) {
			return 0
		}
	}
	count := 0
	var rec func(f int)
	rec = func(f int) {
		for f < len(grid) && grid[f] != game.Empty {
			f++
		}
		if f == len(grid) {
			count++
			return
		}
		for v := range r.NumValues() {
			if fits(f, v) && (cands == nil || cands[f].Has(v)) {
				grid[f] = v
				rec(f + 1)
				grid[f] = game.Empty
				if count >= limit {
					return
				}
			}
		}
	}
	rec(0)
	return count
}

// puzzleOf returns a random solution grid of r (by the kernel, from
// random givens until one has a solution) with all but keep fields
// emptied at random.
func puzzleOf(t *testing.T, r *game.Rules, k *search.Kernel, rng *rand.Rand, keep int) []int {
	t.Helper()
	for range 1000 {
		g := game.EmptyGrid(r.NumFields())
		for range r.NumFields() / 8 {
			g[rng.IntN(len(g))] = rng.IntN(r.NumValues())
		}
		res := k.Solve(context.Background(), g, search.Options{})
		if res.Count == 0 {
			continue
		}
		out := game.EmptyGrid(r.NumFields())
		for _, f := range rng.Perm(len(out))[:keep] {
			out[f] = res.Solution[f]
		}
		return out
	}
	t.Fatal("no solution grid in 1000 tries")
	return nil
}

// TestCountsAgainstBrute: on small boards of every shape of group, the
// kernel counts what plain recursion counts, up to 500, and each solution
// it finds keeps every group and the givens.
func TestCountsAgainstBrute(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct {
		spec string
		keep []int
	}{
		{"4x4", []int{0, 2, 4, 6}},
		{"latin3", []int{0, 1, 2}},
		{"6x6", []int{6, 10, 14, 18}},
		{"8x8", []int{30, 36, 42}},
		{"classic", []int{30, 36, 45}},
		{"x", []int{28, 34}},
		{"hyper", []int{26, 32}},
		{"jigsaw", []int{30, 36}},
		{"disjoint", []int{30, 36}},
	} {
		t.Run(tc.spec, func(t *testing.T) {
			r := rulesOf(t, tc.spec)
			k, err := search.New(r)
			require.NoError(t, err)
			for _, keep := range tc.keep {
				for range 8 {
					g := puzzleOf(t, r, k, rng, keep)
					want := bruteCount(r, g, 500)
					var seen [][]int
					res := k.Solve(context.Background(), g, search.Options{Limit: 500, OnSolution: func(s []int) {
						require.NoError(t, r.CheckSolution(s, g))
						seen = append(seen, slices.Clone(s))
					}})
					require.Equal(t, want, res.Count, "%v", g)
					require.Len(t, seen, want)
					require.False(t, res.Stopped)
					require.Equal(t, seen[0], res.Solution)
					slices.SortFunc(seen, slices.Compare)
					require.Len(t, slices.CompactFunc(seen, slices.Equal), want, "each solution once")
				}
			}
		})
	}
}

// TestClassicSets: the kernel finds the one solution of hard classic
// puzzles (the strategies' answer) and says so with a limit of 2.
func TestClassicSets(t *testing.T) {
	r := rulesOf(t, "classic")
	k, err := search.New(r)
	require.NoError(t, err)
	e, err := strategy.NewEngine(r, strategy.Options{Techniques: strategy.Default(), Limit: 2})
	require.NoError(t, err)
	for _, line := range []string{
		// Arto Inkala's "world's hardest" (2012) and two of magictour's top 1465.
		"8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
	} {
		g := make([]int, 81)
		for f, c := range line {
			g[f] = game.Empty
			if c != '.' {
				g[f] = int(c - '1')
			}
		}
		res := k.Solve(context.Background(), g, search.Options{Limit: 2})
		want := e.Solve(context.Background(), g)
		require.Equal(t, strategy.Unique, want.Status)
		assert.Equal(t, 1, res.Count, line)
		assert.Equal(t, want.Solution, res.Solution, line)
		assert.Positive(t, res.Placed)
	}
}

// TestBadGivens: givens that clash, are no values or do not fit the
// board have no solution.
func TestBadGivens(t *testing.T) {
	r := rulesOf(t, "4x4")
	k, err := search.New(r)
	require.NoError(t, err)
	clash := game.EmptyGrid(16)
	clash[0], clash[1] = 0, 0
	bad := game.EmptyGrid(16)
	bad[3] = 4
	for name, g := range map[string][]int{"clash": clash, "no value": bad, "short": {0, 1}} {
		res := k.Solve(context.Background(), g, search.Options{Limit: 2})
		assert.Zero(t, res.Count, name)
		assert.Nil(t, res.Solution, name)
	}
}

// TestStops: a solve ends, with Stopped, when it runs out of guesses or
// its context ends, and counts no further.
func TestStops(t *testing.T) {
	r := rulesOf(t, "classic")
	k, err := search.New(r)
	require.NoError(t, err)
	empty := game.EmptyGrid(81)
	res := k.Solve(context.Background(), empty, search.Options{Limit: 1000, MaxGuesses: 50})
	assert.True(t, res.Stopped)
	assert.Equal(t, 50, res.Guesses)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	res = k.Solve(ctx, empty, search.Options{Limit: 1 << 30})
	assert.True(t, res.Stopped)
	assert.Less(t, res.Count, 1<<30)
	res = k.Solve(context.Background(), empty, search.Options{Limit: 3})
	assert.False(t, res.Stopped)
	assert.Equal(t, 3, res.Count)
}

// TestNotServed: rules with constraints, or boards past MaxFields, are
// left to the strategies.
func TestNotServed(t *testing.T) {
	_, err := search.New(rulesOf(t, "16x16"))
	assert.ErrorIs(t, err, search.ErrNotServed)
	sp, err := specs.Parse("k.yaml", []byte("extends: classic\nconstraints:\n  - killer: {cells: [r1c1, r1c2], sum: 3}\n"))
	require.NoError(t, err)
	_, err = search.New(sp.Rules)
	assert.ErrorIs(t, err, search.ErrNotServed)
}

// TestCandidates: from a pencil-mark position (the givens as sets of one,
// some values taken out of the free fields) the kernel counts what plain
// recursion counts over the same candidates.
func TestCandidates(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, spec := range []string{"4x4", "6x6", "classic", "jigsaw"} {
		r := rulesOf(t, spec)
		k, err := search.New(r)
		require.NoError(t, err)
		keep := map[string]int{"4x4": 3, "6x6": 10, "classic": 34, "jigsaw": 34}[spec]
		for range 20 {
			g := puzzleOf(t, r, k, rng, keep)
			cands := make([]game.Set, len(g))
			for f, v := range g {
				if v != game.Empty {
					cands[f] = game.Bit(v)
					continue
				}
				cands[f] = r.Values.All()
				if rng.IntN(3) == 0 {
					cands[f] &^= game.Bit(rng.IntN(r.NumValues()))
				}
			}
			want := bruteCountIn(r, g, cands, 50)
			res := k.SolveCandidates(context.Background(), cands, search.Options{Limit: 50, OnSolution: func(s []int) {
				require.NoError(t, r.CheckSolution(s, g))
				for f, v := range s {
					require.True(t, cands[f].Has(v), "a solution keeps to the candidates")
				}
			}})
			require.Equal(t, want, res.Count, "%s %v", spec, g)
			if keep == 0 {
				continue
			}
			full := k.Solve(context.Background(), g, search.Options{Limit: 50})
			require.GreaterOrEqual(t, full.Count, res.Count, "fewer candidates, no more solutions")
		}
	}
	k, err := search.New(rulesOf(t, "4x4"))
	require.NoError(t, err)
	assert.Zero(t, k.SolveCandidates(context.Background(), make([]game.Set, 16), search.Options{}).Count, "no candidates")
	assert.Zero(t, k.SolveCandidates(context.Background(), make([]game.Set, 3), search.Options{}).Count, "another board")
}
