package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// columnIndexers is the rule of column indexers as SudokuSolver states
// it: value x of cell p names the cell of p's row in column x, which
// holds the number of p's column.
var columnIndexers = indexerRule{constraint.ColumnIndexer, func(_ *game.Rules, p game.Pos, x int) (game.Pos, int) {
	return game.Pos{Row: p.Row, Col: x - 1}, p.Col + 1
}}

func TestColumnIndexerSound(t *testing.T) {
	checkIndexers(t, columnIndexers)
}

// TestColumnIndexerCounts: the engine counts random puzzles with column
// indexers as a counter that knows the rule as columnIndexers says it.
func TestColumnIndexerCounts(t *testing.T) {
	countIndexers(t, columnIndexers)
}

// TestColumnIndexerPuzzles: SudokuSolver's two 1-5-9 puzzles solve to
// the solutions its tests publish, each the only one.
func TestColumnIndexerPuzzles(t *testing.T) {
	for _, p := range indexerPuzzles(t) {
		t.Run(p.name, func(t *testing.T) { solvesTo(t, p.rules, p.solution) })
	}
}

func TestColumnIndexerCheck(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewColumnIndexer(pos(t, "r1c1")), constraint.NewColumnIndexer(pos(t, "r2c5")))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"kept", []string{"r1c1=3", "r1c3=1", "r2c5=2", "r2c2=5"}, ""},
		{"its own column", []string{"r1c1=1", "r2c5=5"}, ""},
		{"the column named holds another", []string{"r1c1=3", "r1c3=2"}, "column indexer r1c1: r1c1 holds 3, so the 1 of row 1 stands in r1c3, but r1c3 holds 2"},
		{"the number in a column not named", []string{"r2c5=4", "r2c6=5"}, "column indexer r2c5: r2c6 holds the 5 of row 2, so r2c5 holds 6, but it holds 4"},
		{"the number beside the cell naming itself", []string{"r1c1=1", "r1c4=1"}, "column indexer r1c1: r1c4 holds the 1 of row 1, so r1c1 holds 4, but it holds 1"},
		{"another row", []string{"r1c1=3", "r2c3=2"}, ""},
	})
}

func TestColumnIndexerErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"twice", "- columnindexer: {cells: [r1c1, r2c2, r1c1]}", "[r1c1", "r1c1 is listed twice"},
		{"not cells", "- columnindexer: {cells: r1c1}", "r1c1}", "cells are a list of cells"},
		{"unknown key", "- columnindexer: {cells: [r1c1], by: 2}", "by", `unknown key "by" in columnindexer: the keys are cells`},
		// An item of several constraints has its errors of NewRules at its key.
		{"off the board", "- columnindexer: {cells: [r1c1, r10c1]}", "", "r10c1 is outside the 9x9 board"},
	})
	checkErrors(t, "colors", []errorTest{
		{"words", "- columnindexer: {cells: [r1c1]}", "", "the values are not all whole numbers"},
	})
	// Samurai's row 1 runs through two grids with a gap between them.
	checkErrors(t, "samurai", []errorTest{
		{"a row with holes", "- columnindexer: {cells: [r1c1, r1c2]}", "", "r1c10 is not on the board, but a column indexer names every column of row 1: mark only cells whose row is whole"},
	})
	errorTable(t, "classic\nvalues: 0-8", []lineErrorTest{
		{"not 1 to 9", "- columnindexer: {cells: [r1c1]}", "l.yaml:4:5: a column indexer names each column of row 1 by its number, so the values must be 1 to 9, not 0 1 2 3 4 5 6 7 8: give values: 1-9"},
	})
}

func TestColumnIndexerExplain(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewColumnIndexer(pos(t, "r1c1")))
	text, elims := explainMove(t, r, "r1c1=3")
	assert.Equal(t, []string{"r1c2-1", "r1c3-2", "r1c3-4", "r1c3-5", "r1c3-6", "r1c4-1", "r1c5-1", "r1c6-1"}, elims)
	assert.Equal(t, "column indexer r1c1: r1c1 cannot hold 2 4 5 6, so 1 leaves r1c2 r1c4 r1c5 r1c6; r1c1 holds 3, so r1c3 holds the 1 of row 1: 2 4 5 6 leave it", text)
	assert.Equal(t, "column indexer r1c1: the 1 of row 1 cannot stand in r1c4 r1c6, so 4 6 leave r1c1", explain(t, r, 0, "r1c4=2 3", "r1c6=5"))
	assert.Equal(t, "column indexer r1c1: r1c5 holds the 1 of row 1, so 1 2 3 4 6 leave r1c1", explain(t, r, 0, "r1c5=1"))
	assert.Equal(t, "column indexer r1c1: no value left in r1c1 names a column where the 1 of row 1 can stand", explain(t, r, 0, "r1c1=2", "r1c2=3 4"))
}
