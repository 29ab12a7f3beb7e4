package constraint

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// QuadrupleRule is the rule kind of quadruples.
var QuadrupleRule = &game.RuleKind{
	Name:       "Quadruple",
	Title:      "Quadruple",
	Doc:        "the values in the circle on a corner appear among the four cells around it, a value written twice twice",
	Difficulty: 1.5,
	Shape:      game.ShapeRegion,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLabel,
}

// Quadruple is written quadruple: {cells: [r1c1, r1c2, r2c1, r2c2],
// values: [1, 2]}; the values are words of the game's values.
var Quadruple = &Kind{
	Rule: QuadrupleRule,
	FPuzzles: &FPuzzlesForm{Key: "quadruple", Shape: FPuzzlesEntry, Fields: []FPuzzlesField{
		{Field: "cells", Arg: "cells"},
		{Field: "values", Arg: "values"},
	}},
	Key:     "quadruple",
	Keys:    []string{"cells", "values"},
	Example: "quadruple: {cells: [r1c1, r1c2, r2c1, r2c2], values: [1, 2]}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		words, ok2 := a.Words("values")
		if !ok || !ok2 {
			return nil
		}
		if p := cornerProblem(cells); p != "" {
			a.Errorf("cells", "%s", p)
			return nil
		}
		if len(words) > 4 {
			a.Errorf("values", "four cells hold at most 4 values, not %d", len(words))
			return nil
		}
		return one(NewQuadruple(cells, words))
	},
	Draw: Drawing{Style: StyleCorner, Label: "values"},
}

// NewQuadruple returns the rule that the four cells around a corner hold
// the values of words (value words, resolved when bound), each as often as
// it is listed. It stands for an entry of f-puzzles' "quadruple" list,
// {"cells": ["R1C1", "R1C2", "R2C1", "R2C2"], "values": [1, 2]}.
func NewQuadruple(cells []game.Pos, words []string) game.Constraint {
	return &quadruple{cells: cells, words: words}
}

// cornerProblem says why cells are not the four around a corner, or
// returns "".
func cornerProblem(cells []game.Pos) string {
	const want = "a quadruple is the four cells around a corner, such as r1c1 r1c2 r2c1 r2c2"
	if len(cells) != 4 {
		return fmt.Sprintf("%s, not %d cells", want, len(cells))
	}
	top, left := cells[0], cells[0]
	for _, p := range cells {
		top.Row, left.Col = min(top.Row, p.Row), min(left.Col, p.Col)
	}
	var seen [2][2]bool
	for _, p := range cells {
		dr, dc := p.Row-top.Row, p.Col-left.Col
		if dr > 1 || dc > 1 || seen[dr][dc] {
			return fmt.Sprintf("%s: %s is not one of them", want, p)
		}
		seen[dr][dc] = true
	}
	return ""
}

// quadruple is four cells around a corner that hold some values: need,
// each value as often as it must appear.
type quadruple struct {
	cells []game.Pos
	words []string
	// Bound:
	fields []int
	need   []int         // value indexes, in the order of words
	needs  game.ValueSet // the values of need
	values *game.Values
}

// The abilities of quadruple that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Labeler
} = (*quadruple)(nil)

func (c *quadruple) Kind() *game.RuleKind { return QuadrupleRule }

func (c *quadruple) Name() string {
	return fmt.Sprintf("quadruple %s at %s", strings.Join(c.words, " "), cellList(c.cells))
}

func (c *quadruple) Cells() []game.Pos { return c.cells }

// Label writes the values, as the circle on the corner shows them.
func (c *quadruple) Label() string { return strings.Join(c.words, " ") }

func (c *quadruple) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if p := cornerProblem(c.cells); p != "" {
		return nil, errors.New(p)
	}
	if len(c.words) == 0 || len(c.words) > 4 {
		return nil, fmt.Errorf("a quadruple has 1 to 4 values, not %d", len(c.words))
	}
	b := *c
	b.fields, b.values, b.need = fields, r.Values, make([]int, len(c.words))
	for i, w := range c.words {
		v, ok := r.Values.Index(w)
		if !ok {
			return nil, fmt.Errorf("%s is not a value of the game: the values are %s", w, strings.Join(r.Values.Names(), " "))
		}
		b.need[i] = v
		b.needs |= game.Bit(v)
	}
	// Two cells a group holds cannot hold one value twice.
	var share [4][4]bool
	for _, g := range r.Groups {
		for i, f := range fields {
			for j, h := range fields {
				share[i][j] = share[i][j] || i != j && slices.Contains(g.Fields, f) && slices.Contains(g.Fields, h)
			}
		}
	}
	if !placeable(b.need, share) {
		return nil, fmt.Errorf("%s cannot all stand in %s: a value given twice would stand twice in a group", strings.Join(c.words, " "), cellList(c.cells))
	}
	return &b, nil
}

// placeable reports whether the values of need can stand in four cells,
// one a cell, none twice in two cells that share a group.
func placeable(need []int, share [4][4]bool) bool {
	var at [4]int // the cell of each value of need, + 1
	var try func(k int, used int) bool
	try = func(k int, used int) bool {
		if k == len(need) {
			return true
		}
		for i := range 4 {
			if used&(1<<i) != 0 {
				continue
			}
			clash := false
			for j := range k {
				clash = clash || need[j] == need[k] && share[at[j]-1][i]
			}
			if !clash {
				at[k] = i + 1
				if try(k+1, used|1<<i) {
					return true
				}
			}
		}
		return false
	}
	return try(0, 0)
}

func (c *quadruple) Check(g game.Grid) error {
	var placed []string
	free := 0
	var have [game.MaxValues]int
	for _, f := range c.fields {
		if v := g.Value(f); v != game.Empty {
			have[v]++
			placed = append(placed, c.values.Name(v))
		} else {
			free++
		}
	}
	var missing []string
	for _, v := range c.need {
		if have[v] > 0 {
			have[v]--
		} else {
			missing = append(missing, c.values.Name(v))
		}
	}
	switch {
	case len(missing) <= free:
		return nil
	case free == 0:
		return fmt.Errorf("its cells hold %s, without %s", strings.Join(placed, " "), strings.Join(missing, " "))
	}
	return fmt.Errorf("its cells hold %s and %d empty, too few for %s", strings.Join(placed, " "), free, strings.Join(missing, " "))
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *quadruple) Local() {}

// Propagate takes out of each cell the values with which the values the
// quadruple needs could no longer stand in its cells, one a cell, each
// from the candidates of its cell.
func (c *quadruple) Propagate(b *game.Board, found *game.Found) bool {
	var cands [4]game.ValueSet
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	if !fill(&cands, 0, c.need) {
		return false
	}
	var rest [4]int
	for i, f := range c.fields {
		keep := cands[i]
		// With a value it does not need here, the others take all it needs.
		if !fill(&cands, 1<<i, c.need) {
			keep &= c.needs
		}
		// With one it needs, the others take the rest.
		for vs := cands[i] & c.needs; vs != 0; vs &= vs - 1 {
			u, n, dropped := vs.Lowest(), 0, false
			for _, v := range c.need {
				if v == u && !dropped {
					dropped = true
					continue
				}
				rest[n] = v
				n++
			}
			if !fill(&cands, 1<<i, rest[:n]) {
				keep &^= game.Bit(u)
			}
		}
		if !eliminate(b, found, f, keep) {
			return false
		}
	}
	return true
}

// fill reports whether the values of need can stand in cells outside used
// (a mask of the four), one a cell, each among its cell's candidates.
func fill(cands *[4]game.ValueSet, used int, need []int) bool {
	if len(need) == 0 {
		return true
	}
	for i := range cands {
		if used&(1<<i) == 0 && cands[i].Has(need[0]) && fill(cands, used|1<<i, need[1:]) {
			return true
		}
	}
	return false
}

func (c *quadruple) Explain(r *game.Rules, m *game.Move) string {
	vals := strings.Join(c.words, " ")
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: %s no longer fit in its cells", c.Name(), vals)
	}
	return fmt.Sprintf("%s: with these, %s would no longer fit in its cells: %s", c.Name(), vals, leaveList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *quadruple) Item() Item {
	return Item{Key: Quadruple.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"values", slices.Clone(c.words)}}}
}
