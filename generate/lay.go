package generate

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// Rules laid over a solution grid, which keeps them: the constraints of a
// constraint puzzle (Options.Constraints). Each layer lays the rules of one
// kind; a killer's cages are then merged while the puzzle keeps one
// solution (merge.go).

// A layer lays rules of one kind over grid, a solution of r: rules that
// grid keeps, drawn with rng. used marks the fields rules of the kinds
// laid before hold, which lines and arrows keep off; a layer marks those
// it takes.
type layer func(rng *rand.Rand, r *game.Rules, grid []int, used []bool) []game.Constraint

// Layers are the kinds Options.Constraints may name, with what each lays.
var Layers = []struct {
	Name string
	Doc  string
	lay  layer
}{
	{"killer", "cages that tile the board, each with its total; no givens left (cages are merged while the puzzle keeps one solution)", layKiller},
	{"thermometer", "thermometers along rising paths", layThermometers},
	{"arrow", "arrows whose circle holds the sum of their cells", layArrows},
	{"kropki", "every white and black dot, all given (negative)", layKropki},
	{"xv", "every X and V, all given (negative)", layXV},
}

// LayerNames returns the names of Layers.
func LayerNames() []string {
	out := make([]string, len(Layers))
	for i, l := range Layers {
		out[i] = l.Name
	}
	return out
}

// checkLayers checks the names of kinds to lay, for rules r: those of
// Layers, or of kinds those rules are given cells.
func checkLayers(names []string, kinds []*constraint.Kind, r *game.Rules) error {
	for i, n := range names {
		if k := constraint.Lookup(kinds, n); !slices.Contains(LayerNames(), n) && (k == nil || !layable(k)) {
			known := LayerNames()
			for _, k := range kinds {
				if layable(k) && !slices.Contains(known, k.Key) {
					known = append(known, k.Key)
				}
			}
			return fmt.Errorf("constraints: no kind %q to lay; the kinds are %s", n, strings.Join(known, ", "))
		}
		if slices.Contains(names[:i], n) {
			return fmt.Errorf("constraints: %s is named twice", n)
		}
	}
	if len(names) > 0 && !r.Values.Numeric() {
		return fmt.Errorf("constraints: rules of %s need values that are numbers, and this spec's are %s", strings.Join(names, ", "), strings.Join(r.Values.Names(), " "))
	}
	return nil
}

// lay lays the rules of the kinds named over grid, those of Layers
// first, then those of kinds; it returns the rules of r with them, and
// stops when ctx ends.
func lay(ctx context.Context, names []string, kinds []*constraint.Kind, rng *rand.Rand, r *game.Rules, grid []int) (*game.Rules, error) {
	used := make([]bool, r.NumFields())
	cs := slices.Clone(r.Constraints)
	for _, l := range Layers {
		if slices.Contains(names, l.Name) {
			cs = append(cs, l.lay(rng, r, grid, used)...)
		}
	}
	for _, n := range names {
		if k := constraint.Lookup(kinds, n); k != nil && !slices.Contains(LayerNames(), n) {
			cs = append(cs, layKind(k)(rng, r, grid, used)...)
		}
	}
	return withRules(ctx, r, cs)
}

// withRules returns the rules of r's board and groups with constraints cs;
// their building stops when ctx ends.
func withRules(ctx context.Context, r *game.Rules, cs []game.Constraint) (*game.Rules, error) {
	isField := make([]bool, r.Rows*r.Cols)
	for f := range r.NumFields() {
		p := r.Pos(f)
		isField[p.Row*r.Cols+p.Col] = true
	}
	return game.NewRulesContext(ctx, r.Name, r.Rows, r.Cols, isField, r.Values, r.GroupSpecs(), cs...)
}

// neighbours returns the fields that share an edge with f (king, those
// that touch it at a corner too), in a random order.
func neighbours(rng *rand.Rand, r *game.Rules, f int, king bool) []int {
	p := r.Pos(f)
	var out []int
	for dr := -1; dr <= 1; dr++ {
		for dc := -1; dc <= 1; dc++ {
			if dr == 0 && dc == 0 || !king && dr != 0 && dc != 0 {
				continue
			}
			if g := r.FieldAt(game.Pos{Row: p.Row + dr, Col: p.Col + dc}); g >= 0 {
				out = append(out, g)
			}
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// cells returns the cells of fields.
func cells(r *game.Rules, fields []int) []game.Pos {
	out := make([]game.Pos, len(fields))
	for i, f := range fields {
		out[i] = r.Pos(f)
	}
	return out
}

// num returns the number of the value of field f of grid.
func num(r *game.Rules, grid []int, f int) int { return r.Values.Number(grid[f]) }

// layKiller tiles the board with small cages, of one or two fields each,
// none holding a value twice: the start of the merging that makes the
// killer (merge.go).
func layKiller(rng *rand.Rand, r *game.Rules, grid []int, _ []bool) []game.Constraint {
	cage := make([]int, r.NumFields())
	for f := range cage {
		cage[f] = -1
	}
	order := rng.Perm(r.NumFields())
	var cages [][]int
	for _, f := range order {
		if cage[f] >= 0 {
			continue
		}
		c := []int{f}
		cage[f] = len(cages)
		if rng.IntN(3) > 0 {
			for _, g := range neighbours(rng, r, f, false) {
				if cage[g] < 0 && grid[g] != grid[f] {
					c = append(c, g)
					cage[g] = len(cages)
					break
				}
			}
		}
		cages = append(cages, c)
	}
	out := make([]game.Constraint, len(cages))
	for i, c := range cages {
		out[i] = newCage(r, grid, c)
	}
	return out
}

// newCage returns the cage of fields with the total grid gives it.
func newCage(r *game.Rules, grid []int, fields []int) game.Constraint {
	fields = slices.Clone(fields)
	slices.Sort(fields)
	sum := 0
	for _, f := range fields {
		sum += num(r, grid, f)
	}
	return constraint.NewKiller(cells(r, fields), sum, true)
}

// layThermometers lays thermometers along paths whose values rise, from
// a random bulb, each three to six fields long, apart from one another.
func layThermometers(rng *rand.Rand, r *game.Rules, grid []int, used []bool) []game.Constraint {
	want := max(2, r.NumFields()/12)
	var out []game.Constraint
	for _, f := range rng.Perm(r.NumFields()) {
		if len(out) >= want {
			break
		}
		if used[f] {
			continue
		}
		path := []int{f}
		for len(path) < 3+rng.IntN(4) {
			last := path[len(path)-1]
			next := -1
			for _, g := range neighbours(rng, r, last, true) {
				if !used[g] && !slices.Contains(path, g) && num(r, grid, g) > num(r, grid, last) {
					next = g
					break
				}
			}
			if next < 0 {
				break
			}
			path = append(path, next)
		}
		if len(path) < 3 {
			continue
		}
		for _, g := range path {
			used[g] = true
		}
		out = append(out, constraint.NewThermometer(cells(r, path)))
	}
	return out
}

// layArrows lays arrows: a circle of one field, and a line of two to
// four fields from it whose values add up to the circle's.
func layArrows(rng *rand.Rand, r *game.Rules, grid []int, used []bool) []game.Constraint {
	want := max(2, r.NumFields()/12)
	var out []game.Constraint
	for _, c := range rng.Perm(r.NumFields()) {
		if len(out) >= want {
			break
		}
		if used[c] || num(r, grid, c) < 3 {
			continue
		}
		var path []int
		var find func(from, left int) bool
		find = func(from, left int) bool {
			if left == 0 {
				return len(path) >= 2
			}
			if len(path) >= 4 {
				return false
			}
			for _, g := range neighbours(rng, r, from, true) {
				n := num(r, grid, g)
				if used[g] || g == c || slices.Contains(path, g) || n > left {
					continue
				}
				path = append(path, g)
				if find(g, left-n) {
					return true
				}
				path = path[:len(path)-1]
			}
			return false
		}
		if !find(c, num(r, grid, c)) {
			continue
		}
		used[c] = true
		for _, g := range path {
			used[g] = true
		}
		out = append(out, constraint.NewArrow(cells(r, []int{c}), cells(r, path)))
	}
	return out
}

// layKropki lays every white dot (consecutive neighbours) and black dot
// (one twice the other) of grid, 1 and 2 getting one of the two at
// random, and the negative rule: every dot is given.
func layKropki(rng *rand.Rand, r *game.Rules, grid []int, _ []bool) []game.Constraint {
	var out []game.Constraint
	var marked [][2]game.Pos
	constraint.OrthogonalPairs(r, func(a, b int) {
		x, y := num(r, grid, a), num(r, grid, b)
		white, black := x-y == 1 || y-x == 1, x == 2*y || y == 2*x
		if white && black {
			white = rng.IntN(2) == 0
			black = !white
		}
		pa, pb := r.Pos(a), r.Pos(b)
		switch {
		case white:
			out = append(out, constraint.NewDifference(pa, pb, 1))
		case black:
			out = append(out, constraint.NewRatio(pa, pb, 2))
		default:
			return
		}
		marked = append(marked, [2]game.Pos{pa, pb})
	})
	return append(out, constraint.NewKropkiNegative(marked, []int{1}, []int{2}))
}

// layXV lays every X (neighbours adding up to 10) and V (to 5) of grid,
// and the negative rule: every X and V is given.
func layXV(_ *rand.Rand, r *game.Rules, grid []int, _ []bool) []game.Constraint {
	var out []game.Constraint
	var marked [][2]game.Pos
	constraint.OrthogonalPairs(r, func(a, b int) {
		sum := num(r, grid, a) + num(r, grid, b)
		if sum != 10 && sum != 5 {
			return
		}
		pa, pb := r.Pos(a), r.Pos(b)
		out = append(out, constraint.NewXV(pa, pb, sum))
		marked = append(marked, [2]game.Pos{pa, pb})
	})
	return append(out, constraint.NewXVNegative(marked))
}
