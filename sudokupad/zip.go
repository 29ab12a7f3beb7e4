package sudokupad

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// Zip writes a puzzle's JSON as SudokuPad's PuzzleZipper zips it (see
// unzip.go): short keys, keys of letters and digits without quotes,
// strings in single quotes, an empty object in a list as nothing, f and
// t for false and true after a colon, #0 and #F for black and white, a
// colour of six hex digits bare after a colon, and a key whose value is
// an empty list left out, as PuzzleZipper leaves it out. It is the
// inverse of Unzip: Unzip(Zip(x)) is x, an empty list left out. Unlike
// PuzzleZipper it writes a text of digits as a text, not a number.
//
// Where SudokuPad's unzip would misread a text (a double quote, a
// backslash, "’", a colon it would take for a key's or a colour's), Zip
// writes the character as a JSON escape, which both unzips read as it
// is. What it cannot carry is an error that names it: a text that Unzip
// reads back otherwise (":f," or ",}" in it, six hex digits), an empty
// list in a list, a key that is one of PuzzleZipper's short forms.
func Zip(data []byte) (string, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	v, err := readJSON(dec, 0)
	if err != nil {
		return "", fmt.Errorf("zip: not JSON: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return "", errors.New("zip: more after the JSON value")
	}
	var z zipper
	z.value(v, "", false)
	if err := errors.Join(z.errs...); err != nil {
		return "", err
	}
	return z.out.String(), nil
}

// zipped are the short forms of keys, by the long key (zipKeys turned).
var zipped = func() map[string]string {
	m := map[string]string{}
	for short, long := range zipKeys {
		m[long] = short
	}
	return m
}()

// readJSON reads a JSON value as a node (unzip.go), the keys of objects
// in their order, numbers as they are written.
func readJSON(dec *json.Decoder, depth int) (node, error) {
	if depth > MaxDepth {
		return node{}, fmt.Errorf("lists and objects nest deeper than %d", MaxDepth)
	}
	tok, err := dec.Token()
	if err != nil {
		return node{}, err
	}
	switch t := tok.(type) {
	case json.Delim:
		n := node{kind: byte(t)}
		for dec.More() {
			if n.kind == '{' {
				k, err := dec.Token()
				if err != nil {
					return n, err
				}
				n.keys = append(n.keys, k.(string))
			}
			item, err := readJSON(dec, depth+1)
			if err != nil {
				return n, err
			}
			n.items = append(n.items, item)
		}
		_, err := dec.Token() // ] or }
		return n, err
	case string:
		return node{kind: 's', text: t}, nil
	case json.Number:
		return node{kind: 'r', text: t.String()}, nil
	case bool:
		return node{kind: 'r', text: fmt.Sprint(t)}, nil
	}
	return node{kind: 'r', text: "null"}, nil
}

type zipper struct {
	out  strings.Builder
	errs []error
}

func (z *zipper) errorf(at, format string, args ...any) {
	if at == "" {
		at = "the top"
	}
	z.errs = append(z.errs, fmt.Errorf("zip: %s: %s", at, fmt.Sprintf(format, args...)))
}

// value writes v, found at at ("cages[2].value"); afterColon is set for
// an object's value, where PuzzleZipper writes its short words.
func (z *zipper) value(v node, at string, afterColon bool) {
	switch v.kind {
	case '{':
		z.object(v, at)
	case '[':
		z.out.WriteByte('[')
		for i, item := range v.items {
			if i > 0 {
				z.out.WriteByte(',')
			}
			where := fmt.Sprintf("%s[%d]", at, i)
			switch {
			case item.kind == '{' && len(item.items) == 0:
				// An empty object in a list is written as nothing.
			case item.kind == '[' && len(item.items) == 0:
				z.errorf(where, "an empty list in a list, which SudokuPad's unzip reads as [{}]")
			default:
				z.value(item, where, false)
			}
		}
		z.out.WriteByte(']')
	case 's':
		z.str(v.text, at, afterColon)
	default:
		if afterColon {
			switch {
			case v.text == "false":
				z.out.WriteByte('f')
				return
			case v.text == "true":
				z.out.WriteByte('t')
				return
			case isHex6(v.text):
				z.errorf(at, "the number %s, six hex digits, which SudokuPad's unzip reads as a colour", v.text)
			}
		}
		z.out.WriteString(v.text)
	}
}

// object writes {key:value,...}, each key in its short form, a key whose
// value is an empty list left out.
func (z *zipper) object(v node, at string) {
	z.out.WriteByte('{')
	// PuzzleZipper renames a key by adding its short form and deleting
	// the long: the keys it shortens come after the others.
	order := make([]int, 0, len(v.keys))
	for _, short := range []bool{false, true} {
		for i, key := range v.keys {
			if _, ok := zipped[key]; ok == short {
				order = append(order, i)
			}
		}
	}
	first := true
	for _, i := range order {
		key, item := v.keys[i], v.items[i]
		if item.kind == '[' && len(item.items) == 0 {
			continue
		}
		where := key
		if at != "" {
			where = at + "." + key
		}
		if long, ok := zipKeys[key]; ok {
			z.errorf(where, "the key %s is PuzzleZipper's short form of %s, which SudokuPad's unzip reads as %s", game.Excerpt(key), long, long)
			continue
		}
		if !first {
			z.out.WriteByte(',')
		}
		first = false
		if short, ok := zipped[key]; ok {
			key = short
		}
		if isWord(key) {
			z.out.WriteString(key)
		} else {
			z.out.WriteString(zipQuote(key))
		}
		z.out.WriteByte(':')
		z.value(item, where, true)
	}
	z.out.WriteByte('}')
}

// isWord reports whether s is a key PuzzleZipper writes without quotes:
// letters and digits.
func isWord(s string) bool {
	if s == "" {
		return false
	}
	for i := range len(s) {
		if !isWordByte(s[i]) {
			return false
		}
	}
	return true
}

// str writes a string: after a colon, black, white and colours of six
// hex digits as PuzzleZipper shortens them; else in single quotes.
func (z *zipper) str(s, at string, afterColon bool) {
	if afterColon {
		switch {
		case s == "#000000":
			z.out.WriteString("#0")
			return
		case s == "#FFFFFF":
			z.out.WriteString("#F")
			return
		case len(s) == 7 && s[0] == '#' && isHex6(s[1:]):
			z.out.WriteString(s[1:])
			return
		}
	}
	if isHex6(s) {
		z.errorf(at, "the text %s, six hex digits, which SudokuPad's unzip reads as a colour", game.Excerpt(s))
		return
	}
	t := zipText(s)
	if unzipText(t) != s {
		z.errorf(at, "the text %s, which SudokuPad's unzip reads otherwise: it has a colon before f or t, or a comma or bracket before a comma, bracket or _, as its zipped JSON has", game.Excerpt(s))
		return
	}
	z.out.WriteString(zipQuote(t))
}

// zipText writes in a text what PuzzleZipper, which rewrites its JSON as
// a whole, writes in it as in the JSON around (the inverse of
// unzipText): ":false" and ":true" before a comma or a closing bracket
// as ":f" and ":t", and {} after an opening bracket or a comma and
// before a comma or a closing bracket as nothing. A colon escaped by
// zipQuote is left as it is.
func zipText(s string) string {
	if !strings.ContainsAny(s, ":{") {
		return s
	}
	closes := func(i int) bool { return i < len(s) && strings.IndexByte(",}]", s[i]) >= 0 }
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		b.WriteByte(c)
		switch {
		case c == ':' && !escapedColon(s, i):
			for _, word := range []string{"false", "true"} {
				if strings.HasPrefix(s[i+1:], word) && closes(i+1+len(word)) {
					b.WriteByte(word[0])
					i += len(word)
					break
				}
			}
		case strings.IndexByte(",{[", c) >= 0 && strings.HasPrefix(s[i+1:], "{}") && closes(i+3):
			i += 2
		}
	}
	return b.String()
}

// escapedColon reports whether the colon at s[i] is one SudokuPad's
// unzip would take for more than text, and zipQuote escapes: after an
// opening bracket or a comma and a word (",a:", a key's colon), or before
// a black, a white or a colour of six hex digits and a comma or a
// closing bracket (":#0,", ":abcdef]").
func escapedColon(s string, i int) bool {
	j := i
	for j > 0 && isWordByte(s[j-1]) {
		j--
	}
	if j < i && j > 0 && strings.IndexByte(",{[", s[j-1]) >= 0 {
		return true
	}
	rest := s[i+1:]
	closes := func(k int) bool { return k < len(rest) && strings.IndexByte(",}]", rest[k]) >= 0 }
	return (strings.HasPrefix(rest, "#0") || strings.HasPrefix(rest, "#F")) && closes(2) || len(rest) >= 6 && isHex6(rest[:6]) && closes(6)
}

// zipQuote writes a text in single quotes, a single quote in it as \',
// and as JSON escapes what SudokuPad's unzip would misread: a double
// quote (which would keep every quote as it is), a backslash (\' would
// end the text), "’" (which it reads as a single quote), a control
// character, and a colon escapedColon names.
func zipQuote(s string) string {
	var b strings.Builder
	b.WriteByte('\'')
	for i, r := range s {
		switch {
		case r == '\'':
			b.WriteString(`\'`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '"' || r == '\\' || r == '’' || r < 0x20 || r == ':' && escapedColon(s, i):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('\'')
	return b.String()
}
