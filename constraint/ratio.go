package constraint

import "github.com/sudoku-rules/sudoku/game"

// RatioRule is the rule kind of ratio dots of a value other than 2; a
// ratio of 2 is a black kropki dot (KropkiRule).
var RatioRule = &game.RuleKind{
	Name:       "Ratio",
	Title:      "Ratio dot",
	Doc:        "of the numbers either side of a ratio dot, one is its value times the other",
	Difficulty: 1.2,
	Shape:      game.ShapeEdge,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanExplain | game.CanLink | game.CanLabel,
}

// Ratio is written ratio: {cells: [r1c1, r1c2], value: 3}; without value
// the dot is a black kropki dot, a ratio of 2.
var Ratio = &Kind{
	Rule:     RatioRule,
	FPuzzles: fpDot("ratio", "2"),
	Key:      "ratio",
	Keys:     []string{"cells", "value"},
	Example:  "ratio: {cells: [r1c1, r1c2], value: 3}",
	Read:     func(a Args) []game.Constraint { return readDot(a, RatioRule, byRatio, 2) },
	Draw:     Drawing{Style: StyleMarks, Marks: []Mark{{Key: "cells", Dot: "#222", Label: "value"}}},
}

// NewRatio returns a dot between neighbours a and b one of whose numbers
// is n times the other: a black kropki dot (of KropkiRule) when n is 2.
// It stands for an entry of f-puzzles' "ratio" list, {"cells": ["R1C1",
// "R1C2"], "value": "3"}, whose n is 2 when it has no value.
func NewRatio(a, b game.Pos, n int) game.Constraint {
	return newDotOf(RatioRule, a, b, mark{byRatio, n})
}
