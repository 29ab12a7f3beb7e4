package fpuzzles_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// sameAs checks that p2 has the rules and givens of p.
func sameAs(t *testing.T, p, p2 *puzzle.Puzzle) {
	t.Helper()
	require.NoError(t, constraint.SameRules(p.Rules, p2.Rules))
	assert.Equal(t, p.Givens, p2.Givens)
	assert.Equal(t, p.Title, p2.Title)
	assert.Equal(t, p.Author, p2.Author)
	assert.Equal(t, p.Text, p2.Text)
}

// Every puzzle of SudokuSolver's tests that reads, written as JSON and as
// both links, reads back to the same rules, givens, title, author and
// rules text.
func TestWriteKnownPuzzles(t *testing.T) {
	n := 0
	for _, k := range readKnown(t) {
		p, err := fpuzzles.Read("puzzle", k.data)
		if err != nil {
			continue // a rule with no kind here: TestKnownPuzzles
		}
		n++
		t.Run(k.name, func(t *testing.T) {
			out, err := fpuzzles.Write(p, p.Rules, nil)
			require.NoError(t, err)
			back, err := fpuzzles.Parse("back", out)
			require.NoError(t, err)
			sameAs(t, p, back)
			for _, prefix := range []string{fpuzzles.FPuzzlesPrefix, fpuzzles.SudokuPadPrefix} {
				link := fpuzzles.Link(prefix, out)
				require.True(t, strings.HasPrefix(link, prefix))
				back, err := fpuzzles.Read("link", link)
				require.NoError(t, err)
				sameAs(t, p, back)
			}
		})
	}
	assert.GreaterOrEqual(t, n, 30)
}

// empty returns a puzzle of rules with no givens.
func empty(r *game.Rules) *puzzle.Puzzle {
	g := game.EmptyGrid(r.NumFields())
	return &puzzle.Puzzle{Givens: g, Rules: r}
}

// Every built-in spec that f-puzzles can hold writes and reads back; the
// others are errors that say why.
func TestWriteBuiltins(t *testing.T) {
	refused := map[string]string{
		"samurai": "no boards with holes",
	}
	for _, name := range specs.Names() {
		t.Run(name, func(t *testing.T) {
			s, err := specs.Builtin(name)
			require.NoError(t, err)
			p := empty(s.Rules)
			if len(s.Puzzles) > 0 && s.Puzzles[0].Givens != "" {
				ps, err := puzzle.ParseString(s.Rules, name, s.Puzzles[0].Givens)
				require.NoError(t, err)
				p.Givens = ps[0].Givens
			}
			out, err := fpuzzles.Write(p, s.Rules, nil)
			if want, ok := refused[name]; ok {
				require.Error(t, err)
				assert.Contains(t, err.Error(), want)
				return
			}
			require.NoError(t, err)
			back, err := fpuzzles.Parse("back", out)
			require.NoError(t, err)
			if err := constraint.SameRules(s.Rules, back.Rules); err != nil {
				// Values by their place: 1-9A-G as 1-16, the rest the same.
				require.ErrorContains(t, err, "the values 1 2 3")
				same, err := game.NewRules(name, s.Rules.Rows, s.Rules.Cols, nil, back.Rules.Values, s.Rules.GroupSpecs())
				require.NoError(t, err)
				require.NoError(t, constraint.SameRules(same, back.Rules))
			}
			assert.Equal(t, p.Givens, back.Givens)
		})
	}
}

// Every kind's example, the one rule of a classic puzzle, writes to
// f-puzzles and reads back, but for a kind whose form says why f-puzzles
// cannot hold it: its rule is an error that gives the reason.
func TestWriteEveryKind(t *testing.T) {
	for _, k := range constraint.All() {
		t.Run(k.Key, func(t *testing.T) {
			s, err := specs.Parse("one.yaml", []byte("name: one\nextends: classic\nconstraints:\n  - "+k.Example+"\n"))
			require.NoError(t, err)
			out, err := fpuzzles.Write(empty(s.Rules), s.Rules, nil)
			if why := k.FPuzzles.None; why != "" {
				assert.ErrorContains(t, err, "f-puzzles has no rule of kind "+k.Key+": "+why)
				return
			}
			require.NoError(t, err)
			back, err := fpuzzles.Parse("back", out)
			require.NoError(t, err)
			require.NoError(t, constraint.SameRules(s.Rules, back.Rules))
		})
	}
}

// What f-puzzles cannot say is an error that names the rule.
func TestWriteErrors(t *testing.T) {
	for _, tc := range []struct{ name, spec, want string }{
		{"one letter all given", "extends: classic\nconstraints:\n  - xv: {x: [[r1c1, r1c2]], negative: x}", "f-puzzles says every X and V is given"},
		{"words with a rule", "size: 2x2\nvalues: [a, b]\ngroups: [rows, columns]\nconstraints: [antiking]", "the values 1 to 2"},
		{"not square", "size: 2x3\nvalues: 1-3\ngroups: [rows]", "square boards"},
		{"no columns", "size: 3x3\nvalues: 1-3\ngroups: [rows, {cells: [r1c1, r2c1]}, {cells: [r2c2, r3c2, r1c2]}, {cells: [r1c3, r2c3, r3c3]}]", "rows and columns"},
		{"pencil marks of words", "size: 2x2\nvalues: 1-2\ngroups: [rows, columns]\nconstraints:\n  - allowed: {cells: [r1c1], values: [\"01\"]}", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := specs.Parse("bad.yaml", []byte("name: bad\n"+tc.spec+"\n"))
			if tc.want == "" {
				require.Error(t, err, "the spec itself is refused")
				return
			}
			require.NoError(t, err)
			_, err = fpuzzles.Write(empty(s.Rules), s.Rules, nil)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// The JSON Write makes, against golden files.
func TestWriteGolden(t *testing.T) {
	for _, tc := range []struct{ name, spec string }{
		{"killer", `name: killer
extends: classic
puzzles:
  - givens: "1................................................................................"
    constraints:
      - killer: {cells: [r1c2, r1c3], sum: 5}
      - littlekiller: {clue: r0c1, direction: down-right, sum: 45}
      - kropki: {white: [[r9c1, r9c2]], black: [[r9c8, r9c9]], negative: black}
      - arrow: {circle: [r5c5], cells: [r4c4, r3c3]}
      - allowed: {cells: [r2c2], values: [3, 4]}
`},
		{"jigsaw-windows", `name: jw
size: 4x4
values: 1-4
groups:
  - rows
  - columns
  - regions: |
      aabb
      abbc
      addc
      ddcc
  - cells: [r2c2, r2c3, r3c2, r3c3]
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := specs.Parse(tc.name+".yaml", []byte(tc.spec))
			require.NoError(t, err)
			r := s.Rules
			p := empty(r)
			if len(s.Puzzles) > 0 {
				if s.Puzzles[0].Rules != nil {
					r = s.Puzzles[0].Rules
				}
				ps, err := puzzle.ParseString(r, "givens", s.Puzzles[0].Givens)
				require.NoError(t, err)
				p = ps[0]
			}
			p.Title, p.Author, p.Text = tc.name, "the tests", "Normal rules."
			out, err := fpuzzles.Write(p, r, nil)
			require.NoError(t, err)
			var indented bytes.Buffer
			require.NoError(t, json.Indent(&indented, out, "", "  "))
			golden := filepath.Join("testdata", "write", tc.name+".json")
			if *update {
				require.NoError(t, os.WriteFile(golden, indented.Bytes(), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), indented.String())
		})
	}
}

// A solution is written as f-puzzles keeps one, the numbers of the grid
// row by row; one of the wrong size is an error.
func TestWriteSolution(t *testing.T) {
	s, err := specs.Builtin("4x4")
	require.NoError(t, err)
	solution := []int{0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0}
	out, err := fpuzzles.Write(empty(s.Rules), s.Rules, solution)
	require.NoError(t, err)
	var top struct {
		Solution []int `json:"solution"`
	}
	require.NoError(t, json.Unmarshal(out, &top))
	assert.Equal(t, []int{1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1}, top.Solution)
	_, err = fpuzzles.Write(empty(s.Rules), s.Rules, solution[:3])
	assert.ErrorContains(t, err, "a solution of 3 fields for a board of 16")
}

// drawn is a 4x4 puzzle with every drawing f-puzzles has and a solution.
const drawn = `{"size": 4, "grid": [[{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]],
 "line": [{"lines": [["R1C1", "R2C2", "R3C2"], ["R4C4", "R4C3"]], "outlineC": "#cfcfcf", "width": 0.5}],
 "circle": [{"cells": ["R1C4"], "baseC": "#ffffff", "outlineC": "#000000", "fontC": "#000000", "width": 0.7, "height": 0.7, "value": "3"}],
 "rectangle": [{"cells": ["R2C3", "R3C3"], "baseC": "#C0C0C0", "width": 0.5, "height": 1.5, "angle": 0}],
 "cage": [{"cells": ["R3C4", "R4C4"], "value": "odd", "outlineC": "#000000", "fontC": "#000000"}],
 "text": [{"cells": ["R0C2"], "value": "caption", "fontC": "#FF0000", "size": 0.6, "angle": 45}],
 "solution": [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1]}`

// TestDrawingsRoundTrip: what only draws and a solution given are read,
// not noted as left out, and written again as they were read.
func TestDrawingsRoundTrip(t *testing.T) {
	p, err := fpuzzles.Parse("drawn.json", []byte(drawn))
	require.NoError(t, err)
	assert.Empty(t, p.Notes)
	assert.Equal(t, []int{0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0}, p.Solution)
	require.Len(t, p.Drawings, 6, "each of a line entry's two lines is a drawing")
	assert.Equal(t, puzzle.Drawing{Shape: puzzle.DrawLine, Cells: []game.Pos{{Row: 0, Col: 0}, {Row: 1, Col: 1}, {Row: 2, Col: 1}}, Colour: "#CFCFCF", Width: 0.5}, p.Drawings[2])
	assert.Equal(t, []string{"drawn only, no rule reads them: 2 lines, 1 circle, 1 rectangle, 1 text, 1 cage"}, p.AllNotes())

	out, err := fpuzzles.Write(p, p.Rules, nil)
	require.NoError(t, err)
	back, err := fpuzzles.Parse("back.json", out)
	require.NoError(t, err)
	assert.ElementsMatch(t, p.Drawings, back.Drawings)
	assert.Equal(t, p.Solution, back.Solution)
}

// TestDrawingsLeftOut: a drawing or solution that does not read is left
// out with a note that says which and why; the puzzle still reads.
func TestDrawingsLeftOut(t *testing.T) {
	for _, tc := range []struct{ name, keys, note string }{
		{"off the board", `"line": [{"lines": [["R1C1", "R7C1"]]}]`, "line[0] left out: its cells are not all on the board or beside it"},
		{"not an object", `"circle": [3]`, "circle[0] left out: it does not read: json: cannot unmarshal number into Go value of type fpuzzles.drawn"},
		{"not a list", `"rectangle": {"cells": ["R1C1"]}`, `rectangle left out: a list of drawings, not {"cells": ["R1C1"]}`},
		{"a short solution", `"solution": [1, 2]`, "solution left out: not a number from 1 to 4 for each of the 16 cells"},
		{"a solution of other values", `"solution": [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 9]`, "solution left out: not a number from 1 to 4 for each of the 16 cells"},
		{"a solution that breaks a row", `"solution": [1, 1, 3, 4, 3, 4, 1, 2, 2, 2, 4, 3, 4, 3, 2, 1]`, "solution left out: it does not solve the puzzle: r1c1 and r1c2 both hold 1 in row 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p, err := fpuzzles.Parse("d.json", []byte(`{"size": 4, `+tc.keys+`}`))
			require.NoError(t, err)
			assert.Equal(t, []string{tc.note}, p.Notes)
			assert.Empty(t, p.Drawings)
			assert.Nil(t, p.Solution)
		})
	}
}
