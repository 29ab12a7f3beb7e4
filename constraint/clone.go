package constraint

import (
	"errors"
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// CloneRule is the rule kind of clones.
var CloneRule = &game.RuleKind{
	Name:       "Clone",
	Title:      "Clone",
	Doc:        "two areas of the same shape hold the same values, cell by cell",
	Difficulty: 1.2,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// Clone is written clone: {cells: [r1c1, r1c2], clone: [r5c5, r5c6]}: the
// i-th cell of clone holds the value of the i-th of cells.
var Clone = &Kind{
	Rule: CloneRule,
	FPuzzles: &FPuzzlesForm{Key: "clone", Shape: FPuzzlesEntry, Fields: []FPuzzlesField{
		{Field: "cells", Arg: "cells"},
		{Field: "cloneCells", Arg: "clone"},
	}},
	Key:     "clone",
	Keys:    []string{"cells", "clone"},
	Example: "clone: {cells: [r1c1, r1c2], clone: [r5c5, r5c6]}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		copies, ok2 := a.Cells("clone")
		if !ok || !ok2 {
			return nil
		}
		if p := cloneProblem(cells, copies); p != "" {
			a.Errorf("clone", "%s", p)
			return nil
		}
		return one(NewClone(cells, copies))
	},
	Draw: Drawing{Style: StyleClone},
}

// NewClone returns the rule that copies[i] holds the value of cells[i],
// for each i: two areas of the same shape. It stands for an entry of
// f-puzzles' "clone" list, {"cells": ["R1C1", "R1C2"], "cloneCells":
// ["R5C5", "R5C6"]}.
func NewClone(cells, copies []game.Pos) game.Constraint {
	c := &clone{cells: cells, copies: copies}
	index := map[game.Pos]int32{}
	at := func(p game.Pos) int32 {
		i, ok := index[p]
		if !ok {
			i = int32(len(c.all))
			index[p] = i
			c.all = append(c.all, p)
		}
		return i
	}
	for i := range min(len(cells), len(copies)) {
		c.index = append(c.index, [2]int32{at(cells[i]), at(copies[i])})
	}
	return c
}

// cloneProblem says why copies are not a clone of cells, or returns "".
func cloneProblem(cells, copies []game.Pos) string {
	if len(cells) != len(copies) {
		return fmt.Sprintf("a clone has as many cells as the cells it copies: %d, not %d", len(cells), len(copies))
	}
	if len(cells) == 0 {
		return "a clone has cells"
	}
	d := game.Pos{Row: copies[0].Row - cells[0].Row, Col: copies[0].Col - cells[0].Col}
	for i, p := range copies {
		switch {
		case p == cells[i]:
			return fmt.Sprintf("%s is its own clone", p)
		case slices.Contains(cells[:i], cells[i]):
			return fmt.Sprintf("%s is listed twice in the cells", cells[i])
		case slices.Contains(copies[:i], p):
			return fmt.Sprintf("%s is listed twice in the clone", p)
		case p.Row-cells[i].Row != d.Row || p.Col-cells[i].Col != d.Col:
			return fmt.Sprintf("the clone is not the shape of the cells: %s would be at r%dc%d, as %s is at %s", cells[i], cells[i].Row+d.Row+1, cells[i].Col+d.Col+1, cells[0], copies[0])
		}
	}
	return ""
}

// clone is two areas whose cells hold the same values pair by pair: the
// pairs machinery with equality, over the cells of both, each once.
type clone struct {
	cells, copies []game.Pos
	all           []game.Pos // the cells, then the copies not among them
	index         [][2]int32 // per pair: its two cells in all
	// Bound:
	pairs
	values *game.Values
}

// The abilities of clone that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*clone)(nil)

func (c *clone) Kind() *game.RuleKind { return CloneRule }

func (c *clone) Name() string {
	return fmt.Sprintf("clone %s at %s", cellList(c.cells), cellList(c.copies))
}

func (c *clone) Cells() []game.Pos { return c.all }

func (c *clone) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if p := cloneProblem(c.cells, c.copies); p != "" {
		return nil, errors.New(p)
	}
	for _, ij := range c.index {
		if g := sharedGroup(r, fields[ij[0]], fields[ij[1]]); g >= 0 {
			return nil, fmt.Errorf("%s and its clone %s are both in %s, so they cannot hold one value", c.all[ij[0]], c.all[ij[1]], r.Groups[g].Name)
		}
	}
	b := *c
	b.pairs = newPairs(fields, c.index, equality(r.Values.Len()))
	b.values = r.Values
	return &b, nil
}

func (c *clone) Check(g game.Grid) error {
	if i, u, v := c.broken(g); i >= 0 {
		return fmt.Errorf("%s holds %s and its clone %s holds %s", c.all[c.index[i][0]], c.values.Name(u), c.all[c.index[i][1]], c.values.Name(v))
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *clone) Local() {}

// Propagate keeps in each cell and its clone the values both can hold.
func (c *clone) Propagate(b *game.Board, found *game.Found) bool { return c.propagate(b, found) }

func (c *clone) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.links(yield) }

func (c *clone) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: a cell and its clone have no value left in common", c.Name())
	}
	return fmt.Sprintf("%s: a cell and its clone hold one value, so what one of them cannot hold leaves the other: %s", c.Name(), leaveList(r, m.Eliminate))
}

// equality is the relation of two cells that hold one value.
func equality(n int) relation {
	rel := make(relation, n)
	for u := range rel {
		rel[u] = game.Bit(u)
	}
	return rel
}

// Item writes the rule as a spec item of its kind.
func (c *clone) Item() Item {
	return Item{Key: Clone.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"clone", slices.Clone(c.copies)}}}
}
