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
