package specs

import (
	"errors"
	"slices"
	"strconv"

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
		text("prune", &def.Prune)
		text("colour", &def.Colour)
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
		kind, err := kinddef.Compile(def)
		var ke *kinddef.Error
		switch {
		case errors.As(err, &ke):
			at := keyN
			if v, ok := k[ke.Field]; ok {
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
