package constraint

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// What the kinds share about cells: how two cells touch, and how a list
// of cells is written.

// Orthogonal reports whether cells a and b share an edge.
func Orthogonal(a, b game.Pos) bool {
	dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
	return dr+dc == 1
}

// Touching reports whether cells a and b are a king's move apart: they
// share an edge or a corner.
func Touching(a, b game.Pos) bool {
	dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
	return max(dr, dc) == 1
}

// KnightMove reports whether cells a and b are a knight's move apart.
func KnightMove(a, b game.Pos) bool {
	dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
	return dr == 1 && dc == 2 || dr == 2 && dc == 1
}

// sharedGroup returns the first group of r that holds both fields f and
// g, or -1: what a Bind asks of two cells, at the cost of their groups.
func sharedGroup(r *game.Rules, f, g int) int {
	gf, gg := r.FieldGroups(f), r.FieldGroups(g)
	for i, j := 0, 0; i < len(gf) && j < len(gg); {
		switch {
		case gf[i] == gg[j]:
			return gf[i]
		case gf[i] < gg[j]:
			i++
		default:
			j++
		}
	}
	return -1
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// LineError says why cells do not make a line, each cell touching the
// next (orthogonally or diagonally) and none twice, or returns "" when
// they do: for the kinds drawn as lines (thermometers, whispers, renban).
func LineError(cells []game.Pos) string {
	for i := 1; i < len(cells); i++ {
		if !Touching(cells[i-1], cells[i]) {
			return fmt.Sprintf("%s and %s are next to each other on the line but do not touch: a line goes from each cell to a neighbour, across an edge or a corner", cells[i-1], cells[i])
		}
	}
	return ""
}

// addUp writes "r1c1 r1c2 add up", or "r1c1 adds up" for one cell.
func addUp(cells []game.Pos) string {
	if len(cells) == 1 {
		return cells[0].String() + " adds up"
	}
	return cellList(cells) + " add up"
}

// one returns c alone, as a Read returns it.
func one(c game.Constraint) []game.Constraint { return []game.Constraint{c} }

// cellList writes cells as "r1c1 r1c2 r2c2".
func cellList(cells []game.Pos) string {
	parts := make([]string, len(cells))
	for i, c := range cells {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

// numbers returns each value's number, or game.ErrNotNumeric when the
// values are words: what a kind that adds, orders or compares values
// binds with.
func numbers(values *game.Values) ([]int, error) {
	if !values.Numeric() {
		return nil, game.ErrNotNumeric
	}
	out := make([]int, values.Len())
	for i := range out {
		out[i] = values.Number(i)
	}
	return out, nil
}

// valueOf returns the value whose number is n, or -1.
func valueOf(nums []int, n int) int {
	for v, x := range nums {
		if x == n {
			return v
		}
	}
	return -1
}

// eliminate adds to found every candidate of field f outside keep, and
// reports false when that leaves f nothing, or takes a placed field's
// value.
func eliminate(b *game.Board, found *game.Found, f int, keep game.ValueSet) bool {
	c := b.Candidates(f)
	if c&keep == 0 {
		return false
	}
	if b.Value(f) != game.Empty {
		return true
	}
	for gone := c &^ keep; gone != 0; gone &= gone - 1 {
		found.Add(f, gone.Lowest())
	}
	return true
}

// marked is a cell a drawing marks with a word (even, minimum): what the
// kinds of one marked cell share.
type marked struct {
	kind *game.RuleKind
	word string
	cell game.Pos
}

func (c *marked) Kind() *game.RuleKind { return c.kind }

func (c *marked) Name() string { return c.word + " " + c.cell.String() }

func (c *marked) Cells() []game.Pos { return []game.Pos{c.cell} }

// readMarked reads an item of marked cells, {cells: [r1c1, r5c5]}, and
// makes a constraint of each cell with mark, given the item's cells.
func readMarked(a Args, mark func(p game.Pos, item []game.Pos) game.Constraint) []game.Constraint {
	cells, ok := a.Cells("cells")
	if !ok {
		return nil
	}
	for i, p := range cells {
		if slices.Contains(cells[:i], p) {
			a.Errorf("cells", "%s is listed twice", p)
			return nil
		}
	}
	out := make([]game.Constraint, len(cells))
	for i, p := range cells {
		out[i] = mark(p, cells)
	}
	return out
}

// placed writes the values g holds in fields as "r1c1=5 r1c2=7", the
// empty ones left out.
func placed(g game.Grid, cells []game.Pos, fields []int, values *game.Values) string {
	var parts []string
	for i, f := range fields {
		if v := g.Value(f); v != game.Empty {
			parts = append(parts, cells[i].String()+"="+values.Name(v))
		}
	}
	return strings.Join(parts, " ")
}

// candidates returns the candidates of fields on b, in room lent by
// found.
func candidates(b *game.Board, found *game.Found, fields []int) []game.ValueSet {
	cands := found.ScratchSets(len(fields))
	for i, f := range fields {
		cands[i] = b.Candidates(f)
	}
	return cands
}

// keep takes out of each of fields what out[i] leaves out, and reports
// false when that empties one.
func keep(b *game.Board, found *game.Found, fields []int, out []game.ValueSet) bool {
	for i, f := range fields {
		if !eliminate(b, found, f, out[i]) {
			return false
		}
	}
	return true
}

// keepRead is keep, and, when it takes values out, names read, the
// candidates the rule read, in order, as its evidence Sets.
func keepRead(b *game.Board, found *game.Found, fields []int, read, out []game.ValueSet) bool {
	before := len(found.Eliminate)
	if !keep(b, found, fields, out) {
		return false
	}
	if len(found.Eliminate) > before {
		found.Sets = append(found.Sets, read...)
	}
	return true
}

// placeRequired keeps each value of required, which every way of filling
// fields (all different) holds, alone in the one cell of out that can
// take it, when only one can; it returns false when none can.
func placeRequired(fields []int, required game.ValueSet, out []game.ValueSet) bool {
	for ; required != 0; required &= required - 1 {
		v := required.Lowest()
		only := -1
		for i := range fields {
			if out[i].Has(v) {
				if only != -1 {
					only = -2
					break
				}
				only = i
			}
		}
		switch only {
		case -1:
			return false
		case -2:
		default:
			out[only] &= game.Bit(v)
		}
	}
	return true
}

// pointRequired takes each value of required, which one of fields will
// hold, out of every free cell beyond them on b that sees each of the
// fields that can take it (out): a value every combination of a cage
// holds leaves the rest of a box the cage's cells for it lie in.
func pointRequired(b *game.Board, found *game.Found, fields []int, required game.ValueSet, out []game.ValueSet) {
	if required == 0 {
		return
	}
	peers := b.Rules().PeerSets()
	for ; required != 0; required &= required - 1 {
		v := required.Lowest()
		where := b.Where(v)
		for w := range where {
			x := where[w]
			for i, f := range fields {
				if x == 0 {
					break
				}
				if out[i].Has(v) {
					x &= peers.Of(f)[w]
				}
			}
			for ; x != 0; x &= x - 1 {
				f := w<<6 | bits.TrailingZeros64(x)
				if b.Value(f) == game.Empty && !slices.Contains(fields, f) {
					found.Add(f, v)
				}
			}
		}
	}
}

// requiredOf returns the values that every one of sets (sets of as many
// different values as fields, as a cage's combinations) holds which holds
// what is placed in fields on b and fits their candidates one value each,
// but those placed; none when no set does.
func requiredOf(b *game.Board, fields []int, sets []game.ValueSet) game.ValueSet {
	var buf [game.MaxValues]game.ValueSet
	cands := buf[:len(fields)]
	var placed game.ValueSet
	for i, f := range fields {
		cands[i] = b.Candidates(f)
		if b.Value(f) != game.Empty {
			placed |= cands[i]
		}
	}
	required, some := ^game.ValueSet(0), false
	for _, set := range sets {
		if set&placed == placed && matches(cands, set) {
			required &= set
			some = true
		}
	}
	if !some {
		return 0
	}
	return required &^ placed
}

// WriteItem writes the marked cell into the item of its kind, which
// lists every cell so marked: even: {cells: [r1c1, r5c5]} (ItemWriter).
func (c *marked) WriteItem(w *ItemWriter) { w.Gather(keyOf(c.kind), "cells", []game.Pos{c.cell}) }

// narrowTo keeps in each of cands (a Narrower's) the values of out
// alone, and reports whether every cell keeps one.
func narrowTo(cands, out []game.ValueSet) bool {
	for i := range cands {
		if cands[i] &= out[i]; cands[i] == 0 {
			return false
		}
	}
	return true
}
