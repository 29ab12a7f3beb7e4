package specs

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

// A file is one spec file being read: its name and its lines, so that every
// error can carry its position and the text of its line.
type file struct {
	name  string
	lines []string
}

func newFile(name string, data []byte) *file {
	return &file{name: name, lines: strings.Split(string(data), "\n")}
}

// source returns the text of line (1-based), or "" when there is none.
func (f *file) source(line int) string {
	if line < 1 || line > len(f.lines) {
		return ""
	}
	return strings.TrimRight(f.lines[line-1], "\r")
}

func (f *file) at(line, col int) game.Position {
	return game.Position{File: f.name, Line: line, Col: col}
}

func (f *file) pos(n *yaml.Node) game.Position {
	if n == nil {
		return f.at(1, 1)
	}
	return f.at(n.Line, n.Column)
}

func (f *file) errAt(p game.Position, format string, args ...any) *game.Error {
	return &game.Error{Pos: p, Msg: fmt.Sprintf(format, args...), Source: f.source(p.Line)}
}

func (f *file) errNode(n *yaml.Node, format string, args ...any) *game.Error {
	return f.errAt(f.pos(n), format, args...)
}

var yamlLine = regexp.MustCompile(`^yaml: (?:line (\d+): )?`)

// syntaxError turns an error of the YAML parser into a positioned error. The
// parser tells the line only; the column is put at the line's first
// character that is not a space.
func (f *file) syntaxError(err error) *game.Error {
	msg := err.Error()
	line := 0
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		msg = msg[len(m[0]):]
		line, _ = strconv.Atoi(m[1])
	}
	if line == 0 {
		// The YAML reader does not say where a character it refuses is.
		if p, what, ok := f.badChar(); ok {
			return f.errAt(p, "%s", what)
		}
	}
	col := 0
	if src := f.source(line); src != "" {
		col = len(src) - len(strings.TrimLeft(src, " \t")) + 1
	}
	return f.errAt(f.at(line, col), "invalid YAML: %s: fix the syntax of this line or the one before", msg)
}

// badChar finds the first character that YAML does not allow in a file: a
// NUL byte, which says the file is binary, before any other control
// character or byte that is not UTF-8.
func (f *file) badChar() (game.Position, string, bool) {
	for i, line := range f.lines {
		if j := strings.IndexByte(line, 0); j >= 0 {
			return f.at(i+1, utf8.RuneCountInString(line[:j])+1), "the file holds a NUL byte: it is a binary file, not a YAML spec", true
		}
	}
	for i, line := range f.lines {
		line = strings.TrimSuffix(line, "\r")
		col := 1
		for j := 0; j < len(line); col++ {
			r, size := utf8.DecodeRuneInString(line[j:])
			switch {
			case r == utf8.RuneError && size == 1:
				return f.at(i+1, col), fmt.Sprintf("byte 0x%02x is not UTF-8 text: a spec must be UTF-8 text", line[j]), true
			case r < 0x20 && r != '\t' || r == 0x7f || 0x80 <= r && r < 0xa0 && r != 0x85 || r == 0xfffe || r == 0xffff:
				return f.at(i+1, col), fmt.Sprintf("control character %U is not allowed in YAML: remove it", r), true
			}
			j += size
		}
	}
	return game.Position{}, "", false
}

// suggest returns ` (did you mean "x"?)` for the option nearest to word, when
// it is a near miss, or "".
func suggest(word string, options []string) string {
	best, bestD := "", 3
	for _, o := range options {
		if d := levenshtein(strings.ToLower(word), o); d < bestD {
			best, bestD = o, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf("did you mean %q? ", best)
}

// levenshtein returns the edit distance of a and b, counted in characters.
func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// kindName says what a node is, for messages about wrong types.
func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "empty"
		}
		return fmt.Sprintf("%q", n.Value)
	case yaml.AliasNode:
		return "an alias"
	}
	return "a document"
}

// deref follows an alias to the node it names.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool {
	return n == nil || n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}
