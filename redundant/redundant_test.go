package redundant

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// minimal generates a minimal classic puzzle: each given is needed.
func minimal(t *testing.T, seed uint64) (*game.Rules, *generate.Puzzle) {
	t.Helper()
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	g, err := generate.New(sp.Rules, generate.Options{Minimal: true})
	require.NoError(t, err)
	p, err := g.Generate(context.Background(), seed)
	require.NoError(t, err)
	return sp.Rules, p
}

// givenItems returns the fields of the givens among items.
func givenItems(items []Item) []int {
	var fs []int
	for _, it := range items {
		if it.Kind == Given {
			fs = append(fs, it.Field)
		}
	}
	return fs
}

// TestMinimalAndOneMore: a minimal puzzle lists nothing; with one given
// of its solution added, that given is listed (and only givens it makes
// needless may join it), each with its name.
func TestMinimalAndOneMore(t *testing.T) {
	for _, seed := range []uint64{1, 2, 3} {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			r, p := minimal(t, seed)
			rep, err := Find(context.Background(), r, p.Givens, Options{})
			require.NoError(t, err)
			assert.Empty(t, rep.Items, "a minimal puzzle has nothing to spare")
			f := firstEmpty(p.Givens)
			more := append([]int(nil), p.Givens...)
			more[f] = p.Solution[f]
			rep, err = Find(context.Background(), r, more, Options{})
			require.NoError(t, err)
			assert.Contains(t, givenItems(rep.Items), f, "the given added")
			for _, it := range rep.Items {
				assert.Equal(t, r.Placement(game.Candidate{Field: it.Field, Value: more[it.Field]}), it.Name)
				assert.Equal(t, -1, it.Constraint)
			}
		})
	}
}

func firstEmpty(givens []int) int {
	for f, v := range givens {
		if v == game.Empty {
			return f
		}
	}
	return -1
}

// withRules returns r with constraints added.
func withRules(t *testing.T, r *game.Rules, cs ...game.Constraint) *game.Rules {
	t.Helper()
	own, err := game.NewRules(r.Name, r.Rows, r.Cols, nil, r.Values, r.GroupSpecs(), append(append([]game.Constraint(nil), r.Constraints...), cs...)...)
	require.NoError(t, err)
	return own
}

// cage returns a killer cage over fields, its total that of the
// solution's values there.
func cage(r *game.Rules, solution []int, fields ...int) game.Constraint {
	cells := make([]game.Pos, len(fields))
	sum := 0
	for i, f := range fields {
		cells[i] = r.Pos(f)
		sum += solution[f] + 1
	}
	return constraint.NewKiller(cells, sum, true)
}

// TestRules: a cage laid over a minimal puzzle's solution is a rule it
// can do without, and is listed by its name (a given the cage makes
// needless may be listed beside it); when a given is taken out and a cage
// over its field makes up for it, the cage is needed and not listed.
func TestRules(t *testing.T) {
	r, p := minimal(t, 4)
	f := firstEmpty(p.Givens)
	next := f + 1
	for p.Givens[next] != game.Empty || r.Pos(next).Row != r.Pos(f).Row {
		next++
	}
	killer := withRules(t, r, cage(r, p.Solution, f, next))
	rep, err := Find(context.Background(), killer, p.Givens, Options{})
	require.NoError(t, err)
	var rules []Item
	for _, it := range rep.Items {
		if it.Kind == Rule {
			rules = append(rules, it)
		}
	}
	require.Len(t, rules, 1, "the cage can go: %v", rep.Items)
	assert.Equal(t, 0, rules[0].Constraint)
	assert.Equal(t, -1, rules[0].Field)
	assert.Equal(t, killer.Constraints[0].Name(), rules[0].Name)

	// Each needed given is one the cage cannot replace; a cage whose
	// cells hold a given's field and another can.
	for g, v := range p.Givens {
		if v == game.Empty {
			continue
		}
		less := append([]int(nil), p.Givens...)
		less[g] = game.Empty
		var other int
		for other = range r.NumFields() {
			if other != g && less[other] == game.Empty && r.Pos(other).Row == r.Pos(g).Row {
				break
			}
		}
		k := withRules(t, r, cage(r, p.Solution, g, other))
		rep, err := Find(context.Background(), k, less, Options{})
		if errors.Is(err, ErrNotUnique) {
			continue // this cage does not pin the given down
		}
		require.NoError(t, err)
		for _, it := range rep.Items {
			assert.NotEqual(t, Rule, it.Kind, "the cage that stands for a given is needed: %v", rep.Items)
		}
		return
	}
	t.Fatal("no cage of two cells stands for a given of the puzzle")
}

// TestExtraGroup: a diagonal whose every field is given holds whatever
// the rest of the puzzle does, so the built-in X puzzle with one diagonal
// filled in from its solution can do without that diagonal.
func TestExtraGroup(t *testing.T) {
	sp, err := specs.Builtin("x")
	require.NoError(t, err)
	r := sp.Rules
	ps, err := puzzle.ParseString(r, "x", sp.Puzzles[0].Givens)
	require.NoError(t, err)
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), ps[0].Givens)
	require.Equal(t, strategy.Unique, res.Status)
	diagonal := slices.IndexFunc(r.Groups, func(g game.Group) bool { return g.Kind == game.GroupDiagonal })
	require.GreaterOrEqual(t, diagonal, 0)
	givens := slices.Clone(ps[0].Givens)
	for _, f := range r.Groups[diagonal].Fields {
		givens[f] = res.Solution[f]
	}
	rep, err := Find(context.Background(), r, givens, Options{})
	require.NoError(t, err)
	found := false
	for _, it := range rep.Items {
		if it.Kind == Rule {
			require.GreaterOrEqual(t, it.Group, 0, "%s", it.Name)
			assert.Equal(t, game.GroupDiagonal, r.Groups[it.Group].Kind, "%s", it.Name)
			assert.Equal(t, r.Groups[it.Group].Name, it.Name)
			found = found || it.Group == diagonal
		}
	}
	assert.True(t, found, "%s is listed: %v", r.Groups[diagonal].Name, rep.Items)
}

// TestHelpsLogic: a given of the solution added to a minimal puzzle that
// makes its rating fall only helps logic: the puzzle stays unique
// without it, and rates higher.
func TestHelpsLogic(t *testing.T) {
	r, p := minimal(t, 5)
	rt, err := rate.New(r, rate.Options{})
	require.NoError(t, err)
	base, err := rt.Rate(context.Background(), p.Givens)
	require.NoError(t, err)
	require.True(t, base.Rated())
	for f, v := range p.Givens {
		if v != game.Empty {
			continue
		}
		more := append([]int(nil), p.Givens...)
		more[f] = p.Solution[f]
		rating, err := rt.Rate(context.Background(), more)
		require.NoError(t, err)
		if rating.ER >= base.ER {
			continue
		}
		rep, err := Find(context.Background(), r, more, Options{Rate: true})
		require.NoError(t, err)
		require.True(t, rep.Rated)
		assert.InDelta(t, rating.ER, rep.Before, 1e-9)
		i := -1
		for j, it := range rep.Items {
			if it.Kind == Given && it.Field == f {
				i = j
			}
		}
		require.GreaterOrEqual(t, i, 0, "the given added is listed")
		it := rep.Items[i]
		assert.True(t, it.Rated)
		assert.InDelta(t, base.ER, it.After, 1e-9, "without it, the minimal puzzle's rating")
		assert.True(t, it.HelpsLogic, "it lowers the rating from %.1f to %.1f", base.ER, rating.ER)
		return
	}
	t.Skipf("no given of the solution lowers the rating %.1f of this puzzle", base.ER)
}

// TestNotUnique: a puzzle of several solutions gets ErrNotUnique.
func TestNotUnique(t *testing.T) {
	r, p := minimal(t, 1)
	less := append([]int(nil), p.Givens...)
	for f, v := range less {
		if v != game.Empty {
			less[f] = game.Empty
			break
		}
	}
	_, err := Find(context.Background(), r, less, Options{})
	assert.ErrorIs(t, err, ErrNotUnique)
}

// TestCancelled: Find stops with the context's error.
func TestCancelled(t *testing.T) {
	r, p := minimal(t, 1)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := Find(ctx, r, p.Givens, Options{Rate: true})
	assert.ErrorIs(t, err, context.Canceled)
}

// TestMarksUnderANegativeRule: with every dot given (kropki's negative
// rule), a dot taken away leaves its pair to that rule, as a spec without
// the dot says: the rules Find tries are those of that spec, and a dot
// the puzzle cannot do without is not listed.
func TestMarksUnderANegativeRule(t *testing.T) {
	const file = "../testdata/constraints/sudokusolver_marks.yaml"
	sp, err := specs.Load(file)
	require.NoError(t, err)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	// Puzzle 2 without its white dot r9c4 r8c4, as a spec.
	cut := strings.Replace(string(data), "white: [[r9c4, r8c4], ", "white: [", 1)
	require.NotEqual(t, string(data), cut)
	less, err := specs.Parse("less.yaml", []byte(cut))
	require.NoError(t, err)
	r := sp.Puzzles[1].Rules
	i := slices.IndexFunc(r.Constraints, func(c game.Constraint) bool { return c.Name() == "white dot r9c4 r8c4" })
	require.GreaterOrEqual(t, i, 0)
	without, ok := withoutRule(r, i)
	require.True(t, ok)
	fields := make([]bool, r.Rows*r.Cols)
	for f := range r.NumFields() {
		fields[r.Pos(f).Row*r.Cols+r.Pos(f).Col] = true
	}
	got, err := game.NewRules(r.Name, r.Rows, r.Cols, fields, r.Values, r.GroupSpecs(), without...)
	require.NoError(t, err)
	assert.NoError(t, constraint.SameRules(less.Puzzles[1].Rules, got), "the rules without the dot are the spec's without it")

	// Puzzle 1 needs its white dot r1c7 r1c6: without it, no solution.
	p1 := sp.Puzzles[0]
	ps, err := puzzle.ParseString(p1.Rules, "p1", p1.Givens)
	require.NoError(t, err)
	rep, err := Find(context.Background(), p1.Rules, ps[0].Givens, Options{})
	require.NoError(t, err)
	for _, it := range rep.Items {
		assert.NotContains(t, it.Name, "dot r1c7 r1c6", "a dot the puzzle needs")
	}
}

// TestFullGrid: a full grid can spare any one given, and none of them
// helps logic: there is nothing to solve.
func TestFullGrid(t *testing.T) {
	r, p := minimal(t, 1)
	rep, err := Find(context.Background(), r, p.Solution, Options{Rate: true})
	require.NoError(t, err)
	assert.Len(t, rep.Items, r.NumFields(), "each given alone can go")
	for _, it := range rep.Items {
		assert.False(t, it.HelpsLogic, "%s", it.Name)
	}
}
