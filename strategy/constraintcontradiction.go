package strategy

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// contradictionRounds bounds how far ConstraintContradiction follows a
// value: rounds of asking the constraints its changes touch.
const contradictionRounds = 3

// ConstraintContradiction follows a value through the rules alone: placed
// in its cell, the constraints of the cell and of the cells it leaves are
// asked what they take out, then the constraints of the cells they
// change, for up to three rounds; when one of them cannot hold, or leaves
// a cell nothing, the value leaves its cell. It is the short "if this were
// 6, the black dot would need a 3 beside it, which ..." that dot, line
// and sum puzzles are set for: a Nishio chain that follows the rules, not
// the singles, and no further than a person holds in mind. Rated below
// the chains and above the wings (4.5), however many of its rounds it
// takes: each is short enough to hold in mind.
var ConstraintContradiction = &Technique{
	Name:       "ConstraintContradiction",
	Doc:        "a value whose placement, followed through the rules alone for a few rounds, breaks a rule leaves its cell",
	Difficulty: 4.5,
	New:        func(r *game.Rules) MoveStrategy { return newConstraintContradiction(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		c := m.Eliminate[0]
		names := make([]string, len(m.Rules))
		for i, ci := range m.Rules {
			names[i] = r.Constraint(ci).Name()
		}
		last := names[len(names)-1]
		if len(names) == 1 {
			return fmt.Sprintf("if %s, %s cannot hold: so %s is not %s", r.Placement(c), last, r.FieldName(c.Field), r.Values.Name(c.Value))
		}
		verb := "take"
		if len(names) == 2 {
			verb = "takes"
		}
		return fmt.Sprintf("if %s, what %s %s out leaves %s no way to hold: so %s is not %s", r.Placement(c),
			strings.Join(names[:len(names)-1], "; "), verb, last, r.FieldName(c.Field), r.Values.Name(c.Value))
	},
}

// constraintContradiction scans, when asked, every candidate of a free
// cell that a constraint holds, on a scratch board: it runs after the
// easier techniques stall.
type constraintContradiction struct {
	rules   *game.Rules
	scratch *game.Board
	found   game.Found
	asked   []int  // the constraints of this round
	next    []int  // of the next round
	mark    []bool // per constraint: in next
	used    []int  // the constraints that took something out, in order
	mb      moveBuf
}

func newConstraintContradiction(r *game.Rules) *constraintContradiction {
	return &constraintContradiction{rules: r, scratch: game.NewBoard(r), mark: make([]bool, len(r.Constraints))}
}

func (s *constraintContradiction) Reset(*game.Board)                  {}
func (s *constraintContradiction) NotifyMove(*game.Board, *game.Move) {}

// DoMove returns the elimination of the first candidate that breaks a
// rule.
func (s *constraintContradiction) DoMove(b *game.Board) *game.Move {
	r := s.rules
	if len(r.Constraints) == 0 {
		return nil
	}
	for f := range r.NumFields() {
		if b.Value(f) != game.Empty || len(r.FieldConstraints(f)) == 0 {
			continue
		}
		for c := b.Candidates(f); c != 0; c &= c - 1 {
			v := c.Lowest()
			if s.breaks(b, f, v) {
				c := game.Candidate{Field: f, Value: v}
				s.mb.start(game.Deduction)
				s.mb.elim = append(s.mb.elim, c)
				s.mb.prem = append(s.mb.prem, c)
				s.mb.fields = append(s.mb.fields, f)
				s.mb.rules = append(s.mb.rules, s.used...)
				m := s.mb.done()
				m.Values = game.Bit(v)
				return m
			}
		}
	}
	return nil
}

// breaks reports whether v placed in f breaks a rule within
// contradictionRounds rounds of asking the constraints it touches; s.used
// then lists the constraints that took something
// out, each once, the one that broke last.
func (s *constraintContradiction) breaks(b *game.Board, f, v int) bool {
	r, x := s.rules, s.scratch
	x.CopyFrom(b)
	if !x.Place(f, v) {
		return false // the groups' to find
	}
	s.used, s.asked = s.used[:0], s.asked[:0]
	s.touch(f)
	where, peers := b.Where(v), r.PeerSet(f)
	for i := range where {
		for w := where[i] & peers[i]; w != 0; w &= w - 1 {
			s.touch(i<<6 | bits.TrailingZeros64(w))
		}
	}
	for range contradictionRounds {
		s.asked, s.next = s.next, s.asked[:0]
		for _, ci := range s.asked {
			s.mark[ci] = false
		}
		if len(s.asked) == 0 {
			return false
		}
		for _, ci := range s.asked {
			p, ok := r.Constraints[ci].(game.Propagator)
			if !ok {
				continue
			}
			s.found.Reset()
			if !p.Propagate(x, &s.found) {
				s.use(ci)
				s.clearNext()
				return true
			}
			if len(s.found.Eliminate) == 0 {
				continue
			}
			s.use(ci)
			for _, e := range s.found.Eliminate {
				if !x.Eliminate(e.Field, e.Value) {
					s.clearNext()
					return true
				}
				s.touch(e.Field)
			}
		}
	}
	s.clearNext()
	return false
}

// use adds constraint ci to those the contradiction used, once, last
// when it is there already (the one that breaks comes last).
func (s *constraintContradiction) use(ci int) {
	s.used = slices.DeleteFunc(s.used, func(c int) bool { return c == ci })
	s.used = append(s.used, ci)
}

// touch adds the constraints of field f to the next round.
func (s *constraintContradiction) touch(f int) {
	for _, ci := range s.rules.FieldConstraints(f) {
		if !s.mark[ci] {
			s.mark[ci] = true
			s.next = append(s.next, ci)
		}
	}
}

// clearNext empties the next round.
func (s *constraintContradiction) clearNext() {
	for _, ci := range s.next {
		s.mark[ci] = false
	}
	s.next = s.next[:0]
}
