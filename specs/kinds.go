package specs

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/kinddef"
)

// defineKinds reads a spec's kinds: section, a mapping of each defined
// kind's key to its definition (package kinddef), and adds the kinds to
// d and to those p knows, so that the spec's constraints and puzzles,
// and the specs that extend it, use them by their keys.
func (p *parser) defineKinds(d *def, n *yaml.Node) {
	if n.Kind != yaml.MappingNode {
		p.errNode(n, "kinds is a mapping of each kind's key to its definition, such as spaced: {doc: ..., every-pair: abs(a - b) > 1}, not %s", kindName(n))
		return
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		keyN, body := n.Content[i], deref(n.Content[i+1])
		key := keyN.Value
		if constraint.Lookup(p.kinds, key) != nil {
			p.errNode(keyN, "a kind %s is defined already (built in, or by this spec or one it extends): give the kind another key", key)
			continue
		}
		if body.Kind != yaml.MappingNode {
			p.errNode(body, "a kind's definition is a mapping of keys such as doc and next-pair, not %s", kindName(body))
			continue
		}
		k := p.keys(body, "a kind's definition", kinddef.Keys)
		def := kinddef.Def{Key: key}
		text := func(field string, to *string) {
			if v, ok := k[field]; ok {
				if v.Kind != yaml.ScalarNode {
					p.errNode(v, "%s is a line of text, not %s", field, kindName(v))
					return
				}
				*to = v.Value
				if v.Style == 0 && field != "doc" && field != "title" {
					*to = kinddef.Unquoted(v.Value, v.LineComment)
				}
			}
		}
		text("doc", &def.Doc)
		text("title", &def.Title)
		text("cells", &def.Cells)
		text("next-pair", &def.NextPair)
		text("every-pair", &def.EveryPair)
		text("neighbour-pair", &def.NeighbourPair)
		text("start", &def.Start)
		text("next", &def.Next)
		text("accept", &def.Accept)
		text("regex", &def.Regex)
		text("holds", &def.Holds)
		text("not", &def.Not)
		text("each", &def.Each)
		text("of", &def.Of)
		words := func(field string, to *[]string) {
			v, ok := k[field]
			if !ok {
				return
			}
			if v.Kind != yaml.SequenceNode {
				p.errNode(v, "%s lists the keys of kinds, [renban, nabner], not %s", field, kindName(v))
				return
			}
			for _, c := range v.Content {
				*to = append(*to, c.Value)
			}
		}
		words("all-of", &def.AllOf)
		words("any-of", &def.AnyOf)
		text("prune", &def.Prune)
		if v, ok := k["apart"]; ok {
			b, err := strconv.ParseBool(v.Value)
			if v.Kind != yaml.ScalarNode || err != nil {
				p.errNode(v, "apart is true or false, not %s", kindName(v))
				continue
			}
			def.Apart = b
		}
		text("colour", &def.Colour)
		text("neighbours", &def.Neighbours)
		markNodes := map[string]*yaml.Node{}
		if v, ok := k["marks"]; ok {
			if def.Marks = p.definedMarks(v, markNodes); def.Marks == nil {
				continue
			}
		}
		if v, ok := k["draw"]; ok {
			def.Draw = p.definedDrawing(v)
		}
		if v, ok := k["args"]; ok {
			def.Args = p.definedArgs(v)
		}
		if v, ok := k["difficulty"]; ok {
			x, err := strconv.ParseFloat(v.Value, 64)
			if v.Kind != yaml.ScalarNode || err != nil {
				p.errNode(v, "difficulty is a number such as 1.5, not %s", kindName(v))
				continue
			}
			def.Difficulty = x
		}
		kind, err := kinddef.CompileIn(def, p.kinds)
		var ke *kinddef.Error
		switch {
		case errors.As(err, &ke):
			at := keyN
			if v, ok := k[ke.Field]; ok {
				at = v
			} else if v, ok := markNodes[strings.TrimPrefix(ke.Field, "marks.")]; ok && strings.HasPrefix(ke.Field, "marks.") {
				at = v
			}
			pos := p.f.pos(at)
			if ke.Column > 0 && at.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) == 0 && at.Line == pos.Line {
				pos.Col += ke.Column - 1
			} else if ke.Column > 0 {
				ke.Msg += " (at column " + strconv.Itoa(ke.Column) + " of the expression)"
			}
			p.errAt(pos, "%s", ke.Msg)
			continue
		case err != nil:
			p.errNode(keyN, "%v", err)
			continue
		}
		d.kinds = append(d.kinds, kind)
		p.addKinds([]*constraint.Kind{kind})
	}
}

// definedMarks reads a definition's marks: a mapping of each mark's key
// to its pair rule, an expression, or to a mapping of pair, letter and
// dot. nodes gets the node of each mark's expression, where its errors
// are placed.
func (p *parser) definedMarks(n *yaml.Node, nodes map[string]*yaml.Node) []kinddef.MarkDef {
	if n.Kind != yaml.MappingNode || len(n.Content) == 0 {
		p.errNode(n, "marks is a mapping of each mark's key to its rule, such as {x: a + b == 10, v: a + b == 5}, not %s", kindName(n))
		return nil
	}
	var out []kinddef.MarkDef
	for i := 0; i+1 < len(n.Content); i += 2 {
		keyN, body := n.Content[i], deref(n.Content[i+1])
		m := kinddef.MarkDef{Key: keyN.Value}
		expr := body
		switch body.Kind {
		case yaml.ScalarNode:
			m.Pair = kinddef.Unquoted(body.Value, body.LineComment)
			if body.Style != 0 {
				m.Pair = body.Value
			}
		case yaml.MappingNode:
			k := p.keys(body, "a mark", []string{"pair", "letter", "dot"})
			word := func(key string, to *string) *yaml.Node {
				v, ok := k[key]
				if !ok {
					return nil
				}
				if v.Kind != yaml.ScalarNode {
					p.errNode(v, "%s is a line of text, not %s", key, kindName(v))
					return nil
				}
				*to = v.Value
				return v
			}
			if v := word("pair", &m.Pair); v != nil {
				expr = v
				if v.Style == 0 {
					m.Pair = kinddef.Unquoted(v.Value, v.LineComment)
				}
			}
			word("letter", &m.Letter)
			word("dot", &m.Dot)
		default:
			p.errNode(body, "a mark is its rule, such as a + b == 10, or a mapping such as {pair: a + b == 10, letter: X}, not %s", kindName(body))
			continue
		}
		nodes[m.Key] = expr
		out = append(out, m)
	}
	return out
}

// definedDrawing reads a definition's draw: a mapping of the fields of
// a drawing (kinddef.DrawKeys), which the kind's check then holds to its
// style.
func (p *parser) definedDrawing(n *yaml.Node) constraint.Drawing {
	var dr constraint.Drawing
	if n.Kind != yaml.MappingNode {
		p.errNode(n, "draw is a mapping such as {style: cells, shape: circle, colour: \"#c0c0c0\"}, not %s", kindName(n))
		return dr
	}
	k := p.keys(n, "a drawing", kinddef.DrawKeys)
	word := func(key string) string {
		v, ok := k[key]
		if !ok {
			return ""
		}
		if v.Kind != yaml.ScalarNode {
			p.errNode(v, "%s is one word, not %s", key, kindName(v))
			return ""
		}
		return v.Value
	}
	flag := func(key string) bool {
		v, ok := k[key]
		if !ok {
			return false
		}
		b, err := strconv.ParseBool(v.Value)
		if v.Kind != yaml.ScalarNode || err != nil {
			p.errNode(v, "%s is true or false, not %s", key, kindName(v))
		}
		return b
	}
	dr.Style = constraint.Style(word("style"))
	if dr.Style == "" {
		p.errNode(n, "a drawing needs its style: one of %s", strings.Join(styleNames(), ", "))
	}
	dr.Colour, dr.Label, dr.Shape = word("colour"), word("label"), constraint.CellShape(word("shape"))
	dr.Ends, dr.Dashed = flag("ends"), flag("dashed")
	if v, ok := k["width"]; ok {
		x, err := strconv.ParseFloat(v.Value, 64)
		if v.Kind != yaml.ScalarNode || err != nil {
			p.errNode(v, "width is a fraction of a cell's side, such as 0.2, not %s", kindName(v))
		}
		dr.Width = x
	}
	return dr
}

// styleNames returns the names of the drawings' styles.
func styleNames() []string {
	var out []string
	for _, s := range constraint.Styles() {
		out = append(out, string(s))
	}
	return out
}

// definedArgs reads a definition's args: a list of names, [n], or a
// mapping of each name to its default, {total: 10}, null for none.
func (p *parser) definedArgs(n *yaml.Node) []constraint.DefinedArg {
	var out []constraint.DefinedArg
	switch n.Kind {
	case yaml.SequenceNode:
		for _, c := range n.Content {
			if c.Kind != yaml.ScalarNode {
				p.errNode(c, "an argument is named by one word, not %s", kindName(c))
				continue
			}
			out = append(out, constraint.DefinedArg{Name: c.Value})
		}
	case yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			name, v := n.Content[i], n.Content[i+1]
			a := constraint.DefinedArg{Name: name.Value}
			if v.Kind != yaml.ScalarNode || v.Tag != "!!null" {
				x, err := strconv.Atoi(v.Value)
				if v.Kind != yaml.ScalarNode || err != nil {
					p.errNode(v, "an argument's default is a whole number, or null for none, not %s", kindName(v))
					continue
				}
				a.Default, a.HasDefault = x, true
			}
			out = append(out, a)
		}
	default:
		p.errNode(n, "args lists the arguments' names, [n], or maps each to its default, {total: 10}, not %s", kindName(n))
	}
	return out
}

// addKinds adds kinds to those p knows, each once.
func (p *parser) addKinds(kinds []*constraint.Kind) {
	for _, k := range kinds {
		if !slices.Contains(p.kinds, k) {
			p.kinds = append(slices.Clip(p.kinds), k)
		}
	}
}
