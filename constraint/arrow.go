package constraint

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ArrowRule is the rule kind of arrows.
var ArrowRule = &game.RuleKind{
	Name:       "Arrow",
	Title:      "Arrow",
	Doc:        "the number in an arrow's circle is the sum of the values along the arrow, which may repeat",
	Difficulty: 1.5,
	Reasonings: []*game.Reasoning{SumTotals, SumCellsDiffer},
	Shape:      game.ShapeLine,
	Abilities:  game.CanPrepare | game.CanPropagate | game.CanReason | game.CanLocal | game.CanNarrow | game.CanExplain | game.CanRequire | game.CanLink,
}

// Arrow is written arrow: {circle: [r1c1], cells: [r1c2, r1c3]}: the
// circle is one cell, or two or three in a row or column (a pill, read as
// one number left to right or top to bottom); cells are the arrow's, from
// the circle outward. Several arrows from one circle may be written as one
// item, one after the other: a cell that does not touch the one before
// starts a new arrow, and must touch the circle. Each arrow adds up to
// the circle on its own.
var Arrow = &Kind{
	Rule: ArrowRule,
	FPuzzles: &FPuzzlesForm{Key: "arrow", Shape: FPuzzlesArrow, Fields: []FPuzzlesField{
		{Field: "cells", Arg: "circle"},
		{Field: "lines", Arg: "cells"},
	}},
	Key:     "arrow",
	Keys:    []string{"circle", "cells"},
	Example: "arrow: {circle: [r1c1], cells: [r1c2, r1c3]}",
	Read: func(a Args) []game.Constraint {
		circle, ok := a.Cells("circle")
		cells, ok2 := a.Cells("cells")
		if !ok || !ok2 {
			return nil
		}
		if msg := pillError(circle); msg != "" {
			a.Errorf("circle", "%s", msg)
			return nil
		}
		lines, msg := splitLines(circle, cells)
		if msg != "" {
			a.Errorf("cells", "%s", msg)
			return nil
		}
		out := make([]game.Constraint, len(lines))
		for i, l := range lines {
			out[i] = NewArrow(circle, l)
		}
		return out
	},
	Draw: Drawing{Style: StyleArrow, Colour: "#888"},
}

// NewArrow returns an arrow whose circle is circle, one cell or a pill of
// two or three cells in a row or column (its number read left to right
// or top to bottom), and whose line runs from the circle, in order from
// it. The line may start with a cell of the circle, as f-puzzles writes
// its lines: that cell is the circle's. It stands for a line of an entry
// of f-puzzles' "arrow" list, {"cells": circle, "lines": [line, ...]},
// each line an arrow of its own, and for the spec item arrow: {circle:
// ..., cells: ...}. Bind reports a circle or a line that does not hold
// together.
func NewArrow(circle, line []game.Pos) game.Constraint {
	c := &arrow{circle: slices.Clone(circle)}
	c.cells = slices.Clone(circle)
	for len(line) > 0 && slices.Contains(circle, line[0]) {
		line = line[1:]
	}
	if len(line) > 0 {
		c.lines = [][]game.Pos{slices.Clone(line)}
		c.cells = append(c.cells, line...)
	}
	return c
}

// arrow is a circle (a pill of up to three cells) whose number is the sum
// of its line's cells (lines holds the one line). Bound, each cell has a weight: the arrow's count 1,
// the circle's minus its place value (-10, -1 for a pill of two), so
// that the rule is a weighted sum of 0.
type arrow struct {
	circle  []game.Pos
	lines   [][]game.Pos
	cells   []game.Pos // the circle's, then the lines'
	fields  []int
	weights []int
	nums    []int
	values  *game.Values
	cliques *cliqueSum // the cells that see one another; nil when none do
	differ  *cliqueSum // the same, pairs too, for SumCellsDiffer
}

// The abilities of arrow that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Preparer
	game.Propagator
	game.Reasoner
	game.Local
	game.Narrower
	game.Explainer
	game.Requirer
	game.Linker
} = (*arrow)(nil)

// Prepare finds the arrow's cells that see one another, through every
// group of the rules.
func (c *arrow) Prepare(r *game.Rules) {
	c.cliques = newCliqueSum(r, c.fields, c.weights, c.nums)
	c.differ = newPairCliqueSum(r, c.fields, c.weights, c.nums)
}

func (c *arrow) Kind() *game.RuleKind { return ArrowRule }

func (c *arrow) Name() string {
	lines := make([]string, len(c.lines))
	for i, l := range c.lines {
		lines[i] = cellList(l)
	}
	from := "arrow from "
	if len(c.circle) > 1 {
		from += "pill "
	}
	return from + cellList(c.circle) + " along " + strings.Join(lines, ", ")
}

func (c *arrow) Cells() []game.Pos { return c.cells }

// pillError says why cells are no circle: not one cell, nor two or three
// next to each other in a row or column; or returns "".
func pillError(circle []game.Pos) string {
	switch {
	case len(circle) == 0:
		return "an arrow needs its circle: one cell, or two or three next to each other in a row or column (a pill)"
	case len(circle) > 3:
		return fmt.Sprintf("a circle of %d cells: an arrow's circle is one cell, or a pill of two or three next to each other in a row or column", len(circle))
	}
	sorted := readingOrder(circle)
	for i := 1; i < len(sorted); i++ {
		a, b := circle[sorted[i-1]], circle[sorted[i]]
		row := a.Row == b.Row && b.Col == a.Col+1 && circle[sorted[0]].Row == b.Row
		col := a.Col == b.Col && b.Row == a.Row+1 && circle[sorted[0]].Col == b.Col
		if !row && !col {
			return fmt.Sprintf("the pill %s does not lie in a row or column, each cell next to the one before", cellList(circle))
		}
	}
	return ""
}

// readingOrder returns the indexes of cells in reading order: by rows,
// then columns.
func readingOrder(cells []game.Pos) []int {
	order := make([]int, len(cells))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(i, j int) int {
		if cells[i].Row != cells[j].Row {
			return cells[i].Row - cells[j].Row
		}
		return cells[i].Col - cells[j].Col
	})
	return order
}

// touchesAny reports whether p touches one of cells.
func touchesAny(cells []game.Pos, p game.Pos) bool {
	for _, c := range cells {
		if Touching(c, p) {
			return true
		}
	}
	return false
}

// splitLines splits an arrow's cells, written one line after another,
// into its lines: a cell that does not touch the one before starts a new
// line, which must touch the circle. It returns why they cannot, or "".
func splitLines(circle, cells []game.Pos) ([][]game.Pos, string) {
	var lines [][]game.Pos
	for i, p := range cells {
		if i > 0 && Touching(cells[i-1], p) {
			lines[len(lines)-1] = append(lines[len(lines)-1], p)
			continue
		}
		if !touchesAny(circle, p) {
			if i == 0 {
				return nil, fmt.Sprintf("%s, the first cell of the arrow, does not touch its circle %s", p, cellList(circle))
			}
			return nil, fmt.Sprintf("%s touches neither %s before it nor the circle %s: each line of an arrow runs from the circle, each cell touching the one before", p, cells[i-1], cellList(circle))
		}
		lines = append(lines, []game.Pos{p})
	}
	return lines, ""
}

// arrowError says why an arrow does not hold together, or returns "".
func arrowError(circle []game.Pos, lines [][]game.Pos) string {
	if msg := pillError(circle); msg != "" {
		return msg
	}
	if len(lines) == 0 {
		return "an arrow needs cells along it: write e.g. cells: [r1c2, r1c3]"
	}
	for _, l := range lines {
		if !touchesAny(circle, l[0]) {
			return fmt.Sprintf("%s, the first cell of a line, does not touch the circle %s", l[0], cellList(circle))
		}
		if msg := LineError(l); msg != "" {
			return msg
		}
	}
	return ""
}

func (c *arrow) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if msg := arrowError(c.circle, c.lines); msg != "" {
		return nil, errors.New(msg)
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.nums, b.values = fields, nums, r.Values
	b.weights = make([]int, len(c.cells))
	for i := range b.weights {
		b.weights[i] = 1
	}
	place := 1
	order := readingOrder(c.circle)
	for k := len(order) - 1; k >= 0; k-- {
		b.weights[order[k]] = -place
		place *= 10
	}
	if len(c.circle) > 1 {
		for _, x := range nums {
			if x < 0 || x > 9 {
				return nil, fmt.Errorf("a pill reads its cells' digits as one number, but the value %d is no digit: give values from 0 to 9", x)
			}
		}
	}
	if err := sumsError(len(fields), b.weights, nums); err != nil {
		return nil, err
	}
	all := make([]game.ValueSet, len(fields))
	for i := range all {
		all[i] = r.Values.All()
	}
	var room game.Found
	if !weightedSupport(&room, all, b.weights, nums, 0, 0, make([]game.ValueSet, len(fields))) {
		alo, ahi := b.bounds(nil, false)
		clo, chi := b.bounds(nil, true)
		return nil, fmt.Errorf("no values make %s the sum along the arrow: %s up to %s, %s %s", b.circleWord(), cellsAdd(len(c.cells)-len(c.circle)), span(alo, ahi), b.circleVerb(), span(clo, chi))
	}
	return &b, nil
}

// bounds returns the least and the most the arrow's cells add up to on g
// (any values where g is nil), or the circle's number when circle.
func (c *arrow) bounds(g game.Grid, circle bool) (lo, hi int) {
	k := len(c.circle)
	fields, weights, sign := c.fields[k:], c.weights[k:], 1
	if circle {
		fields, weights, sign = c.fields[:k], c.weights[:k], -1
	}
	if g == nil {
		g = nowhere{}
	}
	lo, hi, _ = sumBounds(g, fields, weights, c.nums)
	if sign < 0 {
		lo, hi = -hi, -lo
	}
	return lo, hi
}

// cellsAdd writes "its 3 cells add", or "its one cell adds".
func cellsAdd(n int) string {
	if n == 1 {
		return "its one cell adds"
	}
	return fmt.Sprintf("its %d cells add", n)
}

// nowhere is a grid with no value placed.
type nowhere struct{}

func (nowhere) Value(int) int { return game.Empty }

// span writes a range of totals: "7", or "7 to 15".
func span(lo, hi int) string {
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d to %d", lo, hi)
}

func (c *arrow) circleWord() string {
	if len(c.circle) > 1 {
		return "the pill's number"
	}
	return "the circle"
}

func (c *arrow) circleVerb() string {
	if len(c.circle) > 1 {
		return "the pill reads"
	}
	return "the circle holds"
}

func (c *arrow) Check(g game.Grid) error {
	lo, hi, full := sumBounds(g, c.fields, c.weights, c.nums)
	if lo <= 0 && 0 <= hi {
		return nil
	}
	alo, ahi := c.bounds(g, false)
	clo, chi := c.bounds(g, true)
	msg := fmt.Sprintf("the arrow adds up to %s and %s %s", span(alo, ahi), c.circleVerb(), span(clo, chi))
	if full {
		return errors.New(msg)
	}
	return fmt.Errorf("with %s placed, %s", placed(g, c.cells, c.fields, c.values), msg)
}

// Reason takes Propagate's steps one at a time: the sum with repeats
// allowed (SumTotals), then with the cells that see one another apart
// (SumCellsDiffer).
func (c *arrow) Reason(b *game.Board, step *game.Reasoning, found *game.Found) bool {
	if step == SumCellsDiffer {
		// The cliques Propagate reads first, then those with pairs too,
		// which may split the cells otherwise: the step takes out at
		// least what Propagate does.
		for _, cliques := range []*cliqueSum{c.cliques, c.differ} {
			if cliques == nil {
				continue
			}
			if !c.propagate(b, found, cliques) {
				return false
			}
			if len(found.Eliminate) > 0 {
				return true
			}
		}
		return true
	}
	cands := candidates(b, found, c.fields)
	out := found.ScratchSets(len(c.fields))
	if !weightedSupport(found, cands, c.weights, c.nums, 0, 0, out) || !keep(b, found, c.fields, out) {
		return false
	}
	if len(found.Eliminate) > 0 && len(c.circle) == 1 {
		found.Sets = append(found.Sets, out[0])
	}
	return true
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *arrow) Local() {}

// Propagate keeps in each cell the values of some choice, repeats
// allowed, in which the circle's number is the sum along the arrow.
func (c *arrow) Propagate(b *game.Board, found *game.Found) bool {
	return c.propagate(b, found, c.cliques)
}

// propagate is Propagate with the cells of cliques apart (none when nil).
func (c *arrow) propagate(b *game.Board, found *game.Found, cliques *cliqueSum) bool {
	cands := candidates(b, found, c.fields)
	out := found.ScratchSets(len(c.fields))
	if !c.holdsBy(found, cliques, cands, out) || !keep(b, found, c.fields, out) {
		return false
	}
	if len(found.Eliminate) > 0 && len(c.circle) == 1 {
		found.Sets = append(found.Sets, out[0])
	}
	return true
}

// Narrow is Propagate over the candidates alone, for the search kernel
// (game.Narrower); an arrow requires no value.
func (c *arrow) Narrow(cands []game.ValueSet, _ game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	out := scratch.ScratchSets(len(cands))
	return 0, c.holds(scratch, cands, out) && narrowTo(cands, out)
}

// holds is Propagate over cands (a holder): the values of some choice,
// repeats allowed but between cells that see one another, in which the
// circle's number is the sum along the arrow.
func (c *arrow) holds(found *game.Found, cands, out []game.ValueSet) bool {
	return c.holdsBy(found, c.cliques, cands, out)
}

// holdsBy is holds with the cells of cliques apart (none when nil).
func (c *arrow) holdsBy(found *game.Found, cliques *cliqueSum, cands, out []game.ValueSet) bool {
	if cliques != nil {
		return cliques.support(found, cands, 0, 0, out)
	}
	return weightedSupport(found, cands, c.weights, c.nums, 0, 0, out)
}

// Required returns the values every choice its candidates on b leave
// puts somewhere in its cells, the circle's or the line's, but those
// placed there (game.Requirer): the chains read one with two places
// left as a strong link. A value is required of all its cells, not of
// the line alone: the circle may hold it, the line repeat it.
func (c *arrow) Required(b *game.Board) game.ValueSet { return requiredOn(b, c.fields, c) }

// Links links two values of two cells that no values of the others make
// an arrow of.
func (c *arrow) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	sumLinks(c.fields, c.weights, c.nums, 0, 0, yield)
}

// Explain says the rule, the circle's values left when there is one
// cell, and what is taken out.
func (c *arrow) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no values of its cells make %s the sum along the arrow", c.Name(), c.circleWord())
	}
	text := fmt.Sprintf("%s: %s the sum along the arrow", c.Name(), c.circleVerb())
	if m.Strategy == SumCellsDiffer.Name {
		text += ", in which cells that see one another differ"
	}
	if len(m.Sets) == 1 {
		text += ", here one of " + valueList(r, m.Sets[0])
	}
	return text + "; " + elimList(r, m.Eliminate)
}

// valueList writes the values of s by name: "3 4 5".
func valueList(r *game.Rules, s game.ValueSet) string {
	var names []string
	for _, v := range s.Values() {
		names = append(names, r.Values.Name(v))
	}
	return strings.Join(names, " ")
}

// Item writes the rule as a spec item of its kind.
func (c *arrow) Item() Item {
	var cells []game.Pos
	for _, l := range c.lines {
		cells = append(cells, l...)
	}
	return Item{Key: Arrow.Key, Args: []Arg{{"circle", slices.Clone(c.circle)}, {"cells", cells}}}
}
