package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
)

func TestNonConsecutiveSound(t *testing.T) {
	rules := alone(constraint.NewNonConsecutive)
	// A random grid of 9x9 takes seconds to find: the rule leaves few.
	checkWhole(t, "6x6", 20, 0.15, rules)
}

func TestNonConsecutiveCheck(t *testing.T) {
	r := builtin(t, "classic", wholeBoard(builtin(t, "classic"), constraint.NewNonConsecutive()))
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"two apart", []string{"r1c1=3", "r1c2=5"}, ""},
		{"diagonal", []string{"r1c1=3", "r2c2=4"}, ""},
		{"across", []string{"r4c4=3", "r4c5=4"}, "non-consecutive: r4c4 holds 3 and r4c5 holds 4, but neighbours may not differ by 1"},
		{"down", []string{"r8c9=9", "r9c9=8"}, "non-consecutive: r8c9 holds 9 and r9c9 holds 8, but neighbours may not differ by 1"},
	})
	assert.Empty(t, constraint.NewNonConsecutive().Cells(), "its cells are the board's, found when bound")
	assert.Len(t, r.Constraints[0].Cells(), 81)
	assert.Nil(t, constraint.NonConsecutive.Read(&fakeArgs{})[0].Cells())
}

func TestNonConsecutiveExplain(t *testing.T) {
	r := builtin(t, "classic", wholeBoard(builtin(t, "classic"), constraint.NewNonConsecutive()))
	assert.Equal(t, "non-consecutive: neighbours may not differ by 1, and all that a neighbour has left would do so with these: 4 6 leave r4c5, 4 6 leave r5c4, 4 6 leave r5c6, 4 6 leave r6c5",
		explain(t, r, 0, "r5c5=5"))
	assert.Equal(t, "non-consecutive: neighbours may not differ by 1, which leaves a cell no value",
		explain(t, r, 0, "r5c5=5", "r5c6=4 6"))
}
