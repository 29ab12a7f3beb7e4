package specs

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

func kinds(r *game.Rules) map[string]int {
	out := map[string]int{}
	for _, g := range r.Groups {
		out[g.Kind.String()]++
	}
	return out
}

func cellNames(r *game.Rules, g game.Group) []string {
	out := make([]string, len(g.Fields))
	for i, f := range g.Fields {
		out[i] = r.FieldName(f)
	}
	return out
}

func TestBuiltins(t *testing.T) {
	std := func(n int) map[string]int { return map[string]int{"row": n, "column": n, "box": n} }
	tests := []struct {
		name       string
		rows, cols int
		fields     int
		values     []string // first and last
		nvalues    int
		kinds      map[string]int
		group      string // a group and its cells
		cells      []string
	}{
		{"classic", 9, 9, 81, []string{"1", "9"}, 9, std(9), "box 5", []string{"r4c4", "r4c5", "r4c6", "r5c4", "r5c5", "r5c6", "r6c4", "r6c5", "r6c6"}},
		{"hyper", 9, 9, 81, []string{"1", "9"}, 9, map[string]int{"row": 9, "column": 9, "box": 9, "window": 4}, "window 4", []string{"r6c6", "r6c7", "r6c8", "r7c6", "r7c7", "r7c8", "r8c6", "r8c7", "r8c8"}},
		{"x", 9, 9, 81, []string{"1", "9"}, 9, map[string]int{"row": 9, "column": 9, "box": 9, "diagonal": 2}, "anti-diagonal", []string{"r1c9", "r2c8", "r3c7", "r4c6", "r5c5", "r6c4", "r7c3", "r8c2", "r9c1"}},
		{"disjoint", 9, 9, 81, []string{"1", "9"}, 9, map[string]int{"row": 9, "column": 9, "box": 9, "disjoint": 9}, "disjoint 1", []string{"r1c1", "r1c4", "r1c7", "r4c1", "r4c4", "r4c7", "r7c1", "r7c4", "r7c7"}},
		{"jigsaw", 9, 9, 81, []string{"1", "9"}, 9, map[string]int{"row": 9, "column": 9, "region": 9}, "region a", []string{"r1c1", "r1c2", "r2c1", "r2c2", "r3c1", "r3c2", "r4c1", "r5c1", "r6c1"}},
		{"4x4", 4, 4, 16, []string{"1", "4"}, 4, std(4), "box 2", []string{"r1c3", "r1c4", "r2c3", "r2c4"}},
		{"6x6", 6, 6, 36, []string{"1", "6"}, 6, std(6), "box 2", []string{"r1c4", "r1c5", "r1c6", "r2c4", "r2c5", "r2c6"}},
		{"8x8", 8, 8, 64, []string{"1", "8"}, 8, std(8), "box 3", []string{"r3c1", "r3c2", "r3c3", "r3c4", "r4c1", "r4c2", "r4c3", "r4c4"}},
		{"12x12", 12, 12, 144, []string{"1", "C"}, 12, std(12), "box 4", []string{"r4c1", "r4c2", "r4c3", "r4c4", "r5c1", "r5c2", "r5c3", "r5c4", "r6c1", "r6c2", "r6c3", "r6c4"}},
		{"16x16", 16, 16, 256, []string{"1", "G"}, 16, std(16), "row 16", nil},
		{"25x25", 25, 25, 625, []string{"A", "Y"}, 25, std(25), "column 25", nil},
		{"latin3", 3, 3, 9, []string{"1", "3"}, 3, map[string]int{"row": 3, "column": 3}, "column 2", []string{"r1c2", "r2c2", "r3c2"}},
		{"samurai", 21, 21, 369, []string{"1", "9"}, 9, map[string]int{"row": 45, "column": 45, "box": 41}, "row 1 of grid 3", []string{"r7c7", "r7c8", "r7c9", "r7c10", "r7c11", "r7c12", "r7c13", "r7c14", "r7c15"}},
		{"colors", 4, 4, 16, []string{"red", "gold"}, 4, std(4), "row 1", []string{"r1c1", "r1c2", "r1c3", "r1c4"}},
	}
	var names []string
	for _, tt := range tests {
		names = append(names, tt.name)
		t.Run(tt.name, func(t *testing.T) {
			s, err := Builtin(tt.name)
			require.NoError(t, err)
			r := s.Rules
			assert.Equal(t, tt.name, s.Name)
			assert.NotEmpty(t, s.Description)
			assert.Equal(t, "builtin/"+tt.name+".yaml", s.Source)
			assert.NotEmpty(t, s.Puzzles, "every built-in has a default puzzle")
			assert.Equal(t, tt.rows, r.Rows)
			assert.Equal(t, tt.cols, r.Cols)
			assert.Equal(t, tt.fields, r.NumFields())
			assert.Equal(t, tt.nvalues, r.NumValues())
			assert.Equal(t, tt.values[0], r.Values.Name(0))
			assert.Equal(t, tt.values[1], r.Values.Name(r.NumValues()-1))
			assert.Equal(t, tt.kinds, kinds(r))
			found := false
			for _, g := range r.Groups {
				// In every built-in each group holds every value once.
				assert.True(t, g.Complete, "group %s is complete", g.Name)
				assert.Len(t, g.Fields, r.NumValues(), "group %s", g.Name)
				if g.Name == tt.group {
					found = true
					if tt.cells != nil {
						assert.Equal(t, tt.cells, cellNames(r, g))
					}
				}
			}
			assert.True(t, found, "group %q", tt.group)
			for f := range r.NumFields() {
				assert.NotEmpty(t, r.FieldGroups(f), "field %s is in a group", r.FieldName(f))
			}
		})
	}
	assert.ElementsMatch(t, names, Names(), "every built-in is tested")
}

func TestSamuraiHoles(t *testing.T) {
	s, err := Builtin("samurai")
	require.NoError(t, err)
	r := s.Rules
	assert.Equal(t, 369, r.NumFields())
	assert.Equal(t, 441-369, r.Rows*r.Cols-r.NumFields())
	tests := []struct {
		cell string
		hole bool
		// groups of the field: its row, column and box in each grid it is
		// in; where two grids overlap their boxes are one, the second
		// dropped as a repeat
		groups int
	}{
		{"r1c1", false, 3},
		{"r1c10", true, 0},
		{"r10c1", true, 0},
		{"r11c11", false, 3},
		{"r7c7", false, 5}, // corner of grid 1's box 9 and grid 3's box 1
		{"r9c9", false, 5},
		{"r15c15", false, 5},
		{"r21c21", false, 3},
		{"r10c7", false, 3}, // only in the centre grid
	}
	for _, tt := range tests {
		t.Run(tt.cell, func(t *testing.T) {
			p, err := game.ParsePos(tt.cell)
			require.NoError(t, err)
			f := r.FieldAt(p)
			assert.Equal(t, tt.hole, f < 0)
			if f >= 0 {
				assert.Len(t, r.FieldGroups(f), tt.groups)
			}
		})
	}
}

// The four boxes where Samurai's grids overlap are declared twice, once by
// each grid: the repeats are dropped, with a note each.
func TestRepeatedGroupsDropped(t *testing.T) {
	s, err := Builtin("samurai")
	require.NoError(t, err)
	require.Len(t, s.Notes, 4)
	assert.Regexp(t, `^builtin/samurai\.yaml:\d+:\d+: box 1 of grid \d has the cells of box \d of grid \d \(builtin/samurai\.yaml:\d+:\d+\): dropped, as it adds nothing$`, s.Notes[0])

	sp, err := Parse("dup.yaml", []byte("size: 4x4\nvalues: 1-4\ngroups:\n  - rows\n  - columns\n  - boxes: 2x2\n  - cells: [r2c2, r1c1, r1c2, r2c1]\n"))
	require.NoError(t, err)
	assert.Len(t, sp.Rules.Groups, 12)
	assert.Equal(t, []string{"dup.yaml:7:5: cells 1 has the cells of box 1 (dup.yaml:6:5): dropped, as it adds nothing"}, sp.Notes)

	var many strings.Builder
	many.WriteString("size: 4x4\nvalues: 1-4\ngroups:\n  - rows\n  - columns\n")
	for range 15 {
		many.WriteString("  - rows\n")
	}
	sp, err = Parse("many.yaml", []byte(many.String()))
	require.NoError(t, err)
	require.Len(t, sp.Notes, 11)
	assert.Equal(t, "and 50 more groups dropped as repeats", sp.Notes[10])
}

func TestList(t *testing.T) {
	l := List()
	require.Len(t, l, len(Names()))
	for i, info := range l {
		assert.Equal(t, Names()[i], info.Name)
		assert.NotContains(t, info.Description, "broken")
	}
}

func TestBuiltinUnknown(t *testing.T) {
	_, err := Builtin("hyperr")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `did you mean "hyper"?`)
	_, err = Builtin("../specs/builtin/classic")
	assert.Error(t, err)
}
