package game

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Position is a place in an input file: 1-based line and column (counted in
// characters). Line 0 means the position is unknown. String writes the
// file name through QuoteName.
type Position struct {
	File string
	Line int
	Col  int
}

// String returns "file:line:column", leaving out what is unknown.
func (p Position) String() string {
	s := QuoteName(p.File)
	if s == "" {
		s = "-"
	}
	if p.Line > 0 {
		s += fmt.Sprintf(":%d", p.Line)
		if p.Col > 0 {
			s += fmt.Sprintf(":%d", p.Col)
		}
	}
	return s
}

// Error is a problem at a position of an input file. Source, when known, is
// the text of the offending line, so the error can be shown with a marker
// under the column.
type Error struct {
	Pos    Position
	Msg    string
	Source string
}

// Error returns "file:line:column: message".
func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// WithSource returns the error followed by the offending line and a '^'
// under its column, when the line is known. Long lines are cut around the
// column so the marker stays on screen.
func (e *Error) WithSource() string {
	if e.Source == "" || e.Pos.Line == 0 {
		return e.Error()
	}
	line := strings.TrimRight(e.Source, "\r\n")
	col := max(e.Pos.Col, 1)
	runes := displayRunes(line)
	const width = 100
	start := 0
	prefix := ""
	if len(runes) > width {
		start = max(0, min(col-1-width/2, len(runes)-width))
		end := min(len(runes), start+width)
		suffix := ""
		if end < len(runes) {
			suffix = "..."
		}
		if start > 0 {
			prefix = "..."
		}
		runes = append([]rune(prefix+string(runes[start:end])), []rune(suffix)...)
	}
	pad := utf8.RuneCountInString(prefix) + col - 1 - start
	return fmt.Sprintf("%s\n    %s\n    %s^", e.Error(), string(runes), strings.Repeat(" ", max(0, pad)))
}

// displayRunes returns the characters of line as they can be shown on a
// terminal, one rune per character as columns count them: a tab becomes a
// space, and each byte that is not UTF-8 and each control character becomes
// U+FFFD, so a binary line neither garbles the screen nor moves the marker.
func displayRunes(line string) []rune {
	runes := make([]rune, 0, len(line))
	for len(line) > 0 {
		r, size := utf8.DecodeRuneInString(line)
		line = line[size:]
		switch {
		case r == '\t':
			r = ' '
		case r < 0x20 || r == 0x7f || 0x80 <= r && r < 0xa0:
			r = utf8.RuneError
		}
		runes = append(runes, r)
	}
	return runes
}

// SplitErrors returns the errors err holds: those an errors.Join (or any
// error with an Unwrap() []error method) collects, each split in turn, or
// else err itself; nil for nil. An error that wraps a list with %w is not
// split: it says something about the list as a whole.
func SplitErrors(err error) []error {
	if err == nil {
		return nil
	}
	j, ok := err.(interface{ Unwrap() []error })
	if !ok {
		return []error{err}
	}
	var out []error
	for _, e := range j.Unwrap() {
		out = append(out, SplitErrors(e)...)
	}
	return out
}

// SortErrors orders errors by position (file, line, column); errors that are
// not *Error keep their order after the positioned ones.
func SortErrors(errs []error) {
	slices.SortStableFunc(errs, func(a, b error) int {
		pa, oka := a.(*Error)
		pb, okb := b.(*Error)
		switch {
		case oka && okb:
			return cmp.Or(cmp.Compare(pa.Pos.File, pb.Pos.File), cmp.Compare(pa.Pos.Line, pb.Pos.Line), cmp.Compare(pa.Pos.Col, pb.Pos.Col))
		case oka:
			return -1
		case okb:
			return 1
		}
		return 0
	})
}
