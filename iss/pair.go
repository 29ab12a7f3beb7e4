package iss

import (
	"encoding/base64"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/kinddef"
)

// ISS's pairwise constraints: a table of the pairs of values two cells
// may hold, encoded as a key, over groups of cells. Pair (and the older
// Binary) holds of each two consecutive cells of a group, PairX (and
// BinaryX) of every two. A table that is a kind's here (the nabner's) is
// read as that kind; any other as a kind defined for the puzzle, as a
// spec defines one (package kinddef), whose rule is the table, over a
// line (cells each touching the one before).

// keyChars are the characters of a key, 6 bits each: URL-safe base64.
const keyChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// decodeKey reads a key as the table of pairs allowed: allowed[i][j]
// says that the values of place i and j may stand so, in the order of the
// bits ISS writes, row by row.
func decodeKey(key string, n int) ([][]bool, error) {
	allowed := make([][]bool, n)
	bit := 0
	for i := range n {
		allowed[i] = make([]bool, n)
		for j := range n {
			k := bit / 6
			if k < len(key) {
				v := strings.IndexByte(keyChars, key[k])
				if v < 0 {
					return nil, fmt.Errorf("%q is no character of a pair table's key", key[k])
				}
				allowed[i][j] = v>>(bit%6)&1 == 1
			}
			bit++
		}
	}
	if len(key) > (n*n+5)/6 {
		return nil, fmt.Errorf("the key has %d characters, more than a table of %d values needs", len(key), n)
	}
	return allowed, nil
}

// encodeKey writes a table of pairs allowed as ISS's key.
func encodeKey(allowed [][]bool) string {
	var out []byte
	v, bit := 0, 0
	for _, row := range allowed {
		for _, ok := range row {
			if ok {
				v |= 1 << bit
			}
			if bit++; bit == 6 {
				out, v, bit = append(out, keyChars[v]), 0, 0
			}
		}
	}
	out = append(out, keyChars[v])
	for len(out) > 0 && out[len(out)-1] == 'A' {
		out = out[:len(out)-1]
	}
	return string(out)
}

// nabnerTable is the table of the nabner's pairs: numbers neither equal
// nor consecutive.
func nabnerTable(nums []int) [][]bool {
	t := make([][]bool, len(nums))
	for i, a := range nums {
		t[i] = make([]bool, len(nums))
		for j, b := range nums {
			t[i][j] = abs(a-b) > 1
		}
	}
	return t
}

func sameTable(a, b [][]bool) bool {
	for i := range a {
		for j := range a[i] {
			if a[i][j] != b[i][j] {
				return false
			}
		}
	}
	return true
}

// numbers returns the numbers of the board's values.
func (b *builder) numbers() []int {
	nums := make([]int, len(b.words))
	for i, w := range b.words {
		nums[i], _ = strconv.Atoi(w)
	}
	return nums
}

// readPair reads a pairwise constraint: its key, then groups of cells,
// each after an empty argument or a name (_Name, URL-escaped).
func readPair(b *builder, it item) {
	if len(it.args) < 2 {
		b.errorf(it.pos, "%s gives its table's key and cells: %s", it.typ, sayItem(it))
		return
	}
	key := it.args[0]
	if it.typ == "Binary" || it.typ == "BinaryX" {
		// The older types' keys swap - and _.
		key = strings.Map(func(r rune) rune {
			switch r {
			case '-':
				return '_'
			case '_':
				return '-'
			}
			return r
		}, key)
	}
	allowed, err := decodeKey(key, len(b.words))
	if err != nil {
		b.errorf(it.at(0), "%v", err)
		return
	}
	every := strings.HasSuffix(it.typ, "X")
	if every {
		// ISS holds of every two cells both ways round.
		for i := range allowed {
			for j := range i {
				allowed[i][j] = allowed[i][j] && allowed[j][i]
				allowed[j][i] = allowed[i][j]
			}
		}
	}
	kind, ok := b.pairKind(it, allowed, every)
	if !ok {
		return
	}
	for _, g := range b.cellGroups(it) {
		if kind == nil {
			b.add(it, "nabner", constraint.Arg{Key: "cells", Value: g})
			continue
		}
		cs, err := kind.ReadItem(constraint.Item{Key: kind.Key, Args: []constraint.Arg{{Key: "cells", Value: g}}})
		if err != nil {
			// A table defines a line's pairs here: its cells must make one.
			b.errorf(it.pos, "ISS's %s over cells that make no line has no rule here (%v): %s", it.typ, err, sayItem(it))
			continue
		}
		for _, c := range cs {
			b.rules, b.wheres = append(b.rules, c), append(b.wheres, it.pos)
		}
	}
}

// pairKind returns the kind of the table: nil for the nabner's (of every
// two cells), else a kind defined for it; ok is false when the table
// makes no rule, which it reported.
func (b *builder) pairKind(it item, allowed [][]bool, every bool) (_ *constraint.Kind, ok bool) {
	nums := b.numbers()
	if every && sameTable(allowed, nabnerTable(nums)) {
		return nil, true
	}
	// One kind for each table, however many constraints give it.
	table := fmt.Sprint(every, encodeKey(allowed))
	if k, ok := b.pairKinds[table]; ok {
		return k, true
	}
	d := kinddef.Def{Key: "isspairs" + strconv.Itoa(len(b.pairKinds)+1), Title: "Pairs of ISS's table"}
	expr := tableExpr(allowed, nums[0])
	if every {
		d.Doc = "every two of the cells hold values the table allows"
		d.EveryPair = expr
	} else {
		d.Doc = "each two consecutive cells hold values the table allows"
		d.NextPair = expr
	}
	k, err := kinddef.Compile(d)
	if err != nil {
		b.errorf(it.at(0), "the pair table does not make a rule: %v", err)
		return nil, false
	}
	b.pairKinds[table] = k
	return k, true
}

// cellGroups reads the groups of cells of a pairwise constraint, after
// its key.
func (b *builder) cellGroups(it item) [][]game.Pos {
	var groups [][]game.Pos
	var cur []game.Pos
	flush := func() {
		if len(cur) > 0 {
			groups = append(groups, cur)
		}
		cur = nil
	}
	for i := 1; i < len(it.args); i++ {
		a := it.args[i]
		switch {
		case a == "":
			flush()
		case a[0] == '_':
			flush()
			if _, err := url.PathUnescape(a[1:]); err != nil {
				b.errorf(it.at(i), "the name %s does not read: %v", game.Excerpt(a[1:]), err)
			}
		default:
			if p, ok := b.cell(it, i); ok {
				cur = append(cur, p)
			}
		}
	}
	flush()
	return groups
}

// tableExpr writes a table of pairs as a pair rule's expression over a
// and b, the numbers of two values from first: the table's bits, row
// after row, in whole numbers of 63 bits each, and the bit of a and b
// read from the one that holds a's row. A line's rule reads no lists;
// this stays within kinddef's bound on boards of up to 12 values (a
// longer one is refused, and the error says so).
func tableExpr(allowed [][]bool, first int) string {
	n := len(allowed)
	per := 63 / n // rows a number holds
	var words []uint64
	for i, row := range allowed {
		if i%per == 0 {
			words = append(words, 0)
		}
		for j, ok := range row {
			if ok {
				words[len(words)-1] |= 1 << ((i%per)*n + j)
			}
		}
	}
	a, b := "a", "b"
	if first != 0 {
		a, b = fmt.Sprintf("(a - %d)", first), fmt.Sprintf("(b - %d)", first)
	}
	sel := strconv.FormatUint(words[len(words)-1], 10)
	for k := len(words) - 2; k >= 0; k-- {
		sel = fmt.Sprintf("(%s < %d ? %d : %s)", a, (k+1)*per, words[k], sel)
	}
	return fmt.Sprintf("bitand(bitshr(%s, %s %% %d * %d + %s), 1) == 1", sel, a, per, n, b)
}

// readRegex reads ISS's regular expression lines: the pattern (URL-safe
// base64, or URL-escaped in older strings), then lines of cells, each
// after an empty argument. Each pattern is a kind defined for the puzzle
// (package kinddef's regex machine) over cells anywhere, one kind per
// pattern.
func readRegex(b *builder, it item) {
	if len(it.args) < 2 {
		b.errorf(it.pos, "Regex gives its pattern and cells: %s", sayItem(it))
		return
	}
	pattern, err := decodePattern(it.args[0])
	if err != nil {
		b.errorf(it.at(0), "the pattern does not read: %v", err)
		return
	}
	pattern = strings.Join(strings.Fields(pattern), "")
	k, ok := b.pairKinds["regex "+pattern]
	if !ok {
		d := kinddef.Def{Key: "issregex" + strconv.Itoa(len(b.pairKinds)+1), Title: "Regex line", Cells: "list",
			Doc: "the digits of the line, read in order, match " + pattern, Regex: pattern}
		if k, err = kinddef.Compile(d); err != nil {
			b.errorf(it.at(0), "ISS's Regex %s has no rule here: %v", game.Excerpt(pattern), err)
			return
		}
		b.pairKinds["regex "+pattern] = k
	}
	for _, g := range b.cellGroups(it) {
		cs, err := k.ReadItem(constraint.Item{Key: k.Key, Args: []constraint.Arg{{Key: "cells", Value: g}}})
		if err != nil {
			b.errorf(it.pos, "%s: %v", sayItem(it), err)
			continue
		}
		for _, c := range cs {
			b.rules, b.wheres = append(b.rules, c), append(b.wheres, it.pos)
		}
	}
}

// decodePattern reads a Regex's pattern as ISS writes it.
func decodePattern(s string) (string, error) {
	if strings.ContainsAny(s, "%.") {
		return url.PathUnescape(s)
	}
	out, err := base64.RawURLEncoding.DecodeString(strings.TrimRight(s, "="))
	return string(out), err
}
