package puzzle_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// golden compares got with testdata/name, or rewrites the file with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create it")
	assert.Equal(t, string(want), got)
}

func parseOne(t *testing.T, rules *game.Rules, text string) []int {
	t.Helper()
	ps, err := puzzle.ParseString(rules, "t", text)
	require.NoError(t, err)
	require.Len(t, ps, 1)
	return ps[0].Givens
}

func TestGrid(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules func(testing.TB) *game.Rules
		in    string
	}{
		{"classic", classic, easy},
		{"classic-solution", classic, easySol},
		{"6x6", six, "1.....\n..3.5.\n.4....\n....2.\n.2.4..\n.....6\n"},
		{"jigsaw", jigsaw, "3.......1\n.........\n..5...8..\n.........\n....4....\n.........\n..2...6..\n.........\n7.......9\n"},
		{"words", words, "red . . gold\n. gold red .\n. red . .\n. . . blue\n"},
		{"numbers", numbers, "10 . 16 1" + strings.Repeat(" .", 252)},
		{"latin", latin, "1 2 . 4\n. . . .\n. . . .\n4 . . 1\n"},
		{"samurai", samurai, samuraiGrid()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rules := tc.rules(t)
			givens := parseOne(t, rules, tc.in)
			got := puzzle.Grid(rules, givens)
			golden(t, filepath.Join("grid", tc.name+".golden"), got)
			assert.Equal(t, givens, parseOne(t, rules, got), "the grid reads back")
		})
	}
}

// A row without fields must not become a blank line, which would end the
// puzzle when the grid is read back.
func TestGridRowOfHoles(t *testing.T) {
	cells := func(ps ...game.Pos) []game.Pos { return ps }
	gs := []game.GroupSpec{
		groups.List("left", cells(game.Pos{Row: 0, Col: 0}, game.Pos{Row: 2, Col: 0})),
		groups.List("right", cells(game.Pos{Row: 0, Col: 1}, game.Pos{Row: 2, Col: 1})),
	}
	rules, err := game.NewRules("gap", 3, 2, []bool{true, true, false, false, true, true}, values(t, "1", "2"), gs)
	require.NoError(t, err)
	givens := []int{0, game.Empty, 1, 0}
	got := puzzle.Grid(rules, givens)
	assert.Equal(t, "1 .\n2 1\n", got)
	assert.Equal(t, givens, parseOne(t, rules, got))
}

func TestLine(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rules func(testing.TB) *game.Rules
		grid  []int
		want  string
	}{
		{"chars", four, []int{0, game.Empty, 2, 3, 9, -7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, "1.34??1111111111"},
		{"tokens", words, []int{0, game.Empty, 2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, game.Empty}, "red . blue gold green green green green green green green green green green green ."},
		{"dot is a value", func(t testing.TB) *game.Rules {
			return sudoku(t, "dots", 4, 2, 2, values(t, ".", "1", "2", "3"))
		}, []int{0, game.Empty, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, ".*123..........."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, puzzle.Line(tc.rules(t), tc.grid))
		})
	}
	assert.Panics(t, func() { puzzle.Line(four(t), []int{1}) })
	assert.Panics(t, func() { puzzle.Grid(four(t), []int{1}) })
}

// TestGridStyled draws for a terminal: the givens bold, the fields of
// windows and diagonals shaded. Stripped of its escapes it is Grid, and
// without Style.Terminal it is Grid exactly.
func TestGridStyled(t *testing.T) {
	escapes := regexp.MustCompile("\x1b\\[[0-9;]*m")
	diagonals, err := groups.Diagonals(groups.Square(9))
	require.NoError(t, err)
	for _, tc := range []struct {
		name  string
		extra []game.GroupSpec
	}{
		{"hyper", groups.Windows([]game.Pos{{Row: 1, Col: 1}, {Row: 1, Col: 5}, {Row: 5, Col: 1}, {Row: 5, Col: 5}}, 3, 3)},
		{"x", diagonals},
	} {
		t.Run(tc.name, func(t *testing.T) {
			gs, err := groups.Grid(groups.Square(9), 3, 3)
			require.NoError(t, err)
			rules, err := game.NewRules(tc.name, 9, 9, nil, classic(t).Values, append(gs, tc.extra...))
			require.NoError(t, err)
			// Read as classic: the grid need not keep the extra groups.
			givens := parseOne(t, classic(t), easy)
			solution := parseOne(t, classic(t), easySol)
			got := puzzle.GridStyled(rules, solution, puzzle.Style{Terminal: true, Givens: givens})
			golden(t, filepath.Join("grid", tc.name+"-styled.golden"), got)
			assert.Equal(t, puzzle.Grid(rules, solution), escapes.ReplaceAllString(got, ""))
			assert.Contains(t, got, "\x1b[1m", "givens are bold")
			assert.Contains(t, got, "\x1b[48;5;", "extra groups are shaded")
			assert.Equal(t, puzzle.Grid(rules, solution), puzzle.GridStyled(rules, solution, puzzle.Style{Givens: givens}))
		})
	}
}

// SimpleSudoku's grid reads back as the puzzle it writes; other boards
// are an error.
func TestSimpleSudoku(t *testing.T) {
	r := classic(t)
	ps, err := puzzle.ParseString(r, "easy", easy)
	require.NoError(t, err)
	out, err := puzzle.SimpleSudoku(r, ps[0].Givens)
	require.NoError(t, err)
	assert.Equal(t, "*-----------*\n|53.|.7.|...|\n", out[:28])
	back, err := puzzle.ParseString(r, "ss", out)
	require.NoError(t, err)
	require.Len(t, back, 1)
	assert.Equal(t, ps[0].Givens, back[0].Givens)
	four := sudoku(t, "4x4", 4, 2, 2, values(t, "1", "2", "3", "4"))
	_, err = puzzle.SimpleSudoku(four, make([]int, 16))
	assert.ErrorContains(t, err, "a 9x9 board")
}
