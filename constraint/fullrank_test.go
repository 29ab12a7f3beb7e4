package constraint_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
)

// A rankClue is a full rank clue as the tests tell it.
type rankClue struct {
	clue game.Pos
	rank int
	ties bool
}

// readings returns the numbers of every row and column of a square
// board read both ways, each with the clue it is read from.
func readings(r *game.Rules, grid []int) (clues []game.Pos, nums [][]int) {
	n := r.Rows
	read := func(clue game.Pos, row, col, dr, dc int) {
		var line []game.Pos
		for j := range n {
			line = append(line, game.Pos{Row: row + j*dr, Col: col + j*dc})
		}
		clues, nums = append(clues, clue), append(nums, numbersAt(r, grid, line))
	}
	for i := range n {
		read(game.Pos{Row: i, Col: -1}, i, 0, 0, 1)
		read(game.Pos{Row: i, Col: n}, i, n-1, 0, -1)
		read(game.Pos{Row: -1, Col: i}, 0, i, 1, 0)
		read(game.Pos{Row: n, Col: i}, n-1, i, -1, 0)
	}
	return clues, nums
}

// ranked tells how the number read from clue ranks: how many readings
// are lower, and how many others equal it.
func ranked(r *game.Rules, grid []int, clue game.Pos) (lower, equal int) {
	clues, nums := readings(r, grid)
	own := nums[slices.Index(clues, clue)]
	for i, x := range nums {
		switch c := slices.Compare(x, own); {
		case c < 0:
			lower++
		case c == 0 && clues[i] != clue:
			equal++
		}
	}
	return lower, equal
}

// rankClueOf returns a full rank clue on a random side of r that grid
// keeps: ties allowed where its number equals another, and now and then
// where it does not.
func rankClueOf(rng *rand.Rand, r *game.Rules, grid []int) (rankClue, game.Constraint) {
	n := r.Rows
	i := rng.IntN(n)
	clue := []game.Pos{{Row: i, Col: -1}, {Row: i, Col: n}, {Row: -1, Col: i}, {Row: n, Col: i}}[rng.IntN(4)]
	lower, equal := ranked(r, grid, clue)
	c := rankClue{clue, lower + 1, equal > 0 || rng.IntN(4) == 0}
	return c, constraint.NewFullRank(c.clue, c.rank, c.ties)
}

// rankClues lays one to four full rank clues that grid keeps.
func rankClues(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range 1 + rng.IntN(4) {
		_, c := rankClueOf(rng, r, grid)
		out = append(out, c)
	}
	return out
}

func TestFullRankSound(t *testing.T) {
	checkKind(t, "4x4", 40, 0.1, rankClues)
	checkKind(t, "6x6", 12, 0.35, rankClues)
	checkKind(t, "classic", 4, 0.6, rankClues)
}

// TestFullRankCounts: puzzles with full rank clues count as many
// solutions as the grids whose readings rank as the clues say, counted
// here over every grid of the board's groups (4x4, where readings tie
// often), or of the givens (6x6).
func TestFullRankCounts(t *testing.T) {
	countRules(t, countedRule[rankClue]{
		lay: rankClueOf,
		keeps: func(r *game.Rules, grid []int, c rankClue) bool {
			lower, equal := ranked(r, grid, c.clue)
			return lower == c.rank-1 && (c.ties || equal == 0)
		},
	})
}

func TestFullRankCheck(t *testing.T) {
	r := builtin(t, "4x4",
		constraint.NewFullRank(game.Pos{Row: -1, Col: 0}, 10, false),
		constraint.NewFullRank(game.Pos{Row: 3, Col: 4}, 5, true))
	assert.Equal(t, "full rank 10 at r0c1", r.Constraints[0].Name())
	assert.Equal(t, "full rank 5 at r4c5, ties allowed", r.Constraints[1].Name())
	assert.Len(t, r.Constraints[0].Cells(), 16, "a clue reads every row and column")
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"the first cell", []string{"r1c1=3"}, ""},
		{"the first cell wrong", []string{"r1c1=2"}, "full rank 10 at r0c1: column 1 from the top ranks 10, so it starts with 3, not 2"},
		// Column 1 from the top reads 3412: row 3 from the left, 3xxx,
		// is lower at its second cell (1 < 4).
		{"one lower", []string{"r1c1=3", "r2c1=4", "r3c1=1", "r4c1=2", "r3c2=1"}, ""},
		{"two lower", []string{"r1c1=3", "r2c1=4", "r3c1=1", "r4c1=2", "r1c2=1", "r3c4=3", "r3c3=2"}, "full rank 10 at r0c1: column 1 from the top ranks 10, but 2 of the other rows and columns that start with 3, as it does, are lower already: 1 may be"},
	})
}

func TestFullRankErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"rank", "- fullrank: {clue: r0c1, rank: 37}", "", "column 1 from the top ranks 1 to 36 among the 36 rows and columns read both ways, not 37"},
		{"ties", "- fullrank: {clue: r0c1, rank: 3, ties: some}", "some", "ties is any (the number read from the clue may equal another) or none, the default, not \"some\""},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- fullrank: {clue: r0c1, rank: 3}", "", "the values are not all whole numbers"},
	})
	assert.Empty(t, specError("classic", "- fullrank: {clue: r10c9, rank: 36, ties: any}"))
}

func TestFullRankExplain(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewFullRank(game.Pos{Row: -1, Col: 0}, 1, false))
	got := explain(t, r, 0)
	require.NotEmpty(t, got)
	assert.Equal(t, "full rank 1 at r0c1: read from the clue, column 1 from the top ranks 1 of 16, so it starts with 1 and 0 of the three other rows and columns that do are lower: 2 3 4 leave r1c1", got)
}

// TestFullRankNoTiesCounts: the rule that no two readings tie, alone
// and with random clues, counts on 4x4 boards (where readings tie
// often) as many solutions as the grids of the board, counted here,
// that agree with random givens and whose readings all differ, with the
// kernel and with the strategies.
func TestFullRankNoTiesCounts(t *testing.T) {
	sp := builtin(t, "4x4")
	rng := rand.New(rand.NewPCG(4, 4))
	grids := constrainttest.Grids4()
	counted := 0
	for trial := range 30 {
		grid := make([]int, 16) // value indexes
		for f, x := range grids[rng.IntN(len(grids))] {
			grid[f] = x - 1
		}
		givens := empty(sp)
		for f := range givens {
			if rng.IntN(6) == 0 {
				givens[f] = grid[f]
			}
		}
		cs := []game.Constraint{constraint.NewFullRankNoTies()}
		var clues []rankClue
		for range rng.IntN(3) {
			c, rc := rankClueOf(rng, sp, grid)
			clues, cs = append(clues, c), append(cs, rc)
		}
		r := builtin(t, "4x4", cs...)
		want := 0
		for _, g := range grids {
			ok := true
			for f, v := range givens {
				ok = ok && (v == game.Empty || g[f]-1 == v)
			}
			idx := make([]int, 16)
			for f := range g {
				idx[f] = g[f] - 1
			}
			_, nums := readings(r, idx)
			for i := range nums {
				for j := range i {
					ok = ok && !slices.Equal(nums[i], nums[j])
				}
			}
			for _, c := range clues {
				lower, equal := ranked(r, idx, c.clue)
				ok = ok && lower == c.rank-1 && (c.ties || equal == 0)
			}
			if ok {
				want++
			}
		}
		assert.Equal(t, want, len(solutions(r, givens, 1000)), "trial %d", trial)
		if want > 0 {
			counted++
		}
	}
	assert.Greater(t, counted, 10)
}

func TestFullRankNoTiesCheck(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewFullRankNoTies())
	assert.Equal(t, "full rank: no two rows or columns read the same", r.Constraints[0].Name())
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		// Row 1 from the left and column 1 from the top both read 1234.
		{"a tie", []string{"r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r2c1=2", "r3c1=3", "r4c1=4"}, "full rank: no two rows or columns read the same: row 1 from the left reads the same as column 1 from the top"},
		{"no tie", []string{"r1c1=1", "r1c2=2", "r1c3=3", "r1c4=4", "r2c1=3", "r3c1=2", "r4c1=4"}, ""},
	})
	checkErrors(t, "classic", []errorTest{
		{"any alone", "- fullrank: {ties: any}", "any", "ties: any alone says nothing: give a clue and its rank, or write ties: none for a board where no two rows or columns read the same"},
	})
	assert.Empty(t, specError("classic", "- fullrank: {ties: none}"))
}
