package strategy

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

// forumHardest reads the first n puzzles of the forum's hardest list with
// their solutions (fewer with -short), skipping the test without
// ../shared/data.
func forumHardest(t *testing.T, r *game.Rules, n int) []known {
	t.Helper()
	if testing.Short() {
		n = max(n/5, 1)
	}
	return readUnique(t, r, filepath.Join(sharedData, "classic/forum_hardest_1905_11plus.txt"), n)
}

// TestDynamicSound checks every move of the dynamic and nested forcing
// chains against the solution on the forum's hardest, with only the
// singles before them, so that they make most of the moves.
func TestDynamicSound(t *testing.T) {
	r := classic(t)
	puzzles := forumHardest(t, r, 25)
	techs := []*Technique{LastValue, PossibleFieldForValueInGroup, PossibleValueForField, DynamicForcingChain, NestedForcingChain}
	made := map[string]int{}
	e, err := NewEngine(r, Options{Techniques: techs, NoGuess: true, Observe: func(_ *game.Board, m *game.Move, _ int) { made[m.Strategy]++ }})
	require.NoError(t, err)
	for _, k := range puzzles {
		res := e.Solve(context.Background(), givens(t, r, k.puzzle))
		require.Equal(t, Solved, res.Status, "%s: the singles and the two chains solve it without a guess", k.puzzle)
	}
	moves := checkSound(t, r, techs, false, puzzles)
	assert.Positive(t, made[DynamicForcingChain.Name])
	assert.Positive(t, made[NestedForcingChain.Name])
	t.Logf("%d puzzles, %d moves checked, %v", len(puzzles), moves, made)
}

// TestHumanSolvesForumHardest: the human preset solves the forum's
// hardest by reasoning alone, each move checked against the solution.
func TestHumanSolvesForumHardest(t *testing.T) {
	r := classic(t)
	humanSolves(t, r, forumHardest(t, r, 10))
}

// humanSolves checks that every technique together solves each puzzle
// without a guess, and that each of their moves agrees with its solution.
func humanSolves(t *testing.T, r *game.Rules, puzzles []known) {
	t.Helper()
	e, err := NewEngine(r, Options{Techniques: All(), NoGuess: true, AssumeUnique: true})
	require.NoError(t, err)
	for _, k := range puzzles {
		res := e.Solve(context.Background(), givens(t, r, k.puzzle))
		assert.Equal(t, Solved, res.Status, k.puzzle)
	}
	checkSound(t, r, All(), true, puzzles)
}

// TestHumanSolves16x16: over 16x16's groups too the human preset, with
// dynamic and nested forcing chains, solves by reasoning alone the first
// five puzzles of a list where the forcing chains by singles left four to
// a guess, each move checked against the solution that the other
// techniques and the search find. (Solving by sound steps alone proves a
// puzzle has one solution; the singles' search takes seconds on these.)
func TestHumanSolves16x16(t *testing.T) {
	r := sudokuRules(t, 16, 4, 4)
	n := 5
	if testing.Short() {
		n = 2
	}
	data, err := os.ReadFile(filepath.Join(sharedData, "sizes/16x16_test4.1g.txt"))
	if os.IsNotExist(err) {
		t.Skip("the 16x16 list needs ../shared/data beside the repository")
	}
	require.NoError(t, err)
	others := slices.DeleteFunc(All(), func(t *Technique) bool { return t == DynamicForcingChain || t == NestedForcingChain })
	search, err := NewEngine(r, Options{Techniques: others})
	require.NoError(t, err)
	var puzzles []known
	for _, line := range strings.Fields(string(data))[:n] {
		res := search.Solve(context.Background(), givens(t, r, line))
		require.Equal(t, Solved, res.Status, line)
		sol := ""
		for _, v := range res.Solution {
			sol += r.Values.Name(v)
		}
		requireSolves(t, r, line, sol)
		puzzles = append(puzzles, known{line, sol})
	}
	humanSolves(t, r, puzzles)
}

// TestNestedStopsSoon: a search through nested chains that the solve's
// context cancels ends well before one left to run: on a position of a
// puzzle with several solutions, where it spends its whole budget. The
// work is counted in the moves the inner chains ask of their first
// strategy, and the context is cancelled after a twentieth of a whole
// search's, so that how fast the machine runs does not matter.
func TestNestedStopsSoon(t *testing.T) {
	r := classic(t)
	techs := []*Technique{LastValue, PossibleFieldForValueInGroup, PossibleValueForField, NestedForcingChain}
	singles, err := NewEngine(r, Options{Techniques: All(), NoGuess: true})
	require.NoError(t, err)
	res := singles.Solve(context.Background(), givens(t, r, "."+hard[1:]))
	require.Equal(t, Stalled, res.Status)
	e, err := NewEngine(r, Options{Techniques: techs, NoGuess: true})
	require.NoError(t, err)
	var nested *forcing
	for _, s := range e.loop.strats {
		if f, ok := s.(*forcing); ok && f.inner != nil {
			nested = f
		}
	}
	require.NotNil(t, nested, "the engine runs nested chains")
	inner := nested.inner.follows // the loop the nested search follows its branches through
	work := &countMoves{MoveStrategy: inner.strats[0]}
	inner.strats[0] = work
	m, _ := e.Next(res.Board.Clone())
	require.Nil(t, m, "nested chains find nothing where the puzzle has several solutions")
	full := work.calls
	require.GreaterOrEqual(t, full, 100, "a whole search does enough work to stop within it")
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	work.calls, work.stopAt, work.stop = 0, full/20, cancel
	m, _ = e.NextContext(ctx, res.Board.Clone())
	assert.Nil(t, m)
	assert.Less(t, work.calls, full/2, "a whole search asks for %d moves", full)
	t.Logf("a whole search asks for %d moves, one cancelled after %d for %d", full, full/20, work.calls)
}

// countMoves counts the moves its strategy is asked for, and calls stop
// when asked for the stopAt-th.
type countMoves struct {
	MoveStrategy
	calls, stopAt int
	stop          func()
}

func (c *countMoves) DoMove(b *game.Board) *game.Move {
	c.calls++
	if c.calls == c.stopAt {
		c.stop()
	}
	return c.MoveStrategy.DoMove(b)
}

// Rewind rewinds the strategy, or resets one that cannot rewind, as the
// forcing chains do with the strategies of a branch.
func (c *countMoves) Rewind(b *game.Board) {
	if rw, ok := c.MoveStrategy.(Rewinder); ok {
		rw.Rewind(b)
		return
	}
	c.MoveStrategy.Reset(b)
}

// nestedChain makes a NestedForcingChain's strategy as the engine does,
// with the loop its branches follow.
func nestedChain(t *testing.T, r *game.Rules) *forcing {
	t.Helper()
	st, err := NewStrategy(r, NestedForcingChain)
	require.NoError(t, err)
	s := st.(*forcing)
	require.NotNil(t, s.inner, "the branches follow a nested search")
	return s
}

// TestNestedStops: a nested search asked to stop makes no inner follow.
func TestNestedStops(t *testing.T) {
	r := classic(t)
	b := board(t, r, nishioPuzzle)
	s := nestedChain(t, r)
	s.Reset(b)
	done := make(chan struct{})
	s.setDone(done)
	s.inner.budget = 10
	close(done)
	assert.Nil(t, s.inner.DoMove(b))
	assert.Equal(t, 10, s.inner.budget, "no follow after the stop")
	assert.Nil(t, s.DoMove(b))
}

// TestNestedBudget: a nested search that has spent its budget takes no
// candidate out, however many break.
func TestNestedBudget(t *testing.T) {
	r := classic(t)
	b := board(t, r, nishioPuzzle)
	s := nestedChain(t, r)
	s.inner.budget = 0
	assert.Nil(t, s.inner.DoMove(b))
	s.inner.budget = 1 << 20
	m := s.inner.DoMove(b)
	require.NotNil(t, m, "a candidate of the board breaks it through singles")
	assert.Len(t, m.Eliminate, 1)
	assert.Equal(t, m.Eliminate, m.Premises, "the candidate it breaks on is its premise")
	require.NotEmpty(t, m.Links, "with the steps by which it breaks")
	for _, l := range m.Links {
		assert.Equal(t, m.Premises[0], nodeCandidate(l.From))
	}
}

// TestNestedBudgetWhereStallsEnd: a search's nested chains get their
// share of nestedBudget; where a stall ends the solve (an engine that
// does not guess), at least the square of the candidates left, up to a
// cap; and an engine that guesses does not tell its chains so.
func TestNestedBudgetWhereStallsEnd(t *testing.T) {
	r := classic(t)
	s := nestedChain(t, r)
	empty := game.NewBoard(r)
	assert.Equal(t, nestedBudget/81, s.budgetOn(empty))
	s.stallEnds()
	assert.Equal(t, 729*729, s.budgetOn(empty), "81 fields of 9 candidates")
	b := board(t, r, nishioPuzzle)
	c := 0
	for f := range 81 {
		if b.Value(f) == game.Empty {
			c += b.Candidates(f).Len()
		}
	}
	assert.Equal(t, max(nestedBudget/81, c*c), s.budgetOn(b))
	big := sudokuRules(t, 16, 4, 4)
	s16 := nestedChain(t, big)
	s16.stallEnds()
	assert.Equal(t, maxFinalGrowth*(nestedBudget/256), s16.budgetOn(game.NewBoard(big)), "4,096 candidates: the cap")
	for _, noGuess := range []bool{false, true} {
		e, err := NewEngine(r, Options{Techniques: []*Technique{NestedForcingChain}, NoGuess: noGuess})
		require.NoError(t, err)
		chains := 0
		for _, st := range e.loop.strats {
			if f, ok := st.(*forcing); ok {
				chains++
				assert.Equal(t, noGuess, f.final, "NoGuess %v", noGuess)
			}
		}
		assert.Equal(t, 1, chains)
	}
}

// TestRateDynamic: a dynamic chain's rating grows with the length of its
// branches, each placement counted twice and each elimination once, that
// of a nested chain too, but not the nested chain's own placements.
func TestRateDynamic(t *testing.T) {
	r := classic(t)
	node := func(f int) game.Node { return game.Node{Fields: []int{f}} }
	link := func(from, to int, implies bool) game.Link {
		return game.Link{From: node(from), To: node(to), Implies: implies}
	}
	// Premise r1c1; the nested chain of r1c3 places at r1c4 to r1c7.
	nested := []game.Link{link(0, 1, true), link(0, 2, false), link(2, 3, true), link(2, 4, true), link(2, 5, true), link(2, 6, true)}
	for _, tt := range []struct {
		name  string
		links []game.Link
		want  float64
	}{
		{"no step", nil, 9.0},
		{"two placements", []game.Link{link(0, 1, true), link(0, 2, true)}, 9.0},
		{"two placements and an elimination", []game.Link{link(0, 1, true), link(0, 2, true), link(0, 3, false)}, 9.1},
		{"three placements", []game.Link{link(0, 1, true), link(0, 2, true), link(0, 3, true)}, 9.1},
		{"a placement and a nested elimination", nested, 9.0},
		{"and one more placement", append(nested, link(0, 7, true)), 9.1},
	} {
		m := &game.Move{Evidence: game.Evidence{Links: tt.links, Premises: []game.Candidate{{Field: 0}}}}
		assert.InDelta(t, tt.want, DynamicForcingChain.RateMove(r, m), 1e-9, tt.name)
		assert.InDelta(t, tt.want+0.5, NestedForcingChain.RateMove(r, m), 1e-9, tt.name)
	}
	long := make([]game.Link, 1<<14)
	for i := range long {
		long[i] = link(0, 1+i%80, true)
	}
	assert.Equal(t, NestedForcingChain.Max(), NestedForcingChain.RateMove(r, &game.Move{Evidence: game.Evidence{Links: long, Premises: []game.Candidate{{Field: 0}}}}))
}

// TestNestedProofText: a nested chain's proof writes each of its steps as
// what it is, a placement or an elimination (which only a rule's
// propagation makes there), and says the rules took part.
func TestNestedProofText(t *testing.T) {
	r := classic(t)
	node := func(f int) game.Node { return game.Node{Fields: []int{f}} }
	m := &game.Move{Eliminate: []game.Candidate{{Field: 0}}, Evidence: game.Evidence{
		Premises: []game.Candidate{{Field: 0}},
		Links: []game.Link{
			{From: node(0), To: node(1), Implies: true},
			{From: node(0), To: node(2)},
			{From: node(2), To: node(3), Implies: true},
			{From: node(2), To: node(4)},
		},
		Fields: []int{0, 5},
	}}
	assert.Contains(t, NestedForcingChain.Explain(r, m), "r1c2=1, r1c3-1 [r1c3=1 breaks by singles and the rules: r1c4=1, r1c5-1]")
	m.Links = m.Links[:3]
	assert.Contains(t, NestedForcingChain.Explain(r, m), "r1c2=1, r1c3-1 [r1c3=1 breaks by singles: r1c4=1]")
}

// TestNestedStartsAtLastFound: a search through nested chains starts at
// the field of the contradiction it found last, where the fields before
// it had none (they are tried again last), and at the first field after a
// Reset.
func TestNestedStartsAtLastFound(t *testing.T) {
	r := classic(t)
	b := pencilBoard(t, r, []string{
		"9 8 [124] 7 [135] [123] 6 [1245] [2345]",
		"7 5 [126] [1369] 4 [12369] [2389] [129] [2389]",
		"[1246] [1246] 3 [1569] [1569] 8 [2459] 7 [2459]",
		"5 [1246] [12468] [1689] [1689] 7 [2489] 3 [2489]",
		"[1268] [12367] 9 4 [13568] [136] [2578] [256] [2578]",
		"[468] [3467] [4678] [35689] 2 [369] 1 [4569] [45789]",
		"3 [2467] [24678] [689] [6789] [469] [24579] [2459] 1",
		"[1246] 9 [12467] [136] [1367] 5 [2347] 8 [2347]",
		"[148] [147] 5 2 [13789] [1349] [3479] [49] 6",
	})
	s := nestedChain(t, r)
	s.Reset(b)
	first := s.DoMove(b)
	require.NotNil(t, first)
	f := first.Premises[0].Field
	assert.Equal(t, f, s.from, "the next search starts where this one found")
	s.from = f + 1
	s.Reset(b)
	assert.Equal(t, 0, s.from, "a reset starts at the first field")
	s.from = f + 1
	next := s.DoMove(b)
	require.NotNil(t, next)
	assert.NotEqual(t, f, next.Premises[0].Field, "the search starts after the field")
}
