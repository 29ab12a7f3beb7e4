package main

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestRateGolden rates testdata/rate/puzzles.txt in every format and
// compares the output with testdata/rate/puzzles.<format>. go test
// ./cmd/sudoku -run RateGolden -update rewrites them; read the diff.
func TestRateGolden(t *testing.T) {
	durations := regexp.MustCompile(`"durationNs":[0-9]+`)
	for _, format := range []string{"line", "json", "csv"} {
		t.Run(format, func(t *testing.T) {
			got := sudoku(t, "rate", "--quiet", "--threads", "2", "--format", format, "testdata/rate/puzzles.txt")
			assert.Equal(t, exitBad, got.code, "a bad puzzle makes the exit code 2: %s", got.stderr)
			// The bad puzzle's message once: on stderr, or in the record.
			assert.Equal(t, 1, strings.Count(got.stdout+got.stderr, `unknown value`), "stdout:\n%s\nstderr:\n%s", got.stdout, got.stderr)
			out := durations.ReplaceAllString(got.stdout, `"durationNs":0`)
			path := filepath.Join("testdata", "rate", "puzzles."+format)
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(out), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run RateGolden -update creates it")
			assert.Equal(t, string(want), out, "the ratings changed: if that is meant, go test ./cmd/sudoku -run RateGolden -update and read the diff")
		})
	}
}

// TestRateExitCodes: every puzzle rated is 0; one that cannot be rated
// (several solutions) is 1.
func TestRateExitCodes(t *testing.T) {
	dir := t.TempDir()
	one := filepath.Join(dir, "one.txt")
	require.NoError(t, os.WriteFile(one, []byte("1..4.4..2..3..1.\n"), 0o644))
	got := sudoku(t, "rate", "--quiet", "--spec", "4x4", one)
	assert.Equal(t, exitOK, got.code, got.stderr)
	assert.Equal(t, "1..4.4..2..3..1. 1.2/1.2/1.2 easy PossibleFieldForValueInGroup\n", got.stdout)
	many := filepath.Join(dir, "many.txt")
	require.NoError(t, os.WriteFile(many, []byte("................\n"), 0o644))
	got = sudoku(t, "rate", "--quiet", "--spec", "4x4", many)
	assert.Equal(t, exitUnsolved, got.code, got.stderr)
	assert.Equal(t, "................ # multiple: not rated\n", got.stdout)
	got = sudoku(t, "rate", "--spec", "4x4", "--timeout", "1ns", one)
	assert.Equal(t, exitUnsolved, got.code, got.stderr)
	assert.Equal(t, "1..4.4..2..3..1. # timeout: not rated\n", got.stdout)
	assert.Contains(t, got.stderr, "1 timeout in", "the summary")
	assert.Contains(t, got.stderr, "the time limit is 1ns a puzzle (--timeout)", "the summary names the limit reached")
	got = sudoku(t, "rate", "--help")
	assert.Contains(t, got.stdout, `(default 30s)`, "rate has a time limit unless told otherwise")
	got = sudoku(t, "rate", "--format", "xml", many)
	assert.Equal(t, exitBad, got.code)
	assert.Contains(t, got.stderr, `--format "xml": use line, json or csv`)
}

// TestPathGolden prints the solution paths of testdata/rate/puzzles.txt
// (one of each outcome) as text and JSON, and one path with its pencil
// marks, and compares them with testdata/rate/path.*. go test
// ./cmd/sudoku -run PathGolden -update rewrites them.
func TestPathGolden(t *testing.T) {
	durations := regexp.MustCompile(`"durationNs":[0-9]+`)
	tests := []struct {
		name string
		args []string
		code int
	}{
		{"path.txt", []string{"solve", "--quiet", "--path", "testdata/rate/puzzles.txt"}, exitBad},
		{"path.json", []string{"solve", "--quiet", "--path", "--format", "json", "testdata/rate/puzzles.txt"}, exitBad},
		{"path-pencil.txt", []string{"solve", "--quiet", "--path", "--pencil", "testdata/hint/puzzle.txt"}, exitOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sudoku(t, tt.args...)
			assert.Equal(t, tt.code, got.code, got.stderr)
			out := durations.ReplaceAllString(got.stdout, `"durationNs":0`)
			path := filepath.Join("testdata", "rate", tt.name)
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(out), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run PathGolden -update creates it")
			assert.Equal(t, string(want), out, "if the change is meant, go test ./cmd/sudoku -run PathGolden -update and read the diff")
		})
	}
	got := sudoku(t, "solve", "--path", "--count", "2", "testdata/hint/puzzle.txt")
	assert.Equal(t, exitBad, got.code)
	assert.Contains(t, got.stderr, "--path solves by the rating's techniques")
}
