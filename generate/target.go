package generate

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Target says which puzzles a Generator keeps, by their rating: each part
// that is set must hold. The zero Target keeps every puzzle.
type Target struct {
	// Rating, when set, is the range ER must fall in.
	Rating *Range
	// Level, when set, is the level ER must have; a rating that stalled
	// (rate.Beyond) has none.
	Level *strategy.Level
	// Technique, when set, is the technique of the hardest step (see
	// RatedTechnique).
	Technique *strategy.Technique
}

// Accept returns the test Options.Accept takes, or nil when t asks
// nothing, so that no puzzle is rated for nothing.
func (t Target) Accept() func(*rate.Rating) bool {
	if t.Rating == nil && t.Level == nil && t.Technique == nil {
		return nil
	}
	return func(r *rate.Rating) bool {
		switch {
		case t.Rating != nil && !t.Rating.Contains(r.ER):
			return false
		case t.Level != nil && (r.Level != *t.Level || r.Stalled):
			return false
		case t.Technique != nil && r.Technique != t.Technique.Name:
			return false
		}
		return true
	}
}

// Range is a range of ratings, both ends included.
type Range struct {
	Lo, Hi float64
}

// Contains reports whether the rating er is in the range, give or take the
// rounding of a sum of tenths.
func (g Range) Contains(er float64) bool {
	return er >= g.Lo-1e-9 && er <= g.Hi+1e-9
}

// noHigh is the high end of a range written without one: above every
// rating.
const noHigh = 1e9

// ParseRange reads "A-B", "A-" or "-B" as a range of ratings; a missing
// end is open. Its error names the text, e.g. `"9-8": the low end is above
// the high end`, so that a caller can put the name of its flag or field
// before it.
func ParseRange(s string) (Range, error) {
	a, b, ok := strings.Cut(s, "-")
	if !ok {
		return Range{}, fmt.Errorf("%q: write a range A-B, e.g. 4-6, 7.5- or -2", s)
	}
	g := Range{Lo: 0, Hi: noHigh}
	var err error
	if a != "" {
		if g.Lo, err = strconv.ParseFloat(a, 64); err != nil {
			return Range{}, fmt.Errorf("%q: %q is no number", s, a)
		}
	}
	if b != "" {
		if g.Hi, err = strconv.ParseFloat(b, 64); err != nil {
			return Range{}, fmt.Errorf("%q: %q is no number", s, b)
		}
	}
	if g.Lo > g.Hi {
		return Range{}, fmt.Errorf("%q: the low end is above the high end", s)
	}
	return g, nil
}

// ErrNoTechnique is the error of RatedTechnique for a name no technique
// has.
var ErrNoTechnique = errors.New("no such technique")

// RatedTechnique returns the technique of that name, for Target.Technique:
// one the rating uses (rate.Techniques), since no puzzle is rated by
// another. Its error names the technique, e.g. `"Nope": no such technique`
// (ErrNoTechnique), so that a caller can put the name of its flag or field
// before it.
func RatedTechnique(name string) (*strategy.Technique, error) {
	t := strategy.Lookup(name)
	if t == nil {
		// The steps of the rules' kinds (CageCombinations, InniesOuties)
		// rate constraint puzzles.
		kinds := []*game.RuleKind{constraint.KropkiNegativeRule, constraint.XVNegativeRule}
		for _, k := range constraint.All() {
			kinds = append(kinds, k.Rule)
		}
		for _, k := range kinds {
			for _, x := range strategy.KindTechniques(k) {
				if strings.EqualFold(x.Name, name) {
					return x, nil
				}
			}
		}
		return nil, fmt.Errorf("%q: %w", name, ErrNoTechnique)
	}
	rated := rate.Techniques()
	if !slices.Contains(rated, t) {
		names := make([]string, len(rated))
		for i, x := range rated {
			names[i] = x.Name
		}
		return nil, fmt.Errorf("%s: the rating does not use it, so no puzzle is rated by it; these it uses: %s", t.Name, strings.Join(names, ", "))
	}
	return t, nil
}
