package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// palindromes lays palindromes that grid reads the same both ways.
var palindromes = layLines(6, 2, 5, func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool {
	m := n - 1 - len(line) // the index of next's mirror
	return m >= len(line) || value(r, grid, line[m]) == value(r, grid, next)
}, constraint.NewPalindrome)

func TestPalindromeSound(t *testing.T) {
	checkLines(t, palindromes)
}

func TestPalindromeCheck(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewPalindrome(cells(t, "r1c1 r2c2 r3c3")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=1 r2c2=5", ""},
		{"r1c1=1 r3c3=1 r2c2=4", ""},
		{"r1c1=1 r3c3=2", "palindrome r1c1-r3c3: r1c1 holds 1 but r3c3, its mirror, holds 2"},
	})
}

func TestPalindromeErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"mirrors in a row", "- palindrome: {cells: [r1c1, r1c2, r1c3]}", "l.yaml:3:5: r1c1 and r1c3 mirror each other on the palindrome but share row 1, so they can never hold the same value"},
		{"one cell", "- palindrome: {cells: [r1c1]}", "l.yaml:3:25: the line has 1 cell: it needs at least 2, two cells to mirror each other"},
	})
	_, err := specs.Parse("l.yaml", []byte("extends: colors\nconstraints:\n  - palindrome: {cells: [r1c1, r2c2, r3c3]}\n"))
	require.NoError(t, err, "a palindrome needs no numbers")
}

func TestPalindromeExplain(t *testing.T) {
	r := rulesOf(t, "6x6", constraint.NewPalindrome(cells(t, "r1c1 r2c2 r3c3")))
	text, elims := explainMove(t, r, "r1c1=1")
	assert.Equal(t, []string{"r3c3-2", "r3c3-3", "r3c3-4", "r3c3-5", "r3c3-6"}, elims)
	assert.Equal(t, "palindrome r1c1-r3c3: r1c1 cannot hold 2 3 4 5 6, nor can its mirror r3c3", text)
}
