package constraint

import (
	"slices"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// The values a sum must hold (game.Requirer), for the kinds that read
// their rule as a support function over their cells' candidates (an
// arrow, a little killer, a sandwich, an X-sum): a value is required when
// the support finds no way left with it taken out of every free cell.

// A holder is a rule that tells from its cells' candidates whether some
// way of filling them keeps it: holds sets out[i] to the values of
// cands[i] some way keeps and returns true, or returns false when no way
// does. It is the kind's propagation over candidates, so it must be sound
// the way Propagate is: false only when no way is left. Its room comes
// from found.
type holder interface {
	holds(found *game.Found, cands, out []game.ValueSet) bool
}

// requiredRoom is the room of requiredOn, lent per call: a constraint
// keeps nothing of a search in itself, and a Requirer is asked without a
// game.Found of its caller's. sets holds the candidates read from the
// board; work is the holder's, emptied before each ask.
type requiredRoom struct{ sets, work game.Found }

var requiredRooms = sync.Pool{New: func() any { return new(requiredRoom) }}

// requiredOn returns the values that h, a rule over fields, puts in its
// cells in every way it can still hold on b, but those placed there
// (game.Requirer): each value of a free cell that h keeps, taken out of
// every free cell, leaves h no way (or a free cell nothing). It returns
// nothing when h finds b broken. It asks h once, and again per value.
func requiredOn(b *game.Board, fields []int, h holder) game.ValueSet {
	room := requiredRooms.Get().(*requiredRoom)
	defer requiredRooms.Put(room)
	room.sets.Reset()
	n := len(fields)
	cands, without, out := room.sets.ScratchSets(n), room.sets.ScratchSets(n), room.sets.ScratchSets(n)
	var placed game.ValueSet
	for i, f := range fields {
		cands[i] = b.Candidates(f)
		if b.Value(f) != game.Empty {
			placed |= cands[i]
		}
	}
	room.work.Reset()
	if !h.holds(&room.work, cands, out) {
		return 0
	}
	var kept game.ValueSet // the values some way keeps in a free cell
	for i, f := range fields {
		if b.Value(f) == game.Empty {
			kept |= out[i]
		}
	}
	var required game.ValueSet
	for s := kept &^ placed; s != 0; s &= s - 1 {
		v := game.Bit(s.Lowest())
		emptied := false
		for i, f := range fields {
			without[i] = cands[i]
			if b.Value(f) == game.Empty {
				without[i] &^= v
				emptied = emptied || without[i] == 0
			}
		}
		room.work.Reset()
		if emptied || !h.holds(&room.work, without, out) {
			required |= v
		}
	}
	return required
}

// isHouse reports whether fields are those of a complete group of r, a
// house: it holds every value, and its own strong links say where, so a
// rule along it (a sandwich's, an X-sum's line) requires nothing more.
func isHouse(r *game.Rules, fields []int) bool {
	return slices.ContainsFunc(r.Groups, func(g game.Group) bool {
		return g.Complete && len(g.Fields) == len(fields) && !slices.ContainsFunc(fields, func(f int) bool { return !slices.Contains(g.Fields, f) })
	})
}
