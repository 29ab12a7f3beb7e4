package game

// A RuleKind describes a kind of rule a variant is made of: "all different"
// (the groups), a killer cage, a thermometer. It is a stateless value that
// many rules share; each rule of the kind is a Constraint with its own
// cells and parameters, except for AllDifferent, whose rules are the
// groups.
type RuleKind struct {
	// Name is the kind's name in the trace, the statistics and the
	// techniques' lists: one word in CamelCase, "AllDifferent".
	Name string
	// Doc says in one line what a rule of the kind requires.
	Doc string
	// Difficulty rates the moves of the kind's propagation on the
	// techniques' scale (see package strategy): what a person sees as
	// directly as a single.
	Difficulty float64
}

// AllDifferent is the kind of the groups: the fields of a group hold
// different values. The board itself keeps it (Board.Place takes a placed
// value from the field's peers), so it has no Constraint of its own.
var AllDifferent = &RuleKind{
	Name:       "AllDifferent",
	Doc:        "the fields of a group hold different values",
	Difficulty: 1.0,
}

// Kinds returns the kinds of the rules' rules: AllDifferent when there are
// groups, then each kind of constraint once, in the order of their first
// constraint.
func (r *Rules) Kinds() []*RuleKind {
	var out []*RuleKind
	if len(r.Groups) > 0 {
		out = append(out, AllDifferent)
	}
	return out
}

// OnlyKinds reports whether every rule of r is of one of the given kinds.
func (r *Rules) OnlyKinds(kinds []*RuleKind) bool {
	for _, k := range r.Kinds() {
		found := false
		for _, o := range kinds {
			found = found || o == k
		}
		if !found {
			return false
		}
	}
	return true
}
