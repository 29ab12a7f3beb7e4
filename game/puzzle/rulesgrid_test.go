package puzzle_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	specpkg "github.com/sudoku-rules/sudoku/specs"
)

// TestRulesGrid: boxes are drawn in heavy lines and cages in light ones,
// each total in the top left of its first field, a mark on an edge stands
// on the line between its fields (or on the corner two fields share), and
// what the grid cannot show is listed.
func TestRulesGrid(t *testing.T) {
	sp, err := specpkg.Builtin("4x4")
	require.NoError(t, err)
	br := sp.Rules
	p := func(r, c int) game.Pos { return game.Pos{Row: r - 1, Col: c - 1} }
	r, err := game.NewRules("r", 4, 4, nil, br.Values, br.GroupSpecs(),
		constraint.NewKiller([]game.Pos{p(1, 1), p(1, 2)}, 3, true),
		constraint.NewKiller([]game.Pos{p(2, 2), p(2, 3), p(3, 3)}, 9, true),
		constrainttest.NewApart(p(4, 1), p(4, 2), 2),
		constrainttest.NewApart(p(3, 4), p(4, 4), 3),
		constrainttest.NewApart(p(1, 4), p(3, 1), 1),
		constrainttest.NewApart(p(3, 1), p(4, 2), 5),
		constrainttest.NewApart(p(3, 2), p(4, 1), 7), // the same corner: listed
		constraint.NewAllowed([]game.Pos{p(4, 4)}, []string{"1", "4"}),
		constraint.NewKiller([]game.Pos{p(1, 1)}, 1, true), // over the 3 cage: listed
	)
	require.NoError(t, err)
	givens := make([]int, 16)
	for i := range givens {
		givens[i] = game.Empty
	}
	givens[0], givens[15] = 0, 3
	want := `┏━━━━━━━┳━━━━━━━┓
┃3      ┃       ┃
┃ 1   . ┃ .   . ┃
┠───┬───╂───┐   ┃
┃   │9  ┃   │   ┃
┃ . │ . ┃ . │ . ┃
┣━━━┷━━━╋━━━┿━━━┫
┃       ┃   │   ┃
┃ .   . ┃ . │ . ┃
┃   5   ┠───┘ 3 ┃
┃       ┃       ┃
┃ . 2 . ┃ .   4 ┃
┗━━━━━━━┻━━━━━━━┛
  pair r1c4 r3c1 apart by 1
  r4c4 holds 1 or 4
  cage 1 at r1c1
  pair r3c2 r4c1 apart by 7
`
	assert.Equal(t, want, puzzle.RulesGrid(r, givens))
}

// TestRulesGridGivensBold: on a terminal the givens stand bold, each
// field's value line (its padding with it) wrapped in the escapes, the
// rest of the grid as RulesGrid draws it.
func TestRulesGridGivensBold(t *testing.T) {
	sp, err := specpkg.Builtin("4x4")
	require.NoError(t, err)
	br := sp.Rules
	r, err := game.NewRules("r", 4, 4, nil, br.Values, br.GroupSpecs(),
		constraint.NewKiller([]game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, 3, true))
	require.NoError(t, err)
	givens := game.EmptyGrid(16)
	givens[0] = 0
	plain := puzzle.RulesGrid(r, givens)
	styled := puzzle.RulesGridStyled(r, givens, puzzle.GivensBold(givens))
	assert.Equal(t, 1, strings.Count(styled, "\x1b[1m"), "one given, bold")
	assert.Contains(t, styled, "\x1b[1m 1 \x1b[0m")
	assert.Equal(t, plain, strings.NewReplacer("\x1b[1m", "", "\x1b[0m", "").Replace(styled), "the rest as RulesGrid draws it")
}

// TestRulesGridClues: clues outside the board stand round it where they
// are: above and below their column, beside their row's values, at the
// corners; a little killer's with an arrow along its diagonal.
func TestRulesGridClues(t *testing.T) {
	sp, err := specpkg.Builtin("4x4")
	require.NoError(t, err)
	br := sp.Rules
	p := func(r, c int) game.Pos { return game.Pos{Row: r, Col: c} }
	r, err := game.NewRules("r", 4, 4, nil, br.Values, br.GroupSpecs(),
		constraint.NewSkyscraper(p(-1, 1), 3),                        // above column 2
		constraint.NewLittleKiller(p(4, -1), constraint.UpRight, 10), // the bottom left corner
		constraint.NewXSum(p(2, 4), 6),                               // right of row 3
		constraint.NewSandwich(p(0, -1), 5),                          // left of row 1
		constraint.NewLittleKiller(p(-1, 3), constraint.DownLeft, 6), // above column 4
	)
	require.NoError(t, err)
	want := `          3      6↙
    ┏━━━━━━━┳━━━━━━━┓
  5 ┃ .   . ┃ .   . ┃
    ┃       ┃       ┃
    ┃ .   . ┃ .   . ┃
    ┣━━━━━━━╋━━━━━━━┫
    ┃ .   . ┃ .   . ┃ 6
    ┃       ┃       ┃
    ┃ .   . ┃ .   . ┃
    ┗━━━━━━━┻━━━━━━━┛
10↗
`
	assert.Equal(t, want, puzzle.RulesGrid(r, game.EmptyGrid(16)))
}
