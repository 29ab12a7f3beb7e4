package generate

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A Symmetry maps each cell of a board of rows x cols onto another; the
// givens of a symmetric puzzle are unions of its orbits.
type Symmetry struct {
	// Name is the name the command takes, e.g. "rotational".
	Name string
	// Doc says what it maps, in a few words.
	Doc string
	// square says the map needs a square board.
	square bool
	maps   []func(p game.Pos, rows, cols int) game.Pos
}

func rot180(p game.Pos, rows, cols int) game.Pos {
	return game.Pos{Row: rows - 1 - p.Row, Col: cols - 1 - p.Col}
}
func rot90(p game.Pos, rows, _ int) game.Pos    { return game.Pos{Row: p.Col, Col: rows - 1 - p.Row} }
func mirrorLR(p game.Pos, _, cols int) game.Pos { return game.Pos{Row: p.Row, Col: cols - 1 - p.Col} }
func mirrorTB(p game.Pos, rows, _ int) game.Pos { return game.Pos{Row: rows - 1 - p.Row, Col: p.Col} }
func transpose(p game.Pos, _, _ int) game.Pos   { return game.Pos{Row: p.Col, Col: p.Row} }
func antiTranspose(p game.Pos, rows, cols int) game.Pos {
	return game.Pos{Row: cols - 1 - p.Col, Col: rows - 1 - p.Row}
}

// Symmetries are the symmetries a generator knows, "none" first.
var Symmetries = []Symmetry{
	{Name: "none", Doc: "no symmetry"},
	{Name: "rotational", Doc: "half-turn rotation about the centre", maps: []func(game.Pos, int, int) game.Pos{rot180}},
	{Name: "quarter", Doc: "quarter-turn rotation (square boards)", square: true, maps: []func(game.Pos, int, int) game.Pos{rot90}},
	{Name: "mirror", Doc: "left-right mirror", maps: []func(game.Pos, int, int) game.Pos{mirrorLR}},
	{Name: "flip", Doc: "top-bottom mirror", maps: []func(game.Pos, int, int) game.Pos{mirrorTB}},
	{Name: "both", Doc: "left-right and top-bottom mirrors", maps: []func(game.Pos, int, int) game.Pos{mirrorLR, mirrorTB}},
	{Name: "diagonal", Doc: "mirror in the main diagonal (square boards)", square: true, maps: []func(game.Pos, int, int) game.Pos{transpose}},
	{Name: "antidiagonal", Doc: "mirror in the anti-diagonal (square boards)", square: true, maps: []func(game.Pos, int, int) game.Pos{antiTranspose}},
	{Name: "dihedral", Doc: "every rotation and mirror of the square (square boards)", square: true, maps: []func(game.Pos, int, int) game.Pos{rot90, transpose}},
}

// Lookup returns the symmetry of that name.
func Lookup(name string) (Symmetry, error) {
	for _, s := range Symmetries {
		if s.Name == name {
			return s, nil
		}
	}
	names := make([]string, len(Symmetries))
	for i, s := range Symmetries {
		names[i] = s.Name
	}
	return Symmetry{}, fmt.Errorf("unknown symmetry %q: the symmetries are %s", name, strings.Join(names, ", "))
}

// Fits reports whether s maps the board of r, holes included, onto
// itself.
func (s Symmetry) Fits(r *game.Rules) bool {
	if s.square && r.Rows != r.Cols {
		return false
	}
	for f := range r.NumFields() {
		for _, m := range s.maps {
			if r.FieldAt(m(r.Pos(f), r.Rows, r.Cols)) < 0 {
				return false
			}
		}
	}
	return true
}

// Check returns nil when s fits the board of r, else an error that names
// the symmetries that do, e.g. "rotational does not map the board of wide
// (and its holes) onto itself; these do: none, flip", so that a caller can
// put the name of its flag or field before it.
func (s Symmetry) Check(r *game.Rules) error {
	if s.Fits(r) {
		return nil
	}
	return fmt.Errorf("%s does not map the board of %s (and its holes) onto itself; these do: %s", s.Name, game.QuoteText(r.Name), strings.Join(Fitting(r), ", "))
}

// Fitting returns the names of the symmetries that fit the board of r.
func Fitting(r *game.Rules) []string {
	var out []string
	for _, s := range Symmetries {
		if s.Fits(r) {
			out = append(out, s.Name)
		}
	}
	return out
}

// Orbits returns the orbits of s on the board of r: sets of fields the
// symmetry maps onto each other, each in field order, the orbits in the
// order of their first field. s must fit r.
func (s Symmetry) Orbits(r *game.Rules) [][]int {
	n := r.NumFields()
	orbit := make([]int, n)
	for i := range orbit {
		orbit[i] = -1
	}
	var out [][]int
	for f := range n {
		if orbit[f] >= 0 {
			continue
		}
		id := len(out)
		members := []int{f}
		orbit[f] = id
		for i := 0; i < len(members); i++ {
			for _, m := range s.maps {
				g := r.FieldAt(m(r.Pos(members[i]), r.Rows, r.Cols))
				if g >= 0 && orbit[g] < 0 {
					orbit[g] = id
					members = append(members, g)
				}
			}
		}
		slices.Sort(members)
		out = append(out, members)
	}
	return out
}

// group returns every map of the symmetry group s generates on the fields
// of r, each a permutation of the fields (the identity first). s must
// fit r.
func (s Symmetry) group(r *game.Rules) [][]int {
	n := r.NumFields()
	id := make([]int, n)
	for f := range id {
		id[f] = f
	}
	out := [][]int{id}
	for i := 0; i < len(out); i++ {
		for _, m := range s.maps {
			next := make([]int, n)
			for f := range n {
				next[f] = r.FieldAt(m(r.Pos(out[i][f]), r.Rows, r.Cols))
			}
			if !slices.ContainsFunc(out, func(p []int) bool { return slices.Equal(p, next) }) {
				out = append(out, next)
			}
		}
	}
	return out
}
