package fpuzzles

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// The rule kinds' keys are read and written by the kinds' f-puzzles forms
// (constraint.FPuzzlesForm): an entry becomes an argument for the kind's
// Read (entryArgs), and an item of the kind (constraint.Items) becomes
// entries again. A kind added to the registry is read and written with
// no line here.

// forms are the readers and writers of the rule kinds of a list, made
// from their forms.
type forms struct {
	readers map[string]reader           // per f-puzzles key
	kinds   map[string]*constraint.Kind // per spec key, for the writer
	pencil  *constraint.Kind            // the kind of the grid's given pencil marks, or nil
}

// reader reads a key of the puzzle into the puzzle being built.
type reader func(b *builder, key string, raw json.RawMessage)

// builtin are the forms of the built-in kinds, by which Parse and Write
// read and write.
var builtin = mustForms(constraint.All())

func mustForms(kinds []*constraint.Kind) *forms {
	f, err := newForms(kinds)
	if err != nil {
		panic("fpuzzles: " + err.Error())
	}
	return f
}

// entryFields are the fields of an entry (type entry) a form may name.
var entryFields = []string{"cell", "cells", "lines", "value", "values", "direction", "cloneCells"}

// newForms makes the readers and writers of kinds, after checking their
// forms: each key read by one kind and by no key of the puzzle itself,
// each field one an entry has, each mark under a key some kind reads.
func newForms(kinds []*constraint.Kind) (*forms, error) {
	f := &forms{readers: map[string]reader{}, kinds: map[string]*constraint.Kind{}}
	for key, r := range puzzleKeys {
		f.readers[key] = r
	}
	for _, k := range kinds {
		fm := k.FPuzzles
		if fm == nil {
			return nil, fmt.Errorf("the kind %s has no f-puzzles form", k.Key)
		}
		f.kinds[k.Key] = k
		if fm.None != "" {
			continue
		}
		if msg := checkFields(fm); msg != "" {
			return nil, fmt.Errorf("the f-puzzles form of %s %s", k.Key, msg)
		}
		r := readerOf(k)
		switch {
		case fm.Shape == constraint.FPuzzlesPencilMarks:
			if f.pencil != nil {
				return nil, fmt.Errorf("the kinds %s and %s both read the grid's pencil marks", f.pencil.Key, k.Key)
			}
			f.pencil = k
			continue
		case fm.Key == "":
			continue // marks written under other kinds' keys
		case fm.Shape == constraint.FPuzzlesNegative:
			r = negativeKeys[fm.Key]
			if r == nil {
				return nil, fmt.Errorf("the kind %s is the negative rule %s, which f-puzzles has not", k.Key, fm.Key)
			}
		}
		if _, taken := f.readers[fm.Key]; taken {
			return nil, fmt.Errorf("the f-puzzles key %s of the kind %s is read already", fm.Key, k.Key)
		}
		if cosmetic[fm.Key] != "" {
			return nil, fmt.Errorf("the f-puzzles key %s of the kind %s only draws: %s", fm.Key, k.Key, cosmetic[fm.Key])
		}
		f.readers[fm.Key] = r
	}
	for _, k := range kinds {
		for _, m := range k.FPuzzles.Marks {
			if f.readers[m.Key] == nil {
				return nil, fmt.Errorf("the marks %s of the kind %s are written under %s, which no kind reads", m.Arg, k.Key, m.Key)
			}
		}
	}
	return f, nil
}

// checkFields says what is wrong with the fields of a form for its
// shape, or returns "".
func checkFields(fm *constraint.FPuzzlesForm) string {
	var need []string
	fields := entryFields
	switch fm.Shape {
	case constraint.FPuzzlesLines:
		need = []string{"lines"}
	case constraint.FPuzzlesArrow:
		need = []string{"cells", "lines"}
	case constraint.FPuzzlesMarked:
		need = []string{"cell"}
	case constraint.FPuzzlesPair:
		need = []string{"cells"}
	case constraint.FPuzzlesClue:
		need = []string{"cell", "value"}
	case constraint.FPuzzlesPencilMarks:
		need, fields = []string{"cell", "givenPencilMarks"}, nil // a cell of the grid, not an entry
	}
	for _, fl := range fm.Fields {
		if !slices.Contains(fields, fl.Field) && !slices.Contains(need, fl.Field) {
			return fmt.Sprintf("names the field %q, which its entries have not", fl.Field)
		}
	}
	for _, n := range need {
		if fieldOf(fm, n) == nil {
			return fmt.Sprintf("needs the field %q", n)
		}
	}
	return ""
}

// fieldOf returns the field of fm named field, or nil.
func fieldOf(fm *constraint.FPuzzlesForm, field string) *constraint.FPuzzlesField {
	for i := range fm.Fields {
		if fm.Fields[i].Field == field {
			return &fm.Fields[i]
		}
	}
	return nil
}

// argOf returns the key of the argument that field gives.
func argOf(fm *constraint.FPuzzlesForm, field string) string { return fieldOf(fm, field).Arg }

// readerOf returns the reader of kind k's key, by the shape of its form.
func readerOf(k *constraint.Kind) reader {
	fm := k.FPuzzles
	switch fm.Shape {
	case constraint.FPuzzlesEntry:
		return func(b *builder, key string, raw json.RawMessage) {
			for i, e := range b.entries(key, raw) {
				where := fmt.Sprintf("%s[%d]", key, i)
				b.read(k, b.args(k, &e, where, where, nil))
			}
		}
	case constraint.FPuzzlesPair, constraint.FPuzzlesMarks:
		return func(b *builder, key string, raw json.RawMessage) {
			for i, e := range b.entries(key, raw) {
				where := fmt.Sprintf("%s[%d]", key, i)
				p, ok := b.pair(where, e)
				if !ok {
					continue
				}
				// A pair is the cells of an item with its value; a mark,
				// the pair under the key its value names.
				var given map[string]any
				var value *constraint.FPuzzlesField
				if fm.Shape == constraint.FPuzzlesPair {
					given, value = map[string]any{argOf(fm, "cells"): p[:]}, fieldOf(fm, "value")
				} else if m := markOf(fm, key, e.value()); m != nil {
					given = map[string]any{m.Arg: [][]game.Pos{p[:]}}
				} else {
					b.errorf(where, "the value %s is %s", game.Excerpt(e.value()), noneOf(fm, key))
					continue
				}
				if b.read(k, b.args(k, &e, where, where, given)) {
					text := ""
					if value != nil {
						if text = e.value(); text == "" {
							text = value.Default
						}
					}
					b.dots.Mark(key, p, text)
				}
			}
		}
	case constraint.FPuzzlesClue:
		return func(b *builder, key string, raw json.RawMessage) {
			for i, e := range b.entries(key, raw) {
				where := fmt.Sprintf("%s[%d]", key, i)
				if b.clue(where, e) {
					b.read(k, b.args(k, &e, where, where, nil))
				}
			}
		}
	case constraint.FPuzzlesLines:
		return func(b *builder, key string, raw json.RawMessage) {
			for i, e := range b.entries(key, raw) {
				where := fmt.Sprintf("%s[%d]", key, i)
				bad := map[string]bool{} // the entry's fields, reported once for all its lines
				for j, line := range e.Lines {
					at := fmt.Sprintf("%s.lines[%d]", where, j)
					if cells, ok := b.cells(at, line); ok {
						a := b.args(k, &e, where, at, map[string]any{argOf(fm, "lines"): cells})
						a.bad = bad
						b.read(k, a)
					}
				}
			}
		}
	case constraint.FPuzzlesArrow:
		return func(b *builder, key string, raw json.RawMessage) {
			for i, e := range b.entries(key, raw) {
				readArrow(b, k, &e, fmt.Sprintf("%s[%d]", key, i))
			}
		}
	case constraint.FPuzzlesMarked:
		return func(b *builder, key string, raw json.RawMessage) { readMarked(b, k, key, raw) }
	case constraint.FPuzzlesFlag:
		return func(b *builder, key string, raw json.RawMessage) {
			if b.flag(key, raw) {
				b.read(k, b.args(k, &entry{}, key, key, nil))
			}
		}
	}
	return nil
}

// readArrow reads an entry of arrows: the circle's cells (one, or a pill)
// and the lines from it, each an arrow that starts in the circle.
func readArrow(b *builder, k *constraint.Kind, e *entry, where string) {
	fm := k.FPuzzles
	circle, ok := b.cells(where, e.Cells)
	var lines [][]game.Pos
	for j, l := range e.Lines {
		line, good := b.cells(fmt.Sprintf("%s.lines[%d]", where, j), l)
		ok = ok && good
		lines = append(lines, line)
	}
	if !ok {
		return
	}
	if len(lines) == 0 {
		b.notes = append(b.notes, where+" left out: a circle with no arrow says nothing")
		return
	}
	for j, line := range lines {
		for len(line) > 0 && slices.Contains(circle, line[0]) {
			line = line[1:]
		}
		if len(line) == 0 {
			b.errorf(fmt.Sprintf("%s.lines[%d]", where, j), "the arrow has no cells beyond its circle")
			continue
		}
		b.read(k, b.args(k, e, where, where, map[string]any{argOf(fm, "cells"): circle, argOf(fm, "lines"): line}))
	}
}

// readMarked reads a key of marked cells, [{"cell": "R1C1"}]: the cells
// of every entry, each once, are one item.
func readMarked(b *builder, k *constraint.Kind, key string, raw json.RawMessage) {
	var cells []game.Pos
	var wheres []string
	for i, e := range b.entries(key, raw) {
		where := fmt.Sprintf("%s[%d]", key, i)
		if p, ok := b.cell(where, e.Cell); ok && !slices.Contains(cells, p) {
			cells, wheres = append(cells, p), append(wheres, where)
		}
	}
	if len(cells) == 0 {
		return
	}
	a := b.args(k, &entry{}, key, key, map[string]any{argOf(k.FPuzzles, "cell"): cells})
	a.wheres = wheres
	b.read(k, a)
}

// markOf returns the mark of fm under key whose value is value (any
// case), or nil.
func markOf(fm *constraint.FPuzzlesForm, key, value string) *constraint.FPuzzlesMark {
	for i, m := range fm.Marks {
		if m.Key == key && strings.EqualFold(m.Value, value) {
			return &fm.Marks[i]
		}
	}
	return nil
}

// noneOf says the values of the marks of fm under key, for an error:
// "neither X nor V".
func noneOf(fm *constraint.FPuzzlesForm, key string) string {
	var values []string
	for _, m := range fm.Marks {
		if m.Key == key {
			values = append(values, m.Value)
		}
	}
	if len(values) == 2 {
		return "neither " + values[0] + " nor " + values[1]
	}
	return "none of " + strings.Join(values, ", ")
}

// read reads one item of kind k from a, and adds its rules, each read
// from a's entry (its item's where, for marked cells); it reports whether
// it read some.
func (b *builder) read(k *constraint.Kind, a *entryArgs) bool {
	before := b.errs.Len()
	cs := k.Read(a)
	switch {
	case b.errs.Len() > before || a.quiet:
		return false
	case len(cs) == 0:
		b.errorf(a.at, "no rule of kind %s could be read", k.Key)
		return false
	}
	for i, c := range cs {
		where := a.at
		if len(a.wheres) == len(cs) {
			where = a.wheres[i]
		}
		b.add(where, c)
	}
	return true
}

// readGivenPencilMarks makes the given pencil marks of a cell a rule of
// the kind that reads them: the cell holds one of them.
func (b *builder) readGivenPencilMarks(where string, p game.Pos, words []string) {
	k := b.forms.pencil
	if k == nil {
		b.errorf(where, "no rule of this program reads given pencil marks")
		return
	}
	fm := k.FPuzzles
	b.read(k, b.args(k, &entry{}, where, where, map[string]any{argOf(fm, "cell"): []game.Pos{p}, argOf(fm, "givenPencilMarks"): words}))
}
