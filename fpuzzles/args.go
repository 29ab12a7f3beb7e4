package fpuzzles

import (
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// entryArgs is the argument of one rule in an f-puzzles entry, for its
// kind's Read (constraint.Args): each key is read from the field of the
// entry its form says gives it, or is what the shape of the form read
// itself (a line of the entry, the cells of every marked entry). Every
// problem is reported at the entry, or, for what the shape read and the
// rule as a whole, at the rule (a line of the entry).
type entryArgs struct {
	b     *builder
	form  *constraint.FPuzzlesForm
	e     *entry
	where string         // the entry: "whispers[2]"
	at    string         // the rule: "whispers[2].lines[0]", or the entry
	given map[string]any // the keys the shape read: []game.Pos, [][]game.Pos or []string
	// bad are the fields reported, each once for the lines of an entry;
	// quiet is set when a problem reported before kept Read from a rule.
	bad   map[string]bool
	quiet bool
	// wheres, when not nil, are the entries of the rules Read makes, one
	// each (the cells of marked entries, each a rule).
	wheres []string
}

// args returns the argument of a rule of kind k in entry e, found at
// where, the rule at at, with the keys given that its shape read. A kind
// without an f-puzzles form (one of the library's, read from text) has
// only the keys given.
func (b *builder) args(k *constraint.Kind, e *entry, where, at string, given map[string]any) *entryArgs {
	form := k.FPuzzles
	if form == nil {
		form = &constraint.FPuzzlesForm{}
	}
	return &entryArgs{b: b, form: form, e: e, where: where, at: at, given: given, bad: map[string]bool{}}
}

// field returns the field of the entry that gives key, or "".
func (a *entryArgs) field(key string) string {
	for _, fl := range a.form.Fields {
		if fl.Arg == key {
			return fl.Field
		}
	}
	return ""
}

// Has reports whether the entry gives key: the shape read it, or its
// field is there and not empty.
func (a *entryArgs) Has(key string) bool {
	if _, ok := a.given[key]; ok {
		return true
	}
	e := a.e
	switch a.field(key) {
	case "cell":
		return e.Cell != ""
	case "cells":
		return len(e.Cells) > 0
	case "lines":
		return len(e.Lines) > 0
	case "value":
		return e.value() != ""
	case "values":
		return e.Values != nil
	case "direction":
		return e.Direction != ""
	case "cloneCells":
		return len(e.CloneCells) > 0
	}
	return false
}

// once reads a field of the entry by read, which reports its problem;
// a field reported before is not read again.
func (a *entryArgs) once(field string, read func() bool) bool {
	if a.bad[field] {
		a.quiet = true
		return false
	}
	if !read() {
		a.bad[field] = true
		return false
	}
	return true
}

// missing reports that the entry does not give key: it has not the
// field, or its kind's form names none.
func (a *entryArgs) missing(key string) {
	f, msg := a.field(key), ""
	if f == "" {
		f, msg = key, "no field of an f-puzzles entry gives "+key
	} else {
		msg = "the entry has no " + f
	}
	a.once(f, func() bool {
		a.b.errorf(a.where, "%s", msg)
		return false
	})
}

func (a *entryArgs) Cells(key string) ([]game.Pos, bool) {
	if v, ok := a.given[key].([]game.Pos); ok {
		return v, true
	}
	var list []string
	switch f := a.field(key); f {
	case "cells":
		list = a.e.Cells
	case "cloneCells":
		list = a.e.CloneCells
	case "cell":
		list = []string{a.e.Cell}
	default:
		a.missing(key)
		return nil, false
	}
	var cells []game.Pos
	ok := a.once(a.field(key), func() bool {
		var good bool
		cells, good = a.b.cells(a.where, list)
		return good
	})
	return cells, ok
}

func (a *entryArgs) CellLists(key string) ([][]game.Pos, bool) {
	if v, ok := a.given[key].([][]game.Pos); ok {
		return v, true
	}
	a.missing(key)
	return nil, false
}

func (a *entryArgs) Int(key string) (int, bool) {
	if a.field(key) != "value" || !a.Has(key) {
		a.missing(key)
		return 0, false
	}
	var n int
	ok := a.once("value", func() bool {
		var good bool
		n, good = a.b.intValue(a.where, *a.e)
		return good
	})
	return n, ok
}

func (a *entryArgs) Word(key string) (string, bool) {
	switch a.field(key) {
	case "cell":
		return a.e.Cell, true
	case "direction":
		// f-puzzles' direction is a diagonal's, as it writes them.
		ok := a.once("direction", func() bool {
			if _, ok := constraint.ParseDiagonal(a.e.Direction); !ok {
				a.b.errorf(a.where, "the direction %s is none of UL, UR, DL, DR", game.Excerpt(a.e.Direction))
				return false
			}
			return true
		})
		return a.e.Direction, ok
	case "value":
		return a.e.value(), true
	}
	a.missing(key)
	return "", false
}

// Words reads values, a list of numbers (a quadruple's), as words: an
// entry without any gives none.
func (a *entryArgs) Words(key string) ([]string, bool) {
	if v, ok := a.given[key].([]string); ok {
		return v, true
	}
	if a.field(key) != "values" {
		a.missing(key)
		return nil, false
	}
	words := make([]string, len(a.e.Values))
	for i, v := range a.e.Values {
		words[i] = strconv.Itoa(v)
	}
	return words, true
}

// Bool reads no field: f-puzzles' flags are keys of their own (a
// FPuzzlesFlag form).
func (a *entryArgs) Bool(key string) (bool, bool) {
	a.missing(key)
	return false, false
}

// Errorf reports a problem at the entry, or at the rule for what the
// shape read and the argument as a whole.
func (a *entryArgs) Errorf(key string, format string, args ...any) {
	if _, ok := a.given[key]; ok || key == "" {
		a.b.errorf(a.at, "%s", fmt.Sprintf(format, args...))
		return
	}
	a.once(a.field(key), func() bool {
		a.b.errorf(a.where, "%s", fmt.Sprintf(format, args...))
		return false
	})
}
