package strategy

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

const (
	easy  = "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3.."
	hard  = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4.."
	clash = "11..............................................................................."
)

func TestEngineOrdersAndSubsets(t *testing.T) {
	r := classic(t)
	want := givens(t, r, firstSolution(t, r, hard))
	orders := [][]string{
		{"LastValue", "PossibleValueForField", "PossibleFieldForValueInGroup"},
		{"PossibleFieldForValueInGroup", "PossibleValueForField", "LastValue"},
		{"LockedCandidates", "PossibleValueForField"},
		{"LastValue"},
		{"PossibleValueForField"},
		{"PossibleFieldForValueInGroup"},
	}
	for _, names := range orders {
		t.Run(strings.Join(names, ","), func(t *testing.T) {
			ss, err := ByNames(names)
			require.NoError(t, err)
			e, err := NewEngine(r, Options{Techniques: ss, Limit: 2})
			require.NoError(t, err)
			res := e.Solve(context.Background(), givens(t, r, hard))
			assert.Equal(t, Unique, res.Status)
			assert.Equal(t, want, res.Solution)
			total := 0
			for i, c := range res.Stats.Moves {
				assert.Equal(t, names[i], c.Strategy)
				total += c.Count
			}
			assert.Positive(t, total)
		})
	}
}

func TestEngineNoGuess(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{NoGuess: true})
	require.NoError(t, err)

	res := e.Solve(context.Background(), givens(t, r, easy))
	assert.Equal(t, Solved, res.Status, "the singles solve this one")
	assert.Zero(t, res.Stats.Guesses)
	assert.Equal(t, res.Stats.Free, res.Stats.BeforeGuess)

	res = e.Solve(context.Background(), givens(t, r, hard))
	assert.Equal(t, Stalled, res.Status)
	assert.Zero(t, res.Stats.Guesses)
	assert.Positive(t, res.Board.Free())
	for f := range r.NumFields() {
		if res.Board.Value(f) == game.Empty {
			assert.GreaterOrEqual(t, res.Board.Candidates(f).Len(), 2, "a stalled board has no naked single")
		}
	}
}

func TestEngineGivensClash(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{Trace: true})
	require.NoError(t, err)
	res := e.Solve(context.Background(), givens(t, r, clash))
	assert.Equal(t, NoSolution, res.Status)
	require.Len(t, res.Trace, 1)
	assert.Equal(t, "1 contradiction r1c2 (the givens clash)", res.Trace[0].String())
}

func TestEngineTrace(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{Trace: true})
	require.NoError(t, err)
	res := e.Solve(context.Background(), givens(t, r, hard))
	require.Equal(t, Solved, res.Status)
	kinds := map[game.MoveKind]int{}
	for i, s := range res.Trace {
		assert.Equal(t, i+1, s.N)
		kinds[s.Kind]++
		if s.Kind == game.Deduction {
			assert.NotEmpty(t, s.Reason, s.String())
		}
	}
	assert.Equal(t, res.Stats.Guesses, kinds[game.Guess])
	assert.Equal(t, res.Stats.Undos, kinds[game.Undo])
	moves := 0
	for _, c := range res.Stats.Moves {
		moves += c.Count
	}
	// Every strategy move is in the trace; the search's own eliminations
	// (one per undo) are too.
	assert.Equal(t, moves+res.Stats.Undos, kinds[game.Deduction])
	assert.Contains(t, res.Trace.String(), "guess")

	// The trace changes nothing: the same solve by the same strategies
	// without it agrees.
	plain, _ := NewEngine(r, Options{Techniques: Default()})
	res2 := plain.Solve(context.Background(), givens(t, r, hard))
	assert.Equal(t, res.Solution, res2.Solution)
	assert.Equal(t, res.Stats.Guesses, res2.Stats.Guesses)
	assert.Empty(t, res2.Trace)
}

// A trace stops at MaxTrace steps, says it was cut, and the solve goes on
// to the same solution.
func TestEngineMaxTrace(t *testing.T) {
	r := classic(t)
	full, err := NewEngine(r, Options{Trace: true})
	require.NoError(t, err)
	all := full.Solve(context.Background(), givens(t, r, hard))
	require.Greater(t, len(all.Trace), 10)
	assert.False(t, all.TraceCut)

	cut, err := NewEngine(r, Options{Trace: true, MaxTrace: 10})
	require.NoError(t, err)
	res := cut.Solve(context.Background(), givens(t, r, hard))
	assert.Equal(t, all.Solution, res.Solution)
	assert.True(t, res.TraceCut)
	require.Len(t, res.Trace, 10)
	for i := range res.Trace {
		assert.Equal(t, all.Trace[i].String(), res.Trace[i].String())
	}
	res = cut.Solve(context.Background(), givens(t, r, hard))
	assert.Len(t, res.Trace, 10, "the bound holds for every solve of the engine")
}

func TestEngineValidatesTechniques(t *testing.T) {
	r := classic(t)
	noNew := *LastValue
	noNew.Name, noNew.New = "NoNew", nil
	noDoc := *LastValue
	noDoc.Name, noDoc.Doc = "NoDoc", ""
	unrated := *LastValue
	unrated.Name, unrated.Difficulty = "Unrated", 0
	loopy := *NishioForcingChain
	loopy.Name = "Loopy"
	loopy.Follows = []*Technique{LastValue, &loopy}
	badFollow := *NishioForcingChain
	badFollow.Name, badFollow.Follows = "BadFollow", []*Technique{LastValue, &noDoc}
	leader := *LastValue
	leader.Name, leader.Follows = "Leader", []*Technique{PossibleValueForField}
	tests := []struct {
		name string
		list []*Technique
		want string
	}{
		{"twice", []*Technique{LastValue, LastValue}, "LastValue is listed twice"},
		{"empty", []*Technique{}, "no strategies"},
		{"nil", []*Technique{LastValue, nil}, "strategy 2 of the list is nil"},
		{"no New", []*Technique{&noNew}, "strategy NoNew has no New"},
		{"no doc", []*Technique{&noDoc}, "strategy NoDoc has no Doc"},
		{"no difficulty", []*Technique{&unrated}, "strategy Unrated has no difficulty"},
		{"follows itself", []*Technique{&loopy}, "strategy Loopy follows: strategy Loopy follows itself"},
		{"follows a bad technique", []*Technique{&badFollow}, "strategy BadFollow follows: strategy NoDoc has no Doc"},
		{"follows without following", []*Technique{&leader}, "strategy Leader: it lists techniques to follow, but its strategy follows none"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewEngine(r, Options{Techniques: tt.list})
			assert.ErrorContains(t, err, tt.want)
		})
	}
	_, err := NewEngine(nil, Options{})
	assert.Error(t, err)
	for _, tech := range All() {
		assert.NoError(t, Validate([]*Technique{tech}), tech.Name)
	}
}

// TestEnginesShareNoState: two engines made from the same technique list,
// solving different puzzles in turn, each agree with a fresh engine.
func TestEnginesShareNoState(t *testing.T) {
	r := classic(t)
	list := []*Technique{LastValue, PossibleValueForField, PossibleFieldForValueInGroup, LockedCandidates}
	a, err := NewEngine(r, Options{Techniques: list, Limit: 2})
	require.NoError(t, err)
	b, err := NewEngine(r, Options{Techniques: list, Limit: 2})
	require.NoError(t, err)
	for i := range 6 {
		e, p := a, hard
		if i%2 == 1 {
			e, p = b, easy
		}
		fresh, _ := NewEngine(r, Options{Techniques: list, Limit: 2})
		want := fresh.Solve(context.Background(), givens(t, r, p))
		got := e.Solve(context.Background(), givens(t, r, p))
		assert.Equal(t, want.Stats, withDuration(got.Stats, want.Stats.Duration))
		assert.Equal(t, want.Solution, got.Solution)
	}
}

func withDuration(s Stats, d time.Duration) Stats {
	s.Duration = d
	return s
}

// TestEngineNext: the next move on a board is the first technique's that
// has one, as a copy, and the board is not changed.
func TestEngineNext(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{Techniques: []*Technique{LockedCandidates, PossibleValueForField}})
	require.NoError(t, err)
	b := game.NewBoard(r)
	for _, f := range []int{9, 10, 11, 18, 19, 20} { // 4 of box 1 lies in row 1
		require.True(t, b.Eliminate(f, 3))
	}
	require.True(t, b.Place(80, 0))
	before := b.Clone()
	m, tech := e.Next(b)
	require.NotNil(t, m)
	assert.Equal(t, LockedCandidates, tech)
	assert.Equal(t, "LockedCandidates", m.Strategy)
	assert.Equal(t, "r1c4-4 r1c5-4 r1c6-4 r1c7-4 r1c8-4 r1c9-4", moveString(r, m))
	assert.Equal(t, "4 in box 1 can only go where it meets row 1", e.Explain(m))
	assert.Equal(t, before.Grid(), b.Grid())
	for f := range r.NumFields() {
		assert.Equal(t, before.Candidates(f), b.Candidates(f))
	}
	again, _ := e.Next(b)
	assert.Equal(t, m, again, "the same board gives the same move")

	e, err = NewEngine(r, Options{})
	require.NoError(t, err)
	m, tech = e.Next(board(t, r, easy))
	require.NotNil(t, m)
	assert.Equal(t, tech.Name, m.Strategy)
	assert.Len(t, m.Place, 1)

	m, tech = e.Next(board(t, r, firstSolution(t, r, hard)))
	assert.Nil(t, m)
	assert.Nil(t, tech)
}

// TestRandomChooser: a seeded Random chooser fills an empty board with a
// valid grid, the same for the same seed and different for another.
func TestRandomChooser(t *testing.T) {
	r := classic(t)
	fill := func(seed uint64) []int {
		e, err := NewEngine(r, Options{Chooser: NewRandom(seed)})
		require.NoError(t, err)
		empty := make([]int, 81)
		for i := range empty {
			empty[i] = game.Empty
		}
		res := e.Solve(context.Background(), empty)
		require.Equal(t, Solved, res.Status)
		require.NoError(t, r.CheckSolution(res.Solution, empty))
		return res.Solution
	}
	assert.Equal(t, fill(1), fill(1))
	assert.NotEqual(t, fill(1), fill(2))

	// Seed starts a chooser again: one engine gives the grids of fresh ones.
	c := NewRandom(7)
	e, err := NewEngine(r, Options{Chooser: c})
	require.NoError(t, err)
	empty := make([]int, 81)
	for i := range empty {
		empty[i] = game.Empty
	}
	for _, seed := range []uint64{2, 1, 2} {
		c.Seed(seed)
		assert.Equal(t, fill(seed), e.Solve(context.Background(), empty).Solution)
	}
}

// TestNoAllocationPerMove: a solve allocates a bounded number of times
// (the result's solution, stats and board copies of new depths), however
// many moves and guesses it makes. The default techniques guess on hard;
// every technique together solves it without a guess.
func TestNoAllocationPerMove(t *testing.T) {
	r := classic(t)
	for _, list := range [][]*Technique{Default(), All()} {
		e, err := NewEngine(r, Options{Techniques: list, Limit: 2})
		require.NoError(t, err)
		g := givens(t, r, hard)
		res := e.Solve(context.Background(), g) // grows the engine's buffers
		require.Equal(t, len(list) == len(Default()), res.Stats.Guesses > 0)
		allocs := testing.AllocsPerRun(20, func() { e.Solve(context.Background(), g) })
		assert.LessOrEqual(t, allocs, 3.0, "allocations per solve of a puzzle with %d guesses", res.Stats.Guesses)
	}
}

func TestEngineTimeout(t *testing.T) {
	// An empty 16x16 board has more solutions than any search can count.
	r := sudokuRules(t, 16, 4, 4)
	e, err := NewEngine(r, Options{Limit: 1 << 30})
	require.NoError(t, err)
	const limit = 100 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	start := time.Now()
	res := e.Solve(ctx, make16Empty())
	assert.Equal(t, Timeout, res.Status)
	assert.Positive(t, res.Count, "solutions found before the deadline are kept")
	// It stops at the deadline: 10 times as long allows for a loaded machine,
	// and is still far short of a search that ignores the deadline.
	assert.Less(t, time.Since(start), 10*limit)

	ctx, cancel = context.WithCancel(context.Background())
	cancel()
	res = e.Solve(ctx, make16Empty())
	assert.Equal(t, Timeout, res.Status)
}

func make16Empty() []int {
	g := make([]int, 256)
	for i := range g {
		g[i] = game.Empty
	}
	return g
}

func TestEngineReuse(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{Limit: 2})
	require.NoError(t, err)
	for _, p := range []string{hard, clash, easy, hard} {
		fresh, _ := NewEngine(r, Options{Limit: 2})
		want := fresh.Solve(context.Background(), givens(t, r, p))
		got := e.Solve(context.Background(), givens(t, r, p))
		assert.Equal(t, want.Status, got.Status)
		assert.Equal(t, want.Solution, got.Solution)
		assert.Equal(t, want.Stats.Guesses, got.Stats.Guesses)
	}
}

// TestEngineChoosesTheMostConstrainedGuess: a field with two candidates
// first; else one of a value's two places in a group; else a field with
// the fewest candidates.
func TestEngineChoosesTheMostConstrainedGuess(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{})
	require.NoError(t, err)
	_ = e
	b := game.NewBoard(r)
	name := func() string {
		g, ok := (&FewestCandidates{}).Choose(b)
		require.True(t, ok)
		s := r.FieldName(g.Field) + "=" + r.Values.Name(g.Value)
		if g.Group >= 0 {
			s += " in " + r.Groups[g.Group].Name
		}
		return s
	}

	assert.Equal(t, "r1c1=1", name(), "empty board: the first field")

	for f := range 7 { // 5 keeps two places in row 1: r1c8 and r1c9
		require.True(t, b.Eliminate(f, 4))
	}
	require.True(t, b.Eliminate(40, 0)) // r5c5 loses 1: eight candidates left
	assert.Equal(t, "r1c8=5 in row 1", name())

	for v := 2; v < 8; v++ { // r5c5 keeps 2 and 9
		require.True(t, b.Eliminate(40, v))
	}
	assert.Equal(t, "r5c5=2", name(), "a field with two candidates comes first")

	// r1c1 gets two candidates too, but a placement in r1c2 leaves it
	// fewer free peers than r5c5 has.
	require.True(t, b.Place(1, 0))
	for v := 2; v < 8; v++ {
		require.True(t, b.Eliminate(0, v))
	}
	assert.Equal(t, "r5c5=2", name(), "of two fields with two candidates, the one with more free peers")
	require.True(t, b.Eliminate(0, 8)) // r1c1 keeps 2 alone
	assert.Equal(t, "r1c1=2", name(), "a field with one candidate left, when no strategy took it")
	b.Eliminate(0, 1) // r1c1 has no candidate left
	g, ok := (&FewestCandidates{}).Choose(b)
	require.True(t, ok)
	assert.Equal(t, 0, g.Field, "a field with no candidate, so that the guess fails at once")
	assert.False(t, b.Candidates(0).Has(g.Value))
}

// SolveBoard goes on from a position with candidates already narrowed: it
// finds the puzzle's solution when they were narrowed rightly, none when a
// true value was taken out, and leaves the position alone.
func TestEngineSolveBoard(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{Limit: 2})
	require.NoError(t, err)
	want := e.Solve(context.Background(), givens(t, r, hard))
	require.Equal(t, Unique, want.Status)
	solution := want.Solution

	b := board(t, r, hard)
	before := b.Clone()
	res := e.SolveBoard(context.Background(), b)
	assert.Equal(t, Unique, res.Status)
	assert.Equal(t, solution, res.Solution)
	assert.Equal(t, before.AllCandidates(), b.AllCandidates(), "the position is not changed")

	// Take a false candidate out: still the one solution.
	for f := range r.NumFields() {
		if c := b.Candidates(f) &^ game.Bit(solution[f]); b.Value(f) == game.Empty && c != 0 {
			require.True(t, b.Eliminate(f, c.Lowest()))
			break
		}
	}
	res = e.SolveBoard(context.Background(), b)
	assert.Equal(t, Unique, res.Status)
	assert.Equal(t, solution, res.Solution)

	// Take a true value out: no solution.
	for f := range r.NumFields() {
		if b.Value(f) == game.Empty && b.Candidates(f).Len() >= 2 {
			require.True(t, b.Eliminate(f, solution[f]))
			break
		}
	}
	res = e.SolveBoard(context.Background(), b)
	assert.Equal(t, NoSolution, res.Status)
}

// MaxGuesses ends a solve that would guess more, as a timeout, the same
// way on every run.
func TestEngineMaxGuesses(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{MaxGuesses: 1})
	require.NoError(t, err)
	empty := make([]int, 81)
	for i := range empty {
		empty[i] = game.Empty
	}
	res := e.Solve(context.Background(), empty)
	assert.Equal(t, Timeout, res.Status)
	assert.Equal(t, 1, res.Stats.Guesses)
	res = e.Solve(context.Background(), givens(t, r, easy))
	assert.Equal(t, Solved, res.Status, "a puzzle the singles solve needs no guess")
}

// nishioPuzzle needs Nishio forcing chains (magictour_top1465).
const nishioPuzzle = ".6.......1...93...5...8.46.4...1......8..6.3...6..5.2....74.9............2..68..7"

// NextContext stops looking when its context ends, inside the forcing
// chains too; a solve that ends there is a time-out, not a stall.
func TestNextContextStops(t *testing.T) {
	r := classic(t)
	e, err := NewEngine(r, Options{Techniques: []*Technique{LastValue, PossibleFieldForValueInGroup, PossibleValueForField, NishioForcingChain, CellForcingChain}, NoGuess: true})
	require.NoError(t, err)
	singles, err := NewEngine(r, Options{NoGuess: true})
	require.NoError(t, err)
	res := singles.Solve(context.Background(), givens(t, r, nishioPuzzle))
	require.Equal(t, Stalled, res.Status)
	b := res.Board.Clone()
	m, _ := e.NextContext(context.Background(), b)
	require.NotNil(t, m, "a forcing chain finds a move there")
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	m, _ = e.NextContext(ctx, b)
	assert.Nil(t, m)
	res = e.Solve(ctx, givens(t, r, nishioPuzzle))
	assert.Equal(t, Timeout, res.Status)
	m, _ = e.Next(b)
	assert.NotNil(t, m, "the next call looks again")
}

// askCounter is a technique whose strategy counts the moves it is asked
// for and, when cancel is set, cancels at its first.
type askCounter struct {
	staleFlag
	asked  *int
	cancel func()
}

func (s *askCounter) DoMove(*game.Board) *game.Move {
	*s.asked++
	if s.cancel != nil {
		s.cancel()
	}
	return nil
}

// TestNextStopsBetweenTechniques: once the context of NextContext ends,
// no technique after the one running is asked.
func TestNextStopsBetweenTechniques(t *testing.T) {
	r := classic(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var first, second int
	tech := func(name string, asked *int, cancel func()) *Technique {
		return &Technique{Name: name, Doc: "counts", Difficulty: 1,
			New: func(*game.Rules) MoveStrategy { return &askCounter{asked: asked, cancel: cancel} }}
	}
	e, err := NewEngine(r, Options{Techniques: []*Technique{tech("Canceller", &first, cancel), tech("Later", &second, nil), PossibleFieldForValueInGroup}})
	require.NoError(t, err)
	b := board(t, r, easy)
	m, _ := e.NextContext(ctx, b)
	assert.Nil(t, m)
	assert.Equal(t, 1, first)
	assert.Zero(t, second, "nothing is asked after the context ends")
	m, got := e.Next(b)
	require.NotNil(t, m, "without an end, the last technique finds its move")
	assert.Equal(t, PossibleFieldForValueInGroup, got)
	assert.Equal(t, 1, second)
}

// TestEngineDefaultsUnderConstraints: the default techniques are the
// three singles; a search of rules with constraints adds LockedCandidates
// (and the implied rules), logic alone (NoGuess) and a list given do not.
func TestEngineDefaultsUnderConstraints(t *testing.T) {
	names := func(r *game.Rules, opts Options) []string {
		e, err := NewEngine(r, opts)
		require.NoError(t, err)
		var out []string
		for _, tech := range e.Techniques() {
			out = append(out, tech.Name)
		}
		return out
	}
	singles := []string{"LastValue", "PossibleValueForField", "PossibleFieldForValueInGroup"}
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	classic := sp.Rules
	sp, err = specs.Parse("killer.yaml", []byte("extends: classic\nconstraints:\n  - killer: {cells: [r1c1, r1c2], sum: 3}\n"))
	require.NoError(t, err)
	killer := sp.Rules
	rules := []string{"KillerCage"} // the rules' propagation, first whatever the list
	assert.Equal(t, singles, names(classic, Options{}))
	assert.Equal(t, slices.Concat(rules, []string{"Implied"}, singles, []string{"LockedCandidates"}), names(killer, Options{}))
	assert.Equal(t, slices.Concat(rules, singles), names(killer, Options{NoGuess: true}))
	assert.Equal(t, slices.Concat(rules, []string{"Implied", "LastValue"}), names(killer, Options{Techniques: []*Technique{LastValue}}))
}

// TestEngineGraded: a graded engine runs each kind's steps
// (game.RuleKind.Reasonings) as techniques of their own, each before the
// first technique that is harder (after those as hard), a kind without steps as one technique
// at its difficulty, and the killers' implied sums as InniesOuties.
func TestEngineGraded(t *testing.T) {
	sp, err := specs.Parse("mix.yaml", []byte(`extends: classic
constraints:
  - killer: {cells: [r1c1, r1c2], sum: 3}
  - thermometer: {cells: [r5c5, r5c6, r5c7]}
`))
	require.NoError(t, err)
	e, err := NewEngine(sp.Rules, Options{Techniques: []*Technique{LastValue, PossibleFieldForValueInGroup, PossibleValueForField, LockedCandidates, NakedPair}, NoGuess: true, Graded: true})
	require.NoError(t, err)
	var got []string
	for _, tech := range e.Techniques() {
		got = append(got, fmt.Sprintf("%s %.1f", tech.Name, tech.Difficulty))
	}
	assert.Equal(t, []string{
		"LastValue 1.0", "PossibleFieldForValueInGroup 1.2", "CageCombinations 1.5",
		"Thermometer 2.0", "PossibleValueForField 2.3", "LockedCandidates 2.6",
		"CageRequiredValue 2.6", "CageHouseValues 2.8", "NakedPair 3.0", "InniesOuties 3.0",
	}, got)
}
