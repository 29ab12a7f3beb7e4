package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

func TestParseClue(t *testing.T) {
	tests := []struct {
		in   string
		want game.Pos
		err  string
	}{
		{"r0c3", game.Pos{Row: -1, Col: 2}, ""},
		{"R3C0", game.Pos{Row: 2, Col: -1}, ""},
		{"r10c3", game.Pos{Row: 9, Col: 2}, ""},
		{"r3c10", game.Pos{Row: 2, Col: 9}, ""},
		{"r5c5", game.Pos{Row: 4, Col: 4}, ""},
		{"c3", game.Pos{}, `clue "c3": write a clue's cell as r<row>c<col>`},
		{"r-1c3", game.Pos{}, `clue "r-1c3"`},
		{"r0c", game.Pos{}, `clue "r0c"`},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			p, err := constraint.ParseClue(tt.in)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, p)
		})
	}
}

func TestParseDiagonal(t *testing.T) {
	for _, in := range []string{"down-right", "DR", "dr", "Down-Right"} {
		d, ok := constraint.ParseDiagonal(in)
		assert.True(t, ok, in)
		assert.Equal(t, constraint.DownRight, d, in)
	}
	d, ok := constraint.ParseDiagonal("UL")
	assert.True(t, ok)
	assert.Equal(t, "up-left", d.String())
	_, ok = constraint.ParseDiagonal("down")
	assert.False(t, ok)
}
