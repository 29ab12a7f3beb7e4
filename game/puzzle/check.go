package puzzle

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// ClashError is two givens with the same value in one group, which no
// solution can keep.
type ClashError struct {
	First, Second int // the fields, First before Second in reading order
	Group         int // index in the rules' Groups
	Value         int // the value both hold
	rules         *game.Rules
}

// Error names both fields, the value and the group, e.g.
// "r1c1 and r1c5 both hold 7 in row 1".
func (e *ClashError) Error() string {
	return fmt.Sprintf("%s and %s both hold %s in %s", e.rules.FieldName(e.First), e.rules.FieldName(e.Second),
		e.rules.Values.Name(e.Value), e.rules.Groups[e.Group].Name)
}

// CheckGivens checks givens built by any means: one entry per field, each a
// value index or game.Empty, and no value twice in a group. It returns nil
// or every problem, joined with errors.Join; clashes are *ClashError, in
// reading order of their second field.
func CheckGivens(rules *game.Rules, givens []int) error {
	if len(givens) != rules.NumFields() {
		return fmt.Errorf("the givens list %d fields, the board has %d", len(givens), rules.NumFields())
	}
	var errs []error
	for f, v := range givens {
		if v != game.Empty && (v < 0 || v >= rules.NumValues()) {
			errs = append(errs, fmt.Errorf("%s holds %d, which is neither a value (0 to %d) nor game.Empty", rules.FieldName(f), v, rules.NumValues()-1))
		}
	}
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	// The fields of each group and value held more than once, then each
	// paired with the first of them in reading order.
	type held struct{ group, value int }
	holders := map[held][]int{}
	var order []held
	rules.Repeats(givens, func(gi, first, f int) bool {
		k := held{gi, givens[f]}
		if holders[k] == nil {
			holders[k] = []int{first}
			order = append(order, k)
		}
		holders[k] = append(holders[k], f)
		return true
	})
	var clashes []*ClashError
	for _, k := range order {
		fs := holders[k]
		slices.Sort(fs)
		for _, f := range fs[1:] {
			clashes = append(clashes, &ClashError{First: fs[0], Second: f, Group: k.group, Value: k.value, rules: rules})
		}
	}
	slices.SortStableFunc(clashes, func(a, b *ClashError) int {
		return cmp.Or(cmp.Compare(a.Second, b.Second), cmp.Compare(a.Group, b.Group))
	})
	for _, c := range clashes {
		errs = append(errs, c)
	}
	return errors.Join(errs...)
}

// firstClash returns the clash whose second field comes first in reading
// order (the first group on a tie), and whether there is one. givens must be valid; seen1 and
// seen2 are scratch space of one entry per value, so the reader checks a
// puzzle without allocating.
func firstClash(rules *game.Rules, givens []int, seen1, seen2 []int32) (ClashError, bool) {
	best := ClashError{Second: -1, rules: rules}
	// Most puzzles have no clash: find the first group with one by value
	// masks, and only then look for the pair that comes first.
	clashAt := -1
	for gi, g := range rules.Groups {
		var seen uint64
		for _, f := range g.Fields {
			if v := givens[f]; v != game.Empty {
				if seen&(1<<v) != 0 {
					clashAt = gi
					break
				}
				seen |= 1 << v
			}
		}
		if clashAt >= 0 {
			break
		}
	}
	if clashAt < 0 {
		return best, false
	}
	for gi, g := range rules.Groups[clashAt:] {
		gi += clashAt
		for v := range seen1 {
			seen1[v], seen2[v] = -1, -1
		}
		for _, f := range g.Fields {
			v := givens[f]
			if v == game.Empty {
				continue
			}
			f32 := int32(f)
			switch {
			case seen1[v] < 0:
				seen1[v] = f32
			case f32 < seen1[v]:
				seen1[v], seen2[v] = f32, seen1[v]
			case seen2[v] < 0 || f32 < seen2[v]:
				seen2[v] = f32
			}
		}
		for v, s := range seen2 {
			if s >= 0 && (best.Second < 0 || int(s) < best.Second) {
				best = ClashError{First: int(seen1[v]), Second: int(s), Group: gi, Value: v, rules: rules}
			}
		}
	}
	return best, true
}
