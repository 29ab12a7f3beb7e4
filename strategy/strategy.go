package strategy

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A MoveStrategy finds moves by one rule of reasoning. Strategies keep their
// own state, updated incrementally from the moves they are told about, so
// that asking for a move does not rescan the board.
//
// The engine calls, for each game:
//   - Reset once the givens are on the board: drop all state and rebuild it
//     from the board. It may cost a pass over the board.
//   - DoMove to ask for a move. It returns the move and true, or false when
//     the strategy has none (it stalls). It must not change the board: the
//     engine applies the move. It should cost about the work the move needs,
//     not a scan of the board. A strategy that finds the board cannot be
//     completed returns a move of kind game.Contradiction.
//   - NotifyMove after every move that changed the board, whoever made it
//     (the strategy itself included), with b already changed; b.Changes()
//     lists the candidates the move removed. It should cost about the size of
//     that change.
//
// Strategies never call each other.
type MoveStrategy interface {
	// Name is the strategy's name as the trace and the command show it.
	Name() string
	// DoMove proposes a move, or returns false when the strategy stalls.
	DoMove(b *game.Board) (game.Move, bool)
	// NotifyMove tells the strategy that m changed b.
	NotifyMove(b *game.Board, m game.Move)
	// Reset drops the strategy's state and rebuilds it from b.
	Reset(b *game.Board)
}

// A Snapshotter can save and restore its state per search depth, so the
// search undoes a guess without rebuilding the strategy. The engine calls
// Save(d) when it guesses at depth d, only when every strategy has stalled,
// and Restore(d) after it has put the board back as it was at that Save.
// A strategy that is no Snapshotter is Reset instead.
type Snapshotter interface {
	Save(depth int)
	Restore(depth int)
}

// An Explainer says, in terms a person can check, why its move holds.
// The engine calls it only when it records a trace.
type Explainer interface {
	Explain(r *game.Rules, m game.Move) string
}

// Info describes a strategy that can be made by name.
type Info struct {
	Name string
	Doc  string // one line
	New  func() MoveStrategy
}

// Names of the built-in strategies.
const (
	LastValueName                    = "LastValue"
	PossibleValueForFieldName        = "PossibleValueForField"
	PossibleFieldForValueInGroupName = "PossibleFieldForValueInGroup"
	LockedCandidatesName             = "LockedCandidates"
)

var registry = []Info{
	{LastValueName, "a complete group with one free field left gets its one missing value", func() MoveStrategy { return NewLastValue() }},
	{PossibleValueForFieldName, "a field with a single possible value gets it (naked single)", func() MoveStrategy { return NewPossibleValueForField() }},
	{PossibleFieldForValueInGroupName, "a value with a single possible field in a complete group goes there (hidden single)", func() MoveStrategy { return NewPossibleFieldForValueInGroup() }},
	{LockedCandidatesName, "when a value's places in a complete group all lie in another group, the value leaves the rest of that group (pointing, claiming)", func() MoveStrategy { return NewLockedCandidates() }},
}

// defaults is how many strategies of the registry, from the first, run by
// default: the three singles. The others are asked for by name.
const defaults = 3

// All lists the built-in strategies: the default ones first, in their
// default order, then the ones that run only when asked for.
func All() []Info { return append([]Info(nil), registry...) }

// IsDefault reports whether the named strategy runs by default.
func IsDefault(name string) bool {
	for _, info := range registry[:defaults] {
		if info.Name == name {
			return true
		}
	}
	return false
}

// Default returns new instances of the default strategies, in order:
// LastValue, PossibleValueForField, PossibleFieldForValueInGroup.
func Default() []MoveStrategy {
	out := make([]MoveStrategy, defaults)
	for i, info := range registry[:defaults] {
		out[i] = info.New()
	}
	return out
}

// ByNames makes the named strategies in the given order. Names are matched
// without regard to case; an unknown or repeated name is an error that lists
// the known ones.
func ByNames(names []string) ([]MoveStrategy, error) {
	var out []MoveStrategy
	for _, n := range names {
		n = strings.TrimSpace(n)
		found := false
		for _, info := range registry {
			if strings.EqualFold(info.Name, n) {
				out = append(out, info.New())
				found = true
				break
			}
		}
		if !found {
			known := make([]string, len(registry))
			for i, info := range registry {
				known[i] = info.Name
			}
			return nil, fmt.Errorf("unknown strategy %q: the strategies are %s", n, strings.Join(known, ", "))
		}
	}
	return out, validate(out)
}

// validate checks a strategy list before a run: at least one strategy, and
// no two with the same name.
func validate(ss []MoveStrategy) error {
	seen := map[string]bool{}
	for _, s := range ss {
		if s == nil {
			return fmt.Errorf("nil strategy in the list")
		}
		if seen[s.Name()] {
			return fmt.Errorf("strategy %s is listed twice", s.Name())
		}
		seen[s.Name()] = true
	}
	return nil
}
