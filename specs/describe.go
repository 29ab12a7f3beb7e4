package specs

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

// describeChild says what a spec adds to the parent it extends, for a spec
// that changes the rules but has no description of its own: "classic with
// 4 extra windows", "classic with 2 killer cage constraints", "x with the
// values A-I and 12 holes". d is the child as read; from is the number of
// groups it inherited; values and holes are its own values and holes
// nodes, or nil. It returns "" when the child adds nothing that can be
// named (an empty list of groups), and so keeps the rules of its parent.
func describeChild(parent string, d *def, from, fromRules int, values, holes *yaml.Node) string {
	var parts []string
	var kinds []game.GroupKind
	count := map[game.GroupKind]int{}
	for _, g := range d.groups[from:] {
		if count[g.spec.Kind] == 0 {
			kinds = append(kinds, g.spec.Kind)
		}
		count[g.spec.Kind]++
	}
	for _, k := range kinds {
		parts = append(parts, fmt.Sprintf("%d extra %s", count[k], k.Noun(count[k])))
	}
	var rules []string
	ruleCount := map[string]int{}
	for _, it := range d.constraints[fromRules:] {
		name := inSentence(it.c.Kind())
		if ruleCount[name] == 0 {
			rules = append(rules, name)
		}
		ruleCount[name]++
	}
	for _, name := range rules {
		parts = append(parts, fmt.Sprintf("%d %s %s", ruleCount[name], name, plural(ruleCount[name], "constraint", "constraints")))
	}
	if values != nil && d.values != nil {
		text := strings.Join(d.values.Names(), " ")
		if values.Kind == yaml.ScalarNode {
			text = strings.Join(strings.Fields(strings.ReplaceAll(values.Value, ",", " ")), " ")
		}
		parts = append(parts, "the values "+text)
	}
	if holes != nil && d.fields != nil {
		n := 0
		for _, f := range d.fields {
			if !f {
				n++
			}
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, plural(n, "hole", "holes")))
	}
	if len(parts) == 0 {
		return ""
	}
	return parent + " with " + joinAnd(parts)
}

// inSentence returns the title of rule kind k as a sentence says it:
// "killer cage", "X-sum", "XV"; its first letter is lower-case when the
// next is. A kind with no title is said by its name.
func inSentence(k *game.RuleKind) string {
	if k.Title == "" {
		return k.Name
	}
	r := []rune(k.Title)
	if len(r) > 1 && unicode.IsLower(r[1]) {
		r[0] = unicode.ToLower(r[0])
	}
	return string(r)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// joinAnd joins "a", "b" and "c" as "a, b and c".
func joinAnd(parts []string) string {
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}
