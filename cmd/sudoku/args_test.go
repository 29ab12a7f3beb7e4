package main

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestOneWayToReadAnArgument: every command that reads puzzles reads its
// arguments one way (input.ArgOf), so a SudokuPad short link and a
// missing file get the same error from each.
func TestOneWayToReadAnArgument(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none.txt")
	for _, arg := range []struct{ arg, want string }{
		{"https://sudokupad.app/abc123", "argument 1 is a link that carries no puzzle this program reads"},
		{missing, "puzzle file " + missing + ": no such file or directory"},
	} {
		for _, cmd := range [][]string{{"solve"}, {"rate"}, {"show"}, {"hint"}, {"play", "--plain"}, {"convert"}, {"redundant"}} {
			got := sudokuStdin(t, "", append(slices.Clone(cmd), arg.arg)...)
			assert.Equal(t, exitBad, got.code, "%v %s", cmd, arg.arg)
			assert.Contains(t, got.stderr, arg.want, "%v %s", cmd, arg.arg)
		}
	}
}

// TestFlagsCheckedFirst: flags that do not go together are refused
// before any file is read, so the error is the flags', even when the file
// does not exist.
func TestFlagsCheckedFirst(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "none.txt")
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "--true-candidates", "--trace", missing}, "--true-candidates counts solutions"},
		{[]string{"solve", "--path", "--count", "2", missing}, "--path solves by the rating's techniques"},
		{[]string{"generate", "--givens", "20", "--minimal"}, "--givens with --minimal"},
	} {
		got := sudoku(t, tt.args...)
		assert.Equal(t, exitBad, got.code, "%v", tt.args)
		assert.Contains(t, got.stderr, tt.want, "%v", tt.args)
	}
}
