package sudokupad_test

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/lzstring"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

const convertedFile = "../testdata/sudokupad/fpuzzles.tsv"

// converted is a puzzle of convertedFile: an f-puzzles puzzle and the SCL
// payload SudokuPad's converter made of it.
type converted struct {
	source, name, fpuzzles, solution, scl string
}

func readConverted(t testing.TB) []converted {
	f, err := os.Open(convertedFile)
	require.NoError(t, err)
	defer f.Close()
	var out []converted
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		require.Len(t, cols, 5, "line %q", line)
		out = append(out, converted{cols[0], cols[1], cols[2], cols[3], cols[4]})
	}
	require.NoError(t, sc.Err())
	require.NotEmpty(t, out)
	return out
}

// TestConverted reads each SCL puzzle SudokuPad's converter made and its
// f-puzzles original, and compares their rules and givens. The puzzles
// that do not agree are listed in unlike with the reason.
func TestConverted(t *testing.T) {
	agree, total := 0, 0
	for _, c := range readConverted(t) {
		name := c.source + " " + c.name
		t.Run(name, func(t *testing.T) {
			want, err := fpuzzles.Parse("f-puzzles", unordered(t, c.fpuzzles))
			if err != nil {
				t.Skipf("the f-puzzles reader refuses it: %v", err)
			}
			total++
			got, err := sudokupad.Read("scl", c.scl)
			same := err == nil
			if same {
				same = constraint.SameRules(want.Rules, got.Rules) == nil && assert.ObjectsAreEqual(want.Givens, got.Givens)
			}
			if reason, ok := unlike[c.name]; ok {
				assert.False(t, same, "listed as unlike (%s), but it agrees", reason)
				return
			}
			require.NoError(t, err)
			require.NoError(t, constraint.SameRules(want.Rules, got.Rules))
			assert.Equal(t, want.Givens, got.Givens)
			assert.Equal(t, want.Title, got.Title)
			if cells := len(got.Givens); c.solution != "-" && len(c.solution) == cells {
				require.Len(t, got.Solution, len(c.solution))
				for k, v := range got.Solution {
					assert.Equal(t, int(c.solution[k]-'1'), v)
				}
			}
			agree++
		})
	}
	t.Logf("%d of %d puzzles agree", agree, total)
	assert.GreaterOrEqual(t, agree+len(unlike), total, "every puzzle agrees or is listed")
}

// unlike are the puzzles of convertedFile (by name) whose SCL does not
// give the rules of their f-puzzles original, and why.
var unlike = map[string]string{
	`"Tangled Arrows" by Madison Silver (Diagonal +, odd, even, palindrome, clone, arrow)`:                                                                       "SudokuPad's converter draws clones as grey cells, which say nothing of which cell is whose clone",
	`"Cloneways Game of Life" by ahaupt, Botaku, Ben, Xoned, Philip Newman, Hackiisan, ICHUTES, Qinlux, Gliperal (Killer, Minimum, Maximum, XV, Arrows, Clones)`: "SudokuPad's converter drops the clones; the cages that show them only draw",
	`Jumped Joy by Jaze (Zipper Lines)`:                  "SudokuPad's converter drops the zipper lines, and the plain lines drawn with them are named by no rules text",
	`Slow Thermo Sudoku by Philip Newman (Slow Thermos)`: "SudokuPad's converter drops the slow thermometers, and the plain lines drawn with them are named by no rules text",
}

// unordered returns the JSON of an f-puzzles puzzle with the two cells of
// each dot, X and V in reading order, and each line that reads the same
// either way from its end first in reading order: SudokuPad draws a mark
// at the edge between two cells, which has no order, and this package
// reads such lines so.
func unordered(t *testing.T, data string) []byte {
	text, err := lzstring.Base64.Decompress(data)
	require.NoError(t, err)
	var top map[string]any
	require.NoError(t, json.Unmarshal([]byte(text), &top))
	for _, key := range []string{"difference", "ratio", "xv"} {
		entries, _ := top[key].([]any)
		for _, e := range entries {
			m, _ := e.(map[string]any)
			cells, _ := m["cells"].([]any)
			slices.SortFunc(cells, func(a, b any) int {
				return cmp.Compare(cellKey(a.(string)), cellKey(b.(string)))
			})
		}
	}
	for _, key := range []string{"renban", "whispers", "palindrome", "regionsumline", "entropicline", "zipperline", "modularline"} {
		entries, _ := top[key].([]any)
		for _, e := range entries {
			m, _ := e.(map[string]any)
			lines, _ := m["lines"].([]any)
			for _, l := range lines {
				cells, _ := l.([]any)
				if len(cells) > 1 && cellKey(cells[len(cells)-1].(string)) < cellKey(cells[0].(string)) {
					slices.Reverse(cells)
				}
			}
		}
	}
	out, err := json.Marshal(top)
	require.NoError(t, err)
	return out
}

// cellKey orders cells R1C1 in reading order.
func cellKey(s string) int {
	var r, c int
	_, _ = fmt.Sscanf(strings.ToUpper(s), "R%dC%d", &r, &c)
	return r*1000 + c
}
