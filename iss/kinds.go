package iss

import (
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// readers read each of ISS's constraint types that has a rule here, by
// its name in ISS's strings; a type listed with nil, or in issTypes, is
// one of ISS's that has none, which is an error that names it.
var readers = map[string]func(b *builder, it item){
	"":             readGiven,
	"NoBoxes":      func(b *builder, it item) { b.noBoxes = true },
	"RegionSize":   readRegionSize,
	"DisjointSets": func(b *builder, it item) { b.disjoint = true },
	"RegionSameValues": func(b *builder, it item) {
		b.sameValues = true
		b.sameAt = it.pos
	},
	"Windoku":      func(b *builder, it item) { b.windoku = true },
	"Diagonal":     readDiagonal,
	"Jigsaw":       readJigsaw,
	"AllDifferent": readAllDifferent,

	"AntiKnight":      whole("antiknight"),
	"AntiKing":        whole("antiking"),
	"AntiConsecutive": whole("nonconsecutive"),
	"AntiTaxicab":     whole("antitaxicab"),
	"GlobalEntropy":   whole("globalentropy"),
	"GlobalMod":       whole("globalmodular"),
	"DutchFlatmates":  whole("dutchflatmates"),
	"StrictKropki":    func(b *builder, it item) { b.mark(it, "kropki").negative = true },
	"StrictXV":        func(b *builder, it item) { b.mark(it, "xv").negative = true },

	"Thermo":          line("thermometer", 2),
	"Renban":          line("renban", 1),
	"Entropic":        line("entropicline", 2),
	"RegionSumLine":   line("regionsumline", 2),
	"Between":         line("betweenline", 3),
	"Palindrome":      line("palindrome", 2),
	"Zipper":          line("zipperline", 2),
	"GreaterThan":     line("greaterthan", 2),
	"DoubleArrow":     line("doublearrow", 3),
	"EqualityCage":    line("equalitycage", 1),
	"CountingCircles": line("countingcircles", 1),
	"ValueIndexing":   line("valueindexing", 2),
	"Whisper":         readWhisper,
	"Lockout":         numbered("lockout", "by"),
	"RellikCage":      numbered("rellik", "total"),
	"Lunchbox":        numbered("lunchbox", "sum"),
	"Sum":             readSum,
	"Modular":         readModular,
	"SumLine":         readSumLine,
	"Arrow":           readArrow,
	"PillArrow":       readArrow,
	"Cage":            readCage,
	"CountDistinct":   line("countdistinct", 2),
	"Indexing":        readIndexing,
	"ContainExact":    readContain("containexact"),
	"ContainAtLeast":  readContain("quadruple"),
	"Quad":            readQuad,
	"LookAndSay":      readLookAndSay,
	"SameValues":      readSameValues,

	"WhiteDot": dots("kropki", "white"),
	"BlackDot": dots("kropki", "black"),
	"X":        dots("xv", "x"),
	"V":        dots("xv", "v"),

	"LittleKiller":     readLittleKiller,
	"Sandwich":         readSandwich,
	"XSum":             outside("xsum", "sum"),
	"Skyscraper":       readSkyscraper,
	"FullRank":         outside("fullrank", "rank"),
	"HiddenSkyscraper": outside("hiddenskyscraper", ""),
	"NumberedRoom":     outside("numberedroom", ""),
	"FullRankTies":     readTies,

	"Pair":    readPair,
	"PairX":   readPair,
	"Binary":  readPair,
	"BinaryX": readPair,
	"Regex":   readRegex,

	"SearchPriority": func(b *builder, it item) {
		b.notes = append(b.notes, "SearchPriority left out: it only guides ISS's search")
	},
}

// issTypes are ISS's other constraint types, which have no rule here.
var issTypes = map[string]bool{
	"Container": true, "NFA": true, "ChaosConstruction": true,
	"ChaosArrow": true, "ChaosCount": true,
	"Doppelganger": true, "ConnectedValues": true, "EqualSum": true,
	"Var": true,
}

// whole reads an item with no argument as a rule of the whole board of
// the kind of key.
func whole(key string) func(b *builder, it item) {
	return func(b *builder, it item) { b.add(it, key) }
}

// line reads an item of cells, least of them or more, as a rule of the
// kind of key over them.
func line(key string, least int) func(b *builder, it item) {
	return func(b *builder, it item) {
		if cells, ok := b.cells(it, 0, least); ok {
			b.add(it, key, constraint.Arg{Key: "cells", Value: cells})
		}
	}
}

// numbered reads an item of a number and then cells as a rule of the
// kind of key with the number as arg.
func numbered(key, arg string) func(b *builder, it item) {
	return func(b *builder, it item) {
		n, ok1 := b.int(it, 0)
		cells, ok2 := b.cells(it, 1, 1)
		if ok1 && ok2 {
			b.add(it, key, constraint.Arg{Key: "cells", Value: cells}, constraint.Arg{Key: arg, Value: n})
		}
	}
}

// readGiven reads givens: R1C1_5 gives a value, R1C1_1_3_5 the values a
// cell may hold.
func readGiven(b *builder, it item) {
	for i, arg := range it.args {
		id, rest, _ := strings.Cut(arg, "_")
		p, ok := b.cell(item{typ: it.typ, args: []string{id}, pos: it.at(i), argPos: []game.Position{it.at(i)}}, 0)
		if !ok {
			continue
		}
		if rest == "" {
			b.errorf(it.at(i), "%s gives no value: write R1C1_5, or R1C1_1_3 for the values it may hold", game.Excerpt(arg))
			continue
		}
		var words []string
		for _, w := range strings.Split(rest, "_") {
			if _, ok := b.vals.Index(w); !ok {
				b.errorf(it.at(i), "%s is no value of this board (%s to %s)", game.Excerpt(w), b.words[0], b.words[len(b.words)-1])
				words = nil
				break
			}
			words = append(words, w)
		}
		switch len(words) {
		case 0:
		case 1:
			v, _ := b.vals.Index(words[0])
			if old, had := b.givens[p]; had && old != v {
				b.errorf(it.at(i), "%s is given twice, %s and %s", game.Excerpt(id), b.words[old], words[0])
			}
			b.givens[p] = v
		default:
			b.add(item{typ: "Given", args: it.args, pos: it.at(i)}, "allowed", constraint.Arg{Key: "cells", Value: []game.Pos{p}}, constraint.Arg{Key: "values", Value: words})
		}
	}
}

func readRegionSize(b *builder, it item) {
	if n, ok := b.int(it, 0); ok {
		if n < 1 || n > MaxSize {
			b.errorf(it.at(0), "a region of %d cells is not from 1 to %d", n, MaxSize)
			return
		}
		b.regionSize = n
	}
}

// readDiagonal reads a diagonal: 1 rises from the bottom left (╱), -1
// falls from the top left (╲).
func readDiagonal(b *builder, it item) {
	n, ok := b.int(it, 0)
	if !ok {
		return
	}
	if b.shape.rows != b.shape.cols {
		b.errorf(it.pos, "a diagonal needs a square board, not %dx%d", b.shape.rows, b.shape.cols)
		return
	}
	g := game.GroupSpec{Kind: game.GroupDiagonal}
	switch n {
	case 1:
		g.Name = "anti-diagonal"
		for i := range b.shape.rows {
			g.Cells = append(g.Cells, game.Pos{Row: b.shape.rows - 1 - i, Col: i})
		}
	case -1:
		g.Name = "diagonal"
		for i := range b.shape.rows {
			g.Cells = append(g.Cells, game.Pos{Row: i, Col: i})
		}
	default:
		b.errorf(it.at(0), "a diagonal is 1 (╱) or -1 (╲), not %d", n)
		return
	}
	b.groups = append(b.groups, g)
}

// readJigsaw reads a jigsaw's regions: a character per cell, row by row,
// the same character for the cells of a region (ISS also writes the
// board's shape before it, which is read past).
func readJigsaw(b *builder, it item) {
	if len(it.args) < 1 || len(it.args) > 2 {
		b.errorf(it.pos, "a jigsaw gives its layout, a character per cell: %s", sayItem(it))
		return
	}
	i := len(it.args) - 1
	layout := it.args[i]
	n := b.shape.rows * b.shape.cols
	if len(layout) != n {
		b.errorf(it.at(i), "the jigsaw's layout has %d characters, not one per cell of the %dx%d board (%d)", len(layout), b.shape.rows, b.shape.cols, n)
		return
	}
	byChar := map[byte]int{}
	var regions []game.GroupSpec
	for c := range n {
		r, ok := byChar[layout[c]]
		if !ok {
			r = len(regions)
			byChar[layout[c]] = r
			regions = append(regions, game.GroupSpec{Name: "region " + strconv.Itoa(r+1), Kind: game.GroupRegion})
		}
		regions[r].Cells = append(regions[r].Cells, game.Pos{Row: c / b.shape.cols, Col: c % b.shape.cols})
	}
	if len(regions) < 2 {
		return
	}
	// As ISS, one region whose size fits no house (the rest of a board
	// part covered) is no group.
	least, most := max(b.shape.rows, b.shape.cols), b.shape.values
	other := false
	for _, g := range regions {
		if n := len(g.Cells); n >= least && n <= most {
			b.groups = append(b.groups, g)
		} else if !other {
			other = true
		} else {
			b.errorf(it.at(i), "the jigsaw's regions are of several sizes: each holds %d to %d cells, but one", least, most)
			return
		}
	}
}

// readAllDifferent reads a set of cells whose values differ: a group.
func readAllDifferent(b *builder, it item) {
	cells, ok := b.cells(it, 0, 2)
	if !ok {
		return
	}
	b.groups = append(b.groups, game.GroupSpec{Name: "set " + strconv.Itoa(len(b.groups)+1), Kind: game.GroupList, Cells: cells})
}

// readModular reads a modular line: of 2, neighbours differ in parity
// (a parity line); of 3, each three cells in a row differ mod 3.
func readModular(b *builder, it item) {
	m, ok1 := b.int(it, 0)
	cells, ok2 := b.cells(it, 1, 2)
	if !ok1 || !ok2 {
		return
	}
	switch m {
	case 2:
		b.add(it, "parityline", constraint.Arg{Key: "cells", Value: cells})
	case 3:
		b.add(it, "modularline", constraint.Arg{Key: "cells", Value: cells})
	default:
		b.errorf(it.at(0), "a modular line of %d has no rule here: of 2 and 3 only", m)
	}
}

// readSumLine reads a sum line: its total, its cells, and LOOP last for a
// loop (read as the line with its first cell again at its end).
func readSumLine(b *builder, it item) {
	total, ok1 := b.int(it, 0)
	args := it
	loop := len(it.args) > 1 && it.args[len(it.args)-1] == "LOOP"
	if loop {
		args.args = it.args[:len(it.args)-1]
	}
	cells, ok2 := b.cells(args, 1, 1)
	if !ok1 || !ok2 {
		return
	}
	if loop {
		cells = append(cells, cells[0])
	}
	b.add(it, "sumline", constraint.Arg{Key: "cells", Value: cells}, constraint.Arg{Key: "total", Value: total})
}

// readArrow reads an arrow, its circle its first cell, or a pill arrow,
// its pill its first cells.
func readArrow(b *builder, it item) {
	pill, from := 1, 0
	if it.typ == "PillArrow" {
		n, ok := b.int(it, 0)
		if !ok {
			return
		}
		if n < 1 {
			b.errorf(it.at(0), "a pill of %d cells", n)
			return
		}
		pill, from = n, 1
	}
	cells, ok := b.cells(it, from, pill+1)
	if !ok {
		return
	}
	b.add(it, "arrow", constraint.Arg{Key: "circle", Value: cells[:pill]}, constraint.Arg{Key: "cells", Value: cells[pill:]})
}

// readCage reads a killer cage: its total, or none (empty or 0: its
// values only differ), and its cells.
func readCage(b *builder, it item) {
	cells, ok := b.cells(it, 1, 1)
	if len(it.args) == 0 || !ok {
		return
	}
	args := []constraint.Arg{{Key: "cells", Value: cells}}
	if strings.TrimSpace(it.args[0]) != "" {
		sum, ok := b.int(it, 0)
		if !ok {
			return
		}
		if sum != 0 {
			args = append(args, constraint.Arg{Key: "sum", Value: sum})
		}
	}
	b.add(it, "killer", args...)
}

// readIndexing reads indexing cells: C, a cell's value names the column
// of its row that holds its own column's number; R, the same of rows.
func readIndexing(b *builder, it item) {
	if len(it.args) == 0 {
		b.errorf(it.pos, "indexing says C or R: %s", sayItem(it))
		return
	}
	if b.shape.zero {
		b.errorf(it.pos, "ISS's Indexing on a board of values from 0 has no rule here: the indexers here name columns and rows 1 to n by their values")
		return
	}
	key := map[string]string{"C": "columnindexer", "R": "rowindexer"}[it.args[0]]
	if key == "" {
		b.errorf(it.at(0), "indexing is C (columns) or R (rows), not %s", game.Excerpt(it.args[0]))
		return
	}
	if cells, ok := b.cells(it, 1, 1); ok {
		b.add(it, key, constraint.Arg{Key: "cells", Value: cells})
	}
}

// valueWords reads argument i of it as values written 1_2_3.
func (b *builder) valueWords(it item, i int) ([]string, bool) {
	if i >= len(it.args) || it.args[i] == "" {
		b.errorf(it.pos, "%s needs values, written 1_2_3: %s", it.typ, sayItem(it))
		return nil, false
	}
	words := strings.Split(it.args[i], "_")
	for _, w := range words {
		if _, ok := b.vals.Index(w); !ok {
			b.errorf(it.at(i), "%s is no value of this board (%s to %s)", game.Excerpt(w), b.words[0], b.words[len(b.words)-1])
			return nil, false
		}
	}
	return words, true
}

// readContain reads values and cells that hold them: exactly
// (containexact) or among others (quadruple).
func readContain(key string) func(b *builder, it item) {
	return func(b *builder, it item) {
		words, ok1 := b.valueWords(it, 0)
		cells, ok2 := b.cells(it, 1, 1)
		if ok1 && ok2 {
			b.add(it, key, constraint.Arg{Key: "cells", Value: cells}, constraint.Arg{Key: "values", Value: words})
		}
	}
}

// readQuad reads a quadruple: the top left of four cells, then the
// values they hold, each an argument.
func readQuad(b *builder, it item) {
	if len(it.args) < 2 {
		b.errorf(it.pos, "a quadruple gives its top left cell and its values: %s", sayItem(it))
		return
	}
	p, ok := b.cell(it, 0)
	if !ok {
		return
	}
	if p.Row+1 >= b.shape.rows || p.Col+1 >= b.shape.cols {
		b.errorf(it.at(0), "%s is the top left of no four cells of the board", it.args[0])
		return
	}
	var words []string
	for i := 1; i < len(it.args); i++ {
		if _, ok := b.vals.Index(it.args[i]); !ok {
			b.errorf(it.at(i), "%s is no value of this board", game.Excerpt(it.args[i]))
			return
		}
		words = append(words, it.args[i])
	}
	cells := []game.Pos{p, {Row: p.Row, Col: p.Col + 1}, {Row: p.Row + 1, Col: p.Col}, {Row: p.Row + 1, Col: p.Col + 1}}
	b.add(it, "quadruple", constraint.Arg{Key: "cells", Value: cells}, constraint.Arg{Key: "values", Value: words})
}

// readLookAndSay reads a look-and-say cage: its clue, then its cells.
func readLookAndSay(b *builder, it item) {
	_, ok1 := b.int(it, 0)
	cells, ok2 := b.cells(it, 1, 1)
	if ok1 && ok2 {
		clue := it.args[0]
		b.add(it, "lookandsay", constraint.Arg{Key: "cells", Value: cells}, constraint.Arg{Key: "clue", Value: clue})
	}
}

// readSameValues reads sets that hold the same values: how many sets,
// then their cells, set after set, each as long.
func readSameValues(b *builder, it item) {
	n, ok1 := b.int(it, 0)
	cells, ok2 := b.cells(it, 1, 2)
	if !ok1 || !ok2 {
		return
	}
	if n < 2 || len(cells)%n != 0 {
		b.errorf(it.at(0), "%d cells do not split into %d sets of one size", len(cells), n)
		return
	}
	size := len(cells) / n
	var sets [][]game.Pos
	for i := 0; i < len(cells); i += size {
		sets = append(sets, cells[i:i+size])
	}
	b.add(it, "samevalues", constraint.Arg{Key: "sets", Value: sets})
}

// marks gathers the dots or letters of a kind (kropki, xv), which one
// item of the kind reads together with their negative rule.
type marks struct {
	at       game.Position
	pairs    map[string][][]game.Pos
	negative bool
}

// mark returns the marks of key, made at it's place the first time.
func (b *builder) mark(it item, key string) *marks {
	if b.marks == nil {
		b.marks = map[string]*marks{}
	}
	m := b.marks[key]
	if m == nil {
		m = &marks{at: it.pos, pairs: map[string][][]game.Pos{}}
		b.marks[key] = m
	}
	return m
}

// dots reads a mark between cells that share an edge, of kind key and
// sort side: between two cells, or between each neighbouring two of
// more, as ISS reads a chain of them.
func dots(key, side string) func(b *builder, it item) {
	return func(b *builder, it item) {
		cells, ok := b.cells(it, 0, 2)
		if !ok {
			return
		}
		var pairs [][]game.Pos
		for i, a := range cells {
			for _, c := range cells[i+1:] {
				if abs(a.Row-c.Row)+abs(a.Col-c.Col) == 1 {
					pairs = append(pairs, []game.Pos{a, c})
				}
			}
		}
		if len(pairs) == 0 {
			b.errorf(it.pos, "%s marks no two cells that share an edge: %s", it.typ, sayItem(it))
			return
		}
		m := b.mark(it, key)
		m.pairs[side] = append(m.pairs[side], pairs...)
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// finishMarks makes the rules of the dots and letters gathered, and of
// the full rank clues once their ties are known.
func (b *builder) finishMarks() {
	for _, key := range sortedKeys(b.marks) {
		m := b.marks[key]
		if m.negative {
			// Every mark of every sort is given: the sorts without any
			// are there, empty, for the negative rule to hold of them.
			for _, side := range map[string][]string{"kropki": {"white", "black"}, "xv": {"x", "v"}}[key] {
				if m.pairs[side] == nil {
					m.pairs[side] = [][]game.Pos{}
				}
			}
		}
		var args []constraint.Arg
		for _, side := range sortedKeys(m.pairs) {
			args = append(args, constraint.Arg{Key: side, Value: m.pairs[side]})
		}
		if m.negative {
			args = append(args, constraint.Arg{Key: "negative", Value: true})
		}
		b.add(item{typ: key, pos: m.at}, key, args...)
	}
	for _, r := range b.fullRank {
		args := r.args
		if b.ties == "any" {
			args = append(args, constraint.Arg{Key: "ties", Value: "any"})
		}
		b.add(r.it, "fullrank", args...)
	}
	if b.ties == "none" {
		b.add(item{typ: "FullRankTies", pos: b.tiesAt}, "fullrank", constraint.Arg{Key: "ties", Value: "none"})
	}
}

// A pendingRank is a full rank clue read before the ties the puzzle
// allows are known.
type pendingRank struct {
	it   item
	args []constraint.Arg
}

// readTies reads which rows and columns may read the same number: none,
// only-unclued (the default) or any.
func readTies(b *builder, it item) {
	if len(it.args) != 1 {
		b.errorf(it.pos, "full rank ties are none, only-unclued or any: %s", sayItem(it))
		return
	}
	switch t := it.args[0]; t {
	case "none", "only-unclued", "any":
		b.ties, b.tiesAt = t, it.pos
	default:
		b.errorf(it.at(0), "full rank ties are none, only-unclued or any, not %s", game.Excerpt(t))
	}
}

// readLittleKiller reads a little killer: its total, then the first
// cell of its diagonal, which starts on the board's edge.
func readLittleKiller(b *builder, it item) {
	sum, ok := b.int(it, 0)
	if !ok {
		return
	}
	if len(it.args) != 2 {
		b.errorf(it.pos, "a little killer gives its total and the first cell of its diagonal: %s", sayItem(it))
		return
	}
	p, ok := b.cell(it, 1)
	if !ok {
		return
	}
	dir, ok := b.diagonalOf(p)
	if !ok {
		b.errorf(it.at(1), "no little killer's diagonal starts at %s", it.args[1])
		return
	}
	clue := game.Pos{Row: p.Row + 1 - dir.Row, Col: p.Col + 1 - dir.Col}
	b.add(it, "littlekiller",
		constraint.Arg{Key: "clue", Value: game.Pos{Row: clue.Row - 1, Col: clue.Col - 1}.String()},
		constraint.Arg{Key: "direction", Value: directionWord(dir)},
		constraint.Arg{Key: "sum", Value: sum})
}

// diagonalOf returns the way the diagonal ISS names by its first cell p
// goes: from the left edge down and right, from the right edge up and
// left, from the top edge down and left, from the bottom edge up and
// right, as ISS lists them, the first of these that starts at p and
// covers two cells or more.
func (b *builder) diagonalOf(p game.Pos) (game.Pos, bool) {
	rows, cols := b.shape.rows, b.shape.cols
	switch {
	case p.Col == 0 && p.Row < rows-1:
		return game.Pos{Row: 1, Col: 1}, cols > 1
	case p.Col == cols-1 && p.Row >= 1 && p.Row < rows-1:
		return game.Pos{Row: -1, Col: -1}, true
	case p.Row == 0 && p.Col >= 1:
		return game.Pos{Row: 1, Col: -1}, rows > 1
	case p.Row == rows-1 && p.Col >= 1 && p.Col < cols-1:
		return game.Pos{Row: -1, Col: 1}, true
	}
	return game.Pos{}, false
}

// directionWord names a diagonal step as the little killer kind reads
// it.
func directionWord(d game.Pos) string {
	v := map[int]string{1: "down", -1: "up"}[d.Row]
	h := map[int]string{1: "right", -1: "left"}[d.Col]
	return v + "-" + h
}

// readSandwich reads a sandwich: its total, then the row (R3) or column
// (C3) it is of.
func readSandwich(b *builder, it item) {
	sum, ok := b.int(it, 0)
	if !ok {
		return
	}
	if len(it.args) != 2 {
		b.errorf(it.pos, "a sandwich gives its total and its row or column, as .Sandwich~15~R3: %s", sayItem(it))
		return
	}
	key, n, ok := b.house(it, 1)
	if !ok {
		return
	}
	b.add(it, "sandwich", constraint.Arg{Key: key, Value: n}, constraint.Arg{Key: "sum", Value: sum})
}

// house reads argument i of it as a row (R3) or a column (C3): the
// sandwich's key for it and its number from 1.
func (b *builder) house(it item, i int) (key string, n int, ok bool) {
	s := it.args[i]
	if len(s) >= 2 {
		n, err := strconv.Atoi(s[1:])
		switch {
		case err != nil:
		case (s[0] == 'R' || s[0] == 'r') && n >= 1 && n <= b.shape.rows:
			return "row", n, true
		case (s[0] == 'C' || s[0] == 'c') && n >= 1 && n <= b.shape.cols:
			return "column", n, true
		}
	}
	b.errorf(it.at(i), "%s is no row (R3) or column (C3) of the %dx%d board", game.Excerpt(s), b.shape.rows, b.shape.cols)
	return "", 0, false
}

// outside reads a clue outside a row or a column, ISS's double line
// clues: the row or column (R3, C3), then the clue seen from its start
// (left or top) and from its end (right or bottom), either maybe empty.
// A kind with an arg reads the clue's cell and the clue as that arg; one
// without (the library's kinds of lines read from a clue) reads the
// line's cells listed from the clue, and the clue.
func outside(key, arg string) func(b *builder, it item) {
	return func(b *builder, it item) {
		if len(it.args) < 2 || len(it.args) > 3 {
			b.errorf(it.pos, "%s gives its row or column, then its clue from the start and from the end, as .%s~R3~5~: %s", it.typ, it.typ, sayItem(it))
			return
		}
		kind, n, ok := b.house(it, 0)
		if !ok {
			return
		}
		for i := 1; i < len(it.args); i++ {
			if it.args[i] == "" {
				continue
			}
			v, ok := b.int(it, i)
			if !ok {
				continue
			}
			cells, clue := b.lineFrom(kind, n, i == 1)
			var args []constraint.Arg
			if arg == "" {
				args = []constraint.Arg{{Key: "cells", Value: cells}, {Key: "clue", Value: v}}
			} else {
				args = []constraint.Arg{{Key: "clue", Value: clue.String()}, {Key: arg, Value: v}}
			}
			if key == "fullrank" {
				b.fullRank = append(b.fullRank, pendingRank{it: it, args: args})
				continue
			}
			b.add(it, key, args...)
		}
	}
}

// lineFrom returns the cells of row or column n (from 1) listed from its
// start or its end, and the clue's cell outside the board there (row or
// column -1, or one past the last).
func (b *builder) lineFrom(kind string, n int, fromStart bool) (cells []game.Pos, clue game.Pos) {
	rows, cols := b.shape.rows, b.shape.cols
	if kind == "row" {
		for c := range cols {
			cells = append(cells, game.Pos{Row: n - 1, Col: c})
		}
		clue = game.Pos{Row: n - 1, Col: -1}
		if !fromStart {
			clue.Col = cols
		}
	} else {
		for r := range rows {
			cells = append(cells, game.Pos{Row: r, Col: n - 1})
		}
		clue = game.Pos{Row: -1, Col: n - 1}
		if !fromStart {
			clue.Row = rows
		}
	}
	if !fromStart {
		for i, j := 0, len(cells)-1; i < j; i, j = i+1, j-1 {
			cells[i], cells[j] = cells[j], cells[i]
		}
	}
	return cells, clue
}

// readWhisper reads a whisper line: the least difference of neighbours,
// 5 when the first argument is a cell (ISS's German whispers), then its
// cells. A line through a cell twice is read as lines that are not.
func readWhisper(b *builder, it item) {
	by, from := 5, 0
	if len(it.args) > 0 {
		if n, err := strconv.Atoi(it.args[0]); err == nil {
			by, from = n, 1
		}
	}
	cells, ok := b.cells(it, from, 2)
	if !ok {
		return
	}
	for _, part := range simpleParts(cells) {
		b.add(it, "whispers", constraint.Arg{Key: "cells", Value: part}, constraint.Arg{Key: "by", Value: by})
	}
}

// simpleParts cuts a line into parts, each through a cell once, that
// have the same neighbours: a part ends before a cell it holds already,
// and the next part starts at its last cell.
func simpleParts(cells []game.Pos) [][]game.Pos {
	var parts [][]game.Pos
	part := []game.Pos{cells[0]}
	for _, c := range cells[1:] {
		if slices.Contains(part, c) {
			parts = append(parts, part)
			part = []game.Pos{part[len(part)-1]}
		}
		part = append(part, c)
	}
	return append(parts, part)
}

// readSkyscraper reads skyscraper clues, as outside does, on a board of
// numbers from 1: ISS counts no cell of 0 as a skyscraper, where the
// kind here counts every value.
func readSkyscraper(b *builder, it item) {
	if b.shape.zero {
		b.errorf(it.pos, "ISS's Skyscraper on a board of values from 0 has no rule here: ISS counts no 0 as a skyscraper, the rule here counts every value")
		return
	}
	outside("skyscraper", "seen")(b, it)
}

// readSum reads a sum: its total, then its cells, whose values may
// repeat (the library's sum). ISS also writes coefficients after the
// total (15_=_1_2_-1), which have no rule here.
func readSum(b *builder, it item) {
	if len(it.args) > 0 && strings.Contains(it.args[0], "_") {
		b.errorf(it.at(0), "ISS's Sum with coefficients (%s) has no rule here: %s", game.Excerpt(it.args[0]), sayItem(it))
		return
	}
	seen := map[string]bool{}
	for i := 1; i < len(it.args); i++ {
		a := it.args[i]
		if seen[strings.ToUpper(a)] {
			b.errorf(it.at(i), "ISS's Sum over a cell twice (%s, counted twice) has no rule here: %s", a, sayItem(it))
			return
		}
		seen[strings.ToUpper(a)] = true
	}
	numbered("sum", "total")(b, it)
}
