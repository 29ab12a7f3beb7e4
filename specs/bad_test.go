package specs

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/internal/errmark"
)

// badSpecs returns the bad specs of the tests: those of testdata/bad/specs
// at the root, and this package's testdata/bad.
func badSpecs() ([]string, error) {
	var files []string
	for _, pattern := range []string{"../testdata/bad/specs/*.yaml", "testdata/bad/*.yaml"} {
		fs, err := filepath.Glob(pattern)
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
	}
	return files, nil
}

// TestBadSpecs loads each bad spec (badSpecs): the errors must be those
// its markers expect (see package errmark), each with its line as Source,
// sorted by position.
func TestBadSpecs(t *testing.T) {
	files, err := badSpecs()
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 20)
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			want, _, err := errmark.Read(path)
			require.NoError(t, err)
			require.NotEmpty(t, want, "a bad spec must say which errors it expects")
			s, err := Load(path)
			require.Error(t, err)
			assert.Nil(t, s)
			src, _ := os.ReadFile(path)
			lines := strings.Split(string(src), "\n")
			got := positioned(t, err)
			for _, ge := range got {
				assert.Equal(t, path, ge.Pos.File, "%v", ge)
				if ge.Pos.Line >= 1 && ge.Pos.Line <= len(lines) {
					assert.Equal(t, strings.TrimRight(lines[ge.Pos.Line-1], "\r"), ge.Source, "source of %v", ge)
				}
				assert.Regexp(t, `^[a-z"]`, ge.Msg, "messages start lower-case")
			}
			assert.True(t, slices.IsSortedFunc(got, func(a, b *game.Error) int {
				if a.Pos.Line != b.Pos.Line {
					return a.Pos.Line - b.Pos.Line
				}
				return a.Pos.Col - b.Pos.Col
			}), "errors sorted by position")
			errmark.Check(t, want, errmark.FromGame(got))
		})
	}
}

// positioned returns the errors of err, which must join *game.Error
// values as Parse and Load return.
func positioned(t *testing.T, err error) []*game.Error {
	t.Helper()
	_, ok := err.(interface{ Unwrap() []error })
	require.True(t, ok, "want errors joined, got %T: %v", err, err)
	var out []*game.Error
	for _, e := range game.SplitErrors(err) {
		var ge *game.Error
		require.True(t, errors.As(e, &ge), "want *game.Error, got %T: %v", e, e)
		out = append(out, ge)
	}
	return out
}

func TestSeveralErrorsAtOnce(t *testing.T) {
	_, err := Load("../testdata/bad/specs/several.yaml")
	assert.GreaterOrEqual(t, len(positioned(t, err)), 5)
}

func TestExtendsFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	write("a.yaml", "extends: b.yaml\n")
	write("b.yaml", "extends: sub/c.yaml\n")
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "sub"), 0o755))
	write("sub/c.yaml", "extends: ../a.yaml\n")
	_, err := Load(filepath.Join(dir, "a.yaml"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `c.yaml:1:10: extends "../a.yaml" makes a cycle`)

	p := write("mine.yaml", "extends: x\nname: mine\ngroups:\n  - cells: {name: centre, cells: [r4c4, r5c5, r6c6]}\n")
	s, err := Load(p)
	require.NoError(t, err)
	assert.Equal(t, "mine", s.Name)
	assert.Len(t, s.Rules.Groups, 30)
	assert.Equal(t, "centre", s.Rules.Groups[29].Name)
	assert.Empty(t, s.Puzzles, "the parent's puzzles are for other rules")
	q := write("child.yaml", "extends: mine.yaml\ndescription: the same rules\n")
	c, err := Load(q)
	require.NoError(t, err)
	assert.Equal(t, "the same rules", c.Description)
	assert.Equal(t, "child", c.Name, "the name defaults to the file's")
}
