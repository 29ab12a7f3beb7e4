package constraint

import "github.com/sudoku-rules/sudoku/game"

// NonConsecutiveRule is the rule kind of non-consecutive: a rule of the
// whole board.
var NonConsecutiveRule = &game.RuleKind{
	Name:       "NonConsecutive",
	Title:      "Non-consecutive",
	Doc:        "orthogonal neighbours never hold consecutive numbers",
	Difficulty: 1.2,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLink,
}

// NonConsecutive is written - nonconsecutive, with no argument.
var NonConsecutive = &Kind{
	Rule:     NonConsecutiveRule,
	FPuzzles: &FPuzzlesForm{Key: "nonconsecutive", Shape: FPuzzlesNegative},
	Key:      "nonconsecutive",
	Example:  "nonconsecutive",
	Read:     func(Args) []game.Constraint { return one(NewNonConsecutive()) },
	Draw:     Drawing{Style: StyleGlobal},
}

// NewNonConsecutive returns the rule that no two orthogonal neighbours of
// the board hold consecutive numbers. It stands for f-puzzles'
// "nonconsecutive": true in a puzzle without "difference" or "ratio"
// entries; with them, it is the negative rule of white dots, which a dot
// lifts: NewKropkiNegative.
func NewNonConsecutive() game.Constraint {
	return newUnmarked(NonConsecutiveRule, "non-consecutive", "neighbours", []mark{white}, nil)
}
