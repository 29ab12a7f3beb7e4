package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// RowIndexerRule is the rule kind of row indexers: a place of a line
// read against one cell, nearly as directly as a single.
var RowIndexerRule = &game.RuleKind{
	Name:       "RowIndexer",
	Title:      "Row indexer",
	Doc:        "a row indexer's value is the row in which its column holds the number of the indexer's own row: r2c1 holding 7 puts 2 in r7c1",
	Difficulty: 1.5,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// RowIndexer is written rowindexer: {cells: [r1c1, r1c2]}: one
// constraint per cell.
var RowIndexer = &Kind{
	Rule:     RowIndexerRule,
	FPuzzles: fpIndexer("rowindexer"),
	Key:      "rowindexer",
	Keys:     []string{"cells"},
	Example:  "rowindexer: {cells: [r1c1, r1c2]}",
	Read:     readIndexers(rowIndexing),
	Draw:     Drawing{Style: StyleCells, Shape: CellSquare, Colour: "#7cc77c"},
}

// rowIndexing: a row indexer names a row of its column.
var rowIndexing = &indexing{kind: RowIndexerRule, word: "row indexer", place: "row", along: "column", line: columnThrough}

// NewRowIndexer returns the rule that the value of cell p names the row
// in which p's column holds the number of p's own row, and that no other
// row of the column holds it: r2c1 holding 7 puts 2 in r7c1. It stands
// for a cell of an entry of f-puzzles' "rowindexer" list, {"cells":
// ["R1C1", "R1C2"]}.
func NewRowIndexer(p game.Pos) game.Constraint { return newIndexer(rowIndexing, p) }

// columnThrough returns the cells of the column through p, row 1 first.
func columnThrough(r *game.Rules, p game.Pos) ([]game.Pos, string, error) {
	cells := make([]game.Pos, r.Rows)
	for row := range cells {
		cells[row] = game.Pos{Row: row, Col: p.Col}
	}
	return cells, fmt.Sprintf("column %d", p.Col+1), nil
}
