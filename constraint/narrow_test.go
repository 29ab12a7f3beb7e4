package constraint_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestNarrowAsPropagate: the arrows and little killers, which narrow for
// the search kernel over their cells' values alone (game.Narrower), keep
// there what their Propagate keeps on a board of the same candidates:
// random rules over random grids, at random positions (some values
// placed, some candidates taken out, the grid's kept).
func TestNarrowAsPropagate(t *testing.T) {
	base, err := specs.Builtin("classic")
	require.NoError(t, err)
	br := base.Rules
	rng := rand.New(rand.NewPCG(5, 6))
	for _, lay := range []layer{arrows(true), littleKillers(2)} {
		asked, narrowed := 0, 0
		for board := range 20 {
			grid := randomGrid(t, br, rng)
			r, err := game.NewRules("classic", br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), lay(rng, br, grid)...)
			require.NoError(t, err)
			for range 5 {
				b := game.NewBoard(r)
				for f, v := range givensOf(rng, grid, 0.2) {
					if v != game.Empty {
						b.Place(f, v)
					}
				}
				for range 60 {
					f, v := rng.IntN(r.NumFields()), rng.IntN(r.NumValues())
					if v != grid[f] && b.Value(f) == game.Empty && b.Candidates(f).Len() > 2 {
						b.Eliminate(f, v)
					}
				}
				for ci, c := range r.Constraints {
					n, ok := c.(game.Narrower)
					if !ok {
						continue
					}
					fields := r.ConstraintFields(ci)
					cands := make([]game.ValueSet, len(fields))
					for i, f := range fields {
						cands[i] = b.Candidates(f)
					}
					before := slices.Clone(cands)
					var scratch, found game.Found
					_, nok := n.Narrow(cands, 0, &scratch)
					pok := c.(game.Propagator).Propagate(b, &found)
					require.Equal(t, pok, nok, "board %d, %s: Narrow and Propagate disagree on whether it holds", board, c.Name())
					asked++
					if !pok {
						continue
					}
					kept := slices.Clone(before)
					for _, e := range found.Eliminate {
						kept[slices.Index(fields, e.Field)] &^= game.Bit(e.Value)
					}
					require.Equal(t, kept, cands, "board %d, %s: what Narrow keeps", board, c.Name())
					if !slices.Equal(before, cands) {
						narrowed++
					}
				}
			}
		}
		require.Greater(t, narrowed, asked/20, "rules that narrowed, of %d asked", asked)
		t.Logf("%d asked, %d narrowed", asked, narrowed)
	}
}
