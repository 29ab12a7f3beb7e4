package kinddef

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// The composite forms: a kind made of other kinds. all-of holds every
// one of its kinds over the same cells (any kinds, built in too); any-of
// holds when one of them does, and not when its kind does not; those two
// combine kinds defined in YAML whose cells are of one form, lines or
// sets, into one table. each holds a kind over every row, column or box
// of the board.

// dead is the state of a part of a composite machine whose walk failed.
const dead = math.MinInt32

// compileComposite returns the kind of a composite definition, its parts
// found among known.
func compileComposite(d Def, known []*constraint.Kind, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	forms := 0
	for _, set := range []bool{len(d.AllOf) > 0, len(d.AnyOf) > 0, d.Not != "", d.Each != ""} {
		if set {
			forms++
		}
	}
	if forms > 1 || d.NextPair != "" || d.EveryPair != "" || d.Start != "" || d.Next != "" || d.Accept != "" || d.Regex != "" || d.Holds != "" || d.Cells != "" {
		return nil, fail("", "a composite kind is one of all-of, any-of, not and each, with nothing of the other forms (cells, next-pair, every-pair, start, next, accept, regex, holds): its parts say them")
	}
	if len(d.Args) > 0 {
		return nil, fail("args", "a composite kind takes the arguments of its parts, by their names: it declares none of its own")
	}
	lookup := func(field, key string) (*constraint.Kind, error) {
		k := constraint.Lookup(known, key)
		if k == nil {
			return nil, fail(field, "no kind %s is known here: name a built-in kind, one of the library's, or one defined above this one", game.Excerpt(key))
		}
		if pd, ok := DefOf(k); ok {
			d.parts = append(d.parts, pd)
		}
		return k, nil
	}
	switch {
	case d.Each != "":
		if d.Of == "" {
			return nil, fail("of", "each needs of, the kind to hold over every %s, such as of: sumline", d.Each)
		}
		over := map[string]constraint.Over{
			"rows":             constraint.OverGroups(game.GroupRow),
			"columns":          constraint.OverGroups(game.GroupColumn),
			"boxes":            constraint.OverGroups(game.GroupBox),
			"orthogonal-pairs": constraint.OverNeighbours(false),
			"diagonal-pairs":   constraint.OverNeighbours(true),
		}
		g, ok := over[d.Each]
		if !ok {
			return nil, fail("each", "each is rows, columns, boxes, orthogonal-pairs or diagonal-pairs, not %s", game.Excerpt(d.Each))
		}
		sub, err := lookup("of", d.Of)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(sub.Keys, "cells") {
			return nil, fail("of", "%s is no rule over cells: each holds a kind whose rules are given their cells", sub.Key)
		}
		rk, _, err := ruleKind(d, sub.Rule.Difficulty, constraint.EachAbilities, fail)
		if err != nil {
			return nil, err
		}
		rk.Shape = game.ShapeBoard
		return finish(d, constraint.NewEachKind(d.Key, rk, sub, g, d.Each), fail)
	case d.Of != "":
		return nil, fail("of", "of goes with each")
	case len(d.AllOf) > 0:
		var parts []*constraint.Kind
		for _, key := range d.AllOf {
			k, err := lookup("all-of", key)
			if err != nil {
				return nil, err
			}
			parts = append(parts, k)
		}
		rk, _, err := ruleKind(d, parts[0].Rule.Difficulty, 0, fail)
		if err != nil {
			return nil, err
		}
		return finish(d, constraint.NewAllOfKind(d.Key, rk, parts), fail)
	}
	field, keys := "any-of", d.AnyOf
	if d.Not != "" {
		field, keys = "not", []string{d.Not}
	}
	var defs []Def
	for _, key := range keys {
		k, err := lookup(field, key)
		if err != nil {
			return nil, err
		}
		pd, ok := DefOf(k)
		if !ok || pd.composite() {
			return nil, fail(field, "%s combines kinds said by an expression in YAML (in a kinds: section or the library); %s is not one", field, key)
		}
		if pd.isSet() != defs0(defs, pd).isSet() {
			return nil, fail(field, "%s combines kinds of one form: %s is over a set of cells and %s over a line", field, setOne(defs, pd).Key, lineOne(defs, pd).Key)
		}
		defs = append(defs, pd)
	}
	// The composite's arguments are its parts', each name once.
	var args []constraint.DefinedArg
	for _, pd := range defs {
		for _, a := range pd.Args {
			if !slices.ContainsFunc(args, func(b constraint.DefinedArg) bool { return b.Name == a.Name }) {
				args = append(args, a)
			}
		}
	}
	cd := d
	cd.Args = args
	if defs[0].isSet() {
		rule, err := setComposite(defs, args, d.Not != "", fail)
		if err != nil {
			return nil, err
		}
		k, err := setKind(cd, rule, fail)
		if k != nil {
			k.Definition = d
		}
		return k, err
	}
	rule, err := machineComposite(defs, args, d.Not != "", fail)
	if err != nil {
		return nil, err
	}
	rk, draw, err := ruleKind(cd, machineDifficulty, constraint.MachineAbilities, fail)
	if err != nil {
		return nil, err
	}
	return finish(d, constraint.NewMachineKind(d.Key, rk, rule, args, drawn(d, rk, draw)), fail)
}

// composite reports whether d is said by its parts.
func (d Def) composite() bool {
	return len(d.AllOf) > 0 || len(d.AnyOf) > 0 || d.Not != "" || d.Each != ""
}

// isSet reports whether d is a rule over a set of cells.
func (d Def) isSet() bool { return d.Cells == "set" }

// defs0 returns the first of defs, or d when there is none.
func defs0(defs []Def, d Def) Def {
	if len(defs) == 0 {
		return d
	}
	return defs[0]
}

// setOne and lineOne return, of defs and d, one over a set of cells and
// one over a line.
func setOne(defs []Def, d Def) Def {
	if d.isSet() {
		return d
	}
	return defs[0]
}

func lineOne(defs []Def, d Def) Def {
	if !d.isSet() {
		return d
	}
	return defs[0]
}

// pick returns, of the values args of a composite's arguments all, those
// of the arguments own, in their order.
func pick(all, own []constraint.DefinedArg, args []int) []int {
	out := make([]int, len(own))
	for i, a := range own {
		for j, b := range all {
			if a.Name == b.Name {
				out[i] = args[j]
			}
		}
	}
	return out
}

// setComposite returns the set rule of any-of defs (or, with not, of
// not the one of defs).
func setComposite(defs []Def, args []constraint.DefinedArg, not bool, fail func(field, format string, args ...any) error) (*constraint.SetRule, error) {
	var rules []*constraint.SetRule
	var says []string
	for _, pd := range defs {
		r, err := setRuleOf(pd, fail)
		if err != nil {
			return nil, err
		}
		rules, says = append(rules, r), append(says, r.Says)
	}
	out := &constraint.SetRule{
		Holds: func(nums, board, vals []int) (bool, error) {
			for i, r := range rules {
				ok, err := r.Holds(nums, board, pick(args, defs[i].Args, vals))
				if err != nil || ok {
					return ok != not, err
				}
			}
			return not, nil
		},
		Says: composed(says, not),
		Cost: func(n int) int {
			c := 0
			for _, r := range rules {
				c += r.Cost(n)
			}
			return c
		},
	}
	return out, nil
}

// composed writes the rule of parts says: "not (x)", "(x) or (y)".
func composed(says []string, not bool) string {
	if not {
		return "not (" + says[0] + ")"
	}
	return "(" + strings.Join(says, ") or (") + ")"
}

// lineMachine returns the machine of a line definition, whatever its
// form: a pair rule read as a machine whose state is the values it must
// keep to (the last one, or every one so far).
func lineMachine(d Def, fail func(field, format string, args ...any) error) (*constraint.Machine, error) {
	switch {
	case d.Regex != "":
		return regexMachine(d, fail)
	case d.Next != "" || d.Start != "" || d.Accept != "":
		return machineOf(d, fail)
	}
	src, every := d.NextPair, false
	if d.EveryPair != "" {
		src, every = d.EveryPair, true
	}
	holds, err := compilePair(src, d)
	if err != nil {
		return nil, exprError(d.Key, "next-pair", err, fail)
	}
	none := dead + 1 // before the first cell
	if !every {
		// The state is the last number read.
		return &constraint.Machine{
			Start: func([]int) (int, error) { return none, nil },
			Next: func(s, v int, args []int) (int, bool, error) {
				if s == none {
					return v, true, nil
				}
				ok, err := holds(s, v, args)
				return v, ok, err
			},
			Accept: func(int, []int) (bool, error) { return true, nil },
			Says:   strings.TrimSpace(src),
		}, nil
	}
	// The state is the set of numbers read, as bits: numbers 0 to 62.
	return &constraint.Machine{
		Start: func([]int) (int, error) { return 0, nil },
		Next: func(s, v int, args []int) (int, bool, error) {
			if v < 0 || v > 62 {
				return 0, false, fmt.Errorf("a rule over every two cells is read as a machine over numbers 0 to 62, not %d", v)
			}
			for u := 0; u <= 62; u++ {
				if s&(1<<u) == 0 {
					continue
				}
				if ok, err := holds(u, v, args); err != nil || !ok {
					return 0, false, err
				}
			}
			return s | 1<<v, true, nil
		},
		Accept: func(int, []int) (bool, error) { return true, nil },
		Says:   strings.TrimSpace(src),
	}, nil
}

// machineComposite returns the machine of any-of defs (or, with not, of
// not the one of defs): its state is the states of its parts, dead for
// a part whose walk failed, each tuple numbered as first met.
func machineComposite(defs []Def, args []constraint.DefinedArg, not bool, fail func(field, format string, args ...any) error) (*constraint.Machine, error) {
	var parts []*constraint.Machine
	var says []string
	for _, pd := range defs {
		m, err := lineMachine(pd, fail)
		if err != nil {
			return nil, err
		}
		parts, says = append(parts, m), append(says, m.Says)
	}
	t := &numbered[[]int]{} // the tuples of the parts' states
	own := func(i int, vals []int) []int { return pick(args, defs[i].Args, vals) }
	return &constraint.Machine{
		Start: func(vals []int) (int, error) {
			states := make([]int, len(parts))
			for i, m := range parts {
				s, err := m.Start(own(i, vals))
				if err != nil {
					return 0, err
				}
				states[i] = s
			}
			return t.id(states), nil
		},
		Next: func(s, v int, vals []int) (int, bool, error) {
			states := slices.Clone(t.get(s))
			alive := false
			for i, m := range parts {
				if states[i] == dead {
					continue
				}
				next, ok, err := m.Next(states[i], v, own(i, vals))
				if err != nil {
					return 0, false, err
				}
				if !ok {
					next = dead
				}
				states[i], alive = next, alive || ok
			}
			// A walk of any-of fails once every part's has; not's walk
			// goes on, since its part failing is what it asks.
			return t.id(states), alive || not, nil
		},
		Accept: func(s int, vals []int) (bool, error) {
			for i, st := range t.get(s) {
				if st == dead {
					continue
				}
				ok, err := parts[i].Accept(st, own(i, vals))
				if err != nil || ok {
					return ok != not, err
				}
			}
			return not, nil
		},
		Says: composed(says, not),
	}, nil
}
