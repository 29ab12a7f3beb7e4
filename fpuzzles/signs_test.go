package fpuzzles_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// signsGrid is a 4x4 grid without givens; its solution, signsSolution,
// is
//
//	1 2 3 4
//	3 4 1 2
//	2 1 4 3
//	4 3 2 1
const signsGrid = `[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]`

var signsSolution = []int{0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0}

// signsPuzzle is a 4x4 puzzle with the rules text and the text given.
func signsPuzzle(ruleset, text string) string {
	return `{"size": 4, "ruleset": "` + ruleset + `", "grid": ` + signsGrid + `, "text": [` + text + `]}`
}

const signsRules = "The inequality signs between two cells open toward the greater digit."

// constraintNames lists the names of the rules' constraints.
func constraintNames(r *game.Rules) []string {
	var out []string
	for _, c := range r.Constraints {
		out = append(out, c.Name())
	}
	return out
}

// TestReadSigns: text that draws inequality signs is read as rules when
// the rules text names them, the greater cell first, whatever glyph and
// angle draws them; else it only draws.
func TestReadSigns(t *testing.T) {
	signs := strings.Join([]string{
		`{"cells": ["R1C1", "R2C1"], "value": ">", "angle": 270, "fontC": "#000000", "size": 0.75}`, // opens down: r2c1 (3) > r1c1 (1)
		`{"cells": ["R1C1", "R1C2"], "value": "<"}`,                                                 // opens right: r1c2 (2) > r1c1
		`{"cells": ["R3C2", "R2C2"], "value": "v"}`,                                                 // opens up: r2c2 (4) > r3c2 (1)
		`{"cells": ["R4C4", "R4C3"], "value": "∧", "angle": "90"}`,                                  // opens left: r4c3 (2) > r4c4 (1)
		`{"cells": ["R0C1"], "value": ">"}`,                                                         // beside the board: draws
		`{"cells": ["R3C3"], "value": "hi"}`,                                                        // only draws
	}, ", ")
	p, err := fpuzzles.Parse("signs.json", []byte(signsPuzzle(signsRules, signs)))
	require.NoError(t, err)
	assert.Equal(t, []string{"greaterthan r2c1-r1c1", "greaterthan r1c2-r1c1", "greaterthan r2c2-r3c2", "greaterthan r4c3-r4c4"}, constraintNames(p.Rules))
	assert.Empty(t, p.Notes)
	assert.Equal(t, []puzzle.Drawing{
		{Shape: puzzle.DrawText, Cells: []game.Pos{{Row: -1, Col: 0}}, Text: ">"},
		{Shape: puzzle.DrawText, Cells: []game.Pos{{Row: 2, Col: 2}}, Text: "hi"},
	}, p.Drawings, "text that is no sign only draws")
	require.NoError(t, p.Rules.CheckSolution(signsSolution, p.Givens), "the signs agree with the solution")

	plain, err := fpuzzles.Parse("plain.json", []byte(signsPuzzle("Normal sudoku rules apply.", signs)))
	require.NoError(t, err)
	assert.Empty(t, plain.Rules.Constraints, "a rules text that names no signs leaves them drawn")
	assert.Len(t, plain.Drawings, len(strings.Split(signs, "}, ")), "a rules text that names no signs leaves every text drawn")
}

// TestReadSignErrors: with the rules text naming signs, a sign on the
// board that no rule reads is an error that names it.
func TestReadSignErrors(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"in a cell", `{"cells": ["R2C2"], "value": ">"}`,
			`e.json: text[0]: the inequality sign ">" stands on R2C2, not on the edge between two cells of the board: no rule reads it`},
		{"half off the board", `{"cells": ["R4C4", "R5C4"], "value": "^"}`,
			`e.json: text[0]: the inequality sign "^" stands on R4C4 R5C4, not on the edge between two cells of the board: no rule reads it`},
		{"across", `{"cells": ["R1C1", "R1C2"], "value": ">", "angle": 90}`,
			`e.json: text[0]: the inequality sign ">" turned 90 degrees between R1C1 and R1C2 opens toward neither: no rule reads it`},
		{"no quarter", `{"cells": ["R1C1", "R1C2"], "value": ">", "angle": 45}`,
			`e.json: text[0]: the inequality sign ">" turned 45 degrees between R1C1 and R1C2 opens toward neither: no rule reads it`},
		{"apart", `{"cells": ["R1C1", "R1C3"], "value": "<"}`,
			`e.json: text[0]: the inequality sign "<" turned 0 degrees between R1C1 and R1C3 opens toward neither: no rule reads it`},
		{"bad angle", `{"cells": ["R1C1", "R1C2"], "value": "<", "angle": "left"}`,
			`e.json: text[0]: the angle "left" is no number of degrees`},
		{"bad cell", `{"cells": ["here"], "value": "<"}`,
			`e.json: text[0]: "here" is no cell: cells are written R1C1`},
		{"not a list", `7`, `e.json: text: a list of entries such as {"cells": ["R1C1"]}, not [7]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := fpuzzles.Parse("e.json", []byte(signsPuzzle(signsRules, tc.text)))
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

// TestWriteSigns: rules of greater than between two neighbours write as
// signs and read back; a rules text that does not name them gets a
// sentence that does; a rule of more cells than two is an error.
func TestWriteSigns(t *testing.T) {
	sp, err := specs.Parse("s.yaml", []byte("extends: 4x4\nconstraints:\n  - greaterthan: [r2c1, r1c1]\n  - greaterthan: [r1c2, r1c1]\n  - greaterthan: [r2c2, r3c2]\n  - greaterthan: [r4c3, r4c4]\n"))
	require.NoError(t, err)
	p := &puzzle.Puzzle{Givens: game.EmptyGrid(16), Rules: sp.Rules, Text: "Normal sudoku rules apply."}
	out, err := fpuzzles.Write(p, sp.Rules, nil)
	require.NoError(t, err, "Write reads it back to the same rules")
	assert.Contains(t, string(out), `{"angle":270,"cells":["R2C1","R1C1"],"fontC":"#000000","size":0.75,"value":"\u003e"}`)
	back, err := fpuzzles.Parse("back", out)
	require.NoError(t, err)
	assert.Equal(t, "Normal sudoku rules apply.\n\n"+signsRules, back.Text)
	assert.Equal(t, constraintNames(sp.Rules), constraintNames(back.Rules))

	p.Text = signsRules
	out, err = fpuzzles.Write(p, sp.Rules, nil)
	require.NoError(t, err)
	back, err = fpuzzles.Parse("back", out)
	require.NoError(t, err)
	assert.Equal(t, signsRules, back.Text, "a text that names the signs is kept as it is")

	sp, err = specs.Parse("s.yaml", []byte("extends: 4x4\nconstraints:\n  - greaterthan: [r2c2, r1c2, r2c1]\n"))
	require.NoError(t, err)
	_, err = fpuzzles.Write(&puzzle.Puzzle{Givens: game.EmptyGrid(16), Rules: sp.Rules}, sp.Rules, nil)
	assert.ErrorContains(t, err, "greaterthan at r2c2: f-puzzles draws an inequality sign between two cells, and the rule has 3")
}

// TestAlienSign: the sign of "Alien" by Lisztes, ">" turned 90 between
// R2C3 and R1C3, reads as R1C3 greater, which its published solution
// keeps (7 over 2).
func TestAlienSign(t *testing.T) {
	for _, k := range readKnown(t) {
		if !strings.Contains(k.name, `"Alien"`) {
			continue
		}
		p, err := fpuzzles.Read("alien", k.data)
		require.NoError(t, err)
		assert.Contains(t, constraintNames(p.Rules), "greaterthan r1c3-r2c3")
		sol := make([]int, len(k.solution))
		for i := range k.solution {
			sol[i] = int(k.solution[i] - '1')
		}
		require.NoError(t, p.Rules.CheckSolution(sol, p.Givens))
		return
	}
	t.Fatal("no Alien in testdata/sudokusolver.tsv")
}
