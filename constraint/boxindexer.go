package constraint

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// BoxIndexerRule is the rule kind of box indexers: a place of a box read
// against one cell, its places counted in reading order, a little harder
// to see than a row's or a column's.
var BoxIndexerRule = &game.RuleKind{
	Name:       "BoxIndexer",
	Title:      "Box indexer",
	Doc:        "a box indexer's value is the place in its box, counted in reading order, that holds the number of the indexer's own place: r1c2 holding 7 puts 2 in r3c1",
	Difficulty: 1.7,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// BoxIndexer is written boxindexer: {cells: [r1c1, r5c5]}: one
// constraint per cell.
var BoxIndexer = &Kind{
	Rule:     BoxIndexerRule,
	FPuzzles: fpIndexer("boxindexer"),
	Key:      "boxindexer",
	Keys:     []string{"cells"},
	Example:  "boxindexer: {cells: [r1c1, r5c5]}",
	Read:     readIndexers(boxIndexing),
	Draw:     Drawing{Style: StyleCells, Shape: CellSquare, Colour: "#7c7cc7"},
}

// boxIndexing: a box indexer names a place of its box.
var boxIndexing = &indexing{kind: BoxIndexerRule, word: "box indexer", place: "place", along: "box", line: boxThrough}

// NewBoxIndexer returns the rule that the value of cell p names the place
// of p's box (or region of a jigsaw), its places counted in reading
// order, that holds the number of p's own place, and that no other place
// of the box holds it: r1c2 holding 7 puts 2 in r3c1. It stands for a
// cell of an entry of f-puzzles' "boxindexer" list, {"cells": ["R1C1",
// "R5C5"]}.
func NewBoxIndexer(p game.Pos) game.Constraint { return newIndexer(boxIndexing, p) }

// boxThrough returns the cells of the box through p in reading order, its
// place 1 first: the box of the first kind of group that tiles the board,
// its boxes or the regions of a jigsaw, as SudokuSolver reads them.
func boxThrough(r *game.Rules, p game.Pos) ([]game.Pos, string, error) {
	kind, tiled := game.GroupKind(0), false
	for _, g := range r.Groups {
		if g.Kind.Tiles() {
			kind, tiled = g.Kind, true
			break
		}
	}
	if !tiled {
		return nil, "", errors.New("the board has no boxes or regions whose places a box indexer could name")
	}
	for _, gi := range r.FieldGroups(r.FieldAt(p)) {
		if g := r.Groups[gi]; g.Kind == kind {
			cells := make([]game.Pos, len(g.Fields))
			for i, f := range g.Fields {
				cells[i] = r.Pos(f)
			}
			slices.SortFunc(cells, func(a, b game.Pos) int {
				if a.Row != b.Row {
					return a.Row - b.Row
				}
				return a.Col - b.Col
			})
			return cells, g.Name, nil
		}
	}
	return nil, "", fmt.Errorf("%s lies in no %s, whose places a box indexer would name", p, kind.Noun(1))
}
