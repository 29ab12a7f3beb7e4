package game

import "fmt"

// CheckSolution checks a filled grid (one value index per field) against
// the rules on its own, sharing nothing with the solving engine: every field
// holds a value, every given (when givens is not nil) is kept, no group
// holds a value twice, and every constraint holds (its Check, apart from
// its propagation). It returns the first problem found.
func (r *Rules) CheckSolution(grid, givens []int) error {
	if len(grid) != r.NumFields() {
		return fmt.Errorf("the solution has %d fields, the board %d", len(grid), r.NumFields())
	}
	for f, v := range grid {
		if v < 0 || v >= r.NumValues() {
			return fmt.Errorf("%s holds no value", r.FieldName(f))
		}
		if givens != nil && givens[f] != Empty && givens[f] != v {
			return fmt.Errorf("%s holds %s but the given is %s", r.FieldName(f), r.Values.Name(v), r.Values.Name(givens[f]))
		}
	}
	var err error
	r.Repeats(grid, func(gi, first, f int) bool {
		err = fmt.Errorf("%s and %s both hold %s in %s", r.FieldName(first), r.FieldName(f), r.Values.Name(grid[f]), r.Groups[gi].Name)
		return false
	})
	if err != nil {
		return err
	}
	return r.CheckConstraints(GridOf(grid))
}

// Repeats calls found for every field of grid (a value index or Empty
// per field, each index valid) that holds a value a field before it in
// one of its groups holds: group by group in the rules' order, each in
// its fields' order, with the group's index and the first of its fields
// to hold that value. found returns false to stop. It is the one check
// of "no value twice in a group" that solutions, givens and the page's
// conflicts share.
func (r *Rules) Repeats(grid []int, found func(group, first, f int) bool) {
	where := make([]int, r.NumValues())
	for gi, g := range r.Groups {
		for i := range where {
			where[i] = -1
		}
		for _, f := range g.Fields {
			v := grid[f]
			if v == Empty {
				continue
			}
			if where[v] < 0 {
				where[v] = f
			} else if !found(gi, where[v], f) {
				return
			}
		}
	}
}
