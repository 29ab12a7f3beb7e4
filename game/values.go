package game

import (
	"errors"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Values is the ordered list of the words a field may hold. Value i of the
// game is Name(i); the engine only ever sees the index.
type Values struct {
	names   []string
	index   map[string]int
	single  bool  // every word is one character
	numbers []int // per value: the whole number its word writes; nil unless every word writes one
}

// NewValues checks the words and returns them as Values. Words must be
// non-empty, without white space, distinct, and at most MaxValues of them.
func NewValues(words []string) (*Values, error) {
	if len(words) == 0 {
		return nil, fmt.Errorf("no values: a game needs at least one value")
	}
	if len(words) > MaxValues {
		return nil, fmt.Errorf("%d values: at most %d values are supported", len(words), MaxValues)
	}
	v := &Values{names: append([]string(nil), words...), index: make(map[string]int, len(words)), single: true}
	for i, w := range words {
		if err := checkWord(w); err != nil {
			return nil, fmt.Errorf("value %q: %w", w, err)
		}
		if j, dup := v.index[w]; dup {
			return nil, fmt.Errorf("value %q is listed twice (positions %d and %d)", w, j+1, i+1)
		}
		v.index[w] = i
		if utf8.RuneCountInString(w) != 1 {
			v.single = false
		}
	}
	v.numbers = make([]int, len(words))
	for i, w := range words {
		n, err := strconv.Atoi(w)
		if err != nil || strconv.Itoa(n) != w {
			v.numbers = nil
			break
		}
		v.numbers[i] = n
	}
	return v, nil
}

func checkWord(w string) error {
	if w == "" {
		return fmt.Errorf("empty value")
	}
	if !utf8.ValidString(w) {
		return fmt.Errorf("not valid UTF-8")
	}
	for _, r := range w {
		if r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '#' {
			return fmt.Errorf("a value may not contain white space or '#'")
		}
	}
	return nil
}

// Len returns the number of values.
func (v *Values) Len() int { return len(v.names) }

// Name returns the word of value i.
func (v *Values) Name(i int) string { return v.names[i] }

// Names returns a copy of the words in order.
func (v *Values) Names() []string { return append([]string(nil), v.names...) }

// Index returns the index of word w and whether it is a value.
func (v *Values) Index(w string) (int, bool) {
	i, ok := v.index[w]
	return i, ok
}

// Numeric reports whether every value is a whole number written plainly
// ("1".."9", "0".."15", "-1"): rules that add, order or compare values
// need it.
func (v *Values) Numeric() bool { return v.numbers != nil }

// Number returns the whole number value i writes, when Numeric.
func (v *Values) Number(i int) int { return v.numbers[i] }

// ErrNotNumeric is what a rule that needs numbers says of values that are
// words.
var ErrNotNumeric = errors.New("the values are not all whole numbers, and the rule adds or compares them: give values such as 1-9")

// SingleChar reports whether every value is written with one character, so a
// puzzle can be written as one character per field.
func (v *Values) SingleChar() bool { return v.single }

// All returns the set of all values.
func (v *Values) All() ValueSet { return FullSet(len(v.names)) }
