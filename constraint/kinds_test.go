package constraint_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// What the tests of the sum kinds and the clues outside the board share,
// beside checkKind and the line tests' helpers (rulesOf, gridOf,
// lineCheckTable, errorTable, explainMove): specs read whole, a 16x16 board
// of values 1-16, the lines beside the board, and one constraint of each
// kind.

// parseOne reads items in a spec that extends base and returns its rules.
func parseOne(t *testing.T, base string, items ...string) *game.Rules {
	t.Helper()
	sp, err := specs.Parse("k.yaml", []byte("extends: "+base+"\nconstraints:\n  - "+strings.Join(items, "\n  - ")+"\n"))
	require.NoError(t, err)
	return sp.Rules
}

// sixteen is a 16x16 board of values 1-16 and a random grid of it, made
// once for the tests of every kind.
var sixteen = sync.OnceValues(func() (*game.Rules, []int) {
	sp, err := specs.Parse("16.yaml", []byte("extends: 16x16\nvalues: 1-16\n"))
	if err != nil {
		panic(err)
	}
	e, err := strategy.NewEngine(sp.Rules, strategy.Options{Chooser: strategy.NewRandom(16)})
	if err != nil {
		panic(err)
	}
	return sp.Rules, e.Solve(context.Background(), empty(sp.Rules)).Solution
})

// checkSixteen lays cs over the 16x16 grid, which keeps them, and solves
// the grid with most of its values given: the engine finds it, and the
// propagation of the rules takes candidates out on the way.
func checkSixteen(t *testing.T, lay func(r *game.Rules, grid []int) []game.Constraint) {
	t.Helper()
	br, grid := sixteen()
	require.NotNil(t, grid)
	cs := lay(br, grid)
	r, err := game.NewRules("16", br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
	require.NoError(t, err)
	require.NoError(t, r.CheckSolution(grid, nil))
	givens := append([]int(nil), grid...)
	for f := range givens {
		if r.Pos(f).Row < 3 || f%3 == 0 {
			givens[f] = game.Empty
		}
	}
	ruled := 0
	observe := func(_ *game.Board, m *game.Move, _ int) {
		if len(m.Rules) > 0 && m.Kind == game.Deduction {
			ruled++
		}
	}
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 1, Observe: observe})
	require.NoError(t, err)
	res := e.Solve(context.Background(), givens)
	require.NotNil(t, res.Solution)
	require.NoError(t, r.CheckSolution(res.Solution, givens))
	assert.Positive(t, ruled, "the rules took candidates out")
}

// lineClues returns the cells beside r's board, one for each row and
// column on each of its sides.
func lineClues(r *game.Rules) []game.Pos {
	var out []game.Pos
	for c := range r.Cols {
		out = append(out, game.Pos{Row: -1, Col: c}, game.Pos{Row: r.Rows, Col: c})
	}
	for row := range r.Rows {
		out = append(out, game.Pos{Row: row, Col: -1}, game.Pos{Row: row, Col: r.Cols})
	}
	return out
}

// lineOf returns the numbers grid holds along the row or column beside
// clue, from the clue's side.
func lineOf(r *game.Rules, grid []int, clue game.Pos) []int {
	dr, dc := 0, 0
	switch {
	case clue.Row < 0:
		dr = 1
	case clue.Row == r.Rows:
		dr = -1
	case clue.Col < 0:
		dc = 1
	default:
		dc = -1
	}
	var out []int
	for p := (game.Pos{Row: clue.Row + dr, Col: clue.Col + dc}); r.FieldAt(p) >= 0; p = (game.Pos{Row: p.Row + dr, Col: p.Col + dc}) {
		out = append(out, value(r, grid, p))
	}
	return out
}

// lineLayer lays a clue of each row and column side of the board with a
// chance of one in share, its value made by clue from the numbers along
// the line.
func lineLayer(share int, clue func(clue game.Pos, line []int) game.Constraint) layer {
	return func(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for _, p := range lineClues(r) {
			if rng.IntN(share) == 0 {
				out = append(out, clue(p, lineOf(r, grid, p)))
			}
		}
		return out
	}
}

// oneOfEach returns a constraint of each kind of this file set, that
// holds on a 4x4 board and on a 9x9 one.
func oneOfEach() []game.Constraint {
	return []game.Constraint{
		constraint.NewArrow([]game.Pos{{Row: 0, Col: 0}}, []game.Pos{{Row: 0, Col: 1}, {Row: 1, Col: 1}}),
		constraint.NewLittleKiller(game.Pos{Row: -1, Col: 0}, constraint.DownRight, 10),
		constraint.NewSandwich(game.Pos{Row: 0, Col: -1}, 5),
		constraint.NewXSum(game.Pos{Row: -1, Col: 0}, 10),
		constraint.NewSkyscraper(game.Pos{Row: -1, Col: 0}, 2),
	}
}

// TestBindCopies: a constraint binds to boards of two sizes, each time as
// a copy with the cells it finds on that board, and stays as it was.
func TestBindCopies(t *testing.T) {
	for _, c := range oneOfEach() {
		before := slices.Clone(c.Cells())
		small, big := rulesOf(t, "4x4", c), rulesOf(t, "classic", c)
		assert.Equal(t, before, c.Cells(), "%s is as it was", c.Name())
		for _, r := range []*game.Rules{small, big} {
			assert.NotSame(t, c, r.Constraints[0], c.Name())
			assert.Equal(t, c.Name(), r.Constraints[0].Name())
		}
		if _, ok := c.(game.Clued); ok && c.Kind() != constraint.LittleKillerRule {
			assert.Len(t, small.Constraints[0].Cells(), 4, c.Name())
			assert.Len(t, big.Constraints[0].Cells(), 9, c.Name())
		}
	}
}

// TestPropagateAllocates: once found has grown, a propagation takes its
// room from found and allocates nothing.
func TestPropagateAllocates(t *testing.T) {
	r := rulesOf(t, "classic", oneOfEach()...)
	b := game.NewBoard(r)
	var found game.Found
	for _, c := range r.Constraints {
		p := c.(game.Propagator)
		found.Reset()
		p.Propagate(b, &found)
		allocs := testing.AllocsPerRun(50, func() {
			found.Reset()
			p.Propagate(b, &found)
		})
		assert.Zero(t, allocs, c.Name())
	}
}
