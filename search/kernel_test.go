package search_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
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
// recursion (constrainttest.Solutions), which shares nothing with the
// kernel.
func bruteCount(r *game.Rules, givens []int, limit int) int {
	return len(constrainttest.Solutions(r, givens, limit))
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

// choices are the kernel's guess choices, each tested.
var choices = []search.Choice{search.Auto, search.MostPeers, search.FirstFewest, search.Conflicts}

// TestCountsAgainstBrute: on small boards of every shape of group, the
// kernel counts what plain recursion counts, up to 500, under each guess
// choice, and each solution it finds keeps every group and the givens.
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
					for _, choice := range choices {
						var seen [][]int
						res := k.Solve(context.Background(), g, search.Options{Limit: 500, Choice: choice, OnSolution: func(s []int) {
							require.NoError(t, r.CheckSolution(s, g))
							seen = append(seen, slices.Clone(s))
						}})
						require.Equal(t, want, res.Count, "%v, %v", g, choice)
						require.Len(t, seen, want)
						require.False(t, res.Stopped)
						require.Equal(t, seen[0], res.Solution)
						slices.SortFunc(seen, slices.Compare)
						require.Len(t, slices.CompactFunc(seen, slices.Equal), want, "each solution once")
					}
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

// TestNotServed: boards past MaxFields are left to the strategies; every
// other built-in spec is served, whatever its constraints.
func TestNotServed(t *testing.T) {
	sp, err := specs.Parse("k.yaml", []byte("name: long\nsize: 65x64\nvalues: 1-64\ngroups:\n  - rows\n"))
	require.NoError(t, err)
	require.Greater(t, sp.Rules.NumFields(), search.MaxFields)
	_, err = search.New(sp.Rules)
	assert.ErrorIs(t, err, search.ErrNotServed, "65x64")
	for _, name := range []string{"36x36", "49x49", "64x64"} {
		_, err = search.New(rulesOf(t, name))
		assert.NoError(t, err, name)
	}
	for _, name := range specs.Names() {
		r := rulesOf(t, name)
		if r.NumFields() <= search.MaxFields {
			_, err := search.New(r)
			assert.NoError(t, err, name)
		}
	}
}

// TestLargeBoards: on the built-in boards past 9x9 it serves (12x12,
// 16x16, Samurai, 25x25) the kernel finds what the strategies find, from their
// default puzzles and from those with givens taken away, counted to 3
// (while the strategies take under 5 s).
func TestLargeBoards(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, name := range []string{"12x12", "16x16", "samurai", "25x25"} {
		sp, err := specs.Lookup(name)
		require.NoError(t, err)
		r := sp.Rules
		k, err := search.New(r)
		require.NoError(t, err)
		e, err := strategy.NewEngine(r, strategy.Options{Techniques: strategy.Default(), Limit: 3})
		require.NoError(t, err)
		require.NotEmpty(t, sp.Puzzles, name)
		ps, err := puzzle.ParseString(r, name, sp.Puzzles[0].Givens)
		require.NoError(t, err, name)
		g := ps[0].Givens
		rounds := 4
		if name == "25x25" {
			// With givens dropped, counting to 3 takes both searches
			// seconds (hundreds of thousands of guesses).
			rounds = 1
		}
		for drop := range rounds {
			start := time.Now()
			res := k.Solve(context.Background(), g, search.Options{Limit: 3, OnSolution: func(s []int) {
				require.NoError(t, r.CheckSolution(s, g), name)
			}})
			// The strategies may guess far more (millions of times where
			// the kernel's locked candidates need thousands): they are
			// given a few seconds.
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			mid := time.Now()
			want := e.Solve(ctx, g)
			cancel()
			t.Logf("%s, %d rounds of givens dropped: kernel %v (%d guesses), strategies %v (%d guesses)", name, drop, mid.Sub(start), res.Guesses, time.Since(mid), want.Stats.Guesses)
			if want.Status == strategy.Timeout {
				break
			}
			require.Equal(t, want.Count, res.Count, "%s, %d givens dropped", name, drop)
			if want.Count == 1 {
				assert.Equal(t, want.Solution, res.Solution, name)
			}
			g = slices.Clone(g)
			for f := range g {
				if g[f] != game.Empty && rng.IntN(20) == 0 {
					g[f] = game.Empty
				}
			}
		}
	}
}

// TestConstraints: with killer cages and thermometers laid at random over
// a random 6x6 or 4x4 solution, the kernel counts what plain recursion
// over the rules' checks counts, up to 40, from no givens and from a few,
// and each solution it finds keeps every rule.
func TestConstraints(t *testing.T) {
	defer search.SetCheckValues(search.SetCheckValues(true))
	rng := rand.New(rand.NewPCG(7, 8))
	for round := range 60 {
		base := "6x6"
		if round%3 == 0 {
			base = "4x4"
		}
		r0 := rulesOf(t, base)
		k0, err := search.New(r0)
		require.NoError(t, err)
		sol := puzzleOf(t, r0, k0, rng, r0.NumFields())
		spec := "extends: " + base + "\nconstraints:\n" + layRules(r0, sol, rng)
		sp, err := specs.Parse("k.yaml", []byte(spec))
		require.NoError(t, err, spec)
		r := sp.Rules
		k, err := search.New(r)
		require.NoError(t, err, spec)
		for _, keep := range []int{0, 2, 4} {
			givens := game.EmptyGrid(r.NumFields())
			for _, f := range rng.Perm(len(givens))[:keep] {
				givens[f] = sol[f]
			}
			want := bruteCount(r, givens, 40)
			require.GreaterOrEqual(t, want, 1, spec)
			for _, choice := range choices {
				res := k.Solve(context.Background(), givens, search.Options{Limit: 40, Choice: choice, OnSolution: func(s []int) {
					require.NoError(t, r.CheckSolution(s, givens), spec)
					require.NoError(t, r.CheckConstraints(game.GridOf(s)), spec)
				}})
				require.Equal(t, want, res.Count, "%s\ngivens %v, %v", spec, givens, choice)
			}
		}
	}
}

// layRules writes, as spec items, killer cages (two or three cells in a
// row or column, some without a sum) and a thermometer (two or three
// cells rising along a row) true of the solution sol.
func layRules(r *game.Rules, sol []int, rng *rand.Rand) string {
	var b strings.Builder
	name := func(row, col int) string { return fmt.Sprintf("r%dc%d", row+1, col+1) }
	num := func(row, col int) int { return sol[r.FieldAt(game.Pos{Row: row, Col: col})] + 1 }
	for range 2 + rng.IntN(3) {
		row, col, n := rng.IntN(r.Rows), rng.IntN(r.Cols-2), 2+rng.IntN(2)
		cells, sum := []string{}, 0
		for i := range n {
			cells = append(cells, name(row, col+i))
			sum += num(row, col+i)
		}
		if rng.IntN(5) == 0 {
			fmt.Fprintf(&b, "  - killer: {cells: [%s]}\n", strings.Join(cells, ", "))
		} else {
			fmt.Fprintf(&b, "  - killer: {cells: [%s], sum: %d}\n", strings.Join(cells, ", "), sum)
		}
	}
	for range 20 {
		row, col := rng.IntN(r.Rows), rng.IntN(r.Cols-1)
		if num(row, col) >= num(row, col+1) {
			continue
		}
		cells := []string{name(row, col), name(row, col+1)}
		if col+2 < r.Cols && num(row, col+1) < num(row, col+2) {
			cells = append(cells, name(row, col+2))
		}
		fmt.Fprintf(&b, "  - thermometer: {cells: [%s]}\n", strings.Join(cells, ", "))
		break
	}
	return b.String()
}

// TestGrowingRoom: with room for two depths at first, so that the search
// grows it again and again, the kernel of any groups still counts what
// plain recursion counts on 4x4, 6x6, jigsaw and hyper puzzles.
func TestGrowingRoom(t *testing.T) {
	defer search.SetFirstDepths(search.SetFirstDepths(2))
	rng := rand.New(rand.NewPCG(9, 10))
	deepest := 0
	for _, tc := range []struct {
		spec string
		keep []int
	}{
		{"4x4", []int{0, 2, 4}},
		{"6x6", []int{6, 10}},
		{"jigsaw", []int{30, 36}},
		{"hyper", []int{26, 32}},
	} {
		r := rulesOf(t, tc.spec)
		k, err := search.New(r)
		require.NoError(t, err)
		for _, keep := range tc.keep {
			for range 4 {
				g := puzzleOf(t, r, k, rng, keep)
				fresh, err := search.New(r) // with room for two depths again
				require.NoError(t, err)
				res := fresh.Solve(context.Background(), g, search.Options{Limit: 500})
				require.Equal(t, bruteCount(r, g, 500), res.Count, "%s %v", tc.spec, g)
				deepest = max(deepest, res.MaxDepth)
			}
		}
	}
	assert.Greater(t, deepest, 4, "the room grew")
}

// TestDeepSearch: from empty 12x12, 16x16, Samurai and 25x25 boards the
// search goes past the depths it first makes room for (growing it) and
// finds three different solutions, each keeping every group.
func TestDeepSearch(t *testing.T) {
	for _, name := range []string{"12x12", "16x16", "samurai", "25x25", "36x36", "49x49", "64x64"} {
		r := rulesOf(t, name)
		k, err := search.New(r)
		require.NoError(t, err)
		empty := game.EmptyGrid(r.NumFields())
		var seen [][]int
		res := k.Solve(context.Background(), empty, search.Options{Limit: 3, OnSolution: func(s []int) {
			require.NoError(t, r.CheckSolution(s, empty), name)
			seen = append(seen, slices.Clone(s))
		}})
		require.Equal(t, 3, res.Count, name)
		assert.Greater(t, res.MaxDepth, 48, name)
		slices.SortFunc(seen, slices.Compare)
		assert.Len(t, slices.CompactFunc(seen, slices.Equal), 3, name)
	}
}

// TestConstraintSets: every puzzle of the generated killer and
// thermometer sets and of SudokuSolver's variant puzzles (kropki, arrows,
// little killers, ... ) has one solution in the kernel, which keeps
// every rule, with killer cages and thermometers narrowing as
// game.Narrowers and again by their Propagate, as the other kinds do
// (their sums implied with the houses read the houses around them), and
// without the implied sums, locks and conflicts scored at once; the
// values the kernel keeps for each field are checked at every ask.
func TestConstraintSets(t *testing.T) {
	defer search.SetCheckValues(search.SetCheckValues(true))
	for _, file := range []string{"../testdata/bench/killer.yaml", "../testdata/bench/thermometer.yaml", "../testdata/constraints/sudokusolver.txt"} {
		sets, err := bench.Load(file, "", 0)
		require.NoError(t, err, file)
		for _, off := range []search.Parts{0, search.Narrowers, search.Implied | search.Locks | search.AtOnce} {
			for _, s := range sets {
				for i, g := range s.Puzzles {
					r := s.RulesOf(i)
					k, err := search.NewWithout(r, off)
					require.NoError(t, err)
					ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
					res := k.Solve(ctx, g, search.Options{Limit: 2, OnSolution: func(sol []int) {
						require.NoError(t, r.CheckSolution(sol, g), "%s %d", file, i+1)
						require.NoError(t, r.CheckConstraints(game.GridOf(sol)), "%s %d", file, i+1)
					}})
					cancel()
					require.False(t, res.Stopped, "%s %d: 20 s", file, i+1)
					require.Equal(t, 1, res.Count, "%s, puzzle %d, without %q", file, i+1, off)
				}
			}
		}
	}
}

// TestParts: each part has a name that reads back as it, a list reads
// as the parts it names, and an unknown name is refused with the names
// there are; each choice reads back from its name.
func TestParts(t *testing.T) {
	for _, p := range []search.Parts{search.Implied, search.Narrowers, search.Locks, search.Tables, search.AtOnce} {
		got, err := search.ParseParts(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, got, p.String())
	}
	tests := []struct {
		list string
		want search.Parts
		err  string
	}{
		{"", 0, ""},
		{"implied, locks", search.Implied | search.Locks, ""},
		{"at-once,tables,", search.AtOnce | search.Tables, ""},
		{"implied,cages", 0, `no part of the search is named "cages": the parts are implied, narrowers, locks, tables, at-once`},
	}
	for _, tt := range tests {
		got, err := search.ParseParts(tt.list)
		if tt.err != "" {
			assert.EqualError(t, err, tt.err, tt.list)
			continue
		}
		require.NoError(t, err, tt.list)
		assert.Equal(t, tt.want, got, tt.list)
	}
	assert.Equal(t, "implied,at-once", (search.Implied | search.AtOnce).String())
	for _, c := range choices {
		got, err := search.ParseChoice(c.String())
		require.NoError(t, err)
		assert.Equal(t, c, got)
	}
	_, err := search.ParseChoice("random")
	assert.ErrorContains(t, err, `no guess choice is named "random"`)
}

// TestWithoutTables: the groups layout, asked for on classic rules,
// finds the classic layout's counts, and the same solution where there
// is one.
func TestWithoutTables(t *testing.T) {
	r := rulesOf(t, "classic")
	tables, err := search.New(r)
	require.NoError(t, err)
	groups, err := search.NewWithout(r, search.Tables)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(7, 8))
	counts := map[int]int{}
	for i := range 300 {
		g := puzzleOf(t, r, tables, rng, 22+rng.IntN(24))
		a := tables.Solve(context.Background(), g, search.Options{Limit: 3})
		b := groups.Solve(context.Background(), g, search.Options{Limit: 3})
		require.Equal(t, a.Count, b.Count, "puzzle %d", i+1)
		if a.Count == 1 {
			require.Equal(t, a.Solution, b.Solution, "puzzle %d", i+1)
		}
		counts[a.Count]++
	}
	assert.Positive(t, counts[1], "some puzzles have one solution")
	assert.Positive(t, counts[3], "some have several")
}

// ticking is a constraint that passes its asks to the constraint it
// wraps, as a Propagator, counting them in n; the ask numbered at closes
// done.
type ticking struct {
	game.Constraint
	n    *int
	at   int
	done chan struct{}
}

// undeclared holds, per kind, a copy that declares no abilities: the
// kind of the ticking rules that wrap its rules, which have only some.
var undeclared sync.Map

// Kind is the wrapped rule's kind without its abilities declared.
func (c ticking) Kind() *game.RuleKind {
	k := c.Constraint.Kind()
	if u, ok := undeclared.Load(k); ok {
		return u.(*game.RuleKind)
	}
	u := *k
	u.Abilities = 0
	got, _ := undeclared.LoadOrStore(k, &u)
	return got.(*game.RuleKind)
}

func (c ticking) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	b, err := c.Constraint.Bind(fields, r)
	c.Constraint = b
	return c, err
}

func (c ticking) Propagate(b *game.Board, found *game.Found) bool {
	if *c.n++; *c.n == c.at {
		close(c.done)
	}
	return c.Constraint.(game.Propagator).Propagate(b, found)
}

// doneAt is a context whose Done is a channel of the test's.
type doneAt struct {
	context.Context
	done chan struct{}
}

func (c doneAt) Done() <-chan struct{} { return c.done }
func (c doneAt) Err() error {
	select {
	case <-c.done:
		return context.Canceled
	default:
		return nil
	}
}

// TestStopsInsidePropagation: a solve whose context ends while it
// propagates stops within a few hundred asks of its constraints, not at
// its next guess: here 1,260 kropki dots along the rows of an empty 36x36
// board, each asked in the first round, the context ending at the 200th.
func TestStopsInsidePropagation(t *testing.T) {
	base := rulesOf(t, "36x36")
	words := make([]string, 36)
	for i := range words {
		words[i] = fmt.Sprint(i + 1)
	}
	values, err := game.NewValues(words)
	require.NoError(t, err)
	n, at := 0, 200
	done := make(chan struct{})
	var cs []game.Constraint
	for row := range 36 {
		for col := range 35 {
			dot := constraint.NewDifference(game.Pos{Row: row, Col: col}, game.Pos{Row: row, Col: col + 1}, 1)
			cs = append(cs, ticking{dot, &n, at, done})
		}
	}
	r, err := game.NewRules("dots", 36, 36, nil, values, base.GroupSpecs(), cs...)
	require.NoError(t, err)
	k, err := search.New(r)
	require.NoError(t, err)
	res := k.Solve(doneAt{context.Background(), done}, game.EmptyGrid(r.NumFields()), search.Options{Limit: 2})
	assert.True(t, res.Stopped)
	assert.Less(t, n, at+1000, "asks after the context ended")
	assert.Zero(t, res.Guesses)
}

// TestStopsSoonAfterAGuess: a solve whose context ends asks it again
// within a few guesses on large boards, where a guess costs tens of
// microseconds, not only every 256 guesses: here the context ends at the
// first solution of an empty board (before, 210 more guesses on 36x36).
func TestStopsSoonAfterAGuess(t *testing.T) {
	for _, name := range []string{"36x36", "64x64"} {
		t.Run(name, func(t *testing.T) {
			if name == "64x64" && testing.Short() {
				t.Skip("two solves of an empty 64x64: not in -short")
			}
			r := rulesOf(t, name)
			k, err := search.New(r)
			require.NoError(t, err)
			empty := game.EmptyGrid(r.NumFields())
			first := k.Solve(context.Background(), empty, search.Options{Limit: 1})
			done := make(chan struct{})
			res := k.Solve(doneAt{context.Background(), done}, empty, search.Options{Limit: 1 << 30, OnSolution: func([]int) {
				select {
				case <-done:
				default:
					close(done)
				}
			}})
			assert.True(t, res.Stopped)
			assert.Less(t, res.Guesses-first.Guesses, 16, "guesses after the context ended")
		})
	}
}

// TestFootprint: what a solve allocates stays within the kernel's
// footprint, on boards whose search goes deep (an empty 36x36 and 64x64)
// and with constraints; and a deep search gives its room back.
func TestFootprint(t *testing.T) {
	if testing.Short() {
		t.Skip("solves an empty 64x64 board: not in -short")
	}
	for _, name := range []string{"classic", "16x16", "36x36", "64x64", "samurai"} {
		r := rulesOf(t, name)
		k, err := search.New(r)
		require.NoError(t, err)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		res := k.Solve(context.Background(), game.EmptyGrid(r.NumFields()), search.Options{Limit: 1})
		runtime.ReadMemStats(&after)
		require.Equal(t, 1, res.Count, name)
		got := int64(after.TotalAlloc - before.TotalAlloc)
		assert.LessOrEqual(t, got, k.Footprint(), "%s: allocated during a solve, against the footprint", name)
		if res.MaxDepth > 1000 {
			assert.Greater(t, got, k.Footprint()/2, "%s: the footprint is not far off", name)
		}
		t.Logf("%s: %d KiB allocated, footprint %d KiB, depth %d", name, got>>10, k.Footprint()>>10, res.MaxDepth)
	}
	// A kernel at rest after a deep search holds little: a second solve
	// grows its room again.
	r := rulesOf(t, "64x64")
	k, err := search.New(r)
	require.NoError(t, err)
	k.Solve(context.Background(), game.EmptyGrid(r.NumFields()), search.Options{Limit: 1})
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	k.Solve(context.Background(), game.EmptyGrid(r.NumFields()), search.Options{Limit: 1})
	runtime.ReadMemStats(&after)
	assert.Greater(t, after.TotalAlloc-before.TotalAlloc, uint64(16<<20), "the room given back is taken again")
}
