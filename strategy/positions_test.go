package strategy

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/game"
)

// TestPositions shows each strategy on small boards built for it: the move
// it makes, or "" where it stalls.
func TestPositions(t *testing.T) {
	lat, sq := latin3(t), four(t)
	// In hidden, 1 has one place left in row 1 (r1c1: columns 2 and 3 hold
	// 1), while no group has one free field and no field one candidate.
	const hidden = "... ..1 .1."
	tests := []struct {
		name     string
		rules    *game.Rules
		puzzle   string
		strategy string
		want     string
	}{
		{"last value of a row", lat, "12. ... ...", LastValueName, "r1c3=3"},
		{"last value of a column", lat, "1.. 2.. ...", LastValueName, "r3c1=3"},
		{"last value of a box", sq, "12.. 3... .... ....", LastValueName, "r2c2=4"},
		{"no group with one free field", lat, "1.. .2. ...", LastValueName, ""},
		{"last value stalls on hidden", lat, hidden, LastValueName, ""},
		{"empty board", sq, "................", LastValueName, ""},

		{"one value left in a field", lat, "1.. .2. ...", PossibleValueForFieldName, "r1c2=3"},
		{"one value left by row, column and box", sq, "1... ..2. .3.. ....", PossibleValueForFieldName, "r2c2=4"},
		{"naked single stalls on hidden", lat, hidden, PossibleValueForFieldName, ""},
		{"two values left everywhere", sq, "1... .... .... ....", PossibleValueForFieldName, ""},

		{"hidden single in a row", lat, hidden, PossibleFieldForValueInGroupName, "r1c1=1"},
		{"hidden single in a box", sq, "1... .... .1.. ..1.", PossibleFieldForValueInGroupName, "r2c4=1"},
		{"every value has two places", sq, "1... .... .... ....", PossibleFieldForValueInGroupName, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, tt.rules, tt.puzzle)
			s, err := ByNames([]string{tt.strategy})
			if !assert.NoError(t, err) {
				return
			}
			s[0].Reset(b)
			m, ok := s[0].DoMove(b)
			assert.Equal(t, tt.want, moveString(tt.rules, m, ok))
		})
	}
}

// TestContradictions shows each strategy reporting a board that cannot be
// completed.
func TestContradictions(t *testing.T) {
	lat := latin3(t)
	tests := []struct {
		name, puzzle, strategy, want string
		remove                       [][2]int // field, value taken away before the strategy looks
	}{
		{"last value cannot go in its field", "12. ... ...", LastValueName, "r1c3!3", [][2]int{{2, 2}}},
		{"field with no value", "1.. ... ...", PossibleValueForFieldName, "r2c2!", [][2]int{{4, 1}, {4, 2}, {4, 0}}},
		{"value with no field in a group", "... ... ...", PossibleFieldForValueInGroupName, "!1", [][2]int{{0, 0}, {1, 0}, {2, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, lat, tt.puzzle)
			for _, fv := range tt.remove {
				b.Eliminate(fv[0], fv[1])
			}
			s, _ := ByNames([]string{tt.strategy})
			s[0].Reset(b)
			m, ok := s[0].DoMove(b)
			assert.True(t, ok)
			assert.Equal(t, game.Contradiction, m.Kind)
			assert.Equal(t, tt.want, moveString(lat, m, ok))
		})
	}
}

func TestByNames(t *testing.T) {
	s, err := ByNames([]string{"possiblefieldforvalueingroup", "LastValue"})
	assert.NoError(t, err)
	assert.Equal(t, PossibleFieldForValueInGroupName, s[0].Name())
	_, err = ByNames([]string{"LastValue", "lastvalue"})
	assert.ErrorContains(t, err, "listed twice")
	_, err = ByNames([]string{"XWing"})
	assert.ErrorContains(t, err, `unknown strategy "XWing": the strategies are LastValue, PossibleValueForField, PossibleFieldForValueInGroup`)
}
