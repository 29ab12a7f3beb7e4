package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sudokuStdin runs the command with args and stdin.
func sudokuStdin(t *testing.T, stdin string, args ...string) cmdOutput {
	t.Helper()
	var out, errOut bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errOut)
	return cmdOutput{code: code, stdout: out.String(), stderr: errOut.String()}
}

// TestPlayScripts plays the scripts of testdata/play through standard
// input and compares the transcripts with testdata/play/<name>.out. go test
// ./cmd/sudoku -run PlayScripts -update rewrites them.
func TestPlayScripts(t *testing.T) {
	tests := []struct {
		script string
		args   []string
	}{
		{"game.script", []string{"play"}},
		{"hyper.script", []string{"play", "--spec", "hyper"}},
		// A killer's cages and totals drawn, its little killers listed.
		{"killer.script", []string{"play", "--plain", "testdata/hint/killer.txt"}},
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			script, err := os.ReadFile(filepath.Join("testdata", "play", tt.script))
			require.NoError(t, err)
			got := sudokuStdin(t, string(script), tt.args...)
			assert.Equal(t, exitOK, got.code, got.stderr)
			assert.Empty(t, got.stderr)
			path := filepath.Join("testdata", "play", strings.TrimSuffix(tt.script, ".script")+".out")
			if *update {
				require.NoError(t, os.WriteFile(path, []byte(got.stdout), 0o644))
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "go test ./cmd/sudoku -run PlayScripts -update creates it")
			assert.Equal(t, string(want), got.stdout)
		})
	}
}

// TestPlaySaveLoad: a saved game loads back with its givens, entries and
// candidates, and the load is one change that undo takes back.
func TestPlaySaveLoad(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.txt")
	got := sudokuStdin(t, "r3c2=1\nr1c1-9\nsave "+file+"\npencil on\n", "play")
	require.Equal(t, exitOK, got.code, got.stderr)
	before := got.stdout[strings.LastIndex(got.stdout, "> pencil on\n")+len("> pencil on\n"):]
	again := sudokuStdin(t, "pencil on\nundo\n", "play", file)
	require.Equal(t, exitOK, again.code, again.stderr)
	_, after, _ := strings.Cut(again.stdout, "> pencil on\n")
	after, _, _ = strings.Cut(after, "> undo\n")
	assert.Equal(t, before, after, "the position comes back")
	assert.Contains(t, again.stdout, "undone: the position read")
	bad := sudokuStdin(t, "", "play", filepath.Join(t.TempDir(), "none.txt"))
	assert.Equal(t, exitBad, bad.code)
	assert.Contains(t, bad.stderr, "no such file")
}

// TestPlaySaveLoadRules: a game of a killer from an f-puzzles file saves
// as a spec with its cages, and loads back, as the argument of play or
// by load in another game, to the same position, whose check is against
// its one solution, not that of a board without cages.
func TestPlaySaveLoadRules(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.yaml")
	got := sudokuStdin(t, "next\nnext\nr5c5-2\nsave "+file+"\npencil on\n", "play", "testdata/hint/killer.txt")
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.Contains(t, got.stdout, "> save "+file+"\nsaved to "+file+"\n")
	before := got.stdout[strings.LastIndex(got.stdout, "> pencil on\n")+len("> pencil on\n"):]
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Contains(t, string(data), "- killer: {cells: [r3c1, r4c1], sum: 7}")

	for _, tc := range []struct {
		name, script string
		args         []string
	}{
		{"play FILE", "pencil on\ncheck\n", []string{"play", file}},
		{"load FILE", "pencil on\nload " + file + "\ncheck\n", []string{"play"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			again := sudokuStdin(t, tc.script, tc.args...)
			require.Equal(t, exitOK, again.code, again.stderr)
			_, after, _ := strings.Cut(again.stdout, "> pencil on\n")
			if _, loaded, ok := strings.Cut(after, "loaded "+file+"\n"); ok {
				after = loaded
			}
			after, check, _ := strings.Cut(after, "> check\n")
			assert.Equal(t, before, after, "the position comes back")
			assert.Equal(t, "candidates wrongly taken out: r5c5 lost 2\n", check, "checked against the killer's one solution")
		})
	}
}

// A piped line longer than a command may be is refused with a message,
// and the game goes on to the next command and exits 0.
func TestPlayLineTooLong(t *testing.T) {
	got := sudokuStdin(t, strings.Repeat("r3c2=1 ", 1000)+"\nr3c2=1\ncheck\n", "play")
	assert.Equal(t, exitOK, got.code, got.stderr)
	assert.Empty(t, got.stderr)
	assert.Contains(t, got.stdout, "! the line is too long (7000 bytes): a command is at most 4096 bytes; it is skipped\n> r3c2=1\n")
	assert.Contains(t, got.stdout, "> check\n")
}

// TestPlayInterrupted: an interrupt ends a game after the command under
// way, which says it was interrupted ("no hint: interrupted before a hint
// was found", not that a time ran out), and the run says it was
// interrupted in its own words, not the context's.
func TestPlayInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	code := run(ctx, []string{"play"}, strings.NewReader("hint\nshow\n"), &out, &errOut)
	assert.Equal(t, exitInterrupted, code)
	assert.Contains(t, out.String(), "> hint\nno hint: interrupted before a hint was found\n")
	assert.NotContains(t, out.String(), "> show")
	assert.Equal(t, "sudoku: interrupted\n", errOut.String())
}

// TestInterruptedInOwnWords: an error that wraps the interrupt's own
// error is said as an interrupt, after what was under way.
func TestInterruptedInOwnWords(t *testing.T) {
	tests := []struct {
		err  error
		want string
	}{
		{context.Canceled, "interrupted"},
		{fmt.Errorf("building the rules of x.yaml: %w", context.Canceled), "interrupted: building the rules of x.yaml"},
		{fmt.Errorf("reading: %w", fmt.Errorf("the spec: %w", context.Canceled)), "interrupted: reading: the spec"},
	}
	for _, tt := range tests {
		assert.EqualError(t, interrupted(tt.err, context.Canceled), tt.want)
	}
}

// TestPlayLoadClassicAfterKiller: loading a plain puzzle in a game of a
// killer plays it by the rules play started with, not the killer's.
func TestPlayLoadClassicAfterKiller(t *testing.T) {
	file := filepath.Join(t.TempDir(), "classic.txt")
	require.NoError(t, os.WriteFile(file, []byte("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n"), 0o644))
	got := sudokuStdin(t, "load "+file+"\nshow\n", "play", "--plain", "testdata/hint/killer.txt")
	require.Equal(t, exitOK, got.code, got.stderr)
	after := got.stdout[strings.Index(got.stdout, "> load "):]
	assert.NotContains(t, after, "little killer", "the killer's rules are gone")
	assert.NotContains(t, after, "┃", "a classic grid, no cages")
	assert.Contains(t, after, "4 . . | . . . | 8 . 5")
}
