package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

// TestLockedCandidates shows pointing (a box's places for a value in one
// row) and claiming (a row's places for a value in one box) on 4x4 boards,
// and a board where the rule does not apply. Each move removes every
// candidate of the other group at once.
func TestLockedCandidates(t *testing.T) {
	sq := four(t)
	tests := []struct {
		name   string
		puzzle string
		remove [][2]int // field, value removed first, as other strategies would
		want   []string // the first moves, in order
		reason string   // of the first move
	}{
		// Once r2c1 and r2c2 lose 1, row 2's places for 1 are r2c3 and
		// r2c4, in box 2, so the rest of box 2 loses 1: r1c3 and r1c4
		// (claiming). Box 1's places, r1c1 and r1c2, point along row 1 to
		// the same eliminations, and pointing is looked for first.
		{"pointing first", ".... .... .... ....", [][2]int{{4, 0}, {5, 0}}, []string{"r1c3-1 r1c4-1"}, "1 in box 1 can only go where it meets row 1"},
		// Row 1's places for 2 are r1c1 and r1c2 once r1c3 and r1c4 lose 2;
		// box 2's, r2c3 and r2c4, point along row 2 to the rest of box 1.
		{"pointing from box 2", ".... .... .... ....", [][2]int{{2, 1}, {3, 1}}, []string{"r2c1-2 r2c2-2"}, "2 in box 2 can only go where it meets row 2"},
		{"nothing locked", "1... .... .... ....", nil, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, sq, tt.puzzle)
			for _, fv := range tt.remove {
				b.Eliminate(fv[0], fv[1])
			}
			s := strategyOf(t, sq, LockedCandidates)
			s.Reset(b)
			var got []string
			for i := range 20 {
				m := s.DoMove(b)
				if m == nil {
					break
				}
				require.Equal(t, game.Deduction, m.Kind)
				require.Empty(t, m.Place)
				if i == 0 {
					assert.Equal(t, tt.reason, LockedCandidates.Explain(sq, m))
				}
				got = append(got, moveString(sq, m))
				require.True(t, b.Apply(m))
				s.NotifyMove(b, m)
			}
			if len(got) > len(tt.want) {
				got = got[:len(tt.want)]
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// TestLockedCandidatesEvidence: the move names the locked places, the two
// groups and the value, and rates pointing below claiming.
func TestLockedCandidatesEvidence(t *testing.T) {
	r := classic(t)
	b := game.NewBoard(r)
	// 4 leaves r2c1..r3c3 of box 1: its places are r1c1..r1c3, in row 1.
	for _, f := range []int{9, 10, 11, 18, 19, 20} {
		require.True(t, b.Eliminate(f, 3))
	}
	s := strategyOf(t, r, LockedCandidates)
	s.Reset(b)
	m := s.DoMove(b)
	require.NotNil(t, m)
	assert.Equal(t, "r1c4-4 r1c5-4 r1c6-4 r1c7-4 r1c8-4 r1c9-4", moveString(r, m))
	assert.Equal(t, []int{0, 1, 2}, m.Fields)
	assert.Equal(t, "box 1", r.Groups[m.Groups[0]].Name)
	assert.Equal(t, "row 1", r.Groups[m.Cover[0]].Name)
	assert.Equal(t, game.Bit(3), m.Values)
	assert.Equal(t, 2.6, LockedCandidates.RateMove(r, m))
	claim := &game.Move{Evidence: game.Evidence{Groups: []int{0}, Cover: []int{18}}}
	assert.Equal(t, 2.8, LockedCandidates.RateMove(r, claim))
}
