package game

import (
	"context"
	"fmt"
	"slices"
	"strings"
)

// How the rules bind their constraints: each constraint's cells made
// fields, checked and indexed by field, the groups their cells must
// differ in, what the constraints imply together, and the questions the
// engine asks of them (which constraints a field is in, whether two
// candidates exclude each other). rule.go holds the contract a constraint
// keeps.

// ConstraintError is a problem with one constraint given to NewRules. Cell
// is the index in the constraint's Cells of the offending cell, or -1 when
// the problem is the constraint as a whole.
type ConstraintError struct {
	Constraint int
	Cell       int
	Msg        string
}

func (e *ConstraintError) Error() string { return itemError("constraint", e.Constraint, e.Cell, e.Msg) }

// Kinds returns the kinds of the rules: AllDifferent when there are
// groups, then each kind of constraint once, in the order of its first
// constraint.
func (r *Rules) Kinds() []*RuleKind {
	var out []*RuleKind
	if len(r.Groups) > 0 {
		out = append(out, AllDifferent)
	}
	for _, c := range r.Constraints {
		k := c.Kind()
		found := false
		for _, o := range out {
			found = found || o == k
		}
		if !found {
			out = append(out, k)
		}
	}
	return out
}

// OnlyKinds reports whether every rule of r is of one of the given kinds,
// or of a kind whose rules are given with the puzzle (RuleKind.Given).
func (r *Rules) OnlyKinds(kinds []*RuleKind) bool {
	for _, k := range r.Kinds() {
		found := k.Given
		for _, o := range kinds {
			found = found || o == k
		}
		if !found {
			return false
		}
	}
	return true
}

// GroupSpecs returns the groups of the spec, those the constraints made
// left out, as specs with their cells: what compiles into the same groups
// again, with other values or other constraints.
func (r *Rules) GroupSpecs() []GroupSpec {
	var out []GroupSpec
	for _, g := range r.Groups {
		if g.Kind == GroupRule {
			continue
		}
		cells := make([]Pos, len(g.Fields))
		for i, f := range g.Fields {
			cells[i] = r.pos[f]
		}
		out = append(out, GroupSpec{Name: g.Name, Kind: g.Kind, Cells: cells})
	}
	return out
}

// ConstraintFields returns the fields of constraint c, in the order of
// its Cells. The slice is shared: do not modify it.
func (r *Rules) ConstraintFields(c int) []int { return r.constraintFields[c] }

// FieldConstraints returns the constraints whose cells hold field f, in
// increasing order. The slice is shared: do not modify it.
func (r *Rules) FieldConstraints(f int) []int { return r.fieldConstraints[f] }

// CheckConstraints returns the first constraint g breaks, as Check
// reports it, or nil. The groups are not checked here: the board keeps
// them, and CheckSolution checks them on its own.
func (r *Rules) CheckConstraints(g Grid) error {
	for _, c := range r.Constraints {
		if err := c.Check(g); err != nil {
			return fmt.Errorf("%s: %w", c.Name(), err)
		}
	}
	return nil
}

// bindConstraints turns each constraint's cells into fields, binds it, and
// adds the groups its Differ asks for. It adds every problem found to
// errs, and returns an error only when ctx stops it.
func (r *Rules) bindConstraints(ctx context.Context, cs []Constraint, errs *ErrorList) error {
	r.Constraints = make([]Constraint, len(cs))
	r.constraintFields = make([][]int, len(cs))
	seen := make([]int, len(r.pos)) // constraint index + 1 that last saw the field
	for ci, c := range cs {
		if err := ctx.Err(); err != nil {
			return stoppedBuilding(err, ci, len(cs))
		}
		if c == nil {
			errs.Add(&ConstraintError{ci, -1, "no constraint"})
			continue
		}
		e := constraintErrors{list: errs, ci: ci, c: c}
		cells := c.Cells()
		fields, ok := r.fieldsOf(&e, cells, seen, ci+1)
		if !ok {
			continue
		}
		r.constraintFields[ci] = fields
		c, err := c.Bind(slices.Clone(fields), r)
		if err != nil {
			e.add(-1, "%s", err)
			continue
		}
		if c == nil {
			e.add(-1, "its kind bound it to nothing")
			continue
		}
		if err := checkAbilities(c); err != nil {
			e.add(-1, "%s", err)
			continue
		}
		e.c = c
		// A rule whose cells follow from the board lists them once bound.
		if bound := c.Cells(); !slices.Equal(bound, cells) {
			if fields, ok = r.fieldsOf(&e, bound, seen, -ci-1); !ok {
				continue
			}
			r.constraintFields[ci] = fields
		}
		if len(fields) == 0 {
			e.add(-1, "%s has no cells", e.name())
			continue
		}
		r.Constraints[ci] = c
		if d, ok := c.(Differ); ok {
			r.addDiffer(&e, d)
		}
	}
	return nil
}

// constraintErrors adds the problems of constraint c, the ci-th, to list.
type constraintErrors struct {
	list  *ErrorList
	ci    int
	c     Constraint
	named string // c's name as errors write it, once asked
}

// add adds a problem of the constraint, or of its cell-th cell (-1 for
// the constraint as a whole). Once the list is full it only counts it,
// without writing the message.
func (e *constraintErrors) add(cell int, format string, args ...any) {
	if e.list.Full() {
		e.list.Skip()
		return
	}
	e.list.Add(&ConstraintError{e.ci, cell, fmt.Sprintf(format, args...)})
}

// name returns the constraint's name as its errors write it: cut after
// ExcerptLen characters, with its number of cells when cut, so that an
// error about a cage of 4,096 cells does not list them all. It is
// written once, as a name may take time in the rule's size.
func (e *constraintErrors) name() string {
	if e.named == "" {
		e.named = Cut(e.c.Name())
		if strings.HasSuffix(e.named, "...") {
			e.named += fmt.Sprintf(" (%d cells)", len(e.c.Cells()))
		}
	}
	return e.named
}

// fieldsOf returns the fields of cells, the cells of the constraint of e,
// and reports to e each cell that is no field or that seen holds as mark
// already (a cell listed twice); it marks the others. ok is false when
// it reported a problem.
func (r *Rules) fieldsOf(e *constraintErrors, cells []Pos, seen []int, mark int) (fields []int, ok bool) {
	ok = true
	for i, p := range cells {
		f := r.FieldAt(p)
		switch {
		case p.Row < 0 || p.Col < 0 || p.Row >= r.Rows || p.Col >= r.Cols:
			e.add(i, "%s is outside the %dx%d board", p, r.Rows, r.Cols)
			ok = false
		case f < 0:
			e.add(i, "%s is a hole of the board, not a field", p)
			ok = false
		case seen[f] == mark:
			e.add(i, "%s is listed twice in %s", p, e.name())
			ok = false
		default:
			seen[f] = mark
			fields = append(fields, f)
		}
	}
	return fields, ok
}

// addDiffer adds a group for each set of cells the constraint of e
// requires to differ, but for a set whose fields a group has already.
func (r *Rules) addDiffer(e *constraintErrors, d Differ) {
	ci, c := e.ci, e.c
	sets := d.Differ()
	if len(sets) == 0 {
		return
	}
	// The constraint's fields as a set, and its name, once for all its
	// sets: a line of thousands of cells has thousands of them.
	own := make(Bitset, (len(r.pos)+63)/64)
	for _, f := range r.constraintFields[ci] {
		own.Add(f)
	}
	name := c.Name()
	for _, set := range sets {
		g := Group{Name: name, Kind: GroupRule, Rule: ci}
		for _, p := range set {
			f := r.FieldAt(p)
			if f < 0 || !own.Has(f) {
				e.add(-1, "%s must differ but is not a cell of %s", p, e.name())
				return
			}
			if !contains(g.Fields, f) {
				g.Fields = append(g.Fields, f)
			}
		}
		if len(g.Fields) > r.Values.Len() {
			e.add(-1, "%s has %d cells that must differ but there are only %d values: it could never be filled", e.name(), len(g.Fields), r.Values.Len())
			continue
		}
		if len(g.Fields) < 2 || r.inGroup(g.Fields) {
			continue // the fields differ already
		}
		g.Complete = len(g.Fields) == r.Values.Len()
		r.Groups = append(r.Groups, g)
		for _, f := range g.Fields {
			r.fieldGroups[f] = append(r.fieldGroups[f], len(r.Groups)-1)
		}
	}
}

// inGroup reports whether one group holds all the given fields: then they
// differ already, and a group of them would add nothing but work.
func (r *Rules) inGroup(fields []int) bool {
	for _, g := range r.Groups {
		if len(g.Fields) < len(fields) || !contains(g.Fields, fields[0]) {
			continue
		}
		all := true
		for _, f := range fields[1:] {
			all = all && contains(g.Fields, f)
		}
		if all {
			return true
		}
	}
	return false
}

func contains(s []int, x int) bool {
	for _, y := range s {
		if y == x {
			return true
		}
	}
	return false
}

// Implied returns the constraints the rule kinds derive from the rules
// (RuleKind.Imply), bound. A move's evidence names implied constraint i
// as the constraint len(r.Constraints)+i.
func (r *Rules) Implied() []Constraint { return r.implied }

// ImpliedFields returns the fields of implied constraint i, in the order
// of its cells. The slice is shared: do not modify it.
func (r *Rules) ImpliedFields(i int) []int { return r.impliedFields[i] }

// Constraint returns constraint ci as a move's evidence names it: stated
// (r.Constraints[ci]) or, from len(r.Constraints) on, implied; nil for an
// index out of both.
func (r *Rules) Constraint(ci int) Constraint {
	switch {
	case ci < 0:
		return nil
	case ci < len(r.Constraints):
		return r.Constraints[ci]
	case ci-len(r.Constraints) < len(r.implied):
		return r.implied[ci-len(r.Constraints)]
	}
	return nil
}

// ConstraintFieldsOf returns the fields of constraint ci as a move's
// evidence names it, stated or implied (as Constraint counts); nil for an
// index out of both. The slice is shared: do not modify it.
func (r *Rules) ConstraintFieldsOf(ci int) []int {
	switch {
	case ci < 0:
		return nil
	case ci < len(r.Constraints):
		return r.constraintFields[ci]
	case ci-len(r.Constraints) < len(r.impliedFields):
		return r.impliedFields[ci-len(r.Constraints)]
	}
	return nil
}

// imply binds the constraints each kind of r's rules derives (Imply),
// leaving out one whose cells are not fields, listed once, or that does
// not bind.
func (r *Rules) imply(ctx context.Context) error {
	for _, k := range r.Kinds() {
		if k.Imply == nil {
			continue
		}
		for _, c := range k.Imply(r) {
			if err := ctx.Err(); err != nil {
				return stoppedBuilding(err, len(r.Constraints), len(r.Constraints))
			}
			if c == nil {
				continue
			}
			var fields []int
			for _, p := range c.Cells() {
				f := r.FieldAt(p)
				if f < 0 || slices.Contains(fields, f) {
					fields = nil
					break
				}
				fields = append(fields, f)
			}
			if len(fields) == 0 {
				continue
			}
			if b, err := c.Bind(slices.Clone(fields), r); err == nil && b != nil {
				r.implied = append(r.implied, b)
				r.impliedFields = append(r.impliedFields, fields)
			}
		}
	}
	return nil
}

// precomputeConstraints makes, once the groups are compiled, each field's
// list of constraints and the index of the constraints' links.
func (r *Rules) precomputeConstraints() {
	for _, c := range r.Constraints {
		if p, ok := c.(Preparer); ok {
			p.Prepare(r)
		}
	}
	r.fieldConstraints = make([][]int, len(r.pos))
	for ci, fields := range r.constraintFields {
		for _, f := range fields {
			r.fieldConstraints[f] = append(r.fieldConstraints[f], ci)
		}
	}
	for _, c := range r.Constraints {
		if _, ok := c.(Linker); ok {
			r.linkers = true
		}
	}
}

func (r *Rules) validCandidate(c Candidate) bool {
	return c.Field >= 0 && c.Field < len(r.pos) && c.Value >= 0 && c.Value < r.NumValues()
}

// Excludes reports whether candidates a and b cannot both hold: two
// values of one field, one value in two fields that share a group, or a
// pair a constraint forbids (a weak link).
func (r *Rules) Excludes(a, b Candidate) bool {
	switch {
	case a == b:
		return false
	case a.Field == b.Field:
		return true
	case a.Value == b.Value && r.Sees(a.Field, b.Field):
		return true
	}
	return r.LinkedBy(a, b) >= 0
}
