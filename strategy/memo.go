package strategy

import (
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// memo keeps what a propagation's Local constraints (game.Local) found,
// each for the state of its cells (their candidates and which are
// placed), so that asking one again about the same state is a look-up:
// a forcing chain's branches ask the same arrow about the same cells
// thousands of times (in SudokuSolver's "Orbit", 97% of the asks of its
// little killers repeat one before). It is direct-mapped: a
// slot keeps the last state that hashed to it.
type memo struct {
	slots  []memoSlot
	ci     int             // the constraint looked up last
	key    []game.ValueSet // the candidates of its cells, looked up last
	placed uint64          // which of them are placed
}

// memoSlot is one state of a constraint's cells and what it found there.
type memoSlot struct {
	ci     int // the constraint's index, plus one; 0 for an empty slot
	placed uint64
	cands  []game.ValueSet
	ok     bool
	elim   []game.Candidate
	sets   []game.ValueSet
}

const (
	memoBits  = 12
	memoSlots = 1 << memoBits // per propagation with a Local constraint in a forcing chain's loop: well under 1 MB each on a classic board, allocated at its first ask
	// A constraint of one cell is cheaper to ask than to look up; of
	// more than 64, its placed cells do not fit a word.
	minMemoCells = 2
	maxMemoCells = 64
)

// memoizes reports whether a propagation keeps what constraint c, of
// cells fields, finds.
func memoizes(c game.Constraint, fields []int) bool {
	_, local := c.(game.Local)
	return local && len(fields) >= minMemoCells && len(fields) <= maxMemoCells
}

// find returns the slot of constraint ci, of cells fields, for their
// state on b, and whether it holds what ci found there; when it does not,
// the caller may ask ci and keep what it finds in the slot with keep.
func (m *memo) find(b *game.Board, ci int, fields []int) (*memoSlot, bool) {
	if m.slots == nil {
		m.slots = make([]memoSlot, memoSlots)
	}
	m.key = m.key[:0]
	var placed uint64
	h := uint64(ci+1) * 0x9e3779b97f4a7c15
	for i, f := range fields {
		c := b.Candidates(f)
		m.key = append(m.key, c)
		if b.Value(f) != game.Empty {
			placed |= 1 << uint(i)
		}
		h = (h ^ uint64(c)) * 0x100000001b3
	}
	h = (h ^ placed) * 0x9e3779b97f4a7c15
	m.ci, m.placed = ci, placed
	slot := &m.slots[h>>(64-memoBits)]
	return slot, slot.ci == ci+1 && slot.placed == placed && slices.Equal(slot.cands, m.key)
}

// keep keeps in slot, the one find returned last, the state find looked
// up and what its constraint found there: whether it holds, its
// eliminations and the sets its reason names.
func (m *memo) keep(slot *memoSlot, ok bool, found *game.Found) {
	slot.ci, slot.placed = m.ci+1, m.placed
	slot.cands = append(slot.cands[:0], m.key...)
	slot.ok = ok
	slot.elim = append(slot.elim[:0], found.Eliminate...)
	slot.sets = append(slot.sets[:0], found.Sets...)
}
