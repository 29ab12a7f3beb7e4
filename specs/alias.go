package specs

import "go.yaml.in/yaml/v3"

// maxExpanded bounds the size of a spec with each alias (*name) replaced
// by what it names, counted as one per node plus the bytes of each scalar.
// A spec without aliases is at most about twice its length in this count.
// The reader takes each alias as the node it names, so a list of many
// aliases to a large mapping would have it read that mapping, and report
// each of its problems, as many times over.
const maxExpanded = 4 * MaxSpecBytes

// overExpanded returns the node of doc, in the order of the file, at which
// the spec passes maxExpanded with its aliases replaced, or nil when it
// stays within.
func overExpanded(doc *yaml.Node) *yaml.Node {
	size := map[*yaml.Node]int{}
	var measure func(n *yaml.Node) int
	measure = func(n *yaml.Node) int {
		if n == nil {
			return 0
		}
		if s, ok := size[n]; ok {
			return s
		}
		size[n] = maxExpanded + 1 // a node that holds itself is too large
		s := 1 + len(n.Value)
		if n.Kind == yaml.AliasNode {
			s = measure(n.Alias)
		}
		for _, c := range n.Content {
			s = min(s+measure(c), maxExpanded+1)
		}
		size[n] = s
		return s
	}
	if measure(doc) <= maxExpanded {
		return nil
	}
	total := 0
	var walk func(n *yaml.Node) *yaml.Node
	walk = func(n *yaml.Node) *yaml.Node {
		if n.Kind == yaml.AliasNode {
			total += measure(n)
		} else {
			total += 1 + len(n.Value)
		}
		if total > maxExpanded {
			return n
		}
		if n.Kind == yaml.AliasNode {
			return nil
		}
		for _, c := range n.Content {
			if at := walk(c); at != nil {
				return at
			}
		}
		return nil
	}
	if at := walk(doc); at != nil {
		return at
	}
	return doc
}
