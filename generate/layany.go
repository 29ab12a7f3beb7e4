package generate

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// layKind is the layer of any kind without a layer of its own (one of
// the library's, or one a spec defines), whose rules are given cells
// and whole numbers: as many rules as the board has rows, each over
// random cells of the shape its kind draws (a path for a line, a
// region for a cage, scattered cells), its numbers drawn at random
// until grid keeps it; a rule grid keeps for none is left out.
func layKind(k *constraint.Kind) layer {
	return func(rng *rand.Rand, r *game.Rules, grid []int, used []bool) []game.Constraint {
		var out []game.Constraint
		top := 0
		for v := range r.NumValues() {
			top = max(top, r.Values.Number(v))
		}
		for range r.Rows {
			for try := 0; try < 60; try++ {
				fields := shaped(rng, r, k.Rule.Shape, used)
				if fields == nil {
					return out // a shape it cannot lay
				}
				if len(fields) == 0 {
					continue
				}
				it := constraint.Item{Key: k.Key, Args: []constraint.Arg{{Key: "cells", Value: cells(r, fields)}}}
				for _, key := range k.Keys {
					if key != "cells" {
						it.Args = append(it.Args, constraint.Arg{Key: key, Value: 1 + rng.IntN(3*top)})
					}
				}
				cs, err := k.ReadItem(it)
				if err != nil || len(cs) != 1 || !keeps(r, grid, cs[0]) {
					continue
				}
				if k.Rule.Shape == game.ShapeLine {
					for _, f := range fields {
						used[f] = true
					}
				}
				out = append(out, cs[0])
				break
			}
		}
		return out
	}
}

// shaped returns random fields of r in a shape: a path of three to six
// fields, each touching the one before, off the used ones (a line); two
// to five fields that share edges (a region); two to four anywhere
// (cells); nil for a shape it cannot lay.
func shaped(rng *rand.Rand, r *game.Rules, shape game.Shape, used []bool) []int {
	n := r.NumFields()
	switch shape {
	case game.ShapeLine:
		want := 3 + rng.IntN(4)
		f := rng.IntN(n)
		if used[f] {
			return []int{}
		}
		path := []int{f}
		for len(path) < want {
			next := -1
			for _, g := range neighbours(rng, r, path[len(path)-1], true) {
				if !used[g] && !contains(path, g) {
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
			return []int{}
		}
		return path
	case game.ShapeRegion:
		want := 2 + rng.IntN(4)
		region := []int{rng.IntN(n)}
		for tries := 0; len(region) < want && tries < 40; tries++ {
			from := region[rng.IntN(len(region))]
			for _, g := range neighbours(rng, r, from, false) {
				if !contains(region, g) {
					region = append(region, g)
					break
				}
			}
		}
		return region
	case game.ShapeCells:
		return rng.Perm(n)[:2+rng.IntN(3)]
	}
	return nil
}

// contains reports whether fields holds f.
func contains(fields []int, f int) bool {
	for _, g := range fields {
		if g == f {
			return true
		}
	}
	return false
}

// keeps reports whether grid, a solution of r, keeps rule c.
func keeps(r *game.Rules, grid []int, c game.Constraint) bool {
	with, err := withRules(context.Background(), r, []game.Constraint{c})
	return err == nil && with.CheckSolution(grid, nil) == nil
}

// layable reports whether layKind lays rules of k: its rules are given
// cells, in a shape shaped makes.
func layable(k *constraint.Kind) bool {
	s := k.Rule.Shape
	return slices.Contains(k.Keys, "cells") && (s == game.ShapeLine || s == game.ShapeRegion || s == game.ShapeCells)
}
