package constraint

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// An Item is a rule as a spec writes it: a kind's key and its argument,
// the keys in the order the kind lists them. Read of the kind of Key
// reads it back to the same rule:
//
//	Item{Key: "killer", Args: []Arg{{"cells", cells}, {"sum", 10}}}
//
// is the spec item killer: {cells: [r1c1, r1c2], sum: 10}. An item with
// no arguments is a rule of the whole board (- antiknight).
type Item struct {
	Key  string
	Args []Arg
}

// An Arg is one key of an item's argument and its value, of one of the
// types Args reads: []game.Pos (Cells; a clue's cell outside the board
// is a game.Pos too, written r0c3), [][]game.Pos (CellLists), int (Int),
// string (Word), []string (Words) and bool (Bool).
type Arg struct {
	Key   string
	Value any
}

// Arg returns the value of key, or nil.
func (it Item) Arg(key string) any {
	for _, a := range it.Args {
		if a.Key == key {
			return a.Value
		}
	}
	return nil
}

// A Writable rule says how a spec writes it: as one item of its kind.
// Items calls Item on each rule that is one and not Gathered.
type Writable interface {
	game.Constraint
	// Item returns the rule as one item of its kind.
	Item() Item
}

// A Gathered rule is written together with the other rules of its kind,
// as the kind reads them: the cells marked even in one item (even:
// {cells: [r1c1, r5c5]}), the dots of a puzzle and their negative rule in
// one kropki item. Items calls WriteItem on each rule that is one, in the
// order of the rules.
type Gathered interface {
	game.Constraint
	// WriteItem writes the rule through w: an item of its own (Add), a
	// part of the item it shares with others (Gather), or an error that
	// names it when no item says it.
	WriteItem(w *ItemWriter)
}

// Items writes rules, in their order, as the items of a spec: one item
// for each Writable rule, and for the Gathered ones (dots, X and V,
// marked cells such as even or minimum, the negative rules of dots) the
// items they write, one per kind at the place of its first rule, as
// their kinds read them together (kropki: {white: [...], black: [...],
// negative: true}). A rule no item can say (a negative rule of dots
// other than white and black, or one whose dots are not all the kropki
// dots of the rules) is an error that names it; nothing is dropped.
func Items(rules []game.Constraint) ([]Item, error) {
	w := &ItemWriter{at: map[string]int{}}
	for _, c := range rules {
		switch c := c.(type) {
		case Gathered:
			c.WriteItem(w)
		case Writable:
			w.Add(c.Item())
		default:
			w.Error(fmt.Errorf("%s: no spec item says a rule of kind %s", c.Name(), c.Kind().Name))
		}
	}
	for i := 0; i < len(w.later); i++ {
		w.later[i](w)
	}
	return w.out, errors.Join(w.errs...)
}

// An ItemWriter gathers the items of Items; Gathered rules write
// themselves through it.
type ItemWriter struct {
	out   []Item
	at    map[string]int // per gathered key: its item in out
	later []func(*ItemWriter)
	errs  []error
}

// Add adds an item of its own.
func (w *ItemWriter) Add(it Item) { w.out = append(w.out, it) }

// Error adds the error of a rule no item says.
func (w *ItemWriter) Error(err error) { w.errs = append(w.errs, err) }

// Later has f called once every rule has written itself, in the order
// of the calls to Later: a rule that speaks of the others of its kind
// (a negative rule of dots) writes itself then.
func (w *ItemWriter) Later(f func(w *ItemWriter)) { w.later = append(w.later, f) }

// ItemOf returns the item of key that Gather made so far.
func (w *ItemWriter) ItemOf(key string) (Item, bool) {
	i, ok := w.at[key]
	if !ok {
		return Item{}, false
	}
	return w.out[i], true
}

// Gather adds v to the value of sub in the item of key, made at its
// first rule: cells ([]game.Pos) to cells, lists of cells ([][]game.Pos)
// to lists; a value of another type is added as a key of its own. The
// keys stay in the order of the kind of key.
func (w *ItemWriter) Gather(key, sub string, v any) {
	i, ok := w.at[key]
	if !ok {
		i = len(w.out)
		w.at[key] = i
		w.out = append(w.out, Item{Key: key})
	}
	it := &w.out[i]
	for j := range it.Args {
		if it.Args[j].Key != sub {
			continue
		}
		switch old := it.Args[j].Value.(type) {
		case []game.Pos:
			it.Args[j].Value = append(old, v.([]game.Pos)...)
			return
		case [][]game.Pos:
			it.Args[j].Value = append(old, v.([][]game.Pos)...)
			return
		}
	}
	it.Args = append(it.Args, Arg{sub, v})
	// Keep the keys in the kind's order.
	if k := Lookup(registry, key); k != nil {
		slices.SortStableFunc(it.Args, func(a, b Arg) int { return slices.Index(k.Keys, a.Key) - slices.Index(k.Keys, b.Key) })
	}
}

// keyOf returns the key of the built-in kind of rule kind r.
func keyOf(r *game.RuleKind) string {
	for _, k := range registry {
		if k.Rule == r {
			return k.Key
		}
	}
	return r.Name
}

// cellsItem writes a rule of a kind whose item is its cells alone.
func cellsItem(r *game.RuleKind, cells []game.Pos) Item {
	return Item{Key: keyOf(r), Args: []Arg{{"cells", slices.Clone(cells)}}}
}

// String writes the item as a spec's list holds it, after "- ": killer:
// {cells: [r1c1, r1c2], sum: 10}, in YAML's flow style, or the key alone
// for an item with no arguments (antiknight).
func (it Item) String() string {
	if len(it.Args) == 0 {
		return it.Key
	}
	parts := make([]string, len(it.Args))
	for i, a := range it.Args {
		parts[i] = a.Key + ": " + argText(a.Value)
	}
	return it.Key + ": {" + strings.Join(parts, ", ") + "}"
}

// argText writes a value of an item's argument in YAML's flow style.
func argText(v any) string {
	switch v := v.(type) {
	case []game.Pos:
		return cellsText(v)
	case [][]game.Pos:
		parts := make([]string, len(v))
		for i, l := range v {
			parts[i] = cellsText(l)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	case int:
		return strconv.Itoa(v)
	case bool:
		return strconv.FormatBool(v)
	case string:
		return QuoteWord(v)
	case []string:
		parts := make([]string, len(v))
		for i, w := range v {
			parts[i] = QuoteWord(w)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	panic(fmt.Sprintf("constraint: an item's value of type %T", v))
}

func cellsText(cells []game.Pos) string {
	parts := make([]string, len(cells))
	for i, p := range cells {
		parts[i] = p.String()
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

// QuoteWord writes s as a spec's YAML reads it back as the same string: as it is
// when it is a plain word of letters, digits and - _ . (but not one YAML
// reads as something else, such as null), else as a double-quoted string
// with Go's escapes, which are YAML's too: a control character, a line
// break of YAML's (U+0085, U+2028, U+2029) or any other character that
// does not print is escaped, so it reads back exactly, and the file
// neither refuses to read (YAML allows no raw control character) nor
// garbles a terminal. Bytes that are not UTF-8, which YAML cannot hold,
// are written as U+FFFD.
func QuoteWord(s string) string {
	plain := s != "" && !strings.ContainsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_' || r == '.')
	}) && s[0] != '-' && s[0] != '.'
	switch strings.ToLower(s) {
	case "null", "true", "false", "yes", "no", "on", "off", "y", "n", "~":
		plain = false
	}
	if plain {
		return s
	}
	return strconv.Quote(strings.ToValidUTF8(s, "\uFFFD"))
}
