package hint

import (
	"bufio"
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

func classic(t testing.TB) *game.Rules {
	t.Helper()
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	return sp.Rules
}

func parse(t testing.TB, r *game.Rules, text string) []int {
	t.Helper()
	ps, err := puzzle.ParseString(r, "test", text)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	return ps[0].Givens
}

// known reads every stride-th puzzle of sound.txt, up to n, with its
// solution: the file runs from 17-clue puzzles to the forum's hardest.
func known(t testing.TB, n, stride int) [][2]string {
	f, err := os.Open("../testdata/classic/sound.txt")
	require.NoError(t, err)
	defer f.Close()
	var out [][2]string
	sc := bufio.NewScanner(f)
	for i := 0; sc.Scan() && len(out) < n; {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if i++; (i-1)%stride != 0 {
			continue
		}
		p, s, ok := strings.Cut(line, ":")
		require.True(t, ok, line)
		out = append(out, [2]string{p, s})
	}
	return out
}

// TestEveryHintIsSound follows the hints from the givens of puzzles with
// known solutions, to the end or until the techniques stall: every hint
// places only true values and eliminates only false ones.
func TestEveryHintIsSound(t *testing.T) {
	r := classic(t)
	h, err := New(r)
	require.NoError(t, err)
	puzzles := known(t, 100, 20)
	hints, stalled := 0, 0
	for _, pz := range puzzles {
		solution := parse(t, r, pz[1])
		b := game.NewBoard(r)
		require.Equal(t, -1, b.Load(parse(t, r, pz[0])))
		for {
			hint, err := h.Next(context.Background(), b)
			if errors.Is(err, ErrSolved) {
				break
			}
			if errors.Is(err, ErrStalled) {
				stalled++
				break
			}
			require.NoError(t, err, pz[0])
			require.True(t, hint.Unique)
			for _, c := range hint.Move.Place {
				require.Equal(t, solution[c.Field], c.Value, "%s: %s", pz[0], hint.Text(3))
			}
			for _, c := range hint.Move.Eliminate {
				require.NotEqual(t, solution[c.Field], c.Value, "%s: %s", pz[0], hint.Text(3))
			}
			hints++
			require.True(t, b.Apply(hint.Move), hint.Text(3))
		}
	}
	t.Logf("%d hints on %d puzzles, %d stalled", hints, len(puzzles), stalled)
	assert.Greater(t, hints, 3000)
	assert.Zero(t, stalled, "nested forcing chains solve even the forum's hardest")
}

// TestLevels writes a hint at each level: each says more than the one
// before, ending with the deduction.
func TestLevels(t *testing.T) {
	r := classic(t)
	h, err := New(r)
	require.NoError(t, err)
	b := game.NewBoard(r)
	require.Equal(t, -1, b.Load(parse(t, r, "................12...345........1.....6.......73...5.....4..37.12...8...9........")))
	hint, err := h.Next(context.Background(), b)
	require.NoError(t, err)
	assert.Equal(t, "PossibleFieldForValueInGroup (1.2, easy): look at box 4\n", hint.Text(1))
	assert.Equal(t, "PossibleFieldForValueInGroup (1.2, easy): look at box 4; value 1 in r5c2\n", hint.Text(2))
	assert.Equal(t, "PossibleFieldForValueInGroup (1.2, easy): look at box 4; value 1 in r5c2\nr5c2=1 (only field for 1 in box 4)\n", hint.Text(3))
}

// TestForcingChainLevels: a forcing chain's hint points at what it
// assumes, not at where the contradiction shows: the refuted candidate's
// box, then the candidate.
func TestForcingChainLevels(t *testing.T) {
	r := classic(t)
	h, err := New(r)
	require.NoError(t, err)
	b := game.NewBoard(r)
	// One of the forum's hardest: the first step is a nested forcing chain
	// refuting 2 in r1c3, whose contradiction shows in box 9.
	require.Equal(t, -1, b.Load(parse(t, r, "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6")))
	hint, err := h.Next(context.Background(), b)
	require.NoError(t, err)
	require.Equal(t, []game.Candidate{{Field: 2, Value: 1}}, hint.Move.Premises)
	assert.Equal(t, "NestedForcingChain (10.4, extreme): look at box 1\n", hint.Text(1))
	assert.Equal(t, "NestedForcingChain (10.4, extreme): look at box 1; value 2 in r1c3\n", hint.Text(2))
}

// TestPositions: a solved position, one with no solution and one with
// several get no hint, or a hint that needs no uniqueness.
func TestPositions(t *testing.T) {
	r := classic(t)
	h, err := New(r)
	require.NoError(t, err)
	pz := known(t, 1, 1)[0]
	solution := parse(t, r, pz[1])

	b := game.NewBoard(r)
	require.Equal(t, -1, b.Load(solution))
	_, err = h.Next(context.Background(), b)
	assert.ErrorIs(t, err, ErrSolved)

	b = game.NewBoard(r)
	require.Equal(t, -1, b.Load(parse(t, r, pz[0])))
	for f, v := range solution {
		if b.Value(f) == game.Empty {
			require.True(t, b.Eliminate(f, v))
			break
		}
	}
	_, err = h.Next(context.Background(), b)
	assert.ErrorIs(t, err, ErrNoSolution)

	b = game.NewBoard(r)
	hint, err := h.Next(context.Background(), b)
	require.ErrorIs(t, err, ErrSeveral, "an empty board: nothing to deduce, and many solutions")
	assert.Nil(t, hint)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	b = game.NewBoard(r)
	require.Equal(t, -1, b.Load(parse(t, r, pz[0])))
	_, err = h.Next(ctx, b)
	assert.ErrorIs(t, err, ErrInterrupted, "cancelled")
	ctx, cancel = context.WithDeadline(context.Background(), time.Now())
	defer cancel()
	_, err = h.Next(ctx, b)
	assert.ErrorIs(t, err, ErrTimeout, "past its deadline")
}
