package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// rowIndexers is the rule of row indexers as SudokuSolver states it:
// value x of cell p names the cell of p's column in row x, which holds
// the number of p's row.
var rowIndexers = indexerRule{constraint.RowIndexer, func(_ *game.Rules, p game.Pos, x int) (game.Pos, int) {
	return game.Pos{Row: x - 1, Col: p.Col}, p.Row + 1
}}

func TestRowIndexerSound(t *testing.T) {
	checkIndexers(t, rowIndexers)
}

// TestRowIndexerCounts: the engine counts random puzzles with row
// indexers as a counter that knows the rule as rowIndexers says it.
func TestRowIndexerCounts(t *testing.T) {
	countIndexers(t, rowIndexers)
}

// TestRowIndexerPuzzles: SudokuSolver's 1-5-9 puzzles turned over their
// main diagonal, rows for columns (the column indexers become row
// indexers in rows 1, 5 and 9, each arrow and line its mirror), solve to
// their published solutions turned over too, each the only one: turning
// a puzzle over turns its solutions. SudokuSolver's tests have no puzzle
// of row indexers.
func TestRowIndexerPuzzles(t *testing.T) {
	turn := func(cells []game.Pos) []game.Pos {
		out := make([]game.Pos, len(cells))
		for i, p := range cells {
			out[i] = game.Pos{Row: p.Col, Col: p.Row}
		}
		return out
	}
	for _, p := range indexerPuzzles(t) {
		t.Run(p.name, func(t *testing.T) {
			items, err := constraint.Items(p.rules.Constraints)
			require.NoError(t, err)
			var cs []game.Constraint
			for _, it := range items {
				key := it.Key
				if key == constraint.ColumnIndexer.Key {
					key = constraint.RowIndexer.Key
				}
				a := &fakeArgs{values: map[string]any{}}
				for _, arg := range it.Args {
					a.values[arg.Key] = turn(arg.Value.([]game.Pos))
				}
				cs = append(cs, constraint.Lookup(constraint.All(), key).Read(a)...)
				require.Empty(t, a.errs)
			}
			turned := make([]byte, 81)
			for i := range turned {
				turned[i] = p.solution[i%9*9+i/9]
			}
			solvesTo(t, builtin(t, "classic", cs...), string(turned))
		})
	}
}

func TestRowIndexerCheck(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewRowIndexer(pos(t, "r1c1")), constraint.NewRowIndexer(pos(t, "r5c2")))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"kept", []string{"r1c1=3", "r3c1=1", "r5c2=2", "r2c2=5"}, ""},
		{"its own row", []string{"r1c1=1", "r5c2=5"}, ""},
		{"the row named holds another", []string{"r1c1=3", "r3c1=2"}, "row indexer r1c1: r1c1 holds 3, so the 1 of column 1 stands in r3c1, but r3c1 holds 2"},
		{"the number in a row not named", []string{"r5c2=4", "r6c2=5"}, "row indexer r5c2: r6c2 holds the 5 of column 2, so r5c2 holds 6, but it holds 4"},
		{"another column", []string{"r1c1=3", "r3c2=2"}, ""},
	})
}

func TestRowIndexerErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"twice", "- rowindexer: {cells: [r1c1, r1c1]}", "[r1c1", "r1c1 is listed twice"},
		// An item of one cell has its errors of NewRules at the cell.
		{"off the board", "- rowindexer: {cells: [r10c1]}", "r10c1", "r10c1 is outside the 9x9 board"},
	})
	errorTable(t, "6x6\nvalues: [1, 2, 3, 4, 5, 7]", []lineErrorTest{
		{"not 1 to 6", "- rowindexer: {cells: [r2c2]}", "l.yaml:4:5: a row indexer names each row of column 2 by its number, so the values must be 1 to 6, not 1 2 3 4 5 7: give values: 1-6"},
	})
}

func TestRowIndexerExplain(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewRowIndexer(pos(t, "r2c3")))
	text, elims := explainMove(t, r, "r2c3=4")
	assert.Equal(t, []string{"r1c3-2", "r3c3-2", "r4c3-1", "r4c3-3"}, elims)
	assert.Equal(t, "row indexer r2c3: r2c3 cannot hold 1 3, so 2 leaves r1c3 r3c3; r2c3 holds 4, so r4c3 holds the 2 of column 3: 1 3 leave it", text)
	assert.Equal(t, "row indexer r2c3: the 2 of column 3 cannot stand in r1c3, so 1 leaves r2c3", explain(t, r, 0, "r1c3=3 4"))
}
