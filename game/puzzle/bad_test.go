package puzzle_test

import (
	"cmp"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/internal/errmark"
)

// badDir holds the bad-puzzle corpus. Each file names its variant in a
// comment "# spec: NAME" (a key of specs) and marks its expected errors as
// package errmark reads them. Files that cannot hold comments (empty,
// binary) keep both in a sidecar NAME.want.
const badDir = "../../testdata/bad/puzzles"

var specRE = regexp.MustCompile(`(?m)^(?:\x{FEFF})?# spec: (\S+)\r?$`)

func TestBadPuzzles(t *testing.T) {
	entries, err := os.ReadDir(badDir)
	require.NoError(t, err)
	n := 0
	for _, e := range entries {
		name := e.Name()
		if strings.HasSuffix(name, errmark.SidecarExt) || strings.HasPrefix(name, ".") {
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			path := filepath.Join(badDir, name)
			want, directives, err := errmark.Read(path)
			require.NoError(t, err)
			require.NotEmpty(t, want, "a bad puzzle file must expect an error")
			m := specRE.FindSubmatch(directives)
			require.NotNil(t, m, "no # spec: line")
			mk, ok := specs[string(m[1])]
			require.True(t, ok, "unknown spec %q", m[1])
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			_, err = puzzle.ParseString(mk(t), path, string(data))
			got := gameErrors(t, err)
			for _, e := range got {
				assert.NotPanics(t, func() { _ = e.WithSource() })
			}
			assert.True(t, slices.IsSortedFunc(got, func(a, b *game.Error) int {
				return cmp.Or(cmp.Compare(a.Pos.Line, b.Pos.Line), cmp.Compare(a.Pos.Col, b.Pos.Col))
			}), "errors in the order of the file")
			errmark.Check(t, want, errmark.FromGame(got))
		})
	}
	require.GreaterOrEqual(t, n, 15, "the corpus has too few cases")
}

// TestBadPuzzlesGenerated holds the cases too big to commit.
func TestBadPuzzlesGenerated(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		want []string
	}{
		{"million-char line", strings.Repeat("123456789", 111_111) + "1\n", []string{"1:1 the line is longer than 524288 bytes, the limit for a puzzle file"}},
		{"million NULs", strings.Repeat("\x00", 1_000_000), []string{"1:1 the file holds a NUL byte"}},
		{"million lines of comments", strings.Repeat("# nothing\n", 1_000_000), []string{"1:1 no puzzle in the file"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := puzzle.ParseString(classic(t), "gen", tc.in)
			checkErrs(t, "gen", err, tc.want)
		})
	}
}

// The error of a bad puzzle shows its line with a marker under the column.
func TestErrorWithSource(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(badDir, "unknown-char.txt"))
	require.NoError(t, err)
	_, err = puzzle.ParseString(classic(t), "unknown-char.txt", string(data))
	e, ok := err.(interface{ Unwrap() []error }).Unwrap()[0].(*game.Error)
	require.True(t, ok)
	require.Equal(t, `unknown-char.txt:2:12: unknown value "x": the values are 1 2 3 4 5 6 7 8 9; . * - _ 0 mark an empty field
    53007000060x195000098000060800060003400803001700020006060000280000419005000080079
               ^`, e.WithSource())
}
