package constraint_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
)

// drawn returns a copy of the Apart kind with draw, its rules of shape,
// and the keys the styles read.
func drawn(shape game.Shape, draw constraint.Drawing) *constraint.Kind {
	k := *constrainttest.Apart
	rule := *k.Rule
	rule.Shape = shape
	k.Key, k.Rule, k.Draw = "drawn", &rule, draw
	k.Keys = []string{"cells", "circle", "clue", "clone", "sum", "direction", "white"}
	return &k
}

// TestValidateDrawing: a kind's drawing is of a known style, with the
// fields its style needs and no other, arguments of the kind, and the
// shape of its rules.
func TestValidateDrawing(t *testing.T) {
	none := *constrainttest.Apart
	none.Draw = constraint.Drawing{}
	const bad = "constraint kind drawn has a bad drawing: "
	line := constraint.Drawing{Style: constraint.StyleLine, Colour: "#4fc24f", Width: 0.2}
	tests := []struct {
		name string
		kind *constraint.Kind
		want string
	}{
		{"line", drawn(game.ShapeLine, line), ""},
		{"none", &none, "constraint kind apart has no drawing: give it a Draw of one of the styles line, thermometer, arrow, cage, marks, cells, corner, outside, clone, sets, global"},
		{"unknown style", drawn(game.ShapeLine, constraint.Drawing{Style: "blob"}), bad + `unknown style "blob"; the styles are line, thermometer, arrow, cage, marks, cells, corner, outside, clone, sets, global`},
		{"marks without marks", drawn(game.ShapeEdge, constraint.Drawing{Style: constraint.StyleMarks}), bad + "style marks needs marks"},
		{"line without colour or width", drawn(game.ShapeLine, constraint.Drawing{Style: constraint.StyleLine}), bad + "style line needs colour\nstyle line needs width"},
		{"cage with a width", drawn(game.ShapeRegion, constraint.Drawing{Style: constraint.StyleCage, Width: 0.2}), bad + "style cage takes no width"},
		{"colour by name", drawn(game.ShapeLine, constraint.Drawing{Style: constraint.StyleLine, Colour: "blue", Width: 0.2}), bad + `colour "blue" is not written #rgb or #rrggbb`},
		{"too wide", drawn(game.ShapeLine, constraint.Drawing{Style: constraint.StyleLine, Colour: "#abc", Width: 2}), bad + "width 2 is not a fraction of a cell, above 0 and at most 1"},
		{"text without label", drawn(game.ShapeCells, constraint.Drawing{Style: constraint.StyleCells, Shape: constraint.CellText, Colour: "#777"}), bad + "style cells needs a label to write with shape text"},
		{"circle with label", drawn(game.ShapeCells, constraint.Drawing{Style: constraint.StyleCells, Shape: constraint.CellCircle, Colour: "#777", Label: "sum"}), bad + "style cells writes a label only with shape text, not circle"},
		{"unknown cell shape", drawn(game.ShapeCells, constraint.Drawing{Style: constraint.StyleCells, Shape: "star", Colour: "#777"}), bad + `unknown cell shape "star"`},
		{"dot and letter", drawn(game.ShapeEdge, constraint.Drawing{Style: constraint.StyleMarks, Marks: []constraint.Mark{{Key: "white", Dot: "#fff", Letter: "W"}}}), bad + `the mark of "white" is a dot or a letter: give one of them`},
		{"neither dot nor letter", drawn(game.ShapeEdge, constraint.Drawing{Style: constraint.StyleMarks, Marks: []constraint.Mark{{Key: "white"}}}), bad + `the mark of "white" is a dot or a letter: give one of them`},
		{"letter with label", drawn(game.ShapeEdge, constraint.Drawing{Style: constraint.StyleMarks, Marks: []constraint.Mark{{Key: "white", Letter: "X", Label: "sum"}}}), bad + `the letter of "white" takes no label`},
		{"dot by name", drawn(game.ShapeEdge, constraint.Drawing{Style: constraint.StyleMarks, Marks: []constraint.Mark{{Key: "white", Dot: "white"}}}), bad + `the dot of "white": colour "white" is not written #rgb or #rrggbb`},
		{"label of no key", drawn(game.ShapeRegion, constraint.Drawing{Style: constraint.StyleCage, Label: "total"}), bad + `style cage reads the argument "total", which is none of the kind's keys`},
		{"mark of no key", drawn(game.ShapeEdge, constraint.Drawing{Style: constraint.StyleMarks, Marks: []constraint.Mark{{Key: "black", Dot: "#222"}}}), bad + `style marks reads the argument "black", which is none of the kind's keys`},
		{"arguments the style reads", func() *constraint.Kind {
			k := drawn(game.ShapeLine, constraint.Drawing{Style: constraint.StyleArrow, Colour: "#888"})
			k.Keys = []string{"cells"}
			return k
		}(), bad + `style arrow reads the argument "circle", which is none of the kind's keys`},
		{"another shape", drawn(game.ShapeRegion, line), bad + "style line draws rules of shape line, not region as the rule kind's"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := constraint.Validate([]*constraint.Kind{tt.kind})
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			assert.EqualError(t, err, tt.want)
		})
	}
}

// TestDrawingJSON: the page reads a drawing in this form.
func TestDrawingJSON(t *testing.T) {
	for _, tt := range []struct {
		kind *constraint.Kind
		want string
	}{
		{constraint.Whispers, `{"style":"line","colour":"#4fc24f","width":0.2}`},
		{constraint.Kropki, `{"style":"marks","marks":[{"key":"white","dot":"#fff"},{"key":"black","dot":"#222"}]}`},
		{constraint.AntiKnight, `{"style":"global"}`},
	} {
		data, err := json.Marshal(tt.kind.Draw)
		require.NoError(t, err)
		assert.JSONEq(t, tt.want, string(data), tt.kind.Key)
	}
}

// TestEveryStyleDrawsAKind: every style draws some built-in kind (the
// web page's tests draw each style from a board of built-in kinds).
func TestEveryStyleDrawsAKind(t *testing.T) {
	used := map[constraint.Style]bool{}
	shapes := map[constraint.CellShape]bool{}
	for _, k := range constraint.All() {
		used[k.Draw.Style] = true
		shapes[k.Draw.Shape] = true
	}
	for _, s := range constraint.Styles() {
		assert.True(t, used[s], "style %s", s)
	}
	for _, s := range constraint.CellShapes() {
		assert.True(t, shapes[s], "cell shape %s", s)
	}
}
