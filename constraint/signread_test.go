package constraint_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// The sides a sign opens to, seen on the board (rows grow downward).
const (
	left, up, right, down = "left", "up", "right", "down"
)

// opens is the side each glyph opens to, turned clockwise by 0, 90, 180
// and 270 degrees: drawn by hand, not by the rule SignOrder turns by.
// ">" opens left; turned a quarter clockwise its point is down, and it
// opens up.
var opens = map[string][4]string{
	">": {left, up, right, down}, "›": {left, up, right, down},
	"<": {right, down, left, up}, "‹": {right, down, left, up},
	"^": {down, left, up, right}, "˄": {down, left, up, right}, "∧": {down, left, up, right},
	"v": {up, right, down, left}, "˅": {up, right, down, left}, "∨": {up, right, down, left},
}

// TestSignOrder reads every glyph at every quarter turn between a cell
// and each of its four neighbours, either cell first: the neighbour on
// the side the sign opens to is the greater, the one opposite the
// lesser, and one across is no sign between them.
func TestSignOrder(t *testing.T) {
	mid := game.Pos{Row: 4, Col: 4}
	side := map[string]game.Pos{left: {Row: 4, Col: 3}, up: {Row: 3, Col: 4}, right: {Row: 4, Col: 5}, down: {Row: 5, Col: 4}}
	opposite := map[string]string{left: right, right: left, up: down, down: up}
	for glyph, sides := range opens {
		for turn, open := range sides {
			angle := float64(90 * turn)
			for at, n := range side {
				var want game.Pos // the greater, or mid for none
				switch at {
				case open:
					want = n
				case opposite[open]:
					want = mid
				default:
					want = game.Pos{Row: -1}
				}
				for _, pair := range [][2]game.Pos{{mid, n}, {n, mid}} {
					name := fmt.Sprintf("%s turned %g, %v %v", glyph, angle, pair[0], pair[1])
					t.Run(name, func(t *testing.T) {
						g, l, ok := constraint.SignOrder(glyph, angle, pair[0], pair[1])
						if want.Row < 0 {
							assert.False(t, ok, "the sign opens %s, across the pair", open)
							return
						}
						assert.True(t, ok)
						assert.Equal(t, want, g, "opens %s", open)
						assert.NotEqual(t, g, l)
						assert.ElementsMatch(t, pair[:], []game.Pos{g, l})
					})
				}
			}
		}
	}
}

// TestSignOrderAlien: the sign of "Alien" by Lisztes, ">" turned 90
// between R2C3 and R1C3, makes R1C3 the greater, as its thermometer from
// R2C3 to R1C3 and its solution (7 over 2) say.
func TestSignOrderAlien(t *testing.T) {
	r2c3, r1c3 := game.Pos{Row: 1, Col: 2}, game.Pos{Row: 0, Col: 2}
	g, l, ok := constraint.SignOrder(">", 90, r2c3, r1c3)
	assert.True(t, ok)
	assert.Equal(t, r1c3, g)
	assert.Equal(t, r2c3, l)
}

func TestSignOrderOdd(t *testing.T) {
	a, b := game.Pos{Row: 0, Col: 0}, game.Pos{Row: 0, Col: 1}
	for _, tc := range []struct {
		name, text string
		angle      float64
		ok         bool
		greater    game.Pos
	}{
		{"space around", " > ", 0, true, a},
		{"a negative angle", ">", -180, true, b},
		{"more than a turn", "<", 360 + 180, true, a},
		{"near a quarter", "^", 89.8, true, a},
		{"no quarter", ">", 45, false, a},
		{"NaN", ">", math.NaN(), false, a},
		{"infinite", ">", math.Inf(1), false, a},
		{"V of XV", "V", 90, false, a},
		{"a letter", "x", 0, false, a},
		{"two signs", ">>", 0, false, a},
		{"empty", "", 0, false, a},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _, ok := constraint.SignOrder(tc.text, tc.angle, a, b)
			assert.Equal(t, tc.ok, ok)
			if ok {
				assert.Equal(t, tc.greater, g)
			}
		})
	}
	for _, pair := range [][2]game.Pos{{a, a}, {a, {Row: 0, Col: 2}}, {a, {Row: 1, Col: 1}}} {
		for _, angle := range []float64{0, 90, 180, 270} {
			_, _, ok := constraint.SignOrder(">", angle, pair[0], pair[1])
			assert.False(t, ok, "%v %v share no edge", pair[0], pair[1])
		}
	}
}

// TestSignAngle: the angle given, ">" turned by it reads back to the
// order asked for, on each side; cells apart have none.
func TestSignAngle(t *testing.T) {
	mid := game.Pos{Row: 4, Col: 4}
	for _, tc := range []struct {
		lesser game.Pos
		angle  float64
	}{
		{game.Pos{Row: 4, Col: 5}, 0},   // greater left of lesser
		{game.Pos{Row: 5, Col: 4}, 90},  // above
		{game.Pos{Row: 4, Col: 3}, 180}, // right
		{game.Pos{Row: 3, Col: 4}, 270}, // below
	} {
		angle, ok := constraint.SignAngle(mid, tc.lesser)
		assert.True(t, ok)
		assert.Equal(t, tc.angle, angle, "%v > %v", mid, tc.lesser)
		g, l, ok := constraint.SignOrder(">", angle, tc.lesser, mid)
		assert.True(t, ok)
		assert.Equal(t, [2]game.Pos{mid, tc.lesser}, [2]game.Pos{g, l})
	}
	_, ok := constraint.SignAngle(mid, game.Pos{Row: 5, Col: 5})
	assert.False(t, ok)
}

// TestNamesSigns reads sentences of rules texts: those that make
// inequality signs rules, and those that compare digits otherwise.
func TestNamesSigns(t *testing.T) {
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"The inequality signs between two cells show which one contains the lower/higher digit.", true},
		{"Inequality signs point to the smaller of two digits.", true},
		{"Greater than signs between cells point to the lower digit.", true},
		{"greater-than/less-than symbols between two cells are always correct", true},
		{"Less than (<) symbols: the digit on the open side is larger.", true},
		{"Inequality arrows between cells point to the smaller digit.", true},
		{"INEQUALITY CHEVRONS point at the lower digit.", true},
		{"Normal Futoshiki rules apply.", true},
		{"Normal sudoku rules apply.", false},
		{"The digit in a circle is greater than the digit on its arrow.", false},
		{"A digit in a bulb is greater than the arrow's digits.", false},
		{"Digits along a thermometer increase from the bulb; each is greater than the one before.", false},
		{"Cells separated by a V sum to 5; digits less than 5 are marked.", false},
		{"Arrows: digits along an arrow sum to the digit in its circle.", false},
		{"The inequality holds for every pair.", false},
		{"", false},
	} {
		t.Run(tc.text, func(t *testing.T) {
			assert.Equal(t, tc.want, constraint.NamesSigns(tc.text))
		})
	}
}
