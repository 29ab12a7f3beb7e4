package game

import "strconv"

// A RuleKind describes a kind of rule a variant is made of: "all different"
// (the groups), a killer cage, a thermometer. It is a stateless value that
// many rules share; each rule of the kind is a Constraint with its own
// cells and parameters, except for AllDifferent, whose rules are the
// groups.
type RuleKind struct {
	// Name is the kind's name in the trace, the statistics and the lists
	// of techniques: one word in CamelCase, "AllDifferent".
	Name string
	// Title is the kind's name as players say it, for people: a
	// capital, then words, "Little killer", "Anti-knight".
	Title string
	// Doc says in one line what a rule of the kind requires.
	Doc string
	// Difficulty rates the moves of the kind's propagation on the
	// techniques' scale (see package strategy): what a person sees as
	// directly as a single.
	Difficulty float64
	// Shape says how a drawing shows a rule of the kind.
	Shape Shape
	// Abilities are the optional interfaces (Differ, Propagator, ...)
	// that every bound constraint of the kind implements, declared:
	// NewRules refuses a constraint whose own differ (AbilitiesOf). Zero
	// leaves them unchecked, for a kind a test makes of several sorts of
	// constraint; every built-in kind declares them (constraint.Validate).
	Abilities Ability
	// Reasonings are the named steps, easiest first, in which a person
	// makes the kind's propagation, for a graded solve (a rating, a hint, a
	// path): a cage's combinations, then the values every combination
	// needs. The kind's constraints are then Reasoners. Nil means the
	// propagation is one step, named and rated as the kind.
	Reasonings []*Reasoning
	// Given marks a kind whose rules come with the puzzle as part of its
	// starting position, as its givens do: given pencil marks. A rule of
	// it only takes candidates out before the first step, so every
	// technique sound under the other kinds is sound with it (a value
	// swapped between two cells that both still hold it keeps it), and a
	// rating counts none of its moves as a step.
	Given bool
	// Imply, when set, derives constraints that follow from the rules of
	// r, a game that has rules of the kind: a killer's innies and outies
	// (the cells a row leaves out of the cages within it add up to what
	// the cages leave of the row's sum). NewRules calls it once, when r is
	// built but for its implied constraints, and binds what it returns
	// (Rules.Implied). The search propagates them to find its dead ends
	// sooner; they are not shown, nor checked (the rules they follow from
	// are), nor taken by the techniques, which find such facts their own
	// way. A constraint that does not bind is left out.
	Imply func(r *Rules) []Constraint
}

// A Reasoning is one named way of reasoning with rules, a step of the
// propagation of the kinds that list it (RuleKind.Reasonings): "the
// combinations of a cage", "the values every combination of a cage
// needs". A graded solve runs each as a technique of its own, under its
// name and difficulty, asking every constraint whose kind lists it. Kinds
// may share one: the sums share the reasoning on their combinations. It
// is a stateless value; its identity is its pointer.
type Reasoning struct {
	// Name is the technique's name: one word in CamelCase.
	Name string
	// Doc says in one line what the step finds.
	Doc string
	// Difficulty rates its moves on the techniques' scale.
	Difficulty float64
}

// A Reasoner is a Propagator whose propagation a person makes in the
// steps its kind lists (RuleKind.Reasonings). A graded solve asks Reason
// instead of Propagate, once for each step, each at its difficulty; a
// constraint of such a kind that is no Reasoner propagates as a whole at
// the kind's first step.
type Reasoner interface {
	// Reason adds to found what step alone finds on b, as Propagate does,
	// and returns false when it finds b breaks the rule. Every step is
	// sound; the steps together, each asked again until none finds
	// anything, take out whatever Propagate does. It is asked only with a
	// step of its kind's list.
	Reason(b *Board, step *Reasoning, found *Found) bool
}

// Shape says how a drawing shows a rule from its cells, whatever its kind.
type Shape uint8

// The shapes of rules.
const (
	// ShapeRegion outlines the cells as one area (a killer cage).
	ShapeRegion Shape = iota
	// ShapeEdge marks the edge between two neighbouring cells (a kropki
	// dot, an XV letter).
	ShapeEdge
	// ShapeLine draws a line through the cells' centres, in order (a
	// thermometer from its bulb, a whispers line).
	ShapeLine
	// ShapeCells marks each cell on its own (even and odd cells).
	ShapeCells
	// ShapeOutside writes a clue outside the board, at the Clued
	// constraint's ClueAt (little killers, sandwiches, skyscrapers).
	ShapeOutside
	// ShapeBoard marks nothing: a rule of the whole board (anti-knight,
	// non-consecutive), which a drawing names beside the board.
	ShapeBoard
)

var shapeNames = [...]string{"region", "edge", "line", "cells", "outside", "board"}

// String returns the shape's name: "region", "edge", "line" or "cells".
func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return "shape " + strconv.Itoa(int(s))
}

// MarshalText writes the shape's name, for JSON.
func (s Shape) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// A Clued is a constraint whose clue stands outside the board (ShapeOutside):
// ClueAt is that cell, a row or column beyond the board's edge (row -1 is
// the row above the first).
type Clued interface {
	ClueAt() Pos
}

// A Labeler is a constraint a drawing labels with a short text beside its
// shape: a cage's total, a dot's difference.
type Labeler interface {
	Label() string
}

// AllDifferent is the kind of the groups: the fields of a group hold
// different values. The board itself keeps it (Board.Place takes a placed
// value from the field's peers), so it has no Constraint of its own.
var AllDifferent = &RuleKind{
	Name:       "AllDifferent",
	Title:      "All different",
	Doc:        "the fields of a group hold different values",
	Difficulty: 1.0,
}

// A Constraint is one rule of a variant other than a group: a killer cage
// with its total, a thermometer, a dot between two cells. Its kind's
// package makes it from a spec; NewRules binds it to the board; the
// engine, the checker, the chains and the trace then use it through these
// methods and those of the optional interfaces below (Differ, Propagator,
// Linker), never asking which kind it is.
//
// A bound constraint keeps no state while a game is played: what it knows
// of a position it reads from the board, so the search's copy or undo of
// the board restores it too. It may be shared by the goroutines that
// share its Rules.
type Constraint interface {
	// Kind returns the constraint's kind.
	Kind() *RuleKind
	// Name names the rule where reasons and errors speak of it, with its
	// cells and parameters: "pair r1c1 r1c2 apart by 2".
	Name() string
	// Cells returns the cells the rule is about, in its own order (a
	// thermometer's from its bulb). Each cell is listed once. A rule whose
	// cells follow from the board (anti-knight holds on all of them, a
	// little killer's diagonal runs to the board's edge) lists before
	// Bind those it knows without the board, maybe none, and once bound
	// all of them: NewRules checks the bound rule's cells as it checked
	// the first and takes their fields.
	Cells() []Pos
	// Bind returns the rule bound to a game, which the game's Rules keep:
	// NewRules calls it once per Rules, before any other method but Kind,
	// Name and Cells, with fields[i] the field of Cells()[i] and r, the
	// Rules being made: its board (FieldAt, Pos), its Values and the
	// groups of its spec (Groups) are there, nothing derived from them
	// yet. It does not change the constraint it is called on, so that one
	// constraint may serve several Rules (a spec compiled with other
	// values); the bound rule answers the other methods. Its error says
	// what the rule cannot be over them (a sum over values that are
	// words); NewRules reports it as the constraint's.
	Bind(fields []int, r *Rules) (Constraint, error)
	// Check reports whether the values placed on g break the rule, as an
	// error that names the cells and values that do: on a full grid,
	// whether the rule holds; on a partial one, whether what is placed
	// already breaks it. It is the checker's, kept apart from
	// Propagator, so that a check built on it catches a propagation that
	// lets a wrong value through.
	Check(g Grid) error
}

// A Differ is a constraint some of whose cells must hold different values:
// a killer cage's cells. NewRules makes each set it returns a group of kind
// GroupRule named as the constraint (unless one group holds those fields
// already), so that the board keeps them apart and every technique over
// groups reasons with them. Each set lists cells of Cells.
type Differ interface {
	Differ() [][]Pos
}

// A Preparer is a bound constraint that reads the rules once they are
// whole: NewRules calls Prepare once, after binding every constraint and
// adding the groups of every Differ, when each field's peers are known
// (Bind comes before: an arrow learns there which of its cells see one
// another, a cage without a total among them). Prepare may keep what it
// reads in the constraint; it must not change r.
type Preparer interface {
	Prepare(r *Rules)
}

// A Propagator is a constraint that takes out the candidates its rule
// forbids. The engine asks it, through the propagation of its kind, when a
// change touched one of its fields, before any technique, whatever
// techniques were chosen: a rule always holds.
type Propagator interface {
	// Propagate adds to found the candidates of free fields of b that the
	// rule forbids given what b holds, each once, and what its reason
	// names. It returns false when b already breaks the rule, or leaves it
	// no way to hold. It must not change b. It need not reach a fixpoint:
	// the engine asks again once its eliminations are made, until it finds
	// none.
	Propagate(b *Board, found *Found) bool
}

// A Local constraint is a Propagator whose Propagate reads nothing of
// the board but the candidates and values of its own cells (and the
// rules): it finds the same wherever those are the same, so its caller
// may keep what it found and answer again without asking (the forcing
// chains ask one constraint about the same cells many thousands of
// times). A constraint whose reason reaches beyond its cells (a cage's
// required value leaving the cells that see it) is not Local. Local
// itself does nothing.
type Local interface {
	Propagator
	Local()
}

// A Narrower is a constraint that narrows the candidates of its cells
// from those candidates alone, without a board: the propagation of the
// search kernel (package search), which keeps its own state and no
// Board. cands holds the candidates of its Cells, in their order, and
// must the values the caller knows some cell must hold (the rest of a
// complete group that holds every cell cannot take them); Narrow
// removes from them what the rule forbids and reports false when they
// leave it no way to hold. It must be sound: it never removes a value
// some way of filling the cells from cands that keeps the rule holds
// (the cells' groups aside). On cells with one candidate each it must be
// exact: false when those values break the rule. It returns too the
// values some cell of it must hold whatever way it holds (a value every
// combination of a cage holds), which leave the fields that see every
// cell left to hold them. scratch lends room (ScratchSets,
// ScratchWords); the caller resets it.
type Narrower interface {
	Narrow(cands []ValueSet, must ValueSet, scratch *Found) (required ValueSet, ok bool)
}

// Within is a value that one of some cells of a constraint must hold:
// Cells has bit i for its cell i (of its first 64).
type Within struct {
	Value int
	Cells uint64
}

// Found is what a Propagator finds, in buffers the caller reuses: the
// candidates the rule forbids, and value sets its reason names (a killer
// cage's combinations), which become the move's Evidence.Sets. It also
// lends the room a search needs (ScratchSets, ScratchWords): a constraint
// is shared by every goroutine that plays by its Rules, so it keeps
// nothing of a search in itself, and a Found belongs to one search at a
// time.
type Found struct {
	Eliminate []Candidate
	Sets      []ValueSet
	// Within lists what a Narrow found required in parts of its cells:
	// each a value that one of some of its cells must hold. It leaves the
	// fields that see all those of them that can hold it, as a required
	// value of the whole constraint does.
	Within    []Within
	sets      []ValueSet
	words     []uint64
	usedSets  int
	usedWords int
}

// Reset empties f for another search; what it lent is free again.
func (f *Found) Reset() {
	f.Eliminate, f.Sets, f.Within = f.Eliminate[:0], f.Sets[:0], f.Within[:0]
	f.usedSets, f.usedWords = 0, 0
}

// ScratchSets lends n sets, all empty, until the next Reset. It allocates
// only while its buffer grows.
func (f *Found) ScratchSets(n int) []ValueSet {
	if f.usedSets+n > len(f.sets) {
		f.sets = make([]ValueSet, max(2*len(f.sets), f.usedSets+n, 64))
		f.usedSets = 0
	}
	s := f.sets[f.usedSets : f.usedSets+n : f.usedSets+n]
	clear(s)
	f.usedSets += n
	return s
}

// ScratchWords lends n words, all zero, until the next Reset.
func (f *Found) ScratchWords(n int) []uint64 {
	if f.usedWords+n > len(f.words) {
		f.words = make([]uint64, max(2*len(f.words), f.usedWords+n, 256))
		f.usedWords = 0
	}
	s := f.words[f.usedWords : f.usedWords+n : f.usedWords+n]
	clear(s)
	f.usedWords += n
	return s
}

// Add adds the elimination of value v from field fd.
func (f *Found) Add(fd, v int) { f.Eliminate = append(f.Eliminate, Candidate{Field: fd, Value: v}) }

// An Explainer is a constraint that writes why a move of its propagation
// holds, from the move's evidence (its eliminations and Sets), in words
// that name the rule. Without one, the reason is "by" and the rule's
// name.
type Explainer interface {
	Explain(r *Rules, m *Move) string
}

// A Watcher is a constraint whose reasoning reads fields beyond its
// cells: a cage reads the rest of each house around it. Watches lists
// them, so that a change there asks it again (its cells are asked again
// anyway).
type Watcher interface {
	Watches() []int
}

// A Requirer is a constraint that must hold some values on a board,
// whatever else holds: a value every combination of a cage that can still
// be made holds. Required returns those that none of its cells holds yet.
// The chains read such a value with two places left in its cells as a
// strong link: one of the two holds it.
type Requirer interface {
	Required(b *Board) ValueSet
}

// A Linker is a constraint that forbids pairs of candidates whatever else
// holds: two values of two cells that may not stand together. Links
// yields each two of its fields f and g whose values it links, with
// forbid: for each value u of f, forbid[u] holds the values of g that may
// not stand beside u (the slice is read during the call only, so Links
// may reuse it); it stops when yield returns false. A pair of fields
// may come more than once. Rules keeps the links both ways, as weak links
// ("not both true") that the chains use beside those of the groups (two
// values of one field, one value in two fields of a group), built at the
// first need (Rules.BuildLinks).
type Linker interface {
	Links(yield func(f, g int, forbid []ValueSet) bool)
}

// A Grid is what a check reads: the value of each field, or Empty. *Board
// is one; GridOf makes one of a slice.
type Grid interface {
	Value(f int) int
}

// GridOf returns the values of a slice, one value index per field (Empty
// for none), as a Grid.
func GridOf(values []int) Grid { return sliceGrid(values) }

type sliceGrid []int

func (g sliceGrid) Value(f int) int { return g[f] }
