package generate

import (
	"context"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// A killer without givens: its cages are laid small (layKiller), then
// made to leave one solution by splitting off a field where a second
// solution differs, then merged two neighbours at a time, in a random
// order, while the puzzle keeps one solution, until no two can be.

// maxCage is the most fields a merged cage may have.
const maxCage = 6

// killerOf returns, for rules whose killer cages laid over grid are
// among their constraints, the fields of each cage and the other rules.
func killerOf(r *game.Rules) (cages [][]int, others []game.Constraint) {
	for i, c := range r.Constraints {
		if c.Kind() == constraint.KillerRule {
			cages = append(cages, slices.Clone(r.ConstraintFields(i)))
		} else {
			others = append(others, c)
		}
	}
	return cages, others
}

// withCages returns base's board and groups with the other rules and the
// cages of fields laid over grid; their building stops when ctx ends.
func withCages(ctx context.Context, base *game.Rules, others []game.Constraint, grid []int, cages [][]int) (*game.Rules, error) {
	cs := slices.Clone(others)
	for _, c := range cages {
		cs = append(cs, newCage(base, grid, c))
	}
	return withRules(ctx, base, cs)
}

// second returns a solution of r other than grid, with no givens, or nil
// when there is none; decided is false when the search ran past its
// budget or ctx ended.
func second(ctx context.Context, r *game.Rules, grid []int) (other []int, decided bool) {
	e, err := strategy.NewEngine(r, strategy.Options{Limit: 2, MaxGuesses: checkBudget * r.NumFields(), OnSolution: func(s []int) {
		if other == nil && !slices.Equal(s, grid) {
			other = slices.Clone(s)
		}
	}})
	if err != nil {
		return nil, false
	}
	switch e.Solve(ctx, game.EmptyGrid(r.NumFields())).Status {
	case strategy.Timeout:
		return nil, false
	}
	return other, true
}

// makeKiller turns p, whose rules hold small cages laid over its
// solution, into a killer with no givens and one solution: it splits off
// fields until the cages leave one solution, then merges cages. It
// reports false when ctx ended.
func (g *Generator) makeKiller(ctx context.Context, p *Puzzle, rng *rand.Rand) bool {
	base := g.rules
	cages, others := killerOf(p.Rules)
	for i := range p.Givens {
		p.Givens[i] = game.Empty
	}
	at := func(f int) int {
		for i, c := range cages {
			if slices.Contains(c, f) {
				return i
			}
		}
		return -1
	}
	// Split off a field where a second solution differs, until none does.
	for {
		r, err := withCages(ctx, base, others, p.Solution, cages)
		if err != nil {
			return false
		}
		other, decided := second(ctx, r, p.Solution)
		if !decided {
			if ctx.Err() != nil {
				return false
			}
			// Past the budget: keep givens where it is hard, and stop.
			p.Rules = r
			p.Givens = slices.Clone(p.Solution)
			return g.reduce(ctx, p, rng)
		}
		if other == nil {
			p.Rules = r
			break
		}
		var differ []int
		for f, v := range other {
			if v != p.Solution[f] {
				differ = append(differ, f)
			}
		}
		f := differ[rng.IntN(len(differ))]
		i := at(f)
		if len(cages[i]) == 1 {
			// A cage of one field is a given; it cannot differ.
			return false
		}
		cages[i] = slices.DeleteFunc(cages[i], func(x int) bool { return x == f })
		cages = append(cages, []int{f})
	}
	// Each cage named by its first field.
	label := make([]int, base.NumFields())
	for _, c := range cages {
		for _, f := range c {
			label[f] = slices.Min(c)
		}
	}
	return g.mergeCages(ctx, p, rng, label, others)
}

// makeSymmetricKiller makes p a killer with no givens whose cages the
// symmetry maps onto cages: from a cage of one field each (which leaves
// one solution), it merges cages with their images. It reports false when
// ctx ended.
func (g *Generator) makeSymmetricKiller(ctx context.Context, p *Puzzle, rng *rand.Rand) bool {
	_, others := killerOf(p.Rules)
	for i := range p.Givens {
		p.Givens[i] = game.Empty
	}
	label := make([]int, g.rules.NumFields())
	for f := range label {
		label[f] = f
	}
	r, err := withCages(ctx, g.rules, others, p.Solution, cagesOf(label))
	if err != nil {
		return false
	}
	p.Rules = r
	return g.mergeCages(ctx, p, rng, label, others)
}

// cagesOf returns the fields of each cage of label (per field: its cage,
// named by a field of it), in the order of their first fields.
func cagesOf(label []int) [][]int {
	by := map[int][]int{}
	var order []int
	for f, l := range label {
		if _, ok := by[l]; !ok {
			order = append(order, l)
		}
		by[l] = append(by[l], f)
	}
	out := make([][]int, len(order))
	for i, l := range order {
		out[i] = by[l]
	}
	return out
}

// mergeCages merges two neighbouring cages of p, and with them their
// images under every map of the symmetry (none without one), in a random
// order, while the puzzle keeps one solution, until no two can be. label
// names each field's cage by a field of it; others are p's rules besides
// the cages. A merge that leaves two solutions does so after any other
// merge too (a merge only takes away what the cages say), so it is not
// tried again. It reports false when ctx ended.
func (g *Generator) mergeCages(ctx context.Context, p *Puzzle, rng *rand.Rand, label []int, others []game.Constraint) bool {
	maps := g.opts.Symmetry.group(g.rules)
	failed := map[[2]int]bool{}
	for {
		var pairs [][2]int
		for f := range label {
			for _, h := range neighbours(rng, g.rules, f, false) {
				a, b := label[f], label[h]
				if a < b && !failed[[2]int{a, b}] && !slices.Contains(pairs, [2]int{a, b}) {
					pairs = append(pairs, [2]int{a, b})
				}
			}
		}
		rng.Shuffle(len(pairs), func(x, y int) { pairs[x], pairs[y] = pairs[y], pairs[x] })
		merged := false
		for _, q := range pairs {
			try, ok := g.mergeImages(label, p.Solution, maps, q[0], q[1])
			if !ok {
				failed[q] = true
				continue
			}
			r, err := withCages(ctx, g.rules, others, p.Solution, cagesOf(try))
			if ctx.Err() != nil {
				return false
			}
			if err != nil {
				failed[q] = true
				continue
			}
			other, decided := second(ctx, r, p.Solution)
			if ctx.Err() != nil {
				return false
			}
			if !decided || other != nil {
				failed[q] = true
				continue
			}
			label, p.Rules, merged = try, r, true
			break
		}
		if !merged {
			return true
		}
	}
}

// mergeImages returns the labels with the cages named a and b (fields of
// them) merged, and so the cages of their images under every map; false
// when a merged cage would hold more than maxCage fields or a value twice.
func (g *Generator) mergeImages(label, grid []int, maps [][]int, a, b int) ([]int, bool) {
	out := slices.Clone(label)
	for _, m := range maps {
		// The images of fields a and b name, after the merges so far,
		// the cages to merge.
		x, y := out[m[a]], out[m[b]]
		if x == y {
			continue
		}
		for f, l := range out {
			if l == max(x, y) {
				out[f] = min(x, y)
			}
		}
	}
	size := map[int]int{}
	seen := map[[2]int]bool{}
	for f, l := range out {
		size[l]++
		if size[l] > maxCage || seen[[2]int{l, grid[f]}] {
			return nil, false
		}
		seen[[2]int{l, grid[f]}] = true
	}
	return out, true
}

// shorten takes fields off the tips of p's thermometers, in a random
// order, while p keeps one solution and each keeps two fields: the
// lines say no more than the puzzle needs. It reports false when ctx
// ended.
func (g *Generator) shorten(ctx context.Context, p *Puzzle, rng *rand.Rand) bool {
	cs := slices.Clone(p.Rules.Constraints)
	var thermos []int
	for i, c := range cs {
		if c.Kind() == constraint.ThermometerRule {
			thermos = append(thermos, i)
		}
	}
	rng.Shuffle(len(thermos), func(x, y int) { thermos[x], thermos[y] = thermos[y], thermos[x] })
	for _, i := range thermos {
		for {
			cells := cs[i].Cells()
			if len(cells) <= 2 {
				break
			}
			try := slices.Clone(cs)
			try[i] = constraint.NewThermometer(slices.Clone(cells[:len(cells)-1]))
			r, err := withRules(ctx, g.rules, try)
			if ctx.Err() != nil {
				return false
			}
			if err != nil {
				break
			}
			check, err := strategy.NewEngine(r, strategy.Options{Limit: 2, MaxGuesses: checkBudget * r.NumFields()})
			if err != nil {
				break
			}
			res := check.Solve(ctx, p.Givens)
			if ctx.Err() != nil {
				return false
			}
			if res.Status != strategy.Unique {
				break
			}
			cs, p.Rules = r.Constraints, r
		}
	}
	return true
}
