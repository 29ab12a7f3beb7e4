package fpuzzles

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
)

// fixedRule is the rule kind of fixed cells, a kind this package has no
// line for: each cell of an item holds its value.
var fixedRule = &game.RuleKind{Name: "Fixed", Doc: "each cell holds the value", Difficulty: 1, Shape: game.ShapeCells}

// fixedKind is written fixed: {cells: [r1c1, r2c2], value: 3}, and in
// f-puzzles as the entry {"cells": ["R1C1", "R2C2"], "value": "3"} of
// "fixedcells".
func fixedKind() *constraint.Kind {
	return &constraint.Kind{
		Rule: fixedRule,
		FPuzzles: &constraint.FPuzzlesForm{Key: "fixedcells", Shape: constraint.FPuzzlesEntry, Fields: []constraint.FPuzzlesField{
			{Field: "cells", Arg: "cells"},
			{Field: "value", Arg: "value"},
		}},
		Key:     "fixed",
		Keys:    []string{"cells", "value"},
		Example: "fixed: {cells: [r1c1, r2c2], value: 3}",
		Read: func(a constraint.Args) []game.Constraint {
			cells, ok := a.Cells("cells")
			n, ok2 := a.Int("value")
			if !ok || !ok2 {
				return nil
			}
			if n < 1 {
				a.Errorf("value", "a value is 1 or more, not %d", n)
				return nil
			}
			return []game.Constraint{&fixed{cells: cells, n: n}}
		},
	}
}

type fixed struct {
	cells  []game.Pos
	n      int
	fields []int
}

func (c *fixed) Kind() *game.RuleKind { return fixedRule }
func (c *fixed) Name() string         { return fmt.Sprintf("fixed %d at %v", c.n, c.cells) }
func (c *fixed) Cells() []game.Pos    { return c.cells }
func (c *fixed) Bind(fields []int, _ *game.Rules) (game.Constraint, error) {
	b := *c
	b.fields = fields
	return &b, nil
}

func (c *fixed) Check(g game.Grid) error {
	for _, f := range c.fields {
		if v := g.Value(f); v != game.Empty && v != c.n-1 {
			return fmt.Errorf("a cell holds %d", v+1)
		}
	}
	return nil
}

func (c *fixed) Item() constraint.Item {
	return constraint.Item{Key: "fixed", Args: []constraint.Arg{{Key: "cells", Value: c.cells}, {Key: "value", Value: c.n}}}
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

// A kind with a form is read and written with no line of this package:
// its entries become its Read's argument, their problems reported at
// them, and its items entries again.
func TestNewKind(t *testing.T) {
	f, err := newForms(append(constraint.All(), fixedKind()))
	require.NoError(t, err)
	p, err := parse(context.Background(), "a.json", []byte(`{"size": 4, "fixedcells": [{"cells": ["R1C1", "R2C2"], "value": "3"}]}`), f)
	require.NoError(t, err)
	require.Len(t, p.Rules.Constraints, 1)
	assert.Equal(t, "fixed 3 at [r1c1 r2c2]", p.Rules.Constraints[0].Name())
	out, err := write(p, p.Rules, nil, f)
	require.NoError(t, err, "written and read back to the same rules")
	assert.Contains(t, string(out), `"fixedcells":[{"cells":["R1C1","R2C2"],"value":"3"}]`)
	for _, tc := range []struct{ json, want string }{
		{`{"size": 4, "fixedcells": [{"cells": ["R1C1"], "value": "x"}]}`, `a.json: fixedcells[0]: the value "x" is no whole number`},
		{`{"size": 4, "fixedcells": [{"cells": ["R1C1"], "value": "0"}]}`, "a.json: fixedcells[0]: a value is 1 or more, not 0"},
		{`{"size": 4, "fixedcells": [{"cells": ["R1C1"]}]}`, "a.json: fixedcells[0]: the entry has no value"},
		{`{"size": 4, "fixedcells": [{"cells": ["R9C1"], "value": "1"}]}`, "a.json: fixedcells[0]: R9C1 is off the 4x4 board"},
	} {
		_, err := parse(context.Background(), "a.json", []byte(tc.json), f)
		assert.ErrorContains(t, err, tc.want, tc.json)
	}
	_, err = Parse("a.json", []byte(`{"size": 4, "fixedcells": []}`))
	assert.ErrorContains(t, err, "fixedcells: no rule of this program reads this key", "the built-in kinds have none such")
	_, err = Write(p, p.Rules, nil)
	assert.ErrorContains(t, err, "fixed at r1c1: f-puzzles has no rule of kind fixed", "the built-in kinds have none such")
}

// A kind whose form says f-puzzles cannot hold it is refused with its
// reason when written, nothing dropped.
func TestWriteNoForm(t *testing.T) {
	k := fixedKind()
	k.FPuzzles = &constraint.FPuzzlesForm{None: "f-puzzles fixes cells by givens"}
	f, err := newForms(append(constraint.All(), k))
	require.NoError(t, err)
	r, err := game.NewRules("r", 4, 4, nil, values4(t), groups.Rows(groups.Square(4)), &fixed{cells: []game.Pos{{Row: 0, Col: 0}}, n: 2})
	require.NoError(t, err)
	_, err = write(&puzzle.Puzzle{Givens: game.EmptyGrid(16), Rules: r}, r, nil, f)
	assert.ErrorContains(t, err, "fixed at r1c1: f-puzzles has no rule of kind fixed: f-puzzles fixes cells by givens")
}

func values4(t *testing.T) *game.Values {
	v, err := game.NewValues([]string{"1", "2", "3", "4"})
	require.NoError(t, err)
	return v
}

// Forms that cannot be read as they say are refused before any puzzle is.
func TestNewFormsErrors(t *testing.T) {
	with := func(fm *constraint.FPuzzlesForm) []*constraint.Kind {
		k := fixedKind()
		k.FPuzzles = fm
		return append(constraint.All(), k)
	}
	fields := []constraint.FPuzzlesField{{Field: "cells", Arg: "cells"}}
	pencil := []constraint.FPuzzlesField{{Field: "cell", Arg: "cells"}, {Field: "givenPencilMarks", Arg: "value"}}
	for _, tc := range []struct {
		name  string
		kinds []*constraint.Kind
		want  string
	}{
		{"a kind's key", with(&constraint.FPuzzlesForm{Key: "killercage", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key killercage of the kind fixed is read already"},
		{"a key of the puzzle", with(&constraint.FPuzzlesForm{Key: "grid", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key grid of the kind fixed is read already"},
		{"a cosmetic key", with(&constraint.FPuzzlesForm{Key: "highlightConflicts", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key highlightConflicts of the kind fixed only draws: a setting of the editor"},
		{"a drawing's key", with(&constraint.FPuzzlesForm{Key: "cage", Shape: constraint.FPuzzlesEntry, Fields: fields}), "the f-puzzles key cage of the kind fixed is read already"},
		{"an unknown field", with(&constraint.FPuzzlesForm{Key: "fixedcells", Shape: constraint.FPuzzlesEntry, Fields: []constraint.FPuzzlesField{{Field: "colour", Arg: "value"}}}), `the f-puzzles form of fixed names the field "colour", which its entries have not`},
		{"lines without lines", with(&constraint.FPuzzlesForm{Key: "fixedcells", Shape: constraint.FPuzzlesLines, Fields: fields}), `the f-puzzles form of fixed needs the field "lines"`},
		{"an unknown negative", with(&constraint.FPuzzlesForm{Key: "fixedcells", Shape: constraint.FPuzzlesNegative}), "the kind fixed is the negative rule fixedcells, which f-puzzles has not"},
		{"marks no kind reads", with(&constraint.FPuzzlesForm{Shape: constraint.FPuzzlesMarks, Marks: []constraint.FPuzzlesMark{{Arg: "cells", Key: "teleport"}}}), "the marks cells of the kind fixed are written under teleport, which no kind reads"},
		{"two kinds of pencil marks", with(&constraint.FPuzzlesForm{Shape: constraint.FPuzzlesPencilMarks, Fields: pencil}), "the kinds allowed and fixed both read the grid's pencil marks"},
		{"no form", with(nil), "the kind fixed has no f-puzzles form"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := newForms(tc.kinds)
			assert.EqualError(t, err, tc.want)
		})
	}
}
