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
	where := make([]int, r.NumValues())
	for _, g := range r.Groups {
		for i := range where {
			where[i] = -1
		}
		for _, f := range g.Fields {
			v := grid[f]
			if where[v] >= 0 {
				return fmt.Errorf("%s and %s both hold %s in %s", r.FieldName(where[v]), r.FieldName(f), r.Values.Name(v), g.Name)
			}
			where[v] = f
		}
	}
	return r.CheckConstraints(GridOf(grid))
}
