package game

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind says what a move is.
type MoveKind uint8

// The kinds of move. A Deduction is a strategy's step of reasoning: any
// number of placements and eliminations, proven by its evidence. A Guess is
// a placement the search makes without proof; Undo takes the board back to
// before a guess; Contradiction says the board cannot be completed, with
// the evidence that shows it.
const (
	Deduction MoveKind = iota
	Guess
	Undo
	Contradiction
)

var kindNames = [...]string{"deduction", "guess", "undo", "contradiction"}

// String returns the kind's lower-case name, as in the trace.
func (k MoveKind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// MarshalText writes the kind's name, so JSON shows "deduction", not 0.
func (k MoveKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name, so a JSON trace reads back.
func (k *MoveKind) UnmarshalText(text []byte) error {
	for i, name := range kindNames {
		if string(text) == name {
			*k = MoveKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown move kind %q: the kinds are %s", text, strings.Join(kindNames[:], ", "))
}

// Candidate is value Value in field Field: what a move places or
// eliminates, and the node of a chain.
type Candidate struct {
	Field int
	Value int
}

// A Link joins two candidates of a chain. A strong link says they are not
// both false (one of them is the field's value); a weak link says they are
// not both true; an implication says that From true forces To true (a
// step of a forcing chain, which follows placements). From and To may be
// grouped nodes: the value in any of several fields of one group, written
// as Fields with one Value.
type Link struct {
	From, To Node
	Strong   bool
	Implies  bool
}

// Node is a value in one field, or in any of several fields of one group
// (a grouped node of a chain).
type Node struct {
	Fields []int
	Value  int
}

// Evidence is what proves a move: the fields, values and groups its
// reasoning rests on and, for chains, its links. Which of these a strategy
// fills, and what each means for it, is the strategy's documented duty;
// its explanation is written from them.
type Evidence struct {
	// Fields the reasoning rests on: a naked pair's two fields, a fish's
	// fins, the field of a naked single.
	Fields []int
	// Values the reasoning is about: a subset's values, a fish's value.
	Values ValueSet
	// Groups the reasoning rests on: the group of a single or a subset, a
	// fish's base sets, the group whose places for a value are locked.
	Groups []int
	// Cover is a second role of groups: a fish's cover sets, the group a
	// locked value leaves.
	Cover []int
	// Links are a chain's links, in order.
	Links []Link
	// Premises are a forcing chain's assumptions, one per branch, in
	// order: the candidate a contradiction refutes, or each value of a
	// field or each place of a value whose branches agree.
	Premises []Candidate
	// Rules are the constraints (indexes in Rules.Constraints, or from
	// its length on in Rules.Implied: see Rules.Constraint) the reasoning
	// rests on: the cage a propagation reads, the dot a chain link comes
	// from.
	Rules []int
	// Sets are value sets the reasoning names: the combinations of values
	// a killer cage may still hold.
	Sets []ValueSet
}

// Move is one step of a solve: a strategy's deduction (its placements and
// eliminations, applied as one change, with the evidence that proves them),
// a guess, an undo, or a contradiction. Strategies return moves whose
// slices they own and reuse: a move is valid until the strategy's next
// DoMove, and Clone keeps one for longer.
type Move struct {
	Kind MoveKind
	// Strategy is the name of the strategy (or "search") that made it.
	Strategy string
	// Place lists the values the move puts in fields, in order.
	Place []Candidate
	// Eliminate lists the candidates the move removes, in order.
	Eliminate []Candidate
	Evidence
}

// Clone returns a copy of m that shares no slice with it.
func (m *Move) Clone() *Move {
	c := *m
	c.Place = append([]Candidate(nil), m.Place...)
	c.Eliminate = append([]Candidate(nil), m.Eliminate...)
	c.Fields = append([]int(nil), m.Fields...)
	c.Groups = append([]int(nil), m.Groups...)
	c.Cover = append([]int(nil), m.Cover...)
	c.Premises = append([]Candidate(nil), m.Premises...)
	c.Rules = append([]int(nil), m.Rules...)
	c.Sets = append([]ValueSet(nil), m.Sets...)
	if m.Links != nil {
		c.Links = make([]Link, len(m.Links))
		for i, l := range m.Links {
			c.Links[i] = Link{
				From:    Node{append([]int(nil), l.From.Fields...), l.From.Value},
				To:      Node{append([]int(nil), l.To.Fields...), l.To.Value},
				Strong:  l.Strong,
				Implies: l.Implies,
			}
		}
	}
	return &c
}

// Placement writes candidate c as users write a placement: "r3c4=5".
func (r *Rules) Placement(c Candidate) string {
	return r.FieldName(c.Field) + "=" + r.Values.Name(c.Value)
}

// Elimination writes candidate c as users write its elimination: "r3c4-5".
func (r *Rules) Elimination(c Candidate) string {
	return r.FieldName(c.Field) + "-" + r.Values.Name(c.Value)
}
