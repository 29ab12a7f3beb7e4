package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// leaperKeeps is the rule, written here apart from the kind: no two
// cells of grid whose rows differ by m and columns by n, or rows by n and
// columns by m, hold the same value.
func leaperKeeps(m, n int) func(r *game.Rules, grid []int) bool {
	return func(r *game.Rules, grid []int) bool {
		for f := range grid {
			for g := range f {
				p, q := r.Pos(f), r.Pos(g)
				dr, dc := abs(p.Row-q.Row), abs(p.Col-q.Col)
				if (dr == m && dc == n || dr == n && dc == m) && grid[f] == grid[g] {
					return false
				}
			}
		}
		return true
	}
}

func TestLeaperSound(t *testing.T) {
	checkWhole(t, "6x6", 15, 0.2, alone(func() game.Constraint { return constraint.NewLeaper(1, 3) }))
	checkWhole(t, "classic", 3, 0.3, alone(func() game.Constraint { return constraint.NewLeaper(2, 3) }))
}

// TestLeaperCounts: the engine counts random puzzles under leapers as a
// counter that knows the rule as leaperKeeps says it.
func TestLeaperCounts(t *testing.T) {
	for _, mn := range [][2]int{{1, 3}, {2, 3}, {0, 2}, {1, 1}} {
		m, n := mn[0], mn[1]
		t.Run(constraint.NewLeaper(m, n).Name(), func(t *testing.T) {
			countWhole(t, []wholeCount{{"4x4", 30, 0.1}, {"6x6", 20, 0.4}}, func() game.Constraint { return constraint.NewLeaper(m, n) }, leaperKeeps(m, n))
		})
	}
}

func TestLeaperCheck(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewLeaper(3, 1))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"a knight's move", []string{"r5c5=5", "r7c4=5"}, ""},
		{"a camel's leap", []string{"r5c5=5", "r6c8=5"}, "anti-leaper (1, 3): r5c5 and r6c8, a (1, 3) leap apart, both hold 5"},
		{"up and left", []string{"r5c5=5", "r2c4=5"}, "anti-leaper (1, 3): r2c4 and r5c5, a (1, 3) leap apart, both hold 5"},
		{"different values", []string{"r5c5=5", "r6c8=6"}, ""},
	})
	f := r.FieldAt(pos(t, "r5c5"))
	assert.Len(t, r.Peers(f), len(builtin(t, "classic").Peers(f))+8, "r5c5's camel's leaps, all outside its box")
	require.Empty(t, constraint.NewLeaper(1, 3).Cells(), "its cells are the board's, found when bound")
	zebra := rulesOf(t, "classic", constraint.NewLeaper(2, 3))
	assert.Len(t, zebra.Constraints[0].(game.Differ).Differ(), 2*2*7*6, "every zebra's leap of the board")
	king := rulesOf(t, "classic", constraint.NewLeaper(1, 1), constraint.NewLeaper(0, 1))
	assert.Len(t, king.Groups, len(builtin(t, "classic", constraint.NewAntiKing()).Groups), "two leapers make anti-king's groups")
}

func TestLeaperErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"negative", "- leaper: {m: -1, n: 2}", "-1,", "m counts the rows or columns a leap goes, 0 or more, not -1"},
		{"n negative", "- leaper: {m: 1, n: -3}", "-3}", "n counts the rows or columns a leap goes, 0 or more, not -3"},
		{"nowhere", "- leaper: {m: 0, n: 0}", "{m", "a leap of (0, 0) stays on its cell: give m or n above 0, {m: 1, n: 2} for a knight's move"},
		{"no n", "- leaper: {m: 1}", "{m", "leaper needs n: write e.g. - leaper: {m: 1, n: 3}"},
		{"no argument", "- leaper", "leaper", "leaper needs m: write e.g. - leaper: {m: 1, n: 3}"},
		{"a word", "- leaper: {m: one, n: 2}", "one", "m is a whole number"},
		{"unknown key", "- leaper: {m: 1, n: 2, by: 3}", "by", `unknown key "by" in leaper`},
		{"off the board", "- leaper: {m: 1, n: 9}", "", "no two cells of the 9x9 board are a (1, 9) leap apart, so anti-leaper (1, 9) would say nothing"},
	})
	_, err := game.NewRules("b", 4, 4, nil, builtin(t, "4x4").Values, builtin(t, "4x4").GroupSpecs(), constraint.NewLeaper(0, -2))
	assert.ErrorContains(t, err, "a leap of (-2, 0) is no move: its rows and columns are 0 or more, and not both 0", "a rule made in Go is refused when bound")
}

// TestLeaperItem: the rule writes as the item it is read from, the
// smaller of m and n first, and f-puzzles cannot hold it.
func TestLeaperItem(t *testing.T) {
	for _, tc := range []struct{ item, want string }{
		{constraint.Leaper.Example, constraint.Leaper.Example},
		{"leaper: {m: 3, n: 2}", "leaper: {m: 2, n: 3}"},
		{"leaper: {n: 0, m: 2}", "leaper: {m: 0, n: 2}"},
	} {
		items, err := constraint.Items(parseOne(t, "classic", tc.item).Constraints)
		require.NoError(t, err)
		require.Len(t, items, 1)
		assert.Equal(t, tc.want, items[0].String())
	}
	assert.NotEmpty(t, constraint.Leaper.FPuzzles.None)
}
