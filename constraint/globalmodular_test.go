package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/specs"
)

func TestGlobalModularSound(t *testing.T) {
	rules := alone(constraint.NewGlobalModular)
	checkWhole(t, "6x6", 40, 0.25, rules)
	checkWhole(t, "classic", 3, 0.3, rules)
}

// TestGlobalModularCounts: the engine counts random puzzles under global
// modular as a counter that knows the rule as squaresKeep says it: none
// on 4x4, whose 2 and 3 cannot be in every square, some on 6x6.
func TestGlobalModularCounts(t *testing.T) {
	countWhole(t, []wholeCount{{"4x4", 20, 0.1}, {"6x6", 60, 0.25}}, constraint.NewGlobalModular, squaresKeep(remainder))
}

func TestGlobalModularCheck(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewGlobalModular())
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"all three", []string{"r1c1=1", "r1c2=2", "r2c1=3", "r2c2=4"}, ""},
		{"no 0", []string{"r1c1=1", "r1c2=2", "r2c1=5", "r2c2=4"}, "global modular: the square r1c1-r2c2 holds 1 2 5 4 and no value leaving 0 divided by 3, but needs values leaving 0, 1 and 2 divided by 3"},
		{"only 1", []string{"r1c1=1", "r1c2=4", "r2c1=7", "r2c2=1"}, "global modular: the square r1c1-r2c2 holds 1 4 7 1 and no value leaving 0 or 2 divided by 3, but needs values leaving 0, 1 and 2 divided by 3"},
		{"three of 0, one left", []string{"r5c5=3", "r5c6=6", "r6c5=9"}, "global modular: the square r5c5-r6c6 holds 3 6 9, all leaving 0 divided by 3, and has one cell left, but needs values leaving 0, 1 and 2 divided by 3"},
		{"two of 0, two left", []string{"r5c5=3", "r6c6=6"}, ""},
	})
}

func TestGlobalModularErrors(t *testing.T) {
	checkErrors(t, "colors", []errorTest{
		{"words", "- globalmodular", "", "the values are not all whole numbers"},
	})
	_, err := specs.Parse("two.yaml", []byte("size: 2x2\nvalues: [1, 4]\ngroups: [rows]\nconstraints:\n  - globalmodular\n"))
	assert.ErrorContains(t, err, "two.yaml:5:5: ")
	assert.ErrorContains(t, err, "no value leaves 0 divided by 3, and every 2x2 square needs one value of each remainder")
}

func TestGlobalModularExplain(t *testing.T) {
	r := rulesOf(t, "classic", constraint.NewGlobalModular())
	text, elims := explainMove(t, r, "r1c1=1 r1c2=4 r2c1=2")
	assert.Equal(t, []string{"r2c2-5", "r2c2-7", "r2c2-8"}, elims, "1 2 4 leave r2c2 by its groups")
	assert.Equal(t, "global modular: every 2x2 square needs values leaving 0, 1 and 2 divided by 3; in r1c1-r2c2, r1c1 r1c2 can only leave 1, r2c1 2, so 5 7 8 leave r2c2", text)
	assert.Equal(t, "global modular: every 2x2 square needs values leaving 0, 1 and 2 divided by 3, but in r4c4-r5c5, r4c4 r4c5 r5c4 can only leave 1, r5c5 1 or 2",
		explain(t, r, 0, "r4c4=1 4", "r4c5=4 7", "r5c4=1 7", "r5c5=1 5"))
}

// TestGlobalModularItem: the rule writes as its item.
func TestGlobalModularItem(t *testing.T) {
	items, err := constraint.Items(parseOne(t, "classic", constraint.GlobalModular.Example).Constraints)
	require.NoError(t, err)
	require.Len(t, items, 1)
	assert.Equal(t, "globalmodular", items[0].String())
	assert.Equal(t, constraint.StyleGlobal, constraint.GlobalModular.Draw.Style)
}

// TestGlobalModularExample solves the global mod 3 puzzle among
// Interactive Sudoku Solver's examples (data/example_puzzles.js, "Global
// mod 3": cages, X and V beside the rule) to the solution given there.
func TestGlobalModularExample(t *testing.T) {
	solvesAs(t, `extends: classic
constraints:
  - globalmodular
puzzles:
  - name: Global mod 3
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 15}
      - killer: {cells: [r1c4, r2c4], sum: 6}
      - killer: {cells: [r3c1, r4c1], sum: 7}
      - killer: {cells: [r8c6, r9c6], sum: 12}
      - killer: {cells: [r8c7, r8c8], sum: 8}
      - xv: {x: [[r1c7, r2c7], [r5c4, r6c4], [r5c5, r6c5], [r8c3, r9c3]], v: [[r4c4, r4c5], [r5c7, r6c7]]}
`, "", "879162354621543798435987216387419562196235487254876139943621875518794623762358941")
}
