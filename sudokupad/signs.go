package sudokupad

import (
	"encoding/json"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// Inequality signs are text on the edge between two cells, as
// SudokuPad's converter writes f-puzzles' text: "<" or ">" (or "^",
// "v", ...), turned by the overlay's angle. They are rules only when
// the rules text names them (constraint.NamesSigns), each a rule of the
// library's kind greaterthan, its cells the greater (the one the sign
// opens toward, constraint.SignOrder) and the lesser, as package
// fpuzzles reads the same text. A sign the text does not name, or one
// that opens toward neither cell, is left to unread.

// isSign reports whether an overlay with the text txt is an inequality
// sign the rules text names. A "v" with a background or a border is
// the V of XV, which the converter writes on white and SudokuPad's own
// tool in a circle.
func (b *builder) isSign(s shape, txt string) bool {
	if !b.text.names["greaterthan"] || !constraint.IsSign(txt) {
		return false
	}
	return txt != "v" || s.Background == "" && s.Border == ""
}

// readSign reads the sign s with the text txt on the edge between the
// cells of p.
func (b *builder) readSign(where string, s shape, txt string, p [2]game.Pos) {
	angle, ok := signAngle(s.Angle)
	if !ok {
		return
	}
	greater, lesser, ok := constraint.SignOrder(txt, angle, p[0], p[1])
	if !ok {
		return
	}
	b.used[where] = true
	b.read("greaterthan", where, map[string]any{"cells": []game.Pos{greater, lesser}})
}

// signAngle reads an overlay's angle, a number or its text; none is 0.
func signAngle(raw json.RawMessage) (float64, bool) {
	if len(raw) == 0 || string(raw) == "null" {
		return 0, true
	}
	var n num
	if json.Unmarshal(raw, &n) != nil {
		return 0, false
	}
	return float64(n), true
}
