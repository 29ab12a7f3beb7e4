package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/game"
)

// TestAddChangedGroups: the groups of a list of changes are those of each
// change's field, added to what the set holds.
func TestAddChangedGroups(t *testing.T) {
	onBoards(t, 5, func(t *testing.T, r *game.Rules, rng *rand.Rand) {
		for range 20 {
			changes := make([]game.Change, rng.IntN(8))
			for i := range changes {
				changes[i].Field = rng.IntN(r.NumFields())
			}
			got, want := game.NewGroupSet(r), game.NewGroupSet(r)
			got.Add(0)
			want.Add(0)
			r.AddChangedGroups(got, changes)
			for _, c := range changes {
				r.AddFieldGroups(want, c.Field)
			}
			assert.Equal(t, want, got)
		}
	})
}
