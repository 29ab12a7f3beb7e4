package specs

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A spec that extends another and changes its rules is not described by
// the parent's description: by its own, or by what it adds.
func TestExtendsDescription(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "mine.yaml"), []byte("extends: x\nname: mine\ngroups:\n  - cells: [r1c1, r5c5]\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "base.yaml"), []byte("size: 2x3\nvalues: 1-3\ngroups:\n  - cells: [r1c1, r1c2, r1c3]\n"), 0o644))
	tests := []struct{ name, in, want string }{
		{"windows", "extends: classic\nname: hyper\ngroups:\n  - windows: hyper\n", "classic with 4 extra windows"},
		{"two kinds", "extends: classic\ngroups:\n  - diagonals\n  - windows: {corners: [r2c2], size: 3x3}\n", "classic with 2 extra diagonals and 1 extra window"},
		{"cells", "extends: classic\ngroups:\n  - cells: [r1c1, r5c5]\n  - cells: [r1c2, r5c6]\n", "classic with 2 extra groups of cells"},
		{"values", "extends: classic\nvalues: A-I\n", "classic with the values A-I"},
		{"value list", "extends: 4x4\nvalues: [red, green, blue, gold]\n", "4x4 with the values red green blue gold"},
		{"holes", "extends: base.yaml\nholes: [..., ..#]\n", "base with 1 hole"},
		{"groups, values and holes", "extends: base.yaml\nvalues: a, b, c\nholes: [..., \"#.#\"]\ngroups:\n  - cells: [r2c2]\n", "base with 1 extra group of cells, the values a b c and 2 holes"},
		{"rules", "extends: classic\nconstraints:\n  - killer: {cells: [r1c1, r1c2]}\n  - xsum: {clue: r0c1, sum: 6}\n  - killer: {cells: [r2c1, r2c2]}\n  - antiknight\n", "classic with 2 killer cage constraints, 1 X-sum constraint and 1 anti-knight constraint"},
		{"own description", "extends: classic\ndescription: Mine.\ngroups:\n  - diagonals\n", "Mine."},
		{"same rules", "extends: classic\nname: again\n", "Classic 9x9 Sudoku with rows, columns and 3x3 boxes."},
		{"no groups added", "extends: classic\ngroups: []\n", "Classic 9x9 Sudoku with rows, columns and 3x3 boxes."},
		{"a file", "extends: mine.yaml\ngroups:\n  - diagonals\n", "mine with 2 extra diagonals"},
		{"a file that adds", "extends: mine.yaml\nname: child\n", "x with 1 extra group of cells"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse(filepath.Join(dir, "child.yaml"), []byte(tt.in))
			require.NoError(t, err)
			assert.Equal(t, tt.want, s.Description)
		})
	}
}
