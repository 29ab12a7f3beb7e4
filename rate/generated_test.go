package rate_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Constraint puzzles made at random, to measure how far the rating's
// techniques reason on each kind: a random classic grid, constraints of
// one kind laid over it that it keeps, and givens of the grid added, one
// where a second solution differs, until it is the only solution. The
// rating's solve (no guess) must make no move the grid does not keep; the
// share it finishes is logged (go test ./rate -run Generated -v) and
// held to a floor.

// layout writes, in a spec's constraints list, constraints of one kind
// that grid (a classic solution, one value index per field) keeps.
type layout func(rng *rand.Rand, grid []int) []string

// cell names the field f of a 9x9 board as specs write it.
func cell(f int) string { return fmt.Sprintf("r%dc%d", f/9+1, f%9+1) }

// neighbours returns the fields next to f, orthogonally, or also
// diagonally with king.
func neighbours(f int, king bool) []int {
	var out []int
	r, c := f/9, f%9
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if (dr == 0 && dc == 0) || (!king && dr != 0 && dc != 0) {
				continue
			}
			if rr, cc := r+dr, c+dc; rr >= 0 && rr < 9 && cc >= 0 && cc < 9 {
				out = append(out, rr*9+cc)
			}
		}
	}
	return out
}

// killerLayout covers the board with cages of lo to hi cells (fewer
// where no neighbour is free with a value the cage lacks), grown from
// random cells, each with its total.
func killerLayout(lo, hi int) layout {
	return func(rng *rand.Rand, grid []int) []string { return killers(rng, grid, lo, hi) }
}

func killers(rng *rand.Rand, grid []int, lo, hi int) []string {
	cage := make([]int, 81)
	for i := range cage {
		cage[i] = -1
	}
	var out []string
	for _, start := range rng.Perm(81) {
		if cage[start] >= 0 {
			continue
		}
		cells, seen := []int{start}, game.Bit(grid[start])
		cage[start] = len(out)
		want := lo + rng.IntN(hi-lo+1)
		for len(cells) < want {
			var next []int
			for _, f := range cells {
				for _, n := range neighbours(f, false) {
					if cage[n] < 0 && !seen.Has(grid[n]) && !slices.Contains(next, n) {
						next = append(next, n)
					}
				}
			}
			if len(next) == 0 {
				break
			}
			n := next[rng.IntN(len(next))]
			cells, seen = append(cells, n), seen|game.Bit(grid[n])
			cage[n] = len(out)
		}
		sum, names := 0, []string{}
		for _, f := range cells {
			sum += grid[f] + 1
			names = append(names, cell(f))
		}
		out = append(out, fmt.Sprintf("killer: {cells: [%s], sum: %d}", strings.Join(names, ", "), sum))
	}
	return out
}

// walk returns a path of up to n fields from start, each a king's move
// from the one before, none of them used, each step taken where next
// allows it; used marks the path's fields.
func walk(rng *rand.Rand, start, n int, used []bool, next func(from, to int) bool) []int {
	path := []int{start}
	for len(path) < n {
		var opts []int
		last := path[len(path)-1]
		for _, f := range neighbours(last, true) {
			if !used[f] && !slices.Contains(path, f) && next(last, f) {
				opts = append(opts, f)
			}
		}
		if len(opts) == 0 {
			break
		}
		path = append(path, opts[rng.IntN(len(opts))])
	}
	return path
}

// thermoLayout lays eight thermometers of three to six cells, each value
// above the one before.
func thermoLayout(rng *rand.Rand, grid []int) []string {
	used := make([]bool, 81)
	var out []string
	for tries := 0; len(out) < 8 && tries < 500; tries++ {
		start := rng.IntN(81)
		if used[start] {
			continue
		}
		path := walk(rng, start, 3+rng.IntN(4), used, func(a, b int) bool { return grid[b] > grid[a] })
		if len(path) < 3 {
			continue
		}
		var names []string
		for _, f := range path {
			used[f] = true
			names = append(names, cell(f))
		}
		out = append(out, fmt.Sprintf("thermometer: {cells: [%s]}", strings.Join(names, ", ")))
	}
	return out
}

// arrowLayout lays eight arrows: a circle and two or three cells after it
// whose values add up to the circle's.
func arrowLayout(rng *rand.Rand, grid []int) []string {
	used := make([]bool, 81)
	var out []string
	for tries := 0; len(out) < 8 && tries < 5000; tries++ {
		circle := rng.IntN(81)
		if used[circle] || grid[circle] < 2 {
			continue
		}
		path := walk(rng, circle, 3+rng.IntN(2), used, func(int, int) bool { return true })
		sum := 0
		for _, f := range path[1:] {
			sum += grid[f] + 1
		}
		if len(path) < 3 || sum != grid[circle]+1 {
			continue
		}
		var names []string
		for _, f := range path {
			used[f] = true
			names = append(names, cell(f))
		}
		out = append(out, fmt.Sprintf("arrow: {circle: [%s], cells: [%s]}", names[0], strings.Join(names[1:], ", ")))
	}
	return out
}

// pairsLayout gives every pair of orthogonal neighbours that one of the
// marks joins (the first that does), with the negative rule: key is the
// kind's, marks its mark names and what each says of two numbers.
func pairsLayout(key string, marks []string, says []func(a, b int) bool) layout {
	return func(_ *rand.Rand, grid []int) []string {
		given := make([][]string, len(marks))
		for f := range 81 {
			for _, n := range neighbours(f, false) {
				if n < f {
					continue
				}
				for i, ok := range says {
					if ok(grid[f]+1, grid[n]+1) {
						given[i] = append(given[i], "["+cell(f)+", "+cell(n)+"]")
						break
					}
				}
			}
		}
		var parts []string
		for i, m := range marks {
			parts = append(parts, m+": ["+strings.Join(given[i], ", ")+"]")
		}
		return []string{key + ": {" + strings.Join(parts, ", ") + ", negative: true}"}
	}
}

var (
	kropkiLayout = pairsLayout("kropki", []string{"white", "black"}, []func(a, b int) bool{
		func(a, b int) bool { return a-b == 1 || b-a == 1 },
		func(a, b int) bool { return a == 2*b || b == 2*a },
	})
	xvLayout = pairsLayout("xv", []string{"x", "v"}, []func(a, b int) bool{
		func(a, b int) bool { return a+b == 10 },
		func(a, b int) bool { return a+b == 5 },
	})
)

// TestGeneratedConstraintPuzzles: see above. The floors are the shares
// measured when they were set, less a margin.
func TestGeneratedConstraintPuzzles(t *testing.T) {
	n := 30
	if testing.Short() {
		n = 3
	}
	tests := []struct {
		kind  string
		lay   layout
		floor float64 // share solved without a guess, at least
	}{
		{"killer, cages of 2 to 4 cells", killerLayout(2, 4), 0.9},
		{"killer, cages of 3 to 6 cells", killerLayout(3, 6), 0.9},
		{"thermometer", thermoLayout, 0.9},
		{"arrow", arrowLayout, 0.9},
		{"kropki", kropkiLayout, 0.9},
		{"xv", xvLayout, 0.9},
	}
	for _, tt := range tests {
		t.Run(tt.kind, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(len(tt.kind)), 22))
			solved, givens := 0, 0
			var ratings []float64 // of the puzzles solved: the hardest step's
			for i := range n {
				r, puzzle, grid := generated(t, rng, tt.lay)
				for _, v := range puzzle {
					if v != game.Empty {
						givens++
					}
				}
				hardest := 0.0
				e := checkedEngine(t, r, grid, fmt.Sprintf("puzzle %d", i), func(e *strategy.Engine, m *game.Move) {
					for _, tech := range e.Techniques() {
						if tech.Name == m.Strategy {
							hardest = max(hardest, tech.RateMove(r, m))
						}
					}
				})
				if res := e.Solve(context.Background(), puzzle); res.Status == strategy.Solved {
					solved++
					ratings = append(ratings, hardest)
				}
			}
			share := float64(solved) / float64(n)
			slices.Sort(ratings)
			median := 0.0
			if len(ratings) > 0 {
				median = ratings[len(ratings)/2]
			}
			t.Logf("%s: %d of %d solved without a guess (%.0f%%), %.1f givens a puzzle, hardest step's median %.1f", tt.kind, solved, n, 100*share, float64(givens)/float64(n), median)
			assert.GreaterOrEqual(t, share, tt.floor)
		})
	}
}

// generated returns a puzzle of constraints laid by lay over a random
// grid, with givens of the grid where needed for it to be the only
// solution: its rules, givens and solution.
func generated(t *testing.T, rng *rand.Rand, lay layout) (*game.Rules, []int, []int) {
	t.Helper()
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	fill, err := strategy.NewEngine(classic.Rules, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
	require.NoError(t, err)
	grid := fill.Solve(context.Background(), constrainttest.Empty(classic.Rules)).Solution
	require.NotNil(t, grid)
	spec := "extends: classic\nconstraints:\n  - " + strings.Join(lay(rng, grid), "\n  - ") + "\n"
	sp, err := specs.Parse("generated.yaml", []byte(spec))
	require.NoError(t, err, spec)
	r := sp.Rules
	require.NoError(t, r.CheckSolution(grid, nil), "the grid keeps the constraints laid over it")
	givens := constrainttest.Empty(r)
	var other []int
	count, err := strategy.NewEngine(r, strategy.Options{Limit: 2, OnSolution: func(s []int) {
		if !slices.Equal(s, grid) {
			other = slices.Clone(s)
		}
	}})
	require.NoError(t, err)
	for {
		other = nil
		res := count.Solve(context.Background(), givens)
		if res.Status == strategy.Unique {
			return r, givens, grid
		}
		require.NotNil(t, other, "a second solution")
		var differ []int
		for f := range other {
			if other[f] != grid[f] {
				differ = append(differ, f)
			}
		}
		f := differ[rng.IntN(len(differ))]
		givens[f] = grid[f]
	}
}
