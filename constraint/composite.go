package constraint

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// NewAllOfKind returns the kind written key: {cells: [...], ...} whose
// item stands for an item of each of parts with the same argument: a
// spec's kind defined as all-of. Its rules are the parts' own, each of
// its part's kind, so they are written, drawn and explained as the
// parts'; rk names the composite and takes its first part's shape and
// abilities.
func NewAllOfKind(key string, rk *game.RuleKind, parts []*Kind) *Kind {
	var keys []string
	for _, p := range parts {
		for _, k := range p.Keys {
			if !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	rk.Shape, rk.Abilities = parts[0].Rule.Shape, parts[0].Rule.Abilities
	example := parts[0].Example
	if _, rest, ok := strings.Cut(example, ":"); ok {
		example = key + ":" + rest
	}
	return &Kind{
		Rule:     rk,
		FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of a spec's own"},
		Key:      key,
		Keys:     keys,
		Example:  example,
		Read: func(a Args) []game.Constraint {
			var out []game.Constraint
			for _, p := range parts {
				cs := p.Read(partArgs{a, p.Keys})
				if cs == nil {
					return nil
				}
				out = append(out, cs...)
			}
			return out
		},
		Draw: parts[0].Draw,
	}
}

// partArgs is an argument read by one part of a composite: the keys the
// part has, of the composite's argument.
type partArgs struct {
	Args
	keys []string
}

func (a partArgs) Has(key string) bool { return slices.Contains(a.keys, key) && a.Args.Has(key) }

// EachAbilities are the abilities of the rules of an each kind (see
// game.RuleKind.Abilities).
const EachAbilities = game.CanPropagate | game.CanExplain | game.CanLink

// Over lists the sets of fields of a board that an each kind holds its
// part over, each with its name, in order.
type Over func(r *game.Rules) (sets [][]int, names []string)

// OverGroups is Over the board's groups of kind g, each in its order.
func OverGroups(g game.GroupKind) Over {
	return func(r *game.Rules) (sets [][]int, names []string) {
		for _, gr := range r.Groups {
			if gr.Kind == g {
				sets, names = append(sets, gr.Fields), append(names, gr.Name)
			}
		}
		return sets, names
	}
}

// OverNeighbours is Over every two fields of the board one step apart:
// across an edge (orthogonal), or at a corner (diagonal); the upper one
// first, or the left one in a row.
func OverNeighbours(diagonal bool) Over {
	return func(r *game.Rules) (sets [][]int, names []string) {
		steps := [][2]int{{0, 1}, {1, 0}}
		if diagonal {
			steps = [][2]int{{1, -1}, {1, 1}}
		}
		for f := range r.NumFields() {
			p := r.Pos(f)
			for _, d := range steps {
				g := r.FieldAt(game.Pos{Row: p.Row + d[0], Col: p.Col + d[1]})
				if g >= 0 {
					sets, names = append(sets, []int{f, g}), append(names, p.String()+"-"+r.Pos(g).String())
				}
			}
		}
		return sets, names
	}
}

// NewEachKind returns the kind of rules written - key (of the whole
// board, or key: {...} with the arguments of part but its cells) that
// hold a rule of part over each set of fields over lists (named houses:
// "rows"), in order: a spec's kind defined by each. rk's Abilities must
// be EachAbilities.
func NewEachKind(key string, rk *game.RuleKind, part *Kind, over Over, houses string) *Kind {
	keys := slices.DeleteFunc(slices.Clone(part.Keys), func(k string) bool { return k == "cells" })
	k := &Kind{
		Rule:     rk,
		FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of a spec's own"},
		Key:      key,
		Keys:     keys,
		Example:  "- " + key,
		Draw:     Drawing{Style: StyleGlobal},
	}
	k.Read = func(a Args) []game.Constraint {
		var args []Arg
		ok := true
		for _, name := range keys {
			if !a.Has(name) {
				continue
			}
			x, good := a.Int(name)
			ok = ok && good
			args = append(args, Arg{name, x})
		}
		if !ok {
			return nil
		}
		return one(&each{kind: k, part: part, over: over, houses: houses, args: args})
	}
	return k
}

// each is a rule of a part's kind over each group of a kind: before it is
// bound it has no cells; bound, it has the rules of each group, bound
// too, and their cells.
type each struct {
	kind   *Kind
	part   *Kind
	over   Over
	houses string
	args   []Arg // the part's arguments but cells, as given
	// Bound:
	cells []game.Pos
	rules []game.Constraint
	of    [][]int // each rule's fields
}

func (c *each) Kind() *game.RuleKind { return c.kind.Rule }

func (c *each) Name() string {
	return c.kind.Key + " (" + c.part.Key + " in each of the " + c.houses + ")"
}

// Cells returns the cells of every group it holds over, once bound.
func (c *each) Cells() []game.Pos { return c.cells }

func (c *each) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	b.cells, b.rules, b.of = nil, nil, nil
	seen := map[int]bool{}
	sets, names := c.over(r)
	for si, fields := range sets {
		name := names[si]
		cells := make([]game.Pos, len(fields))
		for i, f := range fields {
			cells[i] = r.Pos(f)
			if !seen[f] {
				seen[f] = true
				b.cells = append(b.cells, cells[i])
			}
		}
		it := &itemArgs{values: map[string]any{"cells": cells}}
		for _, a := range c.args {
			it.values[a.Key] = a.Value
		}
		cs := c.part.Read(it)
		if len(it.errs) > 0 || len(cs) != 1 {
			return nil, fmt.Errorf("%s over %s: %s", c.part.Key, name, strings.Join(it.errs, "; "))
		}
		bound, err := cs[0].Bind(slices.Clone(fields), r)
		if err != nil {
			return nil, fmt.Errorf("%s over %s: %v", c.part.Key, name, err)
		}
		b.rules, b.of = append(b.rules, bound), append(b.of, fields)
	}
	if len(b.rules) == 0 {
		return nil, fmt.Errorf("the board has no %s", c.houses)
	}
	return &b, nil
}

func (c *each) Check(g game.Grid) error {
	for _, r := range c.rules {
		if err := r.Check(g); err != nil {
			return err
		}
	}
	return nil
}

// Propagate asks the rule of each group in turn, and stops at the first
// that finds something, or cannot hold.
func (c *each) Propagate(b *game.Board, found *game.Found) bool {
	for _, r := range c.rules {
		p, ok := r.(game.Propagator)
		if !ok {
			continue
		}
		before := len(found.Eliminate)
		if !p.Propagate(b, found) {
			return false
		}
		if len(found.Eliminate) > before {
			return true
		}
	}
	return true
}

// Links yields the links of the rules of its sets that link candidates
// (game.Linker), for the chains; none when its part's rules do not.
func (c *each) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	for _, rule := range c.rules {
		l, ok := rule.(game.Linker)
		if !ok {
			continue
		}
		stop := false
		l.Links(func(f, g int, forbid []game.ValueSet) bool {
			stop = !yield(f, g, forbid)
			return !stop
		})
		if stop {
			return
		}
	}
}

// Explain hands a move to the rule of the group whose cells it takes
// values out of.
func (c *each) Explain(r *game.Rules, m *game.Move) string {
	for i, rule := range c.rules {
		e, ok := rule.(game.Explainer)
		if !ok {
			continue
		}
		mine := len(m.Eliminate) > 0
		for _, x := range m.Eliminate {
			mine = mine && slices.Contains(c.of[i], x.Field)
		}
		if mine {
			return e.Explain(r, m)
		}
	}
	return c.Name() + ": the rule of one of the " + c.houses + " cannot hold"
}

// Item writes the rule as a spec item of its kind.
func (c *each) Item() Item { return Item{Key: c.kind.Key, Args: slices.Clone(c.args)} }

// definedKind returns the rule's kind, one a spec defined.
func (c *each) definedKind() *Kind { return c.kind }

// ReadItem reads an item of kind k back to its rules, as a spec's item
// of the same keys and values reads: the way to make rules of a kind
// from values in Go. Its error lists what the kind reported.
func (k *Kind) ReadItem(it Item) ([]game.Constraint, error) {
	a := &itemArgs{values: map[string]any{}}
	for _, arg := range it.Args {
		a.values[arg.Key] = arg.Value
	}
	cs := k.Read(a)
	if len(a.errs) > 0 || cs == nil {
		return nil, fmt.Errorf("%s: %s", k.Key, strings.Join(a.errs, "; "))
	}
	return cs, nil
}

// itemArgs is an argument of the values of an item's keys, which a
// kind's rule reads again: each value of the type Args reads it as.
type itemArgs struct {
	values map[string]any
	errs   []string
}

func (a *itemArgs) Has(key string) bool { _, ok := a.values[key]; return ok }

// value returns the value of key as a T, or reports it.
func value[T any](a *itemArgs, key string) (T, bool) {
	v, ok := a.values[key].(T)
	if !ok {
		a.Errorf(key, "%s is missing or not what the kind reads", key)
	}
	return v, ok
}

func (a *itemArgs) Cells(key string) ([]game.Pos, bool) { return value[[]game.Pos](a, key) }
func (a *itemArgs) CellLists(key string) ([][]game.Pos, bool) {
	return value[[][]game.Pos](a, key)
}
func (a *itemArgs) Int(key string) (int, bool) { return value[int](a, key) }

// Word reads a word, or true or false as a spec's reader reads them: as
// the words "true" and "false" (a negative: true that Items wrote).
func (a *itemArgs) Word(key string) (string, bool) {
	if b, ok := a.values[key].(bool); ok {
		return strconv.FormatBool(b), true
	}
	return value[string](a, key)
}

func (a *itemArgs) Words(key string) ([]string, bool) { return value[[]string](a, key) }
func (a *itemArgs) Bool(key string) (bool, bool)      { return value[bool](a, key) }
func (a *itemArgs) Errorf(key, format string, args ...any) {
	a.errs = append(a.errs, key+": "+fmt.Sprintf(format, args...))
}
