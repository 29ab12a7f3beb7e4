package constraint

import (
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// KropkiRule is the rule kind of kropki dots: white, a difference of 1,
// and black, a ratio of 2, however they were written.
var KropkiRule = &game.RuleKind{
	Name:       "Kropki",
	Title:      "Kropki dots",
	Doc:        "the numbers either side of a white dot are consecutive; of a black dot, one is twice the other",
	Difficulty: 1.2,
	Shape:      game.ShapeEdge,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanExplain | game.CanLink | game.CanLabel,
}

// KropkiNegativeRule is the rule kind of the negative rule of dots: every
// dot is given.
var KropkiNegativeRule = &game.RuleKind{
	Name:       "KropkiNegative",
	Title:      "Kropki, every dot given",
	Doc:        "every dot is given: neighbours with no dot between them are not as a dot would make them",
	Difficulty: 1.2,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLink,
}

// Kropki is written kropki: {white: [[r1c1, r1c2]], black: [[r2c2, r3c2]],
// negative: true}: the dots of a puzzle, each a pair of neighbours, and
// whether every dot is given. With negative, two neighbours without a dot
// are not consecutive when the item has white (which may be an empty
// list, white: []), and neither is twice the other when it has black;
// negative: white (or black) says only the white (black) dots are all
// given. kropki: {negative: true} alone, with no dots, is a rule of its
// own: no two neighbours are consecutive, nor is one twice the other.
var Kropki = &Kind{
	Rule: KropkiRule,
	FPuzzles: &FPuzzlesForm{Shape: FPuzzlesMarks, Marks: []FPuzzlesMark{
		{Arg: "white", Key: "difference", NegativeKey: "nonconsecutive"},
		{Arg: "black", Key: "ratio", Negative: "ratio"},
	}},
	Key:     "kropki",
	Keys:    []string{"white", "black", "negative"},
	Example: kropkiExample,
	Read:    kropkiMarks.read,
	Draw:    Drawing{Style: StyleMarks, Marks: []Mark{{Key: "white", Dot: "#fff"}, {Key: "black", Dot: "#222"}}},
}

const kropkiExample = "kropki: {white: [[r1c1, r1c2]], black: [[r2c2, r3c2]], negative: true}"

var kropkiMarks = &marks{
	key:      "kropki",
	kind:     KropkiRule,
	keys:     []markKey{{"white", white}, {"black", black}},
	what:     "white or black dots",
	example:  kropkiExample,
	negative: newKropkiNegative,
}

// NewKropkiNegative returns the negative rule of difference and ratio
// dots: the numbers of two orthogonal neighbours that marked does not
// list differ by none of differences, and neither is one of ratios times
// the other. marked lists every pair of cells a difference or a ratio dot
// joins, either way round: any dot lifts both rules, as a white or black
// dot between 1 and 2 would.
//
// From f-puzzles, as SudokuSolver reads it: "negative" naming "ratio"
// gives as ratios the values of the "ratio" entries (2 for one without),
// or 2 when there are none; "negative" naming "difference" gives as
// differences the values of the "difference" entries (1 for one
// without), or 1 when there are none; "nonconsecutive": true, which is
// f-puzzles' negative rule of white dots, adds the difference 1. marked
// are the cells of every "difference" and "ratio" entry. Without any, a
// lone "nonconsecutive" is NewNonConsecutive.
func NewKropkiNegative(marked [][2]game.Pos, differences, ratios []int) game.Constraint {
	var forbid []mark
	for _, n := range differences {
		forbid = append(forbid, mark{byDifference, n})
	}
	for _, n := range ratios {
		forbid = append(forbid, mark{byRatio, n})
	}
	return newKropkiNegative(forbid, marked)
}

func newKropkiNegative(forbid []mark, marked [][2]game.Pos) game.Constraint {
	parts := make([]string, len(forbid))
	for i, m := range forbid {
		switch {
		case m == white:
			parts[i] = "white"
		case m == black:
			parts[i] = "black"
		case m.op == byDifference:
			parts[i] = "difference " + strconv.Itoa(m.n)
		default:
			parts[i] = "ratio " + strconv.Itoa(m.n)
		}
	}
	name := "no other " + strings.Join(parts, " or ") + " dots"
	return newUnmarked(KropkiNegativeRule, name, "neighbours with no dot between them", forbid, marked)
}
