package constraint

import "github.com/sudoku-rules/sudoku/game"

// AntiKnightRule is the rule kind of anti-knight: a rule of the whole
// board, which the board keeps as groups of two.
var AntiKnightRule = &game.RuleKind{
	Name:       "AntiKnight",
	Title:      "Anti-knight",
	Doc:        "cells a knight's move apart never hold the same value",
	Difficulty: 1.0,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanDiffer,
}

// AntiKnight is written - antiknight, with no argument.
var AntiKnight = &Kind{
	Rule:     AntiKnightRule,
	FPuzzles: fpFlag("antiknight"),
	Key:      "antiknight",
	Example:  "antiknight",
	Read:     func(Args) []game.Constraint { return one(NewAntiKnight()) },
	Draw:     Drawing{Style: StyleGlobal},
}

// NewAntiKnight returns the rule that no two cells of the board a knight's
// move apart hold the same value. It stands for f-puzzles'
// "antiknight": true.
func NewAntiKnight() game.Constraint {
	return &chess{kind: AntiKnightRule, name: "anti-knight", move: "a knight's move", steps: leaps(1, 2)}
}
