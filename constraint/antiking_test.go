package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
)

func TestAntiKingSound(t *testing.T) {
	rules := alone(constraint.NewAntiKing)
	checkWhole(t, "6x6", 15, 0.25, rules)
	checkWhole(t, "classic", 3, 0.35, rules)
}

func TestAntiKingCheck(t *testing.T) {
	board := builtin(t, "classic")
	r := builtin(t, "classic", wholeBoard(board, constraint.NewAntiKing()))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"two apart", []string{"r3c3=5", "r4c5=5"}, ""},
		{"corner to corner", []string{"r3c3=5", "r4c4=5"}, "anti-king: r3c3 and r4c4, a king's move apart, both hold 5"},
		{"the other diagonal", []string{"r3c4=7", "r4c3=7"}, "anti-king: r3c4 and r4c3, a king's move apart, both hold 7"},
	})
	f := r.FieldAt(pos(t, "r3c3"))
	assert.Len(t, r.Peers(f), len(board.Peers(f))+3, "r3c3's diagonal neighbours outside its box")
	assert.Equal(t, "AntiKing", r.Constraints[0].Kind().Name)
}
