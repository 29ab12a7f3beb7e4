package specs

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

var numericRange = regexp.MustCompile(`^(\d+)-(\d+)$`)

// valueList collects values as a text is read. It keeps at most
// game.MaxValues of them but counts them all, so that a text of many
// ranges cannot make a huge list before it is refused.
type valueList struct {
	words []string
	n     int
}

func (l *valueList) add(w string) {
	l.n++
	if l.n <= game.MaxValues {
		l.words = append(l.words, w)
	}
}

// parseValueText reads the text form of values, as written after values:
// in a spec or given to WithValues. The text is a list of items separated
// by commas, white space or both. An item is
//
//   - a range of numbers with more than one digit, giving words: 1-16, 10-25;
//   - a concatenation of single-character ranges and characters, giving one
//     value per character: 1-9, A-C, 0-9A-F. A range joins two digits or
//     two letters of one case (0-9, A-Z, a-z); a '-' next to any other
//     character is a value of its own;
//   - else a word: red. A text of one item without a range is read as
//     characters instead: XYZ is three values.
//
// So "1-9,A-C", "1-9 A-C" and "1-9A-C" are the same twelve values. A value
// appears once and holds no control character.
func parseValueText(s string) ([]string, error) {
	if !utf8.ValidString(s) {
		return nil, fmt.Errorf("the values are not UTF-8 text: write them in UTF-8")
	}
	if err := checkControl(s, true); err != nil {
		return nil, err
	}
	items, err := splitValueText(s)
	if err != nil {
		return nil, err
	}
	l := &valueList{}
	for _, it := range items {
		var err error
		switch m := numericRange.FindStringSubmatch(it); {
		case m != nil && (len(m[1]) > 1 || len(m[2]) > 1):
			err = numberRange(l, it, m[1], m[2])
		case len(items) == 1 || hasRange(it):
			err = charRanges(l, it)
		default:
			l.add(it)
		}
		if err != nil {
			return nil, err
		}
	}
	if l.n > game.MaxValues {
		return nil, fmt.Errorf("there are %d values but at most %d are supported: use fewer values", l.n, game.MaxValues)
	}
	seen := map[string]bool{}
	for _, w := range l.words {
		if seen[w] {
			return nil, fmt.Errorf("value %s is listed twice: each value may appear once", game.Excerpt(w))
		}
		seen[w] = true
	}
	return l.words, nil
}

// splitValueText splits a values text at commas and white space. An empty
// item between commas is an error.
func splitValueText(s string) ([]string, error) {
	var items []string
	parts := strings.Split(s, ",")
	for _, part := range parts {
		f := strings.Fields(part)
		if len(f) == 0 {
			if len(parts) > 1 {
				return nil, fmt.Errorf("%s holds an empty value between commas: remove the extra comma", quoteText(s))
			}
			return nil, fmt.Errorf("the values are empty: write them as a range such as 1-9, or as a list of words")
		}
		items = append(items, f...)
	}
	return items, nil
}

// checkControl refuses a control character in s, other than white space
// when the white space separates values (sep): values are shown on
// terminals, where a control character (ESC, say) would change the screen
// instead of showing.
func checkControl(s string, sep bool) error {
	for _, r := range s {
		if unicode.IsControl(r) && !(sep && unicode.IsSpace(r)) {
			return fmt.Errorf("a value holds the control character %U: values are shown on terminals, so they may not hold control characters; remove it", r)
		}
	}
	return nil
}

// numberRange adds the numbers lo..hi of item, each as a word.
func numberRange(l *valueList, item, los, his string) error {
	lo, err1 := strconv.Atoi(los)
	hi, err2 := strconv.Atoi(his)
	if err1 != nil || err2 != nil || hi-lo >= 1<<40 {
		return fmt.Errorf("range %s holds far more than the %d values supported: use a smaller range", quoteText(item), game.MaxValues)
	}
	if lo > hi {
		return fmt.Errorf("range %s goes backwards: write %d-%d", item, hi, lo)
	}
	if hi-lo >= game.MaxValues {
		l.n += hi - lo + 1 // too many: counted for the message, not listed
		return nil
	}
	for i := lo; i <= hi; i++ {
		l.add(strconv.Itoa(i))
	}
	return nil
}

// isRangeEnd reports whether r may start or end a range: a letter or digit.
func isRangeEnd(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// hasRange reports whether item holds a single-character range such as A-C.
func hasRange(item string) bool {
	rs := []rune(item)
	for i := 0; i+2 < len(rs); i++ {
		if rs[i+1] == '-' && isRangeEnd(rs[i]) && isRangeEnd(rs[i+2]) {
			return true
		}
	}
	return false
}

// charRanges adds the characters of item, a concatenation of ranges such
// as A-C and single characters.
func charRanges(l *valueList, item string) error {
	rs := []rune(item)
	for i := 0; i < len(rs); i++ {
		if i+2 < len(rs) && rs[i+1] == '-' && isRangeEnd(rs[i]) && isRangeEnd(rs[i+2]) {
			lo, hi := rs[i], rs[i+2]
			if err := checkRange(item, lo, hi); err != nil {
				return err
			}
			for r := lo; r <= hi; r++ {
				l.add(string(r))
			}
			i += 2
			continue
		}
		l.add(string(rs[i]))
	}
	return nil
}

// charClass names the range class of r: digits, upper or lower case ASCII
// letters, or "" for a letter or digit beyond ASCII.
func charClass(r rune) string {
	switch {
	case '0' <= r && r <= '9':
		return "digits"
	case 'A' <= r && r <= 'Z':
		return "upper case"
	case 'a' <= r && r <= 'z':
		return "lower case"
	}
	return ""
}

// checkRange checks the range lo-hi of item: both ends in one class of
// 0-9, A-Z and a-z, from low to high. Each error says what to write.
func checkRange(item string, lo, hi rune) error {
	rng := string(lo) + "-" + string(hi)
	cl, ch := charClass(lo), charClass(hi)
	switch {
	case cl == "" || ch == "":
		return fmt.Errorf("range %s is not within 0-9, A-Z or a-z: list these values one by one, separated by commas or spaces", rng)
	case cl == "digits" && ch != "digits":
		return fmt.Errorf("range %s mixes digits and letters: write %c-9,%c-%c", rng, lo, caseStart(hi), hi)
	case cl == "upper case" && ch == "lower case":
		return fmt.Errorf("range %s mixes upper and lower case: write %c-Z,a-%c%s", rng, lo, hi, oneWord(item))
	case cl != ch:
		return fmt.Errorf("range %s mixes %s and %s: a range runs within 0-9, A-Z or a-z%s", rng, letterOr(cl), letterOr(ch), oneWord(item))
	case lo > hi:
		return fmt.Errorf("range %s goes backwards: write %c-%c%s", rng, hi, lo, oneWord(item))
	}
	return nil
}

// caseStart returns the first letter of the case of r.
func caseStart(r rune) rune {
	if unicode.IsLower(r) {
		return 'a'
	}
	return 'A'
}

// letterOr names a class in a message: "letters" for both cases when
// digits are the other side.
func letterOr(class string) string {
	if class == "digits" {
		return class
	}
	return class + " letters"
}

// oneWord is the hint for a word with '-' that was read as a range.
func oneWord(item string) string {
	if n := utf8.RuneCountInString(item); n <= 3 || n > excerptLen {
		return ""
	}
	return fmt.Sprintf("; to make %s one value, write the values as a list: [%s, ...]", quoteText(item), item)
}

// quoteText returns s as it may be shown in a message: as is when it is
// printable without spaces, else quoted, and cut as excerpt cuts it.
func quoteText(s string) string {
	if s == "" || utf8.RuneCountInString(s) > excerptLen {
		return game.Excerpt(s)
	}
	for _, r := range s {
		if !unicode.IsGraphic(r) || unicode.IsSpace(r) || r == '"' {
			return strconv.Quote(s)
		}
	}
	return s
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
	case yaml.SequenceNode:
		seen := map[string]*yaml.Node{}
		for _, it := range n.Content {
			it = deref(it)
			if it.Kind != yaml.ScalarNode || isNull(it) || it.Value == "" {
				p.errNode(it, "a value is a word such as 7 or red, not %s", kindName(it))
				bad = true
				continue
			}
			if err := checkControl(it.Value, false); err != nil {
				p.errNode(it, "%v", err)
				bad = true
				continue
			}
			if first, dup := seen[it.Value]; dup {
				p.errNode(it, "value %s is listed twice (first on line %d): each value may appear once", game.Excerpt(it.Value), first.Line)
				bad = true
				continue
			}
			seen[it.Value] = it
			words = append(words, it.Value)
		}
		if len(words) > game.MaxValues {
			p.errNode(n, "there are %d values but at most %d are supported: use fewer values", len(words), game.MaxValues)
			return nil
		}
	default:
		p.errNode(n, "values are a range such as 1-9 or a list of words, not %s", kindName(n))
		return nil
	}
	if bad {
		return nil
	}
	v, err := game.NewValues(words)
	if err != nil {
		p.errNode(n, "%s", cutQuotes(err.Error(), words...))
		return nil
	}
	return v
}
