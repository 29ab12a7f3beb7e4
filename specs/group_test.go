package specs

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const tooManyCells = "cells in all, more than the 1048576 a spec may have: use fewer or smaller groups"

// groupItems returns a 128x128 spec whose groups are first and then item
// n times, one per line from line 4 on.
func groupItems(first, item string, n int) string {
	var b strings.Builder
	b.WriteString("size: 128x128\nvalues: 1-64\ngroups:\n")
	if first != "" {
		b.WriteString("  - " + first + "\n")
	}
	for range n {
		b.WriteString("  - " + item + "\n")
	}
	return b.String()
}

// cellList returns n cells of the first row, as a flow list.
func cellList(n int) string {
	cells := make([]string, n)
	for i := range cells {
		cells[i] = "r1c" + strconv.Itoa(i%128+1)
	}
	return "[" + strings.Join(cells, ", ") + "]"
}

// The groups of a spec hold at most MaxGroupCells cells in all, counted
// before each item of groups makes its groups: of every kind, as many
// items as fit are read and the next one is refused.
func TestGroupCellBound(t *testing.T) {
	region := "[" + strings.Repeat(strings.Repeat("a", 128)+", ", 127) + strings.Repeat("a", 128) + "]"
	tests := []struct {
		name, in string
		line     int // of the item refused
		cells    int // the groups would hold with it
	}{
		{"rows", groupItems("", "rows", 70), 3 + 65, 65 * 16384},
		{"columns", groupItems("", "columns", 65), 3 + 65, 65 * 16384},
		{"diagonals", groupItems("", "diagonals", 4097), 3 + 4097, 4097 * 256},
		{"boxes", groupItems("", "boxes: 8x8", 65), 3 + 65, 65 * 16384},
		{"disjoint", groupItems("", "disjoint: 8x8", 65), 3 + 65, 65 * 16384},
		{"grid", groupItems("", "grid: {size: 128x128, box: 8x8}", 22), 3 + 22, 22 * 3 * 16384},
		{"windows", groupItems("", "windows: {size: 128x128, corners: [r1c1"+strings.Repeat(", r1c1", 64)+"]}", 1), 4, 65 * 16384},
		{"cells", groupItems("", "rows", 60) + "  - cells: " + cellList(70000) + "\n", 3 + 61, 60*16384 + 70000},
		{"regions", groupItems("regions: &m {partial: true, map: "+region+"}", "regions: *m", 64), 3 + 65, 65 * 16384},
		{"after other kinds", groupItems("rows", "grid: {size: 128x128, box: 8x8}", 22), 3 + 1 + 22, 16384 + 22*3*16384},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("s.yaml", []byte(tt.in))
			got := positioned(t, err)
			require.Len(t, got, 1, "%v", err)
			assert.Equal(t, tt.line, got[0].Pos.Line)
			assert.Equal(t, "with this item the groups would hold "+strconv.Itoa(tt.cells)+" "+tooManyCells, got[0].Msg)
		})
	}
}

// The bound counts the groups a spec inherits.
func TestGroupCellBoundInherited(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "parent.yaml"), []byte(groupItems("", "rows", 40)), 0o644))
	child := filepath.Join(dir, "child.yaml")
	require.NoError(t, os.WriteFile(child, []byte("extends: parent.yaml\ngroups:\n"+strings.Repeat("  - columns\n", 30)), 0o644))
	_, err := Load(child)
	got := positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, child+":27:5", got[0].Pos.String())
	assert.Equal(t, "with this item the groups would hold "+strconv.Itoa(65*16384)+" "+tooManyCells, got[0].Msg)
}

// One short item of many large windows is refused before any window is
// made: 20,000 corners of 128x128 windows would be 327,680,000 cells, some
// 5 GB, from a spec of 120 KB.
func TestGroupCellBoundBeforeMaking(t *testing.T) {
	in := groupItems("", "windows: {size: 128x128, corners: [r1c1"+strings.Repeat(", r1c1", 19999)+"]}", 1)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Parse("s.yaml", []byte(in))
	runtime.ReadMemStats(&after)
	got := positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, "with this item the groups would hold 327680000 "+tooManyCells, got[0].Msg)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(100<<20), "bytes allocated to read a spec of %d bytes", len(in))
}

// A spec whose only group is bad gets the group's error, not "the spec
// has no groups".
func TestOnlyGroupBad(t *testing.T) {
	only := func(group string) string { return "size: 9x9\nvalues: 1-9\ngroups:\n  - " + group + "\n" }
	testOneError(t, []oneError{
		{"boxes that do not tile", only("boxes: 4x4"), "4:12", "boxes of 4x4 do not tile a 9x9 grid"},
		{"disjoint boxes that do not tile", only("disjoint: 2x2"), "4:15", "boxes of 2x2 do not tile a 9x9 grid"},
		{"a grid off the board", only("grid: {at: r5c5, size: 9x9, box: 3x3}"), "4:11", "the grid of 9x9 at r5c5 runs off the 9x9 board"},
		{"a grid without boxes", only("grid: {at: r1c1, size: 9x9}"), "4:11", "the grid needs a box size"},
		{"a region map of too few rows", "size: 4x4\nvalues: 1-4\ngroups:\n  - regions: |\n      aabb\n      aabb\n      ccdd\n", "4:14", "the region map has 3 lines but the board has 4 rows"},
		{"windows off the board", only("windows: {corners: [r8c8], size: 3x3}"), "4:25", "runs off"},
	})
}
