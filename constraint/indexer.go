package constraint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// What the indexer kinds share (row, column and box indexers, as
// SudokuSolver and f-puzzles define them): a marked cell whose value
// names a place on a line through it (a column of its row, a row of its
// column, a place of its box, the places numbered 1 to n), and the rule
// that the place it names holds the number of the cell's own place. It
// holds both ways, as SudokuSolver keeps it: the cell names a place
// exactly when that place holds the number, so the rule says as much on
// a board whose lines are no groups. Each pair of the cell and a place of
// its line is a relation of its own, which the propagation, the links
// and the check read.

// An indexing is what tells the indexer kinds apart: the line through a
// cell whose places its value names, and the words for them.
type indexing struct {
	kind  *game.RuleKind
	word  string // the kind in a rule's name: "column indexer"
	place string // what a value names on the line: "column"
	along string // what the line is: "row"
	// line returns the cells of the line through cell p on the board of
	// r, place 1 first, with the line's name ("row 1"), or says why p has
	// none.
	line func(r *game.Rules, p game.Pos) (cells []game.Pos, name string, err error)
}

// fpIndexer is the form of the indexers of f-puzzles' key: each entry
// lists cells, {"cells": ["R1C1", "R2C1"]}, an item of its own.
func fpIndexer(key string) *FPuzzlesForm {
	return &FPuzzlesForm{Key: key, Shape: FPuzzlesEntry, Fields: []FPuzzlesField{{Field: "cells", Arg: "cells"}}}
}

// readIndexers reads an item of cells marked as indexers of how,
// {cells: [r1c1, r2c1]}: one constraint per cell.
func readIndexers(how *indexing) func(a Args) []game.Constraint {
	return func(a Args) []game.Constraint {
		return readMarked(a, func(p game.Pos, _ []game.Pos) game.Constraint { return newIndexer(how, p) })
	}
}

// newIndexer returns the indexer of how at cell p.
func newIndexer(how *indexing, p game.Pos) game.Constraint {
	return &indexer{marked: marked{how.kind, how.word, p}, how: how}
}

// indexer is a cell whose value names a place on its line. Its cells are
// the cell alone until it is bound, then the cell and the other places
// of its line, so that its propagation runs when any of them changes and
// reads nothing else (game.Local).
type indexer struct {
	marked
	how *indexing
	// Bound:
	cells  []game.Pos // the cell, then the other places of its line, in order
	fields []int
	named  []int  // for each of cells, the value that names its place
	own    int    // the value whose number is the cell's own place
	line   string // the line's name: "row 1"
	values *game.Values
}

// The abilities of indexer that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*indexer)(nil)

// Cells returns the cell, and once bound the other places of its line.
func (c *indexer) Cells() []game.Pos {
	if c.cells != nil {
		return c.cells
	}
	return c.marked.Cells()
}

// Bind finds the cell's line on r's board and the value of each place's
// number; its error says why the board or the values have none.
func (c *indexer) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	line, name, err := c.how.line(r, c.cell)
	if err != nil {
		return nil, err
	}
	for _, p := range line {
		if r.FieldAt(p) < 0 {
			return nil, fmt.Errorf("%s is not on the board, but a %s names every %s of %s: mark only cells whose %s is whole", p, c.how.word, c.how.place, name, c.how.along)
		}
	}
	// The values are the numbers 1 to n, one for each place of the line.
	n := len(line)
	byNumber := make([]int, n)
	for i := range byNumber {
		byNumber[i] = -1
	}
	ok := len(nums) == n
	for v, x := range nums {
		if x < 1 || x > n || byNumber[x-1] >= 0 {
			ok = false
			break
		}
		byNumber[x-1] = v
	}
	if !ok {
		return nil, fmt.Errorf("a %s names each %s of %s by its number, so the values must be 1 to %d, not %s: give values: 1-%d",
			c.how.word, c.how.place, name, n, strings.Join(r.Values.Names(), " "), n)
	}
	at := slices.Index(line, c.cell)
	b := *c
	b.cells, b.named = []game.Pos{c.cell}, []int{byNumber[at]}
	for i, p := range line {
		if i != at {
			b.cells, b.named = append(b.cells, p), append(b.named, byNumber[i])
		}
	}
	b.fields = make([]int, len(b.cells))
	for i, p := range b.cells {
		b.fields[i] = r.FieldAt(p)
	}
	b.own, b.line, b.values = byNumber[at], name, r.Values
	return &b, nil
}

// number writes the number the named place holds: "the 1 of row 1".
func (c *indexer) number() string { return fmt.Sprintf("the %s of %s", c.values.Name(c.own), c.line) }

// Check reports the first place of the line that breaks the rule with
// the cell: the place the cell names holding another value than the
// number, or the number standing in a place the cell does not name.
func (c *indexer) Check(g game.Grid) error {
	v := g.Value(c.fields[0])
	for i := 1; i < len(c.fields); i++ {
		w := g.Value(c.fields[i])
		switch {
		case v == c.named[i] && w != game.Empty && w != c.own:
			return fmt.Errorf("%s holds %s, so %s stands in %s, but %s holds %s", c.cell, c.values.Name(v), c.number(), c.cells[i], c.cells[i], c.values.Name(w))
		case w == c.own && v != game.Empty && v != c.named[i]:
			return fmt.Errorf("%s holds %s, so %s holds %s, but it holds %s", c.cells[i], c.number(), c.cell, c.values.Name(c.named[i]), c.values.Name(v))
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *indexer) Local() {}

// Propagate reads each place of the line against the cell, from the
// candidates as it finds them: a value the cell cannot hold leaves the
// place it names without the number, and a place that cannot hold the
// number leaves the cell without the value that names it; the cell
// holding a value leaves its place the number alone, and a place holding
// the number leaves the cell the value that names it alone. Its evidence
// Sets are the candidates it read, in the order of the cells, from which
// Explain tells why.
func (c *indexer) Propagate(b *game.Board, found *game.Found) bool {
	out := candidates(b, found, c.fields)
	me, own := out[0], game.Bit(c.own)
	for i := 1; i < len(c.fields); i++ {
		there, name := b.Candidates(c.fields[i]), game.Bit(c.named[i])
		if me&name == 0 {
			out[i] &^= own
		} else if me == name {
			out[i] &= own
		}
		if there&own == 0 {
			out[0] &^= name
		} else if there == own {
			out[0] &= name
		}
	}
	before := len(found.Eliminate)
	if !keep(b, found, c.fields, out) {
		return false
	}
	if len(found.Eliminate) > before {
		for _, f := range c.fields {
			found.Sets = append(found.Sets, b.Candidates(f))
		}
	}
	return true
}

// Links forbids, between the cell and each place of its line, the value
// that names the place beside any value of the place but the number, and
// the number beside any other value of the cell.
func (c *indexer) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	forbid := make([]game.ValueSet, c.values.Len())
	own := game.Bit(c.own)
	for i := 1; i < len(c.fields); i++ {
		for u := range forbid {
			forbid[u] = own
		}
		forbid[c.named[i]] = c.values.All() &^ own
		if !yield(c.fields[0], c.fields[i], forbid) {
			return
		}
	}
}

// Explain tells, from the candidates Propagate read (the move's Sets),
// why each value left the cell or a place of its line, in the order
// Propagate finds them: the places that cannot hold the number, the
// place that holds it, the places the cell cannot name, and the place
// the cell names.
func (c *indexer) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no value left in %s names a %s where %s can stand", c.Name(), c.cell, c.how.place, c.number())
	}
	if len(m.Sets) != len(c.fields) {
		return "by " + c.Name()
	}
	taken := make([]game.ValueSet, len(c.fields))
	fields, gone := removed(m.Eliminate)
	for k, f := range fields {
		if i := slices.Index(c.fields, f); i >= 0 {
			taken[i] |= gone[k]
		}
	}
	sets, own := m.Sets, game.Bit(c.own)
	var parts []string
	// The cell: the places that cannot hold the number, then the one
	// that holds it.
	var cannot []game.Pos
	var unnamed game.ValueSet
	for i := 1; i < len(c.fields); i++ {
		if taken[0].Has(c.named[i]) && sets[i]&own == 0 {
			cannot, unnamed = append(cannot, c.cells[i]), unnamed|game.Bit(c.named[i])
		}
	}
	if unnamed != 0 {
		parts = append(parts, fmt.Sprintf("%s cannot stand in %s, so %s", c.number(), cellList(cannot), leave(r, unnamed, c.cell.String())))
	}
	if rest := taken[0] &^ unnamed; rest != 0 {
		for i := 1; i < len(c.fields); i++ {
			if sets[i] == own {
				parts = append(parts, fmt.Sprintf("%s holds %s, so %s", c.cells[i], c.number(), leave(r, rest, c.cell.String())))
				break
			}
		}
	}
	// The places: those the cell cannot name, then the one it names.
	var left []game.Pos
	var names game.ValueSet
	for i := 1; i < len(c.fields); i++ {
		if taken[i].Has(c.own) && !sets[0].Has(c.named[i]) {
			left, names = append(left, c.cells[i]), names|game.Bit(c.named[i])
		}
	}
	if len(left) > 0 {
		parts = append(parts, fmt.Sprintf("%s cannot hold %s, so %s", c.cell, names.Format(r.Values), leave(r, own, cellList(left))))
	}
	for i := 1; i < len(c.fields); i++ {
		if rest := taken[i] &^ own; rest != 0 && sets[0] == game.Bit(c.named[i]) {
			parts = append(parts, fmt.Sprintf("%s holds %s, so %s holds %s: %s", c.cell, r.Values.Name(c.named[i]), c.cells[i], c.number(), leave(r, rest, "it")))
		}
	}
	if len(parts) == 0 {
		return "by " + c.Name()
	}
	return c.Name() + ": " + strings.Join(parts, "; ")
}

// WriteItem writes the cell into the item of its kind, once: a cell
// marked in two of f-puzzles' entries is one rule.
func (c *indexer) WriteItem(w *ItemWriter) {
	key := keyOf(c.kind)
	if it, ok := w.ItemOf(key); ok {
		if cells, _ := it.Arg("cells").([]game.Pos); slices.Contains(cells, c.cell) {
			return
		}
	}
	w.Gather(key, "cells", []game.Pos{c.cell})
}
