package groups

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

// cells writes the cells of g as "r1c1 r1c2 ...".
func cells(g game.GroupSpec) string {
	s := make([]string, len(g.Cells))
	for i, p := range g.Cells {
		s[i] = p.String()
	}
	return strings.Join(s, " ")
}

type want struct {
	name, kind, cells string
}

func check(t *testing.T, gs []game.GroupSpec, count int, some ...want) {
	t.Helper()
	require.Len(t, gs, count)
	for _, w := range some {
		found := false
		for _, g := range gs {
			if g.Name == w.name {
				found = true
				assert.Equal(t, w.kind, g.Kind.String(), w.name)
				assert.Equal(t, w.cells, cells(g), w.name)
			}
		}
		assert.True(t, found, "group %q", w.name)
	}
}

func TestRowsColumns(t *testing.T) {
	tests := []struct {
		name string
		a    Area
		rows []want
		cols []want
	}{
		{"square", Square(3), []want{{"row 2", "row", "r2c1 r2c2 r2c3"}}, []want{{"column 3", "column", "r1c3 r2c3 r3c3"}}},
		{"offset", Area{Row: 2, Col: 1, Rows: 2, Cols: 3}, []want{{"row 1", "row", "r3c2 r3c3 r3c4"}}, []want{{"column 1", "column", "r3c2 r4c2"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			check(t, Rows(tt.a), tt.a.Rows, tt.rows...)
			check(t, Columns(tt.a), tt.a.Cols, tt.cols...)
		})
	}
}

func TestBoxes(t *testing.T) {
	tests := []struct {
		name    string
		a       Area
		h, w    int
		count   int
		some    []want
		wantErr bool
	}{
		{"3x3 on 9x9", Square(9), 3, 3, 9, []want{{"box 5", "box", "r4c4 r4c5 r4c6 r5c4 r5c5 r5c6 r6c4 r6c5 r6c6"}}, false},
		{"2x3 on 6x6", Square(6), 2, 3, 6, []want{{"box 2", "box", "r1c4 r1c5 r1c6 r2c4 r2c5 r2c6"}, {"box 3", "box", "r3c1 r3c2 r3c3 r4c1 r4c2 r4c3"}}, false},
		{"offset", Area{Row: 1, Col: 1, Rows: 2, Cols: 2}, 1, 2, 2, []want{{"box 2", "box", "r3c2 r3c3"}}, false},
		{"not tiling", Square(9), 2, 3, 0, nil, true},
		{"zero", Square(9), 0, 3, 0, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gs, err := Boxes(tt.a, tt.h, tt.w)
			if tt.wantErr {
				assert.Error(t, err)
				return
			}
			require.NoError(t, err)
			check(t, gs, tt.count, tt.some...)
		})
	}
}

func TestWindows(t *testing.T) {
	gs := Windows(HyperCorners, 3, 3)
	check(t, gs, 4,
		want{"window 1", "window", "r2c2 r2c3 r2c4 r3c2 r3c3 r3c4 r4c2 r4c3 r4c4"},
		want{"window 2", "window", "r2c6 r2c7 r2c8 r3c6 r3c7 r3c8 r4c6 r4c7 r4c8"},
		want{"window 3", "window", "r6c2 r6c3 r6c4 r7c2 r7c3 r7c4 r8c2 r8c3 r8c4"},
	)
	check(t, Windows([]game.Pos{{Row: 0, Col: 0}}, 1, 2), 1, want{"window 1", "window", "r1c1 r1c2"})
	assert.Empty(t, Windows(nil, 3, 3))
}

func TestDiagonals(t *testing.T) {
	gs, err := Diagonals(Square(4))
	require.NoError(t, err)
	check(t, gs, 2, want{"diagonal", "diagonal", "r1c1 r2c2 r3c3 r4c4"}, want{"anti-diagonal", "diagonal", "r1c4 r2c3 r3c2 r4c1"})
	gs, err = Diagonals(Area{Row: 1, Col: 2, Rows: 2, Cols: 2})
	require.NoError(t, err)
	check(t, gs, 2, want{"diagonal", "diagonal", "r2c3 r3c4"}, want{"anti-diagonal", "diagonal", "r2c4 r3c3"})
	_, err = Diagonals(Area{Rows: 2, Cols: 3})
	assert.Error(t, err)
}

func TestDisjoint(t *testing.T) {
	gs, err := Disjoint(Square(9), 3, 3)
	require.NoError(t, err)
	check(t, gs, 9,
		want{"disjoint 1", "disjoint", "r1c1 r1c4 r1c7 r4c1 r4c4 r4c7 r7c1 r7c4 r7c7"},
		want{"disjoint 9", "disjoint", "r3c3 r3c6 r3c9 r6c3 r6c6 r6c9 r9c3 r9c6 r9c9"},
	)
	gs, err = Disjoint(Square(4), 1, 4)
	require.NoError(t, err)
	check(t, gs, 4, want{"disjoint 2", "disjoint", "r1c2 r2c2 r3c2 r4c2"})
	_, err = Disjoint(Square(9), 2, 2)
	assert.Error(t, err)
}

func TestRegions(t *testing.T) {
	tests := []struct {
		name  string
		a     Area
		lines []string
		count int
		some  []want
		errs  []MapError // Line, Col only
	}{
		{"tiling", Square(4), []string{"aabb", "aabb", "ccdd", "cdd."}, 4,
			[]want{{"region a", "region", "r1c1 r1c2 r2c1 r2c2"}, {"region d", "region", "r3c3 r3c4 r4c2 r4c3"}}, nil},
		{"order of first appearance", Square(2), []string{"ba", "ab"}, 2,
			[]want{{"region b", "region", "r1c1 r2c2"}, {"region a", "region", "r1c2 r2c1"}}, nil},
		{"offset", Area{Row: 1, Col: 1, Rows: 1, Cols: 2}, []string{"xx"}, 1, []want{{"region x", "region", "r2c2 r2c3"}}, nil},
		{"multi-byte letters", Square(2), []string{"ää", "öö"}, 2, []want{{"region ö", "region", "r2c1 r2c2"}}, nil},
		{"short line", Square(3), []string{"aaa", "bb", "ccc"}, 3, nil, []MapError{{Line: 1, Col: 2}}},
		{"long line", Square(2), []string{"aab", "bb"}, 2, []want{{"region a", "region", "r1c1 r1c2"}}, []MapError{{Line: 0, Col: 2}}},
		{"missing line", Square(3), []string{"aaa", "bbb"}, 2, nil, []MapError{{Line: 2, Col: 0}}},
		{"extra line", Square(1), []string{"a", "b"}, 1, nil, []MapError{{Line: 1, Col: 0}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			gs, errs := Regions(tt.a, tt.lines)
			check(t, gs, tt.count, tt.some...)
			var got []MapError
			for _, e := range errs {
				var me *MapError
				require.True(t, errors.As(e, &me))
				assert.NotEmpty(t, me.Msg)
				assert.Contains(t, me.Error(), "region map line")
				got = append(got, MapError{Line: me.Line, Col: me.Col})
			}
			assert.Equal(t, tt.errs, got)
		})
	}
}

func TestList(t *testing.T) {
	in := []game.Pos{{Row: 0, Col: 0}, {Row: 4, Col: 4}}
	g := List("pair", in)
	assert.Equal(t, want{"pair", "list", "r1c1 r5c5"}, want{g.Name, g.Kind.String(), cells(g)})
	in[0].Row = 3
	assert.Equal(t, "r1c1", g.Cells[0].String(), "List copies its cells")
}

func TestGridAndSuffix(t *testing.T) {
	gs, err := Grid(Area{Row: 6, Col: 6, Rows: 9, Cols: 9}, 3, 3)
	require.NoError(t, err)
	gs = Suffix(gs, " of grid 3")
	check(t, gs, 27,
		want{"row 1 of grid 3", "row", "r7c7 r7c8 r7c9 r7c10 r7c11 r7c12 r7c13 r7c14 r7c15"},
		want{"column 9 of grid 3", "column", "r7c15 r8c15 r9c15 r10c15 r11c15 r12c15 r13c15 r14c15 r15c15"},
		want{"box 5 of grid 3", "box", "r10c10 r10c11 r10c12 r11c10 r11c11 r11c12 r12c10 r12c11 r12c12"},
	)
	_, err = Grid(Square(9), 2, 2)
	assert.Error(t, err)
	assert.Empty(t, Suffix(nil, " x"))
}

func TestCovered(t *testing.T) {
	var all []game.GroupSpec
	for _, at := range []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 12}, {Row: 6, Col: 6}, {Row: 12, Col: 0}, {Row: 12, Col: 12}} {
		gs, err := Grid(Area{Row: at.Row, Col: at.Col, Rows: 9, Cols: 9}, 3, 3)
		require.NoError(t, err)
		all = append(all, gs...)
	}
	in := Covered(21, 21, all)
	n := 0
	for _, b := range in {
		if b {
			n++
		}
	}
	assert.Equal(t, 369, n, "the Samurai board")
	assert.False(t, in[0*21+9], "r1c10 is a hole")
	assert.True(t, in[9*21+9], "r10c10 is in the centre grid")

	in = Covered(2, 2, []game.GroupSpec{List("off", []game.Pos{{Row: 0, Col: 1}, {Row: 5, Col: 5}, {Row: -1, Col: 0}})})
	assert.Equal(t, []bool{false, true, false, false}, in, "cells off the board are ignored")
}

// TestTiling: boxes tile a board; a board they leave a cell of, or more
// regions than allowed, is no tiling; rows are no tiles.
func TestTiling(t *testing.T) {
	a := Square(4)
	boxes, err := Boxes(a, 2, 2)
	require.NoError(t, err)
	gs := append(Rows(a), boxes...)
	region, taken := Tiling(4, 4, gs, 4, 0)
	assert.Equal(t, []int{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}, region)
	assert.Equal(t, []int{4, 5, 6, 7}, taken, "the boxes, after the rows")
	region, taken = Tiling(4, 4, gs[:7], 4, 0)
	assert.Nil(t, region, "three boxes leave cells")
	assert.Nil(t, taken)
	region, _ = Tiling(4, 4, gs, 4, 3)
	assert.Nil(t, region, "at most three regions")
}

// TestRemaining: Take takes groups out only when there are some and
// all are left; TakeTiling takes the regions that tile the board, and
// nothing when none do.
func TestRemaining(t *testing.T) {
	a := Square(4)
	boxes, err := Boxes(a, 2, 2)
	require.NoError(t, err)
	r := &Remaining{Groups: append(append(Rows(a), boxes...), List("set", []game.Pos{{Row: 0, Col: 0}, {Row: 3, Col: 3}}))}
	assert.False(t, r.Take(nil), "nothing to take")
	assert.False(t, r.Take(Columns(a)), "no columns are left")
	assert.Len(t, r.Groups, 9, "a take that fails leaves every group")
	assert.True(t, r.Take(Rows(a)))
	assert.False(t, r.Take(Rows(a)), "taken already")
	region, n := r.TakeTiling(4, 4, 4, 0)
	assert.Equal(t, 4, n)
	assert.Equal(t, []int{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}, region)
	require.Len(t, r.Groups, 1)
	assert.Equal(t, "set", r.Groups[0].Name)
	region, n = r.TakeTiling(4, 4, 4, 0)
	assert.Nil(t, region)
	assert.Zero(t, n)
	assert.Len(t, r.Groups, 1, "no tiling takes nothing")
}

// TestBoxShape: boxes as square as the side allows, wider than tall;
// none on a board of prime side or of one cell.
func TestBoxShape(t *testing.T) {
	for _, tt := range []struct{ n, h, w int }{
		{1, 0, 0}, {2, 0, 0}, {3, 0, 0}, {4, 2, 2}, {6, 2, 3}, {8, 2, 4}, {9, 3, 3},
		{10, 2, 5}, {12, 3, 4}, {13, 0, 0}, {16, 4, 4}, {18, 3, 6}, {25, 5, 5}, {30, 5, 6}, {64, 8, 8},
	} {
		h, w := BoxShape(tt.n)
		assert.Equal(t, [2]int{tt.h, tt.w}, [2]int{h, w}, "n = %d", tt.n)
	}
}
