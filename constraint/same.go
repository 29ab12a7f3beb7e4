package constraint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// SameRules says how b's rules differ from a's, or returns nil when they
// are the same: the board, its values and groups (each by its cells, in
// any order), and the constraints as their items say them (Items), in
// any order. A writer of a format checks with it that what it wrote reads
// back to the rules it was given.
func SameRules(a, b *game.Rules) error {
	if err := SameBoard(a, b); err != nil {
		return err
	}
	ia, err := Items(a.Constraints)
	if err != nil {
		return err
	}
	ib, err := Items(b.Constraints)
	if err != nil {
		return err
	}
	ta, tb := itemTexts(ia), itemTexts(ib)
	if !slices.Equal(ta, tb) {
		return fmt.Errorf("other constraints: %s, not %s", strings.Join(tb, "; "), strings.Join(ta, "; "))
	}
	return nil
}

// SameBoard says how b's board, values or groups differ from a's, or
// returns nil when they are the same; groups are compared by their
// cells, in any order, a group listed twice as once, and the groups of
// rules (a cage's) are left out.
func SameBoard(a, b *game.Rules) error {
	switch {
	case a.Rows != b.Rows || a.Cols != b.Cols:
		return fmt.Errorf("a board of %dx%d, not %dx%d", b.Rows, b.Cols, a.Rows, a.Cols)
	case !slices.Equal(a.Values.Names(), b.Values.Names()):
		return fmt.Errorf("the values %s, not %s", strings.Join(b.Values.Names(), " "), strings.Join(a.Values.Names(), " "))
	case a.NumFields() != b.NumFields():
		return fmt.Errorf("%d fields, not %d", b.NumFields(), a.NumFields())
	}
	for f := range a.NumFields() {
		if a.Pos(f) != b.Pos(f) {
			return fmt.Errorf("a field at %s, not at %s", b.Pos(f), a.Pos(f))
		}
	}
	if g, ok := missing(b.GroupSpecs(), a.GroupSpecs()); !ok {
		return fmt.Errorf("a group of %s", cellList(g.Cells))
	}
	if g, ok := missing(a.GroupSpecs(), b.GroupSpecs()); !ok {
		return fmt.Errorf("no group of %s", cellList(g.Cells))
	}
	return nil
}

// missing returns a group of a that no group of b has the cells of, and
// false; true when there is none. (A group twice is the same rule as
// once: specs drop the second.)
func missing(a, b []game.GroupSpec) (game.GroupSpec, bool) {
	for _, g := range a {
		if !slices.ContainsFunc(b, func(h game.GroupSpec) bool { return groups.SameCells(g.Cells, h.Cells) }) {
			return g, false
		}
	}
	return game.GroupSpec{}, true
}

// itemTexts writes items, sorted, for a comparison and its message.
func itemTexts(items []Item) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = it.String()
	}
	slices.Sort(out)
	return out
}
