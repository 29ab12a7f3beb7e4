package constraint

import (
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// XVRule is the rule kind of X and V: letters between neighbours.
var XVRule = &game.RuleKind{
	Name:       "XV",
	Title:      "XV",
	Doc:        "the numbers either side of an X add up to 10; of a V, to 5",
	Difficulty: 1.2,
	Shape:      game.ShapeEdge,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanExplain | game.CanLink | game.CanLabel,
}

// XVNegativeRule is the rule kind of the negative rule of X and V: every
// X and V is given.
var XVNegativeRule = &game.RuleKind{
	Name:       "XVNegative",
	Title:      "XV, every letter given",
	Doc:        "every X and V is given: neighbours with neither between them add up to neither 10 nor 5",
	Difficulty: 1.2,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLink,
}

// XV is written xv: {x: [[r1c1, r1c2]], v: [[r2c2, r3c2]], negative: true}:
// the letters of a puzzle, each between a pair of neighbours, and whether
// every one is given; then two neighbours with no letter between them add
// up to neither 10 nor 5, whichever letters the item lists; negative: x
// (or v) says only the Xs (Vs) are all given. xv: {negative: true} alone
// is a rule of its own: no two neighbours add up to 10 or 5.
var XV = &Kind{
	Rule: XVRule,
	FPuzzles: &FPuzzlesForm{Key: "xv", Shape: FPuzzlesMarks, Marks: []FPuzzlesMark{
		{Arg: "x", Key: "xv", Value: "X", Negative: "xv"},
		{Arg: "v", Key: "xv", Value: "V", Negative: "xv"},
	}},
	Key:     "xv",
	Keys:    []string{"x", "v", "negative"},
	Example: xvExample,
	Read:    xvMarks.read,
	Draw:    Drawing{Style: StyleMarks, Marks: []Mark{{Key: "x", Letter: "X"}, {Key: "v", Letter: "V"}}},
}

const xvExample = "xv: {x: [[r1c1, r1c2]], v: [[r2c2, r3c2]], negative: true}"

var xvMarks = &marks{
	key:      "xv",
	kind:     XVRule,
	keys:     []markKey{{"x", markX}, {"v", markV}},
	what:     "x or v",
	example:  xvExample,
	every:    true,
	negative: newXVNegative,
}

// NewXV returns a letter between neighbours a and b whose numbers add up
// to sum: an X when it is 10, a V when 5. It stands for an entry of
// f-puzzles' "xv" list, {"cells": ["R1C1", "R1C2"], "value": "X"}.
func NewXV(a, b game.Pos, sum int) game.Constraint {
	return newDot(XVRule, a, b, mark{bySum, sum})
}

// NewXVNegative returns the negative rule of X and V: two orthogonal
// neighbours that marked does not list (either way round) add up to
// neither 10 nor 5. It stands for "negative" naming "xv" in f-puzzles,
// which always means both letters; marked are the cells of every "xv"
// entry.
func NewXVNegative(marked [][2]game.Pos) game.Constraint {
	return newXVNegative([]mark{markX, markV}, marked)
}

// newXVNegative returns the negative rule of the letters of forbid, X or
// V or both, over the neighbours marked does not list.
func newXVNegative(forbid []mark, marked [][2]game.Pos) game.Constraint {
	letters := make([]string, len(forbid))
	for i, m := range forbid {
		letters[i] = m.String()
	}
	name := "no other " + strings.Join(letters, " or ")
	return newUnmarked(XVNegativeRule, name, "neighbours with no X or V between them", forbid, marked)
}
