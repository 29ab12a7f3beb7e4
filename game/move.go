package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind says what a move does.
type Kind uint8

// The kinds of move. Place and Eliminate change the board; Guess is a
// placement the search makes without proof; Undo takes the board back to
// before a guess; Contradiction says the board cannot be completed.
const (
	Place Kind = iota
	Eliminate
	Guess
	Undo
	Contradiction
)

var kindNames = [...]string{"place", "eliminate", "guess", "undo", "contradiction"}

// String returns the kind's lower-case name, as in the trace.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind(" + strconv.Itoa(int(k)) + ")"
}

// MarshalText writes the kind's name, so JSON shows "place", not 0.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Places reports whether a move of this kind puts a value in a field.
func (k Kind) Places() bool { return k == Place || k == Guess }

// Move is one change to a board, with what justifies it. Field is -1 when the
// move is about no single field (a contradiction in a group); Group is the
// index of the group the reason is about, or -1; Other is a second group the
// reason needs (as in "the 4s of box 3 all lie in row 2"). Other is read only
// by the strategy that made the move, so other strategies may leave it 0.
type Move struct {
	Kind     Kind
	Field    int
	Value    int
	Group    int
	Other    int
	Strategy string
}

// Step is a move as the trace records it: numbered, with names instead of
// indexes and the reason spelt out. It is plain data for text and JSON.
type Step struct {
	N        int    `json:"n"`
	Kind     Kind   `json:"kind"`
	Strategy string `json:"strategy,omitempty"`
	Field    string `json:"field,omitempty"`
	Value    string `json:"value,omitempty"`
	Group    string `json:"group,omitempty"`
	Depth    int    `json:"depth"`
	Reason   string `json:"reason,omitempty"`
}

// NewStep names the parts of m by the rules r.
func NewStep(r *Rules, n, depth int, m Move, reason string) Step {
	s := Step{N: n, Kind: m.Kind, Strategy: m.Strategy, Depth: depth, Reason: reason}
	if m.Field >= 0 && m.Field < r.NumFields() {
		s.Field = r.FieldName(m.Field)
	}
	if m.Value >= 0 && m.Value < r.NumValues() {
		s.Value = r.Values.Name(m.Value)
	}
	if m.Group >= 0 && m.Group < len(r.Groups) {
		s.Group = r.Groups[m.Group].Name
	}
	return s
}

// String writes the step as one stable line, e.g.
// "12 PossibleFieldForValueInGroup r3c7=4 (only field for 4 in box 3)".
// Steps below the top of the search end with "[depth N]".
func (s Step) String() string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(s.N))
	sb.WriteByte(' ')
	who := s.Strategy
	if who == "" || s.Kind == Guess || s.Kind == Undo || s.Kind == Contradiction {
		who = s.Kind.String()
	}
	sb.WriteString(who)
	if s.Field != "" {
		sb.WriteByte(' ')
		sb.WriteString(s.Field)
		switch s.Kind {
		case Place, Guess, Undo:
			sb.WriteByte('=')
			sb.WriteString(s.Value)
		case Eliminate:
			sb.WriteByte('-')
			sb.WriteString(s.Value)
		}
	}
	if s.Reason != "" {
		sb.WriteString(" (")
		sb.WriteString(s.Reason)
		sb.WriteByte(')')
	}
	if s.Depth > 0 {
		fmt.Fprintf(&sb, " [depth %d]", s.Depth)
	}
	return sb.String()
}

// Trace is the record of a solve, one step per move in order.
type Trace []Step

// String writes one step per line.
func (t Trace) String() string {
	var sb strings.Builder
	for _, s := range t {
		sb.WriteString(s.String())
		sb.WriteByte('\n')
	}
	return sb.String()
}
