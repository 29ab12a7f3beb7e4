package specs

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

// A spec's constraints are the rules beyond its groups, each an item that
// names its kind (a constraint.Kind known to the reader) with a mapping of
// that kind's keys:
//
//	constraints:
//	  - apart: {cells: [r1c1, r1c2], by: 2}
//
// The kinds read their arguments through yamlArgs, which reports every
// problem at its place. A spec that extends another inherits its
// constraints and adds its own.

// item is one constraint with where it was written: its list item and
// the cells it read, in the order read.
type item struct {
	c     game.Constraint
	file  *file
	at    game.Position
	cells []game.Position
}

// constraints reads the items of a constraints list (a spec's or a
// puzzle's), counting their cells in d.
func (p *parser) constraints(d *def, n *yaml.Node, broken bool) []item {
	switch {
	case isNull(n):
		return nil
	case n.Kind != yaml.SequenceNode:
		p.errNode(n, "constraints are a list (each item starting with -), not %s", kindName(n))
		return nil
	}
	var out []item
	for _, it := range n.Content {
		out = append(out, p.constraint(d, deref(it), broken)...)
		if d.over > 0 {
			p.errNode(it, "with this item the groups and constraints would hold %d cells in all, more than the %d a spec may have: use fewer or smaller ones", d.over, MaxGroupCells)
			return out
		}
	}
	return out
}

// constraint reads one item: a mapping of a kind's key to its argument,
// or a kind's key alone for a kind whose argument may be empty (a rule of
// the whole board: - antiknight). When broken, the board is unknown and
// only the kind is checked.
func (p *parser) constraint(d *def, it *yaml.Node, broken bool) []item {
	var keyN, arg *yaml.Node
	switch {
	case it.Kind == yaml.ScalarNode && !isNull(it):
		keyN, arg = it, &yaml.Node{Kind: yaml.MappingNode, Line: it.Line, Column: it.Column}
	case it.Kind == yaml.MappingNode && len(it.Content) == 2:
		keyN, arg = deref(it.Content[0]), deref(it.Content[1])
		if isNull(arg) {
			arg = &yaml.Node{Kind: yaml.MappingNode, Line: keyN.Line, Column: keyN.Column}
		}
	default:
		p.errNode(it, "a constraint is a kind with its argument, such as %s, not %s", p.example(), kindName(it))
		return nil
	}
	if keyN.Kind != yaml.ScalarNode {
		p.errNode(keyN, "a constraint kind is a word such as %s, not %s", p.exampleKey(), kindName(keyN))
		return nil
	}
	k := constraint.Lookup(p.kinds, keyN.Value)
	if k == nil {
		if len(p.kinds) == 0 {
			p.errNode(keyN, "unknown constraint kind %s: this program knows no constraint kinds", game.Excerpt(keyN.Value))
			return nil
		}
		keys := constraint.Keys(p.kinds)
		p.errNode(keyN, "unknown constraint kind %s: %sthe kinds are %s", game.Excerpt(keyN.Value), suggest(keyN.Value, keys), strings.Join(keys, ", "))
		return nil
	}
	if arg != nil && arg.Kind == yaml.SequenceNode && slices.Contains(k.Keys, "cells") && !slices.Contains(k.Keys, "clone") {
		// A list alone is the cells: - thermometer: [r1c1, r1c2, r1c3].
		arg = &yaml.Node{Kind: yaml.MappingNode, Line: arg.Line, Column: arg.Column,
			Content: []*yaml.Node{{Kind: yaml.ScalarNode, Tag: "!!str", Value: "cells", Line: arg.Line, Column: arg.Column}, arg}}
	}
	if arg == nil || arg.Kind != yaml.MappingNode {
		p.errNode(keyN, "%s takes a mapping of %s: write e.g. - %s", k.Key, strings.Join(k.Keys, ", "), k.Example)
		return nil
	}
	a := &yamlArgs{p: p, node: arg, kind: k, keys: p.keys(arg, k.Key, k.Keys)}
	before := p.errs.n
	cs := k.Read(a)
	if len(cs) == 0 || p.errs.n > before || broken {
		if len(cs) == 0 && p.errs.n == before {
			p.errNode(keyN, "%s could not be read: write e.g. - %s", k.Key, k.Example)
		}
		return nil
	}
	var out []item
	for _, c := range cs {
		if c == nil || !d.reserve(1, len(c.Cells())) {
			return out
		}
		out = append(out, item{c: c, file: p.f, at: p.f.pos(keyN), cells: a.cellsAt})
	}
	return out
}

// example is an item of the first kind known, for messages.
func (p *parser) example() string {
	if len(p.kinds) == 0 {
		return "- kind: {cells: [r1c1, r1c2]}"
	}
	return "- " + p.kinds[0].Example
}

// exampleKey is the key of the first kind known, for messages.
func (p *parser) exampleKey() string {
	if len(p.kinds) == 0 {
		return "a kind's name"
	}
	return p.kinds[0].Key
}

// yamlArgs is a constraint's argument in a spec file, for its kind's Read.
type yamlArgs struct {
	p       *parser
	node    *yaml.Node
	kind    *constraint.Kind
	keys    map[string]*yaml.Node
	cellsAt []game.Position // the positions of the cells read, in order
}

// Has reports whether the argument gives key.
func (a *yamlArgs) Has(key string) bool { _, ok := a.keys[key]; return ok }

func (a *yamlArgs) need(key string) (*yaml.Node, bool) {
	n, ok := a.keys[key]
	if !ok {
		a.p.errNode(a.node, "%s needs %s: write e.g. - %s", a.kind.Key, key, a.kind.Example)
	}
	return n, ok
}

// Cells reads key as a list of cells.
func (a *yamlArgs) Cells(key string) ([]game.Pos, bool) {
	n, ok := a.need(key)
	if !ok {
		return nil, false
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) == 0 {
		a.p.errNode(n, "%s are a list of cells such as [r1c1, r1c2], not %s", key, kindName(n))
		return nil, false
	}
	var cells []game.Pos
	var at []game.Position
	for _, c := range n.Content {
		c = deref(c)
		pos, good := a.p.cell(c)
		ok = ok && good
		cells = append(cells, pos)
		at = append(at, a.p.f.pos(c))
	}
	if !ok {
		return nil, false
	}
	a.cellsAt = append(a.cellsAt, at...)
	return cells, true
}

// CellLists reads key as a list, maybe empty, of lists of cells.
func (a *yamlArgs) CellLists(key string) ([][]game.Pos, bool) {
	n, ok := a.need(key)
	if !ok {
		return nil, false
	}
	if n.Kind != yaml.SequenceNode {
		a.p.errNode(n, "%s are a list of lists of cells such as [[r1c1, r1c2]], not %s", key, kindName(n))
		return nil, false
	}
	var out [][]game.Pos
	var at []game.Position
	for _, l := range n.Content {
		l = deref(l)
		if l.Kind != yaml.SequenceNode || len(l.Content) == 0 {
			a.p.errNode(l, "an item of %s is a list of cells such as [r1c1, r1c2], not %s", key, kindName(l))
			ok = false
			continue
		}
		var cells []game.Pos
		for _, c := range l.Content {
			c = deref(c)
			pos, good := a.p.cell(c)
			ok = ok && good
			cells = append(cells, pos)
			at = append(at, a.p.f.pos(c))
		}
		out = append(out, cells)
	}
	if !ok {
		return nil, false
	}
	a.cellsAt = append(a.cellsAt, at...)
	return out, true
}

// Int reads key as a whole number.
func (a *yamlArgs) Int(key string) (int, bool) {
	n, ok := a.need(key)
	if !ok {
		return 0, false
	}
	v, err := strconv.Atoi(strings.TrimSpace(n.Value))
	if n.Kind != yaml.ScalarNode || err != nil {
		a.p.errNode(n, "%s is a whole number, not %s", key, kindName(n))
		return 0, false
	}
	return v, true
}

// Word reads key as one word.
func (a *yamlArgs) Word(key string) (string, bool) {
	n, ok := a.need(key)
	if !ok {
		return "", false
	}
	return a.p.word(n, key)
}

// Words reads key as a list of words.
func (a *yamlArgs) Words(key string) ([]string, bool) {
	n, ok := a.need(key)
	if !ok {
		return nil, false
	}
	if n.Kind != yaml.SequenceNode || len(n.Content) == 0 {
		a.p.errNode(n, "%s is a list such as [1, 2], not %s", key, kindName(n))
		return nil, false
	}
	var out []string
	for _, it := range n.Content {
		w, good := a.p.word(deref(it), "an item of "+key)
		ok = ok && good
		out = append(out, w)
	}
	return out, ok
}

// Bool reads key as true or false.
func (a *yamlArgs) Bool(key string) (bool, bool) {
	n, ok := a.need(key)
	if !ok {
		return false, false
	}
	if n.Kind != yaml.ScalarNode || (n.Value != "true" && n.Value != "false") {
		a.p.errNode(n, "%s is true or false, not %s", key, kindName(n))
		return false, false
	}
	return n.Value == "true", true
}

// Errorf reports a problem at key's value, or at the argument.
func (a *yamlArgs) Errorf(key string, format string, args ...any) {
	n := a.node
	if k, ok := a.keys[key]; ok {
		n = k
	}
	a.p.errNode(n, format, args...)
}

// constraintsOf returns the constraints of d, for game.NewRules.
func (d *def) constraintsOf() []game.Constraint {
	out := make([]game.Constraint, len(d.constraints))
	for i, it := range d.constraints {
		out[i] = it.c
	}
	return out
}

// constraintCells returns the cells of d's constraints as one group, so
// that a cell only a constraint covers is a field, not a hole.
func (d *def) constraintCells() game.GroupSpec {
	var g game.GroupSpec
	for _, it := range d.constraints {
		g.Cells = append(g.Cells, it.c.Cells()...)
	}
	return g
}

// mapConstraintError reports a *game.ConstraintError of NewRules, given
// the constraints of items, at the place its constraint, or its cell, was
// written; it reports whether err was one.
func mapConstraintError(err error, items []item, errs *errorList) bool {
	var ce *game.ConstraintError
	if !errors.As(err, &ce) || ce.Constraint < 0 || ce.Constraint >= len(items) {
		return false
	}
	it := items[ce.Constraint]
	at := it.at
	if ce.Cell >= 0 && ce.Cell < len(it.cells) && len(it.cells) == len(it.c.Cells()) {
		at = it.cells[ce.Cell]
	}
	errs.add(it.file.errAt(at, "%s", ce.Msg))
	return true
}

// counted adds to errs the count of err when it is a *game.MoreErrors,
// the problems game.NewRules left out, and reports whether it was one.
func counted(err error, errs *errorList) bool {
	var more *game.MoreErrors
	if !errors.As(err, &more) {
		return false
	}
	errs.add(more)
	return true
}

// validKinds returns the kinds a reader knows, the built-in ones, the
// library's and extra, checked.
func validKinds(extra []*constraint.Kind) ([]*constraint.Kind, error) {
	kinds, err := Kinds()
	if err != nil {
		return nil, err
	}
	kinds = append(kinds, extra...)
	if err := constraint.Validate(kinds); err != nil {
		return nil, fmt.Errorf("the constraint kinds: %w", err)
	}
	return slices.Clip(kinds), nil
}

// puzzleRules compiles the rules of a puzzle with constraints of its own:
// the spec's groups and constraints, and the puzzle's; a puzzle of
// constraints alone gets givens of no value. Problems are reported at the
// place of the constraint that has them.
func (d *def) puzzleRules(pz *Puzzle, spec *game.Rules, fields []bool, groups []game.GroupSpec, errs *errorList) {
	if pz.items == nil {
		return
	}
	all := append(slices.Clip(d.constraints), pz.items...)
	cs := make([]game.Constraint, len(all))
	for i, it := range all {
		cs[i] = it.c
	}
	rules, err := game.NewRulesContext(d.context(), d.name, d.rows, d.cols, fields, d.values, groups, cs...)
	if d.stop(err) {
		return
	}
	if err != nil {
		for _, e := range game.SplitErrors(err) {
			if !mapConstraintError(e, all, errs) && !counted(e, errs) {
				errs.add(pz.file.errAt(pz.constraintsAt, "%v", e))
			}
		}
		return
	}
	pz.Rules = rules
	if pz.Givens == "" {
		sep := ""
		if !spec.Values.SingleChar() {
			sep = " "
		}
		pz.Givens = strings.TrimSpace(strings.Repeat("."+sep, spec.NumFields()))
	}
}
