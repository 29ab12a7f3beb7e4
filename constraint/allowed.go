package constraint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// AllowedRule is the rule kind of given pencil marks.
var AllowedRule = &game.RuleKind{
	Name:       "Allowed",
	Title:      "Given pencil marks",
	Doc:        "each cell holds one of the values given for it (pencil marks given with the puzzle)",
	Difficulty: 1.0,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLabel,
	Given:      true,
}

// Allowed is written allowed: {cells: [r1c1], values: [1, 3]}: each of
// the cells holds one of the values.
var Allowed = &Kind{
	Rule: AllowedRule,
	FPuzzles: &FPuzzlesForm{Shape: FPuzzlesPencilMarks, Fields: []FPuzzlesField{
		{Field: "cell", Arg: "cells"},
		{Field: "givenPencilMarks", Arg: "values"},
	}},
	Key:     "allowed",
	Keys:    []string{"cells", "values"},
	Example: "allowed: {cells: [r1c1], values: [1, 3]}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		words, ok2 := a.Words("values")
		if !ok || !ok2 {
			return nil
		}
		return one(NewAllowed(cells, words))
	},
	Draw: Drawing{Style: StyleCells, Shape: CellText, Colour: "#777", Label: "values"},
}

// NewAllowed returns the rule that each of cells holds one of the values
// written words. An f-puzzles cell's "givenPencilMarks" is one.
func NewAllowed(cells []game.Pos, words []string) game.Constraint {
	return &allowed{cells: cells, words: words}
}

type allowed struct {
	cells  []game.Pos
	words  []string
	fields []int
	set    game.ValueSet
	values *game.Values
}

// The abilities of allowed that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
	game.Labeler
} = (*allowed)(nil)

func (c *allowed) Kind() *game.RuleKind { return AllowedRule }

func (c *allowed) Name() string {
	return fmt.Sprintf("%s holds %s", cellList(c.cells), strings.Join(c.words, " or "))
}

func (c *allowed) Cells() []game.Pos { return c.cells }

// Label writes the values, as pencil marks in the cells.
func (c *allowed) Label() string { return strings.Join(c.words, "") }

func (c *allowed) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	b.fields, b.values, b.set = fields, r.Values, 0
	for _, w := range c.words {
		v, ok := r.Values.Index(w)
		if !ok {
			return nil, fmt.Errorf("%s is no value of the game", game.Excerpt(w))
		}
		b.set |= game.Bit(v)
	}
	return &b, nil
}

func (c *allowed) Check(g game.Grid) error {
	for i, f := range c.fields {
		if v := g.Value(f); v != game.Empty && !c.set.Has(v) {
			return fmt.Errorf("%s holds %s", c.cells[i], c.values.Name(v))
		}
	}
	return nil
}

// Propagate takes every other value out of the cells.
func (c *allowed) Propagate(b *game.Board, found *game.Found) bool {
	for _, f := range c.fields {
		if !eliminate(b, found, f, c.set) {
			return false
		}
	}
	return true
}

// Explain says which values the cells may hold.
func (c *allowed) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return c.Name() + ", which it cannot"
	}
	return c.Name() + ": " + elimList(r, m.Eliminate)
}

// Item writes the rule as a spec item of its kind.
func (c *allowed) Item() Item {
	return Item{Key: Allowed.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"values", slices.Clone(c.words)}}}
}
