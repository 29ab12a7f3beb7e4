package web

import (
	"bytes"
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"go.yaml.in/yaml/v3"
)

// Setting rules on the page: the kinds a setter can add, each with the
// arguments its example shows, and the edit of a puzzle's rules as a
// spec: a rule added from its item, or one taken out.

// kindJSON is a rule kind as the page's rule tool offers it.
type kindJSON struct {
	Key     string `json:"key"`
	Title   string `json:"title"`
	Doc     string `json:"doc"`
	Example string `json:"example"`
	// Args are the keys of its argument, in the example's order, each
	// with what it holds: "cells" (the cells selected, in order),
	// "cellLists" (the selection as one list), "cell" (a cell, or a clue
	// outside the board), "int", "bool", "word" or "words"; and the
	// example's value, as text. A rule of the whole board has none.
	Args []argJSON `json:"args"`
}

type argJSON struct {
	Name    string `json:"name"`
	Type    string `json:"type"`
	Example string `json:"example"`
}

// cellWord is a cell as a spec names it, r1c2; r0c3 is a clue's place.
var cellWord = regexp.MustCompile(`^r\d+c\d+$`)

// handleKinds answers the rule kinds a setter can add: every kind a spec
// may name, with the arguments of its example; asked with a spec (POST),
// the kinds its own kinds: section defines too.
func (s *Server) handleKinds(ctx context.Context, req *request) (any, *apiError) {
	kinds, err := specs.Kinds()
	if err != nil {
		return nil, internal(err)
	}
	if req.Spec != "" || req.YAML != "" || req.FPuzzles != "" {
		sp, aerr := s.rules(ctx, req)
		if aerr != nil {
			return nil, aerr
		}
		for _, k := range sp.Kinds {
			if !slices.ContainsFunc(kinds, func(o *constraint.Kind) bool { return o.Key == k.Key }) {
				kinds = append(kinds, k)
			}
		}
	}
	out := []kindJSON{}
	for _, k := range kinds {
		kj := kindJSON{Key: k.Key, Example: k.Example, Args: []argJSON{}}
		if k.Rule != nil {
			kj.Title, kj.Doc = k.Rule.Title, k.Rule.Doc
		}
		args, ok := exampleArgs(k.Key, k.Example)
		if !ok {
			continue // an example of another form: not offered
		}
		if args != nil {
			kj.Args = args
		}
		out = append(out, kj)
	}
	return out, nil
}

// exampleArgs reads the arguments of a kind's example, "key: {a: 1, b:
// [r1c1]}" or "key" alone; ok is false for another form.
func exampleArgs(key, example string) ([]argJSON, bool) {
	var doc yaml.Node
	if err := yaml.Unmarshal([]byte(example), &doc); err != nil || len(doc.Content) != 1 {
		return nil, false
	}
	n := doc.Content[0]
	if n.Kind == yaml.ScalarNode {
		return nil, n.Value == key
	}
	if n.Kind != yaml.MappingNode || len(n.Content) != 2 || n.Content[0].Value != key || n.Content[1].Kind != yaml.MappingNode {
		return nil, false
	}
	m := n.Content[1]
	var args []argJSON
	for i := 0; i+1 < len(m.Content); i += 2 {
		v := m.Content[i+1]
		args = append(args, argJSON{Name: m.Content[i].Value, Type: argType(v), Example: nodeText(v)})
	}
	return args, true
}

// argType says what an example's value holds.
func argType(v *yaml.Node) string {
	switch v.Kind {
	case yaml.SequenceNode:
		if len(v.Content) > 0 && v.Content[0].Kind == yaml.SequenceNode {
			return "cellLists"
		}
		if len(v.Content) > 0 && cellWord.MatchString(v.Content[0].Value) {
			return "cells"
		}
		return "words"
	case yaml.ScalarNode:
		switch {
		case cellWord.MatchString(v.Value):
			return "cell"
		case v.Tag == "!!int":
			return "int"
		case v.Tag == "!!bool":
			return "bool"
		}
	}
	return "word"
}

// unplaced matches the place an error names in a spec: "spec: line 7,
// column 9: ".
var unplaced = regexp.MustCompile(`^spec: (line \d+, column \d+: )?`)

// itemText writes a rule's item on one line, as a spec writes it:
// "killer: {cells: [r1c1, r1c2], sum: 3}", or its key alone.
func itemText(n *yaml.Node) string {
	if n.Kind == yaml.MappingNode && len(n.Content) == 2 {
		return n.Content[0].Value + ": " + nodeText(n.Content[1])
	}
	return nodeText(n)
}

// nodeText writes a YAML node on one line, in flow style.
func nodeText(n *yaml.Node) string {
	c := *n
	c.Style |= yaml.FlowStyle
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&c); err != nil {
		return ""
	}
	enc.Close()
	return strings.TrimSpace(b.String())
}

// maxItemBytes bounds a rule added by /api/edit.
const maxItemBytes = 64 << 10

// handleEdit answers the puzzle of the request with its rules changed, as
// a spec: the rule at Remove (an index among the puzzle's own items, as
// Items lists them) taken out, or the rule at Move moved By rows and
// columns, then the rule Add (an item, as a spec
// writes it: "killer: {cells: [r1c1, r1c2], sum: 3}") added. The spec is
// the request's own YAML, or the puzzle written as one (specs.Write),
// with the request's givens. The answer is the new spec and its puzzle's
// items, one line each; a spec whose rules do not build is an error that
// says why, and the page keeps the one before.
func (s *Server) handleEdit(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	text := []byte(req.YAML)
	if req.YAML == "" {
		// The puzzle as a spec, its title the puzzle's name.
		name := "puzzle"
		if len(sp.Puzzles) > 0 && sp.Puzzles[0].Name != "" {
			name = sp.Puzzles[0].Name
		}
		var err error
		text, err = specs.Write(sp.Name, []specs.WritePuzzle{{Name: name, Rules: sp.Rules, Givens: givens}})
		if err != nil {
			return nil, badRequest("the puzzle cannot be set here: %v", err)
		}
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(text, &doc); err != nil || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, badRequest("the spec is no YAML mapping")
	}
	if req.YAML == "" && sp.Description != "" && valueOf(doc.Content[0], "description") == nil {
		// An opened puzzle's rules text (f-puzzles' ruleset) stays with it.
		setValue(doc.Content[0], "description", &yaml.Node{Kind: yaml.ScalarNode, Style: yaml.DoubleQuotedStyle, Value: sp.Description})
	}
	pz, aerr := firstPuzzle(doc.Content[0])
	if aerr != nil {
		return nil, aerr
	}
	setValue(pz, "givens", &yaml.Node{Kind: yaml.ScalarNode, Style: yaml.DoubleQuotedStyle, Value: puzzle.Line(sp.Rules, givens)})
	// A position in progress belongs to the givens it was made on, which
	// the page may have changed: it goes.
	deleteKey(pz, "candidates")
	deleteKey(pz, "placed")
	items := valueOf(pz, "constraints")
	if items == nil || items.Kind != yaml.SequenceNode {
		items = &yaml.Node{Kind: yaml.SequenceNode}
		setValue(pz, "constraints", items)
	}
	if req.Remove != nil {
		i := *req.Remove
		if i < 0 || i >= len(items.Content) {
			return nil, badRequest("remove: no rule %d: the puzzle has %d", i, len(items.Content))
		}
		items.Content = append(items.Content[:i], items.Content[i+1:]...)
	}
	if req.Move != nil {
		i := *req.Move
		if i < 0 || i >= len(items.Content) {
			return nil, badRequest("move: no rule %d: the puzzle has %d", i, len(items.Content))
		}
		moved := deepCopy(items.Content[i])
		if err := shiftCells(moved, req.By[0], req.By[1]); err != nil {
			return nil, badRequest("move: %v", err)
		}
		items.Content[i] = moved
	}
	if len(req.Region) > 0 {
		if aerr := paintRegion(doc.Content[0], sp.Rules, req.Region); aerr != nil {
			return nil, aerr
		}
	}
	if req.Add != "" {
		if len(req.Add) > maxItemBytes {
			return nil, badRequest("add: a rule of over %d bytes", maxItemBytes)
		}
		var add yaml.Node
		if err := yaml.Unmarshal([]byte(req.Add), &add); err != nil || len(add.Content) != 1 {
			return nil, badRequest("add: %q is no rule: write it as a spec does, such as killer: {cells: [r1c1, r1c2], sum: 3}", req.Add)
		}
		items.Content = append(items.Content, add.Content[0])
	}
	var b bytes.Buffer
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, internal(err)
	}
	enc.Close()
	out := b.String()
	// The new spec must build: a bad rule added is the setter's to mend,
	// told without the places in a spec the setter never saw.
	if _, aerr := s.rules(ctx, &request{YAML: out}); aerr != nil {
		switch {
		case req.Add != "":
			return nil, &apiError{Error: fmt.Sprintf("%s: %s", req.Add, unplaced.ReplaceAllString(aerr.Error, "")), status: aerr.status}
		case req.Move != nil:
			return nil, &apiError{Error: fmt.Sprintf("the rule moved: %s", unplaced.ReplaceAllString(aerr.Error, "")), status: aerr.status}
		}
		return nil, aerr
	}
	lines := make([]string, len(items.Content))
	for i, it := range items.Content {
		lines[i] = itemText(it)
	}
	return struct {
		YAML  string   `json:"yaml"`
		Items []string `json:"items"`
	}{out, lines}, nil
}

// maxShift bounds a move: no board is wider.
const maxShift = 1 << 12

// shiftCells moves every cell an item names (r1c2, a clue's r0c3 too)
// rows down and cols right; a cell moved past the top or left edge is an
// error, one past the others is the spec's to refuse when it builds.
func shiftCells(n *yaml.Node, rows, cols int) error {
	if rows < -maxShift || rows > maxShift || cols < -maxShift || cols > maxShift {
		return fmt.Errorf("%d rows and %d columns is further than any board", rows, cols)
	}
	if n.Kind == yaml.ScalarNode && cellWord.MatchString(n.Value) {
		p, err := constraint.ParseClue(n.Value)
		if err != nil {
			return err
		}
		r, c := p.Row+1+rows, p.Col+1+cols // as a spec writes them: r0 above the board
		if r < 0 || c < 0 {
			return fmt.Errorf("%s would leave the board", n.Value)
		}
		n.Value = fmt.Sprintf("r%dc%d", r, c)
		return nil
	}
	for i, x := range n.Content {
		if n.Kind == yaml.MappingNode && i%2 == 0 {
			continue // a key names no cell
		}
		if err := shiftCells(x, rows, cols); err != nil {
			return err
		}
	}
	return nil
}

// firstPuzzle returns the mapping of a spec's first puzzle, made when it
// has none; a puzzle written as its givens alone becomes {givens: ...}.
func firstPuzzle(spec *yaml.Node) (*yaml.Node, *apiError) {
	ps := valueOf(spec, "puzzles")
	if ps == nil || ps.Kind == yaml.ScalarNode && ps.Tag == "!!null" {
		ps = &yaml.Node{Kind: yaml.SequenceNode}
		setValue(spec, "puzzles", ps)
	}
	if ps.Kind != yaml.SequenceNode {
		return nil, badRequest("the spec's puzzles are no list")
	}
	if len(ps.Content) == 0 {
		ps.Content = append(ps.Content, &yaml.Node{Kind: yaml.MappingNode})
	}
	first := own(ps.Content[0])
	if first.Kind == yaml.ScalarNode {
		first = &yaml.Node{Kind: yaml.MappingNode, Content: []*yaml.Node{{Kind: yaml.ScalarNode, Value: "givens"}, first}}
	}
	if first.Kind != yaml.MappingNode {
		return nil, badRequest("the spec's first puzzle is no mapping")
	}
	ps.Content[0] = first
	return first, nil
}

// own returns n, or for an alias a copy of what it names, so that an
// edit changes this place alone, not the anchor's others.
func own(n *yaml.Node) *yaml.Node {
	if n.Kind != yaml.AliasNode || n.Alias == nil {
		return n
	}
	return deepCopy(n.Alias)
}

// deepCopy copies a node and all it holds, its anchor left out and the
// aliases within it replaced by copies of what they name. (The spec was
// read whole before, within yaml's bounds on aliases, so this copy is
// bounded too.)
func deepCopy(n *yaml.Node) *yaml.Node {
	if n.Kind == yaml.AliasNode && n.Alias != nil {
		return deepCopy(n.Alias)
	}
	c := *n
	c.Anchor = ""
	c.Content = make([]*yaml.Node, len(n.Content))
	for i, x := range n.Content {
		c.Content[i] = deepCopy(x)
	}
	return &c
}

// valueOf returns the value of key in mapping m, or nil; an alias is
// replaced in m by a copy of what it names (own), which is returned.
func valueOf(m *yaml.Node, key string) *yaml.Node {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = own(m.Content[i+1])
			return m.Content[i+1]
		}
	}
	return nil
}

// deleteKey takes key and its value out of mapping m.
func deleteKey(m *yaml.Node, key string) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content = append(m.Content[:i], m.Content[i+2:]...)
			return
		}
	}
}

// setValue sets key in mapping m to v, added last when m has no key.
func setValue(m *yaml.Node, key string, v *yaml.Node) {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			m.Content[i+1] = v
			return
		}
	}
	m.Content = append(m.Content, &yaml.Node{Kind: yaml.ScalarNode, Value: key}, v)
}

// regionLetters are the marks of a region map the painting gives new
// regions, in order.
const regionLetters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

// paintRegion makes cells (names such as r1c2) a region of their own in
// the spec's own region map (groups: {regions: {map: ..., partial:
// true}}), made when it has none: a jigsaw painted region by region on a
// board that extends one without boxes (a Latin square). A cell painted
// again leaves its former region. The board must have no holes.
func paintRegion(spec *yaml.Node, r *game.Rules, cells []string) *apiError {
	if r.NumFields() != r.Rows*r.Cols {
		return badRequest("region: regions are painted on a board without holes")
	}
	at := make([]game.Pos, len(cells))
	for i, name := range cells {
		p, err := game.ParsePos(name)
		if err != nil || r.FieldAt(p) < 0 {
			return badRequest("region: %s is no field of the board", game.Excerpt(name))
		}
		at[i] = p
	}
	groups := valueOf(spec, "groups")
	if groups == nil {
		groups = &yaml.Node{Kind: yaml.SequenceNode}
		setValue(spec, "groups", groups)
	}
	if groups.Kind != yaml.SequenceNode {
		return badRequest("region: the spec's groups are no list")
	}
	// The spec's own partial region map, or a new one.
	var mapNode *yaml.Node
	for i, g := range groups.Content {
		g = own(g)
		groups.Content[i] = g
		if g.Kind != yaml.MappingNode {
			continue
		}
		if reg := valueOf(g, "regions"); reg != nil && reg.Kind == yaml.MappingNode {
			if pn := valueOf(reg, "partial"); pn != nil && pn.Value == "true" {
				mapNode = valueOf(reg, "map")
			}
		}
	}
	if mapNode == nil {
		mapNode = &yaml.Node{Kind: yaml.ScalarNode, Style: yaml.LiteralStyle, Value: strings.Repeat(strings.Repeat(".", r.Cols)+"\n", r.Rows)}
		reg := &yaml.Node{Kind: yaml.MappingNode}
		setValue(reg, "map", mapNode)
		setValue(reg, "partial", &yaml.Node{Kind: yaml.ScalarNode, Value: "true"})
		g := &yaml.Node{Kind: yaml.MappingNode}
		setValue(g, "regions", reg)
		groups.Content = append(groups.Content, g)
	}
	lines := strings.Split(strings.TrimRight(mapNode.Value, "\n"), "\n")
	if len(lines) != r.Rows {
		return badRequest("region: the spec's region map has %d lines, the board %d rows", len(lines), r.Rows)
	}
	grid := make([][]rune, r.Rows)
	used := map[rune]bool{}
	for i, l := range lines {
		grid[i] = []rune(strings.TrimSpace(l))
		if len(grid[i]) != r.Cols {
			return badRequest("region: line %d of the spec's region map has %d marks, the board %d columns", i+1, len(grid[i]), r.Cols)
		}
		for _, ch := range grid[i] {
			used[ch] = true
		}
	}
	letter := rune(0)
	for _, ch := range regionLetters {
		if !used[ch] {
			letter = ch
			break
		}
	}
	if letter == 0 {
		return badRequest("region: every mark of the region map is taken")
	}
	for _, p := range at {
		grid[p.Row][p.Col] = letter
	}
	var sb strings.Builder
	for _, l := range grid {
		sb.WriteString(string(l))
		sb.WriteByte('\n')
	}
	mapNode.Value = sb.String()
	mapNode.Style = yaml.LiteralStyle
	return nil
}
