package strategy

import (
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The wings of Sudoku Explainer's later versions: an ALS-XZ (als.go)
// whose one set is a field with two values, x and z, and whose other is n
// fields of a group with n+1 values among which x and z are. Every place
// of x in the larger set sees the field, so the two cannot both hold x:
// the field holds z, or the set lacks x and holds z. A field that sees
// every place of z in both loses z. When z is linked so too (doubly
// linked), both sets are locked, as ALS-XZ says.
//
// They are rated as Sudoku Explainer rates them (the build of
// SukakuExplainer that rates the calibration samples; docs/solving.md, "Rating"):
// the WXYZ-wing (three fields and four values) 5.5 or 5.6, the VWXYZ-wing
// (four and five) 6.2 to 6.4, by the most candidates of one of the set's
// fields (a middling count is harder than the fewest or the most); the
// UVWXYZ-wing (five and six) 6.6; the TUVWXYZ-wing (six and seven) 7.5.
// ALS-XZ, which finds the smaller of them too, is left out of a rating,
// so a rating meets each wing at the difficulty Sudoku Explainer gives
// it. A move's evidence is an ALS-XZ move's, the field first.

// WXYZWing finds the wing of three fields with four values.
var WXYZWing = alsWing(3, "WXYZ", 5.5, 5.6, "WXYZ-wing")

// VWXYZWing finds the wing of four fields with five values.
var VWXYZWing = alsWing(4, "VWXYZ", 6.2, 6.4, "VWXYZ-wing")

// UVWXYZWing finds the wing of five fields with six values.
var UVWXYZWing = alsWing(5, "UVWXYZ", 6.6, 0, "UVWXYZ-wing")

// TUVWXYZWing finds the wing of six fields with seven values.
var TUVWXYZWing = alsWing(6, "TUVWXYZ", 7.5, 0, "TUVWXYZ-wing")

// alsWing returns the technique of the wing whose larger set has n
// fields, its name letters+"Wing", rated from lo to hi as Sudoku
// Explainer rates it (wingRating).
func alsWing(n int, letters string, lo, hi float64, title string) *Technique {
	return &Technique{
		Name: letters + "Wing",
		Doc: "a field with two values xz and " + spellOut(n) + " fields of a group with " + spellOut(n+1) +
			" values among them: every x of the group's fields sees the field, so z is in the field or the group: it leaves every field that sees all its places in both (" + title + "; any groups)",
		Difficulty:    lo,
		MaxDifficulty: hi,
		New:           func(r *game.Rules) MoveStrategy { return newALSWing(r, n) },
		Explain: func(r *game.Rules, m *game.Move) string {
			return title + " (an ALS-XZ of a field of two values and " + spellOut(n) + " fields)" + strings.TrimPrefix(explainALSXZ(r, m), "ALS-XZ")
		},
		Rate: func(_ *game.Rules, m *game.Move) float64 { return wingRating(n, lo, m) },
	}
}

// spellOut writes the small numbers the wings' docs use as words.
func spellOut(n int) string {
	return [...]string{"zero", "one", "two", "three", "four", "five", "six", "seven"}[n]
}

// wingRating rates a wing of n fields as Sudoku Explainer does: base lo,
// and for the WXYZ- and VWXYZ-wings a tenth more for each step the most
// candidates of one of the set's fields, c, lies nearer three (the middle
// of two to n+1, rounded down): lo + ((n+1-3) - |3-c|)/10. The wings of
// five and six fields rate lo alone.
func wingRating(n int, lo float64, m *game.Move) float64 {
	if n > 4 {
		return lo
	}
	c := wingCardinality(m)
	d := (n + 1 - 3) - max(3-c, c-3)
	return lo + float64(d)/10
}

// wingCardinality returns the most values one field of a wing move
// holds: every value of each set has a node in the move's links, with
// the set's fields holding it.
func wingCardinality(m *game.Move) int {
	var per [2 * maxALSSet]game.ValueSet
	at := func(f int) int {
		for i, g := range m.Fields {
			if g == f {
				return i
			}
		}
		return -1
	}
	for _, l := range m.Links {
		for _, nd := range [2]game.Node{l.From, l.To} {
			for _, f := range nd.Fields {
				if i := at(f); i >= 0 && i < len(per) {
					per[i] |= game.Bit(nd.Value)
				}
			}
		}
	}
	most := 0
	for _, vs := range per {
		most = max(most, vs.Len())
	}
	return most
}
