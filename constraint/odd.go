package constraint

import "github.com/sudoku-rules/sudoku/game"

// OddRule is the rule kind of odd cells.
var OddRule = &game.RuleKind{
	Name:       "Odd",
	Title:      "Odd",
	Doc:        "a cell marked odd holds an odd number",
	Difficulty: 1.2,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanExplain,
}

// Odd is written odd: {cells: [r1c1, r5c5]}: one constraint per cell.
var Odd = &Kind{
	Rule:     OddRule,
	FPuzzles: fpMarked("odd"),
	Key:      "odd",
	Keys:     []string{"cells"},
	Example:  "odd: {cells: [r1c1, r5c5]}",
	Read: func(a Args) []game.Constraint {
		return readMarked(a, func(p game.Pos, _ []game.Pos) game.Constraint { return NewOdd(p) })
	},
	Draw: Drawing{Style: StyleCells, Shape: CellCircle, Colour: "#ccc"},
}

// NewOdd returns the rule that cell p holds an odd number. It stands for
// an entry of f-puzzles' "odd" list, {"cell": "R1C1"}.
func NewOdd(p game.Pos) game.Constraint { return &parity{marked: marked{OddRule, "odd", p}} }
