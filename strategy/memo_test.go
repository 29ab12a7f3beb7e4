package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// TestMemo: a state of a constraint's cells is found again only when its
// candidates, its placed cells and the constraint are the same; what was
// stored with it comes back.
func TestMemo(t *testing.T) {
	r := sudokuRules(t, 4, 2, 2)
	b := game.NewBoard(r)
	fields := []int{0, 1, 2}
	var m memo
	_, hit := m.find(b, 0, fields)
	assert.False(t, hit, "an empty memo")
	slot, hit := m.find(b, 0, fields)
	require.False(t, hit, "found but not kept")
	found := game.Found{Eliminate: []game.Candidate{{Field: 1, Value: 3}}, Sets: []game.ValueSet{6}}
	m.keep(slot, true, &found)
	found.Eliminate[0].Value = 2 // the slot keeps a copy
	slot, hit = m.find(b, 0, fields)
	require.True(t, hit)
	assert.True(t, slot.ok)
	assert.Equal(t, []game.Candidate{{Field: 1, Value: 3}}, slot.elim)
	assert.Equal(t, []game.ValueSet{6}, slot.sets)
	for _, tc := range []struct {
		name   string
		change func(b *game.Board)
		ci     int
	}{
		{"another constraint", func(*game.Board) {}, 1},
		{"a candidate gone", func(b *game.Board) { b.Eliminate(2, 0) }, 0},
		{"a cell placed", func(b *game.Board) { b.Show(1, game.Bit(0), true) }, 0},
		{"a free cell of that one value", func(b *game.Board) { b.Show(1, game.Bit(0), false) }, 0},
	} {
		at := b.Clone()
		tc.change(at)
		_, hit := m.find(at, tc.ci, fields)
		assert.False(t, hit, tc.name)
	}
	b.Eliminate(5, 0) // beyond the cells
	slot, hit = m.find(b, 0, fields)
	assert.True(t, hit, "the fields beyond the cells are not read")
	assert.Equal(t, []game.Candidate{{Field: 1, Value: 3}}, slot.elim)
}

// TestMemoizes: only Local constraints of 2 to 64 cells are kept.
func TestMemoizes(t *testing.T) {
	thermo := constraint.NewThermometer([]game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 0, Col: 2}})
	four := sudokuRules(t, 4, 2, 2)
	r, err := game.NewRules("t", 4, 4, nil, four.Values, four.GroupSpecs(), thermo)
	require.NoError(t, err)
	assert.True(t, memoizes(r.Constraints[0], r.ConstraintFields(0)))
	assert.False(t, memoizes(r.Constraints[0], r.ConstraintFields(0)[:1]), "one cell")
	assert.False(t, memoizes(constraint.NewAntiKnight(), make([]int, 16)), "no Local")
}
