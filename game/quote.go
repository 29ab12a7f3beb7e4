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

// ExcerptLen is the most characters of an input's text that an error
// quotes: a value, a cell, a rule's name.
const ExcerptLen = 60

// Cut returns s as an error shows it: its first ExcerptLen characters,
// and "..." when it has more, so that a line of 4,096 characters makes
// no error of 4,096.
func Cut(s string) string {
	if cut, long := CutAfter(s, ExcerptLen); long {
		return cut + "..."
	}
	return s
}

// Excerpt returns s as an error quotes it: quoted with Go escapes as %q
// quotes it, cut so that the quote holds at most ExcerptLen characters,
// escapes counted as written ("\a" is two), with "..." after the quote,
// so that it shows where the text ends and holds no control character.
func Excerpt(s string) string {
	n := 0
	for off := 0; off < len(s); {
		_, size := utf8.DecodeRuneInString(s[off:])
		w := utf8.RuneCountInString(strconv.Quote(s[off:off+size])) - 2
		if n+w > ExcerptLen {
			return strconv.Quote(s[:off]) + "..."
		}
		n, off = n+w, off+size
	}
	return strconv.Quote(s)
}

// cutAfter returns the first n characters of s, and whether s has more.
func CutAfter(s string, n int) (string, bool) {
	off := 0
	for i := 0; i < n && off < len(s); i++ {
		_, size := utf8.DecodeRuneInString(s[off:])
		off += size
	}
	return s[:off], off < len(s)
}
