package strategy

import (
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// PossibleFieldForValueInGroup places a value that has a single possible
// field left in a complete group (a hidden single). Rated as Sudoku
// Explainer rates hidden singles: 1.2 in a box-shaped group (box, window,
// region, ...), 1.5 in a line (row, column, diagonal).
var PossibleFieldForValueInGroup = &Technique{
	Name:          "PossibleFieldForValueInGroup",
	Doc:           "a value with a single possible field in a complete group goes there (hidden single)",
	Difficulty:    1.2,
	MaxDifficulty: 1.5,
	Single:        true,
	New:           func(r *game.Rules) MoveStrategy { return newPossibleFieldForValueInGroup(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		g := r.Groups[m.Groups[0]].Name
		v := m.Values.Format(r.Values)
		if m.Kind == game.Contradiction {
			return "no field left for " + v + " in " + g
		}
		return "only field for " + v + " in " + g
	},
	Rate: func(r *game.Rules, m *game.Move) float64 {
		if isLine(r.Groups[m.Groups[0]]) {
			return 1.5
		}
		return 1.2
	},
}

// isLine reports whether a group is a line of the board (row, column,
// diagonal), which people scan more slowly than a compact group.
func isLine(g game.Group) bool { return g.Kind.Line() }

// possibleFieldForValueInGroup keeps the set of groups whose fields lost
// candidates since it last looked at them (dirty groups). DoMove scans a
// dirty complete group's candidates once: the values seen in exactly one of
// its fields and not yet placed are hidden singles, and a value seen in
// none is a contradiction. Every field that lost candidates dirties its
// groups, one OR of a precomputed set of groups per field; scanning a
// group's few candidate sets then costs less than counting, at every
// removal, a value's places in each of the field's groups.
//
// It looks at box-shaped groups before lines, as a person does and as the
// ratings do (1.2 before 1.5).
type possibleFieldForValueInGroup struct {
	_           game.CacheLinePad // apart from other engines' state: see game.CacheLinePad
	dirtyGroups                   // in scope: the complete groups
	passes      [2]game.Bitset    // complete groups that are not lines, then lines
	fields      []int32           // every group's fields, one group after another
	start       []int32           // per group and one more: where its fields start in fields
	mb          singleMove
	_           game.CacheLinePad
}

func newPossibleFieldForValueInGroup(r *game.Rules) *possibleFieldForValueInGroup {
	s := &possibleFieldForValueInGroup{dirtyGroups: newDirtyGroups(r)}
	s.passes = [2]game.Bitset{game.NewGroupSet(r), game.NewGroupSet(r)}
	for _, g := range r.Groups {
		s.start = append(s.start, int32(len(s.fields)))
		for _, f := range g.Fields {
			s.fields = append(s.fields, int32(f))
		}
	}
	s.start = append(s.start, int32(len(s.fields)))
	for gi, g := range r.Groups {
		if g.Complete {
			s.scope.Add(gi)
			if isLine(g) {
				s.passes[1].Add(gi)
			} else {
				s.passes[0].Add(gi)
			}
		}
	}
	return s
}

// DoMove reports a contradiction when some value has no place left in a
// dirty group, else places a value in the only field of a dirty group that
// may hold it. A group stays dirty until a scan finds nothing in it.
func (s *possibleFieldForValueInGroup) DoMove(b *game.Board) *game.Move {
	all := s.rules.Values.All()
	cands := b.AllCandidates()
	for _, pass := range s.passes {
		for i, w := range pass {
			for todo := s.dirty[i] & w; todo != 0; todo &= todo - 1 {
				gi := i<<6 + bits.TrailingZeros64(todo)
				if b.FreeIn(gi) == 0 {
					// Every value is placed: nothing to find.
					s.dirty[i] &^= 1 << (uint(gi) & 63)
					continue
				}
				fields := s.fields[s.start[gi]:s.start[gi+1]]
				// A placed field's candidates are its value, which no
				// other field of the group holds: it counts once, and is
				// taken out below.
				var once, twice game.ValueSet
				for _, f := range fields {
					c := cands[f]
					twice |= once & c
					once |= c
				}
				if missing := all &^ once; missing != 0 {
					return s.mb.set(game.Contradiction, -1, missing.Lowest(), gi)
				}
				if singles := once &^ twice &^ b.Placed(gi); singles != 0 {
					// The one field is where v's candidate fields meet
					// the group's.
					v := singles.Lowest()
					if f := placeIn(b, gi, v); f >= 0 {
						return s.mb.set(game.Deduction, f, v, gi)
					}
				}
				s.dirty[i] &^= 1 << (uint(gi) & 63)
			}
		}
	}
	return nil
}
