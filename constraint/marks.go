package constraint

import (
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The kinds that read the marks of a puzzle as one item (kropki, xv): a
// list of cell pairs under each key, and whether every mark is given.

// markKey is a key of a set of marks and the mark each pair under it
// bears: white: [[r1c1, r1c2]].
type markKey struct {
	key  string
	mark mark
}

// marks is a kind that reads a set of marks, each key a list of cell
// pairs, and a negative rule: kropki: {white: [[r1c1, r1c2]], negative:
// true}.
type marks struct {
	key     string // the kind's key
	kind    *game.RuleKind
	keys    []markKey
	what    string // the marks, in messages: "white or black dots"
	example string
	// every: negative: true forbids every mark of the kind, whether the
	// item has its key or not (every X and V is given, even with no V).
	every bool
	// negative makes the negative rule of the marks forbidden, and of
	// the pairs the item marks.
	negative func(given []mark, marked [][2]game.Pos) game.Constraint
}

// read reads the marks of an item as dots, and, when the item says
// negative: true, the negative rule.
func (k *marks) read(a Args) []game.Constraint {
	var out []game.Constraint
	var given []mark
	var marked [][2]game.Pos
	ok := true
	on := map[[2]game.Pos]mark{}
	for _, mk := range k.keys {
		if !a.Has(mk.key) {
			continue
		}
		given = append(given, mk.mark)
		ls, good := a.CellLists(mk.key)
		ok = ok && good
		for _, l := range ls {
			if len(l) != 2 {
				a.Errorf(mk.key, "each item of %s is two cells, such as [r1c1, r1c2], not %d", mk.key, len(l))
				ok = false
				continue
			}
			if p := mk.mark.problem(l[0], l[1]); p != "" {
				a.Errorf(mk.key, "%s", p)
				ok = false
				continue
			}
			p := [2]game.Pos{l[0], l[1]}
			if l[1].Row < l[0].Row || l[1].Row == l[0].Row && l[1].Col < l[0].Col {
				p = [2]game.Pos{l[1], l[0]}
			}
			if m, dup := on[p]; dup {
				a.Errorf(mk.key, "%s and %s have %s between them already", l[0], l[1], m.withArticle())
				ok = false
				continue
			}
			on[p] = mk.mark
			marked = append(marked, p)
			out = append(out, newDotOf(k.kind, l[0], l[1], mk.mark))
		}
	}
	if a.Has("negative") {
		forbid, good := k.readNegative(a, given)
		ok = ok && good
		if len(forbid) > 0 {
			out = append(out, k.negative(forbid, marked))
		}
	}
	if !ok {
		return nil
	}
	if len(out) == 0 && len(given) == 0 {
		a.Errorf("", "%s needs %s, or negative: true: write e.g. - %s", k.key, k.what, k.example)
		return nil
	}
	return out
}

// readNegative reads which marks are all given: negative: true, every
// mark the item has a key for (white: [] names one with no dots), or
// every mark of the kind when k.every or when the item has none (no two
// neighbours are consecutive or one twice the other: a rule of its own);
// false, none; or the key of one of them, negative: white, when only
// those are all given (a pair marked with another mark is still exempt).
func (k *marks) readNegative(a Args, given []mark) ([]mark, bool) {
	w, ok := a.Word("negative")
	if !ok {
		return nil, false
	}
	switch w {
	case "true":
		if k.every || len(given) == 0 {
			var all []mark
			for _, mk := range k.keys {
				all = append(all, mk.mark)
			}
			return all, true
		}
		return given, true
	case "false":
		return nil, true
	}
	var keys []string
	for _, mk := range k.keys {
		keys = append(keys, mk.key)
		if mk.key == w {
			if !a.Has(w) {
				a.Errorf("negative", "negative: %s needs the key %s, which may be empty (%s: [])", w, w, w)
				return nil, false
			}
			return []mark{mk.mark}, true
		}
	}
	a.Errorf("negative", "negative is true, false, or the key of the marks all given (%s), not %s", strings.Join(keys, " or "), game.Excerpt(w))
	return nil, false
}
