package constraint

import (
	"fmt"
	"slices"
)

// An FPuzzlesForm says how f-puzzles writes the rules of a kind: the key
// of its entries, their shape, and which field of an entry gives which
// key of the kind's argument. It is data: package fpuzzles reads an
// entry into an argument for the kind's Read, and writes the kind's items
// (Items) back into entries, by the form alone. SudokuPad's links carry
// the same JSON, so the form serves them too. A kind f-puzzles cannot
// hold says why in None; a writer that meets one of its rules refuses the
// puzzle with that reason.
//
//	FPuzzles: &FPuzzlesForm{Key: "killercage", Shape: FPuzzlesEntry,
//		Fields: []FPuzzlesField{{Field: "cells", Arg: "cells"}, {Field: "value", Arg: "sum"}}},
//
// reads the entry {"cells": ["R1C1", "R1C2"], "value": "10"} as the item
// killer: {cells: [r1c1, r1c2], sum: 10}, and writes it back.
type FPuzzlesForm struct {
	// Key is the f-puzzles key whose list holds the kind's entries:
	// "killercage". A kind of marks (FPuzzlesMarks) may have none when
	// its marks are entries of other kinds' keys.
	Key string
	// Shape is how the entries hold the rules.
	Shape FPuzzlesShape
	// Fields are the fields of an entry and the keys of the argument
	// they give.
	Fields []FPuzzlesField
	// Marks are, for a kind of marks (FPuzzlesMarks), how f-puzzles
	// writes the pairs under each key of the argument.
	Marks []FPuzzlesMark
	// None, when not "", says why f-puzzles cannot hold the kind, and the
	// form has nothing else.
	None string
}

// An FPuzzlesShape is how the entries of an f-puzzles key hold the rules
// of a kind.
type FPuzzlesShape uint8

// The shapes of f-puzzles entries.
const (
	// FPuzzlesEntry: each entry is one item, each of its fields a key
	// of the argument: a cage {"cells": [...], "value": "10"}, a
	// quadruple {"cells": [...], "values": [1, 2]}, a clone {"cells":
	// [...], "cloneCells": [...]}.
	FPuzzlesEntry FPuzzlesShape = iota + 1
	// FPuzzlesPair: each entry is a mark between two neighbours, one
	// item, {"cells": ["R1C1", "R1C2"], "value": "3"}; f-puzzles' key
	// "negative" may name the key to say every such mark is given, each
	// value read (or the default) forbidden between neighbours without
	// one.
	FPuzzlesPair
	// FPuzzlesClue: each entry is a clue outside the board, one item,
	// {"cell": "R0C1", "value": "23"}; an entry without a value only
	// draws.
	FPuzzlesClue
	// FPuzzlesLines: each line of an entry, {"lines": [["R1C1", "R1C2"]],
	// "value": "4"}, is one item, the line the key its field "lines"
	// names, the entry's other fields shared by its lines.
	FPuzzlesLines
	// FPuzzlesArrow: each line of an entry, {"cells": ["R1C1"], "lines":
	// [["R1C1", "R1C2", "R1C3"]]}, is one item, the entry's cells (the
	// circle) one key and the line, which starts in the circle, beyond
	// it, the other.
	FPuzzlesArrow
	// FPuzzlesMarked: each entry marks a cell, {"cell": "R1C1"}; the
	// cells of every entry are one item.
	FPuzzlesMarked
	// FPuzzlesMarks: the pairs under each key of the argument are marks
	// between neighbours, entries {"cells": ["R1C1", "R1C2"], "value":
	// "X"} as Marks says; an entry of Key is read as one item of the
	// pair under the key its value names.
	FPuzzlesMarks
	// FPuzzlesFlag: the key, set true, is one item with no argument: a
	// rule of the whole board ("antiknight": true).
	FPuzzlesFlag
	// FPuzzlesNegative: the key, set true, is a negative rule of marks
	// with none given, read with the marks' other negative rules
	// ("nonconsecutive": true, the negative rule of white dots).
	FPuzzlesNegative
	// FPuzzlesPencilMarks: the given pencil marks of a cell of the grid,
	// {"givenPencilMarks": [1, 2]}, are one item: its field "cell" gives
	// the cell, "givenPencilMarks" the values.
	FPuzzlesPencilMarks
	numFPuzzlesShapes
)

// An FPuzzlesField is a field of an f-puzzles entry and the key of a
// kind's argument it gives. How a value converts (cell names to cells,
// numbers to values) is package fpuzzles' to know.
type FPuzzlesField struct {
	// Field is the entry's field: "cells", "value".
	Field string
	// Arg is the key of the argument it gives: "sum".
	Arg string
	// Default is what an entry without the field stands for ("5", the
	// least difference of German whispers), "" when nothing: a writer
	// leaves the field out when the item gives the default.
	Default string
}

// An FPuzzlesMark is how f-puzzles writes the marks under one key of a
// kind of marks: white dots, {"white": [[r1c1, r1c2]]}, as entries
// {"cells": ["R1C1", "R1C2"]} of "difference".
type FPuzzlesMark struct {
	// Arg is the kind's key that lists the pairs: "white".
	Arg string
	// Key is the f-puzzles key of their entries: "difference", "xv".
	Key string
	// Value is the value of their entries, which names the mark among
	// others of Key ("X"); "" for none.
	Value string
	// Negative is the name f-puzzles' list "negative" gives the marks to
	// say every one is given ("ratio"); NegativeKey, for marks that
	// f-puzzles says so of with a key of its own set true, that key
	// ("nonconsecutive"). Marks that share a name are all given or not.
	Negative, NegativeKey string
}

// check says what is wrong with the form of kind k, or returns "".
func (f *FPuzzlesForm) check(k *Kind) string {
	switch {
	case f.None != "" && (f.Key != "" || f.Shape != 0 || f.Fields != nil || f.Marks != nil):
		return "has an f-puzzles form and a reason for none"
	case f.None != "":
		return ""
	case f.Shape == 0 || f.Shape >= numFPuzzlesShapes:
		return "has an f-puzzles form of no shape"
	case f.Key == "" && f.Shape != FPuzzlesPencilMarks && f.Shape != FPuzzlesMarks:
		return "has an f-puzzles form with no key"
	case (f.Marks != nil) != (f.Shape == FPuzzlesMarks):
		return "has marks in an f-puzzles form not of marks, or none in one"
	}
	for _, fl := range f.Fields {
		if fl.Field == "" || !slices.Contains(k.Keys, fl.Arg) {
			return fmt.Sprintf("has an f-puzzles field %q that gives no key of its argument (%q)", fl.Field, fl.Arg)
		}
	}
	for _, m := range f.Marks {
		if m.Key == "" || !slices.Contains(k.Keys, m.Arg) {
			return fmt.Sprintf("has f-puzzles marks of no f-puzzles key, or of no key of its argument (%q)", m.Arg)
		}
	}
	return ""
}

// The forms many kinds share.

// fpLines is the form of a line kind: each line of key's entries is the
// cells of one item.
func fpLines(key string) *FPuzzlesForm {
	return &FPuzzlesForm{Key: key, Shape: FPuzzlesLines, Fields: []FPuzzlesField{{Field: "lines", Arg: "cells"}}}
}

// fpMarked is the form of marked cells: the cell of each of key's
// entries.
func fpMarked(key string) *FPuzzlesForm {
	return &FPuzzlesForm{Key: key, Shape: FPuzzlesMarked, Fields: []FPuzzlesField{{Field: "cell", Arg: "cells"}}}
}

// fpFlag is the form of a rule of the whole board: key set true.
func fpFlag(key string) *FPuzzlesForm { return &FPuzzlesForm{Key: key, Shape: FPuzzlesFlag} }

// fpClue is the form of a clue outside the board whose number is the
// argument's key n.
func fpClue(key, n string) *FPuzzlesForm {
	return &FPuzzlesForm{Key: key, Shape: FPuzzlesClue, Fields: []FPuzzlesField{{Field: "cell", Arg: "clue"}, {Field: "value", Arg: n}}}
}

// fpDot is the form of a dot with a value, def when it has none.
func fpDot(key, def string) *FPuzzlesForm {
	return &FPuzzlesForm{Key: key, Shape: FPuzzlesPair, Fields: []FPuzzlesField{{Field: "cells", Arg: "cells"}, {Field: "value", Arg: "value", Default: def}}}
}
