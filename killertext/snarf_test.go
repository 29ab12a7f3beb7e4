package killertext_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/killertext"
)

// snarfLine writes the cages of a classic killer as one line of marks
// and totals: each cage's total at its first cell in reading order, and
// every other cell a mark to a neighbour one step nearer that cell, found
// breadth first through the cage; diagonal steps when diag is true.
func snarfLine(t *testing.T, cs []game.Constraint, diag bool) string {
	t.Helper()
	line := []byte(strings.Repeat("?", 81))
	marks := map[[2]int]byte{{0, -1}: '<', {0, 1}: '>', {-1, 0}: '^', {1, 0}: 'v', {-1, -1}: '`', {-1, 1}: '\'', {1, -1}: ',', {1, 1}: '.'}
	for _, c := range cs {
		cells := c.Cells()
		in := map[game.Pos]bool{}
		for _, p := range cells {
			in[p] = true
		}
		head := slices.MinFunc(cells, func(a, b game.Pos) int { return (a.Row*9 + a.Col) - (b.Row*9 + b.Col) })
		total := 0
		for _, ch := range c.(game.Labeler).Label() {
			total = total*10 + int(ch-'0')
		}
		line[head.Row*9+head.Col] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghij"[total]
		seen := map[game.Pos]bool{head: true}
		queue := []game.Pos{head}
		for len(queue) > 0 {
			p := queue[0]
			queue = queue[1:]
			for d, m := range marks {
				if !diag && d[0] != 0 && d[1] != 0 {
					continue
				}
				q := game.Pos{Row: p.Row - d[0], Col: p.Col - d[1]} // q steps by d to p
				if in[q] && !seen[q] {
					seen[q] = true
					line[q.Row*9+q.Col] = m
					queue = append(queue, q)
				}
			}
		}
		require.Len(t, seen, len(cells), "the cage of %v is connected", head)
	}
	return string(line)
}

// TestReadSnarf: the one-line form of a killer reads as the same cages
// with their totals, its marks orthogonal or diagonal, through any
// reader of killers; marks off the board or in a loop are errors at
// their column.
func TestReadSnarf(t *testing.T) {
	want, err := killertext.Read("yak94.txt", 1, yak94(t))
	require.NoError(t, err)
	for _, diag := range []bool{false, true} {
		line := snarfLine(t, want.Rules.Constraints, diag)
		require.True(t, killertext.LooksSnarf(line), line)
		require.True(t, killertext.Looks(line))
		got, err := killertext.ReadLine("s.txt", 3, "  "+line)
		require.NoError(t, err, line)
		assert.ElementsMatch(t, names(want.Rules.Constraints), names(got.Rules.Constraints), "diagonal marks: %v", diag)
		assert.Equal(t, game.Position{File: "s.txt", Line: 3, Col: 3}, got.Pos)
	}
	// A total of 0 is a cage without one.
	zero := []byte(snarfLine(t, want.Rules.Constraints, false))
	zero[0] = '0'
	got, err := killertext.ReadSnarf("s.txt", 1, string(zero))
	require.NoError(t, err)
	untotalled := 0
	for _, c := range got.Rules.Constraints {
		if c.(game.Labeler).Label() == "" {
			untotalled++
			assert.Contains(t, c.Cells(), game.Pos{Row: 0, Col: 0})
		}
	}
	assert.Equal(t, 1, untotalled)

	givens := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	assert.False(t, killertext.LooksSnarf(givens), "a line of givens, of digits and dots, is none")
	assert.False(t, killertext.NearSnarf(givens), "nor has its shape")
	bad := []byte(snarfLine(t, want.Rules.Constraints, false))
	bad[80] = '!'
	assert.True(t, killertext.NearSnarf(string(bad)), "a line meant as one, with a character it has not")
	assert.False(t, killertext.LooksSnarf(string(bad)))

	line := []byte(snarfLine(t, want.Rules.Constraints, false))
	line[0] = '^'
	_, err = killertext.ReadSnarf("s.txt", 1, string(line))
	assert.ErrorContains(t, err, "s.txt:1:1: the mark '^' of r1c1 points off the board")
	line = []byte(strings.Repeat("5", 81))
	line[40], line[41] = '>', '<'
	_, err = killertext.ReadSnarf("s.txt", 1, string(line))
	assert.ErrorContains(t, err, "s.txt:1:41: the marks from r5c5 lead round in a loop")
}
