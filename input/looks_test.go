package input_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/input"
)

// TestLooksWhole: JSON, links and compressed puzzles look like f-puzzles,
// cage maps like killers, after lines of comments too; puzzle lines, and
// comments alone, do not.
func TestLooksWhole(t *testing.T) {
	tests := []struct {
		head string
		want bool
	}{
		{`{"size":9}`, true},
		{"N4IgzglgXgpiBcBOA", true},
		{"https://f-puzzles.com/?load=N4Ig", true},
		{"  \n# my killers\n# from the forum\nhttps://sudokupad.app/fpuzzlesN4Ig", true},
		{"# a comment\r\nN4IgzglgXgpiBcBOA", true},
		{"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false},
		{"# hard ones\n4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......", false},
		{"# a comment that never ends", false},
		{"3x3::k:4609:4098", true},
		{"# killers\n3x3::k:4609:4098", true},
		{"3x3:d:k:4609:4098", true},
		{"SumoCueV1=0J0=8J0", true},
		{"# drawn\n v < 16| <20 7 | < 6 <\n", true},
		{"Killer\n.........\n", true},
		{"abcdefghi\n" + strings.Repeat("abcdefghi\n", 8) + "a45,b45\n", true},
		{"abcdefghi\n" + strings.Repeat("abcdefghi\n", 8), false},
		{"abcdefgh\n" + strings.Repeat("abcdefghi\n", 7) + "a45,b4\n", true},
		{"5 3 . | . 7 . | . . .\n", false},
		{"", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, input.LooksWhole(tt.head), "%q", tt.head)
	}
}
