package hint

import (
	"context"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

// TestAllIsSound lists every step of positions along the hints' paths of
// puzzles with known solutions: each places only true values and
// eliminates only false ones, the list runs easiest first, and it holds
// the step Next gives.
func TestAllIsSound(t *testing.T) {
	r := classic(t)
	h, err := New(r)
	require.NoError(t, err)
	steps, positions := 0, 0
	for _, pz := range known(t, 24, 80) {
		solution := parse(t, r, pz[1])
		b := game.NewBoard(r)
		require.Equal(t, -1, b.Load(parse(t, r, pz[0])))
		for i := 0; ; i++ {
			next, err := h.Next(context.Background(), b)
			if errors.Is(err, ErrSolved) {
				break
			}
			require.NoError(t, err, pz[0])
			if i%7 == 0 {
				all, err := h.All(context.Background(), b)
				require.NoError(t, err, pz[0])
				positions++
				found := false
				for j, s := range all {
					if j > 0 {
						require.LessOrEqual(t, all[j-1].Difficulty, s.Difficulty, "easiest first")
					}
					for _, c := range s.Move.Place {
						require.Equal(t, solution[c.Field], c.Value, "%s: %s", pz[0], s.Text(3))
					}
					for _, c := range s.Move.Eliminate {
						require.NotEqual(t, solution[c.Field], c.Value, "%s: %s", pz[0], s.Text(3))
						require.True(t, b.Candidates(c.Field).Has(c.Value), "an elimination of the position: %s", s.Text(3))
					}
					found = found || s.Technique == next.Technique && s.Text(3) == next.Text(3)
				}
				assert.True(t, found, "%s: Next's step %q is listed", pz[0], next.Text(3))
				assert.LessOrEqual(t, all[0].Difficulty, next.Difficulty)
				steps += len(all)
			}
			require.True(t, b.Apply(next.Move))
		}
	}
	t.Logf("%d steps listed on %d positions", steps, positions)
	assert.Greater(t, steps, 3*positions, "several steps a position")
}

// TestAllListsWhatStands: on a position with two naked pairs in two rows
// and a hidden single, each is listed; the steps the pairs' eliminations
// would make possible are not.
func TestAllListsWhatStands(t *testing.T) {
	r := classic(t)
	h, err := New(r)
	require.NoError(t, err)
	// A classic puzzle's start: its hidden singles are steps of the
	// position; a naked single appears only once some are placed.
	b := game.NewBoard(r)
	require.Equal(t, -1, b.Load(parse(t, r, ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4")))
	all, err := h.All(context.Background(), b)
	require.NoError(t, err)
	hidden := map[[2]int]bool{}
	for g := range r.Groups {
		for v := range r.NumValues() {
			if b.PlacesIn(g, v) == 1 && !b.Placed(g).Has(v) {
				for _, f := range r.Groups[g].Fields {
					if b.Candidates(f).Has(v) && b.Value(f) == game.Empty {
						hidden[[2]int{f, v}] = true
					}
				}
			}
		}
	}
	listed := map[[2]int]bool{}
	for _, s := range all {
		switch s.Technique.Name {
		case "PossibleFieldForValueInGroup":
			listed[[2]int{s.Move.Place[0].Field, s.Move.Place[0].Value}] = true
		case "PossibleValueForField":
			f := s.Move.Place[0].Field
			assert.Equal(t, 1, b.Candidates(f).Len(), "a naked single listed stands: %s", s.Text(3))
		}
	}
	require.NotEmpty(t, hidden)
	assert.Equal(t, hidden, listed, "every hidden single of the position, and no other")
}
