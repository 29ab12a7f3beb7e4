package constraint

import "github.com/sudoku-rules/sudoku/game"

// DifferenceRule is the rule kind of difference dots of a value other
// than 1; a difference of 1 is a white kropki dot (KropkiRule).
var DifferenceRule = &game.RuleKind{
	Name:       "Difference",
	Title:      "Difference dot",
	Doc:        "the numbers either side of a difference dot differ by its value",
	Difficulty: 1.2,
	Shape:      game.ShapeEdge,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanExplain | game.CanLink | game.CanLabel,
}

// Difference is written difference: {cells: [r1c1, r1c2], value: 3};
// without value the dot is a white kropki dot, a difference of 1.
var Difference = &Kind{
	Rule:     DifferenceRule,
	FPuzzles: fpDot("difference", "1"),
	Key:      "difference",
	Keys:     []string{"cells", "value"},
	Example:  "difference: {cells: [r1c1, r1c2], value: 3}",
	Read:     func(a Args) []game.Constraint { return readDot(a, DifferenceRule, byDifference, 1) },
	Draw:     Drawing{Style: StyleMarks, Marks: []Mark{{Key: "cells", Dot: "#fff", Label: "value"}}},
}

// NewDifference returns a dot between neighbours a and b whose numbers
// differ by n: a white kropki dot (of KropkiRule) when n is 1. It stands
// for an entry of f-puzzles' "difference" list, {"cells": ["R1C1",
// "R1C2"], "value": "3"}, whose n is 1 when it has no value.
func NewDifference(a, b game.Pos, n int) game.Constraint {
	return newDotOf(DifferenceRule, a, b, mark{byDifference, n})
}
