package specs

import (
	"context"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

// def is a spec as read from its file and its parents, before its rules are
// compiled: what each key said, with the positions errors need.
type def struct {
	// ctx stops the building of the rules when it ends; stopped is then
	// the error of the building.
	ctx               context.Context
	stopped           error
	maxFields         int // the most fields the board may have; 0: no bound (Loader.MaxFields)
	name, description string
	rows, cols        int
	sizeAt            game.Position // where the board's size is given: its size key, or the spec
	values            *game.Values
	groups            []group
	constraints       []item             // the rules beyond the groups
	kinds             []*constraint.Kind // the kinds the spec and those it extends define
	fields            []bool             // explicit field mask, or nil: uncovered cells are holes
	puzzles           []Puzzle
	gaps              []gap
	root              *file // the file of the spec itself
	groupsAt          game.Position
	grids             int   // grid items so far, for the " of grid N" suffix
	lists             int   // groups of listed cells so far, for "cells N"
	cells             int   // cells of the groups so far, at most MaxGroupCells
	over              int64 // cells an item would have made the groups hold, past MaxGroupCells
	badGroups         bool  // an item of groups was reported: the spec's lack of groups is its fault
}

// MaxGroupCells is the most cells the groups of a spec may hold in all,
// counting a cell once for each group it is in, and the groups a spec
// inherits. Each item of groups is counted before its groups are made, so
// that a short spec cannot make huge ones: one item of 20,000 windows of
// 128x128 would hold 327,680,000 cells.
const MaxGroupCells = 1 << 20

// group is one group with where it was written: the list item that made it
// and, for groups of listed cells, each cell's position.
type group struct {
	spec      game.GroupSpec
	file      *file
	item      game.Position
	cells     []game.Position // nil when the cells are derived, not listed
	partition bool            // a region of a map that tiles the board
	first     game.Position   // a partition region's first cell in its map
}

// gap is a '.' cell of a region map that must tile the board: it is an
// error when the cell is a field.
type gap struct {
	cell game.Pos
	file *file
	pos  game.Position
}

// source finds the parent named by extends.
type source interface {
	// open returns the file (named for positions) and content of the spec
	// named ref by a spec read from file from, and a key that identifies it
	// for cycle detection.
	open(from, ref string) (f *file, key string, data []byte, err error)
}

// parser reads one spec file, collecting every error.
type parser struct {
	f     *file
	errs  *errorList
	src   source
	stack []string           // keys of the files being read, for extends cycles
	kinds []*constraint.Kind // the constraint kinds it knows
	// notSpec is set by parse for a file read through extends that is not
	// a spec at all, such as /etc/passwd: one error at extends says so,
	// instead of many that would show what the file holds.
	notSpec bool
}

func (p *parser) errNode(n *yaml.Node, format string, args ...any) {
	p.errs.add(p.f.errNode(n, format, args...))
}

func (p *parser) errAt(pos game.Position, format string, args ...any) {
	p.errs.add(p.f.errAt(pos, format, args...))
}

var specKeys = []string{"name", "description", "extends", "size", "values", "holes", "kinds", "groups", "constraints", "puzzles"}

// IsKey reports whether word is a key of a spec's top level (name,
// extends, values, groups, puzzles, ...), for a reader that tells a spec
// by how it starts.
func IsKey(word string) bool { return slices.Contains(specKeys, word) }

// keys checks that n is a mapping with only the known keys, each once, and
// returns the value node of each key. what names the mapping in messages.
func (p *parser) keys(n *yaml.Node, what string, known []string) map[string]*yaml.Node {
	out := map[string]*yaml.Node{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := deref(n.Content[i]), deref(n.Content[i+1])
		if k.Kind != yaml.ScalarNode {
			p.errNode(k, "a key of %s must be a word, not %s", what, kindName(k))
			continue
		}
		if !slices.Contains(known, k.Value) {
			p.errNode(k, "unknown key %s in %s: %sthe keys are %s", game.Excerpt(k.Value), what, suggest(k.Value, known), strings.Join(known, ", "))
			continue
		}
		if _, dup := out[k.Value]; dup {
			p.errNode(k, "key %s is given twice in %s: keep one", game.Excerpt(k.Value), what)
			continue
		}
		if v == nil {
			v = &yaml.Node{Kind: yaml.ScalarNode, Tag: "!!null", Line: k.Line, Column: k.Column}
		}
		out[k.Value] = v
	}
	return out
}

// looksLikeSpec reports whether root is a mapping with a key that a spec
// to extend must have: values, groups or extends.
func looksLikeSpec(root *yaml.Node) bool {
	if root.Kind != yaml.MappingNode {
		return false
	}
	for i := 0; i < len(root.Content); i += 2 {
		if k := deref(root.Content[i]); k.Kind == yaml.ScalarNode && slices.Contains([]string{"values", "groups", "extends"}, k.Value) {
			return true
		}
	}
	return false
}

// parse reads one spec file. It returns nil when the spec is too broken to
// build on; the errors say why.
func (p *parser) parse(data []byte) *def {
	if len(data) > MaxSpecBytes {
		p.errs.add(p.f.tooLong())
		return nil
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		p.errs.add(p.f.syntaxError(err))
		return nil
	}
	if n := overExpanded(&doc); n != nil {
		p.errNode(n, "with each alias replaced by what it names, the spec would be longer than %d bytes (4 MiB) from here on: refer to large parts fewer times", maxExpanded)
		return nil
	}
	if doc.Kind == 0 || len(doc.Content) == 0 {
		p.errAt(p.f.at(1, 1), "the spec is empty: give at least values and groups, e.g. values: 1-9")
		return nil
	}
	root := deref(doc.Content[0])
	if p.f.foreign && !looksLikeSpec(root) {
		p.notSpec = true
		return nil
	}
	if root.Kind != yaml.MappingNode {
		p.errNode(root, "a spec is a mapping of keys such as name, size, values and groups, not %s", kindName(root))
		return nil
	}
	k := p.keys(root, "the spec", specKeys)

	d := &def{root: p.f, groupsAt: p.f.pos(root)}
	broken := false // the parent is missing: skip checks that need it
	hasParent := false
	parentName, inherited, inheritedRules := "", 0, 0
	if n, ok := k["extends"]; ok {
		hasParent = true
		if parent := p.extends(n); parent != nil {
			parentName, inherited, inheritedRules = parent.name, len(parent.groups), len(parent.constraints)
			*d = *parent
			d.root = p.f
			d.groups = slices.Clone(parent.groups)
			d.constraints = slices.Clone(parent.constraints)
			d.gaps = slices.Clone(parent.gaps)
			d.kinds = slices.Clone(parent.kinds)
			p.addKinds(parent.kinds)
		} else {
			broken = true
		}
	}
	d.name = strings.TrimSuffix(path.Base(filepath.ToSlash(p.f.name)), path.Ext(p.f.name))
	if n, ok := k["name"]; ok {
		if s, ok := p.word(n, "name"); ok {
			d.name = s
		}
	}
	if n, ok := k["description"]; ok {
		if n.Kind != yaml.ScalarNode {
			p.errNode(n, "description is a line of text, not %s", kindName(n))
		} else {
			d.description = strings.TrimSpace(n.Value)
		}
	}
	changed := false // the rules differ from the parent's
	if n, ok := k["values"]; ok {
		changed = true
		d.values = p.values(n)
		if d.values == nil {
			broken = true
		}
	} else if !hasParent {
		p.errNode(root, "values are missing: add a line such as values: 1-9")
		broken = true
	}
	d.sizeAt = p.f.pos(root)
	if n, ok := k["size"]; ok {
		d.sizeAt = p.f.pos(n)
		if hasParent {
			p.errNode(n, "size is inherited from the spec this one extends and cannot change: remove size")
		} else if r, c, ok := p.size(n, "size", game.MaxSide); ok {
			d.rows, d.cols = r, c
		} else {
			broken = true
		}
	} else if !hasParent && d.values != nil {
		d.rows, d.cols = d.values.Len(), d.values.Len()
	}
	if n, ok := k["holes"]; ok {
		changed = true
		if !broken {
			d.fields = p.holes(n, d.rows, d.cols)
		}
	}
	if n, ok := k["kinds"]; ok {
		p.defineKinds(d, n)
	}
	if n, ok := k["groups"]; ok {
		changed = true
		d.groupsAt = p.f.pos(n)
		switch {
		case n.Kind == yaml.SequenceNode:
			if len(n.Content) == 0 && !hasParent {
				p.errNode(n, "groups are empty: list at least one group, e.g. - rows")
			}
			before := p.errs.n
			for _, it := range n.Content {
				if p.group(d, deref(it), broken); d.over > 0 {
					p.errNode(it, "with this item the groups would hold %d cells in all, more than the %d a spec may have: use fewer or smaller groups", d.over, MaxGroupCells)
					broken = true
					break
				}
			}
			d.badGroups = p.errs.n > before
		case isNull(n):
			if !hasParent {
				p.errNode(n, "groups are empty: list at least one group, e.g. - rows")
			}
		default:
			p.errNode(n, "groups are a list (each item starting with -), not %s", kindName(n))
		}
	} else if !hasParent {
		p.errNode(root, "groups are missing: add e.g. groups: [rows, columns, {boxes: 3x3}]")
	}
	if n, ok := k["constraints"]; ok {
		changed = true
		d.constraints = append(d.constraints, p.constraints(d, n, broken)...)
		if d.over > 0 {
			broken = true
		}
	}
	if n, ok := k["puzzles"]; ok {
		d.puzzles = p.puzzles(d, n, broken)
	} else if changed {
		d.puzzles = nil // the parent's puzzles are for the parent's rules
	}
	if _, ok := k["description"]; !ok && changed && parentName != "" {
		// The parent's description is of other rules: say what this one adds.
		if s := describeChild(parentName, d, inherited, inheritedRules, k["values"], k["holes"]); s != "" {
			d.description = s
		}
	}
	if broken {
		return nil
	}
	return d
}

// extends reads the parent spec named by n.
func (p *parser) extends(n *yaml.Node) *def {
	ref, ok := p.word(n, "extends")
	if !ok {
		return nil
	}
	f, key, data, err := p.src.open(p.f.name, ref)
	if err != nil {
		p.errNode(n, "%v", err)
		return nil
	}
	if slices.Contains(p.stack, key) {
		p.errNode(n, "extends %s makes a cycle: a spec cannot extend itself, directly or through its parents", game.Excerpt(ref))
		return nil
	}
	if len(p.stack) > 32 {
		p.errNode(n, "extends goes more than 32 specs deep: extend a spec closer to the root")
		return nil
	}
	child := &parser{f: f, errs: p.errs, src: p.src, stack: append(slices.Clone(p.stack), key), kinds: p.kinds}
	before := p.errs.n
	d := child.parse(data)
	switch {
	case child.notSpec:
		p.errNode(n, "spec %s to extend is not a spec: it has none of the keys values, groups and extends", game.Excerpt(ref))
	case d == nil && p.errs.n == before:
		p.errNode(n, "spec %s cannot be extended: it has errors", game.Excerpt(ref))
	}
	return d
}

// word reads a scalar that must not be empty.
func (p *parser) word(n *yaml.Node, what string) (string, bool) {
	if n.Kind != yaml.ScalarNode || isNull(n) || strings.TrimSpace(n.Value) == "" {
		p.errNode(n, "%s must be a word, not %s", what, kindName(n))
		return "", false
	}
	return strings.TrimSpace(n.Value), true
}

var sizeText = regexp.MustCompile(`^\s*(\d{1,9})\s*[xX×]\s*(\d{1,9})\s*$`)

// size reads "HxW" (or a single number n for n x n) with both sides from 1
// to limit.
func (p *parser) size(n *yaml.Node, what string, limit int) (int, int, bool) {
	if n.Kind != yaml.ScalarNode || isNull(n) {
		p.errNode(n, "%s must be written rows x columns, e.g. 9x9, not %s", what, kindName(n))
		return 0, 0, false
	}
	var r, c int
	if m := sizeText.FindStringSubmatch(n.Value); m != nil {
		r, _ = strconv.Atoi(m[1])
		c, _ = strconv.Atoi(m[2])
	} else if v, err := strconv.Atoi(strings.TrimSpace(n.Value)); err == nil && what == "size" {
		r, c = v, v
	} else {
		p.errNode(n, "%s %s must be written rows x columns, e.g. 9x9", what, game.Excerpt(n.Value))
		return 0, 0, false
	}
	if r < 1 || c < 1 {
		p.errNode(n, "%s %dx%d is empty: rows and columns start at 1", what, r, c)
		return 0, 0, false
	}
	if r > limit || c > limit {
		p.errNode(n, "%s %dx%d is too large: rows and columns may be at most %d", what, r, c, limit)
		return 0, 0, false
	}
	return r, c, true
}

// cell reads a cell written r<row>c<col>.
func (p *parser) cell(n *yaml.Node) (game.Pos, bool) {
	if n.Kind != yaml.ScalarNode {
		p.errNode(n, "a cell is written r<row>c<col>, e.g. r3c7, not %s", kindName(n))
		return game.Pos{}, false
	}
	text := strings.TrimSpace(n.Value)
	c, err := game.ParsePos(text)
	if err != nil && utf8.RuneCountInString(text) > excerptLen {
		p.errNode(n, "cell %s: write cells as r<row>c<col>, e.g. r3c7", game.Excerpt(text))
		return game.Pos{}, false
	}
	if err != nil {
		p.errNode(n, "%v", err)
		return game.Pos{}, false
	}
	return c, true
}

// holes reads an explicit mask of holes: one line per row, '#' for a hole,
// '.' for a field.
func (p *parser) holes(n *yaml.Node, rows, cols int) []bool {
	m := p.charMap(n, "holes")
	if m == nil {
		return nil
	}
	fields := make([]bool, rows*cols)
	ok := m.checkShape(p, "holes", rows, cols)
	for r, line := range m.lines {
		for c, ch := range []rune(line) {
			if r >= rows || c >= cols {
				continue
			}
			switch ch {
			case '.':
				fields[r*cols+c] = true
			case '#':
			default:
				p.errAt(m.pos(r, c), "%q in holes: write '#' for a hole and '.' for a field", ch)
				ok = false
			}
		}
	}
	if !ok {
		return nil
	}
	return fields
}

// puzzles reads the default puzzles: a list of givens, or of {name,
// givens, constraints, candidates, placed}.
func (p *parser) puzzles(d *def, n *yaml.Node, broken bool) []Puzzle {
	if n.Kind != yaml.SequenceNode {
		if !isNull(n) {
			p.errNode(n, "puzzles are a list (each item starting with -), not %s", kindName(n))
		}
		return nil
	}
	var out []Puzzle
	for i, it := range n.Content {
		it = deref(it)
		pz := Puzzle{Name: "puzzle " + strconv.Itoa(i+1)}
		g := it
		if it.Kind == yaml.MappingNode {
			k := p.keys(it, "a puzzle", []string{"name", "givens", "constraints", "candidates", "placed"})
			if nn, ok := k["name"]; ok {
				if s, ok := p.word(nn, "the puzzle's name"); ok {
					pz.Name = s
				}
			}
			p.progress(&pz, k)
			cn, rules := k["constraints"]
			if rules {
				pz.items = p.constraints(d, cn, broken)
				pz.constraintsAt = p.f.pos(cn)
			}
			g = k["givens"]
			switch {
			case g == nil && pz.items != nil:
				// A puzzle of constraints alone (a killer): no givens.
				pz.Pos, pz.file = p.f.pos(it), p.f
				out = append(out, pz)
				continue
			case g == nil && rules && cn.Kind == yaml.SequenceNode && len(cn.Content) > 0:
				// Its rules did not read: their errors say why, and it
				// needs no givens.
				continue
			case g == nil:
				p.errNode(it, "the puzzle has no givens: add givens: \"...\" with one character per field")
				continue
			}
		}
		if g.Kind != yaml.ScalarNode || isNull(g) || strings.TrimSpace(g.Value) == "" {
			p.errNode(g, "givens are the puzzle as text, one value or '.' per field, not %s", kindName(g))
			continue
		}
		pz.Givens = g.Value
		pz.Pos = p.textStart(g)
		pz.file = p.f
		out = append(out, pz)
	}
	return out
}

// blockStart returns the position of the first character of a block scalar.
func (p *parser) blockStart(n *yaml.Node) game.Position {
	for l := n.Line + 1; l <= len(p.f.lines); l++ {
		s := p.f.source(l)
		if strings.TrimSpace(s) == "" {
			continue
		}
		return p.f.at(l, len(s)-len(strings.TrimLeft(s, " "))+1)
	}
	return p.f.pos(n)
}

// charMap is a map of one character per cell (regions, holes) with the
// position of each character in the file.
type charMap struct {
	lines []string
	node  *yaml.Node
	at    []game.Position // position of each line's first character
}

func (m *charMap) pos(r, c int) game.Position {
	p := m.at[r]
	if p.Col > 0 {
		p.Col += c
	}
	return p
}

// checkShape reports lines of the wrong length and a wrong number of lines.
func (m *charMap) checkShape(p *parser, what string, rows, cols int) bool {
	ok := true
	if len(m.lines) != rows {
		p.errNode(m.node, "%s has %d lines but the board has %d rows: write one line per row", what, len(m.lines), rows)
		ok = false
	}
	for r, line := range m.lines {
		if n := len([]rune(line)); n != cols && r < rows {
			p.errAt(m.pos(r, min(n, cols)), "this line of %s has %d characters but the board has %d columns: write one character per cell", what, n, cols)
			ok = false
		}
	}
	return ok
}

// charMap reads a map written as a list of strings or as a block scalar.
func (p *parser) charMap(n *yaml.Node, what string) *charMap {
	m := &charMap{node: n}
	switch {
	case n.Kind == yaml.SequenceNode:
		for _, it := range n.Content {
			it = deref(it)
			if it.Kind != yaml.ScalarNode || isNull(it) {
				p.errNode(it, "a line of %s is a string of one character per cell, not %s", what, kindName(it))
				return nil
			}
			at := p.f.pos(it)
			if it.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
				at.Col++
			}
			m.lines = append(m.lines, it.Value)
			m.at = append(m.at, at)
		}
	case n.Kind == yaml.ScalarNode && !isNull(n):
		m.lines = strings.Fields(n.Value)
		if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
			l := n.Line + 1
			for range m.lines {
				for l <= len(p.f.lines) && strings.TrimSpace(p.f.source(l)) == "" {
					l++
				}
				s := p.f.source(l)
				m.at = append(m.at, p.f.at(l, len(s)-len(strings.TrimLeft(s, " "))+1))
				l++
			}
		} else {
			// The words stand in order on the scalar's line, from its
			// column on: find each after the one before, counting columns
			// as the search goes.
			src := p.f.source(n.Line)
			oneLine := !strings.Contains(n.Value, "\n")
			off, col := 0, 1
			for ; col < n.Column && off < len(src); col++ {
				_, size := utf8.DecodeRuneInString(src[off:])
				off += size
			}
			for _, w := range m.lines {
				at := p.f.at(n.Line, 0) // column unknown when the scalar spans lines
				if i := strings.Index(src[off:], w); i >= 0 && oneLine {
					col += utf8.RuneCountInString(src[off : off+i])
					at.Col = col
					col += utf8.RuneCountInString(w)
					off += i + len(w)
				}
				m.at = append(m.at, at)
			}
		}
	default:
		p.errNode(n, "%s is a map with one line per row, as a list of strings or a block (|), not %s", what, kindName(n))
		return nil
	}
	if len(m.lines) == 0 {
		p.errNode(n, "%s is empty: write one line per row", what)
		return nil
	}
	return m
}
