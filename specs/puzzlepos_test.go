package specs_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

const tinyHead = "values: 1-4\ngroups: [rows, columns, {boxes: 2x2}]\npuzzles:\n"

func TestInFile(t *testing.T) {
	tests := []struct {
		name    string
		puzzles string
		in      game.Position // as a reader of the givens alone reports it
		want    string
	}{
		{"quoted, first field", `  - givens: "1.3. .... .... ...."`, game.Position{Line: 1, Col: 1}, "t.yaml:4:14"},
		{"quoted, sixth field", `  - givens: "1.3. .... .... ...."`, game.Position{Line: 1, Col: 6}, "t.yaml:4:19"},
		{"plain", "  - 1.3.............", game.Position{Line: 1, Col: 3}, "t.yaml:4:7"},
		{"block, first line", "  - givens: |\n      1.3.\n      ....\n      ....\n      ....", game.Position{Line: 1, Col: 1}, "t.yaml:5:7"},
		{"block, third line", "  - givens: |\n      1.3.\n      ....\n      ....\n      ....", game.Position{Line: 3, Col: 4}, "t.yaml:7:10"},
		{"no column", "  - givens: |\n      1.3.\n      ....\n      ....\n      ....", game.Position{Line: 2}, "t.yaml:6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sp, err := specs.Parse("t.yaml", []byte(tinyHead+tt.puzzles+"\n"))
			require.NoError(t, err)
			require.Len(t, sp.Puzzles, 1)
			assert.Equal(t, tt.want, sp.Puzzles[0].InFile(tt.in).String())
		})
	}
}

// firstError reads the givens of p as a puzzle reader does and returns its
// first error.
func firstError(t *testing.T, r *game.Rules, p specs.Puzzle) *game.Error {
	t.Helper()
	_, err := puzzle.ParseString(r, p.Pos.File, p.Givens)
	var perr *game.Error
	require.True(t, errors.As(err, &perr), "%v", err)
	return perr
}

// MoveError shows the line of the spec as it was read: the file is not
// read again, so a file changed since, or never on disk, makes no
// difference. A Puzzle made by hand shows its givens, indented.
func TestMoveError(t *testing.T) {
	block := "  - givens: |\n      1.3.\n      .x..\n      ....\n      ....\n"
	quoted := `  - givens: "1.3. .x.. .... ...."` + "\n"
	tests := []struct {
		name       string
		puzzles    string
		wantPos    string
		wantSource string
	}{
		{"block", block, ":6:8", "      .x.."},
		{"quoted", quoted, ":4:20", `  - givens: "1.3. .x.. .... ...."`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "t.yaml")
			sp, err := specs.Parse(path, []byte(tinyHead+tt.puzzles))
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(path, []byte(strings.Repeat("# changed\n", 10)), 0o644))
			p := sp.Puzzles[0]
			perr := firstError(t, sp.Rules, p)
			p.MoveError(perr)
			assert.Equal(t, path+tt.wantPos, perr.Pos.String())
			assert.Equal(t, tt.wantSource, perr.Source)
			assert.Equal(t, "x", string([]rune(perr.Source)[perr.Pos.Col-1]), "the column points at the bad value")
			assert.True(t, strings.HasPrefix(perr.Msg, `unknown value "x"`), perr.Msg)
		})
	}
	t.Run("made by hand", func(t *testing.T) {
		sp, err := specs.Parse("t.yaml", []byte(tinyHead+quoted))
		require.NoError(t, err)
		p := specs.Puzzle{Name: "by hand", Givens: sp.Puzzles[0].Givens, Pos: sp.Puzzles[0].Pos}
		perr := firstError(t, sp.Rules, p)
		p.MoveError(perr)
		assert.Equal(t, "t.yaml:4:20", perr.Pos.String())
		assert.Equal(t, "             1.3. .x.. .... ....", perr.Source)
	})
}

// Givens that end inside the puzzle are cut off at the end of the givens,
// not of the file, and the error stands where they end.
func TestMoveErrorCutOff(t *testing.T) {
	tests := []struct {
		name, puzzles string
		wantPos       string
		want          string
	}{
		{"quoted", `  - givens: "1.3. .."` + "\n", ":4:21", "puzzle cut off at the end of the givens: it has 6 fields, the board has 16"},
		{"block", "  - givens: |\n      1.3...\n      ...\n", ":6:10", "puzzle cut off at the end of the givens: it has 9 fields, the board has 16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "t.yaml")
			sp, err := specs.Parse(path, []byte(tinyHead+tt.puzzles))
			require.NoError(t, err)
			p := sp.Puzzles[0]
			perr := firstError(t, sp.Rules, p)
			p.MoveError(perr)
			assert.Equal(t, path+tt.wantPos, perr.Pos.String())
			assert.True(t, strings.HasPrefix(perr.Msg, tt.want), perr.Msg)
		})
	}
}
