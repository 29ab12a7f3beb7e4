package sudokupad

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// The zipped form of a puzzle's JSON is what SudokuPad's PuzzleZipper
// writes: short keys (zipKeys), keys without quotes, strings in single
// quotes (a single quote in a string escaped \'), an empty object in a
// list written as nothing between its commas, f and t for false and
// true after a colon, #0 and #F for black and white, and a colour of six
// hex digits written bare. Unzip reads it with the tokenizer below and
// writes plain JSON, the long keys back.

// zipKeys are the keys PuzzleZipper shortens, by their short form.
var zipKeys = map[string]string{
	"c": "color", "ca": "cages", "ct": "center", "c1": "borderColor", "c2": "backgroundColor",
	"ce": "cells", "cs": "cellSize", "a": "arrows", "o": "overlays", "u": "underlays",
	"w": "width", "h": "height", "v": "value", "vd": "videos", "l": "lines", "r": "rounded",
	"re": "regions", "fs": "fontSize", "th": "thickness", "hl": "headLength", "wp": "wayPoints",
	"t": "title", "te": "text", "d": "duration",
}

// MaxDepth is how deeply lists and objects may nest in a puzzle.
const MaxDepth = 64

// Unzip returns the JSON of a puzzle SudokuPad zipped; name names it in
// errors, which are *game.Error at the column of the zipped text where
// reading stopped. It reads as SudokuPad does: a text that holds a double
// quote keeps its quotes as they are, and a string of six hex digits
// becomes a colour, "#" and the digits.
func Unzip(name, zipped string) ([]byte, error) {
	u := &unzipper{src: zipped, quote: '\''}
	if strings.ContainsRune(zipped, '"') {
		u.quote = '"'
	}
	v, err := u.value(0, false)
	if err == nil {
		u.space()
		if u.pos < len(u.src) {
			err = u.errorf("more after the puzzle: %s", u.near())
		}
	}
	if err != nil {
		e := err.(*unzipError)
		col := utf8.RuneCountInString(zipped[:e.pos]) + 1
		return nil, &game.Error{Pos: game.Position{File: name, Line: 1, Col: col}, Msg: "zipped puzzle: " + e.msg, Source: game.Cut(zipped)}
	}
	var out bytes.Buffer
	v.write(&out)
	return out.Bytes(), nil
}

// node is a value read: a string, a number or a literal (raw JSON), a
// list, or an object (keys in the order read).
type node struct {
	kind  byte // 's' string, 'r' raw JSON, '[' list, '{' object
	text  string
	items []node
	keys  []string
}

func (n *node) write(out *bytes.Buffer) {
	switch n.kind {
	case 's':
		out.Write(quoteJSON(n.text))
	case 'r':
		out.WriteString(n.text)
	case '[', '{':
		out.WriteByte(n.kind)
		for i := range n.items {
			if i > 0 {
				out.WriteByte(',')
			}
			if n.kind == '{' {
				out.Write(quoteJSON(n.keys[i]))
				out.WriteByte(':')
			}
			n.items[i].write(out)
		}
		out.WriteByte(n.kind + 2) // ] or }
	}
}

// quoteJSON writes s as a JSON string.
func quoteJSON(s string) []byte {
	var b bytes.Buffer
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.Bytes()
}

type unzipper struct {
	src   string
	pos   int
	quote byte // the quote of strings: ' or, when the text holds one, "
}

type unzipError struct {
	pos int
	msg string
}

func (e *unzipError) Error() string { return e.msg }

func (u *unzipper) errorf(format string, args ...any) error {
	return &unzipError{pos: u.pos, msg: fmt.Sprintf(format, args...)}
}

// near writes what stands at the reading position, for an error.
func (u *unzipper) near() string {
	if u.pos >= len(u.src) {
		return "the end"
	}
	s, _ := game.CutAfter(u.src[u.pos:], 12)
	return game.Excerpt(s)
}

func (u *unzipper) space() {
	for u.pos < len(u.src) && strings.IndexByte(" \t\r\n", u.src[u.pos]) >= 0 {
		u.pos++
	}
}

func (u *unzipper) peek() byte {
	u.space()
	if u.pos < len(u.src) {
		return u.src[u.pos]
	}
	return 0
}

// value reads a value at depth; afterColon is set for an object's value,
// where PuzzleZipper writes its short words (f, t, #0, #F, colours).
func (u *unzipper) value(depth int, afterColon bool) (node, error) {
	if depth > MaxDepth {
		return node{}, u.errorf("lists and objects nest deeper than %d", MaxDepth)
	}
	switch c := u.peek(); {
	case c == '[':
		return u.list(depth)
	case c == '{':
		return u.object(depth)
	case c == u.quote:
		s, err := u.str()
		return hexColour(node{kind: 's', text: s}), err
	case c == 0:
		return node{}, u.errorf("a value is missing at the end")
	}
	start := u.pos
	for u.pos < len(u.src) && strings.IndexByte(",]}: \t\r\n", u.src[u.pos]) < 0 {
		u.pos++
	}
	word := u.src[start:u.pos]
	if afterColon {
		switch {
		case word == "f":
			return node{kind: 'r', text: "false"}, nil
		case word == "t":
			return node{kind: 'r', text: "true"}, nil
		case word == "#0":
			return node{kind: 's', text: "#000000"}, nil
		case word == "#F":
			return node{kind: 's', text: "#FFFFFF"}, nil
		case isHex6(word):
			return node{kind: 's', text: "#" + word}, nil
		}
	}
	switch {
	case word == "true" || word == "false" || word == "null":
		return node{kind: 'r', text: word}, nil
	case isNumber(word):
		return node{kind: 'r', text: word}, nil
	}
	u.pos = start
	return node{}, u.errorf("no value: %s", u.near())
}

// hexColour makes a string of six hex digits a colour, as SudokuPad does
// to every string when it unzips.
func hexColour(n node) node {
	if isHex6(n.text) {
		n.text = "#" + n.text
	}
	return n
}

func isHex6(s string) bool {
	if len(s) != 6 {
		return false
	}
	for i := range len(s) {
		if !strings.ContainsRune("0123456789abcdefABCDEF", rune(s[i])) {
			return false
		}
	}
	return true
}

// isNumber reports whether s is a JSON number.
func isNumber(s string) bool {
	t := strings.TrimPrefix(s, "-")
	if t == "" || t[0] < '0' || t[0] > '9' || len(t) > 1 && t[0] == '0' && t[1] >= '0' && t[1] <= '9' {
		return false
	}
	_, err := strconv.ParseFloat(s, 64)
	return err == nil || strings.Contains(err.Error(), "range")
}

// list reads [a,b,...]; nothing between two commas, or between a bracket
// and a comma, is an empty object, and so is [] itself ([{}] zipped).
func (u *unzipper) list(depth int) (node, error) {
	n := node{kind: '['}
	u.pos++ // [
	for {
		var item node
		if c := u.peek(); c == ',' || c == ']' {
			item = node{kind: '{'}
		} else {
			var err error
			if item, err = u.value(depth+1, false); err != nil {
				return n, err
			}
		}
		n.items = append(n.items, item)
		switch u.peek() {
		case ',':
			u.pos++
		case ']':
			u.pos++
			return n, nil
		default:
			return n, u.errorf("a comma or ] after an item of a list, not %s", u.near())
		}
	}
}

// object reads {key:value,...}, keys with or without quotes, and renames
// the short keys; a key said twice keeps its last value.
func (u *unzipper) object(depth int) (node, error) {
	n := node{kind: '{'}
	start := u.pos
	u.pos++ // {
	if u.peek() == '}' {
		u.pos++
		return n, nil
	}
	at := map[string]int{}
	for {
		key, err := u.key()
		if err != nil {
			return n, err
		}
		if u.peek() != ':' {
			return n, u.errorf("a colon after the key %s, not %s", game.Excerpt(key), u.near())
		}
		u.pos++
		v, err := u.value(depth+1, true)
		if err != nil {
			return n, err
		}
		if i, ok := at[key]; ok {
			n.items[i] = v
		} else {
			at[key] = len(n.keys)
			n.keys, n.items = append(n.keys, key), append(n.items, v)
		}
		switch u.peek() {
		case ',':
			u.pos++
		case '}':
			u.pos++
			return n, rename(&n, start, at)
		default:
			return n, u.errorf("a comma or } after a value of an object, not %s", u.near())
		}
	}
}

// rename gives the object's short keys their long names; a long name the
// object has already is an error, as it is to SudokuPad.
func rename(n *node, pos int, at map[string]int) error {
	for i, k := range n.keys {
		long, ok := zipKeys[k]
		if !ok {
			continue
		}
		if _, taken := at[long]; taken {
			return &unzipError{pos: pos, msg: fmt.Sprintf("the keys %s and %s both say %s", game.Excerpt(k), game.Excerpt(long), long)}
		}
		n.keys[i] = long
	}
	return nil
}

// key reads a key: a string, or letters and digits.
func (u *unzipper) key() (string, error) {
	switch c := u.peek(); {
	case c == u.quote:
		return u.str()
	case isWordByte(c):
		start := u.pos
		for u.pos < len(u.src) && isWordByte(u.src[u.pos]) {
			u.pos++
		}
		return u.src[start:u.pos], nil
	}
	return "", u.errorf("a key, not %s", u.near())
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// str reads a string in the text's quotes, with JSON's escapes and \' for
// a single quote; a right single quotation mark reads as a single quote,
// as SudokuPad reads it in a text in single quotes. What PuzzleZipper
// changed in the text itself comes back (unzipText).
func (u *unzipper) str() (string, error) {
	start := u.pos
	u.pos++
	var b strings.Builder
	for {
		if u.pos >= len(u.src) {
			u.pos = start
			return "", u.errorf("the string has no end")
		}
		c := u.src[u.pos]
		switch {
		case c == u.quote:
			u.pos++
			return unzipText(b.String()), nil
		case c < 0x20:
			return "", u.errorf("a control character in a string")
		case c == '\\':
			if err := u.escape(&b); err != nil {
				return "", err
			}
			continue
		case u.quote == '\'' && strings.HasPrefix(u.src[u.pos:], "’"):
			b.WriteByte('\'')
			u.pos += len("’")
			continue
		}
		b.WriteByte(c)
		u.pos++
	}
}

// escape reads an escape in a string, at its backslash.
func (u *unzipper) escape(b *strings.Builder) error {
	if u.pos+1 >= len(u.src) {
		return u.errorf("the string has no end")
	}
	c := u.src[u.pos+1]
	if r, ok := map[byte]string{'"': `"`, '\\': `\`, '/': "/", 'b': "\b", 'f': "\f", 'n': "\n", 'r': "\r", 't': "\t"}[c]; ok {
		b.WriteString(r)
		u.pos += 2
		return nil
	}
	if c == '\'' && u.quote == '\'' {
		b.WriteByte('\'')
		u.pos += 2
		return nil
	}
	if c != 'u' || u.pos+6 > len(u.src) {
		return u.errorf("a bad escape in a string: %s", u.near())
	}
	r, err := strconv.ParseUint(u.src[u.pos+2:u.pos+6], 16, 16)
	if err != nil {
		return u.errorf("a bad escape in a string: %s", u.near())
	}
	u.pos += 6
	if utf16IsHigh(r) && strings.HasPrefix(u.src[u.pos:], `\u`) && u.pos+6 <= len(u.src) {
		if lo, err := strconv.ParseUint(u.src[u.pos+2:u.pos+6], 16, 16); err == nil && lo >= 0xDC00 && lo < 0xE000 {
			b.WriteRune(rune(0x10000 + (r-0xD800)<<10 + (lo - 0xDC00)))
			u.pos += 6
			return nil
		}
	}
	b.WriteRune(rune(r)) // a lone surrogate writes U+FFFD
	return nil
}

func utf16IsHigh(r uint64) bool { return r >= 0xD800 && r < 0xDC00 }

// unzipText undoes in a string's text what PuzzleZipper, which rewrites
// its JSON as a whole, wrote in it as in the JSON around: ":f" and ":t"
// before a comma or a closing bracket were ":false" and ":true", and an
// opening bracket or a comma before a comma or a closing bracket was
// followed by {} (SudokuPad puts back the same, and so does this).
func unzipText(s string) string {
	if !strings.ContainsAny(s, ",{[:_") {
		return s
	}
	closes := func(i int) bool { return i < len(s) && strings.IndexByte(",}]", s[i]) >= 0 }
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		b.WriteByte(c)
		switch {
		case c == ':' && i+1 < len(s) && (s[i+1] == 'f' || s[i+1] == 't') && closes(i+2):
			b.WriteString(map[byte]string{'f': "false", 't': "true"}[s[i+1]])
			i++
		case strings.IndexByte(",{[", c) < 0:
		case c == '{' && (i+1 < len(s) && s[i+1] == '}' || strings.HasPrefix(s[i+1:], "_}")):
			if s[i+1] == '_' {
				i++ // {_} is {}
			}
		case closes(i + 1):
			b.WriteString("{}")
		case i+1 < len(s) && s[i+1] == '_':
			b.WriteString("{}")
			i++
		}
	}
	return b.String()
}
