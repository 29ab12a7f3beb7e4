package game_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/game"
)

// TestAddChangedGroups: the groups of a list of changes are those of each
// change's field, on rules whose groups fit one word and on rules that
// need more.
func TestAddChangedGroups(t *testing.T) {
	for _, tt := range []struct {
		name    string
		n, h, w int
	}{{"9x9, 27 groups", 9, 3, 3}, {"36x36, 108 groups", 36, 6, 6}} {
		t.Run(tt.name, func(t *testing.T) {
			r := sudoku(t, tt.n, tt.h, tt.w)
			rng := rand.New(rand.NewPCG(5, uint64(tt.n)))
			for range 20 {
				changes := make([]game.Change, rng.IntN(8))
				for i := range changes {
					changes[i].Field = rng.IntN(r.NumFields())
				}
				got, want := game.NewGroupSet(r), game.NewGroupSet(r)
				got.Add(0) // kept: the groups are added to what is there
				want.Add(0)
				r.AddChangedGroups(got, changes)
				for _, c := range changes {
					r.AddFieldGroups(want, c.Field)
				}
				assert.Equal(t, want, got)
			}
		})
	}
}
