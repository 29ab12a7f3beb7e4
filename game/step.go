package game

import (
	"slices"
	"strconv"
	"strings"
)

// Step is a move as the trace records it: numbered, with its depth in the
// search, every field, value and group named and indexed, and the reason
// spelt out from the move's evidence. It is plain data for text and JSON
// and shares nothing with the move it was made from.
type Step struct {
	N         int             `json:"n"`
	Kind      MoveKind        `json:"kind"`
	Strategy  string          `json:"strategy,omitempty"`
	Depth     int             `json:"depth"`
	Place     []StepCandidate `json:"place,omitempty"`
	Eliminate []StepCandidate `json:"eliminate,omitempty"`
	Fields    []StepField     `json:"fields,omitempty"`
	Values    []string        `json:"values,omitempty"`
	Groups    []StepGroup     `json:"groups,omitempty"`
	Cover     []StepGroup     `json:"cover,omitempty"`
	Links     []StepLink      `json:"links,omitempty"`
	Premises  []StepCandidate `json:"premises,omitempty"`
	Rules     []StepRule      `json:"rules,omitempty"`
	Sets      [][]string      `json:"sets,omitempty"`
	Reason    string          `json:"reason,omitempty"`
}

// StepRule is a constraint by name ("pair r1c1 r1c2 apart by 2"), kind
// and index.
type StepRule struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	Index int    `json:"index"`
}

// StepCandidate is a value in a field, by name and by index.
type StepCandidate struct {
	Field      string `json:"field"`
	Value      string `json:"value"`
	FieldIndex int    `json:"fieldIndex"`
	ValueIndex int    `json:"valueIndex"`
}

// Placement writes the candidate as a placement: "r3c4=5".
func (c StepCandidate) Placement() string { return c.Field + "=" + c.Value }

// Elimination writes the candidate as an elimination: "r3c4-5".
func (c StepCandidate) Elimination() string { return c.Field + "-" + c.Value }

// StepField is a field by name ("r3c7") and by index.
type StepField struct {
	Name  string `json:"name"`
	Index int    `json:"index"`
}

// StepGroup is a group by name ("box 3") and by index.
type StepGroup struct {
	Name  string `json:"name"`
	Index int    `json:"index"`
}

// StepLink is a link of a chain with its nodes named.
type StepLink struct {
	From    StepNode `json:"from"`
	To      StepNode `json:"to"`
	Strong  bool     `json:"strong"`
	Implies bool     `json:"implies,omitempty"`
}

// StepNode is a node of a chain: a value in one field or in any of several.
type StepNode struct {
	Fields []StepField `json:"fields"`
	Value  string      `json:"value"`
}

// NewStep names the parts of m by the rules r. Indexes out of range are
// left out rather than trusted.
func NewStep(r *Rules, n, depth int, m *Move, reason string) Step {
	s := Step{N: n, Kind: m.Kind, Strategy: m.Strategy, Depth: depth, Reason: reason}
	s.Place = stepCandidates(r, m.Place)
	s.Eliminate = stepCandidates(r, m.Eliminate)
	s.Fields = stepFields(r, m.Fields)
	for _, v := range m.Values.Values() {
		if v < r.NumValues() {
			s.Values = append(s.Values, r.Values.Name(v))
		}
	}
	s.Groups = stepGroups(r, m.Groups)
	s.Cover = stepGroups(r, m.Cover)
	for _, l := range m.Links {
		s.Links = append(s.Links, StepLink{stepNode(r, l.From), stepNode(r, l.To), l.Strong, l.Implies})
	}
	s.Premises = stepCandidates(r, m.Premises)
	for _, set := range m.Sets {
		names := []string{}
		for _, v := range set.Values() {
			if v < r.NumValues() {
				names = append(names, r.Values.Name(v))
			}
		}
		s.Sets = append(s.Sets, names)
	}
	// The constraints of the evidence, and those whose groups it names.
	add := func(i int) {
		if i < 0 || i >= len(r.Constraints) {
			return
		}
		for _, o := range s.Rules {
			if o.Index == i {
				return
			}
		}
		c := r.Constraints[i]
		s.Rules = append(s.Rules, StepRule{Name: c.Name(), Kind: c.Kind().Name, Index: i})
	}
	for _, i := range m.Rules {
		add(i)
	}
	for _, g := range slices.Concat(m.Groups, m.Cover) {
		if g >= 0 && g < len(r.Groups) && r.Groups[g].Kind == GroupRule {
			add(r.Groups[g].Rule)
		}
	}
	return s
}

func stepCandidates(r *Rules, cs []Candidate) []StepCandidate {
	var out []StepCandidate
	for _, c := range cs {
		if c.Field >= 0 && c.Field < r.NumFields() && c.Value >= 0 && c.Value < r.NumValues() {
			out = append(out, StepCandidate{r.FieldName(c.Field), r.Values.Name(c.Value), c.Field, c.Value})
		}
	}
	return out
}

func stepFields(r *Rules, fs []int) []StepField {
	var out []StepField
	for _, f := range fs {
		if f >= 0 && f < r.NumFields() {
			out = append(out, StepField{r.FieldName(f), f})
		}
	}
	return out
}

func stepGroups(r *Rules, gs []int) []StepGroup {
	var out []StepGroup
	for _, g := range gs {
		if g >= 0 && g < len(r.Groups) {
			out = append(out, StepGroup{r.Groups[g].Name, g})
		}
	}
	return out
}

func stepNode(r *Rules, n Node) StepNode {
	s := StepNode{Fields: stepFields(r, n.Fields)}
	if n.Value >= 0 && n.Value < r.NumValues() {
		s.Value = r.Values.Name(n.Value)
	}
	return s
}

// String writes the step as one stable line: its number, who made it, what
// it places (r3c7=4) and eliminates (r3c2-4), the reason in parentheses and,
// below the top of the search, the depth. For example
// "12 PossibleFieldForValueInGroup r3c7=4 (only field for 4 in box 3)" or
// "40 LockedCandidates r1c4-4 r1c5-4 (4 in box 1 can only go where it meets
// row 1)". A contradiction names the fields of its evidence.
func (s Step) String() string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(s.N))
	sb.WriteByte(' ')
	who := s.Strategy
	if who == "" || s.Kind != Deduction {
		who = s.Kind.String()
	}
	sb.WriteString(who)
	for _, c := range s.Place {
		sb.WriteByte(' ')
		sb.WriteString(c.Placement())
	}
	for _, c := range s.Eliminate {
		sb.WriteByte(' ')
		sb.WriteString(c.Elimination())
	}
	if s.Kind == Contradiction {
		for _, f := range s.Fields {
			sb.WriteByte(' ')
			sb.WriteString(f.Name)
		}
	}
	if s.Reason != "" {
		sb.WriteString(" (")
		sb.WriteString(s.Reason)
		sb.WriteByte(')')
	}
	if s.Depth > 0 {
		sb.WriteString(" [depth ")
		sb.WriteString(strconv.Itoa(s.Depth))
		sb.WriteByte(']')
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
