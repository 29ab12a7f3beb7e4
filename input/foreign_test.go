package input_test

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestForeignText: a line that is mostly no values is text of another
// format, and its error says so, what it looks like when it looks like a
// format not read here, and the formats read; a line of givens with a
// slip gets the plain error at the slip.
func TestForeignText(t *testing.T) {
	snarfable := strings.Repeat("<^>v12AB", 10) + "!"
	require.Len(t, snarfable, 81)
	tests := []struct {
		name, line string
		want, not  []string
	}{
		{"a typo", "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4..x...",
			[]string{`-:1:78: unknown value "x": the values are 1 2 3 4 5 6 7 8 9`}, []string{"no format", input.FormatsRead}},
		{"prose", "hello world, this is a puzzle",
			[]string{`-:1:1: the line is in no format read here: read as givens, unknown value "h"`, input.FormatsRead}, []string{"looks like"}},
		{"a killer on one line with a character it has not", snarfable,
			[]string{"the line is in no format read here (it looks like a killer written on one line", input.FormatsRead}, nil},
	}
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := input.Open(sp, []string{"-"}, strings.NewReader(tt.line+"\n"))
			require.NoError(t, err)
			defer s.Close()
			_, err = s.Next()
			require.Error(t, err)
			require.NotEqual(t, io.EOF, err)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w)
			}
			for _, n := range tt.not {
				assert.NotContains(t, err.Error(), n)
			}
		})
	}
}

// TestCandidateLineOnStdin: a line of candidates (fields × values
// characters) piped in reads as it does from a file or an argument, not
// as a line of givens with too many fields.
func TestCandidateLineOnStdin(t *testing.T) {
	const givens = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	var line strings.Builder
	for _, ch := range givens {
		for d := '1'; d <= '9'; d++ {
			switch {
			case ch == '.':
				line.WriteRune(d)
			case ch == d:
				line.WriteRune(d)
			default:
				line.WriteRune('.')
			}
		}
	}
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	s, err := input.Open(sp, []string{"-"}, strings.NewReader(line.String()+"\n"+line.String()+"\n"))
	require.NoError(t, err)
	defer s.Close()
	for range 2 {
		p, err := s.Next()
		require.NoError(t, err)
		require.NotNil(t, p.Rules, "the candidates are the puzzle's rules")
		assert.NotEmpty(t, p.Rules.Constraints, "the candidates are the puzzle's rules")
	}
	_, err = s.Next()
	assert.Equal(t, io.EOF, err)
}

// TestDotRowsEverywhere: a dot_rows file (a YAML list of n-Sudoku of any
// of its sizes) reads as a puzzle file wherever one is read, each puzzle
// with the rules of its size and its place in the file.
func TestDotRowsEverywhere(t *testing.T) {
	const file = "- {dot_rows: ['1...', '....', '....', '...2']}\n- dot_rows:\n  - '.........'\n  - '.........'\n  - '.........'\n  - '.........'\n  - '....1....'\n  - '.........'\n  - '.........'\n  - '.........'\n  - '.........'\n"
	_, err := input.DotRows("d.yaml", []byte(file))
	require.ErrorContains(t, err, "d.yaml:1:3: a puzzle of 4 rows: the sizes of dot_rows puzzles are 9, 16, 25 and 36")
	_, err = input.DotRows("d.yaml", []byte("- dot_rows:\n  - '...'\n - x: [\n"))
	require.ErrorContains(t, err, "d.yaml:2:1: invalid YAML: did not find expected")
	good := strings.SplitN(file, "\n", 2)[1]
	require.True(t, input.IsDotRows([]byte(good)))
	ps, err, whole := input.Whole("d.yaml", []byte(good))
	require.True(t, whole)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	assert.Equal(t, 9, ps[0].Rules.Rows)
	assert.Equal(t, "d.yaml:2:5", ps[0].Pos.String(), "at its first row")
	assert.Equal(t, 0, ps[0].Givens[40], "r5c5 holds 1")

	dir := t.TempDir()
	name := filepath.Join(dir, "d.yaml")
	require.NoError(t, os.WriteFile(name, []byte(good), 0o644))
	sp, err := specs.Builtin("classic")
	require.NoError(t, err)
	s, err := input.Open(sp, []string{name}, nil)
	require.NoError(t, err)
	defer s.Close()
	p, err := s.Next()
	require.NoError(t, err, "a file solve reads")
	assert.Equal(t, ps[0].Givens, p.Givens)
}

// FuzzDotRows: whatever the text, DotRows never panics; each puzzle it
// reads has givens for its rules, and each error is at a place.
func FuzzDotRows(f *testing.F) {
	f.Add("- dot_rows: ['.....356.', '7.61.....', '...86....', '..5..8...', '.7..5..8.', '...6..9..', '....84...', '.....61.7', '.692.....']\n")
	f.Add("- {dot_rows: ['1...', '....']}\n- 3\n")
	f.Add("[{dot_rows: []}, {dot_rows: ['x']}]")
	f.Fuzz(func(t *testing.T, text string) {
		ps, err := input.DotRows("f.yaml", []byte(text))
		for _, p := range ps {
			require.Len(t, p.Givens, p.Rules.NumFields())
		}
		for _, e := range game.SplitErrors(err) {
			var ge *game.Error
			require.True(t, errors.As(e, &ge), "%v", e)
			require.Positive(t, ge.Pos.Line, "an error at a line: %v", e)
		}
	})
}

// TestArgWithin: a puzzle written out is read whole up to a bound, and
// past it is an error that names the argument and both lengths.
func TestArgWithin(t *testing.T) {
	a := input.Arg{Name: "argument 2", Written: true, Text: "1..4.4..2..3..1."}
	text, err := a.Within(16)
	require.NoError(t, err)
	assert.Equal(t, a.Text, string(text))
	_, err = a.Within(15)
	assert.EqualError(t, err, "argument 2 has 16 bytes, more than the 15 a position may have")
}

// TestIsDotRows: a list at the top is a dot_rows file, however its text
// starts; a spec, a mapping, is none.
func TestIsDotRows(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"- dot_rows: ['1']\n", true},
		{"# a list\n\n  - dot_rows: ['1']\n", true},
		{"---\n[{dot_rows: ['1']}]\n", true},
		{"--- !!seq\n- a\n", true},
		{"&puzzles\n- a\n", true},
		{"name: x\nextends: classic\n", false},
		{"-key: value\n", false},
		{"{a: 1}\n", false},
		{"---\nextends: classic\n", false},
		{"- [unclosed\n", false},
		{"", false},
	} {
		assert.Equal(t, tt.want, input.IsDotRows([]byte(tt.text)), "%q", tt.text)
	}
}
