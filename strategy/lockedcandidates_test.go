package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

// TestLockedCandidates shows pointing (a box's places for a value in one
// row) and claiming (a row's places for a value in one box) on 4x4 boards,
// and a board where the rule does not apply.
func TestLockedCandidates(t *testing.T) {
	sq := four(t)
	tests := []struct {
		name   string
		puzzle string
		remove [][2]int // field, value removed first, as other strategies would
		want   []string // every elimination, in order
	}{
		// Once r2c1 and r2c2 lose 1, box 1's places for 1 are in row 1,
		// so the rest of row 1 loses 1: r1c3 and r1c4.
		{"pointing", ".... .... .... ....", [][2]int{{4, 0}, {5, 0}}, []string{"r1c3-1", "r1c4-1"}},
		// Row 1's places for 2 are r1c1 and r1c2 once r1c3 and r1c4 lose 2,
		// so the rest of box 1 loses 2.
		{"claiming", ".... .... .... ....", [][2]int{{2, 1}, {3, 1}}, []string{"r2c1-2", "r2c2-2"}},
		{"nothing locked", "1... .... .... ....", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, sq, tt.puzzle)
			for _, fv := range tt.remove {
				b.Eliminate(fv[0], fv[1])
			}
			s := NewLockedCandidates()
			s.Reset(b)
			var got []string
			for range 20 {
				m, ok := s.DoMove(b)
				if !ok {
					break
				}
				require.Equal(t, game.Eliminate, m.Kind)
				got = append(got, moveString(sq, m, ok))
				require.True(t, b.Eliminate(m.Field, m.Value))
				s.NotifyMove(b, m)
			}
			if len(got) > 2 {
				got = got[:2]
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestLockedCandidatesExplain(t *testing.T) {
	r := classic(t)
	m := game.Move{Kind: game.Eliminate, Field: 0, Value: 3, Group: 18, Other: 0, Strategy: LockedCandidatesName}
	assert.Equal(t, "4 in box 1 can only go where it meets row 1", NewLockedCandidates().Explain(r, m))
}
