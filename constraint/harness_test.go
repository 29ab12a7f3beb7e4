package constraint_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// A kind's soundness, checked the same way for every kind: constraints
// laid at random over a random grid that keeps them, a puzzle of some of
// the grid's values, all its solutions found by a counter that tries
// every value against the groups and the constraints' Check, then the
// engine: it must count the same solutions, and no move of the rules'
// propagation or of any technique may take out a value that a solution
// the board still allows holds.

// layer lays constraints of one kind over grid, a solution of r's
// groups, that grid keeps.
type layer func(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint

// checkKind runs boards random puzzles of spec with constraints of lay.
// share is the part of the grid given, from 0 to 1.
func checkKind(t *testing.T, spec string, boards int, share float64, lay layer) {
	t.Helper()
	checkBoards(t, spec, boards, share, func(rng *rand.Rand, br *game.Rules) ([]game.Constraint, []int) {
		fill, err := strategy.NewEngine(br, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
		require.NoError(t, err)
		grid := fill.Solve(context.Background(), empty(br)).Solution
		require.NotNil(t, grid)
		return lay(rng, br, grid), grid
	})
}

// checkWhole runs boards random puzzles of spec under the constraints of
// rules, which a random grid would not keep (a rule of the whole board):
// the grid is a random solution of them.
func checkWhole(t *testing.T, spec string, boards int, share float64, rules func(rng *rand.Rand, r *game.Rules) []game.Constraint) {
	t.Helper()
	checkBoards(t, spec, boards, share, func(rng *rand.Rand, br *game.Rules) ([]game.Constraint, []int) {
		cs := rules(rng, br)
		r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
		require.NoError(t, err)
		fill, err := strategy.NewEngine(r, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
		require.NoError(t, err)
		grid := fill.Solve(context.Background(), empty(r)).Solution
		require.NotNil(t, grid, "the rules leave the board a solution")
		return cs, grid
	})
}

// checkBoards runs boards random puzzles of spec, each of the constraints
// and a grid that keeps them, from draw.
func checkBoards(t *testing.T, spec string, boards int, share float64, draw func(rng *rand.Rand, br *game.Rules) ([]game.Constraint, []int)) {
	t.Helper()
	base, err := specs.Builtin(spec)
	require.NoError(t, err)
	br := base.Rules
	rng := rand.New(rand.NewPCG(uint64(boards), 99))
	checked, propagated, propagators, required := 0, 0, 0, 0
	for i := 0; i < boards; i++ {
		cs, grid := draw(rng, br)
		r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
		require.NoError(t, err, "board %d", i)
		require.NoError(t, r.CheckSolution(grid, nil), "board %d: the grid keeps the constraints laid over it", i)
		checkItems(t, r)
		for _, c := range r.Constraints {
			if _, ok := c.(game.Propagator); ok {
				propagators++
			}
		}
		givens := givensOf(rng, grid, share)
		sols := solutions(r, givens, 100)
		require.NotEmpty(t, sols, "board %d", i)
		checkLinks(t, r, sols)
		for _, run := range []strategy.Options{{}, {Techniques: strategy.All()}, {Techniques: strategy.All(), NoGuess: true, Graded: true}} {
			observe := func(b *game.Board, m *game.Move, _ int) {
				if m.Kind != game.Deduction || m.Strategy == "search" {
					return
				}
				if run.Techniques == nil {
					checkReasonings(t, b, sols)
				}
				required += checkRequired(t, b, sols)
				if len(m.Rules) > 0 && len(m.Links) == 0 {
					propagated++
				}
				for _, s := range sols {
					if !agrees(b, s) {
						continue
					}
					checked++
					for _, c := range m.Eliminate {
						assert.NotEqual(t, s[c.Field], c.Value, "board %d: %s takes out %s, which a solution holds", i, m.Strategy, r.Elimination(c))
					}
					for _, c := range m.Place {
						assert.Equal(t, s[c.Field], c.Value, "board %d: %s places %s, which a solution does not", i, m.Strategy, r.Placement(c))
					}
				}
			}
			run.Observe, run.Limit = observe, 100
			e, err := strategy.NewEngine(r, run)
			require.NoError(t, err)
			res := e.Solve(context.Background(), givens)
			if !run.NoGuess {
				require.Equal(t, len(sols), res.Count, "board %d: the engine's count", i)
			}
			if res.Solution != nil {
				require.NoError(t, r.CheckSolution(res.Solution, givens))
			}
		}
	}
	if propagators > 0 {
		assert.Positive(t, propagated, "the rules took candidates out")
	}
	t.Logf("%d boards: %d moves checked against a solution, %d by the rules' propagation, %d required values", boards, checked, propagated, required)
}

// checkRequiredRows checks what constraints of lay require
// (game.Requirer), as checkRequired does, on boards of spec without its
// rows: a rule along a row is no house there, which holds every value
// anyway. Each board is a random grid of the other groups, the
// constraints of lay it keeps, and a share of its values given; the
// engine's propagation and search, to its first 100 solutions, make the
// boards checked.
func checkRequiredRows(t *testing.T, spec string, boards int, share float64, lay layer) {
	t.Helper()
	base, err := specs.Builtin(spec)
	require.NoError(t, err)
	groups := slices.DeleteFunc(base.Rules.GroupSpecs(), func(g game.GroupSpec) bool { return g.Kind == game.GroupRow })
	br, err := game.NewRules(spec, base.Rules.Rows, base.Rules.Cols, nil, base.Rules.Values, groups)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(uint64(boards), 98))
	checked := 0
	for i := range boards {
		fill, err := strategy.NewEngine(br, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
		require.NoError(t, err)
		grid := fill.Solve(context.Background(), empty(br)).Solution
		var cs []game.Constraint
		for _, c := range lay(rng, br, grid) {
			if one, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, groups, c); err == nil && one.CheckSolution(grid, nil) == nil {
				cs = append(cs, c)
			}
		}
		r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, groups, cs...)
		require.NoError(t, err, "board %d", i)
		givens := givensOf(rng, grid, share)
		sols := solutions(r, givens, 100)
		observe := func(b *game.Board, m *game.Move, _ int) {
			if m.Kind == game.Deduction {
				checked += checkRequired(t, b, sols)
			}
		}
		e, err := strategy.NewEngine(r, strategy.Options{Observe: observe, Limit: 100})
		require.NoError(t, err)
		e.Solve(context.Background(), givens)
	}
	assert.Positive(t, checked, "values required")
	t.Logf("%d boards without rows: %d required values checked", boards, checked)
}

// checkRequired checks each constraint that must hold some values
// (game.Requirer) on board b: every value its Required gives is placed
// in none of its cells, and every solution of sols that b allows puts it
// in one of them. It returns how many values it checked.
func checkRequired(t *testing.T, b *game.Board, sols [][]int) int {
	t.Helper()
	r := b.Rules()
	n := 0
	for ci, c := range r.Constraints {
		rq, ok := c.(game.Requirer)
		if !ok {
			continue
		}
		req := rq.Required(b)
		fields := r.ConstraintFields(ci)
		for _, v := range req.Values() {
			n++
			for _, f := range fields {
				require.NotEqual(t, v, b.Value(f), "%s requires %s, placed at %s already", c.Name(), r.Values.Name(v), r.FieldName(f))
			}
			for _, s := range sols {
				if agrees(b, s) {
					require.True(t, slices.ContainsFunc(fields, func(f int) bool { return s[f] == v }), "%s requires %s, which a solution puts in none of its cells", c.Name(), r.Values.Name(v))
				}
			}
		}
	}
	return n
}

// checkLinks checks each link of the constraints (game.Linker): no
// solution of sols holds both its candidates, and the rules' index of
// links has it both ways, with the constraint that makes it.
func checkLinks(t *testing.T, r *game.Rules, sols [][]int) {
	t.Helper()
	for ci, c := range r.Constraints {
		l, ok := c.(game.Linker)
		if !ok {
			continue
		}
		for a, b := range game.LinkedPairs(l) {
			for _, s := range sols {
				if s[a.Field] == a.Value && s[b.Field] == b.Value {
					t.Fatalf("%s links %s and %s, which a solution holds both", c.Name(), r.Placement(a), r.Placement(b))
				}
			}
			if !slices.Contains(slices.Collect(r.Links(a)), b) || !slices.Contains(slices.Collect(r.Links(b)), a) {
				t.Fatalf("%s links %s and %s, but the rules' links lack it", c.Name(), r.Placement(a), r.Placement(b))
			}
			if by := r.LinkedBy(a, b); by < 0 || by > ci {
				t.Fatalf("%s (constraint %d) links %s and %s, but LinkedBy says %d", c.Name(), ci, r.Placement(a), r.Placement(b), by)
			}
		}
	}
}

// checkReasonings checks each constraint that reasons in steps
// (game.Reasoner) on board start: its steps, each asked until none finds
// anything, take out what its Propagate does, asked until it finds
// nothing, and no true value (of sols).
func checkReasonings(t *testing.T, start *game.Board, sols [][]int) {
	t.Helper()
	r := start.Rules()
	var found game.Found
	// run asks ask until it finds nothing; false when it finds b broken.
	run := func(b *game.Board, c game.Constraint, ask func(b *game.Board) bool) bool {
		for range 1000 {
			found.Reset()
			if !ask(b) {
				return false
			}
			if len(found.Eliminate) == 0 {
				return true
			}
			for _, x := range found.Eliminate {
				for _, s := range sols {
					if agrees(b, s) {
						require.NotEqual(t, s[x.Field], x.Value, "%s: its steps take out %s, which a solution holds", c.Name(), r.Elimination(x))
					}
				}
				if !b.Eliminate(x.Field, x.Value) {
					return false
				}
			}
		}
		t.Fatalf("%s: its steps never stop", c.Name())
		return false
	}
	for _, c := range r.Constraints {
		rc, ok := c.(game.Reasoner)
		if !ok {
			continue
		}
		whole, steps := start.Clone(), start.Clone()
		okWhole := run(whole, c, func(b *game.Board) bool { return c.(game.Propagator).Propagate(b, &found) })
		okSteps := run(steps, c, func(b *game.Board) bool {
			for _, step := range c.Kind().Reasonings {
				found.Reset()
				if !rc.Reason(b, step, &found) {
					return false
				}
				if len(found.Eliminate) > 0 {
					return true
				}
			}
			return true
		})
		if !okSteps {
			continue // the steps found the board broken
		}
		require.True(t, okWhole, "%s: Propagate finds the board broken, its steps do not", c.Name())
		for f := range r.NumFields() {
			for _, v := range (steps.Candidates(f) &^ whole.Candidates(f)).Values() {
				t.Fatalf("%s: its steps leave %s, which Propagate takes out", c.Name(), r.Elimination(game.Candidate{Field: f, Value: v}))
			}
		}
	}
}

func empty(r *game.Rules) []int { return constrainttest.Empty(r) }

func agrees(b *game.Board, s []int) bool { return constrainttest.Agrees(b, s) }

func solutions(r *game.Rules, givens []int, limit int) [][]int {
	return constrainttest.Solutions(r, givens, limit)
}

// region returns up to n cells that touch one another, grown from a
// random cell of r by random orthogonal steps.
func region(rng *rand.Rand, r *game.Rules, n int) []game.Pos {
	start := r.Pos(rng.IntN(r.NumFields()))
	cells := []game.Pos{start}
	in := map[game.Pos]bool{start: true}
	for tries := 0; len(cells) < n && tries < 20*n; tries++ {
		c := cells[rng.IntN(len(cells))]
		d := [4][2]int{{0, 1}, {1, 0}, {0, -1}, {-1, 0}}[rng.IntN(4)]
		p := game.Pos{Row: c.Row + d[0], Col: c.Col + d[1]}
		if r.FieldAt(p) < 0 || in[p] {
			continue
		}
		in[p] = true
		cells = append(cells, p)
	}
	return cells
}

// value returns the number of the value grid holds at cell p.
func value(r *game.Rules, grid []int, p game.Pos) int {
	return r.Values.Number(grid[r.FieldAt(p)])
}

// checkItems checks that the items Items writes of r's rules read back,
// through their kinds' Read, to rules that Items writes the same way and
// that have the same names.
func checkItems(t *testing.T, r *game.Rules) {
	t.Helper()
	items, err := constraint.Items(r.Constraints)
	require.NoError(t, err)
	var back []game.Constraint
	for _, it := range items {
		k := constraint.Lookup(constraint.All(), it.Key)
		require.NotNil(t, k, "item of key %s", it.Key)
		args := &fakeArgs{values: map[string]any{}}
		for _, a := range it.Args {
			args.values[a.Key] = a.Value
		}
		back = append(back, k.Read(args)...)
		require.Empty(t, args.errs, "item %v", it)
	}
	r2, err := game.NewRules(r.Name, r.Rows, r.Cols, nil, r.Values, r.GroupSpecs(), back...)
	require.NoError(t, err)
	names := func(cs []game.Constraint) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.Name()
		}
		slices.Sort(out)
		return out
	}
	assert.Equal(t, names(r.Constraints), names(r2.Constraints))
	again, err := constraint.Items(r2.Constraints)
	require.NoError(t, err)
	assert.Equal(t, items, again)
}

// A wholeCount is a board countWhole counts puzzles on: boards puzzles
// of spec, each with a share of a grid's values given.
type wholeCount struct {
	spec   string
	boards int
	share  float64
}

// countWhole checks that the engine counts the solutions of random
// puzzles under a rule of the whole board (rule makes it) as a counter
// here does: every grid of the board's groups alone that agrees with
// the givens, filtered by keeps, the rule as the test writes it apart
// from the kind. Half the givens come from a grid that keeps the rule
// (when the board has one: then some puzzle has a solution), half from
// any grid of the groups. Puzzles
// whose givens leave the groups 5,000 grids or more are left out: on 4x4
// the counter holds every grid of the board (288).
func countWhole(t *testing.T, boards []wholeCount, rule func() game.Constraint, keeps func(r *game.Rules, grid []int) bool) {
	t.Helper()
	for _, tc := range boards {
		t.Run(tc.spec, func(t *testing.T) {
			sp, err := specs.Builtin(tc.spec)
			require.NoError(t, err)
			br := sp.Rules
			r, err := game.NewRules(tc.spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), rule())
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(11, uint64(tc.boards)))
			var counted tally
			kept := false
			for i := range tc.boards {
				from := br
				if i%2 == 0 {
					from = r
				}
				fill, err := strategy.NewEngine(from, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
				require.NoError(t, err)
				grid := fill.Solve(context.Background(), empty(from)).Solution
				if grid == nil {
					continue // no grid keeps the rule
				}
				if from == r {
					kept = true
					require.True(t, keeps(br, grid), "board %d: a grid of the rule keeps it as the test writes it", i)
				}
				givens := givensOf(rng, grid, tc.share)
				plain := solutions(br, givens, 5000)
				if len(plain) == 5000 {
					continue
				}
				want := 0
				for _, s := range plain {
					if keeps(br, s) {
						want++
					}
				}
				e, err := strategy.NewEngine(r, strategy.Options{Limit: 5000})
				require.NoError(t, err)
				res := e.Solve(context.Background(), givens)
				require.Equal(t, want, res.Count, "board %d", i)
				if res.Solution != nil {
					require.NoError(t, r.CheckSolution(res.Solution, givens))
				}
				counted.add(want)
			}
			counted.log(t)
			assert.Greater(t, counted.total, tc.boards/4)
			if kept {
				assert.Positive(t, counted.solved)
			}
		})
	}
}

// solvesAs checks that the puzzle of givens (a line; "" for the spec's
// one puzzle, which may have no givens) under the spec of text has one
// solution, want (a line):
// a published puzzle of a kind, whose setter's answer says the kind
// means what theirs does.
func solvesAs(t *testing.T, text, givens, want string) {
	t.Helper()
	sp, err := specs.Parse("p.yaml", []byte(text))
	require.NoError(t, err)
	r := sp.Rules
	if givens == "" {
		require.Len(t, sp.Puzzles, 1)
		if sp.Puzzles[0].Rules != nil {
			r = sp.Puzzles[0].Rules
		}
		givens = sp.Puzzles[0].Givens
	}
	start := empty(r)
	if givens != "" {
		ps, err := puzzle.ParseString(r, "p", givens)
		require.NoError(t, err)
		require.Len(t, ps, 1)
		start = ps[0].Givens
	}
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), start)
	require.Equal(t, 1, res.Count, "one solution")
	assert.Equal(t, want, puzzle.Line(r, res.Solution))
}

// A tally counts the boards a count test counted: all of them, those with
// a solution, and those with more than one.
type tally struct{ total, solved, many int }

// add counts a board of that many solutions.
func (c *tally) add(solutions int) {
	c.total++
	if solutions > 0 {
		c.solved++
	}
	if solutions > 1 {
		c.many++
	}
}

func (c tally) log(t *testing.T) {
	t.Helper()
	t.Logf("%d boards counted, %d with a solution, %d with more than one", c.total, c.solved, c.many)
}

// worth logs the tally of a count test of boards boards and holds that
// the test was worth it: more than half of them counted, a quarter of
// those with a solution, some with several.
func (c tally) worth(t *testing.T, boards int) {
	t.Helper()
	c.log(t)
	assert.Greater(t, c.total, boards/2)
	assert.Greater(t, c.solved, c.total/4)
	assert.Positive(t, c.many)
}

// givensOf returns givens of grid (a value index per field): each field
// given with chance share, drawn from rng in field order, the rest empty.
func givensOf(rng *rand.Rand, grid []int, share float64) []int {
	givens := game.EmptyGrid(len(grid))
	for f := range givens {
		if rng.Float64() < share {
			givens[f] = grid[f]
		}
	}
	return givens
}
