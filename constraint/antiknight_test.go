package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

func TestAntiKnightSound(t *testing.T) {
	rules := alone(constraint.NewAntiKnight)
	checkWhole(t, "6x6", 15, 0.2, rules)
	checkWhole(t, "classic", 3, 0.3, rules)
}

func TestAntiKnightCheck(t *testing.T) {
	board := builtin(t, "classic")
	r := builtin(t, "classic", wholeBoard(board, constraint.NewAntiKnight()))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"apart", []string{"r1c1=5", "r2c4=5"}, ""},
		{"a knight's move", []string{"r5c5=5", "r7c4=5"}, "anti-knight: r5c5 and r7c4, a knight's move apart, both hold 5"},
		{"another knight's move", []string{"r5c5=5", "r4c7=5"}, "anti-knight: r4c7 and r5c5, a knight's move apart, both hold 5"},
		{"different values", []string{"r5c5=5", "r7c4=6"}, ""},
	})
	// Every cell of 9x9 sees more cells than its row, column and box.
	f := r.FieldAt(pos(t, "r5c5"))
	assert.Len(t, r.Peers(f), len(board.Peers(f))+8, "r5c5's knight's moves, all outside its box")
	assert.Len(t, r.Constraints[0].(game.Differ).Differ(), 2*2*8*7, "every knight's move of the board")
	require.Empty(t, constraint.NewAntiKnight().Cells(), "its cells are the board's, found when bound")
}

func TestBoardRulesSpec(t *testing.T) {
	sp, err := specs.Parse("k.yaml", []byte("extends: classic\nconstraints:\n  - antiknight\n  - antiking:\n  - nonconsecutive: {}\n  - xv: {v: [], negative: true}\n"))
	require.NoError(t, err)
	for _, c := range sp.Rules.Constraints {
		assert.Len(t, c.Cells(), 81, c.Name())
	}
	assert.Contains(t, specError("classic", "- antiknight: {cells: [r1c1]}"), "unknown key")
}
