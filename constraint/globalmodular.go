package constraint

import "github.com/sudoku-rules/sudoku/game"

// GlobalModularRule is the rule kind of global modular, read as global
// entropy is.
var GlobalModularRule = &game.RuleKind{
	Name:       "GlobalModular",
	Title:      "Global modular",
	Doc:        "every 2x2 square of the board, overlapping ones too, holds values that leave each remainder divided by 3 (one of 1 4 7, one of 2 5 8 and one of 3 6 9 on 1-9)",
	Difficulty: 1.8,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain,
}

// GlobalModular is written - globalmodular, with no argument.
var GlobalModular = &Kind{
	Rule:     GlobalModularRule,
	FPuzzles: &FPuzzlesForm{None: "it has no key for a rule of every 2x2 square"},
	Key:      "globalmodular",
	Example:  "globalmodular",
	Read:     func(Args) []game.Constraint { return one(NewGlobalModular()) },
	Draw:     Drawing{Style: StyleGlobal},
}

// NewGlobalModular returns the rule that every 2x2 square of the board,
// overlapping ones too, holds values whose numbers leave the remainders
// 0, 1 and 2 divided by 3: one of them twice, since it has four cells.
// The values must be numbers, and some of each remainder. It stands for
// Interactive Sudoku Solver's GlobalMod ("Global Mod 3"), which it takes
// over 2x2 squares as ISS does, and on values other than 1-9 too.
func NewGlobalModular() game.Constraint { return &squares{modular: true} }
