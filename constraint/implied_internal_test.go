package constraint

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// TestDisjointCages: the cages chosen through each field's cages are
// those that comparing every two cages chooses: first the cages that
// overlap the fewest others, each that meets none chosen before.
func TestDisjointCages(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	a := groups.Square(9)
	boxes, err := groups.Boxes(a, 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := game.NewValues(strings.Fields("1 2 3 4 5 6 7 8 9"))
	if err != nil {
		t.Fatal(err)
	}
	gs := slices.Concat(groups.Rows(a), groups.Columns(a), boxes)
	for range 100 {
		var cs []game.Constraint
		for range 1 + rng.IntN(30) {
			row, col, n := rng.IntN(9), rng.IntN(8), 2+rng.IntN(2)
			var cells []game.Pos
			for c := col; c < min(9, col+n); c++ {
				cells = append(cells, game.Pos{Row: row, Col: c})
			}
			cs = append(cs, NewKiller(cells, 10, rng.IntN(4) > 0))
		}
		r, err := game.NewRules("t", 9, 9, nil, vals, gs, cs...)
		if err != nil {
			t.Fatal(err)
		}
		got := disjointCages(r)
		want := disjointCagesByPairs(r)
		if !slices.Equal(got, want) {
			t.Fatalf("chose %d cages, comparing pairs %d", len(got), len(want))
		}
	}
}

// disjointCagesByPairs is disjointCages as it compares every two cages.
func disjointCagesByPairs(r *game.Rules) []*killer {
	var all []*killer
	for _, c := range r.Constraints {
		if k, ok := c.(*killer); ok && k.hasSum {
			all = append(all, k)
		}
	}
	meet := func(a, b []int) bool {
		return slices.ContainsFunc(a, func(f int) bool { return slices.Contains(b, f) })
	}
	overlaps := make([]int, len(all))
	for i, a := range all {
		for j, b := range all {
			if i != j && meet(a.fields, b.fields) {
				overlaps[i]++
			}
		}
	}
	order := make([]int, len(all))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(i, j int) int { return overlaps[i] - overlaps[j] })
	var out []*killer
	for _, i := range order {
		if !slices.ContainsFunc(out, func(k *killer) bool { return meet(all[i].fields, k.fields) }) {
			out = append(out, all[i])
		}
	}
	return out
}
