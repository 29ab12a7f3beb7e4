package puzzle

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// Classes of a character or word that is not a value (values are >= 0).
const (
	isEmpty   = game.Empty // an empty mark: . * - _ 0
	isSpace   = -2
	isSep     = -3 // '|' or '+' inside a line
	isHole    = -4 // '#': a comment, or a hole on a board line
	isUnknown = -5
)

// emptyMarks are the characters that mark an empty field, in order of
// preference for writing; each only when it is not a value.
const emptyMarks = ".*-_0"

// sepLineChars may make up a separator line, each only when it is not a value.
const sepLineChars = "-+|="

// cornerChars may stand at the corners of a separator line drawn by other
// programs (SimpleSudoku's *-----------*, HoDoKu's .-------.-------. and
// :-------+-------:), each only when it is not a value.
const cornerChars = ".:'*"

// syntax is what the reader and writers need to know about a notation,
// computed once per Reader so the hot path does table look-ups only.
type syntax struct {
	rules    *game.Rules
	notation Notation
	ascii    [utf8.RuneSelf]int8 // class or value index of each ASCII character
	runes    map[rune]int        // non-ASCII one-character values (Chars)
	words    map[string]int      // value words, empty marks and separators (Tokens)
	sepLine  [utf8.RuneSelf]bool // characters allowed in a separator line
	corner   [utf8.RuneSelf]bool // characters at the corners of a separator line

	rowOrder  []int  // the rows that hold at least one field, top to bottom
	rowFields []int  // how many fields each of those rows holds
	hole      []bool // per cell, row-major: a hole; nil for a board without

	valueList string // "1 2 3 ...", for messages
	emptyList string // ". * - _ 0", for messages
}

func newSyntax(rules *game.Rules) *syntax {
	s := &syntax{rules: rules, notation: NotationOf(rules)}
	vals := rules.Values
	for i := range s.ascii {
		s.ascii[i] = isUnknown
	}
	for _, c := range " \t\r\v\f" {
		s.ascii[c] = isSpace
	}
	s.ascii['#'] = isHole
	if s.notation == Chars {
		s.runes = map[rune]int{}
	} else {
		s.words = map[string]int{HoleMark: isHole}
	}
	for i := range vals.Len() {
		w := vals.Name(i)
		if s.notation == Tokens {
			s.words[w] = i
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		if r < utf8.RuneSelf {
			s.ascii[r] = int8(i)
		} else {
			s.runes[r] = i
		}
	}
	var marks []string
	for _, c := range emptyMarks {
		if _, ok := vals.Index(string(c)); ok {
			continue
		}
		marks = append(marks, string(c))
		if s.notation == Chars {
			s.ascii[c] = isEmpty
		} else {
			s.words[string(c)] = isEmpty
		}
	}
	for _, c := range "|+" {
		if _, ok := vals.Index(string(c)); ok {
			continue
		}
		if s.notation == Chars {
			s.ascii[c] = isSep
		} else {
			s.words[string(c)] = isSep
		}
	}
	for _, c := range sepLineChars {
		if _, ok := vals.Index(string(c)); !ok {
			s.sepLine[c] = true
		}
	}
	for _, c := range cornerChars {
		if _, ok := vals.Index(string(c)); !ok {
			s.corner[c] = true
		}
	}
	s.valueList = strings.Join(vals.Names(), " ")
	s.emptyList = strings.Join(marks, " ")

	count := make([]int, rules.Rows)
	for f := range rules.NumFields() {
		count[rules.Pos(f).Row]++
	}
	for row, n := range count {
		if n > 0 {
			s.rowOrder = append(s.rowOrder, row)
			s.rowFields = append(s.rowFields, n)
		}
	}
	if cells := rules.Rows * rules.Cols; rules.NumFields() < cells {
		s.hole = make([]bool, cells)
		for i := range s.hole {
			s.hole[i] = rules.FieldAt(game.Pos{Row: i / rules.Cols, Col: i % rules.Cols}) < 0
		}
	}
	return s
}

// item is one field read from a line.
type item struct {
	v        int32 // value index, isEmpty, isUnknown, or isHole on a board line
	col      int32 // 1-based column in characters
	off, end int32 // the field's bytes in the line
}

// stripComment returns the line up to a '#' and whether there was one. A
// '#' byte is never part of a multi-byte UTF-8 character.
func stripComment(line []byte) ([]byte, bool) {
	for i, b := range line {
		if b == '#' {
			return line[:i], true
		}
	}
	return line, false
}

// isBlank reports whether the text holds only white space.
func isBlank(text []byte) bool {
	for i := 0; i < len(text); {
		if b := text[i]; b < utf8.RuneSelf {
			if b != ' ' && b != '\t' && b != '\r' && b != '\v' && b != '\f' {
				return false
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if !unicode.IsSpace(r) {
			return false
		}
		i += size
	}
	return true
}

// isSeparatorLine reports whether text (a line without its comment) is a
// box-drawing line such as "------+-------+------". A line of dashes alone
// is one only when it cannot be a row of empty fields: in Chars, when it
// holds more dashes than the board has columns (and not exactly one per
// field); in Tokens, when a dash is doubled. A line with corners of other
// programs' drawings (*-----------*, .-------.-------.) is one when it
// holds a run of three dashes and, in Chars, more marks than a row.
func (s *syntax) isSeparatorLine(text []byte) bool {
	dashes, run, longest, corners := 0, 0, 0, 0
	strong, any := false, false
	for _, b := range text {
		switch {
		case b == ' ' || b == '\t' || b == '\r' || b == '\v' || b == '\f':
			run = 0
		case b < utf8.RuneSelf && s.corner[b]:
			corners++
			run = 0
		case b < utf8.RuneSelf && s.sepLine[b]:
			any = true
			if b == '-' {
				dashes++
				run++
				longest = max(longest, run)
			} else {
				run = 0
				strong = strong || b == '+' || b == '='
			}
		default:
			return false
		}
	}
	switch {
	case !any:
		return false
	case corners > 0:
		return longest >= 3 && (s.notation == Tokens || dashes+corners > s.rules.Cols && dashes+corners != s.rules.NumFields())
	case strong:
		return true
	case s.notation == Tokens:
		return longest > 1
	}
	return dashes > s.rules.Cols && dashes != s.rules.NumFields()
}

// scan appends the fields of text to items: text is a line without its
// comment, or a board line, whose '#' marks become items of isHole.
func (s *syntax) scan(text []byte, items []item) []item {
	if s.notation == Chars {
		return s.scanChars(text, items)
	}
	return s.scanTokens(text, items)
}

func (s *syntax) scanChars(text []byte, items []item) []item {
	col := int32(0)
	for i := 0; i < len(text); {
		col++
		b := text[i]
		if b < utf8.RuneSelf {
			if c := s.ascii[b]; c >= isEmpty || c == isUnknown || c == isHole {
				items = append(items, item{v: int32(c), col: col, off: int32(i), end: int32(i + 1)})
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(text[i:])
		if v, ok := s.runes[r]; ok {
			items = append(items, item{v: int32(v), col: col, off: int32(i), end: int32(i + size)})
		} else if !unicode.IsSpace(r) {
			items = append(items, item{v: isUnknown, col: col, off: int32(i), end: int32(i + size)})
		}
		i += size
	}
	return items
}

func (s *syntax) scanTokens(text []byte, items []item) []item {
	col := int32(0)
	i := 0
	space := func() (bool, int) {
		if b := text[i]; b < utf8.RuneSelf {
			return s.ascii[b] == isSpace, 1
		}
		r, size := utf8.DecodeRune(text[i:])
		return unicode.IsSpace(r), size
	}
	for i < len(text) {
		sp, size := space()
		if sp {
			col++
			i += size
			continue
		}
		start, startCol := i, col+1
		for i < len(text) {
			sp, size := space()
			if sp {
				break
			}
			col++
			i += size
		}
		v, ok := s.words[string(text[start:i])]
		switch {
		case !ok:
			v = isUnknown
		case v == isSep:
			continue
		}
		items = append(items, item{v: int32(v), col: startCol, off: int32(start), end: int32(i)})
	}
	return items
}

// Foreign reports whether line, which the rules' givens do not read,
// is text of another format rather than givens with a slip: at least a
// third of the items it scans into (values, empty marks, characters
// that are neither) are no value or empty mark. A line of givens with a
// typo has one or two such items; another format's text (a killer
// line, a constraint string, prose) has many.
func Foreign(rules *game.Rules, line string) bool {
	s := newSyntax(rules)
	items := s.scan([]byte(line), nil)
	unknown := 0
	for _, it := range items {
		if it.v == isUnknown {
			unknown++
		}
	}
	return len(items) > 0 && 3*unknown >= len(items)
}
