package sudokupad_test

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/sudokupad"
)

// signsJSON is a 4x4 puzzle whose solution is
//
//	1 2 3 4
//	3 4 1 2
//	2 1 4 3
//	4 3 2 1
//
// with the rules text and the overlays given, as SudokuPad's converter
// writes f-puzzles' text: centred on the edge between two cells, turned
// by angle.
func signsJSON(rules string, overlays ...string) string {
	return `{"cells": [[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],
 "cages": [{"value": "rules: ` + rules + `"}, {"value": "solution: 1234341221434321"}],
 "overlays": [` + strings.Join(overlays, ", ") + `]}`
}

const signsText = "The inequality signs between two cells open toward the greater digit. Cells separated by a V sum to 5."

// sign is an overlay of text at center, turned by angle, as the
// converter writes f-puzzles' text.
func sign(center, text, angle string) string {
	return `{"textStroke": "#fff", "angle": ` + angle + `, "color": "#000000", "center": ` + center +
		`, "fontSize": 24, "rounded": false, "width": 0.25, "height": 0.25, "text": "` + text + `"}`
}

// TestReadSigns: text on an edge that draws an inequality sign is read
// as a rule when the rules text names the signs, the greater cell
// first; a "v" on white is the V of XV.
func TestReadSigns(t *testing.T) {
	in := signsJSON(signsText,
		sign("[1, 0.5]", ">", "270"),  // opens down: r2c1 (3) > r1c1 (1)
		sign("[0.5, 1]", "<", "0"),    // opens right: r1c2 (2) > r1c1
		sign("[2, 1.5]", "v", "null"), // opens up: r2c2 (4) > r3c2 (1)
		sign("[3.5, 3]", "∧", `"90"`), // opens left: r4c3 (2) > r4c4 (1)
		`{"backgroundColor": "#FFFFFF", "borderColor": "#FFFFFF", "center": [0.5, 2], "fontSize": 21, "width": 0.25, "height": 0.25, "text": "v"}`, // r1c2 + r1c3 = 5
	)
	p, err := sudokupad.Read("signs", in)
	require.NoError(t, err, "the rules read keep the solution given")
	var names []string
	for _, c := range p.Rules.Constraints {
		names = append(names, c.Name())
	}
	assert.Equal(t, []string{"greaterthan r2c1-r1c1", "greaterthan r1c2-r1c1", "greaterthan r2c2-r3c2", "greaterthan r4c3-r4c4", "V r1c2 r1c3"}, names)
}

// unreadSign is the error of a sign, named by the rules text, that
// opens toward neither cell.
const unreadSign = `signs: overlays[0]: no rule reads this overlay rectangle (at r2c1, no colour, 0.25x0.25, text ">"); the rules say: "The inequality signs between two cells open toward the great"...`

// TestReadSignErrors: a sign the rules text does not name, or one that
// opens toward neither cell, is a drawing no rule reads; a sign read the
// wrong way round would break the solution given.
func TestReadSignErrors(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"not named", signsJSON("Normal sudoku rules apply.", sign("[1, 0.5]", ">", "270")),
			`signs: overlays[0]: no rule reads this overlay rectangle (at r2c1, no colour, 0.25x0.25, text ">")`},
		{"across", signsJSON(signsText, sign("[1, 0.5]", ">", "0")),
			unreadSign},
		{"no quarter", signsJSON(signsText, sign("[1, 0.5]", ">", "45")),
			unreadSign},
		{"bad angle", signsJSON(signsText, sign("[1, 0.5]", ">", `"down"`)),
			unreadSign},
		{"the wrong way", signsJSON(signsText, sign("[1, 0.5]", ">", "90")),
			"signs: solution: the solution the puzzle gives breaks its rules as read (greaterthan r1c1-r2c1: r1c1 holds 1 and r2c1 holds 3, which break a > b): a drawing is read as a rule it is not, or the solution is wrong"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := sudokupad.Read("signs", tc.in)
			require.Error(t, err)
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

// TestSolutionValues: a solution given with digits beyond the board's
// side says its values are others than read: an error, or with Lenient
// a note.
func TestSolutionValues(t *testing.T) {
	in := `{"cells": [[{},{}],[{},{}]], "cages": [{"value": "solution: 1928"}]}`
	_, err := sudokupad.Read("in", in)
	assert.EqualError(t, err, "in: cages[0]: the solution given holds 9, and the board of 2 is read with the values 1 to 2: the rules text may choose other values, which this reader cannot read")
	p, err := sudokupad.ReadContext(context.Background(), "in", in, sudokupad.Options{Lenient: true})
	require.NoError(t, err)
	assert.Equal(t, []string{"cages[0] left out: '9' is no value"}, p.Notes)
	assert.Nil(t, p.Solution)
}
