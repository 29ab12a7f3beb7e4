package strategy

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A MoveStrategy finds moves by one rule of reasoning, reading the board's
// candidate index. It keeps only what the index does not: work it has yet
// to look at, updated from the moves it is told about, so that asking for a
// move does not rescan the board.
//
// The loop that runs it calls (the engine's for a solve, or a forcing
// chain's for a branch, on the chain's own board), for each game:
//   - Reset once the givens are on the board, and whenever it sets up a
//     board of its own choosing (Engine.Next, a branch): drop all state
//     and rebuild it from b. It may cost a pass over the board.
//   - DoMove to ask for a move. It returns the move, or nil when the
//     strategy has none (it stalls). It must not change the board: the
//     engine applies the move. It should cost about the work the move
//     needs, not a scan of the board. The move's slices are the strategy's
//     and stay valid until its next DoMove. A strategy that finds the board
//     cannot be completed returns a move of kind game.Contradiction.
//   - NotifyMove after every move that changed the board, whoever made it
//     (the strategy itself included), with b already changed: m lists the
//     placements and eliminations, b.Changes() every candidate removed. It
//     should cost about the size of that change.
//
// Strategies never call each other: a forcing chain runs the strategies
// of the techniques it follows (Technique.Follows) only through the loop
// the engine made for it.
type MoveStrategy interface {
	DoMove(b *game.Board) *game.Move
	NotifyMove(b *game.Board, m *game.Move)
	Reset(b *game.Board)
}

// A Rewinder is told, instead of being Reset, when the search takes the
// board back to a position at which every strategy had stalled (the
// position of a guess), or a forcing chain starts a branch from one: its
// pending work is then empty, so dropping it is all a rewind needs. The
// loop calls Rewind after the board is restored, before it notifies the
// strategies of the move that follows (the elimination after an undo, the
// branch's assumption).
type Rewinder interface {
	Rewind(b *game.Board)
}

// A Technique describes a strategy: its name, what it does, how hard its
// deductions are for a person, and how to make one. A Technique is a
// stateless value that many engines may share; each engine makes its own
// strategy with New.
type Technique struct {
	// Name is the name the trace, the command and ByNames use.
	Name string
	// Doc says in one line what the technique does.
	Doc string
	// Difficulty is the rating of its easiest deduction, on the scale
	// described in the package documentation (Sudoku Explainer's).
	Difficulty float64
	// MaxDifficulty is the rating of its hardest deduction; 0 means
	// Difficulty.
	MaxDifficulty float64
	// New makes a strategy for games played by r. The engine calls it once
	// per engine, so two engines never share a strategy's state.
	New func(r *game.Rules) MoveStrategy
	// Explain writes why a move of this technique holds, from the move's
	// evidence alone. The engine calls it only when it records a trace.
	Explain func(r *game.Rules, m *game.Move) string
	// Rate returns the difficulty of one of its moves, for techniques whose
	// deductions differ (a hidden single in a box is easier than one in a
	// row). Nil means every move rates Difficulty.
	Rate func(r *game.Rules, m *game.Move) float64
	// AssumesUnique marks a technique that holds only for a puzzle with
	// exactly one solution (the uniqueness techniques). The engine runs it
	// only when Options.AssumeUnique is set and it stops at the first
	// solution.
	AssumesUnique bool
	// SoundFor lists the only rule kinds under which the technique's
	// deductions hold; nil means they hold under any rules. The engine
	// leaves a technique out of a game with rules of any other kind: the
	// uniqueness techniques rest on swapping values, which a cage or a
	// thermometer can forbid, so they are sound only when every rule is
	// game.AllDifferent.
	SoundFor []*game.RuleKind
	// Given marks the propagation of a kind whose rules come with the
	// puzzle (game.RuleKind.Given): its moves take out what the puzzle
	// gives as gone, and a rating counts none of them as a step.
	Given bool
	// Unrated says why the technique is left out of a rating (package
	// rate), or is "" when a rating uses it.
	Unrated string
	// Single marks the singles: the moves a person makes at sight, which
	// a solution path shows in runs, a line of placements each.
	Single bool
	// Follows lists, in the order they are asked, the techniques a forcing
	// chain follows its assumptions through. The engine makes their
	// strategies, in a loop of their own, and gives that loop to the
	// technique's strategy (which must then follow one); nil for a
	// technique that follows none.
	Follows []*Technique
	// Links marks a technique whose strategy reads the links the rules'
	// constraints make between candidates (game.Rules.Links, LinkedBy,
	// Excludes). The engine builds them, within the memory it is given,
	// before it solves (Engine.Prepare); an engine whose techniques read
	// none never builds them.
	Links bool
}

// SoundUnder reports whether the technique's deductions hold for games
// played by r: whether every rule kind of r is one it is sound for.
func (t *Technique) SoundUnder(r *game.Rules) bool {
	return t.SoundFor == nil || r.OnlyKinds(t.SoundFor)
}

// Max returns the rating of the technique's hardest deduction.
func (t *Technique) Max() float64 { return max(t.Difficulty, t.MaxDifficulty) }

// Level returns the level of the technique's easiest deduction.
func (t *Technique) Level() Level { return LevelOf(t.Difficulty) }

// RateMove returns the difficulty of move m made by this technique.
func (t *Technique) RateMove(r *game.Rules, m *game.Move) float64 {
	if t.Rate != nil {
		return t.Rate(r, m)
	}
	return t.Difficulty
}

// Level names a range of difficulty, for people.
type Level uint8

// The levels, each from its lower bound on the difficulty scale up to the
// next one's.
const (
	Easy       Level = iota // below 2.0: singles
	Medium                  // 2.0 to 3.0: intersections
	Hard                    // 3.0 to 4.0: pairs, triples, X-wing, swordfish
	Fiendish                // 4.0 to 6.0: wings, quads, jellyfish, rectangles, ALS
	Diabolical              // 6.0 to 8.0: chains and cycles
	Extreme                 // 8.0 and above: forcing and dynamic chains
)

var levelNames = [...]string{"easy", "medium", "hard", "fiendish", "diabolical", "extreme"}
var levelFloors = [...]float64{0, 2.0, 3.0, 4.0, 6.0, 8.0}

// String returns the level's name.
func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", l)
}

// MarshalText writes the level's name.
func (l Level) MarshalText() ([]byte, error) { return []byte(l.String()), nil }

// UnmarshalText reads a level's name; its error lists the names.
func (l *Level) UnmarshalText(text []byte) error {
	for i, n := range levelNames {
		if strings.EqualFold(n, strings.TrimSpace(string(text))) {
			*l = Level(i)
			return nil
		}
	}
	return fmt.Errorf("unknown level %q: the levels are %s", text, strings.Join(levelNames[:], ", "))
}

// LevelOf returns the level a difficulty falls in.
func LevelOf(d float64) Level {
	l := Easy
	for i, floor := range levelFloors {
		if d >= floor {
			l = Level(i)
		}
	}
	return l
}

// registry lists every built-in technique in difficulty order, easiest
// first (init sorts it).
var registry = []*Technique{
	LastValue, PossibleFieldForValueInGroup, DirectPointing, DirectClaiming, DirectHiddenPair,
	PossibleValueForField, DirectHiddenTriple, LockedCandidates, ConstraintPointing, CellPointing, ConstraintRequiredValue, ConstraintContradiction,
	NakedPair, NakedTriple, NakedQuad, HiddenPair, HiddenTriple, HiddenQuad,
	KillerCombinations, SplitCageCombinations,
	XWing, Swordfish, Jellyfish, FinnedXWing, FinnedSwordfish, FinnedJellyfish, TurbotFish, EmptyRectangle, GroupedTurbotFish, XYWing, XYZWing, WWing, RemotePairs, SimpleColouring, Medusa3D,
	UniqueRectangle, BUGPlusOne, BUGPlusN, ThreeStrongLinks, FourStrongLinks, WXYZWing, VWXYZWing, UVWXYZWing, TUVWXYZWing,
	ALSXZ, SueDeCoq, ALSXYWing, AlignedPairExclusion, XChain, GroupedXChain, XYChain, AIC, GroupedAIC,
	AlignedTripleExclusion, NishioForcingChain, CellForcingChain, GroupForcingChain,
	DynamicForcingChain, NestedForcingChain,
}

func init() {
	slices.SortStableFunc(registry, func(a, b *Technique) int { return cmp.Compare(a.Difficulty, b.Difficulty) })
}

// Human is the name of the preset that runs every built-in technique in
// difficulty order, easiest first: a solve as a person would reason.
const Human = "human"

// defaults is the default technique list, in the order the engine asks.
var defaults = []*Technique{LastValue, PossibleValueForField, PossibleFieldForValueInGroup}

// All returns the built-in techniques in difficulty order, easiest first.
func All() []*Technique { return append([]*Technique(nil), registry...) }

// Default returns the techniques the engine runs when none are given, in
// the order it asks them.
func Default() []*Technique { return append([]*Technique(nil), defaults...) }

// IsDefault reports whether the named technique runs by default.
func IsDefault(name string) bool {
	for _, t := range defaults {
		if t.Name == name {
			return true
		}
	}
	return false
}

// Lookup returns the built-in technique of that name, matched without
// regard to case, or nil.
func Lookup(name string) *Technique {
	for _, t := range registry {
		if strings.EqualFold(t.Name, strings.TrimSpace(name)) {
			return t
		}
	}
	return nil
}

// ByNames returns the named techniques in the given order; the name Human
// stands for every technique, easiest first. An unknown or repeated name is
// an error that lists the known ones.
func ByNames(names []string) ([]*Technique, error) {
	var out []*Technique
	for _, n := range names {
		if strings.EqualFold(strings.TrimSpace(n), Human) {
			out = append(out, registry...)
			continue
		}
		t := Lookup(n)
		if t == nil {
			known := make([]string, len(registry))
			for i, t := range registry {
				known[i] = t.Name
			}
			return nil, fmt.Errorf("unknown strategy %q: the strategies are %s, and %s for all of them", strings.TrimSpace(n), strings.Join(known, ", "), Human)
		}
		out = append(out, t)
	}
	return out, Validate(out)
}

// Validate checks a technique list before a run: at least one technique,
// each with a name, a doc, a difficulty and a New, no two with the same
// name, and the techniques each follows valid too, with no technique that
// follows itself, directly or through others.
func Validate(ts []*Technique) error {
	if len(ts) == 0 {
		return fmt.Errorf("no strategies: give at least one")
	}
	return validate(ts, nil)
}

// validate checks ts, each followed by the techniques of path (empty at
// the top).
func validate(ts []*Technique, path []*Technique) error {
	seen := map[string]bool{}
	for i, t := range ts {
		if err := validateOne(t, i); err != nil {
			return err
		}
		if seen[strings.ToLower(t.Name)] {
			return fmt.Errorf("strategy %s is listed twice", t.Name)
		}
		seen[strings.ToLower(t.Name)] = true
		if slices.Contains(path, t) {
			return fmt.Errorf("strategy %s follows itself", t.Name)
		}
		if len(t.Follows) > 0 {
			if err := validate(t.Follows, append(path, t)); err != nil {
				return fmt.Errorf("strategy %s follows: %w", t.Name, err)
			}
		}
	}
	return nil
}

// validateOne checks the fields of t, the i-th technique of a list.
func validateOne(t *Technique, i int) error {
	switch {
	case t == nil:
		return fmt.Errorf("strategy %d of the list is nil", i+1)
	case t.Name == "":
		return fmt.Errorf("strategy %d of the list has no name", i+1)
	case t.New == nil:
		return fmt.Errorf("strategy %s has no New", t.Name)
	case t.Doc == "":
		return fmt.Errorf("strategy %s has no Doc", t.Name)
	case t.Difficulty <= 0:
		return fmt.Errorf("strategy %s has no difficulty", t.Name)
	}
	return nil
}
