package constraint

import (
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// MaximumRule is the rule kind of maximum cells.
var MaximumRule = &game.RuleKind{
	Name:       "Maximum",
	Title:      "Maximum",
	Doc:        "a cell marked maximum holds a larger number than each of its orthogonal neighbours not marked maximum",
	Difficulty: 1.2,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLink,
}

// Maximum is written maximum: {cells: [r1c1, r5c5]}: one constraint per
// cell.
var Maximum = &Kind{
	Rule:     MaximumRule,
	FPuzzles: fpMarked("maximum"),
	Key:      "maximum",
	Keys:     []string{"cells"},
	Example:  "maximum: {cells: [r1c1, r5c5]}",
	Read:     func(a Args) []game.Constraint { return readMarked(a, NewMaximum) },
	Draw:     Drawing{Style: StyleCells, Shape: CellChevronsOut, Colour: "#666"},
}

// NewMaximum returns the rule that cell p holds a larger number than each
// of its orthogonal neighbours but those of others, the cells marked
// maximum with it (the rule compares a marked cell with the unmarked
// cells around it). It stands for an entry of f-puzzles' "maximum" list,
// {"cell": "R1C1"}, others the cells of all of them.
func NewMaximum(p game.Pos, others []game.Pos) game.Constraint {
	return &extremum{marked: marked{MaximumRule, "maximum", p}, exempt: slices.Clone(others)}
}
