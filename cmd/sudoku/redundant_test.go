package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRedundantGolden lists what the puzzles of testdata/redundant can do
// without, in both formats, against golden files: a minimal puzzle lists
// nothing; with one given of its solution added, that given is listed; a
// 4x4 killer lists the cages it can do without. go test ./cmd/sudoku -run
// RedundantGolden -update rewrites them; read the diff.
func TestRedundantGolden(t *testing.T) {
	for _, tc := range []struct{ file, format string }{
		{"puzzles.txt", "line"}, {"puzzles.txt", "json"}, {"killer.yaml", "line"}, {"killer.yaml", "json"},
	} {
		t.Run(tc.file+" "+tc.format, func(t *testing.T) {
			got := sudoku(t, "redundant", "--format", tc.format, filepath.Join("testdata", "redundant", tc.file))
			require.Equal(t, exitOK, got.code, got.stderr)
			path := filepath.Join("testdata", "redundant", tc.file+"."+tc.format)
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got.stdout), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run RedundantGolden -update creates it")
			assert.Equal(t, string(want), got.stdout)
		})
	}
}

// TestRedundantErrors: a puzzle of several solutions is said so, exit 1,
// and the puzzles after it are still looked at; a bad --format is bad
// usage.
func TestRedundantErrors(t *testing.T) {
	got := sudoku(t, "redundant", "--spec", "4x4", "--rate=false", "1...............", "1..4.4..2..3..1.")
	assert.Equal(t, exitUnsolved, got.code)
	assert.Contains(t, got.stderr, "puzzle 1 at argument 1:1:1: the puzzle does not have exactly one solution: it has multiple")
	assert.Contains(t, got.stdout, "puzzle 2 at argument 2:1:1: ", "the next puzzle")
	assert.NotContains(t, got.stdout, "ER ", "--rate=false rates nothing")
	got = sudoku(t, "redundant", "--format", "csv")
	assert.Equal(t, exitBad, got.code)
	assert.Contains(t, got.stderr, `--format "csv": use line or json`)
}
