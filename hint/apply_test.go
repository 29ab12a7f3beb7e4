package hint

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// killerSpec holds two 4x4 killers, of cages and a thermometer, one
// without givens; the solution 1234 3421 2143 4312 keeps their rules.
const killerSpec = `name: killer
extends: 4x4
puzzles:
  - name: cages
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
      - killer: {cells: [r2c1, r2c2], sum: 7}
      - killer: {cells: [r3c3, r4c3], sum: 5}
      - thermometer: [r4c2, r4c1]
  - name: a given
    givens: "1..............."
    constraints:
      - killer: {cells: [r3c3, r3c4], sum: 7}
`

// stepped reads the positions of data (as standard input) by sp, makes
// each one's hinted step, and returns the positions with the rules each
// is played by and the boards after the steps.
func stepped(t *testing.T, sp *specs.Spec, data string) ([]*pencil.Position, []*game.Rules, []*game.Board) {
	t.Helper()
	ps, err := ReadPositions(sp, []string{"-"}, strings.NewReader(data))
	require.NoError(t, err)
	var rules []*game.Rules
	var boards []*game.Board
	for _, p := range ps {
		r := sp.Rules
		if p.Rules != nil {
			r = p.Rules
		}
		b, err := p.Board(r)
		require.NoError(t, err)
		h, err := New(r)
		require.NoError(t, err)
		hn, err := h.Next(context.Background(), b)
		require.NoError(t, err)
		require.True(t, b.Apply(hn.Move))
		rules, boards = append(rules, r), append(boards, b)
	}
	return ps, rules, boards
}

// Positions with rules of their own, after their steps, written as a
// spec, read back with their rules, givens and candidates: the spec read
// from standard input, again and again, so that hints chain.
func TestAppliedReadsBack(t *testing.T) {
	four, err := specs.Builtin("4x4")
	require.NoError(t, err)
	data := killerSpec
	for round := range 3 {
		ps, rules, boards := stepped(t, four, data)
		require.Len(t, ps, 2)
		require.True(t, HasOwnRules(ps))
		var a Applied
		for i, p := range ps {
			require.NoError(t, a.Add(i+1, p, rules[i], boards[i]))
		}
		assert.Equal(t, 2, a.Len())
		out, err := a.Spec()
		require.NoError(t, err)
		back, err := ReadPositions(four, []string{"-"}, strings.NewReader(string(out)))
		require.NoError(t, err, "%s", out)
		require.Len(t, back, 2)
		for i, p := range back {
			require.NotNil(t, p.Rules, "round %d, position %d", round, i+1)
			assert.NoError(t, constraint.SameRules(rules[i], p.Rules), "round %d, position %d", round, i+1)
			assert.Equal(t, pencil.Cands(boards[i]), p.Cands, "round %d, position %d", round, i+1)
			assert.Equal(t, ps[i].Given, p.Given, "round %d, position %d: the givens stay givens", round, i+1)
		}
		data = string(out)
	}
}

// The positions of one spec share one board; one of another, or of a
// rule no spec item says, is an error that names it, and is left out.
func TestAppliedRefuses(t *testing.T) {
	four, err := specs.Builtin("4x4")
	require.NoError(t, err)
	six, err := specs.Builtin("6x6")
	require.NoError(t, err)
	ps, rules, boards := stepped(t, four, killerSpec)
	var a Applied
	require.NoError(t, a.Add(3, ps[0], rules[0], boards[0]))
	other := pencil.FromGivens(six.Rules, game.EmptyGrid(36), game.Position{})
	b, err := other.Board(six.Rules)
	require.NoError(t, err)
	err = a.Add(4, other, six.Rules, b)
	assert.ErrorContains(t, err, "position 4: --apply writes the positions of a run as one spec, of one board, and this one has another than position 3 (a board of 6x6, not 4x4)")
	assert.Equal(t, 1, a.Len())

	var none Applied
	out, err := none.Spec()
	assert.NoError(t, err)
	assert.Nil(t, out)
}
