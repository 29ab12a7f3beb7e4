package strategy

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// ConstraintRequiredValue finds a value a constraint cannot do without
// in some of its cells: taken out of them, the constraint alone, asked
// until it finds nothing more, cannot hold. The value then goes in one
// of them, and leaves every cell that sees them all. It reads the cells
// of the constraint that can hold the value, all of them, then those in
// each complete group: an arrow whose two cells in a row are the only
// ones small enough needs the row's 1 among them, so 1 leaves the rest of
// the row. It asks any constraint that propagates, whatever its kind (a
// cage's own is CageRequiredValue, easier); rated as a hidden pair, since
// it reads one value's places against one rule, as a hidden subset reads
// them against a group.
var ConstraintRequiredValue = &Technique{
	Name:       "ConstraintRequiredValue",
	Doc:        "a constraint that cannot hold without a value in some of its cells puts it there: it leaves the cells that see them all",
	Difficulty: 3.4,
	New:        func(r *game.Rules) MoveStrategy { return newConstraintRequired(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		v := m.Values.Format(r.Values)
		return fmt.Sprintf("%s cannot hold without %s in %s: %s goes there and leaves %s", r.Constraint(m.Rules[0]).Name(), v,
			fieldNames(r, m.Fields), v, eliminationNames(r, m.Eliminate))
	},
}

// maxRequiredRounds bounds how often ConstraintRequiredValue asks a
// constraint again on a hypothesis: enough for every kind here to reach
// its end on a 9x9 board.
const maxRequiredRounds = 20

// constraintRequired scans, when asked, every constraint that propagates
// and every value: it runs after the easier techniques stall. Its state
// is scratch: a board for the hypotheses, and the sets of fields it
// reads.
type constraintRequired struct {
	rules   *game.Rules
	scratch *game.Board
	found   game.Found
	cells   []int       // the constraint's free cells that can hold the value
	part    []int       // those of them in one group
	groups  []int       // the complete groups of cells
	seeing  game.Bitset // the fields that see every cell of part
	mb      moveBuf
}

func newConstraintRequired(r *game.Rules) *constraintRequired {
	return &constraintRequired{rules: r, scratch: game.NewBoard(r), seeing: game.NewFieldSet(r)}
}

func (s *constraintRequired) Reset(*game.Board)                  {}
func (s *constraintRequired) NotifyMove(*game.Board, *game.Move) {}

// DoMove returns the eliminations of the first constraint, value and
// cells of it the constraint cannot do without.
func (s *constraintRequired) DoMove(b *game.Board) *game.Move {
	r := s.rules
	for ci, c := range r.Constraints {
		if _, ok := c.(game.Propagator); !ok {
			continue
		}
		fields := r.ConstraintFields(ci)
		for v := range r.NumValues() {
			s.cells = s.cells[:0]
			for _, f := range fields {
				if b.Value(f) == v {
					s.cells = s.cells[:0]
					break
				}
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					s.cells = append(s.cells, f)
				}
			}
			if len(s.cells) == 0 {
				continue
			}
			if m := s.try(b, ci, v, s.cells, -1); m != nil {
				return m
			}
			// The complete groups of those cells, each once.
			s.groups = s.groups[:0]
			for _, f := range s.cells {
				for _, gi := range r.FieldGroups(f) {
					if r.Groups[gi].Complete && !slices.Contains(s.groups, gi) {
						s.groups = append(s.groups, gi)
					}
				}
			}
			for _, gi := range s.groups {
				s.part = s.part[:0]
				for _, f := range s.cells {
					if r.GroupSet(gi).Has(f) {
						s.part = append(s.part, f)
					}
				}
				if len(s.part) == 0 || len(s.part) == len(s.cells) {
					continue
				}
				if m := s.try(b, ci, v, s.part, gi); m != nil {
					return m
				}
			}
		}
	}
	return nil
}

// try returns the move that takes v out of the free cells that see every
// one of part, when there are any and constraint ci cannot hold with v
// out of part; else nil. gi is the group part was taken from, or -1.
func (s *constraintRequired) try(b *game.Board, ci, v int, part []int, gi int) *game.Move {
	r := s.rules
	s.seeing.Copy(b.Where(v))
	for _, f := range part {
		s.seeing.Remove(f)
		s.seeing.And(s.seeing, r.PeerSet(f))
	}
	if s.seeing.Empty() || s.holdsWithout(b, ci, v, part) {
		return nil
	}
	s.mb.start(game.Deduction)
	for i, w := range s.seeing {
		for ; w != 0; w &= w - 1 {
			f := i<<6 | bits.TrailingZeros64(w)
			if b.Value(f) == game.Empty {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: v})
			}
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, part...)
	if gi >= 0 {
		s.mb.groups = append(s.mb.groups, gi)
	}
	s.mb.rules = append(s.mb.rules, ci)
	m := s.mb.done()
	m.Values = game.Bit(v)
	return m
}

// holdsWithout reports whether constraint ci may still hold on b with v
// taken out of part: it asks the constraint on the scratch board until
// it finds nothing more, or finds the board broken.
func (s *constraintRequired) holdsWithout(b *game.Board, ci, v int, part []int) bool {
	x := s.scratch
	x.CopyFrom(b)
	for _, f := range part {
		if !x.Eliminate(f, v) {
			return false
		}
	}
	p := s.rules.Constraints[ci].(game.Propagator)
	for range maxRequiredRounds {
		s.found.Reset()
		if !p.Propagate(x, &s.found) {
			return false
		}
		if len(s.found.Eliminate) == 0 {
			return true
		}
		for _, e := range s.found.Eliminate {
			if !x.Eliminate(e.Field, e.Value) {
				return false
			}
		}
	}
	return true
}
