package strategy

import (
	"math/bits"
	"slices"
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
	for _, k := range propagatingKinds(r) {
		out = append(out, propagationOf(k))
	}
	return out
}

// propagatingKinds returns the kinds of r's constraints that have a
// constraint that propagates, in the order of r.Kinds.
func propagatingKinds(r *game.Rules) []*game.RuleKind {
	var out []*game.RuleKind
	for _, k := range r.Kinds() {
		for _, c := range r.Constraints {
			if _, ok := c.(game.Propagator); ok && c.Kind() == k {
				out = append(out, k)
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
	return made(&propagations, k, func() *Technique {
		return &Technique{Name: k.Name, Doc: "the rule: " + k.Doc, Difficulty: k.Difficulty, Given: k.Given,
			New: func(r *game.Rules) MoveStrategy { return newPropagation(r, k) }, Explain: explainPropagation}
	})
}

// made returns the technique kept in m for key, made by make the first
// time.
func made(m *sync.Map, key any, make func() *Technique) *Technique {
	if t, ok := m.Load(key); ok {
		return t.(*Technique)
	}
	t, _ := m.LoadOrStore(key, make())
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

// gradedTechniques returns the techniques of the rules of r for a graded
// solve: for each kind of r's constraints that propagate, in the order of
// r.Kinds, the technique of each of its steps (game.RuleKind.Reasonings)
// not listed already, or of its whole propagation when it lists none; and
// InniesOuties when the rules imply constraints.
func gradedTechniques(r *game.Rules) []*Technique {
	var out []*Technique
	for _, k := range propagatingKinds(r) {
		for _, t := range kindSteps(k) {
			if !slices.Contains(out, t) {
				out = append(out, t)
			}
		}
	}
	if len(r.Implied()) > 0 {
		out = append(out, InniesOuties)
	}
	return out
}

// KindTechniques returns the techniques a graded solve runs for rules of
// kind k: one per step of its Reasonings, or its propagation's when it
// lists none; with InniesOuties after them when the kind implies
// constraints (RuleKind.Imply).
func KindTechniques(k *game.RuleKind) []*Technique {
	out := kindSteps(k)
	if k.Imply != nil {
		out = append(out, InniesOuties)
	}
	return out
}

// kindSteps returns the technique of each step of kind k's Reasonings, or
// of its whole propagation when it lists none.
func kindSteps(k *game.RuleKind) []*Technique {
	if len(k.Reasonings) == 0 {
		return []*Technique{propagationOf(k)}
	}
	out := make([]*Technique, len(k.Reasonings))
	for i, step := range k.Reasonings {
		out[i] = reasoningOf(step)
	}
	return out
}

// byDifficulty returns techs with each of rules put before the first of
// techs that is harder, rules in their order where they tie.
func byDifficulty(rules, techs []*Technique) []*Technique {
	out := slices.Clone(techs)
	for _, t := range rules {
		at := slices.IndexFunc(out, func(o *Technique) bool { return o.Difficulty > t.Difficulty })
		if at < 0 {
			at = len(out)
		}
		out = slices.Insert(out, at, t)
	}
	return out
}

// reasonings holds the technique of each step of a graded propagation,
// made once per step.
var reasonings sync.Map // *game.Reasoning -> *Technique

// reasoningOf returns the technique of step: it asks every constraint of
// the kinds that list step.
func reasoningOf(step *game.Reasoning) *Technique {
	return made(&reasonings, step, func() *Technique {
		return &Technique{Name: step.Name, Doc: step.Doc, Difficulty: step.Difficulty,
			New: func(r *game.Rules) MoveStrategy { return newReasoning(r, step) }, Explain: explainPropagation}
	})
}

// InniesOuties is, in a graded solve, the propagation of the constraints
// the rule kinds derive (Implied), under the name killer solvers give its
// moves: the cells a house, or houses, leave out of the cages within
// them add up to what the cages leave of the houses' sum.
var InniesOuties = &Technique{
	Name:       "InniesOuties",
	Doc:        "the cells houses leave out of the cages within them, or the cages stick out of them by, add up to what the houses' sums leave (the rule of 45); the rest of a cage, to what such a sum of some of its cells leaves (cage splitting)",
	Difficulty: 3.0,
	New:        func(r *game.Rules) MoveStrategy { return newImpliedPropagation(r) },
	Explain:    explainPropagation,
}

// Implied is the propagation of the constraints the rule kinds derive
// (game.Rules.Implied): facts such as a killer's innies and outies, which
// let the search find its dead ends sooner. An engine that may guess runs
// it after the rules' own propagation; a graded solve (a rating, a hint,
// a path) runs the same propagation as InniesOuties, at its difficulty,
// and an engine that neither guesses nor grades does without it. Its
// moves name the implied constraint as Rules.Constraint does.
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
	step   *game.Reasoning // the step asked of each constraint (Reason), or nil (Propagate)
	mine   []bool          // per constraint: of the kind, and a Propagator
	local  []bool          // per constraint: what Propagate finds is kept in memo (memoizes); nil until remember
	memo   memo            // what the Local constraints found, by the state of their cells
	dirty  game.Bitset     // of constraints
	scope  game.Bitset     // of constraints: the kind's that propagate
	at     [][]int         // per field: the constraints to ask again when it changes (the implied ones holding it; for a step, those holding or watching it); nil: r.FieldConstraints
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

// newReasoning returns the propagation of step: it asks the constraints
// of every kind of r that lists it.
func newReasoning(r *game.Rules, step *game.Reasoning) *propagation {
	s := newPropagationOf(r, r.Constraints, 0, r.ConstraintFields)
	s.step = step
	for i, c := range r.Constraints {
		steps := c.Kind().Reasonings
		if !slices.Contains(steps, step) {
			continue
		}
		_, reasons := c.(game.Reasoner)
		_, propagates := c.(game.Propagator)
		// A constraint of the kind that does not reason in steps
		// propagates as a whole at the kind's first.
		if reasons || propagates && step == steps[0] {
			s.mine[i] = true
			s.scope.Add(i)
		}
		if w, ok := c.(game.Watcher); ok {
			if s.at == nil {
				s.at = make([][]int, r.NumFields())
				for f := range s.at {
					s.at[f] = slices.Clone(r.FieldConstraints(f))
				}
			}
			for _, f := range w.Watches() {
				if !slices.Contains(s.at[f], i) {
					s.at[f] = append(s.at[f], i)
				}
			}
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

// remember has the propagation keep in its memo what each constraint it
// may (memoizes) finds: it runs in a forcing chain's branches.
func (s *propagation) remember() {
	s.local = make([]bool, len(s.cons))
	for ci, c := range s.cons {
		s.local[ci] = memoizes(c, s.fields(ci))
	}
}

// DoMove returns the eliminations of the first dirty constraint that has
// any, or a contradiction when one is broken. A constraint that has
// nothing more is no longer dirty.
func (s *propagation) DoMove(b *game.Board) *game.Move {
	for i := range s.dirty {
		for ; s.dirty[i] != 0; s.dirty[i] &= s.dirty[i] - 1 {
			ci := i<<6 | bits.TrailingZeros64(s.dirty[i])
			ok, elim, sets := s.ask(b, ci)
			if !ok {
				s.mb.start(game.Contradiction)
			} else if len(elim) > 0 {
				s.mb.start(game.Deduction)
				s.mb.elim = append(s.mb.elim, elim...)
			} else {
				continue
			}
			s.mb.fields = append(s.mb.fields, s.fields(ci)...)
			s.mb.rules = append(s.mb.rules, s.offset+ci)
			m := s.mb.done()
			m.Sets = sets
			if s.step != nil {
				m.Strategy = s.step.Name // what the constraint's Explain reads
			}
			return m
		}
	}
	return nil
}

// ask asks constraint ci what it finds on b: whether it holds, its
// eliminations and the sets its reason names, valid until the next ask;
// from the memo when the propagation remembers, ci is Local and was asked
// about the same state of its cells before.
func (s *propagation) ask(b *game.Board, ci int) (ok bool, elim []game.Candidate, sets []game.ValueSet) {
	s.found.Reset()
	if rc, reasons := s.cons[ci].(game.Reasoner); reasons && s.step != nil {
		ok = rc.Reason(b, s.step, &s.found)
		return ok, s.found.Eliminate, s.found.Sets
	}
	if s.local == nil || !s.local[ci] {
		ok = s.cons[ci].(game.Propagator).Propagate(b, &s.found)
		return ok, s.found.Eliminate, s.found.Sets
	}
	slot, hit := s.memo.find(b, ci, s.fields(ci))
	if !hit {
		s.memo.keep(slot, s.cons[ci].(game.Propagator).Propagate(b, &s.found), &s.found)
	}
	return slot.ok, slot.elim, slot.sets
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
			if s.mine[ci] {
				s.dirty.Add(ci)
			}
		}
		return
	}
	for _, ci := range s.rules.FieldConstraints(f) {
		if s.mine[ci] {
			s.dirty.Add(ci)
		}
	}
}
