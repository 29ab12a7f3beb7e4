package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// countRules counts the solutions of givens under rules r, constraints
// and all, up to limit, by plain backtracking written here: it shares no
// code with the engine but each rule's Check, asked after every
// placement (a cage says it is broken once full), and a bound on the
// partial sums of cages read from their spec items.
func countRules(r *game.Rules, givens []int, limit int) int {
	items, err := constraint.Items(r.Constraints)
	if err != nil {
		panic(err)
	}
	type cage struct {
		fields []int
		sum    int
	}
	var cages []cage
	for _, it := range items {
		if it.Key != "killer" || it.Arg("sum") == nil {
			continue
		}
		var fs []int
		for _, p := range it.Arg("cells").([]game.Pos) {
			fs = append(fs, r.FieldAt(p))
		}
		cages = append(cages, cage{fs, it.Arg("sum").(int)})
	}
	byField := make([][]int, r.NumFields()) // constraints holding each field
	for i := range r.Constraints {
		for _, f := range r.ConstraintFields(i) {
			byField[f] = append(byField[f], i)
		}
	}
	cageOf := make([][]int, r.NumFields())
	for i, c := range cages {
		for _, f := range c.fields {
			cageOf[f] = append(cageOf[f], i)
		}
	}
	grid := slices.Clone(givens)
	ok := func(f int) bool {
		g := game.GridOf(grid)
		for _, i := range byField[f] {
			if r.Constraints[i].Check(g) != nil {
				return false
			}
		}
		for _, i := range cageOf[f] {
			// The values left must still make the total: at least the
			// smallest of the values not in the cage, at most the largest.
			c := cages[i]
			sum, empty, in := 0, 0, map[int]bool{}
			for _, x := range c.fields {
				if grid[x] == game.Empty {
					empty++
				} else {
					sum += r.Values.Number(grid[x])
					in[grid[x]] = true
				}
			}
			var rest []int
			for v := range r.NumValues() {
				if !in[v] {
					rest = append(rest, r.Values.Number(v))
				}
			}
			slices.Sort(rest)
			lo, hi := 0, 0
			for k := 0; k < empty && k < len(rest); k++ {
				lo += rest[k]
				hi += rest[len(rest)-1-k]
			}
			if sum+lo > c.sum || sum+hi < c.sum {
				return false
			}
		}
		return true
	}
	// options returns the values field f may take now: no peer holds
	// them, and no rule breaks with one placed (forward checking).
	options := func(f int) []int {
		var out []int
		for x := range r.NumValues() {
			if !free(r, grid, f, x) {
				continue
			}
			grid[f] = x
			if ok(f) {
				out = append(out, x)
			}
			grid[f] = game.Empty
		}
		return out
	}
	solutions := 0
	var rec func() bool
	rec = func() bool {
		best := -1
		var bestOpts []int
		for f, v := range grid {
			if v != game.Empty {
				continue
			}
			opts := options(f)
			if len(opts) == 0 {
				return false
			}
			if best < 0 || len(opts) < len(bestOpts) {
				best, bestOpts = f, opts
			}
		}
		if best < 0 {
			solutions++
			return solutions >= limit
		}
		for _, x := range bestOpts {
			grid[best] = x
			if rec() {
				return true
			}
		}
		grid[best] = game.Empty
		return false
	}
	for f, v := range grid {
		if v != game.Empty && !ok(f) {
			return 0
		}
	}
	rec()
	return solutions
}

// free reports whether no peer of f holds x.
func free(r *game.Rules, grid []int, f, x int) bool {
	for _, p := range r.Peers(f) {
		if grid[p] == x {
			return false
		}
	}
	return true
}

// TestConstraintPuzzles: puzzles of every kind, and of kinds mixed, on
// 6x6 and 9x9 boards, have their rules laid over their solution, which
// keeps them, one solution (by the counter written here on 6x6, and on
// 9x9 for the first seed of the thermometers, arrows and kropki; a 9x9
// killer or XV puzzle with few givens takes it minutes, so the engine
// counts those), a killer no givens, and a rating by the human preset.
func TestConstraintPuzzles(t *testing.T) {
	for _, spec := range []string{"6x6", "classic"} {
		t.Run(spec, func(t *testing.T) { constraintPuzzles(t, spec) })
	}
}

func constraintPuzzles(t *testing.T, spec string) {
	r := rulesOf(t, spec)
	for _, kinds := range [][]string{{"killer"}, {"thermometer"}, {"arrow"}, {"kropki"}, {"xv"}, {"kropki", "xv"}, {"thermometer", "arrow"}} {
		t.Run(fmtKinds(kinds), func(t *testing.T) {
			g, err := New(r, Options{Constraints: kinds})
			require.NoError(t, err)
			for seed := uint64(1); seed <= 3; seed++ {
				p, err := g.Generate(context.Background(), seed)
				require.NoError(t, err)
				require.NotNil(t, p.Rules)
				require.NoError(t, p.Rules.CheckSolution(p.Solution, p.Givens), "the solution keeps the rules laid")
				if spec == "6x6" || seed == 1 && len(kinds) == 1 && kinds[0] != "killer" && kinds[0] != "xv" {
					assert.Equal(t, 1, countRules(p.Rules, p.Givens, 2), "seed %d: one solution", seed)
				} else {
					e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
					require.NoError(t, err)
					assert.Equal(t, strategy.Unique, e.Solve(context.Background(), p.Givens).Status, "seed %d: one solution", seed)
				}
				keys := map[string]bool{}
				items, err := constraint.Items(p.Rules.Constraints)
				require.NoError(t, err)
				for _, it := range items {
					keys[it.Key] = true
				}
				for _, k := range kinds {
					assert.True(t, keys[k], "seed %d lays %s", seed, k)
				}
				if slices.Contains(kinds, "killer") {
					assert.Zero(t, p.Count(), "a killer keeps no givens")
				}
				rt, err := rate.New(p.Rules, rate.Options{})
				require.NoError(t, err)
				rating, err := rt.Rate(context.Background(), p.Givens)
				require.NoError(t, err)
				assert.Equal(t, strategy.Unique, rating.Status)
				assert.True(t, rating.Rated(), "seed %d: rated", seed)
			}
		})
	}
}

func fmtKinds(kinds []string) string {
	out := ""
	for i, k := range kinds {
		if i > 0 {
			out += "+"
		}
		out += k
	}
	return out
}

// TestConstraintPuzzlesAnyThreads: the same seeds give the same
// constraint puzzles on one worker and on two.
func TestConstraintPuzzlesAnyThreads(t *testing.T) {
	r := rulesOf(t, "classic")
	run := func(threads int) []string {
		var out []string
		b := &Batch{Rules: r, Options: Options{Constraints: []string{"killer"}}, Threads: threads, Emit: func(x *Result) error {
			require.NoError(t, x.Err)
			items, err := constraint.Items(x.Puzzle.Rules.Constraints)
			require.NoError(t, err)
			s := ""
			for _, it := range items {
				s += it.String() + ";"
			}
			out = append(out, s)
			return nil
		}}
		_, err := b.Run(context.Background(), 5, 4)
		require.NoError(t, err)
		return out
	}
	assert.Equal(t, run(1), run(2))
}

// TestBadConstraints: kinds that are none, or named twice, or values
// that are no numbers, are errors that say so.
func TestBadConstraints(t *testing.T) {
	for _, tc := range []struct {
		spec  string
		kinds []string
		want  string
	}{
		{"classic", []string{"cage"}, `no kind "cage" to lay; the kinds are killer, thermometer, arrow, kropki, xv`},
		{"classic", []string{"xv", "xv"}, "xv is named twice"},
		{"colors", []string{"killer"}, "need values that are numbers"},
	} {
		_, err := New(rulesOf(t, tc.spec), Options{Constraints: tc.kinds})
		assert.ErrorContains(t, err, tc.want)
	}
}

// TestCountRules: the counter counts: an empty 4x4 has 288 solutions, a
// cage it must keep takes some away, and an odd cell where a row asks
// for more odd values than there are, all.
func TestCountRules(t *testing.T) {
	r := rulesOf(t, "4x4")
	empty := game.EmptyGrid(r.NumFields())
	assert.Equal(t, 288, countRules(r, empty, 1000))
	cage := func(sum int) *game.Rules {
		rr, err := withRules(r, []game.Constraint{constraint.NewKiller([]game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, sum, true)})
		require.NoError(t, err)
		return rr
	}
	three := countRules(cage(3), empty, 1000)
	assert.Positive(t, three)
	assert.Less(t, three, 288, "a cage of 3 over r1c1 r1c2 holds 1 and 2")
	odd := []game.Constraint{}
	for c := range 3 {
		odd = append(odd, constraint.NewOdd(game.Pos{Row: 0, Col: c}))
	}
	rr, err := withRules(r, odd)
	require.NoError(t, err)
	assert.Zero(t, countRules(rr, empty, 1000), "three odd cells in a row of 1-4")
}

// TestSymmetricKiller: with a symmetry, a killer's cages are mapped onto
// cages, and the puzzle keeps one solution and no givens.
func TestSymmetricKiller(t *testing.T) {
	r := rulesOf(t, "classic")
	for _, name := range []string{"rotational", "mirror", "dihedral"} {
		sym, err := Lookup(name)
		require.NoError(t, err)
		g, err := New(r, Options{Constraints: []string{"killer"}, Symmetry: sym})
		require.NoError(t, err)
		p, err := g.Generate(context.Background(), 3)
		require.NoError(t, err)
		assert.Zero(t, p.Count())
		cages := map[string]bool{}
		var all [][]int
		for i, c := range p.Rules.Constraints {
			if c.Kind() != constraint.KillerRule {
				continue
			}
			fs := slices.Clone(p.Rules.ConstraintFields(i))
			slices.Sort(fs)
			cages[fmt.Sprint(fs)] = true
			all = append(all, fs)
		}
		for _, m := range sym.group(r) {
			for _, c := range all {
				img := make([]int, len(c))
				for i, f := range c {
					img[i] = m[f]
				}
				slices.Sort(img)
				assert.True(t, cages[fmt.Sprint(img)], "%s: the image of cage %v is a cage", name, c)
			}
		}
		e, err := strategy.NewEngine(p.Rules, strategy.Options{Limit: 2})
		require.NoError(t, err)
		assert.Equal(t, strategy.Unique, e.Solve(context.Background(), p.Givens).Status)
	}
}
