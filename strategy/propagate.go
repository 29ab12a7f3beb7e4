package strategy

import (
	"math/bits"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// The propagation of the rule kinds. Every loop runs first, whatever
// techniques were chosen, one strategy for each kind of the game's
// constraints that propagate (game.Propagator): a rule always holds. Its
// moves take out what a constraint forbids, with the constraint as their
// evidence (Evidence.Rules), and are traced, counted and rated like any
// technique's, under the kind's name and difficulty. AllDifferent needs
// none: the board keeps it as it places.

// ruleTechniques returns the technique of the propagation of each kind of
// r's constraints that has a constraint that propagates, in the order of
// r.Kinds.
func ruleTechniques(r *game.Rules) []*Technique {
	var out []*Technique
	for _, k := range r.Kinds() {
		for _, c := range r.Constraints {
			if _, ok := c.(game.Propagator); ok && c.Kind() == k {
				out = append(out, propagationOf(k))
				break
			}
		}
	}
	return out
}

// propagations holds the technique of each kind's propagation, made once
// per kind, so that every engine sees the same descriptor.
var propagations sync.Map // *game.RuleKind -> *Technique

// propagationOf returns the technique of kind k's propagation.
func propagationOf(k *game.RuleKind) *Technique {
	if t, ok := propagations.Load(k); ok {
		return t.(*Technique)
	}
	t, _ := propagations.LoadOrStore(k, &Technique{
		Name:       k.Name,
		Doc:        "the rule: " + k.Doc,
		Difficulty: k.Difficulty,
		New:        func(r *game.Rules) MoveStrategy { return newPropagation(r, k) },
		Explain:    explainPropagation,
	})
	return t.(*Technique)
}

// explainPropagation names the constraint a propagation read: in its own
// words when it is a game.Explainer.
func explainPropagation(r *game.Rules, m *game.Move) string {
	if len(m.Rules) == 0 {
		return ""
	}
	c := r.Constraint(m.Rules[0])
	if c == nil {
		return ""
	}
	if x, ok := c.(game.Explainer); ok {
		return x.Explain(r, m)
	}
	if m.Kind == game.Contradiction {
		return c.Name() + " cannot hold"
	}
	return "by " + c.Name()
}

// Implied is the propagation of the constraints the rule kinds derive
// (game.Rules.Implied): facts such as a killer's innies and outies, which
// let the search find its dead ends sooner. An engine that may guess runs
// it after the rules' own propagation; the techniques, and so a rating or
// a hint, do without it. Its moves name the implied constraint as
// Rules.Constraint does.
var Implied = &Technique{
	Name:       "Implied",
	Doc:        "the search's shortcut: what the rules imply together, such as the sum of the cells a row leaves out of the cages within it",
	Difficulty: 3.0,
	New:        func(r *game.Rules) MoveStrategy { return newImpliedPropagation(r) },
	Explain:    explainPropagation,
}

// propagation asks constraints that propagate, those whose fields a
// change touched since it last asked them (its dirty set), for what their
// rules forbid: the constraints of one kind, or the implied ones.
type propagation struct {
	_      game.CacheLinePad
	rules  *game.Rules
	cons   []game.Constraint // r.Constraints, or r.Implied()
	offset int               // what a move adds to an index of cons: 0, or len(r.Constraints)
	fields func(ci int) []int
	mine   []bool      // per constraint: of the kind, and a Propagator
	dirty  game.Bitset // of constraints
	scope  game.Bitset // of constraints: the kind's that propagate
	at     [][]int     // per field: the implied constraints holding it; nil for a kind's
	found  game.Found
	mb     moveBuf
	_      game.CacheLinePad
}

func newPropagation(r *game.Rules, k *game.RuleKind) *propagation {
	s := newPropagationOf(r, r.Constraints, 0, r.ConstraintFields)
	for i, c := range r.Constraints {
		if _, ok := c.(game.Propagator); ok && c.Kind() == k {
			s.mine[i] = true
			s.scope.Add(i)
		}
	}
	return s
}

// newImpliedPropagation returns the propagation of r's implied
// constraints.
func newImpliedPropagation(r *game.Rules) *propagation {
	s := newPropagationOf(r, r.Implied(), len(r.Constraints), r.ImpliedFields)
	s.at = make([][]int, r.NumFields())
	for i, c := range s.cons {
		if _, ok := c.(game.Propagator); ok {
			s.mine[i] = true
			s.scope.Add(i)
			for _, f := range r.ImpliedFields(i) {
				s.at[f] = append(s.at[f], i)
			}
		}
	}
	return s
}

func newPropagationOf(r *game.Rules, cons []game.Constraint, offset int, fields func(int) []int) *propagation {
	n := len(cons)
	return &propagation{rules: r, cons: cons, offset: offset, fields: fields,
		mine: make([]bool, n), dirty: make(game.Bitset, (n+63)/64), scope: make(game.Bitset, (n+63)/64)}
}

// DoMove returns the eliminations of the first dirty constraint that has
// any, or a contradiction when one is broken. A constraint that has
// nothing more is no longer dirty.
func (s *propagation) DoMove(b *game.Board) *game.Move {
	for i := range s.dirty {
		for ; s.dirty[i] != 0; s.dirty[i] &= s.dirty[i] - 1 {
			ci := i<<6 | bits.TrailingZeros64(s.dirty[i])
			s.found.Reset()
			ok := s.cons[ci].(game.Propagator).Propagate(b, &s.found)
			if !ok {
				s.mb.start(game.Contradiction)
			} else if len(s.found.Eliminate) > 0 {
				s.mb.start(game.Deduction)
				s.mb.elim = append(s.mb.elim, s.found.Eliminate...)
			} else {
				continue
			}
			s.mb.fields = append(s.mb.fields, s.fields(ci)...)
			s.mb.rules = append(s.mb.rules, s.offset+ci)
			m := s.mb.done()
			m.Sets = s.found.Sets
			return m
		}
	}
	return nil
}

// Reset marks every constraint of the kind dirty.
func (s *propagation) Reset(*game.Board) { s.dirty.Copy(s.scope) }

// Rewind drops the dirty constraints: at a stalled position there are
// none.
func (s *propagation) Rewind(*game.Board) { s.dirty.Clear() }

// NotifyMove marks dirty the constraints of the kind that hold a field
// that lost candidates or was placed.
func (s *propagation) NotifyMove(b *game.Board, m *game.Move) {
	for _, c := range b.Changes() {
		s.touch(c.Field)
	}
	for _, c := range m.Place {
		s.touch(c.Field)
	}
}

func (s *propagation) touch(f int) {
	if s.at != nil {
		for _, ci := range s.at[f] {
			s.dirty.Add(ci)
		}
		return
	}
	for _, ci := range s.rules.FieldConstraints(f) {
		if s.mine[ci] {
			s.dirty.Add(ci)
		}
	}
}
