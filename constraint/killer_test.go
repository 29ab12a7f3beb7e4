package constraint_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// killers lays cages of 1 to 4 cells whose values differ in grid, with
// their totals (some without), over part of the board.
func killers(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	used := map[game.Pos]bool{}
	for range r.NumFields() / 3 {
		cells := region(rng, r, 1+rng.IntN(4))
		seen := map[int]bool{}
		sum, ok := 0, true
		for _, p := range cells {
			v := grid[r.FieldAt(p)]
			ok = ok && !seen[v] && !used[p]
			seen[v] = true
			sum += value(r, grid, p)
		}
		if !ok {
			continue
		}
		for _, p := range cells {
			used[p] = true
		}
		out = append(out, constraint.NewKiller(cells, sum, rng.IntN(6) > 0))
	}
	return out
}

func TestKillerSound(t *testing.T) {
	checkKind(t, "4x4", 40, 0.1, killers)
	checkKind(t, "6x6", 15, 0.25, killers)
}

func TestKillerCheck(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	br := sp.Rules
	p := func(r, c int) game.Pos { return game.Pos{Row: r - 1, Col: c - 1} }
	r, err := game.NewRules("k", 4, 4, nil, br.Values, br.GroupSpecs(), constraint.NewKiller([]game.Pos{p(1, 1), p(2, 2)}, 5, true))
	require.NoError(t, err)
	g := empty(r)
	assert.NoError(t, r.CheckConstraints(game.GridOf(g)), "an empty cage")
	g[0] = 0
	assert.NoError(t, r.CheckConstraints(game.GridOf(g)), "a cage not full yet")
	g[5] = 3
	assert.NoError(t, r.CheckConstraints(game.GridOf(g)), "1+4")
	g[5] = 2
	assert.EqualError(t, r.CheckConstraints(game.GridOf(g)), "cage 5 at r1c1 r2c2: its cells add up to 4")
	assert.Equal(t, "5", r.Constraints[0].(game.Labeler).Label())
}

func TestKillerErrors(t *testing.T) {
	tests := []struct{ name, item, want string }{
		{"too large", "- killer: {cells: [r1c1, r1c2], sum: 20}", "no 2 different values add up to 20: 2 different values add up to 3 to 17"},
		{"too small", "- killer: {cells: [r1c1, r1c2, r1c3], sum: 5}", "no 3 different values add up to 5"},
		{"no cells", "- killer: {sum: 5}", "killer needs cells"},
		{"cells repeat", "- killer: {cells: [r1c1, r1c1], sum: 3}", "r1c1 is listed twice"},
		{"words", "- killer: {cells: [r1c1, r1c2], sum: x}", "sum is a whole number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := specs.Parse("k.yaml", []byte("extends: classic\nconstraints:\n  "+tt.item+"\n"))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			assert.Contains(t, err.Error(), "k.yaml:3:", "at the item's line")
		})
	}
	_, err := specs.Parse("k.yaml", []byte("extends: colors\nconstraints:\n  - killer: {cells: [r1c1, r1c2], sum: 3}\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "the values are not all whole numbers")
	_, err = specs.Parse("k.yaml", []byte("extends: colors\nconstraints:\n  - killer: {cells: [r1c1, r1c2]}\n"))
	assert.NoError(t, err, "a cage without a total needs no numbers")
	big, err := specs.Parse("k.yaml", []byte("extends: 16x16\nvalues: 1-16\nconstraints:\n  - killer: {cells: [r1c1, r1c2, r1c3, r1c4, r2c1, r2c2, r2c3, r2c4, r3c1, r3c2, r3c3, r3c4, r4c1, r4c2, r4c3, r4c4], sum: 136}\n"))
	require.NoError(t, err, "a box of 16x16 as a cage of 136")
	assert.Len(t, big.Rules.Constraints, 1)
}

// TestKillerExplain: a cage keeps its combinations' values, a value every
// combination holds leaves the cells that see each cell of the cage that
// can hold it, and goes in its one cell when only one can take it.
func TestKillerExplain(t *testing.T) {
	r := parseOne(t, "4x4", "killer: {cells: [r1c1, r1c2], sum: 7}")
	text, elims := explainMove(t, r, "")
	assert.Equal(t, []string{"r1c1-1", "r1c1-2", "r1c2-1", "r1c2-2", "r1c3-3", "r1c4-3", "r2c1-3", "r2c2-3", "r1c3-4", "r1c4-4", "r2c1-4", "r2c2-4"}, elims)
	assert.Equal(t, "cage 7 at r1c1 r1c2: combination 3+4; 1 leaves r1c1 r1c2, 2 leaves r1c1 r1c2; "+
		"each in every combination, 3 leaves r1c3 r1c4 r2c1 r2c2, 4 leaves r1c3 r1c4 r2c1 r2c2, seeing every cell of the cage that can hold it", text)

	r = parseOne(t, "4x4", "killer: {cells: [r1c1, r2c1], sum: 3}")
	_, elims = explainMove(t, r, "r1c3=1")
	assert.Subset(t, elims, []string{"r2c1-2", "r2c1-3", "r2c1-4"}, "1 has one place in the cage")
	assert.NotContains(t, elims, "r2c1-1")
}
