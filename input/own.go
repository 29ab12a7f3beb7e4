package input

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/sudokupad"
)

// BringsRules reports whether text, given where a puzzle file may be
// named, is at a glance a puzzle that brings its own rules rather than a
// file's name: f-puzzles (JSON, a link, compressed text), SudokuPad's own
// format (a link, its payload, its JSON) or ISS's constraint string or
// link.
func BringsRules(text string) bool {
	return fpuzzles.Looks(text) || sudokupad.Looks(text) || iss.Looks(text)
}

// ReadOwn reads one puzzle that brings its own rules, in whichever of
// those formats text is, by opts; name names it in errors. A SudokuPad
// puzzle's solution, when it gives one, is checked against the rules
// read.
func ReadOwn(ctx context.Context, name, text string, opts Options) (*puzzle.Puzzle, error) {
	t := strings.TrimSpace(text)
	switch OwnFormat(t) {
	case ISS:
		return iss.ReadContext(ctx, name, t)
	case SudokuPad:
		p, err := sudokupad.ReadContext(ctx, name, t, sudokupad.Options{Lenient: opts.Lenient})
		if err != nil {
			return nil, err
		}
		return p.Puzzle, nil
	}
	return fpuzzles.ReadWith(ctx, name, t, fpuzzles.Options{Lenient: opts.Lenient})
}

// The formats of puzzles that bring their own rules, as OwnFormat tells
// them apart.
const (
	FPuzzles  = "f-puzzles"
	SudokuPad = "SudokuPad"
	ISS       = "ISS"
)

// OwnFormat tells which format a puzzle that brings its own rules is in:
// ISS, SudokuPad (its link, payload or JSON of "cells") or else
// FPuzzles. ReadOwn reads by it; a reader that checks a format's input
// before it reads (a server) asks it.
func OwnFormat(text string) string {
	t := strings.TrimSpace(text)
	switch {
	case iss.Looks(t):
		return ISS
	case strings.HasPrefix(t, "{") && sclJSON(t) || !strings.HasPrefix(t, "{") && sudokupad.Looks(t):
		return SudokuPad
	}
	return FPuzzles
}

// sclJSON reports whether a JSON object is SudokuPad's (a board of
// "cells") rather than f-puzzles' (a "size" and a "grid").
func sclJSON(t string) bool {
	var top map[string]json.RawMessage
	if json.Unmarshal([]byte(t), &top) != nil {
		return sudokupad.Looks(t)
	}
	_, grid := top["grid"]
	_, cells := top["cells"]
	return cells && !grid
}
