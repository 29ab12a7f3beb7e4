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

// TestGroupsHolding: the groups holding every field of the lists are
// those whose fields include them all, counted group by group; no fields
// give none.
func TestGroupsHolding(t *testing.T) {
	onBoards(t, 5, func(t *testing.T, r *game.Rules, rng *rand.Rand) {
		for range 30 {
			a := []int{rng.IntN(r.NumFields())}
			// A second list from a's peers, or anywhere.
			var b []int
			if peers := r.Peers(a[0]); len(peers) > 0 && rng.IntN(3) > 0 {
				b = append(b, peers[rng.IntN(len(peers))])
			} else {
				b = append(b, rng.IntN(r.NumFields()))
			}
			var want []int
			for g := range r.Groups {
				set := r.GroupSet(g)
				if set.Has(a[0]) && set.Has(b[0]) {
					want = append(want, g)
				}
			}
			assert.Equal(t, want, r.GroupsHolding(a, b))
		}
		assert.Empty(t, r.GroupsHolding(nil, []int{}))
	})
}
