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
	c := r.Constraints[m.Rules[0]]
	if x, ok := c.(game.Explainer); ok {
		return x.Explain(r, m)
	}
	if m.Kind == game.Contradiction {
		return c.Name() + " cannot hold"
	}
	return "by " + c.Name()
}

// propagation asks the constraints of one kind that propagate, those whose
// fields a change touched since it last asked them (its dirty set), for
// what their rules forbid.
type propagation struct {
	_     game.CacheLinePad
	rules *game.Rules
	mine  []bool      // per constraint: of the kind, and a Propagator
	dirty game.Bitset // of constraints
	scope game.Bitset // of constraints: the kind's that propagate
	found game.Found
	mb    moveBuf
	_     game.CacheLinePad
}

func newPropagation(r *game.Rules, k *game.RuleKind) *propagation {
	n := len(r.Constraints)
	s := &propagation{rules: r, mine: make([]bool, n), dirty: make(game.Bitset, (n+63)/64), scope: make(game.Bitset, (n+63)/64)}
	for i, c := range r.Constraints {
		if _, ok := c.(game.Propagator); ok && c.Kind() == k {
			s.mine[i] = true
			s.scope.Add(i)
		}
	}
	return s
}

// DoMove returns the eliminations of the first dirty constraint that has
// any, or a contradiction when one is broken. A constraint that has
// nothing more is no longer dirty.
func (s *propagation) DoMove(b *game.Board) *game.Move {
	for i := range s.dirty {
		for ; s.dirty[i] != 0; s.dirty[i] &= s.dirty[i] - 1 {
			ci := i<<6 | bits.TrailingZeros64(s.dirty[i])
			s.found.Reset()
			ok := s.rules.Constraints[ci].(game.Propagator).Propagate(b, &s.found)
			if !ok {
				s.mb.start(game.Contradiction)
			} else if len(s.found.Eliminate) > 0 {
				s.mb.start(game.Deduction)
				s.mb.elim = append(s.mb.elim, s.found.Eliminate...)
			} else {
				continue
			}
			s.mb.fields = append(s.mb.fields, s.rules.ConstraintFields(ci)...)
			s.mb.rules = append(s.mb.rules, ci)
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
	for _, ci := range s.rules.FieldConstraints(f) {
		if s.mine[ci] {
			s.dirty.Add(ci)
		}
	}
}
