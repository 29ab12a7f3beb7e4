package play

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
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

// hint1 is the transcript of hint on four's board.
const hint1 = "> hint\nhint: PossibleFieldForValueInGroup (1.2, easy): look at box 1\n"

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
		{"a line too long is skipped, and the game goes on", strings.Repeat("x", MaxCommandBytes+1) + "\nhint\n", false,
			"> " + strings.Repeat("x", echoBytes) + "...\n! the line is too long (4097 bytes): a command is at most 4096 bytes; it is skipped\n" + hint1, ""},
		{"a line too long with CRLF", strings.Repeat("x", MaxCommandBytes+1) + "\r\nhint\r\n", false,
			"> " + strings.Repeat("x", echoBytes) + "...\n! the line is too long (4097 bytes): a command is at most 4096 bytes; it is skipped\n" + hint1, ""},
		{"a line too long at the end, without a line end", "hint\n" + strings.Repeat("x", MaxCommandBytes+1), false,
			hint1 + "> " + strings.Repeat("x", echoBytes) + "...\n! the line is too long (4097 bytes): a command is at most 4096 bytes; it is skipped\n", ""},
		{"a line too long, to a person", strings.Repeat(" ", MaxCommandBytes) + "hint\nhint\n", true,
			"type help for the commands\n> ! the line is too long (4100 bytes): a command is at most 4096 bytes; it is skipped\n> hint: PossibleFieldForValueInGroup (1.2, easy): look at box 1\n> ", ""},
		{"a line too long is cut where a character starts", strings.Repeat("x", echoBytes-1) + strings.Repeat("é", MaxCommandBytes) + "\nhint\n", false,
			"> " + strings.Repeat("x", echoBytes-1) + "...\n! the line is too long (8231 bytes): a command is at most 4096 bytes; it is skipped\n" + hint1, ""},
		{"a comment too long is a comment", "#" + strings.Repeat("x", MaxCommandBytes) + "\nhint\n", false, hint1, ""},
		{"a command of the most bytes is read", "hint" + strings.Repeat(" ", MaxCommandBytes-4) + "\n", false, strings.Replace(hint1, "hint", "hint"+strings.Repeat(" ", MaxCommandBytes-4), 1), ""},
		{"a command of the most bytes with CRLF", "hint" + strings.Repeat(" ", MaxCommandBytes-4) + "\r\n", false, strings.Replace(hint1, "hint", "hint"+strings.Repeat(" ", MaxCommandBytes-4), 1), ""},
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
		{"a bad position is read as one, as solve reads it", "1..4.4..2..3..1x", `argument 1:1:16: unknown value "x"`},
		{"no such file", filepath.Join(t.TempDir(), "none.txt"), "puzzle file "},
		{"a link without a puzzle", "https://sudokupad.app/abc123", "argument 1 is a link that carries no puzzle this program reads"},
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

// repeated is a reader of n bytes b.
type repeated struct {
	b byte
	n int
}

func (r *repeated) Read(p []byte) (int, error) {
	if r.n == 0 {
		return 0, io.EOF
	}
	p = p[:min(len(p), r.n)]
	for i := range p {
		p[i] = r.b
	}
	r.n -= len(p)
	return len(p), nil
}

// A line longer than any buffer is read to its end without being kept:
// what the game allocates is far less than the line, and it goes on.
func TestRunPlainLineLongerThanMemory(t *testing.T) {
	const size = 64 << 20
	in := io.MultiReader(&repeated{'x', size}, strings.NewReader("\nhint\n"))
	var out strings.Builder
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	err := RunPlain(context.Background(), four(t), in, &out, false)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(size/16), "bytes allocated")
	assert.True(t, strings.HasSuffix(out.String(), fmt.Sprintf("! the line is too long (%d bytes): a command is at most 4096 bytes; it is skipped\n", size)+hint1), "%s", out.String())
}
