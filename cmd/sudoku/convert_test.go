package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

const yak94 = "../../killertext/testdata/yak94.txt"

// A killer goes round every format that holds cages and comes back with
// the same solution; each step's output is the next one's input.
func TestConvertRoundTrip(t *testing.T) {
	want := sudoku(t, "solve", "--quiet", "--format", "line", yak94)
	require.Equal(t, exitOK, want.code, want.stderr)
	require.Len(t, strings.TrimSpace(want.stdout), 81)
	in := yak94
	for _, to := range []string{"yaml", "fpuzzles", "link", "sudokupad", "scl", "iss", "isslink", "yaml"} {
		got := sudoku(t, "convert", "--to", to, in)
		require.Equal(t, exitOK, got.code, "to %s: %s", to, got.stderr)
		ext := map[string]string{"yaml": ".yaml", "fpuzzles": ".json"}[to]
		in = writeFile(t, "killer-"+to+ext, got.stdout)
		args := []string{"solve", "--quiet", "--format", "line", in}
		if to == "yaml" {
			args = []string{"solve", "--quiet", "--format", "line", "--spec", in}
		}
		solved := sudoku(t, args...)
		require.Equal(t, exitOK, solved.code, "solving the %s: %s\n%s", to, solved.stderr, got.stdout)
		assert.Equal(t, want.stdout, solved.stdout, "the solution after %s", to)
	}
}

// What convert writes in each format, against golden files: a killer as
// a spec file and links, a classic puzzle in the classic formats, a
// pencil-mark puzzle as HoDoKu's line.
func TestConvertGolden(t *testing.T) {
	const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	for _, tc := range []struct {
		golden string
		args   []string
	}{
		{"yak94.yaml", []string{"--to", "yaml", "--name", "yak 94", yak94}},
		{"yak94.link", []string{"--to", "link", yak94}},
		{"yak94.sudokupad", []string{"--to", "sudokupad", yak94}},
		{"hard.ss", []string{"--to", "simplesudoku", hard}},
		{"hard.hodoku", []string{"--to", "hodoku", hard}},
		{"hard.pm", []string{"--to", "pm", hard}},
		{"hard.grid", []string{"--to", "grid", hard}},
		{"pencil.hodoku", []string{"--to", "hodoku", "../../pencil/testdata/classic.compact"}},
	} {
		t.Run(tc.golden, func(t *testing.T) {
			got := sudoku(t, append([]string{"convert"}, tc.args...)...)
			require.Equal(t, exitOK, got.code, got.stderr)
			golden := filepath.Join("testdata", "convert", tc.golden)
			if *update {
				require.NoError(t, os.WriteFile(golden, []byte(got.stdout), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), got.stdout)
		})
	}
}

// A format that cannot hold a puzzle's rules is an error that names the
// rule, and exits 2; nothing is written for that puzzle.
func TestConvertRefuses(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"cages on a line", []string{"convert", "--to", "line", yak94}, "cage 18 at r1c1 r2c1 r3c1 r4c1), which a line of givens cannot hold"},
		{"holes for f-puzzles", []string{"convert", "--spec", "samurai", "--to", "link"}, "f-puzzles has no boards with holes"},
		{"a jigsaw for HoDoKu", []string{"convert", "--spec", "jigsaw", "--to", "hodoku"}, "HoDoKu's library format holds classic 9x9 puzzles, and this one's board differs from classic's"},
		{"a jigsaw for SimpleSudoku", []string{"convert", "--spec", "jigsaw", "--to", "simplesudoku"}, "SimpleSudoku's grid holds classic 9x9 puzzles"},
		{"no puzzle", []string{"convert", "--spec", "7x7", "--to", "link"}, "spec 7x7 has no default puzzle"},
		{"unknown format", []string{"convert", "--to", "xml", yak94}, `--to "xml": the formats are yaml, fpuzzles, link, sudokupad, scl, iss, isslink, line, grid`},
		{"generate for f-puzzles on holes", []string{"generate", "--spec", "samurai", "--format", "fpuzzles"}, "--format fpuzzles: f-puzzles has no boards with holes"},
		{"solve to a link with a path", []string{"solve", "--path", "--format", "link"}, "drop --path"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := sudoku(t, tc.args...)
			assert.Equal(t, exitBad, got.code)
			assert.Contains(t, got.stderr, tc.want)
		})
	}
}

// generate --format link writes puzzles that read back with one
// solution, the one f-puzzles is given to check against.
func TestGenerateLinks(t *testing.T) {
	for _, format := range []string{"fpuzzles", "link", "sudokupad"} {
		got := sudoku(t, "generate", "--quiet", "--count", "2", "--seed", "7", "--format", format)
		require.Equal(t, exitOK, got.code, got.stderr)
		lines := strings.Split(strings.TrimSpace(got.stdout), "\n")
		require.Len(t, lines, 2)
		for _, l := range lines {
			p, err := fpuzzles.Read("generated", l)
			require.NoError(t, err)
			assert.Contains(t, p.Title, "generated, seed ")
			data := l
			if format != "fpuzzles" {
				data = jsonOf(t, l)
			}
			var top struct {
				Solution []int `json:"solution"`
			}
			require.NoError(t, json.Unmarshal([]byte(data), &top))
			require.Len(t, top.Solution, 81)
			solved := sudoku(t, "solve", "--quiet", "--count", "2", "--format", "line", l)
			require.Equal(t, exitOK, solved.code, solved.stderr)
			var digits strings.Builder
			for _, v := range top.Solution {
				digits.WriteByte(byte('0' + v))
			}
			assert.Equal(t, digits.String()+" # unique\n", solved.stdout)
		}
	}
}

// generate --format scl writes SudokuPad's own links, with the title and
// the solution, which read back with that solution alone.
func TestGenerateSCL(t *testing.T) {
	got := sudoku(t, "generate", "--quiet", "--count", "2", "--seed", "7", "--constraints", "thermometer", "--format", "scl")
	require.Equal(t, exitOK, got.code, got.stderr)
	lines := strings.Split(strings.TrimSpace(got.stdout), "\n")
	require.Len(t, lines, 2)
	for _, l := range lines {
		require.True(t, strings.HasPrefix(l, sudokupad.LinkPrefix), l)
		p, err := sudokupad.Read("generated", l)
		require.NoError(t, err)
		assert.Contains(t, p.Title, "generated, seed ")
		assert.Contains(t, p.Text, "Thermometer")
		require.Len(t, p.Solution, 81)
		solved := sudoku(t, "solve", "--quiet", "--count", "2", "--format", "line", l)
		require.Equal(t, exitOK, solved.code, solved.stderr)
		assert.Equal(t, puzzle.Line(p.Rules, p.Solution)+" # unique\n", solved.stdout)
	}
}

// jsonOf returns the JSON a link carries.
func jsonOf(t *testing.T, link string) string {
	t.Helper()
	for _, prefix := range []string{fpuzzles.FPuzzlesPrefix, fpuzzles.SudokuPadPrefix} {
		if d, ok := strings.CutPrefix(link, prefix); ok {
			s, err := lzstring.Base64.Decompress(d)
			require.NoError(t, err)
			return s
		}
	}
	t.Fatalf("no link: %s", link)
	return ""
}

// A classic puzzle and a pencil-mark puzzle go round the classic
// exchange formats and keep their one solution; what they cannot hold is
// an error that names the rule.
func TestConvertClassicFormats(t *testing.T) {
	const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	for _, in := range []string{hard, "../../pencil/testdata/classic.compact"} {
		want := sudoku(t, "solve", "--quiet", "--format", "line", "--count", "2", in)
		require.Equal(t, exitOK, want.code, want.stderr)
		require.Contains(t, want.stdout, "# unique")
		formats := []string{"hodoku", "pm", "hodoku", "yaml"}
		if in == hard {
			formats = append([]string{"simplesudoku", "line", "grid"}, formats...)
		}
		from := in
		for _, to := range formats {
			got := sudoku(t, "convert", "--to", to, from)
			require.Equal(t, exitOK, got.code, "to %s: %s", to, got.stderr)
			from = writeFile(t, "puzzle-"+to+map[string]string{"yaml": ".yaml"}[to], got.stdout)
			args := []string{"solve", "--quiet", "--format", "line", "--count", "2", from}
			if to == "yaml" {
				args = append(args, "--spec", from)
			}
			solved := sudoku(t, args...)
			require.Equal(t, exitOK, solved.code, "solving the %s: %s\n%s", to, solved.stderr, got.stdout)
			assert.Equal(t, want.stdout, solved.stdout, "after %s:\n%s", to, got.stdout)
		}
	}
	got := sudoku(t, "convert", "--to", "hodoku", yak94)
	assert.Equal(t, exitBad, got.code)
	assert.Contains(t, got.stderr, "cage 18 at r1c1 r2c1 r3c1 r4c1: candidates cannot say a killer rule")
}

// TestConvertReadsBack: what one command writes, another reads, as a
// user pipes it: HoDoKu's line keeps its givens as givens, several
// puzzles as f-puzzles JSON read one a line, a pencil-mark grid reads
// from standard input.
func TestConvertReadsBack(t *testing.T) {
	const hard = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	got := sudoku(t, "convert", "--to", "line", ":0000:x:"+hard+":::")
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.Equal(t, hard+"\n", got.stdout, "a library line's givens are givens")
	clash := sudoku(t, "solve", "--quiet", "--format", "line", ":0000:x:44"+hard[2:]+":::")
	assert.Equal(t, exitBad, clash.code)
	assert.Contains(t, clash.stderr, "r1c1 and r1c2 both hold 4")
	for _, to := range []string{"fpuzzles", "pm", "iss"} {
		out := sudoku(t, "convert", "--to", to, hard, hard)
		require.Equal(t, exitOK, out.code, out.stderr)
		piped := sudokuStdin(t, out.stdout, "solve", "--quiet", "--format", "line", "--count", "2")
		require.Equal(t, exitOK, piped.code, "%s piped: %s", to, piped.stderr)
		assert.Equal(t, 2, strings.Count(piped.stdout, "# unique"), "%s: both puzzles: %s", to, piped.stdout)
	}
}

// TestConvertSaysWhatIsLeftOut: what an f-puzzles puzzle holds that no
// rule says (a drawn line, its solution, an editor's setting) is named on
// stderr, one line each, where the format cannot hold it, and the puzzle
// is converted; f-puzzles and its links carry the drawings and the
// solution, and SCL the solution.
func TestConvertSaysWhatIsLeftOut(t *testing.T) {
	const file = "testdata/convert/drawings.json"
	got := sudoku(t, "convert", "--to", "line", file)
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.Equal(t, "1...............\n", got.stdout)
	assert.Equal(t, file+":1:1: not converted: highlightConflicts left out: a setting of the editor\n"+
		file+":1:1: not converted: drawn only, no rule reads them: 1 line\n"+
		file+":1:1: not converted: the solution given\n", got.stderr)

	for _, to := range []string{"fpuzzles", "sudokupad"} {
		got = sudoku(t, "convert", "--to", to, file)
		require.Equal(t, exitOK, got.code, got.stderr)
		assert.Equal(t, file+":1:1: not converted: highlightConflicts left out: a setting of the editor\n", got.stderr, to)
		back := sudokuStdin(t, got.stdout, "convert", "--to", "fpuzzles")
		require.Equal(t, exitOK, back.code, back.stderr)
		var top struct {
			Line     []map[string]any `json:"line"`
			Solution []int            `json:"solution"`
		}
		require.NoError(t, json.Unmarshal([]byte(back.stdout), &top), back.stdout)
		assert.Equal(t, []map[string]any{{"lines": []any{[]any{"R1C1", "R2C2"}}}}, top.Line, "%s carries the line", to)
		assert.Equal(t, []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}, top.Solution, "%s carries the solution", to)
	}
	got = sudoku(t, "convert", "--to", "scl", file)
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.NotContains(t, got.stderr, "solution", "SCL carries the solution")
	assert.Contains(t, got.stderr, "drawn only")
}

// TestUnreadKey: an f-puzzles key no rule here reads stops convert (the
// puzzle cannot be solved without its rule) with the key named; with
// --lenient, and always in show, which only draws, the rest is read and
// the key is named with the puzzle.
func TestUnreadKey(t *testing.T) {
	file := "testdata/convert/unread.json"
	got := sudoku(t, "convert", "--to", "line", file)
	assert.Equal(t, exitBad, got.code)
	assert.Contains(t, got.stderr, "doublers: no rule of this program reads this key")
	got = sudoku(t, "convert", "--lenient", "--to", "yaml", file)
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.Contains(t, got.stdout, "killer: {cells: [r1c1, r1c2], sum: 3}")
	assert.Contains(t, got.stderr, "not converted: doublers left out: no rule of this program reads it")
	got = sudoku(t, "show", file)
	require.Equal(t, exitOK, got.code, got.stderr)
	assert.Contains(t, got.stdout, "note: doublers left out: no rule of this program reads it")
	assert.Contains(t, got.stdout, "┃3      ┃", "the cage is drawn")
}
