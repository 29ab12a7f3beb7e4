package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
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

func TestLookup(t *testing.T) {
	kinds := append(constraint.All(), constrainttest.Kinds...)
	assert.Same(t, constrainttest.Apart, constraint.Lookup(kinds, "apart"))
	assert.Nil(t, constraint.Lookup(kinds, "Apart"), "keys are matched exactly")
	assert.Contains(t, constraint.Keys(kinds), "apart")
}
