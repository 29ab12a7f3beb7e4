package constraint

import "github.com/sudoku-rules/sudoku/game"

// ModularLineRule is the rule kind of modular lines, read as entropic
// lines are.
var ModularLineRule = &game.RuleKind{
	Name:       "ModularLine",
	Title:      "Modular line",
	Doc:        "every three cells in a row on a modular line hold values that leave different remainders divided by 3",
	Difficulty: 1.8,
	Shape:      game.ShapeLine,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// ModularLine is written modularline: {cells: [r1c1, r1c2, r1c3]}.
var ModularLine = &Kind{
	Rule:     ModularLineRule,
	FPuzzles: fpLines("modularline"),
	Key:      "modularline",
	Keys:     []string{"cells"},
	Example:  "modularline: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(3, triadsWhy, NewModularLine),
	Draw:     Drawing{Style: StyleLine, Colour: "#30b0a0", Width: 0.2},
}

// NewModularLine returns a modular line along cells: every three cells in
// a row on it hold values whose numbers leave the remainders 0, 1 and 2
// divided by 3. It stands for one line of an entry of f-puzzles'
// "modularline" list, and for a spec's modularline item.
func NewModularLine(cells []game.Pos) game.Constraint {
	return &triads{line: line{cells: cells}, modular: true}
}
