package strategy

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// loop is the one loop of the package that runs strategies: it asks them in
// order for a move (next), makes the first one offered on the board as one
// change and tells every strategy of it (apply). The engine runs a solve
// through a loop of its techniques; a forcing chain follows each branch
// through a loop the engine made from its technique's Follows, on a board
// of its own. The loop makes its strategies itself, each from its
// technique, with the propagation of every rule kind of the game that has
// one, so that no list of techniques can leave a rule out: first
// (ruleTechniques), or in a graded solve in the steps of each kind, each
// among the techniques by its difficulty (gradedTechniques).
type loop struct {
	techs  []*Technique
	strats []MoveStrategy
	rewind []Rewinder // per strategy, nil when it has none
	stop   []stopper  // the strategies whose searches can be stopped
}

// rulesMode says how a loop runs the propagation of the rules.
type rulesMode uint8

const (
	// rulesFirst asks each kind's propagation first, before any
	// technique: what an engine that neither guesses nor grades runs
	// (its techniques place InniesOuties where they want it).
	rulesFirst rulesMode = iota
	// rulesSearch is rulesFirst with the implied constraints' propagation
	// after the kinds' (Implied): what an engine that guesses runs, and
	// what a forcing chain's branches follow, so that a branch reads the
	// sums the rules imply (a killer's innies and outies) as it reads the
	// rules.
	rulesSearch
	// rulesGraded runs the rules in the steps a person takes
	// (gradedTechniques), each among the techniques by its difficulty: a
	// rating's, a hint's or a path's.
	rulesGraded
)

// newLoop makes the strategies of the rules' propagations, run as mode
// says, and of techs, for games played by r.
func newLoop(r *game.Rules, techs []*Technique, mode rulesMode) (*loop, error) {
	var rules []*Technique
	if mode == rulesGraded {
		rules = gradedTechniques(r)
	} else {
		rules = ruleTechniques(r)
		if mode == rulesSearch && len(r.Implied()) > 0 {
			rules = append(rules, Implied)
		}
	}
	for _, t := range techs {
		for _, rt := range rules {
			if t != nil && strings.EqualFold(t.Name, rt.Name) {
				return nil, fmt.Errorf("strategy %s has the name of a rule kind of the game, whose propagation runs anyway: rename it", t.Name)
			}
		}
	}
	var all []*Technique
	if mode == rulesGraded {
		all = byDifficulty(rules, techs)
	} else {
		all = append(rules[:len(rules):len(rules)], techs...)
	}
	if err := validate(all, nil); err != nil {
		return nil, err
	}
	l := &loop{techs: all, strats: make([]MoveStrategy, len(all)), rewind: make([]Rewinder, len(all))}
	for i, t := range all {
		s, err := NewStrategy(r, t)
		if err != nil {
			return nil, err
		}
		l.strats[i] = s
		l.rewind[i], _ = s.(Rewinder)
		if st, ok := s.(stopper); ok {
			l.stop = append(l.stop, st)
		}
	}
	return l, nil
}

// NewStrategy makes technique t's strategy for games played by r as an
// engine does: when t follows other techniques (Follows), with the loop of
// their strategies, which it makes too. Use it to run one technique alone
// (a test, a tool); an engine makes its own.
func NewStrategy(r *game.Rules, t *Technique) (MoveStrategy, error) {
	s := t.New(r)
	if s == nil {
		return nil, fmt.Errorf("strategy %s: New returned nil", t.Name)
	}
	if len(t.Follows) == 0 {
		return s, nil
	}
	f, ok := s.(follower)
	if !ok {
		return nil, fmt.Errorf("strategy %s: it lists techniques to follow, but its strategy follows none", t.Name)
	}
	l, err := newLoop(r, t.Follows, rulesSearch)
	if err != nil {
		return nil, fmt.Errorf("strategy %s: %w", t.Name, err)
	}
	l.remember()
	f.follow(l)
	return s, nil
}

// A follower is a strategy that follows assumptions through other
// strategies (a forcing chain): NewStrategy gives it, once, the loop of
// the strategies of its technique's Follows, before its first Reset. It
// owns that loop: it resets, rewinds and steps it on boards of its own.
type follower interface {
	follow(l *loop)
}

// remember has the loop's propagations keep what their Local constraints
// find (see memo): for the loop a forcing chain follows its branches
// through, which ask the same constraints about the same cells over and
// over. An engine's own loop does without: in its search the asks repeat
// too seldom to pay for the memo's room.
func (l *loop) remember() {
	for _, s := range l.strats {
		if p, ok := s.(*propagation); ok {
			p.remember()
		}
	}
}

// reset drops every strategy's state and rebuilds it from b.
func (l *loop) reset(b *game.Board) {
	for _, s := range l.strats {
		s.Reset(b)
	}
}

// rewindTo tells the strategies that b is a position at which every one
// of them had stalled: a Rewinder drops its pending work, the others are
// reset.
func (l *loop) rewindTo(b *game.Board) {
	for i, s := range l.strats {
		if l.rewind[i] != nil {
			l.rewind[i].Rewind(b)
		} else {
			s.Reset(b)
		}
	}
}

// notify tells every strategy of move m, made on b.
func (l *loop) notify(b *game.Board, m *game.Move) {
	for _, s := range l.strats {
		s.NotifyMove(b, m)
	}
}

// next asks the strategies in order for a move and returns the first one
// offered, with the index of the strategy, or nil and -1 when every one
// stalls. The move is the strategy's, valid until its next DoMove. The
// engine's run writes next and apply out in its loop, where a call per
// move costs a few percent of the search.
func (l *loop) next(b *game.Board) (int, *game.Move) {
	for i, s := range l.strats {
		if m := s.DoMove(b); m != nil {
			return i, m
		}
	}
	return -1, nil
}

// nextUntil is next that stops, finding nothing, once done is closed: it
// looks between strategies (the long searches look inside theirs too).
func (l *loop) nextUntil(b *game.Board, done <-chan struct{}) (int, *game.Move) {
	for i, s := range l.strats {
		select {
		case <-done:
			return -1, nil
		default:
		}
		if m := s.DoMove(b); m != nil {
			return i, m
		}
	}
	return -1, nil
}

// apply makes move m on b as one change and tells every strategy of it.
// It reports false, and tells none, when the move leaves b inconsistent.
// m must be a deduction: a contradiction changes nothing, and its caller
// handles it before.
func (l *loop) apply(b *game.Board, m *game.Move) bool {
	if !b.Apply(m) {
		return false
	}
	l.notify(b, m)
	return true
}

// setDone gives every strategy that can be stopped the channel that ends
// the present search (nil for none).
func (l *loop) setDone(done <-chan struct{}) {
	for _, st := range l.stop {
		st.setDone(done)
	}
}

// stalls reports whether every strategy of the loop but the forcing chains
// stalls on a fresh copy of b, made on scratch: then a branch from b may
// rewind them rather than reset them. A forcing chain in a loop keeps no
// pending work, and asking it would search.
func (l *loop) stalls(b, scratch *game.Board) bool {
	scratch.CopyFrom(b)
	for _, s := range l.strats {
		if _, ok := s.(follower); ok {
			continue
		}
		s.Reset(scratch)
		if s.DoMove(scratch) != nil {
			return false
		}
	}
	return true
}
