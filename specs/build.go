package specs

import (
	"cmp"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// build compiles a def into a Spec, reporting what game.NewRules finds at
// the positions the groups were written at.
func (d *def) build(errs *errorList) *Spec {
	specs := make([]game.GroupSpec, 0, len(d.groups))
	var notes []string
	type firstGroup struct {
		name string
		at   game.Position
	}
	seen := map[string]firstGroup{} // by the group's cells as a key
	dropped := 0
	kept := make([]int, 0, len(d.groups)) // the index in d.groups of each of specs
	for i, g := range d.groups {
		at := g.first
		if at.Line == 0 {
			at = g.item
		}
		key := cellsKey(g.spec.Cells)
		first, ok := seen[key]
		if !ok {
			seen[key] = firstGroup{g.spec.Name, at}
			specs = append(specs, g.spec)
			kept = append(kept, i)
			continue
		}
		if dropped++; dropped <= maxNotes {
			notes = append(notes, fmt.Sprintf("%s: %s has the cells of %s (%s): dropped, as it adds nothing", at, g.spec.Name, first.name, first.at))
		}
	}
	if dropped > maxNotes {
		notes = append(notes, fmt.Sprintf("and %d more groups dropped as repeats", dropped-maxNotes))
	}
	if len(specs) == 0 {
		if !d.badGroups { // else the errors of its groups say why
			errs.add(d.root.errAt(d.groupsAt, "the spec has no groups: add groups such as rows and columns"))
		}
		return nil
	}
	fields := d.fields
	if fields == nil {
		fields = groups.Covered(d.rows, d.cols, append(slices.Clip(specs), d.constraintCells()))
	}
	if n := countTrue(fields); d.maxFields > 0 && n > d.maxFields {
		errs.add(d.root.errAt(d.sizeAt, "the board has %d fields, more than the %d taken here", n, d.maxFields))
		return nil
	}
	before := errs.n
	n := d.values.Len()
	for _, g := range d.groups {
		if g.partition && len(g.spec.Cells) != n {
			errs.add(g.file.errAt(g.first, "%s has %d cells but there are %d values: each region of the map must have exactly %d cells", g.spec.Name, len(g.spec.Cells), n, n))
		}
	}
	for _, gp := range d.gaps {
		if fields[gp.cell.Row*d.cols+gp.cell.Col] {
			errs.add(gp.file.errAt(gp.pos, "%s is in no region, but the regions must tile the board: give it a region letter, or mark the regions partial: true", gp.cell))
		}
	}
	rules, err := game.NewRulesContext(d.context(), d.name, d.rows, d.cols, fields, d.values, specs, d.constraintsOf()...)
	if d.stop(err) {
		return nil
	}
	if err != nil {
		d.mapRulesErrors(err, kept, errs)
	}
	if errs.n > before || rules == nil {
		return nil
	}
	puzzles := slices.Clone(d.puzzles)
	for i := range puzzles {
		n := errs.n
		d.puzzleRules(&puzzles[i], rules, fields, specs, errs)
		if d.stopped == nil && errs.n == n {
			d.placed(&puzzles[i], rules, errs)
		}
	}
	if errs.n > before || d.stopped != nil {
		return nil
	}
	return &Spec{Name: d.name, Description: d.description, Source: d.root.name, Rules: rules, Puzzles: puzzles, Kinds: d.kinds, Notes: notes}
}

// countTrue returns how many of bs are true.
func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// context returns the context that stops d's building.
func (d *def) context() context.Context {
	if d.ctx == nil {
		return context.Background()
	}
	return d.ctx
}

// stop reports whether err, an error of building d's rules, is the
// building stopped by d's context, and keeps it as d.stopped.
func (d *def) stop(err error) bool {
	if err == nil || d.context().Err() == nil || !errors.Is(err, d.context().Err()) {
		return false
	}
	d.stopped = err
	return true
}

// maxNotes is how many repeated groups the notes name one by one.
const maxNotes = 10

// cellsKey writes a set of cells in one order, so that two groups of the
// same cells have the same key.
func cellsKey(cells []game.Pos) string {
	sorted := slices.Clone(cells)
	slices.SortFunc(sorted, func(a, b game.Pos) int {
		return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col))
	})
	b := make([]byte, 0, 4*len(sorted))
	for _, c := range sorted {
		b = binary.AppendUvarint(b, uint64(c.Row))
		b = binary.AppendUvarint(b, uint64(c.Col))
	}
	return string(b)
}

// mapRulesErrors turns the errors of game.NewRules into positioned errors.
// kept holds, for each group NewRules was given, its index in d.groups,
// which also holds the groups dropped as repeats. A group whose cells are
// derived (rows, boxes, ...) has no position per cell: its problems are
// reported once per list item, with a count of the others like it.
func (d *def) mapRulesErrors(err error, kept []int, errs *errorList) {
	list := game.SplitErrors(err)
	type key struct {
		pos  game.Position
		cell bool
	}
	first := map[key]*game.Error{}
	more := map[key]int{}
	var order []key
	for _, e := range list {
		if mapConstraintError(e, d.constraints, errs) || counted(e, errs) {
			continue
		}
		var ge *game.GroupError
		if !errors.As(e, &ge) || ge.Group < 0 || ge.Group >= len(kept) {
			errs.add(d.root.errAt(d.groupsAt, "%v", e))
			continue
		}
		g := d.groups[kept[ge.Group]]
		if ge.Cell < 0 && g.partition && len(g.spec.Cells) != d.values.Len() {
			continue // the wrong size of a region is reported at its map
		}
		ge.Msg = cutQuotes(ge.Msg, g.spec.Name)
		if ge.Cell >= 0 && ge.Cell < len(g.cells) {
			errs.add(g.file.errAt(g.cells[ge.Cell], "%s", ge.Msg))
			continue
		}
		k := key{g.item, ge.Cell >= 0}
		if first[k] != nil {
			more[k]++
			continue
		}
		first[k] = g.file.errAt(g.item, "%s", ge.Msg)
		order = append(order, k)
	}
	for _, k := range order {
		e := first[k]
		if m := more[k]; m > 0 {
			e.Msg += fmt.Sprintf(" (and %d more like it)", m)
		}
		errs.add(e)
	}
}
