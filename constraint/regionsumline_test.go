package constraint_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// boxOf returns the box of cell p in r, or -1.
func boxOf(r *game.Rules, p game.Pos) int {
	for _, g := range r.FieldGroups(r.FieldAt(p)) {
		if r.Groups[g].Kind == game.GroupBox {
			return g
		}
	}
	return -1
}

// segmentSums returns the sums in grid of the runs of cells of one box.
func segmentSums(r *game.Rules, grid []int, cells []game.Pos) []int {
	var sums []int
	for i, p := range cells {
		if i == 0 || boxOf(r, p) != boxOf(r, cells[i-1]) {
			sums = append(sums, 0)
		}
		sums[len(sums)-1] += value(r, grid, p)
	}
	return sums
}

// regionSumLines lays lines of two segments or more whose segments add up
// to the same total in grid.
var regionSumLines = layLines(4, 2, 6, func(r *game.Rules, grid []int, n int, line []game.Pos, next game.Pos) bool {
	sums := segmentSums(r, grid, append(line[:len(line):len(line)], next))
	k := len(sums)
	for _, s := range sums[:k-1] {
		if s != sums[0] {
			return false
		}
	}
	if len(line)+1 == n {
		return k > 1 && sums[k-1] == sums[0]
	}
	return k == 1 || sums[k-1] < sums[0]
}, constraint.NewRegionSumLine)

func TestRegionSumLineSound(t *testing.T) {
	checkLines(t, regionSumLines)
}

func TestRegionSumLineCheck(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewRegionSumLine(cells(t, "r1c2 r1c3 r2c4 r3c4")))
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c2=4 r1c3=1 r2c4=3 r3c4=4", ""},
		{"r1c2=4 r1c3=2", ""},
		{"r1c2=4 r1c3=1 r2c4=2", "region sum line r1c2-r1c3-r2c4-r3c4: its segment r1c2 adds up to 4 but r1c3 r2c4 adds up to 3"},
		{"r1c3=1 r2c4=2 r3c4=4", "region sum line r1c2-r1c3-r2c4-r3c4: its segment r1c3 r2c4 adds up to 3 but r3c4 adds up to 4"},
	})
}

func TestRegionSumLineErrors(t *testing.T) {
	errorTable(t, "latin3", []lineErrorTest{
		{"no boxes", "- regionsumline: {cells: [r1c1, r1c2]}", "l.yaml:3:5: the board has no boxes or regions to cut the line into segments"},
	})
	errorTable(t, "classic", []lineErrorTest{
		{"gap", "- regionsumline: {cells: [r1c1, r1c2, r3c3]}", "l.yaml:3:28: r1c2 and r3c3 are next to each other on the line but do not touch"},
	})
}

func TestRegionSumLineExplain(t *testing.T) {
	r := rulesOf(t, "4x4", constraint.NewRegionSumLine(cells(t, "r1c2 r1c3 r2c4")))
	text, elims := explainMove(t, r, "r1c2=3")
	assert.Equal(t, []string{"r1c3-4", "r2c4-3", "r2c4-4"}, elims)
	assert.Equal(t, "region sum line r1c2-r1c3-r2c4: its segments r1c2, r1c3 r2c4 add up to one total; with the totals they can all make, 4 leaves r1c3, 3 4 leave r2c4", text)
}

// TestRegionSumLineDistinct: a segment lies in one box, so its cells hold
// different values, and a segment of two cells makes 3 or more: the one
// cell of the other segment loses 1 and 2. On boards of more values than
// the sets of values are read for, values may repeat in the reasoning (2
// stays); the box keeps them apart all the same.
func TestRegionSumLineDistinct(t *testing.T) {
	tests := []struct {
		spec string // the spec, its line last
		cell string
		want []int // the numbers left in cell
	}{
		{"extends: classic\nconstraints: [regionsumline: {cells: [r1c3, r1c4, r1c5]}]", "r1c3", []int{3, 4, 5, 6, 7, 8, 9}},
		{"extends: classic\nconstraints: [regionsumline: {cells: [r1c4, r1c5, r1c6, r1c7]}]", "r1c7", []int{6, 7, 8, 9}},
		{"extends: 16x16\nvalues: 1-16\nconstraints: [regionsumline: {cells: [r1c4, r1c5, r1c6]}]", "r1c4", []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}},
	}
	for _, tt := range tests {
		t.Run(tt.spec, func(t *testing.T) {
			sp, err := specs.Parse("l.yaml", []byte(tt.spec))
			require.NoError(t, err)
			r := sp.Rules
			b := game.NewBoard(r)
			var found game.Found
			require.True(t, r.Constraints[len(r.Constraints)-1].(game.Propagator).Propagate(b, &found))
			for _, c := range found.Eliminate {
				b.Eliminate(c.Field, c.Value)
			}
			var got []int
			f := r.FieldAt(cells(t, tt.cell)[0])
			for v := b.Candidates(f); v != 0; v &= v - 1 {
				got = append(got, r.Values.Number(v.Lowest()))
			}
			assert.Equal(t, tt.want, got)
		})
	}
}
