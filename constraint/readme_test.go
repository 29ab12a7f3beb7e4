package constraint_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/specs"
)

// TestReadmeConstraints: the README's table of constraints has a row for
// each kind with its example, and its example spec reads.
func TestReadmeConstraints(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	readme := string(data)
	for _, k := range constraint.All() {
		assert.Contains(t, readme, "| "+k.Key+" | `- "+k.Example+"` | "+k.Rule.Doc+" |", "the README's row of %s", k.Key)
	}
	_, block, ok := strings.Cut(readme, "```yaml\nname: a killer\n")
	require.True(t, ok, "the README's example of a spec with constraints")
	block, _, ok = strings.Cut(block, "```")
	require.True(t, ok)
	sp, err := specs.Parse("README.md", []byte("name: a killer\n"+block))
	require.NoError(t, err)
	require.Len(t, sp.Puzzles, 1)
	assert.Len(t, sp.Rules.Constraints, 1, "anti-knight, the spec's")
	assert.Len(t, sp.Puzzles[0].Rules.Constraints, 3, "and the puzzle's cage and thermometer")
}
