package strategy

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
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
		{LastValueName, PossibleValueForFieldName, PossibleFieldForValueInGroupName},
		{PossibleFieldForValueInGroupName, PossibleValueForFieldName, LastValueName},
		{LastValueName},
		{PossibleValueForFieldName},
		{PossibleFieldForValueInGroupName},
	}
	for _, names := range orders {
		t.Run(strings.Join(names, ","), func(t *testing.T) {
			ss, err := ByNames(names)
			require.NoError(t, err)
			e, err := NewEngine(r, Options{Strategies: ss, Limit: 2})
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
	kinds := map[game.Kind]int{}
	for i, s := range res.Trace {
		assert.Equal(t, i+1, s.N)
		kinds[s.Kind]++
		if s.Kind == game.Place {
			assert.NotEmpty(t, s.Reason, s.String())
		}
	}
	assert.Equal(t, res.Stats.Guesses, kinds[game.Guess])
	assert.Equal(t, res.Stats.Undos, kinds[game.Undo])
	placed := 0
	for _, c := range res.Stats.Moves {
		placed += c.Count
	}
	// Every strategy move is in the trace; the search's own eliminations
	// (one per undo) are too.
	assert.Equal(t, placed+res.Stats.Undos, kinds[game.Place]+kinds[game.Eliminate])
	assert.Contains(t, res.Trace.String(), "guess")

	// The trace changes nothing: the same solve without it agrees.
	plain, _ := NewEngine(r, Options{})
	res2 := plain.Solve(context.Background(), givens(t, r, hard))
	assert.Equal(t, res.Solution, res2.Solution)
	assert.Equal(t, res.Stats.Guesses, res2.Stats.Guesses)
	assert.Empty(t, res2.Trace)
}

func TestEngineValidatesStrategies(t *testing.T) {
	r := classic(t)
	_, err := NewEngine(r, Options{Strategies: []MoveStrategy{NewLastValue(), NewLastValue()}})
	assert.ErrorContains(t, err, "LastValue is listed twice")
	_, err = NewEngine(r, Options{Strategies: []MoveStrategy{}})
	assert.ErrorContains(t, err, "no strategies")
	_, err = NewEngine(nil, Options{})
	assert.Error(t, err)
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
	assert.Less(t, time.Since(start), 2*limit)

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
	b := e.board
	name := func(f, v, g int) string {
		s := r.FieldName(f) + "=" + r.Values.Name(v)
		if g >= 0 {
			s += " in " + r.Groups[g].Name
		}
		return s
	}

	b.Clear()
	assert.Equal(t, "r1c1=1", name(e.choose()), "empty board: the first field")

	b.Clear()
	for f := range 7 { // 5 keeps two places in row 1: r1c8 and r1c9
		require.True(t, b.Eliminate(f, 4))
	}
	require.True(t, b.Eliminate(40, 0)) // r5c5 loses 1: eight candidates left
	assert.Equal(t, "r1c8=5 in row 1", name(e.choose()))

	for v := 2; v < 8; v++ { // r5c5 keeps 2 and 9
		require.True(t, b.Eliminate(40, v))
	}
	assert.Equal(t, "r5c5=2", name(e.choose()), "a field with two candidates comes first")
}
