package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// WhispersRule is the rule kind of whispers lines: each cell is read
// against its neighbours alone, nearly as directly as a single.
var WhispersRule = &game.RuleKind{
	Name:       "Whispers",
	Title:      "Whispers",
	Doc:        "neighbours on a whispers line differ by at least its difference (5 for German whispers, 4 for Dutch)",
	Difficulty: 1.5,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink | game.CanLabel,
}

// Whispers is written whispers: {cells: [r1c1, r1c2, r1c3], by: 5}; by
// is from 1 up, and 5 when left out: German whispers on 1-9.
var Whispers = &Kind{
	Rule: WhispersRule,
	FPuzzles: &FPuzzlesForm{Key: "whispers", Shape: FPuzzlesLines, Fields: []FPuzzlesField{
		{Field: "lines", Arg: "cells"},
		{Field: "value", Arg: "by", Default: strconv.Itoa(whispersBy)},
	}},
	Key:     "whispers",
	Keys:    []string{"cells", "by"},
	Example: "whispers: {cells: [r1c1, r1c2, r1c3], by: 5}",
	Read:    readWhispers,
	Draw:    Drawing{Style: StyleLine, Colour: "#4fc24f", Width: 0.2},
}

// whispersBy is the difference of a whispers line that gives none, as
// f-puzzles has it.
const whispersBy = 5

const whispersWhy = "two neighbours"

func readWhispers(a Args) []game.Constraint {
	cells, ok := readLine(a, 2, whispersWhy)
	by, good := readBy(a, whispersBy, "neighbours")
	if !ok || !good {
		return nil
	}
	return one(NewWhispers(cells, by))
}

// NewWhispers returns a whispers line along cells: neighbours on it
// differ by at least by. It stands for one line of an entry of
// f-puzzles' "whispers" list, by being the entry's "value" (5 when it has
// none), and for a spec's whispers item.
func NewWhispers(cells []game.Pos, by int) game.Constraint {
	return &whispers{line: line{cells: cells}, by: by}
}

type whispers struct {
	line
	by     int
	values *game.Values
	far    []game.ValueSet // per value: the values at least by from it
}

// The abilities of whispers that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
	game.Labeler
} = (*whispers)(nil)

func (c *whispers) Kind() *game.RuleKind { return WhispersRule }

func (c *whispers) Name() string {
	return fmt.Sprintf("whispers %s at least %d apart", c.path(), c.by)
}

// Label writes the difference when it is not the usual 5.
func (c *whispers) Label() string {
	if c.by == whispersBy {
		return ""
	}
	return strconv.Itoa(c.by)
}

func (c *whispers) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, whispersWhy); err != nil {
		return nil, err
	}
	_, far, err := farApart(r.Values, c.by, "neighbours")
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.values, b.far = fields, r.Values, far
	return &b, nil
}

// reach returns the values at least by from some value of s.
func (c *whispers) reach(s game.ValueSet) game.ValueSet {
	var out game.ValueSet
	for ; s != 0; s &= s - 1 {
		out |= c.far[s.Lowest()]
	}
	return out
}

func (c *whispers) Check(g game.Grid) error {
	for i := 1; i < len(c.fields); i++ {
		u, v := g.Value(c.fields[i-1]), g.Value(c.fields[i])
		if u != game.Empty && v != game.Empty && !c.far[u].Has(v) {
			return fmt.Errorf("%s holds %s and %s next to it holds %s, less than %d apart", c.cells[i-1], c.values.Name(u), c.cells[i], c.values.Name(v), c.by)
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *whispers) Local() {}

// Propagate keeps in each cell the values far enough from some value of
// each neighbour. Its evidence Sets are the candidates of the line's
// cells it read, in order.
func (c *whispers) Propagate(b *game.Board, found *game.Found) bool {
	n := len(c.fields)
	cands := found.ScratchSets(n)
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	for i, f := range c.fields {
		keep := cands[i]
		if i > 0 {
			keep &= c.reach(cands[i-1])
		}
		if i < n-1 {
			keep &= c.reach(cands[i+1])
		}
		if !eliminate(b, found, f, keep) {
			return false
		}
	}
	if len(found.Eliminate) > 0 {
		found.Sets = append(found.Sets, cands...)
	}
	return true
}

// Explain names, for each cell the move changes, the neighbour whose
// values are all too close to those it loses.
func (c *whispers) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: a cell has no value %d from what its neighbours can hold", c.Name(), c.by)
	}
	if len(m.Sets) != len(c.fields) {
		return "by " + c.Name()
	}
	var parts []string
	c.eachRemoved(m, func(i int, left game.ValueSet) {
		for _, j := range [2]int{i - 1, i + 1} {
			if j < 0 || j >= len(c.fields) {
				continue
			}
			if out := left &^ c.reach(m.Sets[j]); out != 0 {
				them := "each"
				if m.Sets[j].Len() == 1 {
					them = "it"
				}
				parts = append(parts, fmt.Sprintf("%s next to %s holds %s, so %s", c.cells[j], c.cells[i], oneOf(r, m.Sets[j]),
					leave(r, out, fmt.Sprintf("%s, less than %d from %s", c.cells[i], c.by, them))))
				left &^= out
			}
		}
	})
	return c.Name() + ": " + strings.Join(parts, "; ")
}

// Links forbids neighbours values less than by apart.
func (c *whispers) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	table := make([]game.ValueSet, len(c.far))
	for i := 1; i < len(c.fields); i++ {
		if !c.linkPairs(i-1, i, table, func(u, v int) bool { return !c.far[u].Has(v) }, yield) {
			return
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *whispers) Item() Item {
	return Item{Key: Whispers.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}, {"by", c.by}}}
}
