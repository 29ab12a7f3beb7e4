package specs

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/game"
)

func TestValueForms(t *testing.T) {
	tests := []struct {
		name, in string
		want     []string
		single   bool
	}{
		{"digits", "values: 1-9", strings.Split("123456789", ""), true},
		{"letters", "values: A-G", strings.Split("ABCDEFG", ""), true},
		{"concatenated ranges", "values: 0-9A-F", strings.Split("0123456789ABCDEF", ""), true},
		{"ranges and chars", "values: 1-9XYZ", strings.Split("123456789XYZ", ""), true},
		{"numeric words", "values: 1-12", strings.Fields("1 2 3 4 5 6 7 8 9 10 11 12"), false},
		{"words", "values: red green blue gold", []string{"red", "green", "blue", "gold"}, false},
		{"list", "values: [a, bb, c]", []string{"a", "bb", "c"}, false},
		{"block list", "values:\n  - x\n  - 'y'\n  - \"z\"", []string{"x", "y", "z"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse("v.yaml", []byte(tt.in+"\ngroups: [rows, columns]\n"))
			require.NoError(t, err)
			assert.Equal(t, tt.want, s.Rules.Values.Names())
			assert.Equal(t, tt.single, s.Rules.Values.SingleChar())
			assert.Equal(t, len(tt.want), s.Rules.Rows, "the size defaults to n x n")
			assert.Equal(t, "v", s.Name, "the name defaults to the file's")
		})
	}
}

func TestGroupForms(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		names []string
		holes int
	}{
		{"windows by corners", "size: 4x4\nvalues: 1-4\ngroups:\n  - rows\n  - windows: {corners: [r1c1, r3c3], size: 2x2}\n",
			[]string{"row 1", "row 2", "row 3", "row 4", "window 1", "window 2"}, 0},
		{"named cells", "size: 2x3\nvalues: 1-3\ngroups:\n  - rows\n  - cells: {name: first column, cells: [r1c1, r2c1]}\n  - cells: [r1c2, r2c2]\n",
			[]string{"row 1", "row 2", "first column", "cells 2"}, 0},
		{"partial regions", "size: 3x3\nvalues: 1-3\ngroups:\n  - rows\n  - regions: {map: [ab., ab., ...], partial: true}\n",
			[]string{"row 1", "row 2", "row 3", "region a", "region b"}, 0},
		{"uncovered cells are holes", "size: 3x3\nvalues: 1-3\ngroups:\n  - cells: [r1c1, r2c2, r3c3]\n",
			[]string{"cells 1"}, 6},
		{"explicit holes", "size: 2x2\nvalues: 1-2\nholes: |\n  .#\n  ..\ngroups:\n  - cells: [r1c1, r2c1]\n",
			[]string{"cells 1"}, 1},
		{"grid", "size: 4x6\nvalues: 1-4\ngroups:\n  - grid: {at: r1c3, size: 4x4, box: 2x2}\n",
			[]string{"row 1 of grid 1", "row 2 of grid 1", "row 3 of grid 1", "row 4 of grid 1",
				"column 1 of grid 1", "column 2 of grid 1", "column 3 of grid 1", "column 4 of grid 1",
				"box 1 of grid 1", "box 2 of grid 1", "box 3 of grid 1", "box 4 of grid 1"}, 8},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Parse("g.yaml", []byte(tt.in))
			require.NoError(t, err)
			var names []string
			for _, g := range s.Rules.Groups {
				names = append(names, g.Name)
			}
			assert.Equal(t, tt.names, names)
			assert.Equal(t, tt.holes, s.Rules.Rows*s.Rules.Cols-s.Rules.NumFields())
		})
	}
}

func TestPuzzlePositions(t *testing.T) {
	in := "values: 1-4\ngroups: [rows, columns]\npuzzles:\n  - \"1...\"\n  - name: grid\n    givens: |\n      1...\n      ....\n"
	s, err := Parse("p.yaml", []byte(in))
	require.NoError(t, err)
	require.Len(t, s.Puzzles, 2)
	assert.Equal(t, "puzzle 1", s.Puzzles[0].Name)
	assert.Equal(t, "1...", s.Puzzles[0].Givens)
	assert.Equal(t, "p.yaml:4:6", s.Puzzles[0].Pos.String(), "the first character inside the quotes")
	assert.Equal(t, "grid", s.Puzzles[1].Name)
	assert.Equal(t, "1...\n....\n", s.Puzzles[1].Givens)
	assert.Equal(t, "p.yaml:7:7", s.Puzzles[1].Pos.String(), "the first character of the block")
}

func TestNSudoku(t *testing.T) {
	tests := []struct {
		n          int
		boxes      int
		boxFields  []string // cells of box 1
		first, end string
	}{
		{1, 0, nil, "1", "1"},
		{4, 4, []string{"r1c1", "r1c2", "r2c1", "r2c2"}, "1", "4"},
		{6, 6, []string{"r1c1", "r1c2", "r1c3", "r2c1", "r2c2", "r2c3"}, "1", "6"},
		{7, 0, nil, "1", "7"},
		{8, 8, []string{"r1c1", "r1c2", "r1c3", "r1c4", "r2c1", "r2c2", "r2c3", "r2c4"}, "1", "8"},
		{10, 10, []string{"r1c1", "r1c2", "r1c3", "r1c4", "r1c5", "r2c1", "r2c2", "r2c3", "r2c4", "r2c5"}, "1", "A"},
		{12, 12, nil, "1", "C"},
		{35, 35, nil, "1", "Z"},
		{36, 36, nil, "0", "Z"},
		{40, 40, nil, "1", "40"},
		{64, 64, nil, "1", "64"},
	}
	for _, tt := range tests {
		t.Run("n"+strconv.Itoa(tt.n), func(t *testing.T) {
			s, err := NSudoku(tt.n)
			require.NoError(t, err)
			r := s.Rules
			assert.Equal(t, strconv.Itoa(tt.n)+"x"+strconv.Itoa(tt.n), s.Name)
			assert.Equal(t, tt.n, r.Rows)
			assert.Equal(t, tt.n, r.NumValues())
			assert.Equal(t, tt.first, r.Values.Name(0))
			assert.Equal(t, tt.end, r.Values.Name(tt.n-1))
			k := kinds(r)
			assert.Equal(t, tt.n, k["row"])
			if tt.n > 1 {
				assert.Equal(t, tt.n, k["column"])
			} else {
				assert.Zero(t, k["column"], "the column of 1x1 repeats its row's one cell")
			}
			assert.Equal(t, tt.boxes, k["box"])
			if tt.boxFields != nil {
				assert.Equal(t, "box 1", r.Groups[2*tt.n].Name)
				assert.Equal(t, tt.boxFields, cellNames(r, r.Groups[2*tt.n]))
			}
		})
	}
	for _, n := range []int{0, -1, 65} {
		_, err := NSudoku(n)
		assert.Error(t, err, "n = %d", n)
	}
}

// The description of an n-Sudoku says when it is a Latin square.
func TestNSudokuDescription(t *testing.T) {
	tests := []struct {
		n    int
		want string
	}{
		{1, "Latin square of 1x1: rows and columns only"},
		{7, "Latin square of 7x7: rows and columns only, since 7 is prime and no boxes tile the board"},
		{9, "Sudoku of 9x9 with boxes of 3x3"},
		{10, "Sudoku of 10x10 with boxes of 2x5"},
		{61, "Latin square of 61x61: rows and columns only, since 61 is prime and no boxes tile the board"},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.n), func(t *testing.T) {
			s, err := NSudoku(tt.n)
			require.NoError(t, err)
			assert.Equal(t, tt.want, s.Description)
		})
	}
}

func TestLatin(t *testing.T) {
	tests := []struct {
		n          int
		first, end string
	}{
		{1, "1", "1"},
		{4, "1", "4"},
		{9, "1", "9"},
		{16, "1", "G"},
		{36, "0", "Z"},
		{64, "1", "64"},
	}
	for _, tt := range tests {
		t.Run(strconv.Itoa(tt.n), func(t *testing.T) {
			s, err := Latin(tt.n)
			require.NoError(t, err)
			r := s.Rules
			assert.Equal(t, "latin"+strconv.Itoa(tt.n), s.Name)
			assert.Equal(t, fmt.Sprintf("Latin square of %dx%d: rows and columns only", tt.n, tt.n), s.Description)
			assert.Equal(t, tt.n, r.Rows)
			assert.Equal(t, tt.n, r.Cols)
			assert.Equal(t, tt.n, r.NumValues())
			assert.Equal(t, tt.first, r.Values.Name(0))
			assert.Equal(t, tt.end, r.Values.Name(tt.n-1))
			want := map[string]int{"row": tt.n, "column": tt.n}
			if tt.n == 1 {
				want = map[string]int{"row": 1} // its column repeats its row's one cell
			}
			assert.Equal(t, want, kinds(r))
		})
	}
	for _, n := range []int{0, -1, 65} {
		_, err := Latin(n)
		assert.Error(t, err, "n = %d", n)
	}
}

// Every name form Lookup knows is listed, and its example resolves.
func TestNameForms(t *testing.T) {
	forms := NameForms()
	require.Len(t, forms, 2)
	for _, f := range forms {
		ex := regexp.MustCompile(`e\.g\. ([a-z0-9]+)`).FindStringSubmatch(f.Description)
		require.NotNil(t, ex, "%s gives an example", f.Name)
		_, err := Lookup(ex[1])
		assert.NoError(t, err, "%s: %s", f.Name, ex[1])
	}
}

func TestLookup(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "mine.yaml")
	require.NoError(t, os.WriteFile(p, []byte("extends: hyper\nname: mine\n"), 0o644))
	tests := []struct {
		in, name, source string
		fields           int
		wantErr          string
	}{
		{"classic", "classic", "builtin/classic.yaml", 81, ""},
		{"4x4", "4x4", "builtin/4x4.yaml", 16, ""},
		{"9x9", "9x9", "9x9", 81, ""},
		{"10x10", "10x10", "10x10", 100, ""},
		{"7x7", "7x7", "7x7", 49, ""},
		{"latin5", "latin5", "latin5", 25, ""},
		{"latin 12", "latin12", "latin12", 144, ""},
		{"latin64", "latin64", "latin64", 4096, ""},
		{"latin3", "latin3", "builtin/latin3.yaml", 9, ""},
		{"latin 3", "latin3", "builtin/latin3.yaml", 9, ""},
		{"latin0", "", "", 0, "n must be from 1 to 64"},
		{"latin65", "", "", 0, "n must be from 1 to 64"},
		{"latin-5", "", "", 0, "NxN, latinN, or the path of a spec file"},
		{p, "mine", p, 81, ""},
		{"clasic", "", "", 0, `did you mean "classic"?`},
		{"4x5", "", "", 0, "unknown spec"},
		{filepath.Join(dir, "none.yaml"), "", "", 0, "unknown spec"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			s, err := Lookup(tt.in)
			if tt.wantErr != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.wantErr)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.name, s.Name)
			assert.Equal(t, tt.source, s.Source)
			assert.Equal(t, tt.fields, s.Rules.NumFields())
		})
	}
	// The error quotes a long name cut short.
	_, err := Lookup(strings.Repeat("x", 3000))
	assert.ErrorContains(t, err, `unknown spec "`+strings.Repeat("x", game.ExcerptLen)+`"...: give`)
}

func TestFormat(t *testing.T) {
	s, err := Builtin("samurai")
	require.NoError(t, err)
	out := s.Format()
	assert.Contains(t, out, "size: 21x21 (369 fields, 72 holes)\n")
	assert.Contains(t, out, "groups: 131\n")
	assert.Contains(t, out, "notes:\n  builtin/samurai.yaml:")
	assert.Contains(t, out, "  box 9 of grid 5 (box, complete): r19c19 r19c20 r19c21 r20c19 r20c20 r20c21 r21c19 r21c20 r21c21\n")
	assert.Contains(t, out, "  generated (default) at builtin/samurai.yaml:14:7\n")
}

// ParseUntrusted extends built-ins only: a path is an error, and no file
// is read.
func TestParseUntrusted(t *testing.T) {
	sp, err := ParseUntrusted("pasted.yaml", []byte("extends: classic\n"))
	require.NoError(t, err)
	assert.Equal(t, 81, sp.Rules.NumFields())
	dir := t.TempDir()
	path := filepath.Join(dir, "secret.yaml")
	require.NoError(t, os.WriteFile(path, []byte("values: 1-4\ngroups: [rows, columns]\n"), 0o644))
	_, err = ParseUntrusted("pasted.yaml", []byte("extends: "+path+"\n"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "unknown spec")
	assert.NotContains(t, err.Error(), "rows")
}
