package strategy

import "github.com/sudoku-rules/sudoku/game"

// dirtyGroups is the pending work of a strategy that scans groups: the set
// of groups, among those it looks at, whose fields lost candidates since it
// last looked. Embedded, it gives the strategy its Reset, Rewind and
// NotifyMove: a move dirties the groups of every field it took candidates
// from, one OR of a precomputed set of groups per field.
type dirtyGroups struct {
	rules *game.Rules
	dirty game.Bitset // of groups
	scope game.Bitset // of groups: those the strategy looks at
}

func newDirtyGroups(r *game.Rules) dirtyGroups {
	return dirtyGroups{rules: r, dirty: game.NewGroupSet(r), scope: game.NewGroupSet(r)}
}

// Reset marks every group in scope dirty.
func (d *dirtyGroups) Reset(*game.Board) { d.dirty.Copy(d.scope) }

// Rewind drops the dirty groups: at a stalled position there are none.
func (d *dirtyGroups) Rewind(*game.Board) { d.dirty.Clear() }

// NotifyMove marks dirty the groups of every field that lost candidates.
func (d *dirtyGroups) NotifyMove(b *game.Board, _ *game.Move) {
	d.rules.AddChangedGroups(d.dirty, b.Changes())
}
