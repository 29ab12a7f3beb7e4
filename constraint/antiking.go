package constraint

import "github.com/sudoku-rules/sudoku/game"

// AntiKingRule is the rule kind of anti-king: a rule of the whole board,
// which the board keeps as groups of two.
var AntiKingRule = &game.RuleKind{
	Name:       "AntiKing",
	Title:      "Anti-king",
	Doc:        "cells a king's move apart (touching, even at a corner) never hold the same value",
	Difficulty: 1.0,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanDiffer,
}

// AntiKing is written - antiking, with no argument.
var AntiKing = &Kind{
	Rule:     AntiKingRule,
	FPuzzles: fpFlag("antiking"),
	Key:      "antiking",
	Example:  "antiking",
	Read:     func(Args) []game.Constraint { return one(NewAntiKing()) },
	Draw:     Drawing{Style: StyleGlobal},
}

// NewAntiKing returns the rule that no two cells of the board a king's
// move apart hold the same value. It stands for f-puzzles'
// "antiking": true.
func NewAntiKing() game.Constraint {
	steps := append(leaps(0, 1), leaps(1, 1)...)
	sortSteps(steps)
	return &chess{kind: AntiKingRule, name: "anti-king", move: "a king's move", steps: steps}
}
