package specs

import (
	"fmt"
	"regexp"
	"slices"
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
	// foreign is set for a file read through extends: not the spec the
	// caller named, so perhaps a file its user may not see. An error shows
	// at most excerptLen characters of it.
	foreign bool
}

// excerptLen is the most characters of a file quoted in one error.
const excerptLen = game.ExcerptLen

// cutQuotes returns msg, a message of package game, with each of texts
// that it quotes in full (as %q does) quoted as game.Excerpt quotes it
// instead.
func cutQuotes(msg string, texts ...string) string {
	for _, s := range texts {
		if _, long := game.CutAfter(s, excerptLen); long {
			msg = strings.ReplaceAll(msg, strconv.Quote(s), game.Excerpt(s))
		}
	}
	return msg
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

// offset returns the position of byte off of the file, counted from 0.
func (f *file) offset(off int) game.Position {
	for i, line := range f.lines {
		if off <= len(line) {
			return f.at(i+1, utf8.RuneCountInString(line[:off])+1)
		}
		off -= len(line) + 1
	}
	return f.at(len(f.lines), 1)
}

func (f *file) pos(n *yaml.Node) game.Position {
	if n == nil {
		return f.at(1, 1)
	}
	return f.at(n.Line, n.Column)
}

func (f *file) errAt(p game.Position, format string, args ...any) *game.Error {
	return &game.Error{Pos: p, Msg: fmt.Sprintf(format, args...), Source: f.shown(p)}
}

// shown returns the text of the line of p to show with an error at p: all
// of it, or for a foreign file its first excerptLen characters when p
// stands within them, and else nothing.
func (f *file) shown(p game.Position) string {
	s := f.source(p.Line)
	if !f.foreign {
		return s
	}
	if p.Col > excerptLen {
		return ""
	}
	s, _ = game.CutAfter(s, excerptLen)
	return s
}

func (f *file) errNode(n *yaml.Node, format string, args ...any) *game.Error {
	return f.errAt(f.pos(n), format, args...)
}

var (
	yamlLine   = regexp.MustCompile(`^yaml: (?:line (\d+): )?`)
	yamlAnchor = regexp.MustCompile(`^(?:unknown )?anchor '(.*)' (?:referenced|value contains itself)$`)
)

// parserProblems are the problems the YAML library's parser (not its
// scanner) reports. For these it counts lines from 0, not 1, and names the
// line where the enclosing collection starts, or, when that is the first
// line, the line of the problem.
var parserProblems = []string{
	"did not find expected <stream-start>", "did not find expected <document start>",
	"found undefined tag handle", "did not find expected node content",
	"did not find expected '-' indicator", "did not find expected key",
	"did not find expected ',' or ']'", "did not find expected ',' or '}'",
	"found duplicate %YAML directive", "found incompatible YAML document",
	"found duplicate %TAG directive",
}

// syntaxError turns an error of the YAML library into a positioned error.
// The library names a line only ("yaml: line N: ..."), counted from 1 for
// its scanner's problems and from 0 for its parser's. A list or mapping
// left open, a quoted string left open and an unknown alias are placed at
// their opening character; anything else at the first character of its
// line that is not a space.
func (f *file) syntaxError(err error) *game.Error {
	msg := err.Error()
	line := 0
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		msg = msg[len(m[0]):]
		line, _ = strconv.Atoi(m[1])
	}
	hint := "fix the syntax of this line or the one before"
	if slices.Contains(parserProblems, msg) {
		hint = "check the indentation and syntax from this line on"
		if line > 0 {
			line++
		}
	}
	if line == 0 {
		// The YAML reader does not say where a character it refuses is.
		if p, what, ok := f.badChar(); ok {
			return f.errAt(p, "%s", what)
		}
		if m := yamlAnchor.FindStringSubmatch(msg); m != nil {
			if p, ok := f.alias(m[1]); ok {
				fix := fmt.Sprintf("put &%s on a value before *%s refers to it", m[1], m[1])
				if cut, long := game.CutAfter(m[1], excerptLen); long {
					msg = strings.Replace(msg, m[1], cut+"...", 1)
					fix = "put the anchor (&name) on a value before the alias (*name) refers to it"
				}
				if strings.HasSuffix(msg, "itself") {
					fix = "an alias may not refer to the value it is part of"
				}
				return f.errAt(p, "invalid YAML: %s: %s", msg, fix)
			}
		}
		line = 1
	}
	line = f.textLine(line)
	var opens, what string
	switch msg {
	case "did not find expected ',' or ']'":
		opens, what = "[", "the list this '[' opens is not closed where expected: end it with ']' and put ',' between its items"
	case "did not find expected ',' or '}'":
		opens, what = "{", "the mapping this '{' opens is not closed where expected: end it with '}' and put ',' between its entries"
	case "found unexpected end of stream":
		opens, what = `'"`, "the quoted text this quote opens is never closed: end it with the same quote"
	}
	// The line is where the list, mapping or string starts, but when that is
	// the first line the library names the line of the problem instead.
	for _, l := range []int{line, 1} {
		if col, ok := f.unclosed(l, opens); ok && opens != "" {
			return f.errAt(f.at(l, col), "invalid YAML: %s", what)
		}
	}
	col := 0
	if src := f.source(line); src != "" {
		col = len(src) - len(strings.TrimLeft(src, " \t")) + 1
	}
	return f.errAt(f.at(line, col), "invalid YAML: %s: %s", msg, hint)
}

// textLine returns line, or the last line with text when line is past it
// (the library names the line after the end of the file for problems found
// there).
func (f *file) textLine(line int) int {
	last := 0
	for i := range f.lines {
		if strings.TrimSpace(f.lines[i]) != "" {
			last = i + 1
		}
	}
	if last > 0 && line > last {
		return last
	}
	return line
}

// unclosed returns the column of the last character of opens (brackets or
// quotes) that is still open at the end of line: a '[' or '{' that the line
// does not close, or a quote that starts a string the line does not end.
// It reads quotes, escapes and comments as YAML does, on this line alone.
func (f *file) unclosed(line int, opens string) (int, bool) {
	type open struct {
		ch  rune
		col int
	}
	opener := map[rune]rune{']': '[', '}': '{'}
	var stack []open
	var quote open // the quote of the string being read, if any
	prev := ' '
	rs := []rune(f.source(line))
	for i := 0; i < len(rs); i++ {
		r, col := rs[i], i+1
		switch {
		case quote.ch == '\'':
			if r == '\'' && i+1 < len(rs) && rs[i+1] == '\'' {
				i++
			} else if r == '\'' {
				quote = open{}
			}
		case quote.ch == '"':
			if r == '\\' {
				i++
			} else if r == '"' {
				quote = open{}
			}
		case r == '#' && (prev == ' ' || prev == '\t'):
			i = len(rs)
		case (r == '\'' || r == '"') && strings.ContainsRune(" \t[{,", prev):
			quote = open{r, col}
		case r == '[' || r == '{':
			stack = append(stack, open{r, col})
		case (r == ']' || r == '}') && len(stack) > 0 && stack[len(stack)-1].ch == opener[r]:
			stack = stack[:len(stack)-1]
		}
		prev = r
	}
	if quote.ch != 0 && strings.ContainsRune(opens, quote.ch) {
		return quote.col, true
	}
	for i := len(stack) - 1; i >= 0; i-- {
		if strings.ContainsRune(opens, stack[i].ch) {
			return stack[i].col, true
		}
	}
	return 0, false
}

// alias returns the position of the first alias *name in the file.
func (f *file) alias(name string) (game.Position, bool) {
	for i, line := range f.lines {
		for off := 0; ; {
			j := strings.Index(line[off:], "*"+name)
			if j < 0 {
				break
			}
			j += off
			end := j + 1 + len(name)
			if end == len(line) || strings.ContainsAny(line[end:end+1], " \t\r,]}") {
				return f.at(i+1, utf8.RuneCountInString(line[:j])+1), true
			}
			off = j + 1
		}
	}
	return game.Position{}, false
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
		return game.Excerpt(n.Value)
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
