package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShowGolden draws constraint puzzles as show does, against golden
// files: a killer with little killers from f-puzzles (its title, author
// and rules text, its cages in light lines with their totals, its boxes
// in heavy ones, its little killers listed) and a spec of kropki dots.
// go test ./cmd/sudoku -run ShowGolden -update rewrites them; read the
// diff, and look at them in a terminal.
func TestShowGolden(t *testing.T) {
	for _, tc := range []struct{ name, file string }{
		{"killer", "testdata/hint/killer.txt"},
		{"killer4x4", "testdata/redundant/killer.yaml"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := sudoku(t, "show", tc.file)
			require.Equal(t, exitOK, got.code, got.stderr)
			path := filepath.Join("testdata", "show", tc.name+".out")
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got.stdout), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run ShowGolden -update creates it")
			assert.Equal(t, string(want), got.stdout)
		})
	}
}
