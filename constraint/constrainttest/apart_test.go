package constrainttest_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// The path of a rule kind end to end, with Apart: a spec states it, the
// rules bind it, the engine propagates it and checks every solution
// against it, the trace names it, counting agrees with a counter written
// here, and the chains read its links.

const fourSpec = `name: apart4
values: 1-4
groups:
  - rows
  - columns
  - boxes: 2x2
constraints:
  - apart: {cells: [r1c1, r1c2], by: 2}
  - apart: {cells: [r2c3, r2c4], by: 3}
  - apart: {cells: [r1c1, r4c4], by: 2}
`

func load(t *testing.T, text string) *specs.Spec {
	t.Helper()
	sp, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("apart.yaml", []byte(text))
	require.NoError(t, err)
	return sp
}

// count counts the solutions of givens, up to limit.
func count(r *game.Rules, givens []int, limit int) int { return len(solutions(r, givens, limit)) }

func solutions(r *game.Rules, givens []int, limit int) [][]int {
	return constrainttest.Solutions(r, givens, limit)
}

func empty(r *game.Rules) []int { return constrainttest.Empty(r) }

func TestApartSpec(t *testing.T) {
	sp := load(t, fourSpec)
	r := sp.Rules
	require.Len(t, r.Constraints, 3)
	assert.Equal(t, []*game.RuleKind{game.AllDifferent, constrainttest.ApartRule}, r.Kinds())
	assert.Equal(t, "pair r1c1 r1c2 apart by 2", r.Constraints[0].Name())
	assert.Equal(t, []int{0, 1}, r.ConstraintFields(0))
	assert.Equal(t, []int{0, 2}, r.FieldConstraints(0))
	// r1c1 r1c2 and r2c3 r2c4 lie in a row already: only r1c1 r4c4 makes
	// a group of its own.
	var rule []string
	for _, g := range r.Groups {
		if g.Kind == game.GroupRule {
			rule = append(rule, fmt.Sprintf("%s %d", g.Name, g.Rule))
		}
	}
	assert.Equal(t, []string{"pair r1c1 r4c4 apart by 2 2"}, rule)
	assert.Contains(t, sp.Format(), "constraints: 3\n  pair r1c1 r1c2 apart by 2 (Apart): r1c1 r1c2\n")
	assert.True(t, r.Excludes(game.Candidate{Field: 0, Value: 0}, game.Candidate{Field: 1, Value: 0}), "the cells differ")
	assert.True(t, r.Excludes(game.Candidate{Field: 0, Value: 1}, game.Candidate{Field: 1, Value: 2}), "2 and 3 are 1 apart")
	assert.False(t, r.Excludes(game.Candidate{Field: 0, Value: 0}, game.Candidate{Field: 1, Value: 2}), "1 and 3 are 2 apart")
}

// TestApartCounts: the engine counts the solutions of random puzzles with
// random Apart rules as the counter here does, and every solution it
// gives keeps every rule.
func TestApartCounts(t *testing.T) {
	sp := load(t, fourSpec)
	base := sp.Rules
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range 200 {
		var lines []string
		for range 1 + rng.IntN(6) {
			f := rng.IntN(base.NumFields())
			nb := base.Peers(f)[rng.IntN(len(base.Peers(f)))]
			lines = append(lines, fmt.Sprintf("  - apart: {cells: [%s, %s], by: %d}", base.FieldName(f), base.FieldName(nb), 1+rng.IntN(3)))
		}
		text := strings.SplitAfter(fourSpec, "constraints:\n")[0] + strings.Join(lines, "\n") + "\n"
		s, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("apart.yaml", []byte(text))
		require.NoError(t, err, text)
		r := s.Rules
		givens := empty(r)
		for range rng.IntN(5) {
			givens[rng.IntN(r.NumFields())] = rng.IntN(r.NumValues())
		}
		if puzzle.CheckGivens(r, givens) != nil {
			continue
		}
		want := count(r, givens, 3)
		e, err := strategy.NewEngine(r, strategy.Options{Limit: 3})
		require.NoError(t, err)
		res := e.Solve(context.Background(), givens)
		assert.Equal(t, want, res.Count, "puzzle %d: %v\n%s", i, givens, text)
		if res.Count > 0 {
			assert.NoError(t, r.CheckSolution(res.Solution, givens), "puzzle %d", i)
		}
	}
}

// TestApartTrace: on a puzzle with one solution the rules' propagation
// runs whatever techniques are chosen, every move it makes keeps the
// solution, and the trace names the rule as its reason and evidence.
func TestApartTrace(t *testing.T) {
	r := load(t, fourSpec).Rules
	givens := empty(r)
	givens[0] = 0 // r1c1 = 1
	solution := solutionOf(t, r, givens)
	// More givens from the solution, from the last field back, until it
	// is the only one.
	for f := r.NumFields() - 1; count(r, givens, 2) > 1; f-- {
		givens[f] = solution[f]
	}
	for _, techs := range [][]*strategy.Technique{nil, {strategy.LastValue}, strategy.All()} {
		observe := func(b *game.Board, m *game.Move, _ int) {
			if m.Kind != game.Deduction || m.Strategy == "search" || !agrees(b, solution) {
				return // under a wrong guess, or when the search goes on past the solution, anything may go
			}
			for _, c := range m.Eliminate {
				assert.NotEqual(t, solution[c.Field], c.Value, "%s removes the solution's %s", m.Strategy, r.Elimination(c))
			}
			for _, c := range m.Place {
				assert.Equal(t, solution[c.Field], c.Value, "%s places %s", m.Strategy, r.Placement(c))
			}
		}
		e, err := strategy.NewEngine(r, strategy.Options{Techniques: techs, Trace: true, Limit: 2, Observe: observe})
		require.NoError(t, err)
		assert.Equal(t, "Apart", e.Techniques()[0].Name, "the rule's propagation comes first")
		res := e.Solve(context.Background(), givens)
		require.Equal(t, strategy.Unique, res.Status)
		assert.Equal(t, solution, res.Solution)
		var apart []game.Step
		for _, st := range res.Trace {
			if st.Strategy == "Apart" {
				apart = append(apart, st)
			}
		}
		require.NotEmpty(t, apart, "the rule took candidates out")
		for _, st := range apart {
			require.Len(t, st.Rules, 1, st.String())
			rule := st.Rules[0]
			assert.Equal(t, game.StepRule{Name: r.Constraints[rule.Index].Name(), Kind: "Apart", Index: rule.Index}, rule)
			assert.Equal(t, "by "+rule.Name, st.Reason)
			assert.NotEmpty(t, st.Eliminate)
			assert.Empty(t, st.Place, "a propagation only takes candidates out")
			assert.Regexp(t, `^\d+ Apart( r\dc\d-\d)+ \(by pair r\dc\d r\dc\d apart by \d\)$`, st.String())
			data, err := json.Marshal(st)
			require.NoError(t, err)
			assert.Contains(t, string(data), fmt.Sprintf(`"rules":[{"name":%q,"kind":"Apart","index":%d}]`, rule.Name, rule.Index))
		}
		assert.Equal(t, "Apart", res.Stats.Moves[0].Strategy)
	}
}

func agrees(b *game.Board, s []int) bool { return constrainttest.Agrees(b, s) }

func solutionOf(t *testing.T, r *game.Rules, givens []int) []int {
	t.Helper()
	e, err := strategy.NewEngine(r, strategy.Options{})
	require.NoError(t, err)
	res := e.Solve(context.Background(), givens)
	require.Equal(t, strategy.Solved, res.Status)
	return res.Solution
}

// unpropagated is an Apart rule without its propagation: only its Check
// and its group keep it. Its kind is Apart's without the abilities it
// lacks.
type unpropagated struct{ c game.Constraint }

var unpropagatedRule = func() *game.RuleKind {
	k := *constrainttest.ApartRule
	k.Abilities = 0
	return &k
}()

func (u unpropagated) Kind() *game.RuleKind { return unpropagatedRule }
func (u unpropagated) Name() string         { return u.c.Name() }
func (u unpropagated) Cells() []game.Pos    { return u.c.Cells() }
func (u unpropagated) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	b, err := u.c.Bind(fields, r)
	return unpropagated{b}, err
}
func (u unpropagated) Check(g game.Grid) error { return u.c.Check(g) }

// TestEngineChecksSolutions: a rule the engine cannot propagate still
// holds in every solution it gives, since it checks each full board
// against every rule before it takes it.
func TestEngineChecksSolutions(t *testing.T) {
	sp := load(t, fourSpec)
	vals := sp.Rules.Values
	gs := sp.Rules.GroupSpecs()
	a := game.Pos{Row: 0, Col: 0}
	b := game.Pos{Row: 1, Col: 1}
	propagated, err := game.NewRules("p", 4, 4, nil, vals, gs, constrainttest.NewApart(a, b, 3))
	require.NoError(t, err)
	checked, err := game.NewRules("c", 4, 4, nil, vals, gs, unpropagated{constrainttest.NewApart(a, b, 3)})
	require.NoError(t, err)
	_, ok := checked.Constraints[0].(game.Propagator)
	require.False(t, ok, "the rule bound to the game does not propagate")
	want := count(propagated, empty(propagated), 1000)
	require.Positive(t, want)
	for _, r := range []*game.Rules{propagated, checked} {
		e, err := strategy.NewEngine(r, strategy.Options{Limit: 1000, Trace: true})
		require.NoError(t, err)
		res := e.Solve(context.Background(), empty(r))
		assert.Equal(t, want, res.Count, r.Name)
		if r == checked {
			assert.Positive(t, res.Stats.Contradictions, "full boards that break the rule are refused")
			assert.Contains(t, res.Trace.String(), "contradiction (pair r1c1 r2c2 apart by 3: r1c1 holds")
		}
	}
}

func TestApartErrors(t *testing.T) {
	tests := []struct{ name, item, want string }{
		{"one cell", "- apart: {cells: [r1c1], by: 2}", "apart.yaml:8:20: apart is about two cells, not 1"},
		{"by zero", "- apart: {cells: [r1c1, r1c2], by: 0}", "apart.yaml:8:38: by is at least 1, not 0"},
		{"no by", "- apart: {cells: [r1c1, r1c2]}", "apart.yaml:8:12: apart needs by: write e.g. - apart: {cells: [r1c1, r1c2], by: 2}"},
		{"unknown key", "- apart: {cells: [r1c1, r1c2], by: 2, far: 1}", "apart.yaml:8:41: unknown key \"far\" in apart"},
		{"bad cell", "- apart: {cells: [r1c1, x], by: 2}", "apart.yaml:8:27: cell \"x\": write cells as r<row>c<col>"},
		{"off the board", "- apart: {cells: [r1c1, r9c9], by: 2}", "apart.yaml:8:27: r9c9 is outside the 4x4 board"},
		{"unknown kind", "- aprt: {cells: [r1c1, r1c2], by: 2}", "apart.yaml:8:5: unknown constraint kind \"aprt\": did you mean \"apart\"? the kinds are "},
	}
	head := strings.SplitAfter(fourSpec, "constraints:\n")[0]
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("apart.yaml", []byte(head+"  "+tt.item+"\n"))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	words := strings.Replace(fourSpec, "values: 1-4", "values: [a, b, c, d]", 1)
	_, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("apart.yaml", []byte(words))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "apart.yaml:8:5: the values are not all whole numbers")
	_, err = specs.Parse("apart.yaml", []byte(fourSpec))
	require.Error(t, err, "a reader that does not know the kind")
	assert.Contains(t, err.Error(), `apart.yaml:8:5: unknown constraint kind "apart"`)
}

// TestConstraintCellIsNoHole: a cell that only a constraint covers is a
// field of the board, not a hole.
func TestConstraintCellIsNoHole(t *testing.T) {
	sp := load(t, `name: gap
size: 2x3
values: 1-3
groups:
  - cells: [r1c1, r1c2, r1c3]
  - cells: [r2c1, r2c2]
constraints:
  - apart: {cells: [r2c2, r2c3], by: 1}
`)
	assert.Equal(t, 6, sp.Rules.NumFields())
	assert.GreaterOrEqual(t, sp.Rules.FieldAt(game.Pos{Row: 1, Col: 2}), 0)
}

// TestApartSoundness: on random 6x6 puzzles with random Apart rules that
// a random grid keeps, and one solution, no move of any technique (the
// chains reading the rules' links among them) and no move of the rules'
// propagation takes out a value of the solution; and the chains do use
// the links.
func TestApartSoundness(t *testing.T) {
	base, err := specs.Builtin("6x6")
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(11, 12))
	linked, checked := 0, 0
	for i := range 60 {
		fill, err := strategy.NewEngine(base.Rules, strategy.Options{Chooser: strategy.NewRandom(uint64(i))})
		require.NoError(t, err)
		grid := fill.Solve(context.Background(), empty(base.Rules)).Solution
		require.NotNil(t, grid)
		r := base.Rules
		var lines []string
		for range 4 + rng.IntN(8) {
			f, g := rng.IntN(r.NumFields()), rng.IntN(r.NumFields())
			d := r.Values.Number(grid[f]) - r.Values.Number(grid[g])
			d = max(d, -d)
			if f == g || d < 1 {
				continue
			}
			lines = append(lines, fmt.Sprintf("  - apart: {cells: [%s, %s], by: %d}", r.FieldName(f), r.FieldName(g), 1+rng.IntN(d)))
		}
		text := "extends: 6x6\nconstraints:\n" + strings.Join(lines, "\n") + "\n"
		sp, err := specs.Loader{Kinds: constrainttest.Kinds}.Parse("apart.yaml", []byte(text))
		require.NoError(t, err, text)
		rules := sp.Rules
		require.NoError(t, rules.CheckSolution(grid, nil), "the grid keeps the rules")
		givens := empty(rules)
		for f := range givens {
			if rng.IntN(4) == 0 {
				givens[f] = grid[f]
			}
		}
		for f := 0; count(rules, givens, 2) > 1; f++ {
			givens[f] = grid[f]
		}
		observe := func(b *game.Board, m *game.Move, _ int) {
			if m.Kind != game.Deduction || m.Strategy == "search" || !agrees(b, grid) {
				return
			}
			checked++
			if len(m.Rules) > 0 && len(m.Links) > 0 {
				linked++
			}
			for _, c := range m.Eliminate {
				assert.NotEqual(t, grid[c.Field], c.Value, "puzzle %d: %s removes the solution's %s\n%s", i, m.Strategy, rules.Elimination(c), text)
			}
			for _, c := range m.Place {
				assert.Equal(t, grid[c.Field], c.Value, "puzzle %d: %s places %s\n%s", i, m.Strategy, rules.Placement(c), text)
			}
		}
		// Every technique, easiest first; and the chains alone, which
		// then find what the singles would.
		chains := []*strategy.Technique{strategy.XChain, strategy.XYChain, strategy.AIC, strategy.GroupedAIC}
		for _, techs := range [][]*strategy.Technique{strategy.All(), chains} {
			e, err := strategy.NewEngine(rules, strategy.Options{Techniques: techs, Observe: observe})
			require.NoError(t, err)
			res := e.Solve(context.Background(), givens)
			require.Equal(t, strategy.Solved, res.Status)
			assert.Equal(t, grid, res.Solution)
		}
	}
	t.Logf("%d moves checked, %d of them chains through a rule's link", checked, linked)
	assert.Positive(t, linked, "the chains read the rules' links")
}

// TestApartRatedAndHinted: a rating and a hint take the rules'
// propagation as a step like any technique's, rated at its kind's
// difficulty.
func TestApartRatedAndHinted(t *testing.T) {
	r := load(t, fourSpec).Rules
	givens := empty(r)
	givens[0] = 0
	solution := solutionOf(t, r, givens)
	for f := r.NumFields() - 1; count(r, givens, 2) > 1; f-- {
		givens[f] = solution[f]
	}
	rt, err := rate.New(r, rate.Options{Trace: true})
	require.NoError(t, err)
	rating, err := rt.Rate(context.Background(), givens)
	require.NoError(t, err)
	require.True(t, rating.Rated(), "status %s", rating.Status)
	assert.Equal(t, solution, rating.Solution)
	apart := 0
	for i, st := range rating.Trace {
		if st.Strategy == "Apart" {
			apart++
			assert.Equal(t, constrainttest.ApartRule.Difficulty, rating.StepRatings[i])
		}
	}
	assert.Positive(t, apart, "the path takes the rule's propagation")

	h, err := hint.New(r)
	require.NoError(t, err)
	b := game.NewBoard(r)
	require.Equal(t, -1, b.Load(givens))
	next, err := h.Next(context.Background(), b)
	require.NoError(t, err)
	assert.Equal(t, "Apart", next.Technique.Name, "the rule's propagation comes before any technique")
	assert.Equal(t, "by "+r.Constraints[next.Move.Rules[0]].Name(), next.Step.Reason)
	assert.Equal(t, []string{r.Constraints[next.Move.Rules[0]].Name()}, next.AreaNames(), "the hint points at the constraint")
	assert.Contains(t, next.Text(1), "look at "+r.Constraints[next.Move.Rules[0]].Name())
}

// TestApartWithValues: a spec written with other values keeps its rules,
// bound again to the new numbers; values that are words refuse them.
func TestApartWithValues(t *testing.T) {
	sp := load(t, fourSpec)
	moved, err := sp.WithValues("5-8")
	require.NoError(t, err)
	require.Len(t, moved.Rules.Constraints, len(sp.Rules.Constraints))
	n := count(sp.Rules, empty(sp.Rules), 1000)
	require.Less(t, n, 1000)
	assert.Equal(t, n, count(moved.Rules, empty(moved.Rules), 1000), "the same differences, the same solutions")
	assert.NotSame(t, sp.Rules.Constraints[0], moved.Rules.Constraints[0], "each Rules binds its own")
	_, err = sp.WithValues("a b c d")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "--values \"a b c d\": constraint 1: the values are not all whole numbers")
}

// TestForcingChainBrokenByRule: a forcing chain whose branch a rule's
// propagation breaks names the rule, in its evidence and its words.
func TestForcingChainBrokenByRule(t *testing.T) {
	r := load(t, "extends: 4x4\nconstraints:\n  - apart: {cells: [r1c1, r2c3], by: 2}\n").Rules
	b := game.NewBoard(r)
	require.Equal(t, -1, b.Load(empty(r)))
	keep := func(cell string, vals ...int) {
		p, err := game.ParsePos(cell)
		require.NoError(t, err)
		f := r.FieldAt(p)
		var set game.ValueSet
		for _, v := range vals {
			set |= game.Bit(v - 1)
		}
		for c := b.Candidates(f) &^ set; c != 0; c &= c - 1 {
			require.True(t, b.Eliminate(f, c.Lowest()))
		}
	}
	keep("r1c1", 1, 3)
	keep("r2c3", 1, 3)
	keep("r1c3", 1, 2)
	// The dynamic chain's first contradiction is the rule's.
	s, err := strategy.NewStrategy(r, strategy.DynamicForcingChain)
	require.NoError(t, err)
	s.Reset(b)
	m := s.DoMove(b)
	require.NotNil(t, m)
	require.Equal(t, []int{0}, m.Rules, "the rule that broke the branch is evidence")
	text := strategy.DynamicForcingChain.Explain(r, m)
	assert.Contains(t, text, "pair r1c1 r2c3 apart by 2 cannot hold")
	assert.Contains(t, text, "by singles, locked candidates and pairs, with the rules", "the branches follow the rules too")
	assert.NotContains(t, text, "has no value left")
	assert.Equal(t, "pair r1c1 r2c3 apart by 2", game.NewStep(r, 1, 0, m, text).Rules[0].Name)
	// Nishio's is one of a value's own singles, which no rule helped.
	s, err = strategy.NewStrategy(r, strategy.NishioForcingChain)
	require.NoError(t, err)
	s.Reset(b)
	m = s.DoMove(b)
	require.NotNil(t, m)
	assert.Empty(t, m.Rules)
	assert.Contains(t, strategy.NishioForcingChain.Explain(r, m), "then, by singles, r")
}

// TestTechniqueNamedAsRule: a technique may not take the name of a rule
// kind of the game, whose propagation runs under that name anyway.
func TestTechniqueNamedAsRule(t *testing.T) {
	r := load(t, fourSpec).Rules
	clash := *strategy.LastValue
	clash.Name = "apart"
	_, err := strategy.NewEngine(r, strategy.Options{Techniques: []*strategy.Technique{&clash}})
	assert.EqualError(t, err, "strategy apart has the name of a rule kind of the game, whose propagation runs anyway: rename it")
}
