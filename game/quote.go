package game

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// QuoteText returns text that came with an input (a puzzle's title,
// author or rules text, a spec's name or description, a file name) as it
// may be printed on a terminal: as it is, or quoted with Go escapes when
// it holds a control character (an escape sequence, a bell, a newline) or
// bytes that are not UTF-8, so that the text can neither change the
// screen nor pass for a line of its own. Every other character, in any
// script, is kept.
//
// A newline is quoted too: a text of several lines (a rules text) is
// printed on one line, its line breaks made spaces (strings.Fields) before
// it is quoted. JSON needs none of this: encoding/json escapes what it
// writes, and the data stays exact.
func QuoteText(s string) string {
	if !utf8.ValidString(s) || strings.ContainsFunc(s, unicode.IsControl) {
		return strconv.Quote(s)
	}
	return s
}

// QuoteName returns a file name as it may be printed on a terminal, as
// QuoteText returns any text: as it is, or quoted with Go escapes when it
// holds a control character or bytes that are not UTF-8.
func QuoteName(name string) string {
	return QuoteText(name)
}
