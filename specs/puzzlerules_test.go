package specs_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

const killerSpec = `name: killers
extends: 4x4
constraints:
  - killer: {cells: [r4c4]}
puzzles:
  - name: plain
    givens: "1..............."
  - name: caged
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
      - killer: {cells: [r1c3, r1c4], sum: 7}
  - name: caged with givens
    givens: "1..............."
    constraints:
      - killer: {cells: [r1c1, r2c1], sum: 4}
`

// TestPuzzleConstraints: a puzzle's constraints make rules of its own, the
// spec's with them; a puzzle of constraints alone has no givens.
func TestPuzzleConstraints(t *testing.T) {
	sp, err := specs.Parse("killers.yaml", []byte(killerSpec))
	require.NoError(t, err)
	require.Len(t, sp.Puzzles, 3)
	assert.Nil(t, sp.Puzzles[0].Rules, "a puzzle without constraints plays by the spec")
	caged := sp.Puzzles[1]
	require.NotNil(t, caged.Rules)
	require.Len(t, caged.Rules.Constraints, 3, "the spec's cage, then the puzzle's two")
	assert.Equal(t, "cage r4c4", caged.Rules.Constraints[0].Name())
	assert.Equal(t, "cage 3 at r1c1 r1c2", caged.Rules.Constraints[1].Name())
	assert.Equal(t, "................", caged.Givens)
	assert.Equal(t, "killers.yaml:8:5", caged.Pos.String())
	assert.Len(t, sp.Rules.Constraints, 1, "the spec's rules keep the spec's constraints alone")
	assert.Len(t, sp.Puzzles[2].Rules.Constraints, 2)
	assert.Contains(t, sp.Format(), "  caged at killers.yaml:8:5\n    constraints of its own: 2\n      cage 3 at r1c1 r1c2 (KillerCage): r1c1 r1c2\n")

	moved, err := sp.WithValues("1 2 3 4")
	require.NoError(t, err)
	require.NotNil(t, moved.Puzzles[1].Rules)
	assert.Len(t, moved.Puzzles[1].Rules.Constraints, 3, "the puzzle's rules in the new values")
	assert.NotSame(t, sp.Puzzles[1].Rules, moved.Puzzles[1].Rules)
	_, err = sp.WithValues("5-8")
	assert.ErrorContains(t, err, `--values 5-8: puzzle "caged": constraint 2: no 2 different values add up to 3`, "other numbers make other sums")
	_, err = sp.WithValues("a b c d")
	assert.ErrorContains(t, err, "the values are not all whole numbers")
}

func TestPuzzleConstraintErrors(t *testing.T) {
	bad := `extends: 4x4
puzzles:
  - constraints:
      - killer: {cells: [r1c1, r1c2], sum: 30}
      - killr: {cells: [r1c3]}
  - constraints: 7
`
	_, err := specs.Parse("bad.yaml", []byte(bad))
	require.Error(t, err)
	msg := err.Error()
	assert.Contains(t, msg, `bad.yaml:5:9: unknown constraint kind "killr"`)
	assert.Contains(t, msg, "bad.yaml:6:18: constraints are a list")
	_, err = specs.Parse("bad.yaml", []byte("extends: 4x4\npuzzles:\n  - constraints:\n      - killer: {cells: [r1c1, r1c2], sum: 30}\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bad.yaml:4:9: no 2 different values add up to 30", "at the puzzle's constraint")
}
