package constraint

import "github.com/sudoku-rules/sudoku/game"

// MaximumRule is the rule kind of maximum cells.
var MaximumRule = &game.RuleKind{
	Name:       "Maximum",
	Doc:        "a cell marked maximum holds a larger number than each of its orthogonal neighbours",
	Difficulty: 1.2,
	Shape:      game.ShapeCells,
}

// Maximum is written maximum: {cells: [r1c1, r5c5]}: one constraint per
// cell.
var Maximum = &Kind{
	Rule:    MaximumRule,
	Key:     "maximum",
	Keys:    []string{"cells"},
	Example: "maximum: {cells: [r1c1, r5c5]}",
	Read:    func(a Args) []game.Constraint { return readMarked(a, NewMaximum, apartCells("larger")) },
}

// NewMaximum returns the rule that cell p holds a larger number than each
// of its orthogonal neighbours. It stands for an entry of f-puzzles'
// "maximum" list, {"cell": "R1C1"}.
func NewMaximum(p game.Pos) game.Constraint {
	return &extremum{marked: marked{MaximumRule, "maximum", p}}
}
