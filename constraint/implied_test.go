package constraint_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// coverKillers lays cages over the whole board, as a killer without
// givens has them: regions of 1 to 5 cells grown at random whose values
// differ in grid, each with its total, then single cells for what is left.
func coverKillers(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	used := map[game.Pos]bool{}
	cage := func(cells []game.Pos) {
		sum := 0
		for _, p := range cells {
			used[p] = true
			sum += value(r, grid, p)
		}
		out = append(out, constraint.NewKiller(cells, sum, true))
	}
	for range 4 * r.NumFields() {
		cells := region(rng, r, 1+rng.IntN(5))
		seen, ok := map[int]bool{}, true
		for _, p := range cells {
			v := grid[r.FieldAt(p)]
			ok = ok && !seen[v] && !used[p]
			seen[v] = true
		}
		if ok {
			cage(cells)
		}
	}
	for f := range r.NumFields() {
		if p := r.Pos(f); !used[p] {
			cage([]game.Pos{p})
		}
	}
	return out
}

// TestImpliedSumsSound: with cages over the whole board, the search
// propagates what they imply with the houses; every move it makes keeps
// every solution, and it counts them as the brute-force counter does.
func TestImpliedSumsSound(t *testing.T) {
	checkKind(t, "4x4", 40, 0, coverKillers)
	checkKind(t, "6x6", 12, 0.1, coverKillers)
}

// TestImpliedSumsHold: every implied sum of random killers holds on the
// grid the cages were laid over.
func TestImpliedSumsHold(t *testing.T) {
	for _, spec := range []string{"6x6", "classic"} {
		br := builtin(t, spec)
		rng := rand.New(rand.NewPCG(7, 7))
		implied, moves := 0, 0
		for range 20 {
			fill, err := strategy.NewEngine(br, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
			require.NoError(t, err)
			grid := fill.Solve(context.Background(), empty(br)).Solution
			r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), coverKillers(rng, br, grid)...)
			require.NoError(t, err)
			for _, c := range r.Implied() {
				assert.NoError(t, c.Check(game.GridOf(grid)), c.Name())
				implied++
			}
			e, err := strategy.NewEngine(r, strategy.Options{Observe: func(b *game.Board, m *game.Move, _ int) {
				if m.Strategy == strategy.Implied.Name && agrees(b, grid) {
					moves++
					for _, c := range m.Eliminate {
						assert.NotEqual(t, grid[c.Field], c.Value, "%s takes out %s", r.Constraint(m.Rules[0]).Name(), r.Elimination(c))
					}
				}
			}})
			require.NoError(t, err)
			res := e.Solve(context.Background(), empty(r))
			require.NotNil(t, res.Solution)
		}
		assert.Greater(t, implied, 20*3, "%s: the cages imply sums", spec)
		t.Logf("%s: %d moves of the implied sums checked", spec, moves)
	}
}

// TestImpliedSumsMove: two cages cover a row but for r1c9, which nothing
// else fixes: the search takes its value from the implied sum, 45 less
// the cages' 36.
func TestImpliedSumsMove(t *testing.T) {
	row := func(from, to int) []game.Pos {
		var out []game.Pos
		for c := from; c < to; c++ {
			out = append(out, game.Pos{Row: 0, Col: c})
		}
		return out
	}
	r := builtin(t, "classic", constraint.NewKiller(row(0, 4), 20, true), constraint.NewKiller(row(4, 8), 16, true))
	moved := false
	e, err := strategy.NewEngine(r, strategy.Options{Observe: func(b *game.Board, m *game.Move, _ int) {
		if m.Strategy == strategy.Implied.Name && slices.ContainsFunc(m.Eliminate, func(c game.Candidate) bool { return c.Field == 8 }) {
			moved = true
			assert.Equal(t, game.Bit(8), b.Candidates(8)&^elims(m, 8), "r1c9 keeps 9 alone")
		}
	}})
	require.NoError(t, err)
	res := e.Solve(context.Background(), empty(r))
	require.NotNil(t, res.Solution)
	assert.True(t, moved, "the implied sum fixes r1c9")
}

// elims returns the values m takes out of field f.
func elims(m *game.Move, f int) game.ValueSet {
	var out game.ValueSet
	for _, c := range m.Eliminate {
		if c.Field == f {
			out |= game.Bit(c.Value)
		}
	}
	return out
}

// TestImpliedSumsNamed: a hidden cage, innies and outies, named by what
// they follow from; rules without cages imply nothing.
func TestImpliedSumsNamed(t *testing.T) {
	// 4x4: row 1 holds a cage 1+2 at r1c1 r1c2, so r1c3 r1c4 make 7; a cage
	// over r2c1 r2c2 r3c1 sticks out of rows 1-2 by r3c1.
	r := builtin(t, "4x4", constraint.NewKiller(cells(t, "r1c1 r1c2"), 3, true), constraint.NewKiller(cells(t, "r2c1 r2c2 r3c1"), 6, true),
		constraint.NewKiller(cells(t, "r1c3 r2c3"), 7, true))
	var names []string
	for _, c := range r.Implied() {
		names = append(names, c.Name())
	}
	assert.Contains(t, names, "row 1 less the cages within it: r1c3 r1c4 add up to 7")
	assert.Contains(t, names, "box 1 less the cages within it: r2c1 r2c2 add up to 7",
		"box 1 holds the cage of 3 whole, r2c1 r2c2 less 3 more")
	assert.Empty(t, builtin(t, "4x4").Implied())
	assert.Empty(t, builtin(t, "4x4", constraint.NewKiller(cells(t, "r1c1 r1c2"), 0, false)).Implied(), "a cage without a total implies nothing")
}

// TestCageSplitting: row 1 less the cage of 3 at r1c1 r1c2 leaves r1c3
// r1c4 to make 7, two of the three cells of a cage of 9: its third cell,
// r2c4, makes 2, which the graded steps (InniesOuties) find.
func TestCageSplitting(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewKiller(cells(t, "r1c1 r1c2"), 3, true), constraint.NewKiller(cells(t, "r1c3 r1c4 r2c4"), 9, true))
	var names []string
	for _, c := range r.Implied() {
		names = append(names, c.Name())
	}
	assert.Contains(t, names, "cage 9 at r1c3 r1c4 r2c4 split where r1c3 r1c4 add up to 7: r2c4 add up to 2")
	e, err := strategy.NewEngine(r, strategy.Options{Techniques: []*strategy.Technique{strategy.LastValue}, NoGuess: true, Graded: true})
	require.NoError(t, err)
	res := e.Solve(context.Background(), empty(r))
	assert.Equal(t, game.Bit(1), res.Board.Candidates(r.FieldAt(game.Pos{Row: 1, Col: 3})), "r2c4 keeps 2 alone")
}

// TestImpliedOnlyInSearch: an engine that may guess propagates the
// implied sums (Implied); a graded one (a rating, --no-guess) too, as
// InniesOuties; one that neither guesses nor grades does not.
func TestImpliedOnlyInSearch(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewKiller([]game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, 3, true))
	require.NotEmpty(t, r.Implied())
	names := func(opts strategy.Options) []string {
		e, err := strategy.NewEngine(r, opts)
		require.NoError(t, err)
		var out []string
		for _, t := range e.Techniques() {
			out = append(out, t.Name)
		}
		return out
	}
	assert.Contains(t, names(strategy.Options{}), strategy.Implied.Name)
	assert.NotContains(t, names(strategy.Options{NoGuess: true}), strategy.Implied.Name)
	assert.NotContains(t, names(strategy.Options{NoGuess: true}), strategy.InniesOuties.Name)
	graded := names(strategy.Options{NoGuess: true, Graded: true})
	assert.Contains(t, graded, strategy.InniesOuties.Name)
	assert.NotContains(t, graded, strategy.Implied.Name)
}

// TestConstraintFieldsOf: a move's index of a constraint names the fields
// of a stated one, then of an implied one, and nothing past both.
func TestConstraintFieldsOf(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewKiller(cells(t, "r1c1 r1c2"), 3, true))
	require.NotEmpty(t, r.Implied())
	assert.Equal(t, r.ConstraintFields(0), r.ConstraintFieldsOf(0))
	assert.Equal(t, r.ImpliedFields(0), r.ConstraintFieldsOf(len(r.Constraints)))
	assert.NotEqual(t, r.ConstraintFieldsOf(0), r.ConstraintFieldsOf(len(r.Constraints)))
	assert.Nil(t, r.ConstraintFieldsOf(len(r.Constraints)+len(r.Implied())))
	assert.Nil(t, r.ConstraintFieldsOf(-1))
}
