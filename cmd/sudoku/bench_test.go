package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noSolution is a classic puzzle without a solution (from
// testdata/classic/solution_counts.txt).
const noSolution = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."

func runBench(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), append([]string{"bench"}, args...), strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestBench(t *testing.T) {
	dir := t.TempDir()
	data, err := os.ReadFile("../../testdata/classic/sound.txt")
	require.NoError(t, err)
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && l[0] != '#' && len(lines) < 40 {
			lines = append(lines, strings.SplitN(l, ":", 2)[0])
		}
	}
	lines = append(lines, noSolution)
	classic := filepath.Join(dir, "classic.txt")
	require.NoError(t, os.WriteFile(classic, []byte(strings.Join(lines, "\n")+"\n"), 0o644))
	rows := "- dot_rows: [" + strings.Repeat("'....', ", 3) + "'....']\n" // an empty 4x4 is no size it knows
	mixed := filepath.Join(dir, "mixed.yaml")
	nine := "- dot_rows: ['" + strings.Join(chunks(lines[0], 9), "', '") + "']\n"
	require.NoError(t, os.WriteFile(mixed, []byte(nine+nine), 0o644))
	profile := filepath.Join(dir, "cpu.prof")

	code, out, errOut := runBench(t, "--runs", "2", "--cpuprofile", profile, classic, mixed)
	require.Equal(t, exitOK, code, errOut)
	assert.Contains(t, out, "threads 1, 2 runs each")
	for _, want := range []string{"classic.txt", "mixed.yaml 9x9"} {
		for _, mode := range []string{"first", "≤2"} {
			assert.Regexp(t, `(?m)^`+want+` +`+mode+` +\d+ `, out)
		}
	}
	// 41 puzzles, one of them without a solution: counted, not an error.
	assert.Regexp(t, `(?m)^classic.txt +first +41 +\S+ +\S+ +\S+ +\S+ +1 `, out)
	assert.Regexp(t, `(?m)^mixed.yaml 9x9 +≤2 +2 +\S+ +\S+ +\S+ +\S+ +0 `, out)
	st, err := os.Stat(profile)
	require.NoError(t, err)
	assert.Positive(t, st.Size(), "the CPU profile is written")

	code, out, _ = runBench(t, "--mode", "first", "--max", "5", "--strategies", "PossibleFieldForValueInGroup,LockedCandidates", classic)
	assert.Equal(t, exitOK, code)
	assert.Regexp(t, `(?m)^classic.txt +first +5 `, out)
	assert.NotContains(t, out, "≤2")

	killers := filepath.Join(dir, "killers.yaml")
	require.NoError(t, os.WriteFile(killers, []byte(`extends: 4x4
puzzles:
  - givens: "1..............."
  - constraints:
      - killer: {cells: [r1c1, r1c2], sum: 7}
`), 0o644))
	code, out, errOut = runBench(t, "--mode", "unique", "--runs", "1", "--spec", "16x16", killers)
	require.Equal(t, exitOK, code, errOut)
	assert.Regexp(t, `(?m)^killers.yaml +≤2 +2 +\S+ +\S+ +\S+ +\S+ +0 `, out, "each puzzle by its spec's rules and its own, whatever --spec says")

	// Logic only: a puzzle the singles stall on is unsolved, and not
	// counted as solved without a guess; one they finish is.
	code, out, errOut = runBench(t, "--mode", "first", "--runs", "1", "--no-guess", "--spec", "4x4", killers)
	require.Equal(t, exitOK, code, errOut)
	assert.Regexp(t, `(?m)^killers.yaml +first +2 +\S+ +\S+ +0\.0% +0\.00 +2 `, out, "an empty 4x4 and a killer with one cage: the singles stall on both")
	code, out, errOut = runBench(t, "--mode", "first", "--runs", "1", "--no-guess", "--strategies", "human", "--max", "5", classic)
	require.Equal(t, exitOK, code, errOut)
	assert.Regexp(t, `(?m)^classic.txt +first +5 +\S+ +\S+ +100\.0% +0\.00 +0 `, out, "the human preset finishes each")

	// Parts of the kernel left out, and its guess choice: the same
	// puzzles solved, each with a row.
	for _, args := range [][]string{
		{"--without", "implied,narrowers,locks,at-once"},
		{"--choice", "most-peers"},
		{"--without", "tables", "--choice", "first-fewest"},
	} {
		code, out, errOut = runBench(t, append(args, "--mode", "unique", "--runs", "1", "--max", "5", killers, classic)...)
		require.Equal(t, exitOK, code, "%v: %s", args, errOut)
		assert.Regexp(t, `(?m)^killers.yaml +≤2 +2 +\S+ +\S+ +\S+ +\S+ +0 `, out, "%v", args)
		assert.Regexp(t, `(?m)^classic.txt +≤2 +5 +\S+ +\S+ +\S+ +\S+ +0 `, out, "%v", args)
		assert.Regexp(t, `^search kernel without "[a-z,-]*", choice [a-z-]+\n`, out, "%v: the table says what it measured", args)
	}
	_, out, _ = runBench(t, "--mode", "unique", "--runs", "1", "--without", "locks", "--choice", "most-peers", killers)
	assert.True(t, strings.HasPrefix(out, "search kernel without \"locks\", choice most-peers\nthreads 1"), out)
	for _, tt := range []struct {
		args []string
		err  string
	}{
		{[]string{"--without", "cages"}, `--without: no part of the search is named "cages"`},
		{[]string{"--choice", "random"}, `--choice: no guess choice is named "random"`},
		{[]string{"--without", "locks", "--search", "strategies"}, "--without and --choice change the search kernel: not with --search strategies"},
		{[]string{"--choice", "conflicts", "--no-guess"}, "--without and --choice change the search kernel"},
	} {
		code, _, errOut := runBench(t, append(tt.args, classic)...)
		assert.Equal(t, exitBad, code, "%v", tt.args)
		assert.Contains(t, errOut, tt.err, "%v", tt.args)
	}

	bad := filepath.Join(dir, "bad.yaml")
	require.NoError(t, os.WriteFile(bad, []byte(rows), 0o644))
	for _, args := range [][]string{
		{},                                  // no file
		{"--mode", "fast", classic},         // unknown mode
		{"--runs", "0", classic},            // no run
		{"--strategies", "Nope", classic},   // unknown strategy
		{filepath.Join(dir, "missing.txt")}, // no such file
		{bad},                               // a size it does not know
	} {
		code, _, _ := runBench(t, args...)
		assert.Equal(t, exitBad, code, "%v", args)
	}
}

// chunks cuts s into pieces of n characters.
func chunks(s string, n int) []string {
	var out []string
	for len(s) > n {
		out = append(out, s[:n])
		s = s[n:]
	}
	return append(out, s)
}

// TestBenchInterrupted: an interrupt ends the timing at the set under
// way and says which, and that the rows written before it are the sets
// timed in full.
func TestBenchInterrupted(t *testing.T) {
	file := filepath.Join(t.TempDir(), "one.txt")
	require.NoError(t, os.WriteFile(file, []byte(noSolution+"\n"), 0o644))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	got := sudokuCtx(t, ctx, "bench", file)
	assert.Equal(t, exitInterrupted, got.code)
	assert.Equal(t, "sudoku: interrupted while timing one.txt: no set was timed in full\n", got.stderr)
}
