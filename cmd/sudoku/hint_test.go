package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHintGolden gives hints on the positions of testdata/hint in text and
// JSON, at every level, and applies them; each case's stdout is compared
// with testdata/hint/<case>.out. go test ./cmd/sudoku -run HintGolden
// -update rewrites them.
func TestHintGolden(t *testing.T) {
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"level1", []string{"hint", "testdata/hint/puzzle.txt", "testdata/hint/grid.txt"}, exitOK},
		{"level2", []string{"hint", "--level", "2", "--pencil=false", "testdata/hint/puzzle.txt", "testdata/hint/grid.txt", "testdata/hint/line.txt"}, exitOK},
		{"level3", []string{"hint", "--level", "3", "--pencil=false", "testdata/hint/grid.txt"}, exitOK},
		{"json", []string{"hint", "--level", "3", "--format", "json", "testdata/hint/grid.txt"}, exitOK},
		{"apply", []string{"hint", "--apply", "--level", "3", "testdata/hint/grid.txt"}, exitOK},
		{"bad", []string{"hint", "--spec", "4x4", "--pencil=false", "testdata/hint/bad.txt"}, exitBad},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sudoku(t, tt.args...)
			assert.Equal(t, tt.code, got.code, got.stderr)
			path := filepath.Join("testdata", "hint", tt.name+".out")
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got.stdout), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run HintGolden -update creates it")
			assert.Equal(t, string(want), got.stdout, "if the change is meant, go test ./cmd/sudoku -run HintGolden -update and read the diff")
		})
	}
}

// TestHintWithout: a position that gets no hint says why, with the time
// limit where it ran out, and the exit code says it was not solved.
func TestHintWithout(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"several solutions", []string{"hint", "--spec", "4x4", "--pencil=false", "................"},
			"no hint: no technique finds a step here, and the position has more than one solution: it needs another given (or a guess)"},
		{"time limit", []string{"hint", "--timeout", "1ns", "--pencil=false", "testdata/hint/puzzle.txt"},
			"no hint: the time ran out before a hint was found (the limit is 1ns: --timeout)"},
		{"time limit in JSON", []string{"hint", "--timeout", "1ns", "--format", "json", "testdata/hint/puzzle.txt"},
			`"status":"timeout"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sudoku(t, tt.args...)
			assert.Equal(t, exitUnsolved, got.code, got.stderr)
			assert.Contains(t, got.stdout, tt.want)
		})
	}
}

// TestHintChain: --apply writes a position that hint reads back, so the
// steps chain to the solution of an easy puzzle.
func TestHintChain(t *testing.T) {
	dir := t.TempDir()
	pos := filepath.Join(dir, "pos.txt")
	require.NoError(t, os.WriteFile(pos, []byte("1..4.4..2..3..1.\n"), 0o644))
	for i := 0; ; i++ {
		require.Less(t, i, 20, "the chain does not end")
		got := sudoku(t, "hint", "--spec", "4x4", "--apply", pos)
		if got.code != exitOK {
			assert.Contains(t, got.stderr, "no hint: the position is solved")
			break
		}
		require.NoError(t, os.WriteFile(pos, []byte(got.stdout), 0o644))
	}
	data, err := os.ReadFile(pos)
	require.NoError(t, err)
	assert.Equal(t, "1 2 | 3 4\n3 4 | 2 1\n----+----\n2 1 | 4 3\n4 3 | 1 2\n\n", string(data), "the puzzle's solution, a blank line after it")
}

// TestHintInterrupted: an interrupt ends a run of hints at the position
// under way, which says it was interrupted (not that its time ran out),
// and the run says which positions it did not look at.
func TestHintInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got := sudokuCtx(t, ctx, "hint", "--pencil=false", "testdata/hint/puzzle.txt", "testdata/hint/grid.txt", "testdata/hint/line.txt")
	assert.Equal(t, exitInterrupted, got.code, got.stderr)
	assert.Equal(t, "position 1 at testdata/hint/puzzle.txt:1:1\nno hint: interrupted before a hint was found\n\n", got.stdout)
	assert.Equal(t, "sudoku: interrupted at position 1: the 2 positions after it were not looked at\n", got.stderr)

	got = sudokuCtx(t, ctx, "hint", "--format", "json", "testdata/hint/puzzle.txt")
	assert.Equal(t, exitInterrupted, got.code, got.stderr)
	assert.Contains(t, got.stdout, `"status":"interrupted"`)
	assert.Empty(t, got.stderr)
}
