package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckSolution(t *testing.T) {
	vals, err := NewValues([]string{"a", "b"})
	require.NoError(t, err)
	// A 2x2 Latin square: rows and columns.
	cells := func(ps ...Pos) []Pos { return ps }
	gs := []GroupSpec{
		{Name: "row 1", Cells: cells(Pos{0, 0}, Pos{0, 1})},
		{Name: "row 2", Cells: cells(Pos{1, 0}, Pos{1, 1})},
		{Name: "column 1", Cells: cells(Pos{0, 0}, Pos{1, 0})},
		{Name: "column 2", Cells: cells(Pos{0, 1}, Pos{1, 1})},
	}
	r, err := NewRules("latin2", 2, 2, nil, vals, gs)
	require.NoError(t, err)
	tests := []struct {
		name         string
		grid, givens []int
		want         string
	}{
		{"good", []int{0, 1, 1, 0}, []int{0, Empty, Empty, Empty}, ""},
		{"good without givens", []int{1, 0, 0, 1}, nil, ""},
		{"short", []int{0, 1, 1}, nil, "the solution has 3 fields, the board 4"},
		{"empty field", []int{0, 1, Empty, 0}, nil, "r2c1 holds no value"},
		{"changed given", []int{1, 0, 0, 1}, []int{0, Empty, Empty, Empty}, "r1c1 holds b but the given is a"},
		{"repeat in a row", []int{0, 0, 1, 1}, nil, "r1c1 and r1c2 both hold a in row 1"},
		{"repeat in a column", []int{0, 1, 0, 1}, nil, "r1c1 and r2c1 both hold a in column 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := r.CheckSolution(tt.grid, tt.givens)
			if tt.want == "" {
				assert.NoError(t, err)
			} else {
				assert.EqualError(t, err, tt.want)
			}
		})
	}
}

// TestRepeats: every field that repeats a value of its group is found,
// with the group and the first field to hold the value; empty fields
// repeat nothing; found returning false stops the search.
func TestRepeats(t *testing.T) {
	vals, err := NewValues([]string{"a", "b", "c"})
	require.NoError(t, err)
	gs := []GroupSpec{
		{Name: "row", Cells: []Pos{{0, 0}, {0, 1}, {0, 2}}},
		{Name: "diagonal", Cells: []Pos{{0, 2}, {1, 1}, {2, 0}}},
	}
	r, err := NewRules("t", 3, 3, nil, vals, gs)
	require.NoError(t, err)
	grid := EmptyGrid(9)
	grid[0], grid[1], grid[2] = 1, 1, 1 // b three times in the row
	grid[4], grid[6] = 2, 1             // the diagonal: b at r1c3 and r3c1
	type hit struct{ group, first, f int }
	var got []hit
	r.Repeats(grid, func(g, first, f int) bool {
		got = append(got, hit{g, first, f})
		return true
	})
	assert.Equal(t, []hit{{0, 0, 1}, {0, 0, 2}, {1, 2, 6}}, got)
	n := 0
	r.Repeats(grid, func(int, int, int) bool { n++; return false })
	assert.Equal(t, 1, n, "false stops it")
	r.Repeats(EmptyGrid(9), func(int, int, int) bool { t.Fatal("an empty grid repeats nothing"); return false })
}
