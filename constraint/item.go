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

// A Writable rule says how a spec writes it. Items calls Item on each
// rule that is one. The built-in kinds' rules all are, but for the dots,
// the marked cells and the negative rules, which Items gathers into the
// items of their kinds itself.
type Writable interface {
	game.Constraint
	// Item returns the rule as one item of its kind.
	Item() Item
}

// Items writes rules, in their order, as the items of a spec: one item
// for most, and for dots, X and V, marked cells (even, minimum) and the
// negative rules of dots one item per kind, at the place of its first
// rule, as their kinds read them together (kropki: {white: [...], black:
// [...], negative: true}). A rule no item can say (a negative rule of
// dots other than white and black, or one whose dots are not all the
// kropki dots of the rules) is an error that names it; nothing is
// dropped.
func Items(rules []game.Constraint) ([]Item, error) {
	w := &itemWriter{at: map[string]int{}}
	for _, c := range rules {
		w.add(c)
	}
	for _, n := range w.negatives {
		w.negative(n)
	}
	return w.out, errors.Join(w.errs...)
}

// itemWriter gathers the items of Items.
type itemWriter struct {
	out       []Item
	at        map[string]int // per gathered key: its item in out
	negatives []*unmarked
	pairs     map[string][][2]game.Pos // per gathered key of dots: their pairs
	errs      []error
}

func (w *itemWriter) add(c game.Constraint) {
	switch c := c.(type) {
	case *dot:
		key, sub, ok := c.mark.itemKey(c.kind)
		switch {
		case !ok && c.mark.op == bySum:
			w.errs = append(w.errs, fmt.Errorf("%s: no spec item says a sum of %d between neighbours", c.Name(), c.mark.n))
			return
		case !ok:
			w.out = append(w.out, c.item())
			return
		}
		w.gather(key, sub, [][]game.Pos{c.cells[:]})
		if w.pairs == nil {
			w.pairs = map[string][][2]game.Pos{}
		}
		w.pairs[key] = append(w.pairs[key], c.cells)
	case *parity:
		w.gather(keyOf(c.kind), "cells", []game.Pos{c.cell})
	case *extremum:
		w.gather(keyOf(c.kind), "cells", []game.Pos{c.cell})
	case *unmarked:
		if c.kind == NonConsecutiveRule {
			w.out = append(w.out, Item{Key: NonConsecutive.Key})
			return
		}
		w.negatives = append(w.negatives, c)
	case Writable:
		w.out = append(w.out, c.Item())
	default:
		w.errs = append(w.errs, fmt.Errorf("%s: no spec item says a rule of kind %s", c.Name(), c.Kind().Name))
	}
}

// gather adds v to the value of sub in the item of key, made at its
// first rule: cells to cells, pairs to pairs.
func (w *itemWriter) gather(key, sub string, v any) {
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
		case [][]game.Pos:
			it.Args[j].Value = append(old, v.([][]game.Pos)...)
		}
		return
	}
	it.Args = append(it.Args, Arg{sub, v})
	// Keep the keys in the kind's order.
	if k := Lookup(registry, key); k != nil {
		slices.SortStableFunc(it.Args, func(a, b Arg) int { return slices.Index(k.Keys, a.Key) - slices.Index(k.Keys, b.Key) })
	}
}

// negative writes the negative rule n into the item of its dots, when
// that item says it: its dots are all the rules' dots of that kind, and
// it forbids what some keys of the item mark.
func (w *itemWriter) negative(n *unmarked) {
	kind := Kropki
	if n.kind == XVNegativeRule {
		kind = XV
	}
	fail := func(why string) {
		w.errs = append(w.errs, fmt.Errorf("%s: no spec item says this negative rule: %s", n.Name(), why))
	}
	var subs []string
	for _, m := range n.forbid {
		key, sub, ok := m.itemKey(nil)
		if !ok || key != kind.Key {
			fail(fmt.Sprintf("a %s item says only what its own marks forbid, not %s", kind.Key, m))
			return
		}
		subs = append(subs, sub)
	}
	if !samePairs(n.marked, w.pairs[kind.Key]) {
		fail(fmt.Sprintf("its marks are not the %s marks of the puzzle", kind.Key))
		return
	}
	for _, sub := range subs {
		w.gather(kind.Key, sub, [][]game.Pos{})
	}
	it := &w.out[w.at[kind.Key]]
	var neg any = true
	if len(subs) < len(kind.Keys)-1 {
		neg = subs[0]
	}
	it.Args = append(it.Args, Arg{"negative", neg})
}

// samePairs reports whether a and b hold the same pairs of cells, either
// way round.
func samePairs(a, b [][2]game.Pos) bool {
	set := map[[2]game.Pos]int{}
	for _, p := range a {
		set[ordered(p)]++
	}
	for _, p := range b {
		set[ordered(p)]--
	}
	for _, n := range set {
		if n != 0 {
			return false
		}
	}
	return true
}

func ordered(p [2]game.Pos) [2]game.Pos {
	if p[1].Row < p[0].Row || p[1].Row == p[0].Row && p[1].Col < p[0].Col {
		return [2]game.Pos{p[1], p[0]}
	}
	return p
}

// itemKey returns the key of the marks item that writes mark m and the
// key within it (kropki, white), and false for a mark no such item
// writes (a difference of 3). kind, when not nil, is the dot's.
func (m mark) itemKey(kind *game.RuleKind) (key, sub string, ok bool) {
	switch {
	case m == white && (kind == nil || kind == KropkiRule):
		return Kropki.Key, "white", true
	case m == black && (kind == nil || kind == KropkiRule):
		return Kropki.Key, "black", true
	case m == markX && (kind == nil || kind == XVRule):
		return XV.Key, "x", true
	case m == markV && (kind == nil || kind == XVRule):
		return XV.Key, "v", true
	}
	return "", "", false
}

// item writes a dot that no marks item writes: a difference or ratio
// dot with its value.
func (c *dot) item() Item {
	key := Difference.Key
	if c.mark.op == byRatio {
		key = Ratio.Key
	}
	return Item{Key: key, Args: []Arg{{"cells", c.cells[:]}, {"value", c.mark.n}}}
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
