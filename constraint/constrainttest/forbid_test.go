package constrainttest_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// TestForbidSoundness: under random forbidden pairs of candidates (weak
// links of every shape: one value or two, in cells that share a group or
// not; half of them propagated), on boards with several solutions, each
// technique alone never takes out a value that a solution the board still
// allows holds, nor places one that such a solution does not, and the
// engine counts every solution.
func TestForbidSoundness(t *testing.T) {
	if testing.Short() {
		t.Skip("a soundness run over random rules: not in -short")
	}
	for _, tt := range []struct {
		spec   string
		boards int
	}{{"4x4", 30}, {"6x6", 5}} {
		base, err := specs.Builtin(tt.spec)
		require.NoError(t, err)
		br := base.Rules
		rng := rand.New(rand.NewPCG(1, 2))
		checked, linked := 0, 0
		for i := 0; i < tt.boards; {
			var cs []game.Constraint
			for range 3 + rng.IntN(3*br.NumFields()/2) {
				a, b := rng.IntN(br.NumFields()), rng.IntN(br.NumFields())
				if a != b {
					cs = append(cs, constrainttest.NewForbid(br.Pos(a), br.Pos(b), rng.IntN(br.NumValues()), rng.IntN(br.NumValues()), rng.IntN(2) == 0))
				}
			}
			r, err := game.NewRules("forbid", br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
			require.NoError(t, err)
			givens := empty(r)
			for range rng.IntN(r.NumFields() / 3) {
				givens[rng.IntN(r.NumFields())] = rng.IntN(r.NumValues())
			}
			sols := solutions(r, givens, 200)
			if len(sols) < 2 || len(sols) >= 200 {
				continue
			}
			i++
			for _, tech := range strategy.All() {
				if tech.AssumesUnique {
					continue
				}
				observe := func(b *game.Board, m *game.Move, _ int) {
					if m.Kind != game.Deduction || m.Strategy == "search" {
						return
					}
					if len(m.Rules) > 0 && len(m.Links) > 0 {
						linked++
					}
					for _, s := range sols {
						if !agrees(b, s) {
							continue
						}
						checked++
						for _, c := range m.Eliminate {
							assert.NotEqual(t, s[c.Field], c.Value, "%s board %d: %s takes out %s, which a solution holds", tt.spec, i, m.Strategy, r.Elimination(c))
						}
						for _, c := range m.Place {
							assert.Equal(t, s[c.Field], c.Value, "%s board %d: %s places %s, which a solution does not", tt.spec, i, m.Strategy, r.Placement(c))
						}
					}
				}
				e, err := strategy.NewEngine(r, strategy.Options{Techniques: []*strategy.Technique{tech}, Observe: observe, Limit: 1000})
				require.NoError(t, err)
				res := e.Solve(context.Background(), givens)
				require.Equal(t, len(sols), res.Count, "%s board %d with %s", tt.spec, i, tech.Name)
			}
		}
		t.Logf("%s: %d moves checked against a solution, %d chains through a rule's link", tt.spec, checked, linked)
		assert.Positive(t, linked, "the chains read the rules' links")
	}
}
