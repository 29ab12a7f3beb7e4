package constraint

import (
	"math"
	"regexp"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// Inequality signs are text in the formats read: f-puzzles has no rule
// for them, and setters write "<" or ">" between two cells, turned to
// point along a column, with a rules text that makes them rules.
// SignOrder reads such a sign the same for every reader, NamesSigns
// reads the rules text, and SignAngle turns a sign for a writer.

// signOpen is the side each glyph of a sign opens to, unturned, as a
// step [row, column] from its point: ">" opens to the left.
var signOpen = map[string]game.Pos{
	">": {Row: 0, Col: -1}, "›": {Row: 0, Col: -1},
	"<": {Row: 0, Col: 1}, "‹": {Row: 0, Col: 1},
	"^": {Row: 1, Col: 0}, "˄": {Row: 1, Col: 0}, "∧": {Row: 1, Col: 0},
	"v": {Row: -1, Col: 0}, "˅": {Row: -1, Col: 0}, "∨": {Row: -1, Col: 0},
}

// IsSign reports whether text, space around it aside, is a glyph an
// inequality sign is written with: < > ‹ › ^ v ˄ ˅ ∧ ∨. The capital V
// is not one: it is the V of XV.
func IsSign(text string) bool {
	_, ok := signOpen[strings.TrimSpace(text)]
	return ok
}

// SignOrder reads an inequality sign drawn on the edge between the
// neighbours a and b as the glyph text turned clockwise by angle
// degrees (as f-puzzles and SudokuPad turn text): the cell its open
// side faces is the greater. ">" turned by 90 points down, so of a cell
// and the one below it the upper is the greater. ok is false when text
// is no sign (IsSign), a and b share no edge, or the sign, turned by no
// whole quarter, opens toward neither.
func SignOrder(text string, angle float64, a, b game.Pos) (greater, lesser game.Pos, ok bool) {
	open, known := signOpen[strings.TrimSpace(text)]
	turns, whole := quarters(angle)
	if !known || !whole {
		return a, b, false
	}
	for range turns {
		// A quarter turn clockwise, rows growing downward: left becomes
		// up, up becomes right.
		open = game.Pos{Row: open.Col, Col: -open.Row}
	}
	switch (game.Pos{Row: b.Row - a.Row, Col: b.Col - a.Col}) {
	case open:
		return b, a, true
	case game.Pos{Row: -open.Row, Col: -open.Col}:
		return a, b, true
	}
	return a, b, false
}

// quarters returns how many quarter turns clockwise, 0 to 3, angle
// degrees is; whole is false when it is no whole number of quarters
// (within half a degree).
func quarters(angle float64) (turns int, whole bool) {
	if math.IsNaN(angle) || math.IsInf(angle, 0) {
		return 0, false
	}
	q := angle / 90
	r := math.Round(q)
	if math.Abs(q-r)*90 > 0.5 {
		return 0, false
	}
	return int(math.Mod(math.Mod(r, 4)+4, 4)), true
}

// SignAngle returns the angle by which a writer turns ">" on the edge
// between the neighbours greater and lesser so that SignOrder reads it
// so: 0 when greater is left of lesser, 90 above, 180 right, 270 below;
// ok is false when they share no edge.
func SignAngle(greater, lesser game.Pos) (angle float64, ok bool) {
	for turns := range 4 {
		angle = float64(90 * turns)
		if g, _, ok := SignOrder(">", angle, greater, lesser); ok && g == greater {
			return angle, true
		}
	}
	return 0, false
}

// signsRE is how a rules text names inequality signs: "inequality",
// "greater than" or "less than" right before "sign", "symbol", "arrow"
// or "chevron", with no word between ("The inequality signs between
// two cells ...", "greater than/less than (<, >) symbols"), or
// Futoshiki. "Greater than the arrow's digits" names none.
var signsRE = regexp.MustCompile(`(?i)\b(inequalit(y|ies)|greater[\s-]+than|less[\s-]+than)\W+(signs?|symbols?|arrows?|chevrons?)\b|\bfutoshiki\b`)

// NamesSigns reports whether a rules text says that inequality signs
// between cells are rules: it names them ("The inequality signs between
// two cells show which one contains the lower digit"). It is
// conservative: a text that only compares digits ("greater than the
// digit on its arrow") names none.
func NamesSigns(rulesText string) bool { return signsRE.MatchString(rulesText) }
