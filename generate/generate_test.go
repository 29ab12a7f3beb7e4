package generate

import (
	"context"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// count counts the solutions of givens up to limit by plain backtracking,
// written here so that it shares no code with the engine: at each node it
// branches on the field with the fewest values its peers leave, or on the
// value of a complete group with the fewest places left, whichever has
// fewer options (without the second, 16x16 and Samurai puzzles take
// minutes).
func count(r *game.Rules, givens []int, limit int) int {
	n, nv := r.NumFields(), r.NumValues()
	grid := append([]int(nil), givens...)
	cand := make([]uint64, n)
	all := uint64(1)<<nv - 1
	for f := range cand {
		cand[f] = all
	}
	var trail [][2]int // field, candidates before
	place := func(f, v int) {
		grid[f] = v
		for _, p := range r.Peers(f) {
			if cand[p]&(1<<v) != 0 {
				trail = append(trail, [2]int{p, int(cand[p])})
				cand[p] &^= 1 << v
			}
		}
	}
	for f, v := range givens {
		if v != game.Empty {
			place(f, v)
		}
	}
	solutions := 0
	var rec func() bool
	rec = func() bool {
		bestN, bestField, bestGroup, bestValue := nv+1, -1, -1, -1
		for f, v := range grid {
			if v != game.Empty {
				continue
			}
			k := bits.OnesCount64(cand[f])
			if k < bestN {
				bestN, bestField, bestGroup = k, f, -1
			}
		}
		if bestField < 0 {
			solutions++
			return solutions >= limit
		}
		for gi, g := range r.Groups {
			if !g.Complete || bestN <= 1 {
				continue
			}
			for v := range nv {
				k, held := 0, false
				for _, f := range g.Fields {
					if grid[f] == v {
						held = true
						break
					}
					if grid[f] == game.Empty && cand[f]&(1<<v) != 0 {
						k++
					}
				}
				if !held && k < bestN {
					bestN, bestGroup, bestValue = k, gi, v
				}
			}
		}
		if bestN == 0 {
			return false
		}
		try := func(f, v int) bool {
			mark := len(trail)
			place(f, v)
			stop := rec()
			for len(trail) > mark {
				last := trail[len(trail)-1]
				cand[last[0]] = uint64(last[1])
				trail = trail[:len(trail)-1]
			}
			grid[f] = game.Empty
			return stop
		}
		if bestGroup >= 0 {
			for _, f := range r.Groups[bestGroup].Fields {
				if grid[f] == game.Empty && cand[f]&(1<<bestValue) != 0 && try(f, bestValue) {
					return true
				}
			}
			return false
		}
		for c := cand[bestField]; c != 0; c &= c - 1 {
			if try(bestField, bits.TrailingZeros64(c)) {
				return true
			}
		}
		return false
	}
	rec()
	return solutions
}

func rulesOf(t testing.TB, name string) *game.Rules {
	t.Helper()
	sp, err := specs.Lookup(name)
	require.NoError(t, err)
	return sp.Rules
}

// symmetric reports whether the givens are unions of the symmetry's
// orbits.
func symmetric(r *game.Rules, s Symmetry, givens []int) bool {
	for _, o := range s.Orbits(r) {
		for _, f := range o {
			if (givens[f] == game.Empty) != (givens[o[0]] == game.Empty) {
				return false
			}
		}
	}
	return true
}

// TestEveryBuiltinSpec generates puzzles for every built-in spec, each
// checked unique by the counter above, and its solution checked against
// every group.
func TestEveryBuiltinSpec(t *testing.T) {
	for _, name := range specs.Names() {
		r := rulesOf(t, name)
		t.Run(name, func(t *testing.T) {
			opts, seeds := Options{}, uint64(3)
			if name == "25x25" {
				// A minimal 25x25 puzzle takes seconds: stop at 400 givens.
				opts, seeds = Options{Givens: 400}, 1
			}
			g, err := New(r, opts)
			require.NoError(t, err)
			for seed := range seeds {
				p, err := g.Generate(context.Background(), seed)
				require.NoError(t, err)
				require.NoError(t, r.CheckSolution(p.Solution, p.Givens))
				assert.Equal(t, 1, count(r, p.Givens, 2), "%s seed %d: one solution", name, seed)
				t.Logf("%s seed %d: %d givens", name, seed, p.Count())
			}
		})
	}
}

// looks is a context that counts the looks at it.
type looks struct {
	context.Context
	n *int
}

func (c looks) Done() <-chan struct{} { *c.n++; return c.Context.Done() }
func (c looks) Err() error            { *c.n++; return c.Context.Err() }

// TestReduceStops: once the context has ended, the removal of givens
// stops at the next orbit instead of loading the board for each orbit
// left only to find the context ended (a tenth of a second on 36x36).
func TestReduceStops(t *testing.T) {
	r := rulesOf(t, "16x16")
	g, err := New(r, Options{})
	require.NoError(t, err)
	full := g.fill.Solve(context.Background(), g.empty)
	require.NotNil(t, full.Solution)
	p := &Puzzle{Solution: full.Solution, Givens: slices.Clone(full.Solution)}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	n := 0
	assert.False(t, g.reduce(looks{ctx, &n}, p, rand.New(rand.NewPCG(1, 2))))
	assert.Less(t, n, 10, "looks at the context after it ended, for 256 orbits")
}

// TestSymmetricAndMinimal: each symmetry that fits gives symmetric
// puzzles with one solution; Minimal ones lose that when any given goes.
func TestSymmetricAndMinimal(t *testing.T) {
	r := rulesOf(t, "classic")
	for _, s := range Symmetries {
		t.Run(s.Name, func(t *testing.T) {
			g, err := New(r, Options{Symmetry: s, Minimal: s.Name == "none" || s.Name == "rotational"})
			require.NoError(t, err)
			p, err := g.Generate(context.Background(), 11)
			require.NoError(t, err)
			assert.True(t, symmetric(r, s, p.Givens), "%s", puzzle.Line(r, p.Givens))
			require.Equal(t, 1, count(r, p.Givens, 2))
			if g.opts.Minimal {
				for f, v := range p.Givens {
					if v == game.Empty {
						continue
					}
					p.Givens[f] = game.Empty
					assert.Equal(t, 2, count(r, p.Givens, 2), "%s can be removed", r.FieldName(f))
					p.Givens[f] = v
				}
			}
		})
	}
}

// TestSameSeedSamePuzzle: a seed gives one puzzle, whatever came before.
func TestSameSeedSamePuzzle(t *testing.T) {
	r := rulesOf(t, "classic")
	g1, err := New(r, Options{})
	require.NoError(t, err)
	g2, err := New(r, Options{})
	require.NoError(t, err)
	a, err := g1.Generate(context.Background(), 5)
	require.NoError(t, err)
	_, err = g2.Generate(context.Background(), 9)
	require.NoError(t, err)
	b, err := g2.Generate(context.Background(), 5)
	require.NoError(t, err)
	assert.Equal(t, a.Givens, b.Givens)
	c, err := g1.Generate(context.Background(), 6)
	require.NoError(t, err)
	assert.NotEqual(t, a.Givens, c.Givens)
}

// TestGivensTarget stops near the number of givens asked for.
func TestGivensTarget(t *testing.T) {
	r := rulesOf(t, "classic")
	g, err := New(r, Options{Givens: 30})
	require.NoError(t, err)
	p, err := g.Generate(context.Background(), 1)
	require.NoError(t, err)
	assert.InDelta(t, 30, p.Count(), 1)
	assert.Equal(t, 1, count(r, p.Givens, 2))
}

// TestAccept keeps only puzzles whose rating Accept takes, and says what
// it reached when time runs out.
func TestAccept(t *testing.T) {
	r := rulesOf(t, "classic")
	g, err := New(r, Options{Accept: func(x *rate.Rating) bool { return x.ER >= 2.6 && x.ER < 3.0 }})
	require.NoError(t, err)
	p, err := g.Generate(context.Background(), 3)
	require.NoError(t, err)
	require.NotNil(t, p.Rating)
	assert.GreaterOrEqual(t, p.Rating.ER, 2.6)
	assert.Less(t, p.Rating.ER, 3.0)

	g, err = New(r, Options{Accept: func(x *rate.Rating) bool { return x.ER > 50 }})
	require.NoError(t, err)
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	_, err = g.Generate(ctx, 3)
	var stop *StopError
	require.ErrorAs(t, err, &stop)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Positive(t, stop.Made)
	assert.Regexp(t, `^(none of the [0-9]+ puzzles made was kept|the 1 puzzle made was not kept); the last rated [0-9.]+/[0-9.]+/[0-9.]+ \w+$`, err.Error())
}

// TestBadOptions: a symmetry that does not fit, and rules without a
// complete group, are errors that say what would do.
func TestBadOptions(t *testing.T) {
	// A 9x9 grid on the left of a 9x12 board: the holes on the right turn
	// and mirror left-right onto fields.
	sp, err := specs.Parse("wide.yaml", []byte("size: 9x12\nvalues: 1-9\ngroups:\n  - grid: {at: r1c1, size: 9x9, box: 3x3}\n"))
	require.NoError(t, err)
	rot, err := Lookup("rotational")
	require.NoError(t, err)
	_, err = New(sp.Rules, Options{Symmetry: rot})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "symmetry rotational does not map the board of")
	assert.Contains(t, err.Error(), "these do: none, flip")
	q, err := Lookup("quarter")
	require.NoError(t, err)
	assert.True(t, q.Fits(rulesOf(t, "samurai")), "samurai's board is square and its holes turn onto holes")
	_, err = Lookup("spiral")
	assert.ErrorContains(t, err, `unknown symmetry "spiral": the symmetries are none, rotational`)

	sp, err = specs.Parse("diag3.yaml", []byte("size: 3x3\nvalues: 1-3\ngroups: [rows, columns, diagonals]\n"))
	require.NoError(t, err)
	g, err := New(sp.Rules, Options{})
	require.NoError(t, err)
	_, err = g.Generate(context.Background(), 1)
	assert.ErrorIs(t, err, ErrNoGrid, "a 3x3 Latin square with both diagonals has no solution")

	sp, err = specs.Parse("loose.yaml", []byte("size: 4x4\nvalues: 1-4\ngroups:\n  - cells: [r1c1, r1c2]\n"))
	require.NoError(t, err)
	_, err = New(sp.Rules, Options{})
	assert.ErrorIs(t, err, ErrNoComplete)
}

// TestGolden keeps fixed-seed puzzles of a few specs and options as
// golden files: testdata/<case>.txt; go test ./generate -update rewrites
// them.
func TestGolden(t *testing.T) {
	cases := []struct {
		name, spec, symmetry string
	}{
		{"classic", "classic", "none"},
		{"classic-rotational", "classic", "rotational"},
		{"hyper-mirror", "hyper", "mirror"},
		{"samurai-rotational", "samurai", "rotational"},
		{"words", "colors", "none"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := rulesOf(t, c.spec)
			s, err := Lookup(c.symmetry)
			require.NoError(t, err)
			g, err := New(r, Options{Symmetry: s})
			require.NoError(t, err)
			var sb strings.Builder
			for seed := range uint64(3) {
				p, err := g.Generate(context.Background(), seed)
				require.NoError(t, err)
				fmt.Fprintf(&sb, "%s # seed %d, %d givens\n", puzzle.Line(r, p.Givens), seed, p.Count())
			}
			path := filepath.Join("testdata", c.name+".txt")
			if *update {
				require.NoError(t, os.MkdirAll("testdata", 0o755))
				require.NoError(t, os.WriteFile(path, []byte(sb.String()), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./generate -update creates it")
			assert.Equal(t, string(want), sb.String())
		})
	}
}

// TestBatch makes puzzles on one and on three workers: the same puzzles,
// in seed order.
func TestBatch(t *testing.T) {
	r := rulesOf(t, "classic")
	run := func(threads int) []string {
		var got []string
		b := &Batch{Rules: r, Threads: threads, Emit: func(x *Result) error {
			require.NoError(t, x.Err)
			assert.Equal(t, uint64(100+x.N-1), x.Seed)
			got = append(got, puzzle.Line(r, x.Puzzle.Givens))
			return nil
		}}
		sum, err := b.Run(context.Background(), 100, 12)
		require.NoError(t, err)
		assert.Equal(t, 12, sum.Made)
		assert.Len(t, sum.Times, 12)
		assert.LessOrEqual(t, sum.Median(), sum.Slowest())
		return got
	}
	assert.Equal(t, run(1), run(3))
}

// TestBatchTimeout: a seed past its time limit is emitted with an error
// that names the limit and what was finished, not the context's.
func TestBatchTimeout(t *testing.T) {
	var got []error
	b := &Batch{Rules: rulesOf(t, "classic"), Timeout: time.Nanosecond, Emit: func(x *Result) error {
		got = append(got, x.Err)
		return nil
	}}
	sum, err := b.Run(context.Background(), 1, 2)
	require.NoError(t, err)
	assert.Equal(t, 2, sum.Failed)
	require.Len(t, got, 2)
	for _, err := range got {
		assert.EqualError(t, err, "the time limit of 1ns ran out while generating: no puzzle was finished")
		assert.ErrorIs(t, err, context.DeadlineExceeded)
	}
}

// TestBatchStops: a cancelled run emits a prefix of the seeds, without a
// gap, and says it stopped.
func TestBatchStops(t *testing.T) {
	r := rulesOf(t, "classic")
	ctx, cancel := context.WithCancel(context.Background())
	var ns []int
	b := &Batch{Rules: r, Threads: 2, Emit: func(x *Result) error {
		ns = append(ns, x.N)
		if x.N == 3 {
			cancel()
		}
		return nil
	}}
	sum, err := b.Run(ctx, 1, 1000)
	require.NoError(t, err)
	assert.True(t, sum.Stopped)
	for i, n := range ns {
		assert.Equal(t, i+1, n)
	}
	assert.Less(t, len(ns), 1000)
}
