package strategy

import (
	"github.com/sudoku-rules/sudoku/game"
)

// PossibleFieldForValueInGroup places a value that has a single possible
// field left in a complete group (a hidden single). It keeps, per complete
// group and value, the number of the group's fields that may hold the value
// (a placed field counts for its own value). Every candidate removal the
// board reports lowers the counts of the field's groups; a count that falls
// to one stacks the group and value for DoMove, and a count that falls to
// zero is a contradiction: the value has no place left in the group.
type PossibleFieldForValueInGroup struct {
	rules   *game.Rules
	nv      int
	count   []uint8 // group*nv + value
	ready   []int32 // group*nv + value, count reached 1
	broken  int32   // group*nv + value with count 0, or -1
	snaps   []hiddenSnap
	present []bool // group is complete
}

type hiddenSnap struct {
	count  []uint8
	ready  []int32
	broken int32
}

// NewPossibleFieldForValueInGroup returns the strategy; Reset prepares it for
// a board.
func NewPossibleFieldForValueInGroup() *PossibleFieldForValueInGroup {
	return &PossibleFieldForValueInGroup{}
}

// Name returns "PossibleFieldForValueInGroup".
func (s *PossibleFieldForValueInGroup) Name() string { return PossibleFieldForValueInGroupName }

// Reset counts, for every complete group of b and every value, the fields
// that may hold it.
func (s *PossibleFieldForValueInGroup) Reset(b *game.Board) {
	r := b.Rules()
	if s.rules != r {
		s.rules = r
		s.nv = r.NumValues()
		s.count = make([]uint8, len(r.Groups)*s.nv)
		s.ready = make([]int32, 0, len(s.count))
		s.snaps = s.snaps[:0]
		s.present = make([]bool, len(r.Groups))
		for gi, g := range r.Groups {
			s.present[gi] = g.Complete
		}
	}
	clear(s.count)
	s.ready = s.ready[:0]
	s.broken = -1
	for gi, g := range r.Groups {
		if !g.Complete {
			continue
		}
		row := countPlaces(b, g, s.count[gi*s.nv:(gi+1)*s.nv])
		for v := s.nv - 1; v >= 0; v-- {
			switch row[v] {
			case 0:
				s.broken = int32(gi*s.nv + v)
			case 1:
				s.ready = append(s.ready, int32(gi*s.nv+v))
			}
		}
	}
}

// NotifyMove lowers the counts for every candidate the move removed.
func (s *PossibleFieldForValueInGroup) NotifyMove(b *game.Board, m game.Move) {
	for _, ch := range b.Changes() {
		for _, gi := range s.rules.FieldGroups(ch.Field) {
			if !s.present[gi] {
				continue
			}
			base := gi * s.nv
			for c := ch.Removed; c != 0; c &= c - 1 {
				i := base + c.Lowest()
				s.count[i]--
				switch s.count[i] {
				case 1:
					s.ready = append(s.ready, int32(i))
				case 0:
					s.broken = int32(i)
				}
			}
		}
	}
}

// DoMove reports a contradiction when some value has no place left in a
// complete group, else places a value in the only field of a group that may
// hold it.
func (s *PossibleFieldForValueInGroup) DoMove(b *game.Board) (game.Move, bool) {
	if s.broken >= 0 {
		i := int(s.broken)
		s.broken = -1
		return game.Move{Kind: game.Contradiction, Field: -1, Value: i % s.nv, Group: i / s.nv, Strategy: PossibleFieldForValueInGroupName}, true
	}
	for len(s.ready) > 0 {
		i := int(s.ready[len(s.ready)-1])
		s.ready = s.ready[:len(s.ready)-1]
		if s.count[i] != 1 {
			continue
		}
		gi, v := i/s.nv, i%s.nv
		bit := game.Bit(v)
		for _, f := range s.rules.Groups[gi].Fields {
			if b.Candidates(f)&bit != 0 {
				if b.Value(f) != game.Empty {
					break // already placed there
				}
				return game.Move{Kind: game.Place, Field: f, Value: v, Group: gi, Strategy: PossibleFieldForValueInGroupName}, true
			}
		}
	}
	return game.Move{}, false
}

// Explain names the value and the group it has one field left in.
func (s *PossibleFieldForValueInGroup) Explain(r *game.Rules, m game.Move) string {
	g := r.Groups[m.Group].Name
	v := r.Values.Name(m.Value)
	if m.Kind == game.Contradiction {
		return "no field left for " + v + " in " + g
	}
	return "only field for " + v + " in " + g
}

// Save keeps the counts for depth d.
func (s *PossibleFieldForValueInGroup) Save(d int) {
	for len(s.snaps) <= d {
		s.snaps = append(s.snaps, hiddenSnap{count: make([]uint8, len(s.count))})
	}
	sn := &s.snaps[d]
	copy(sn.count, s.count)
	sn.ready = append(sn.ready[:0], s.ready...)
	sn.broken = s.broken
}

// Restore takes the counts back to what Save(d) kept.
func (s *PossibleFieldForValueInGroup) Restore(d int) {
	sn := &s.snaps[d]
	copy(s.count, sn.count)
	s.ready = append(s.ready[:0], sn.ready...)
	s.broken = sn.broken
}

// countPlaces adds to row[v], for every value v, the fields of g whose
// candidates hold v (a placed field counts for its own value), and returns
// row.
func countPlaces(b *game.Board, g game.Group, row []uint8) []uint8 {
	for _, f := range g.Fields {
		for c := b.Candidates(f); c != 0; c &= c - 1 {
			row[c.Lowest()]++
		}
	}
	return row
}
