package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestEveryKindDeclaresItsAbilities: every kind of rule a spec can make,
// those a kind makes besides its own (a dot's negative rule) and those
// the rules imply (a killer's sums) included, declares the abilities of
// its rules, and they have them: NewRules checks it for the rules it
// binds, and this test for the implied ones, which it binds apart. The
// rules are those of the page's board of many kinds, of negative rules,
// and of each registered kind's example.
func TestEveryKindDeclaresItsAbilities(t *testing.T) {
	sp, err := specs.Load("../web/testdata/every-kind.yaml")
	require.NoError(t, err)
	negative, err := specs.Parse("negative.yaml", []byte(`extends: classic
constraints:
  - xv: {negative: true}
  - kropki: {negative: true}
  - nonconsecutive
  - antiking
  - killer: {cells: [r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7, r1c8], sum: 40}
`))
	require.NoError(t, err)
	rules := []*game.Rules{sp.Rules, negative.Rules}
	for _, k := range constraint.All() {
		ex, err := specs.Parse(k.Key+".yaml", []byte("extends: classic\nconstraints:\n  - "+k.Example+"\n"))
		require.NoError(t, err, k.Key)
		rules = append(rules, ex.Rules)
	}
	seen := map[string]bool{}
	for _, r := range rules {
		for _, c := range append(r.Constraints, r.Implied()...) {
			k := c.Kind()
			seen[k.Name] = true
			assert.NotZero(t, k.Abilities, "%s declares no abilities", k.Name)
			assert.Equal(t, k.Abilities, game.AbilitiesOf(c), "%s (%T)", k.Name, c)
		}
	}
	for _, want := range []string{"KillerCage", "ImpliedSum", "KropkiNegative", "XVNegative", "NonConsecutive", "AntiKing", "AntiKnight"} {
		assert.True(t, seen[want], "the specs make a rule of %s", want)
	}
}
