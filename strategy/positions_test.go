package strategy

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
		{"last value of a row", lat, "12. ... ...", LastValue.Name, "r1c3=3"},
		{"last value of a column", lat, "1.. 2.. ...", LastValue.Name, "r3c1=3"},
		{"last value of a box", sq, "12.. 3... .... ....", LastValue.Name, "r2c2=4"},
		{"no group with one free field", lat, "1.. .2. ...", LastValue.Name, ""},
		{"last value stalls on hidden", lat, hidden, LastValue.Name, ""},
		{"empty board", sq, "................", LastValue.Name, ""},

		{"one value left in a field", lat, "1.. .2. ...", PossibleValueForField.Name, "r1c2=3"},
		{"one value left by row, column and box", sq, "1... ..2. .3.. ....", PossibleValueForField.Name, "r2c2=4"},
		{"naked single stalls on hidden", lat, hidden, PossibleValueForField.Name, ""},
		{"two values left everywhere", sq, "1... .... .... ....", PossibleValueForField.Name, ""},

		{"hidden single in a row", lat, hidden, PossibleFieldForValueInGroup.Name, "r1c1=1"},
		{"hidden single in a box", sq, "1... .... .1.. ..1.", PossibleFieldForValueInGroup.Name, "r2c4=1"},
		{"every value has two places", sq, "1... .... .... ....", PossibleFieldForValueInGroup.Name, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, tt.rules, tt.puzzle)
			s := strategyOf(t, tt.rules, Lookup(tt.strategy))
			s.Reset(b)
			assert.Equal(t, tt.want, moveString(tt.rules, s.DoMove(b)))
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
		{"last value cannot go in its field", "12. ... ...", LastValue.Name, "r1c3!3", [][2]int{{2, 2}}},
		{"field with no value", "1.. ... ...", PossibleValueForField.Name, "r2c2!", [][2]int{{4, 1}, {4, 2}, {4, 0}}},
		{"value with no field in a group", "... ... ...", PossibleFieldForValueInGroup.Name, "!1", [][2]int{{0, 0}, {1, 0}, {2, 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := board(t, lat, tt.puzzle)
			for _, fv := range tt.remove {
				b.Eliminate(fv[0], fv[1])
			}
			s := strategyOf(t, lat, Lookup(tt.strategy))
			s.Reset(b)
			m := s.DoMove(b)
			require.NotNil(t, m)
			assert.Equal(t, game.Contradiction, m.Kind)
			assert.Equal(t, tt.want, moveString(lat, m))
		})
	}
}

func TestByNames(t *testing.T) {
	s, err := ByNames([]string{"possiblefieldforvalueingroup", "LastValue"})
	assert.NoError(t, err)
	assert.Equal(t, []*Technique{PossibleFieldForValueInGroup, LastValue}, s)
	s, err = ByNames([]string{" Human "})
	assert.NoError(t, err)
	assert.Equal(t, All(), s)
	for i := 1; i < len(s); i++ {
		assert.LessOrEqual(t, s[i-1].Difficulty, s[i].Difficulty, "human runs the easiest first")
	}
	_, err = ByNames([]string{"LastValue", "lastvalue"})
	assert.ErrorContains(t, err, "listed twice")
	_, err = ByNames([]string{"NoSuchStrategy"})
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), `unknown strategy "NoSuchStrategy": the strategies are LastValue, PossibleFieldForValueInGroup, DirectPointing, `), err.Error())
	assert.True(t, strings.HasSuffix(err.Error(), ", and human for all of them"), err.Error())
	for _, tech := range All() {
		assert.Contains(t, err.Error(), " "+tech.Name+",", "the message names %s", tech.Name)
	}
}

// TestRateTurbot: a turbot fish is rated by the groups of its two strong
// links, which the move names: two rows 4.0, a row and a column 4.1, a
// box 4.2.
func TestRateTurbot(t *testing.T) {
	r := classic(t)
	kind := func(k string, n int) int {
		for g, grp := range r.Groups {
			if grp.Kind.String() == k {
				if n == 0 {
					return g
				}
				n--
			}
		}
		t.Fatalf("no %s", k)
		return -1
	}
	links := []game.Link{{Strong: true}, {}, {Strong: true}}
	for _, tt := range []struct {
		groups []int
		want   float64
	}{
		{[]int{kind("row", 0), kind("row", 4)}, 4.0},
		{[]int{kind("row", 0), kind("column", 4)}, 4.1},
		{[]int{kind("box", 0), kind("row", 4)}, 4.2},
		{nil, 4.2},
	} {
		m := &game.Move{Evidence: game.Evidence{Groups: tt.groups, Links: links}}
		assert.Equal(t, tt.want, TurbotFish.RateMove(r, m), "%v", tt.groups)
	}
}
