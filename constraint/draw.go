package constraint

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A Drawing says how a page draws the rules of a kind: in one of a few
// styles, which every kind picks from, built in or defined in a spec,
// with what that style needs (colours, widths, the arguments it writes).
// A style draws a rule from its spec item (Items): it reads the
// arguments its doc names, and those the drawing names. Colours are
// written #rgb or #rrggbb; widths are fractions of a cell's side. Its
// JSON form, with the keys below, is what the page reads.
//
// Validate checks that each kind's drawing is of a known style, has the
// fields its style needs and no other, names arguments of the kind, and
// agrees with the shape of the kind's rules (game.Shape).
type Drawing struct {
	// Style is how the rules are drawn.
	Style Style `json:"style"`
	// Colour is the colour of a line, a thermometer, an arrow, or what
	// StyleCells draws in each cell.
	Colour string `json:"colour,omitempty"`
	// Width is the width of a line or a thermometer.
	Width float64 `json:"width,omitempty"`
	// Ends, on a line, circles its two end cells (a between line).
	Ends bool `json:"ends,omitempty"`
	// Dashed, on a line or a thermometer, draws a white dashed line
	// along its middle (a slow thermometer).
	Dashed bool `json:"dashed,omitempty"`
	// Label is the argument whose value is written: a cage's total
	// ("sum"), a corner's or a cell's values, an outside clue.
	Label string `json:"label,omitempty"`
	// Shape is what StyleCells draws in each cell.
	Shape CellShape `json:"shape,omitempty"`
	// Marks are what StyleMarks draws between neighbours, one Mark per
	// argument that lists them.
	Marks []Mark `json:"marks,omitempty"`
	// Italic writes an outside clue in italics (an X-sum).
	Italic bool `json:"italic,omitempty"`
	// Boxed writes an outside clue in a square (a skyscraper).
	Boxed bool `json:"boxed,omitempty"`
	// Toward is the argument that gives the diagonal an outside clue
	// reads along (down-right, down-left, up-right, up-left), which a
	// small arrow beside the clue points along (a little killer).
	Toward string `json:"toward,omitempty"`
}

// A Style is a way of drawing rules; the constants below are all there
// are.
type Style string

// The styles, each with what it draws. Cells are those of the argument
// "cells", in order, unless the style says otherwise.
const (
	// StyleLine draws a line through the centres of the cells, in Colour
	// and Width; it may have Ends and be Dashed (whispers, renban).
	StyleLine Style = "line"
	// StyleThermometer draws a bulb on the first cell and a line from it
	// through the others, in Colour and Width; it may be Dashed (a slow
	// thermometer).
	StyleThermometer Style = "thermometer"
	// StyleArrow draws a circle round the cell of the argument "circle",
	// or a pill round its cells, and a thin line from it through the
	// cells to a head at the last, in Colour.
	StyleArrow Style = "arrow"
	// StyleCage draws a dashed outline just inside the cells' edge, with
	// the value of Label, when the item gives it, in its top left corner
	// (a killer cage and its total).
	StyleCage Style = "cage"
	// StyleMarks draws Marks on the edges between neighbours (kropki dots,
	// X and V, a difference dot).
	StyleMarks Style = "marks"
	// StyleCells draws Shape in each cell, in Colour (even squares,
	// minimum chevrons, given pencil marks).
	StyleCells Style = "cells"
	// StyleCorner draws a circle on the corner the four cells share, with
	// Label's values in it (a quadruple).
	StyleCorner Style = "corner"
	// StyleOutside writes the value of Label at the argument "clue", a
	// cell outside the board; it may be Italic, Boxed, or point Toward
	// (sandwiches, X-sums, skyscrapers, little killers).
	StyleOutside Style = "outside"
	// StyleClone shades the cells and those of the argument "clone", in a
	// colour the page picks for each rule, so that pairs of areas tell
	// apart.
	StyleClone Style = "clone"
	// StyleSets outlines each list of cells of the argument "sets" (a
	// list of lists of cells) and shades its cells, in a colour the page
	// picks for each rule, so that one rule's sets tell apart from
	// another's (same values).
	StyleSets Style = "sets"
	// StyleGlobal draws nothing on the board: a rule of the whole board,
	// which the rules panel names (anti-knight).
	StyleGlobal Style = "global"
)

// A CellShape is what StyleCells draws in each cell.
type CellShape string

// The shapes in cells.
const (
	// CellCircle is a filled circle (odd).
	CellCircle CellShape = "circle"
	// CellSquare is a filled square (even).
	CellSquare CellShape = "square"
	// CellChevronsIn are four chevrons at the edges, pointing in
	// (minimum: smaller than its neighbours).
	CellChevronsIn CellShape = "chevrons-in"
	// CellChevronsOut are four chevrons at the edges, pointing out
	// (maximum).
	CellChevronsOut CellShape = "chevrons-out"
	// CellText writes Label's values small at the top of the cell, as
	// pencil marks (given pencil marks).
	CellText CellShape = "text"
)

// A Mark is one sort of mark that StyleMarks draws on the edge between
// two neighbours: a dot of a colour, or a letter.
type Mark struct {
	// Key is the argument that gives the neighbours: a list of pairs
	// ("white": [[r1c1, r1c2]]) or one pair ("cells": [r1c1, r1c2]).
	Key string `json:"key"`
	// Dot is the colour a dot is filled with. A dot with a Label is
	// larger, its label white on a dark dot.
	Dot string `json:"dot,omitempty"`
	// Letter is written instead of a dot: "X".
	Letter string `json:"letter,omitempty"`
	// Label is the argument whose value is written in the dot (a
	// difference's "value").
	Label string `json:"label,omitempty"`
}

// A field is a field of Drawing, for the styles' table.
type field uint16

const (
	fColour field = 1 << iota
	fWidth
	fEnds
	fDashed
	fLabel
	fShape
	fMarks
	fItalic
	fBoxed
	fToward
)

var fieldNames = []string{"colour", "width", "ends", "dashed", "label", "shape", "marks", "italic", "boxed", "toward"}

// A styleInfo says what a style needs: the fields of a Drawing it needs
// and those it may take besides, the arguments it reads that the drawing
// does not name, and the shape of the rules it draws.
type styleInfo struct {
	style      Style
	needs, may field
	args       []string
	shape      game.Shape
}

// styles are the styles, in the order of their docs.
var styles = []styleInfo{
	{StyleLine, fColour | fWidth, fEnds | fDashed, []string{"cells"}, game.ShapeLine},
	{StyleThermometer, fColour | fWidth, fDashed, []string{"cells"}, game.ShapeLine},
	{StyleArrow, fColour, 0, []string{"circle", "cells"}, game.ShapeLine},
	{StyleCage, 0, fLabel, []string{"cells"}, game.ShapeRegion},
	{StyleMarks, fMarks, 0, nil, game.ShapeEdge},
	{StyleCells, fShape | fColour, fLabel, []string{"cells"}, game.ShapeCells},
	{StyleCorner, fLabel, 0, []string{"cells"}, game.ShapeRegion},
	{StyleOutside, fLabel, fItalic | fBoxed | fToward, []string{"clue"}, game.ShapeOutside},
	{StyleClone, 0, 0, []string{"cells", "clone"}, game.ShapeRegion},
	{StyleSets, 0, 0, []string{"sets"}, game.ShapeRegion},
	{StyleGlobal, 0, 0, nil, game.ShapeBoard},
}

// Styles returns every style, in the order of their docs.
func Styles() []Style {
	out := make([]Style, len(styles))
	for i, s := range styles {
		out[i] = s.style
	}
	return out
}

// Shape returns the shape of the rules style s draws, or false when s is
// no style.
func (s Style) Shape() (game.Shape, bool) {
	for _, info := range styles {
		if info.style == s {
			return info.shape, true
		}
	}
	return 0, false
}

// CellShapes returns every shape StyleCells draws.
func CellShapes() []CellShape {
	return []CellShape{CellCircle, CellSquare, CellChevronsIn, CellChevronsOut, CellText}
}

// colourRE matches the colours a drawing may give.
var colourRE = regexp.MustCompile(`^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$`)

// check reports what is wrong with d as the drawing of kind k, or nil.
func (d *Drawing) check(k *Kind) error {
	i := slices.IndexFunc(styles, func(s styleInfo) bool { return s.style == d.Style })
	if i < 0 {
		return fmt.Errorf("unknown style %q; the styles are %s", d.Style, styleList())
	}
	s := styles[i]
	var errs []error
	have := d.fields()
	for b, name := range fieldNames {
		f := field(1) << b
		switch {
		case s.needs&f != 0 && have&f == 0:
			errs = append(errs, fmt.Errorf("style %s needs %s", d.Style, name))
		case (s.needs|s.may)&f == 0 && have&f != 0:
			errs = append(errs, fmt.Errorf("style %s takes no %s", d.Style, name))
		}
	}
	if d.Style == StyleCells && d.Shape == CellText && d.Label == "" {
		errs = append(errs, fmt.Errorf("style cells needs a label to write with shape text"))
	}
	if d.Style == StyleCells && d.Shape != CellText && d.Label != "" {
		errs = append(errs, fmt.Errorf("style cells writes a label only with shape text, not %s", d.Shape))
	}
	if d.Shape != "" && !slices.Contains(CellShapes(), d.Shape) {
		errs = append(errs, fmt.Errorf("unknown cell shape %q", d.Shape))
	}
	if d.Colour != "" && !colourRE.MatchString(d.Colour) {
		errs = append(errs, fmt.Errorf("colour %q is not written #rgb or #rrggbb", d.Colour))
	}
	if d.Width < 0 || d.Width > 1 {
		errs = append(errs, fmt.Errorf("width %g is not a fraction of a cell, above 0 and at most 1", d.Width))
	}
	args := slices.Clone(s.args)
	for _, a := range []string{d.Label, d.Toward} {
		if a != "" {
			args = append(args, a)
		}
	}
	for _, m := range d.Marks {
		args = append(args, m.Key)
		if m.Label != "" {
			args = append(args, m.Label)
		}
		switch {
		case (m.Dot == "") == (m.Letter == ""):
			errs = append(errs, fmt.Errorf("the mark of %q is a dot or a letter: give one of them", m.Key))
		case m.Dot != "" && !colourRE.MatchString(m.Dot):
			errs = append(errs, fmt.Errorf("the dot of %q: colour %q is not written #rgb or #rrggbb", m.Key, m.Dot))
		case m.Letter != "" && m.Label != "":
			errs = append(errs, fmt.Errorf("the letter of %q takes no label", m.Key))
		}
	}
	for _, a := range args {
		if !slices.Contains(k.Keys, a) {
			errs = append(errs, fmt.Errorf("style %s reads the argument %q, which is none of the kind's keys", d.Style, a))
		}
	}
	if k.Rule != nil && k.Rule.Shape != s.shape {
		errs = append(errs, fmt.Errorf("style %s draws rules of shape %s, not %s as the rule kind's", d.Style, s.shape, k.Rule.Shape))
	}
	return errors.Join(errs...)
}

// fields returns the fields d gives.
func (d *Drawing) fields() field {
	var f field
	for _, set := range []struct {
		on bool
		f  field
	}{
		{d.Colour != "", fColour}, {d.Width != 0, fWidth}, {d.Ends, fEnds}, {d.Dashed, fDashed},
		{d.Label != "", fLabel}, {d.Shape != "", fShape}, {len(d.Marks) > 0, fMarks},
		{d.Italic, fItalic}, {d.Boxed, fBoxed}, {d.Toward != "", fToward},
	} {
		if set.on {
			f |= set.f
		}
	}
	return f
}

// styleList writes the styles' names for a message.
func styleList() string {
	names := make([]string, len(styles))
	for i, s := range styles {
		names[i] = string(s.style)
	}
	return strings.Join(names, ", ")
}
