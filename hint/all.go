package hint

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Every step of a position, as a player or a teacher asks for it: not
// the easiest alone (Next), but each step each technique finds there.
//
// A technique whose strategy is a strategy.Enumerator (the singles) lists
// its moves itself. Another's strategy returns one move at a time: All
// takes its moves one after another on a copy of the position, each
// applied before the next is asked, and keeps a move only when it rests
// on nothing the earlier ones changed: the candidates of its own fields
// (those of its evidence, its links' nodes and its rules' cells), and its
// values' places in its groups and in the groups that make its links. A
// move kept is so there in the position as it stands; a move the earlier
// ones made possible is not listed (nor, the check being coarse, a few
// that stood before them too: a hidden pair whose fields lost another
// value). The forcing chains, which rest on the whole board, give their
// first step alone.

// maxPerTechnique bounds the steps All lists per technique, and
// perTechniqueTime the time it spends taking one technique's steps one
// after another: a search that is slow on a large board (a jellyfish on
// a Samurai's start, a third of a second each) lists what it found by
// then.
const (
	maxPerTechnique  = 64
	perTechniqueTime = 500 * time.Millisecond
)

// All returns every step the techniques find on position b (which is
// not changed), easiest first, each with its explanation and area as Next
// gives them; at most maxPerTechnique a technique, and what it finds in
// perTechniqueTime. Its errors are Next's:
// a position without a step gets ErrSolved, ErrNoSolution, ErrStalled or
// ErrSeveral, and one whose ctx ends first ErrTimeout or ErrInterrupted.
func (h *Hinter) All(ctx context.Context, b *game.Board) ([]*Hint, error) {
	if b.Solved() {
		return nil, ErrSolved
	}
	e, unique, err := h.engineFor(ctx, b)
	if err != nil {
		return nil, err
	}
	r := h.rules
	var out []*Hint
	seen := map[string]bool{}
	add := func(t *strategy.Technique, m *game.Move, order int) {
		m.Strategy = t.Name
		step := game.NewStep(r, 1, 0, m, "")
		key := fmt.Sprint(t.Name, " ", stepLine(step), m.Fields, m.Values, m.Groups, m.Cover, len(m.Links))
		if seen[key] {
			return
		}
		seen[key] = true
		step.Reason = t.Explain(r, m)
		hint := &Hint{Technique: t, Difficulty: t.RateMove(r, m), Move: m, Step: step, Unique: unique, rules: r, order: order}
		hint.Area, hint.AreaRules = area(r, m)
		out = append(out, hint)
	}
	scratch := b.Clone()
	for i, t := range e.Techniques() {
		if ctx.Err() != nil {
			return nil, stopped(ctx)
		}
		if t.Given || t.Explain == nil {
			continue
		}
		if t.Follows != nil {
			// A forcing chain: its first step, from an engine of its own.
			fe, err := h.alone(t)
			if err != nil {
				return nil, err
			}
			if m, mt := fe.NextContext(ctx, b); m != nil {
				add(mt, m, i)
			}
			continue
		}
		s := t.New(r)
		if en, ok := s.(strategy.Enumerator); ok {
			// It lists its moves itself, each on the position.
			s.Reset(b)
			n := 0
			en.EachMove(b, func(m *game.Move) bool {
				add(t, m.Clone(), i)
				n++
				return n < maxPerTechnique
			})
			continue
		}
		scratch.CopyFrom(b)
		start := time.Now()
		for range maxPerTechnique {
			if ctx.Err() != nil {
				return nil, stopped(ctx)
			}
			if time.Since(start) > perTechniqueTime {
				break
			}
			s.Reset(scratch)
			m := s.DoMove(scratch)
			if m == nil || m.Kind != game.Deduction {
				break
			}
			m = m.Clone()
			if !changedUnder(r, b, scratch, m) {
				add(t, m, i)
			}
			if !scratch.Apply(m) {
				break
			}
		}
	}
	if len(out) == 0 {
		if !unique {
			return nil, ErrSeveral
		}
		return nil, ErrStalled
	}
	slices.SortStableFunc(out, func(a, c *Hint) int {
		return cmp.Or(cmp.Compare(a.Difficulty, c.Difficulty), cmp.Compare(a.order, c.order))
	})
	return out, nil
}

// alone returns an engine that asks technique t alone (after the
// propagations every engine runs). It is made for one step and dropped:
// All holds one at a time (AllWork's footprint).
func (h *Hinter) alone(t *strategy.Technique) (*strategy.Engine, error) {
	e, err := strategy.NewEngine(h.rules, strategy.Options{Techniques: []*strategy.Technique{t}, NoGuess: true, AssumeUnique: t.AssumesUnique})
	if err != nil {
		return nil, fmt.Errorf("hint: %s alone: %w", t.Name, err)
	}
	return e, nil
}

// AllWork is the work of All on a Hinter, for a memory budget
// (budget.Worker): a Next's footprint and one engine more, a forcing
// chain's asked alone.
type AllWork struct{ *Hinter }

// Footprint returns about the most memory, in bytes, that an All takes
// beyond what the Hinter holds at rest.
func (w AllWork) Footprint() int64 { return w.Hinter.Footprint() + w.unique.Footprint() }

// changedUnder reports whether move m, found on now, rests on a
// candidate that before held and now lacks (see All): one of its fields'
// candidates, or one of its values' places in its groups and its links'.
func changedUnder(r *game.Rules, before, now *game.Board, m *game.Move) bool {
	lost := func(f int, vs game.ValueSet) bool { return before.Candidates(f)&^now.Candidates(f)&vs != 0 }
	all := ^game.ValueSet(0)
	// A move's fields rest on all their candidates (a naked subset's
	// values are all they hold), but a single placed by a group (a hidden
	// or direct one) rests on its values' places alone.
	fieldVals := all
	vals := m.Values
	for _, c := range m.Place {
		vals |= game.Bit(c.Value)
	}
	if len(m.Place) > 0 && len(m.Groups) > 0 && len(m.Eliminate) == 0 {
		fieldVals = vals
	}
	for _, f := range m.Fields {
		if lost(f, fieldVals) {
			return true
		}
	}
	for _, ci := range m.Rules {
		if c := r.Constraint(ci); c != nil {
			for _, p := range c.Cells() {
				if f := r.FieldAt(p); f >= 0 && lost(f, all) {
					return true
				}
			}
		}
	}
	for _, l := range m.Links {
		for _, nd := range [2]game.Node{l.From, l.To} {
			vals |= game.Bit(nd.Value)
			for _, f := range nd.Fields {
				if lost(f, all) {
					return true
				}
			}
		}
	}
	groups := slices.Concat(m.Groups, m.Cover)
	for _, l := range m.Links {
		if l.Strong && l.From.Value == l.To.Value {
			groups = append(groups, r.GroupsHolding(l.From.Fields, l.To.Fields)...)
		}
	}
	for _, g := range groups {
		for _, f := range r.Groups[g].Fields {
			if lost(f, vals) {
				return true
			}
		}
	}
	return false
}
