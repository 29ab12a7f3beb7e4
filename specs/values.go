package specs

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

var numericRange = regexp.MustCompile(`^(\d+)-(\d+)$`)

// parseValueText reads the scalar form of values: space-separated words
// ("red green blue"), a numeric range with multi-digit words ("1-16"), or a
// concatenation of single-character ranges and characters ("1-9", "0-9A-F",
// "1-9A-C", "XYZ").
func parseValueText(s string) ([]string, error) {
	s = strings.TrimSpace(s)
	if strings.ContainsAny(s, " \t\n\r") {
		return strings.Fields(s), nil
	}
	if m := numericRange.FindStringSubmatch(s); m != nil && (len(m[1]) > 1 || len(m[2]) > 1) {
		lo, err1 := strconv.Atoi(m[1])
		hi, err2 := strconv.Atoi(m[2])
		if err1 != nil || err2 != nil || lo > hi {
			return nil, fmt.Errorf("values %q: a range goes from low to high, e.g. 1-16", s)
		}
		if hi-lo+1 > game.MaxValues {
			return nil, fmt.Errorf("values %q are %d values but at most %d are supported: use a smaller range", s, hi-lo+1, game.MaxValues)
		}
		var out []string
		for i := lo; i <= hi; i++ {
			out = append(out, strconv.Itoa(i))
		}
		return out, nil
	}
	rs := []rune(s)
	var out []string
	for i := 0; i < len(rs); i++ {
		if i+2 < len(rs) && rs[i+1] == '-' {
			lo, hi := rs[i], rs[i+2]
			if lo > hi {
				return nil, fmt.Errorf("values %q: range %c-%c goes backwards: write it from low to high", s, lo, hi)
			}
			if int(hi-lo)+1+len(out) > game.MaxValues {
				return nil, fmt.Errorf("values %q are more than %d values: at most %d are supported", s, game.MaxValues, game.MaxValues)
			}
			for r := lo; r <= hi; r++ {
				out = append(out, string(r))
			}
			i += 2
			continue
		}
		out = append(out, string(rs[i]))
	}
	return out, nil
}

// values reads the values node: a scalar (see parseValueText) or a list of
// words. Every problem is reported at its node.
func (p *parser) values(n *yaml.Node) *game.Values {
	var words []string
	bad := false
	switch n.Kind {
	case yaml.ScalarNode:
		if isNull(n) || strings.TrimSpace(n.Value) == "" {
			p.errNode(n, "values are empty: write them as a range such as 1-9, or as a list of words")
			return nil
		}
		w, err := parseValueText(n.Value)
		if err != nil {
			p.errNode(n, "%v", err)
			return nil
		}
		words = w
		seen := map[string]bool{}
		for _, w := range words {
			if seen[w] {
				p.errNode(n, "value %q is listed twice: each value may appear once", w)
				bad = true
			}
			seen[w] = true
		}
	case yaml.SequenceNode:
		seen := map[string]*yaml.Node{}
		for _, it := range n.Content {
			it = deref(it)
			if it.Kind != yaml.ScalarNode || isNull(it) || it.Value == "" {
				p.errNode(it, "a value is a word such as 7 or red, not %s", kindName(it))
				bad = true
				continue
			}
			if first, dup := seen[it.Value]; dup {
				p.errNode(it, "value %q is listed twice (first on line %d): each value may appear once", it.Value, first.Line)
				bad = true
				continue
			}
			seen[it.Value] = it
			words = append(words, it.Value)
		}
	default:
		p.errNode(n, "values are a range such as 1-9 or a list of words, not %s", kindName(n))
		return nil
	}
	if len(words) > game.MaxValues {
		p.errNode(n, "there are %d values but at most %d are supported: use fewer values", len(words), game.MaxValues)
		return nil
	}
	if bad {
		return nil
	}
	v, err := game.NewValues(words)
	if err != nil {
		p.errNode(n, "%v", err)
		return nil
	}
	return v
}
