package sudokupad

import (
	"encoding/json"
	"fmt"
	"iter"
	"math"
	"strconv"
	"strings"
)

// The puzzle's JSON, as SudokuPad reads it: the board (cells, regions)
// and what is drawn on it. Coordinates are [row, column] in cells from
// the board's top left corner: the centre of the cell r1c1 is [0.5, 0.5].

// doc is a puzzle's JSON.
type doc struct {
	Cells     [][]cellJSON               `json:"cells"`
	Regions   [][]point                  `json:"regions"`
	Cages     []cage                     `json:"cages"`
	Lines     []line                     `json:"lines"`
	Arrows    []line                     `json:"arrows"`
	Overlays  []shape                    `json:"overlays"`
	Underlays []shape                    `json:"underlays"`
	MetaData  map[string]json.RawMessage `json:"metaData"`
	// Metadata is what SudokuPad and Sudoku Maker keep of the puzzle in
	// an object of its own: title, author, rules, solution, and a
	// background image (bgimage).
	Metadata map[string]json.RawMessage `json:"metadata"`
}

// cellJSON is a cell: its given value, if any.
type cellJSON struct {
	Value text `json:"value"`
}

// cage is a cage: a killer cage (unique, with a sum or a value), a cage
// that only says something of the puzzle (no cells, a value "title:
// ..."), or a drawn one.
type cage struct {
	Cells  []point `json:"cells"`
	Value  text    `json:"value"`
	Sum    text    `json:"sum"`
	Unique *bool   `json:"unique"`
	Hidden bool    `json:"hidden"`
	Style  string  `json:"style"`
}

// line is a line or an arrow: its points, colour and width.
type line struct {
	Points     []point `json:"wayPoints"`
	Color      string  `json:"color"`
	Thickness  num     `json:"thickness"`
	HeadLength num     `json:"headLength"`
}

// shapes yields the shapes of lists ("underlays", "overlays"), list
// after list in the order given, each with its name for errors
// ("overlays[3]").
func (d *doc) shapes(lists ...string) iter.Seq2[string, shape] {
	return func(yield func(string, shape) bool) {
		for _, list := range lists {
			of := d.Underlays
			if list == "overlays" {
				of = d.Overlays
			}
			for j, s := range of {
				if !yield(at(list, j), s) {
					return
				}
			}
		}
	}
}

// shape is an overlay or an underlay: a rectangle, or an ellipse when
// rounded, at its centre, with its text.
type shape struct {
	Center     point  `json:"center"`
	Width      num    `json:"width"`
	Height     num    `json:"height"`
	Rounded    bool   `json:"rounded"`
	Background string `json:"backgroundColor"`
	Border     string `json:"borderColor"`
	Color      string `json:"color"`
	Text       text   `json:"text"`
	FontSize   num    `json:"fontSize"`
	// Angle turns the shape and its text clockwise, in degrees; it is
	// read only for an inequality sign (signAngle), so that what it may
	// be elsewhere keeps no drawing from reading.
	Angle json.RawMessage `json:"angle"`
}

// UnmarshalJSON reads a shape, its rounded a flag.
func (s *shape) UnmarshalJSON(b []byte) error {
	type plain shape
	var v struct {
		plain
		Rounded flag `json:"rounded"`
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*s = shape(v.plain)
	s.Rounded = bool(v.Rounded)
	return nil
}

// point is [row, column].
type point [2]float64

func (p *point) UnmarshalJSON(b []byte) error {
	var xs []num
	if err := json.Unmarshal(b, &xs); err != nil || len(xs) != 2 {
		return fmt.Errorf("a point is [row, column], not %s", excerpt(b))
	}
	*p = point{float64(xs[0]), float64(xs[1])}
	return nil
}

// num is a number, written as one or as a string.
type num float64

func (n *num) UnmarshalJSON(b []byte) error {
	var f float64
	if err := json.Unmarshal(b, &f); err == nil {
		*n = num(f)
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		if f, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) {
			*n = num(f)
			return nil
		}
	}
	return fmt.Errorf("not a number: %s", excerpt(b))
}

// flag is a boolean, or a number as JavaScript reads one (0 is false,
// any other true): Penpa+'s converter writes rounded: 1.
type flag bool

func (f *flag) UnmarshalJSON(b []byte) error {
	var v bool
	if err := json.Unmarshal(b, &v); err == nil {
		*f = flag(v)
		return nil
	}
	var n float64
	if err := json.Unmarshal(b, &n); err == nil {
		*f = n != 0
		return nil
	}
	if string(b) == "null" {
		*f = false
		return nil
	}
	return fmt.Errorf("not a boolean: %s", excerpt(b))
}

// text is a string, or a number or a boolean written as one (PuzzleZipper
// writes a text of digits as a number).
type text string

func (t *text) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		*t = text(s)
		return nil
	}
	var n json.Number
	if err := json.Unmarshal(b, &n); err == nil {
		*t = text(n.String())
		return nil
	}
	var v bool
	if err := json.Unmarshal(b, &v); err == nil {
		*t = text(strconv.FormatBool(v))
		return nil
	}
	if string(b) == "null" {
		return nil
	}
	return fmt.Errorf("not a text: %s", excerpt(b))
}

// textOf returns a metaData value that is a text, a number or a
// boolean, as text; "" for any other.
func textOf(raw json.RawMessage) string {
	var t text
	if json.Unmarshal(raw, &t) != nil {
		return ""
	}
	return string(t)
}

// excerpt writes raw JSON for a message, on one line and cut short.
func excerpt(b []byte) string {
	s := strings.Join(strings.Fields(string(b)), " ")
	if len(s) > 40 {
		s = s[:40] + "..."
	}
	return strconv.QuoteToGraphic(s)
}

// parts are the lists of a puzzle read one entry at a time, so that an
// entry that does not read is named: "lines[3]".
var parts = []string{"cells", "regions", "cages", "lines", "arrows", "overlays", "underlays", "metaData", "metadata"}

// readDoc reads a puzzle's JSON; each entry that does not read is an
// error at it, and is left out.
func (b *builder) readDoc(data []byte) (*doc, bool) {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		b.errorf("", "not SudokuPad's JSON: %v", err)
		return nil, false
	}
	d := &doc{}
	field := map[string]any{"cells": &d.Cells, "regions": &d.Regions, "cages": &d.Cages, "lines": &d.Lines,
		"arrows": &d.Arrows, "overlays": &d.Overlays, "underlays": &d.Underlays, "metaData": &d.MetaData, "metadata": &d.Metadata}
	for _, key := range parts {
		raw, ok := top[key]
		if !ok || string(raw) == "null" {
			continue
		}
		if json.Unmarshal(raw, field[key]) == nil {
			continue
		}
		var list []json.RawMessage
		if key == "metaData" || key == "metadata" || json.Unmarshal(raw, &list) != nil {
			b.errorf(key, "does not read: %s", excerpt(raw))
			continue
		}
		for i, e := range list {
			var one any
			switch key {
			case "cells":
				one = new([]cellJSON)
			case "regions":
				one = new([]point)
			case "cages":
				one = new(cage)
			case "lines", "arrows":
				one = new(line)
			default:
				one = new(shape)
			}
			if err := json.Unmarshal(e, one); err != nil {
				b.errorf(fmt.Sprintf("%s[%d]", key, i), "does not read: %v", unmarshalMsg(err))
			}
		}
	}
	if _, ok := top["cells"]; !ok || len(d.Cells) == 0 && b.errs.Len() == 0 {
		b.errorf("cells", "missing: a SudokuPad puzzle lists the cells of its board")
	}
	return d, b.errs.Len() == 0
}

// unmarshalMsg says what is wrong in a JSON value that does not read.
func unmarshalMsg(err error) string {
	if te, ok := err.(*json.UnmarshalTypeError); ok {
		return fmt.Sprintf("%s is a JSON %s, which SudokuPad does not write there", te.Field, te.Value)
	}
	return err.Error()
}
