package constraint_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// boxIndexers is the rule of box indexers as SudokuSolver states it:
// value x of cell p names the x-th cell of p's box in reading order,
// which holds the number of p's own place there.
var boxIndexers = indexerRule{constraint.BoxIndexer, func(r *game.Rules, p game.Pos, x int) (game.Pos, int) {
	box := r.Groups[boxOf(r, p)]
	var places []game.Pos
	for _, f := range box.Fields {
		places = append(places, r.Pos(f))
	}
	slices.SortFunc(places, func(a, b game.Pos) int { return 100*(a.Row-b.Row) + a.Col - b.Col })
	return places[x-1], slices.Index(places, p) + 1
}}

func TestBoxIndexerSound(t *testing.T) {
	checkIndexers(t, boxIndexers)
}

// TestBoxIndexerCounts: the engine counts random puzzles with box
// indexers as a counter that knows the rule as boxIndexers says it.
func TestBoxIndexerCounts(t *testing.T) {
	countIndexers(t, boxIndexers)
}

func TestBoxIndexerCheck(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewBoxIndexer(pos(t, "r1c1")), constraint.NewBoxIndexer(pos(t, "r5c5")))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		// Box 6 is r5c4 r5c5 r5c6 r6c4 r6c5 r6c6, places 1 to 6.
		{"kept", []string{"r1c1=5", "r2c2=1", "r5c5=4", "r6c4=2"}, ""},
		{"its own place", []string{"r1c1=1", "r5c5=2"}, ""},
		{"the place named holds another", []string{"r5c5=4", "r6c4=3"}, "box indexer r5c5: r5c5 holds 4, so the 2 of box 6 stands in r6c4, but r6c4 holds 3"},
		{"the number in a place not named", []string{"r1c1=5", "r1c3=1"}, "box indexer r1c1: r1c3 holds the 1 of box 1, so r1c1 holds 3, but it holds 5"},
	})
	// A jigsaw's regions, their places in reading order: region a is
	// r1c1 r1c2 r2c1 r2c2 r3c1 r3c2 r4c1 r5c1 r6c1.
	r = builtin(t, "jigsaw", constraint.NewBoxIndexer(pos(t, "r1c1")))
	checkTable(t, r, []checkTest{
		{"kept", []string{"r1c1=7", "r4c1=1"}, ""},
		{"broken", []string{"r1c1=7", "r4c1=2"}, "box indexer r1c1: r1c1 holds 7, so the 1 of region a stands in r4c1, but r4c1 holds 2"},
	})
}

func TestBoxIndexerErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"twice", "- boxindexer: {cells: [r5c5, r5c5]}", "[r5c5", "r5c5 is listed twice"},
		{"off the board", "- boxindexer: {cells: [r1c1, r1c10]}", "", "r1c10 is outside the 9x9 board"},
	})
	checkErrors(t, "latin3", []errorTest{
		{"no boxes", "- boxindexer: {cells: [r1c1, r2c2]}", "", "the board has no boxes or regions whose places a box indexer could name"},
	})
}

func TestBoxIndexerExplain(t *testing.T) {
	r := builtin(t, "6x6", constraint.NewBoxIndexer(pos(t, "r5c5")))
	assert.Equal(t, "box indexer r5c5: the 2 of box 6 cannot stand in r6c4 r6c6, so 4 6 leave r5c5", explain(t, r, 0, "r6c4=1 3", "r6c6=5"))
	assert.Equal(t, "box indexer r5c5: r5c5 cannot hold 1 3 5 6, so 2 leaves r5c4 r5c6 r6c5 r6c6", explain(t, r, 0, "r5c5=2 4"))
	assert.Equal(t, "box indexer r5c5: no value left in r5c5 names a place where the 2 of box 6 can stand", explain(t, r, 0, "r5c5=4", "r6c4=1"))
}
