package hint

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

func TestReadPositions(t *testing.T) {
	sp, err := specs.Builtin("4x4")
	require.NoError(t, err)
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	two := write("two.txt", "1..4.4..2..3..1.\n....3..2..1.....\n")
	grid := write("grid.txt", "12 34 34 34\n34 34 12 34\n. . . .\n. . . .\n")
	bad := write("bad.txt", "12 34 1x 1\n1 1 1 1\n1 1 1 1\n1 1 1 1\n")
	big := write("big.txt", strings.Repeat("#\n", 1<<19+1))
	tests := []struct {
		name    string
		files   []string
		stdin   string
		want    []string // where each position read stands
		wantErr []string
	}{
		{"the spec's default puzzle", nil, "", []string{"builtin/4x4.yaml:"}, nil},
		{"a file of puzzles, a pencil-mark grid", []string{two, grid}, "", []string{two + ":1:1", two + ":2:1", grid + ":1:1"}, nil},
		{"standard input", []string{"-"}, "1..4.4..2..3..1.\n", []string{"-:1:1"}, nil},
		{"a position as an argument", []string{"1..4.4..2..3..1."}, "", []string{"argument 1:1:1"}, nil},
		{"the good are kept", []string{bad, two}, "", []string{two + ":1:1", two + ":2:1"}, []string{bad + ":1:"}},
		{"no such file", []string{filepath.Join(dir, "none.txt")}, "", nil, []string{"puzzle file /", "no such file"}},
		{"too large", []string{big}, "", nil, []string{"more than 1048576 bytes: not a position"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps, err := ReadPositions(sp, tt.files, strings.NewReader(tt.stdin))
			var got []string
			for _, p := range ps {
				got = append(got, p.Pos.String())
			}
			require.Len(t, got, len(tt.want), "%v", got)
			for i, w := range tt.want {
				assert.True(t, strings.HasPrefix(got[i], w), "position %d at %s, want %s", i+1, got[i], w)
			}
			if tt.wantErr == nil {
				assert.NoError(t, err)
				return
			}
			for _, w := range tt.wantErr {
				assert.ErrorContains(t, err, w)
			}
		})
	}
	latin, err := specs.Lookup("latin4")
	require.NoError(t, err)
	_, err = ReadPositions(latin, nil, strings.NewReader(""))
	assert.ErrorContains(t, err, "has no puzzle of its own: name a puzzle file")
}
