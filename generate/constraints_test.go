package generate

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestConstraintPuzzles: puzzles of every kind, and of kinds mixed, on
// 6x6 and 9x9 boards, have their rules laid over their solution, which
// keeps them, one solution (by the counter written here), a killer no
// givens, and a rating by the human preset.
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
				assert.Equal(t, 1, countRules(p.Rules, p.Givens, 2), "seed %d: one solution", seed)
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
// constraint puzzles on one worker and on two, each with one solution.
func TestConstraintPuzzlesAnyThreads(t *testing.T) {
	r := rulesOf(t, "classic")
	run := func(threads int) []string {
		var out []string
		b := &Batch{Rules: r, Options: Options{Constraints: []string{"killer"}}, Threads: threads, Emit: func(x *Result) error {
			require.NoError(t, x.Err)
			if threads == 2 {
				assert.Equal(t, 1, countRules(x.Puzzle.Rules, x.Puzzle.Givens, 2))
			}
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
		rr, err := withRules(context.Background(), r, []game.Constraint{constraint.NewKiller([]game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, sum, true)})
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
	rr, err := withRules(context.Background(), r, odd)
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
		assert.Equal(t, 1, countRules(p.Rules, p.Givens, 2), "%s: one solution", name)
	}
}

// TestCountRulesAgainstAll: on 4x4 the counter agrees with reading every
// grid of the board (all 288) through the rules' checks, for cages that
// tile the board (so the rule of 45 applies), thermometers, arrows, dots
// and mixes.
func TestCountRulesAgainstAll(t *testing.T) {
	r := rulesOf(t, "4x4")
	all := constrainttest.Solutions(r, game.EmptyGrid(r.NumFields()), 1000)
	require.Len(t, all, 288)
	p := func(row, col int) game.Pos { return game.Pos{Row: row, Col: col} }
	ps := func(cells ...int) []game.Pos {
		var out []game.Pos
		for _, c := range cells {
			out = append(out, p(c/10, c%10))
		}
		return out
	}
	// cage lays a cage over cells with their sum on one of the grids.
	cage := func(cells ...int) game.Constraint {
		sum := 0
		for _, c := range cells {
			sum += r.Values.Number(all[100][r.FieldAt(p(c/10, c%10))])
		}
		return constraint.NewKiller(ps(cells...), sum, true)
	}
	for name, rules := range map[string][]game.Constraint{
		"cages tiling the board": {
			cage(0, 1), cage(2, 3, 13), cage(10, 11, 20), cage(12, 22, 21), cage(23, 33, 32), cage(30, 31),
		},
		"two cages":         {cage(0, 10, 11), cage(22, 23)},
		"thermometer":       {constraint.NewThermometer(ps(0, 11, 12))},
		"arrow":             {constraint.NewArrow(ps(0), ps(10, 20))},
		"kropki":            {constraint.NewDifference(p(0, 0), p(0, 1), 1), constraint.NewRatio(p(2, 2), p(3, 2), 2)},
		"xv":                {constraint.NewXV(p(1, 1), p(1, 2), 5), constraint.NewXV(p(2, 0), p(3, 0), 5)},
		"cage, thermometer": {constraint.NewKiller(ps(0, 1), 7, true), constraint.NewThermometer(ps(10, 20, 30))},
	} {
		rr, err := withRules(context.Background(), r, rules)
		require.NoError(t, err, name)
		want := 0
		for _, g := range all {
			if rr.CheckConstraints(game.GridOf(g)) == nil {
				want++
			}
		}
		require.Positive(t, want, name)
		require.Less(t, want, 288, name)
		assert.Equal(t, want, countRules(rr, game.EmptyGrid(r.NumFields()), 1000), name)
	}
}

// TestLibraryPuzzles: rules of kinds defined in YAML (the library's)
// are laid over the solution too, which keeps them, and the puzzle has
// one solution.
func TestLibraryPuzzles(t *testing.T) {
	lib, err := specs.Library()
	require.NoError(t, err)
	r := rulesOf(t, "6x6")
	for _, kinds := range [][]string{{"sumline"}, {"rellik", "greaterthan"}, {"countdistinct", "killer"}} {
		t.Run(fmtKinds(kinds), func(t *testing.T) {
			g, err := New(r, Options{Constraints: kinds, Kinds: lib})
			require.NoError(t, err)
			p, err := g.Generate(context.Background(), 7)
			require.NoError(t, err)
			require.NoError(t, p.Rules.CheckSolution(p.Solution, p.Givens), "the solution keeps the rules laid")
			assert.Equal(t, 1, countRules(p.Rules, p.Givens, 2), "one solution")
			items, err := constraint.Items(p.Rules.Constraints)
			require.NoError(t, err)
			laid := map[string]int{}
			for _, it := range items {
				laid[it.Key]++
			}
			for _, k := range kinds {
				assert.Positive(t, laid[k], "lays %s", k)
			}
		})
	}
	_, err = New(r, Options{Constraints: []string{"countingcirclez"}, Kinds: lib})
	assert.ErrorContains(t, err, `no kind "countingcirclez" to lay; the kinds are killer, thermometer, arrow, kropki, xv, sumline, doublearrow`)
}
