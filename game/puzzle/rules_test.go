package puzzle_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// The variants the tests use, built with the groups builders.

func values(t testing.TB, words ...string) *game.Values {
	t.Helper()
	v, err := game.NewValues(words)
	require.NoError(t, err)
	return v
}

// sudoku returns the rules of an n x n Sudoku with boxes of h x w.
func sudoku(t testing.TB, name string, n, h, w int, vals *game.Values) *game.Rules {
	t.Helper()
	gs, err := groups.Grid(groups.Square(n), h, w)
	require.NoError(t, err)
	r, err := game.NewRules(name, n, n, nil, vals, gs)
	require.NoError(t, err)
	return r
}

func classic(t testing.TB) *game.Rules {
	return sudoku(t, "classic", 9, 3, 3, values(t, strings.Split("123456789", "")...))
}

func four(t testing.TB) *game.Rules {
	return sudoku(t, "4x4", 4, 2, 2, values(t, "1", "2", "3", "4"))
}

func six(t testing.TB) *game.Rules {
	return sudoku(t, "6x6", 6, 2, 3, values(t, "1", "2", "3", "4", "5", "6"))
}

// hex returns a 16x16 Sudoku with values 1-9 and A-G.
func hex(t testing.TB) *game.Rules {
	return sudoku(t, "16x16", 16, 4, 4, values(t, strings.Split("123456789ABCDEFG", "")...))
}

// numbers returns a 16x16 Sudoku with values 1 to 16, written as words.
func numbers(t testing.TB) *game.Rules {
	var ws []string
	for i := 1; i <= 16; i++ {
		ws = append(ws, strconv.Itoa(i))
	}
	return sudoku(t, "16x16 numbers", 16, 4, 4, values(t, ws...))
}

func words(t testing.TB) *game.Rules {
	return sudoku(t, "words", 4, 2, 2, values(t, "red", "green", "blue", "gold"))
}

// latin returns a 4x4 Latin square: rows and columns, no boxes.
func latin(t testing.TB) *game.Rules {
	a := groups.Square(4)
	r, err := game.NewRules("latin", 4, 4, nil, values(t, "1", "2", "3", "4"), append(groups.Rows(a), groups.Columns(a)...))
	require.NoError(t, err)
	return r
}

var jigsawMap = []string{
	"AAABBBCCC",
	"AAABBBCCC",
	"AABBBCCCF",
	"ADDDEEFFF",
	"DDDEEEFFF",
	"GDDDEEEFF",
	"GGGHHHEII",
	"GGHHHIIII",
	"GGGHHHIII",
}

func jigsaw(t testing.TB) *game.Rules {
	a := groups.Square(9)
	regions, errs := groups.Regions(a, jigsawMap)
	require.Empty(t, errs)
	gs := append(groups.Rows(a), groups.Columns(a)...)
	r, err := game.NewRules("jigsaw", 9, 9, nil, values(t, strings.Split("123456789", "")...), append(gs, regions...))
	require.NoError(t, err)
	return r
}

// samurai returns five overlapping 9x9 grids on a 21x21 board; the cells no
// grid covers are holes.
func samurai(t testing.TB) *game.Rules {
	corners := []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 12}, {Row: 6, Col: 6}, {Row: 12, Col: 0}, {Row: 12, Col: 12}}
	var gs []game.GroupSpec
	for i, at := range corners {
		g, err := groups.Grid(groups.Area{Row: at.Row, Col: at.Col, Rows: 9, Cols: 9}, 3, 3)
		require.NoError(t, err)
		gs = append(gs, groups.Suffix(g, " of grid "+strconv.Itoa(i+1))...)
	}
	r, err := game.NewRules("samurai", 21, 21, groups.Covered(21, 21, gs), values(t, strings.Split("123456789", "")...), gs)
	require.NoError(t, err)
	return r
}

// specs maps the names used in the bad-puzzle corpus to rules.
var specs = map[string]func(testing.TB) *game.Rules{
	"classic": classic,
	"4x4":     four,
	"6x6":     six,
	"16x16":   hex,
	"numbers": numbers,
	"words":   words,
	"jigsaw":  jigsaw,
	"samurai": samurai,
}

// holed returns a 3x3 board whose first and last cells are holes, with
// values vals: its rows and columns, holes left out, are the groups.
//
//	# . .
//	. . .
//	. . #
func holed(t testing.TB, name string, vals *game.Values) *game.Rules {
	field := []bool{false, true, true, true, true, true, true, true, false}
	var gs []game.GroupSpec
	for _, byRow := range []bool{true, false} {
		for i := range 3 {
			var cells []game.Pos
			for j := range 3 {
				p := game.Pos{Row: i, Col: j}
				if !byRow {
					p = game.Pos{Row: j, Col: i}
				}
				if field[p.Row*3+p.Col] {
					cells = append(cells, p)
				}
			}
			gs = append(gs, groups.List(name+" line "+strconv.Itoa(len(gs)+1), cells))
		}
	}
	r, err := game.NewRules(name, 3, 3, field, vals, gs)
	require.NoError(t, err)
	return r
}

func holedChars(t testing.TB) *game.Rules { return holed(t, "holed", values(t, "1", "2", "3")) }

func holedWords(t testing.TB) *game.Rules {
	return holed(t, "holed words", values(t, "red", "green", "blue"))
}
