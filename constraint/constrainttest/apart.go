// Package constrainttest holds a rule kind made for tests: Apart, two cells
// whose values differ by at least a given amount. It proves the path of a
// rule kind end to end (spec, binding, propagation, check, links, trace,
// counting) with nothing else of a real kind in the way. Only tests use
// it: no command or spec of the product knows it.
package constrainttest

import (
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// ApartRule is the rule kind of Apart.
var ApartRule = &game.RuleKind{
	Name:       "Apart",
	Title:      "Apart",
	Doc:        "two cells hold numbers that differ by at least a given amount",
	Difficulty: 1.0,
	Shape:      game.ShapeEdge,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLink | game.CanLabel,
}

// Apart is written apart: {cells: [r1c1, r1c2], by: 2}; by is from 1 up.
var Apart = &constraint.Kind{
	Rule:     ApartRule,
	FPuzzles: &constraint.FPuzzlesForm{None: "it is a kind for tests alone"},
	Key:      "apart",
	Keys:     []string{"cells", "by"},
	Example:  "apart: {cells: [r1c1, r1c2], by: 2}",
	Read:     readApart,
	Draw:     constraint.Drawing{Style: constraint.StyleMarks, Marks: []constraint.Mark{{Key: "cells", Dot: "#fff", Label: "by"}}},
}

// Kinds is the list of the test kinds, to give a specs.Loader.
var Kinds = []*constraint.Kind{Apart}

func readApart(a constraint.Args) []game.Constraint {
	cells, ok := a.Cells("cells")
	by, ok2 := a.Int("by")
	if !ok || !ok2 {
		return nil
	}
	if len(cells) != 2 {
		a.Errorf("cells", "apart is about two cells, not %d: write e.g. cells: [r1c1, r1c2]", len(cells))
		return nil
	}
	if by < 1 {
		a.Errorf("by", "by is at least 1, not %d", by)
		return nil
	}
	return []game.Constraint{NewApart(cells[0], cells[1], by)}
}

// NewApart returns the rule that cells a and b differ by at least by.
func NewApart(a, b game.Pos, by int) game.Constraint {
	return &apart{cells: [2]game.Pos{a, b}, by: by}
}

// apart is two cells whose numbers differ by at least by. Since by is at
// least 1 they differ, which it says as a Differ.
type apart struct {
	cells  [2]game.Pos
	by     int
	fields [2]int
	values *game.Values
}

func (c *apart) Kind() *game.RuleKind { return ApartRule }

func (c *apart) Name() string {
	return fmt.Sprintf("pair %s %s apart by %d", c.cells[0], c.cells[1], c.by)
}

func (c *apart) Cells() []game.Pos { return c.cells[:] }

func (c *apart) Label() string { return strconv.Itoa(c.by) }

func (c *apart) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	values := r.Values
	if !values.Numeric() {
		return nil, game.ErrNotNumeric
	}
	bound := *c
	bound.fields, bound.values = [2]int(fields), values
	return &bound, nil
}

// far reports whether values u and v are at least by apart.
func (c *apart) far(u, v int) bool {
	d := c.values.Number(u) - c.values.Number(v)
	return d >= c.by || -d >= c.by
}

func (c *apart) Check(g game.Grid) error {
	u, v := g.Value(c.fields[0]), g.Value(c.fields[1])
	if u == game.Empty || v == game.Empty || c.far(u, v) {
		return nil
	}
	return fmt.Errorf("%s holds %s and %s holds %s, less than %d apart", c.cells[0], c.values.Name(u), c.cells[1], c.values.Name(v), c.by)
}

func (c *apart) Differ() [][]game.Pos { return [][]game.Pos{c.cells[:]} }

// Propagate takes out each candidate of one cell that no candidate of the
// other is far enough from.
func (c *apart) Propagate(b *game.Board, found *game.Found) bool {
	for i, f := range c.fields {
		other := b.Candidates(c.fields[1-i])
		for cs := b.Candidates(f); cs != 0; cs &= cs - 1 {
			u := cs.Lowest()
			ok := false
			for os := other; os != 0 && !ok; os &= os - 1 {
				ok = c.far(u, os.Lowest())
			}
			if ok {
				continue
			}
			if b.Value(f) != game.Empty || b.Candidates(f).Len() == 1 {
				return false // the cell's last value has no partner
			}
			found.Add(f, u)
		}
	}
	return true
}

func (c *apart) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	n := c.values.Len()
	table := make([]game.ValueSet, n)
	for u := range n {
		for v := range n {
			if !c.far(u, v) {
				table[u] |= game.Bit(v)
			}
		}
	}
	yield(c.fields[0], c.fields[1], table)
}
