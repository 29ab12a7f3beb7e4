package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// killerRow returns the rules of a classic grid with the given
// constraints and a board whose row 1 has the given pencil marks, the
// rest of the board open.
func killerRow(t *testing.T, constraints, row string) (*game.Rules, *game.Board) {
	t.Helper()
	sp, err := specs.Parse("killer.yaml", []byte("extends: classic\nconstraints:\n"+constraints))
	require.NoError(t, err)
	lines := []string{row}
	for range 8 {
		lines = append(lines, ". . . . . . . . .")
	}
	return sp.Rules, pencilBoard(t, sp.Rules, lines)
}

// TestKillerCombinations: the first move on small rows, its rating by
// the cages it reads, and its explanation.
func TestKillerCombinations(t *testing.T) {
	const cage10 = "  - killer: {cells: [r1c1, r1c2], sum: 10}\n"
	for _, tt := range []struct {
		name, constraints, row string
		want                   string // the move, "" for none
		rating                 float64
		why                    string
	}{
		{"one cage against the rest of its row", cage10, "[1234] [6789] [19] . . . . . .",
			"r1c1-1 r1c2-9", 3.1,
			"row 1: cage 10 at r1c1 r1c2 can be 1+9 2+8 3+7 4+6; with the rest of row 1 holding, one each, the values they leave, cage 10 at r1c1 r1c2 keeps 2+8 3+7 4+6: 1 leaves r1c1, 9 leaves r1c2"},
		{"two cages that would share a value", "  - killer: {cells: [r1c3, r1c4], sum: 15}\n  - killer: {cells: [r1c6, r1c7], sum: 13}\n",
			"[1234567] [1234567] [6789] [6789] [1234567] [456789] [456789] [1234567] [1234567]",
			"r1c6-6 r1c6-7 r1c7-6 r1c7-7", 3.4,
			"row 1: cage 15 at r1c3 r1c4 can be 6+9 7+8 and cage 13 at r1c6 r1c7 can be 4+9 5+8 6+7; taking different values, with the rest of row 1 holding, one each, the values they leave, cage 13 at r1c6 r1c7 keeps 4+9 5+8, and the cages always hold 8 and 9: 6 leaves r1c6 r1c7, 7 leaves r1c6 r1c7"},
		{"values the cage always holds leave the rest", "  - killer: {cells: [r1c1, r1c2], sum: 4}\n", "[123] [123] . . . . . . .",
			"r1c1-2 r1c2-2 r1c3-1 r1c3-3 r1c4-1 r1c4-3 r1c5-1 r1c5-3 r1c6-1 r1c6-3 r1c7-1 r1c7-3 r1c8-1 r1c8-3 r1c9-1 r1c9-3", 3.1,
			"row 1: cage 4 at r1c1 r1c2 can be 1+3; with the rest of row 1 holding, one each, the values they leave, the cage always holds 1 and 3: 2 leaves r1c1 r1c2, 1 leaves r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9, 3 leaves r1c3 r1c4 r1c5 r1c6 r1c7 r1c8 r1c9"},
		{"a cage without a total says nothing the row does not", "  - killer: {cells: [r1c1, r1c2]}\n", "[1234] [6789] [19] . . . . . .", "", 0, ""},
		{"no choice leaves the rest its values", cage10, "[19] [1289] [19] . . . . . .", "!", 3.1,
			"row 1: cage 10 at r1c1 r1c2 can be 1+9; with the rest of row 1 holding, one each, the values they leave, no choice holds"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, b := killerRow(t, tt.constraints, tt.row)
			s := strategyOf(t, r, KillerCombinations)
			s.Reset(b)
			m := s.DoMove(b)
			if tt.want == "" {
				assert.Nil(t, m)
				return
			}
			require.NotNil(t, m)
			if m.Kind == game.Contradiction {
				assert.Equal(t, tt.want, "!")
			} else {
				assert.Equal(t, tt.want, moveString(r, m))
			}
			assert.Equal(t, tt.rating, KillerCombinations.RateMove(r, m))
			why := KillerCombinations.Explain(r, m)
			assert.Equal(t, tt.why, why)
			assert.Equal(t, why, KillerCombinations.Explain(r, m.Clone()))
		})
	}
}

// TestSplitCageCombinations: a cage within the row is KillerCombinations'
// to read; a part whose sets the rest of the row leaves no way to fill is
// a contradiction; a part of a cage without a total says nothing.
func TestSplitCageCombinations(t *testing.T) {
	for _, tt := range []struct {
		name, constraints, row string
		want                   string // the move, "" for none, "!" for a contradiction
	}{
		{"a cage within the row", "  - killer: {cells: [r1c1, r1c2], sum: 10}\n", "[1234] [6789] [19] . . . . . .", ""},
		{"a part the rest leaves too little", "  - killer: {cells: [r1c1, r1c2, r2c3], sum: 7}\n", "[123] [123] [2] . . . . . .", "!"},
		{"a part whose cage allows every set", "  - killer: {cells: [r1c1, r1c2, r2c1]}\n", "[12] [123] [12] . . . . . .", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, b := killerRow(t, tt.constraints, tt.row)
			s := strategyOf(t, r, SplitCageCombinations)
			s.Reset(b)
			m := s.DoMove(b)
			switch tt.want {
			case "":
				assert.Nil(t, m)
			case "!":
				require.NotNil(t, m)
				assert.Equal(t, game.Contradiction, m.Kind)
				assert.Equal(t, 3.3, SplitCageCombinations.RateMove(r, m))
				assert.Contains(t, SplitCageCombinations.Explain(r, m), "row 1: the part of cage 7 at r1c1 r1c2 r2c3 in row 1 can be 1+2; with the rest of row 1 holding, one each, the values they leave, no choice holds")
			}
		})
	}
}
