package specs

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
	"go.yaml.in/yaml/v3"
)

// A groupKind is a kind of item of a spec's groups: its key, an example of
// its argument ("" for a kind that takes none, written alone: - rows), and
// read, which appends the groups of an item to d. Each is one entry of
// groupKinds; group finds it by key.
type groupKind struct {
	key     string
	example string
	read    func(p *parser, d *def, item, arg *yaml.Node)
}

var groupKinds = []groupKind{
	{"rows", "", whole(func(d *def) int { return d.rows * d.cols }, noError(groups.Rows))},
	{"columns", "", whole(func(d *def) int { return d.rows * d.cols }, noError(groups.Columns))},
	{"boxes", "boxes: 3x3", tiles("boxes", groups.Boxes)},
	{"windows", "windows: hyper", (*parser).windows},
	{"diagonals", "", whole(func(d *def) int { return 2 * min(d.rows, d.cols) }, groups.Diagonals)},
	{"disjoint", "disjoint: 3x3", tiles("disjoint", groups.Disjoint)},
	{"regions", "regions: |\n    aaabbbccc ...", (*parser).regions},
	{"cells", "cells: [r1c1, r1c2, r2c1]", (*parser).cells},
	{"grid", "grid: {at: r7c7, size: 9x9, box: 3x3}", (*parser).grid},
}

// groupKeys returns the keys of the group kinds, in order.
func groupKeys() []string {
	out := make([]string, len(groupKinds))
	for i, k := range groupKinds {
		out[i] = k.key
	}
	return out
}

// group reads one item of groups and appends its groups to d. An item is a
// kind alone (- rows) or a mapping of one kind to its argument
// (- boxes: 3x3). When broken, the board is unknown and only the kind is
// checked.
func (p *parser) group(d *def, item *yaml.Node, broken bool) {
	var kind string
	var kindNode, arg *yaml.Node
	switch item.Kind {
	case yaml.ScalarNode:
		kind, kindNode = item.Value, item
	case yaml.MappingNode:
		if len(item.Content) != 2 {
			p.errNode(item, "a group item names one kind, e.g. - boxes: 3x3; write each kind as its own item")
			return
		}
		kindNode, arg = deref(item.Content[0]), deref(item.Content[1])
		if kindNode.Kind != yaml.ScalarNode {
			p.errNode(kindNode, "a group kind is a word such as rows, not %s", kindName(kindNode))
			return
		}
		kind = kindNode.Value
	default:
		p.errNode(item, "a group is a kind such as rows, or a kind with its argument such as boxes: 3x3, not %s", kindName(item))
		return
	}
	i := slices.IndexFunc(groupKinds, func(k groupKind) bool { return k.key == kind })
	if i < 0 {
		keys := groupKeys()
		p.errNode(kindNode, "unknown group kind %s: %sthe kinds are %s", game.Excerpt(kind), suggest(kind, keys), strings.Join(keys, ", "))
		return
	}
	if broken {
		return
	}
	k := groupKinds[i]
	switch {
	case k.example == "" && !isNull(arg):
		p.errNode(arg, "%s takes no argument: write - %s", kind, kind)
	case k.example != "" && isNull(arg):
		p.errNode(item, "%s needs an argument: write e.g. - %s", kind, k.example)
	default:
		k.read(p, d, item, arg)
	}
}

// add appends the groups of one item to d.
func (p *parser) add(d *def, item *yaml.Node, gs []game.GroupSpec) {
	for _, g := range gs {
		d.groups = append(d.groups, group{spec: g, file: p.f, item: p.f.pos(item)})
	}
}

// whole reads a kind that takes no argument and covers the whole board
// (rows, columns, diagonals): cells counts its cells before build makes
// its groups.
func whole(cells func(d *def) int, build func(groups.Area) ([]game.GroupSpec, error)) func(p *parser, d *def, item, arg *yaml.Node) {
	return func(p *parser, d *def, item, _ *yaml.Node) {
		if !d.reserve(1, cells(d)) {
			return
		}
		gs, err := build(groups.Area{Rows: d.rows, Cols: d.cols})
		if err != nil {
			p.errNode(item, "%v", err)
			return
		}
		p.add(d, item, gs)
	}
}

func noError(build func(groups.Area) []game.GroupSpec) func(groups.Area) ([]game.GroupSpec, error) {
	return func(a groups.Area) ([]game.GroupSpec, error) { return build(a), nil }
}

// tiles reads a kind whose argument is the size of the boxes that tile
// the board (boxes: 3x3, disjoint: 3x3).
func tiles(kind string, build func(a groups.Area, h, w int) ([]game.GroupSpec, error)) func(p *parser, d *def, item, arg *yaml.Node) {
	return func(p *parser, d *def, item, arg *yaml.Node) {
		h, w, ok := p.size(arg, kind, game.MaxSide)
		if !ok || !d.reserve(1, d.rows*d.cols) {
			return
		}
		gs, err := build(groups.Area{Rows: d.rows, Cols: d.cols}, h, w)
		if err != nil {
			p.errNode(arg, "%v", err)
			return
		}
		p.add(d, item, gs)
	}
}

// reserve counts count groups of each cells before they are made. When
// that would make more than MaxGroupCells in all it records how many in
// d.over, so that the item is reported and no more are read, and returns
// false.
func (d *def) reserve(count, each int) bool {
	if each > 0 && count > (MaxGroupCells-d.cells)/each {
		d.over = int64(d.cells) + int64(count)*int64(each)
		return false
	}
	d.cells += count * each
	return true
}

// fits reports, as an error at n, an h x w rectangle at a that leaves the board.
func (p *parser) fits(d *def, n *yaml.Node, what string, a game.Pos, h, w int) bool {
	if a.Row >= d.rows || a.Col >= d.cols {
		p.errNode(n, "%s at %s starts outside the %dx%d board: move it onto the board", what, a, d.rows, d.cols)
		return false
	}
	if a.Row+h > d.rows || a.Col+w > d.cols {
		p.errNode(n, "%s of %dx%d at %s runs off the %dx%d board: move it or make it smaller", what, h, w, a, d.rows, d.cols)
		return false
	}
	return true
}

// windows reads windows: hyper, or {corners: [...], size: HxW}.
func (p *parser) windows(d *def, item, arg *yaml.Node) {
	if arg.Kind == yaml.ScalarNode {
		if arg.Value != "hyper" {
			p.errNode(arg, "unknown windows %s: write windows: hyper, or windows: {corners: [r2c2, ...], size: 3x3}", game.Excerpt(arg.Value))
			return
		}
		if d.rows != 9 || d.cols != 9 {
			p.errNode(arg, "windows: hyper is for a 9x9 board, not %dx%d: list the corners instead", d.rows, d.cols)
			return
		}
		if !d.reserve(len(groups.HyperCorners), 3*3) {
			return
		}
		p.add(d, item, groups.Windows(groups.HyperCorners, 3, 3))
		return
	}
	if arg.Kind != yaml.MappingNode {
		p.errNode(arg, "windows are hyper or {corners: [...], size: 3x3}, not %s", kindName(arg))
		return
	}
	k := p.keys(arg, "windows", []string{"corners", "size"})
	sizeN, cornersN := k["size"], k["corners"]
	if sizeN == nil || cornersN == nil {
		p.errNode(arg, "windows need corners and size: write {corners: [r2c2, r2c6], size: 3x3}")
		return
	}
	h, w, ok := p.size(sizeN, "the window size", game.MaxSide)
	if !ok {
		return
	}
	if cornersN.Kind != yaml.SequenceNode || len(cornersN.Content) == 0 {
		p.errNode(cornersN, "corners are a list of cells such as [r2c2, r2c6], not %s", kindName(cornersN))
		return
	}
	if !d.reserve(len(cornersN.Content), h*w) {
		return
	}
	var corners []game.Pos
	var at []game.Position
	for _, c := range cornersN.Content {
		c = deref(c)
		pos, ok := p.cell(c)
		if ok && p.fits(d, c, "the window", pos, h, w) {
			corners = append(corners, pos)
			at = append(at, p.f.pos(c))
		}
	}
	for i, g := range groups.Windows(corners, h, w) {
		d.groups = append(d.groups, group{spec: g, file: p.f, item: at[i]})
	}
}

// regions reads a region map, or {map: ..., partial: true} for regions that
// need not tile the board nor hold every value.
func (p *parser) regions(d *def, item, arg *yaml.Node) {
	partial := false
	mapN := arg
	if arg.Kind == yaml.MappingNode {
		k := p.keys(arg, "regions", []string{"map", "partial"})
		if pn, ok := k["partial"]; ok {
			if pn.Kind != yaml.ScalarNode || (pn.Value != "true" && pn.Value != "false") {
				p.errNode(pn, "partial is true or false, not %s", kindName(pn))
				return
			}
			partial = pn.Value == "true"
		}
		if mapN = k["map"]; mapN == nil {
			p.errNode(arg, "regions need a map: write map: | and one line per row")
			return
		}
	}
	m := p.charMap(mapN, "the region map")
	if m == nil {
		return
	}
	if !m.checkShape(p, "the region map", d.rows, d.cols) {
		return
	}
	cells := 0
	for _, line := range m.lines {
		cells += len([]rune(line)) - strings.Count(line, ".")
	}
	if !d.reserve(1, cells) {
		return
	}
	gs, errs := groups.Regions(groups.Area{Rows: d.rows, Cols: d.cols}, m.lines)
	for _, err := range errs {
		p.errNode(mapN, "%v", err) // shape errors are reported above; this is a safety net
	}
	first := map[string]game.Position{}
	for r, line := range m.lines {
		for c, ch := range []rune(line) {
			name := "region " + string(ch)
			if _, ok := first[name]; !ok {
				first[name] = m.pos(r, c)
			}
			if ch == '.' && !partial {
				d.gaps = append(d.gaps, gap{cell: game.Pos{Row: r, Col: c}, file: p.f, pos: m.pos(r, c)})
			}
		}
	}
	for _, g := range gs {
		d.groups = append(d.groups, group{spec: g, file: p.f, item: p.f.pos(item), partition: !partial, first: first[g.Name]})
	}
}

// cells reads an explicit list of cells: [r1c1, ...] or {name: ..., cells: [...]}.
func (p *parser) cells(d *def, item, arg *yaml.Node) {
	name := "cells " + strconv.Itoa(d.lists+1)
	list := arg
	if arg.Kind == yaml.MappingNode {
		k := p.keys(arg, "cells", []string{"name", "cells"})
		if nn, ok := k["name"]; ok {
			if s, ok := p.word(nn, "the group's name"); ok {
				if i := strings.IndexFunc(s, unicode.IsControl); i >= 0 {
					r, _ := utf8.DecodeRuneInString(s[i:])
					p.errNode(nn, "the group's name holds the control character %U: it is shown on terminals in every step that uses the group, so it may not hold control characters; remove it", r)
				} else {
					name = s
				}
			}
		}
		if list = k["cells"]; list == nil {
			p.errNode(arg, "the group lists no cells: add cells: [r1c1, r1c2]")
			return
		}
	}
	if list.Kind != yaml.SequenceNode {
		p.errNode(list, "cells are a list such as [r1c1, r1c2], not %s", kindName(list))
		return
	}
	if len(list.Content) == 0 {
		p.errNode(list, "group %s has no cells: list at least one, e.g. [r1c1, r1c2]", game.Excerpt(name))
		return
	}
	if !d.reserve(len(list.Content), 1) {
		return
	}
	var cells []game.Pos
	var at []game.Position
	ok := true
	for _, c := range list.Content {
		c = deref(c)
		pos, good := p.cell(c)
		ok = ok && good
		cells = append(cells, pos)
		at = append(at, p.f.pos(c))
	}
	if ok {
		d.lists++
		d.groups = append(d.groups, group{spec: groups.List(name, cells), file: p.f, item: p.f.pos(item), cells: at})
	}
}

// grid reads {at: r7c7, size: 9x9, box: 3x3}: the rows, columns and boxes
// of a sub-grid, named "... of grid N".
func (p *parser) grid(d *def, item, arg *yaml.Node) {
	if arg.Kind != yaml.MappingNode {
		p.errNode(arg, "a grid is {at: r1c1, size: 9x9, box: 3x3}, not %s", kindName(arg))
		return
	}
	d.grids++
	k := p.keys(arg, "the grid", []string{"at", "size", "box"})
	at := game.Pos{}
	if n, ok := k["at"]; ok {
		c, ok := p.cell(n)
		if !ok {
			return
		}
		at = c
	}
	h, w := d.rows-at.Row, d.cols-at.Col
	if n, ok := k["size"]; ok {
		var good bool
		if h, w, good = p.size(n, "the grid size", game.MaxSide); !good {
			return
		}
	}
	bn, ok := k["box"]
	if !ok {
		p.errNode(arg, "the grid needs a box size: add box: 3x3")
		return
	}
	bh, bw, good := p.size(bn, "the box size", game.MaxSide)
	if !good || !p.fits(d, arg, "the grid", at, h, w) || !d.reserve(3, h*w) {
		return
	}
	gs, err := groups.Grid(groups.Area{Row: at.Row, Col: at.Col, Rows: h, Cols: w}, bh, bw)
	if err != nil {
		p.errNode(bn, "%v", err)
		return
	}
	p.add(d, item, groups.Suffix(gs, fmt.Sprintf(" of grid %d", d.grids)))
}
