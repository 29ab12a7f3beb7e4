package play

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

const fourBoard = `1 . | . 4
. 4 | . .
----+----
2 . | . 3
. . | 1 .
`

func TestRunPlain(t *testing.T) {
	tests := []struct {
		name, script string
		prompt       bool
		want         string // the transcript after the first board
		wantErr      string
	}{
		{"a script is echoed, comments and blank lines left out", "# a comment\n\nhint\nbogus\nquit\nhint\n", false,
			"> hint\nhint: PossibleFieldForValueInGroup (1.2, easy): look at box 1\n> bogus\n! \"bogus\" is no command: type r3c4=5 to place, r3c4-5 to take out a candidate, or help\n> quit\nbye\n", ""},
		{"a person gets a prompt", "hint\n", true,
			"type help for the commands\n> hint: PossibleFieldForValueInGroup (1.2, easy): look at box 1\n> ", ""},
		{"the end of the commands ends the game", "undo\n", false, "> undo\n! nothing to undo\n", ""},
		{"a line too long", strings.Repeat("x", MaxCommandBytes+1) + "\n", false, "", "reading commands: bufio.Scanner: token too long (a command is at most 4096 bytes)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out strings.Builder
			err := RunPlain(context.Background(), four(t), strings.NewReader(tt.script), &out, tt.prompt)
			if tt.wantErr != "" {
				assert.EqualError(t, err, tt.wantErr)
			} else {
				require.NoError(t, err)
			}
			got, ok := strings.CutPrefix(out.String(), fourBoard)
			require.True(t, ok, "the board first:\n%s", out.String())
			assert.Equal(t, tt.want, got)
		})
	}
}

// A cancelled context ends the game after the command that was running.
func TestRunPlainCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out strings.Builder
	err := RunPlain(ctx, four(t), strings.NewReader("show\nshow\n"), &out, false)
	assert.ErrorIs(t, err, context.Canceled)
	assert.Equal(t, 1, strings.Count(out.String(), "> show"), "one command run:\n%s", out.String())
}

func TestLoadArg(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	file := filepath.Join(t.TempDir(), "pos.txt")
	require.NoError(t, os.WriteFile(file, []byte("1..4.4..2..3..1.\n"), 0o644))
	tests := []struct {
		name, arg, wantErr string
	}{
		{"a file", file, ""},
		{"a position as the argument", "1..4.4..2..3..1.", ""},
		{"a bad position is taken for a file name", "1..4.4..2..3..1x", "open 1..4.4..2..3..1x: no such file"},
		{"no such file", filepath.Join(t.TempDir(), "none.txt"), "no such file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := LoadArg(sp.Rules, tt.arg)
			if tt.wantErr != "" {
				assert.ErrorContains(t, err, tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, fourBoard, g.Show())
		})
	}
}
