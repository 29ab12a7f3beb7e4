package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestGenerateGolden keeps fixed-seed output as golden files in
// testdata/generate; the puzzles do not depend on the thread count. go test
// ./cmd/sudoku -run GenerateGolden -update rewrites them.
func TestGenerateGolden(t *testing.T) {
	durations := regexp.MustCompile(`"durationNs":[0-9]+`)
	tests := []struct {
		name string
		args []string
	}{
		{"classic.txt", []string{"--count", "4", "--seed", "1"}},
		{"rotational.txt", []string{"--count", "3", "--symmetry", "rotational", "--seed", "10"}},
		{"rated.txt", []string{"--count", "3", "--rating", "2.6-4", "--seed", "1"}},
		{"hyper.grid", []string{"--count", "2", "--spec", "hyper", "--format", "grid", "--seed", "1"}},
		{"samurai.json", []string{"--count", "1", "--spec", "samurai", "--symmetry", "quarter", "--format", "json", "--seed", "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var outs []string
			for _, threads := range []string{"1", "2"} {
				got := sudoku(t, append([]string{"generate", "--quiet", "--threads", threads}, tt.args...)...)
				require.Equal(t, exitOK, got.code, got.stderr)
				outs = append(outs, durations.ReplaceAllString(got.stdout, `"durationNs":0`))
			}
			assert.Equal(t, outs[0], outs[1], "the same puzzles on 1 and 2 threads")
			path := filepath.Join("testdata", "generate", tt.name)
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(outs[0]), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run GenerateGolden -update creates it")
			assert.Equal(t, string(want), outs[0])
		})
	}
}

// TestGenerateRandomSeed: without --seed each run takes a random seed,
// which stderr names, and that seed makes the same puzzle again.
func TestGenerateRandomSeed(t *testing.T) {
	seedLine := regexp.MustCompile(`seed ([0-9]+): --seed ([0-9]+) makes the same puzzles again`)
	var puzzles []string
	for range 2 {
		got := sudoku(t, "generate", "--spec", "4x4")
		require.Equal(t, exitOK, got.code, got.stderr)
		m := seedLine.FindStringSubmatch(got.stderr)
		require.NotNil(t, m, "stderr names the seed: %s", got.stderr)
		assert.Contains(t, got.stdout, "# seed "+m[1]+",", "the line names it too")
		again := sudoku(t, "generate", "--quiet", "--spec", "4x4", "--seed", m[1])
		assert.Equal(t, got.stdout, again.stdout, "--seed %s makes the same puzzle", m[1])
		assert.Empty(t, again.stderr, "a seed given is not named again")
		puzzles = append(puzzles, m[1])
	}
	assert.NotEqual(t, puzzles[0], puzzles[1], "two runs, two seeds (one in a billion to fail)")
}

// TestGenerateReadsBack: the line output is a puzzle file; solving it
// finds one solution for each puzzle.
func TestGenerateReadsBack(t *testing.T) {
	got := sudoku(t, "generate", "--quiet", "--count", "5", "--spec", "x", "--symmetry", "diagonal")
	require.Equal(t, exitOK, got.code, got.stderr)
	file := filepath.Join(t.TempDir(), "x.txt")
	require.NoError(t, os.WriteFile(file, []byte(got.stdout), 0o644))
	solved := sudoku(t, "solve", "--quiet", "--spec", "x", "--count", "2", "--format", "line", file)
	assert.Equal(t, exitOK, solved.code, solved.stderr)
	sp, err := specs.Lookup("x")
	require.NoError(t, err)
	ps, err := puzzle.ParseString(sp.Rules, file, got.stdout)
	require.NoError(t, err)
	assert.Len(t, ps, 5)
	assert.Len(t, strings.Split(strings.TrimSpace(solved.stdout), "\n"), 5)
}

// TestGenerateBadOptions: every bad option is a clear error, exit code 2;
// a target not reached in time says what was, exit code 1.
func TestGenerateBadOptions(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--symmetry", "spiral"}, `--symmetry: unknown symmetry "spiral": the symmetries are none, rotational`},
		{[]string{"--spec", "testdata/generate/wide.yaml", "--symmetry", "rotational"}, "--symmetry rotational does not map the board of wide (and its holes) onto itself; these do: none, flip"},
		{[]string{"--rating", "9-8"}, `--rating "9-8": the low end is above the high end`},
		{[]string{"--rating", "hard"}, `--rating "hard": write a range A-B`},
		{[]string{"--level", "insane"}, `--level: unknown level "insane": the levels are easy, medium, hard, fiendish, diabolical, extreme`},
		{[]string{"--technique", "Nope"}, `--technique "Nope": no such technique`},
		{[]string{"--technique", "WWing"}, "--technique WWing: the rating does not use it"},
		{[]string{"--givens", "20", "--minimal"}, "--givens with --minimal"},
		{[]string{"--count", "0"}, "--count 0: ask for at least 1 puzzle"},
		{[]string{"puzzles.txt"}, "generate takes no files"},
	}
	for _, tt := range tests {
		got := sudoku(t, append([]string{"generate"}, tt.args...)...)
		assert.Equal(t, exitBad, got.code, "%v: %s", tt.args, got.stderr)
		assert.Contains(t, got.stderr, tt.want, "%v", tt.args)
		assert.Empty(t, got.stdout)
	}
	got := sudoku(t, "generate", "--quiet", "--rating", "12-", "--timeout", "300ms", "--seed", "1")
	assert.Equal(t, exitUnsolved, got.code)
	assert.Contains(t, got.stderr, "sudoku: puzzle 1 (seed 1): the time limit of 300ms ran out while generating: ")
	assert.Contains(t, got.stderr, "kept; the last rated")
	assert.Contains(t, got.stderr, "; try a longer --timeout, or another --rating, --level or --technique")
	assert.NotContains(t, got.stderr, "deadline exceeded")
	assert.Contains(t, got.stdout, "# puzzle 1, seed 1: not made")
}

// TestGenerateConstraints: constraint puzzles come as a spec file whose
// puzzles each solve to one solution, or as links; a format that cannot
// hold their rules is refused.
func TestGenerateConstraints(t *testing.T) {
	got := sudoku(t, "generate", "--quiet", "--count", "2", "--constraints", "killer,kropki")
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.Contains(t, got.stdout, "- killer: {cells:")
	assert.Contains(t, got.stdout, "- kropki: {")
	file := filepath.Join(t.TempDir(), "made.yaml")
	require.NoError(t, os.WriteFile(file, []byte(got.stdout), 0o644))
	solved := sudoku(t, "solve", "--quiet", "--count", "2", "--format", "line", file)
	require.Equal(t, exitOK, solved.code, solved.stderr)
	assert.Equal(t, 2, strings.Count(solved.stdout, "# unique"), solved.stdout)
	links := sudoku(t, "generate", "--quiet", "--count", "2", "--constraints", "thermometer", "--format", "sudokupad")
	require.Equal(t, exitOK, links.code, links.stderr)
	back := sudoku(t, "solve", "--quiet", "--count", "2", "--format", "line", strings.Split(strings.TrimSpace(links.stdout), "\n")[1])
	assert.Contains(t, back.stdout, "# unique")
	bad := sudoku(t, "generate", "--constraints", "arrow", "--format", "grid")
	assert.Equal(t, exitBad, bad.code)
	assert.Contains(t, bad.stderr, "--format grid cannot hold the rules --constraints lays")
}
