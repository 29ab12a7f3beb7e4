package killertext_test

import (
	"context"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/killertext"
	"github.com/sudoku-rules/sudoku/strategy"
)

// yak94 reads the cage map of testdata/yak94.txt.
func yak94(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("testdata/yak94.txt")
	require.NoError(t, err)
	for _, line := range strings.Split(string(data), "\n") {
		if killertext.Looks(line) {
			return line
		}
	}
	t.Fatal("no cage map in testdata/yak94.txt")
	return ""
}

// TestReadYAK94: a killer posted on a forum reads as its cages, which
// cover the board with 405 (nine houses of 45) and have one solution.
func TestReadYAK94(t *testing.T) {
	p, err := killertext.Read("yak94.txt", 3, yak94(t))
	require.NoError(t, err)
	r := p.Rules
	require.NotNil(t, r)
	assert.Len(t, r.Constraints, 25, "its cages, numbered 1 to 25")
	total, covered := 0, 0
	for _, c := range r.Constraints {
		n, err := strconvLabel(c)
		require.NoError(t, err)
		total += n
		covered += len(c.Cells())
	}
	assert.Equal(t, 405, total)
	assert.Equal(t, 81, covered)
	assert.Equal(t, game.Position{File: "yak94.txt", Line: 3, Col: 1}, p.Pos)
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	require.NoError(t, err)
	res := e.Solve(context.Background(), p.Givens)
	require.Equal(t, strategy.Unique, res.Status)
	require.NoError(t, r.CheckSolution(res.Solution, p.Givens))
}

// strconvLabel reads a cage's total from its label.
func strconvLabel(c game.Constraint) (int, error) {
	return strconv.Atoi(c.(game.Labeler).Label())
}

// TestReadErrors: each problem is reported at its column, with what to do.
func TestReadErrors(t *testing.T) {
	cells := strings.Split(strings.TrimSuffix(strings.TrimPrefix(yak94(t), killertext.Prefix), ":"), ":")
	with := func(i int, s string) string {
		c := append([]string(nil), cells...)
		c[i] = s
		return killertext.Prefix + strings.Join(c, ":")
	}
	tests := []struct {
		name, line, want string
	}{
		{"no prefix", "4609:4098", "f:2:1: a killer's cage map starts with 3x3::k:"},
		{"too few cells", killertext.Prefix + "4609:4098", "f:2:8: 2 cells in the cage map: write the 81 cells of the board, row by row, separated by colons"},
		{"not a number", with(2, "x"), "f:2:18: cell 3 is \"x\": each cell is a number, its cage's total times 256 plus the cage's number"},
		{"a long cell is cut", with(2, strings.Repeat("x", 3000)), "f:2:18: cell 3 is \"" + strings.Repeat("x", game.ExcerptLen) + "\"...: each cell is a number"},
		{"two totals", with(9, "4865"), "f:2:53: cell r2c1 says cage 1 adds up to 19, cell r1c1 says 18: give a cage one total"},
		{"a cage no values make", with(0, "2760"), "f:2:8: cage 200 (r1c1) adds up to 10: a cage of one cell holds 1 to 9"},
		{"a cage too large", killertext.Prefix + strings.Repeat("11521:", 81), "f:2:8: cage 1 (from r1c1) has 81 cells: a cage's cells differ, so it holds at most 9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := killertext.Read("f", 2, tt.line)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestReadZeroTotals: a total of 0 gives none, as other readers take it.
// A cage whose total stands at one cell and 0 at the rest is the cage of
// that total; a cage of cells that all give 0 has no total; a cell alone
// in such a cage is in no cage.
func TestReadZeroTotals(t *testing.T) {
	cells := strings.Split(strings.TrimSuffix(strings.TrimPrefix(yak94(t), killertext.Prefix), ":"), ":")
	num := make([]int, len(cells))
	for i, c := range cells {
		n, err := strconv.Atoi(c)
		require.NoError(t, err)
		num[i] = n
	}
	line := func(f func(i, n int) int) string {
		out := make([]string, len(num))
		for i, n := range num {
			out[i] = strconv.Itoa(f(i, n))
		}
		return killertext.Prefix + strings.Join(out, ":")
	}
	want, err := killertext.Read("f", 1, yak94(t))
	require.NoError(t, err)

	// Every cell but each cage's first gives 0.
	seen := map[int]bool{}
	once, err := killertext.Read("f", 1, line(func(i, n int) int {
		id := n % 256
		if seen[id] {
			return id
		}
		seen[id] = true
		return n
	}))
	require.NoError(t, err)
	assert.Equal(t, names(want.Rules.Constraints), names(once.Rules.Constraints), "the same cages and totals")

	// Cage of r1c1 gives no total; r9c9 is alone in a cage of its own.
	first, last := num[0]%256, 250
	none, err := killertext.Read("f", 1, line(func(i, n int) int {
		switch {
		case n%256 == first:
			return first
		case i == len(num)-1:
			return last
		}
		return n
	}))
	require.NoError(t, err)
	var untotalled, r9c9 int
	for _, c := range none.Rules.Constraints {
		if l, ok := c.(game.Labeler); ok && l.Label() == "" {
			untotalled++
		}
		if slices.Contains(c.Cells(), game.Pos{Row: 8, Col: 8}) {
			r9c9++
		}
	}
	assert.Equal(t, 1, untotalled, "the cage of r1c1 has no total")
	assert.Zero(t, r9c9, "r9c9 is in no cage")

	// Cells of 0, in three cages, are in none: no cage is made of them.
	zeros, err := killertext.Read("f", 1, line(func(i, n int) int {
		if i == 0 || i == 1 || i == 3 {
			return 0
		}
		return n
	}))
	require.NoError(t, err)
	for _, c := range zeros.Rules.Constraints {
		for _, p := range []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 3}} {
			assert.NotContains(t, c.Cells(), p, "%s", c.Name())
		}
	}
}

// names are the names of cs, which say each cage's cells and total.
func names(cs []game.Constraint) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Name())
	}
	return out
}
