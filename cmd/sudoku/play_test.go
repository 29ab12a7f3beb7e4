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

// A piped line longer than a command may be is refused with a message,
// and the game goes on to the next command and exits 0.
func TestPlayLineTooLong(t *testing.T) {
	got := sudokuStdin(t, strings.Repeat("r3c2=1 ", 1000)+"\nr3c2=1\ncheck\n", "play")
	assert.Equal(t, exitOK, got.code, got.stderr)
	assert.Empty(t, got.stderr)
	assert.Contains(t, got.stdout, "! the line is too long (7000 bytes): a command is at most 4096 bytes; it is skipped\n> r3c2=1\n")
	assert.Contains(t, got.stdout, "> check\n")
}
