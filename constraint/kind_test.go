package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
)

func TestValidate(t *testing.T) {
	good := constrainttest.Apart
	noKey := *good
	noKey.Key = ""
	upper := *good
	upper.Key = "Apart"
	noRule := *good
	noRule.Key, noRule.Rule = "norule", nil
	noDoc := *good
	noDoc.Key, noDoc.Rule = "nodoc", &game.RuleKind{Name: "NoDoc", Title: "No doc", Difficulty: 1}
	noTitle := *good
	noTitle.Key, noTitle.Rule = "notitle", &game.RuleKind{Name: "NoTitle", Doc: "a doc", Difficulty: 1}
	noRead := *good
	noRead.Key, noRead.Read = "noread", nil
	sameName := *good
	sameName.Key = "other"
	undeclaredRule := *good.Rule
	undeclaredRule.Name, undeclaredRule.Abilities = "Undeclared", 0
	undeclared := *good
	undeclared.Key, undeclared.Rule = "undeclared", &undeclaredRule
	noForm := *good
	noForm.Key, noForm.FPuzzles = "noform", nil
	formAndNone := *good
	formAndNone.Key, formAndNone.FPuzzles = "both", &constraint.FPuzzlesForm{Key: "apart", Shape: constraint.FPuzzlesEntry, None: "why"}
	noShape := *good
	noShape.Key, noShape.FPuzzles = "noshape", &constraint.FPuzzlesForm{Key: "apart"}
	badField := *good
	badField.Key, badField.FPuzzles = "badfield", &constraint.FPuzzlesForm{Key: "apart", Shape: constraint.FPuzzlesEntry,
		Fields: []constraint.FPuzzlesField{{Field: "value", Arg: "sum"}}}
	tests := []struct {
		name  string
		kinds []*constraint.Kind
		want  string
	}{
		{"good", []*constraint.Kind{good}, ""},
		{"none", nil, ""},
		{"nil", []*constraint.Kind{good, nil}, "constraint kind 2 of the list is nil"},
		{"no key", []*constraint.Kind{&noKey}, "constraint kind 1 of the list has no key of one lower-case word"},
		{"upper-case key", []*constraint.Kind{&upper}, "constraint kind 1 of the list has no key of one lower-case word"},
		{"no rule", []*constraint.Kind{&noRule}, "constraint kind norule has no rule kind with a name, a title, a doc and a difficulty"},
		{"no doc", []*constraint.Kind{&noDoc}, "constraint kind nodoc has no rule kind with a name, a title, a doc and a difficulty"},
		{"no title", []*constraint.Kind{&noTitle}, "constraint kind notitle has no rule kind with a name, a title, a doc and a difficulty"},
		{"no read", []*constraint.Kind{&noRead}, "constraint kind noread has no Read or no Example"},
		{"twice", []*constraint.Kind{good, good}, "constraint kind apart is listed twice"},
		{"same rule name", []*constraint.Kind{good, &sameName}, "constraint kind other has the rule name Apart of another"},
		{"undeclared abilities", []*constraint.Kind{&undeclared}, "constraint kind undeclared does not declare its rules' abilities (game.RuleKind.Abilities)"},
		{"no f-puzzles form", []*constraint.Kind{&noForm}, "constraint kind noform has no f-puzzles form: give one, or FPuzzlesForm{None: why f-puzzles cannot hold it}"},
		{"a form and none", []*constraint.Kind{&formAndNone}, "constraint kind both has an f-puzzles form and a reason for none"},
		{"a form of no shape", []*constraint.Kind{&noShape}, "constraint kind noshape has an f-puzzles form of no shape"},
		{"a field of no key", []*constraint.Kind{&badField}, `constraint kind badfield has an f-puzzles field "value" that gives no key of its argument ("sum")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := constraint.Validate(tt.kinds)
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			assert.EqualError(t, err, tt.want)
		})
	}
	assert.NoError(t, constraint.Validate(constraint.All()), "the built-in kinds")
}

// Every built-in kind says how f-puzzles writes it, or why it cannot: a
// new kind does not skip its f-puzzles form unseen.
func TestEveryKindHasAnFPuzzlesForm(t *testing.T) {
	for _, k := range constraint.All() {
		t.Run(k.Key, func(t *testing.T) {
			f := k.FPuzzles
			require.NotNil(t, f, "the kind's FPuzzles: its f-puzzles form, or FPuzzlesForm{None: why f-puzzles cannot hold it}")
			if f.None == "" {
				assert.NotZero(t, f.Shape, "a form has a shape")
			}
			assert.NoError(t, constraint.Validate([]*constraint.Kind{k}))
		})
	}
}

func TestLookup(t *testing.T) {
	kinds := append(constraint.All(), constrainttest.Kinds...)
	assert.Same(t, constrainttest.Apart, constraint.Lookup(kinds, "apart"))
	assert.Nil(t, constraint.Lookup(kinds, "Apart"), "keys are matched exactly")
	assert.Contains(t, constraint.Keys(kinds), "apart")
}
