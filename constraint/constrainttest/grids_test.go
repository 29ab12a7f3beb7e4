package constrainttest_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
)

// TestGrids4: there are 288 4x4 Sudoku grids, all different, each of
// whose rows, columns and boxes hold 1 to 4 once.
func TestGrids4(t *testing.T) {
	grids := constrainttest.Grids4()
	assert.Len(t, grids, 288)
	seen := map[[16]int]bool{}
	for _, g := range grids {
		assert.False(t, seen[g], "a grid twice")
		seen[g] = true
		for i := range 4 {
			var row, col, box [5]int
			for j := range 4 {
				row[g[i*4+j]]++
				col[g[j*4+i]]++
				box[g[(i/2*2+j/2)*4+i%2*2+j%2]]++
			}
			assert.Equal(t, [5]int{0, 1, 1, 1, 1}, row)
			assert.Equal(t, [5]int{0, 1, 1, 1, 1}, col)
			assert.Equal(t, [5]int{0, 1, 1, 1, 1}, box)
		}
	}
}
