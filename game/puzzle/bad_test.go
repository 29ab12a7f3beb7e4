package puzzle_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
)

// badDir holds the bad-puzzle corpus. Each file names its variant in a
// comment "# spec: NAME" (a key of specs) and its expected errors, in order,
// in comments "# ERROR LINE:COL "part of the message"". Files that cannot
// hold comments (empty, binary) keep them in a sidecar NAME.want.
const badDir = "../../testdata/bad/puzzles"

var (
	specRE  = regexp.MustCompile(`(?m)^(?:\x{FEFF})?# spec: (\S+)\r?$`)
	errorRE = regexp.MustCompile(`(?m)^# ERROR (\d+):(\d+) ("(?:[^"\\]|\\.)*")\r?$`)
)

// expectations reads the spec name and the expected errors, as
// "line:col message", from the comments of text.
func expectations(t *testing.T, text []byte) (string, []string) {
	t.Helper()
	m := specRE.FindSubmatch(text)
	require.NotNil(t, m, "no # spec: line")
	var want []string
	for _, e := range errorRE.FindAllSubmatch(text, -1) {
		msg, err := strconv.Unquote(string(e[3]))
		require.NoError(t, err, "ERROR message %s", e[3])
		want = append(want, string(e[1])+":"+string(e[2])+" "+msg)
	}
	return string(m[1]), want
}

func TestBadPuzzles(t *testing.T) {
	entries, err := os.ReadDir(badDir)
	require.NoError(t, err)
	n := 0
	for _, e := range entries {
		name := e.Name()
		if strings.HasSuffix(name, ".want") || strings.HasPrefix(name, ".") {
			continue
		}
		n++
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(badDir, name))
			require.NoError(t, err)
			directives := data
			if want, err := os.ReadFile(filepath.Join(badDir, name+".want")); err == nil {
				directives = want
			}
			spec, want := expectations(t, directives)
			require.NotEmpty(t, want, "a bad puzzle file must expect an error")
			mk, ok := specs[spec]
			require.True(t, ok, "unknown spec %q", spec)
			_, err = puzzle.ParseString(mk(t), name, string(data))
			checkErrs(t, name, err, want)
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
	require.Equal(t, `unknown-char.txt:3:12: unknown value "x": the values are 1 2 3 4 5 6 7 8 9; . * - _ 0 mark an empty field
    53007000060x195000098000060800060003400803001700020006060000280000419005000080079
               ^`, e.WithSource())
}
