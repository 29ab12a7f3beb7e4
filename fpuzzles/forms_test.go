package fpuzzles

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
)

// apart is the test kind Apart with an f-puzzles form of its own: a kind
// this package has no line for.
func apart() *constraint.Kind {
	k := *constrainttest.Apart
	k.FPuzzles = &constraint.FPuzzlesForm{Key: "apart", Shape: constraint.FPuzzlesEntry, Fields: []constraint.FPuzzlesField{
		{Field: "cells", Arg: "cells"},
		{Field: "value", Arg: "by"},
	}}
	return &k
}

// The built-in kinds' keys are read by their forms, each key by one kind;
// kinds of marks under other kinds' keys and the grid's pencil marks have
// no key of their own.
func TestBuiltinForms(t *testing.T) {
	for _, k := range constraint.All() {
		fm := k.FPuzzles
		switch {
		case fm.None != "":
		case fm.Key != "":
			assert.Contains(t, builtin.readers, fm.Key, k.Key)
		case fm.Shape == constraint.FPuzzlesPencilMarks:
			assert.Same(t, k, builtin.pencil)
		default:
			for _, m := range fm.Marks {
				assert.Contains(t, builtin.readers, m.Key, "%s: %s", k.Key, m.Arg)
			}
		}
		assert.Same(t, k, builtin.kinds[k.Key])
	}
	for key := range puzzleKeys {
		assert.Contains(t, builtin.readers, key)
	}
}

// A kind with a form is read with no line of this package: its entries
// become its Read's argument, and their problems are reported at them.
func TestReadNewKind(t *testing.T) {
	f, err := newForms(append(constraint.All(), apart()))
	require.NoError(t, err)
	p, err := parse(context.Background(), "a.json", []byte(`{"size": 4, "apart": [{"cells": ["R1C1", "R1C2"], "value": "2"}]}`), f)
	require.NoError(t, err)
	require.Len(t, p.Rules.Constraints, 1)
	assert.Equal(t, "pair r1c1 r1c2 apart by 2", p.Rules.Constraints[0].Name())
	for _, tc := range []struct{ json, want string }{
		{`{"size": 4, "apart": [{"cells": ["R1C1", "R1C2"], "value": "x"}]}`, `a.json: apart[0]: the value "x" is no whole number`},
		{`{"size": 4, "apart": [{"cells": ["R1C1"], "value": "2"}]}`, "a.json: apart[0]: apart is about two cells, not 1"},
		{`{"size": 4, "apart": [{"cells": ["R1C1", "R1C2"]}]}`, "a.json: apart[0]: the entry has no value"},
	} {
		_, err := parse(context.Background(), "a.json", []byte(tc.json), f)
		assert.ErrorContains(t, err, tc.want, tc.json)
	}
	_, err = parse(context.Background(), "a.json", []byte(`{"size": 4, "apart": []}`), builtin)
	assert.ErrorContains(t, err, "apart: no rule of this program reads this key", "the built-in kinds have none such")
}

// Forms that cannot be read as they say are refused before any puzzle is.
func TestNewFormsErrors(t *testing.T) {
	with := func(fm *constraint.FPuzzlesForm) []*constraint.Kind {
		k := apart()
		k.FPuzzles = fm
		return append(constraint.All(), k)
	}
	fields := []constraint.FPuzzlesField{{Field: "cells", Arg: "cells"}}
	pencil := []constraint.FPuzzlesField{{Field: "cell", Arg: "cells"}, {Field: "givenPencilMarks", Arg: "by"}}
	for _, tc := range []struct {
		name  string
		kinds []*constraint.Kind
		want  string
	}{
		{"a kind's key", with(&constraint.FPuzzlesForm{Key: "killercage", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key killercage of the kind apart is read already"},
		{"a key of the puzzle", with(&constraint.FPuzzlesForm{Key: "grid", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key grid of the kind apart is read already"},
		{"a cosmetic key", with(&constraint.FPuzzlesForm{Key: "cage", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key cage of the kind apart only draws: cages without a rule only draw"},
		{"an unknown field", with(&constraint.FPuzzlesForm{Key: "apart", Shape: constraint.FPuzzlesEntry, Fields: []constraint.FPuzzlesField{{Field: "colour", Arg: "by"}}}), `the f-puzzles form of apart names the field "colour", which its entries have not`},
		{"lines without lines", with(&constraint.FPuzzlesForm{Key: "apart", Shape: constraint.FPuzzlesLines, Fields: fields}), `the f-puzzles form of apart needs the field "lines"`},
		{"an unknown negative", with(&constraint.FPuzzlesForm{Key: "apart", Shape: constraint.FPuzzlesNegative}), "the kind apart is the negative rule apart, which f-puzzles has not"},
		{"marks no kind reads", with(&constraint.FPuzzlesForm{Shape: constraint.FPuzzlesMarks, Marks: []constraint.FPuzzlesMark{{Arg: "cells", Key: "teleport"}}}), "the marks cells of the kind apart are written under teleport, which no kind reads"},
		{"two kinds of pencil marks", with(&constraint.FPuzzlesForm{Shape: constraint.FPuzzlesPencilMarks, Fields: pencil}), "the kinds allowed and apart both read the grid's pencil marks"},
		{"no form", with(nil), "the kind apart has no f-puzzles form"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := newForms(tc.kinds)
			assert.EqualError(t, err, tc.want)
		})
	}
}
