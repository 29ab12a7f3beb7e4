package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// ColumnIndexerRule is the rule kind of column indexers: a place of a
// line read against one cell, nearly as directly as a single.
var ColumnIndexerRule = &game.RuleKind{
	Name:       "ColumnIndexer",
	Title:      "Column indexer",
	Doc:        "a column indexer's value is the column in which its row holds the number of the indexer's own column: r1c5 holding 3 puts 5 in r1c3 (1-5-9 marks columns 1, 5 and 9)",
	Difficulty: 1.5,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// ColumnIndexer is written columnindexer: {cells: [r1c1, r2c1]}: one
// constraint per cell.
var ColumnIndexer = &Kind{
	Rule:     ColumnIndexerRule,
	FPuzzles: fpIndexer("columnindexer"),
	Key:      "columnindexer",
	Keys:     []string{"cells"},
	Example:  "columnindexer: {cells: [r1c1, r2c1]}",
	Read:     readIndexers(columnIndexing),
	Draw:     Drawing{Style: StyleCells, Shape: CellSquare, Colour: "#c77c7c"},
}

// columnIndexing: a column indexer names a column of its row.
var columnIndexing = &indexing{kind: ColumnIndexerRule, word: "column indexer", place: "column", along: "row", line: rowThrough}

// NewColumnIndexer returns the rule that the value of cell p names the
// column in which p's row holds the number of p's own column, and that
// no other column of the row holds it: r1c5 holding 3 puts 5 in r1c3. It
// stands for a cell of an entry of f-puzzles' "columnindexer" list,
// {"cells": ["R1C1", "R2C1"]}.
func NewColumnIndexer(p game.Pos) game.Constraint { return newIndexer(columnIndexing, p) }

// rowThrough returns the cells of the row through p, column 1 first.
func rowThrough(r *game.Rules, p game.Pos) ([]game.Pos, string, error) {
	cells := make([]game.Pos, r.Cols)
	for col := range cells {
		cells[col] = game.Pos{Row: p.Row, Col: col}
	}
	return cells, fmt.Sprintf("row %d", p.Row+1), nil
}
