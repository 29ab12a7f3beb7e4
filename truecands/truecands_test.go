package truecands_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/truecands"
)

// TestFind: the true candidates are the values of every solution, found
// here by listing them all, whether the solutions are fewer than the
// limit or far more; a Finder used for puzzle after puzzle finds them
// too.
func TestFind(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	r := sp.Rules
	rng := rand.New(rand.NewPCG(5, 6))
	finders := map[int]*truecands.Finder{}
	for _, limit := range []int{1, 3, 1000} {
		finders[limit], err = truecands.New(r, limit)
		require.NoError(t, err)
	}
	for i := range 60 {
		givens := constrainttest.Empty(r)
		for range rng.IntN(6) {
			givens[rng.IntN(r.NumFields())] = rng.IntN(r.NumValues())
		}
		all := constrainttest.Solutions(r, givens, 1000)
		want := make([]game.ValueSet, r.NumFields())
		uses := make([][]int32, r.NumFields())
		for f := range uses {
			uses[f] = make([]int32, r.NumValues())
		}
		for _, s := range all {
			for f, v := range s {
				want[f] |= game.Bit(v)
				uses[f][v]++
			}
		}
		for _, limit := range []int{1, 3, 1000} {
			got, err := truecands.Find(context.Background(), r, givens, limit)
			require.NoError(t, err)
			assert.Equal(t, want, got.Cands, "puzzle %d, limit %d", i, limit)
			again, err := finders[limit].Find(context.Background(), givens)
			require.NoError(t, err)
			assert.Equal(t, got, again, "puzzle %d, limit %d, by a Finder used before", i, limit)
			if len(all) < limit {
				assert.Equal(t, len(all), got.Count)
				assert.False(t, got.Cut)
				assert.Equal(t, uses, got.Uses, "puzzle %d, limit %d: the solutions holding each candidate", i, limit)
			} else {
				assert.Equal(t, limit, got.Count)
				assert.True(t, got.Cut, "at least the limit")
				for f, us := range got.Uses {
					for v, n := range us {
						assert.Equal(t, want[f].Has(v), n >= 1, "puzzle %d, limit %d: field %d value %d used %d times, at most %d", i, limit, f, v, n, uses[f][v])
						assert.LessOrEqual(t, n, uses[f][v])
					}
				}
			}
		}
	}
}

func TestFindStops(t *testing.T) {
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = truecands.Find(ctx, sp.Rules, constrainttest.Empty(sp.Rules), 10)
	assert.ErrorIs(t, err, context.Canceled)
	var stop *truecands.StopError
	require.ErrorAs(t, err, &stop)
	assert.Zero(t, stop.Found)
}

// TestStopError: a stop says how far the search got, in its words, not
// the context's.
func TestStopError(t *testing.T) {
	tests := []struct {
		name string
		err  truecands.StopError
		want string
	}{
		{"before a solution", truecands.StopError{Err: context.Canceled},
			"stopped counting solutions before one was found: the true candidates are not known"},
		{"while counting", truecands.StopError{Found: 1234, Err: context.DeadlineExceeded},
			"stopped counting solutions after 1234, so there are at least 1234: the true candidates are not all known"},
		{"while trying candidates", truecands.StopError{Found: 1000, Checked: 12, Free: 1200, Err: context.Canceled},
			"stopped after trying the candidates of 12 of the 1200 free fields, with at least 1000 solutions: the true candidates are not all known"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.err.Error())
			assert.ErrorIs(t, &tt.err, tt.err.Err)
		})
	}
}
