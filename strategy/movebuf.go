package strategy

import "github.com/sudoku-rules/sudoku/game"

// moveBuf is a strategy's reusable move: its slices point into the buffer's
// own arrays and grow only when a move needs more, so making a move does not
// allocate once the buffer has grown.
type moveBuf struct {
	m      game.Move
	place  []game.Candidate
	elim   []game.Candidate
	fields []int
	groups []int
	cover  []int
	prem   []game.Candidate
	rules  []int
}

// start empties the buffer for a new move of kind k.
func (mb *moveBuf) start(k game.MoveKind) {
	mb.place, mb.elim = mb.place[:0], mb.elim[:0]
	mb.fields, mb.groups, mb.cover, mb.prem, mb.rules = mb.fields[:0], mb.groups[:0], mb.cover[:0], mb.prem[:0], mb.rules[:0]
	mb.m = game.Move{Kind: k}
}

// done returns the move with the slices gathered so far.
func (mb *moveBuf) done() *game.Move {
	m := &mb.m
	m.Place, m.Eliminate = mb.place, mb.elim
	m.Fields, m.Groups, m.Cover = mb.fields, mb.groups, mb.cover
	m.Premises = mb.prem
	m.Rules = mb.rules
	return m
}

// singleMove is the reusable move of a single: one placement, or a
// contradiction, about one field, value and group.
type singleMove struct {
	m     game.Move
	place [1]game.Candidate
	field [1]int
	group [1]int
}

// set returns a move of kind k about value v in field f (no field when f
// is -1) and group g (no group when g is -1), with f in its evidence too.
// A deduction places v in f.
func (s *singleMove) set(k game.MoveKind, f, v, g int) *game.Move {
	s.place[0] = game.Candidate{Field: f, Value: v}
	s.field[0], s.group[0] = f, g
	// Each slice of the move is written once: a write of a pointer costs
	// a check for the garbage collector.
	var place []game.Candidate
	var fields, groups []int
	var values game.ValueSet
	if k == game.Deduction {
		place = s.place[:]
	}
	if f >= 0 {
		fields = s.field[:]
	}
	if g >= 0 {
		groups = s.group[:]
	}
	if v >= 0 {
		values = game.Bit(v)
	}
	m := &s.m
	m.Kind, m.Place, m.Fields, m.Groups, m.Values = k, place, fields, groups, values
	return m
}
