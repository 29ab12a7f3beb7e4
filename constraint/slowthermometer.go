package constraint

import "github.com/sudoku-rules/sudoku/game"

// SlowThermometerRule is the rule kind of slow thermometers: a little
// harder than a thermometer's, since a value may stay as it is.
var SlowThermometerRule = &game.RuleKind{
	Name:       "SlowThermometer",
	Title:      "Slow thermometer",
	Doc:        "the values never fall along a slow thermometer from its bulb: each is at least the one before",
	Difficulty: 2.1,
	Shape:      game.ShapeLine,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanNarrow | game.CanExplain | game.CanLink,
}

// SlowThermometer is written slowthermometer: {cells: [r1c1, r1c2,
// r1c3]}, from the bulb.
var SlowThermometer = &Kind{
	Rule:     SlowThermometerRule,
	FPuzzles: fpLines("slowthermometer"),
	Key:      "slowthermometer",
	Keys:     []string{"cells"},
	Example:  "slowthermometer: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(2, thermoWhy, NewSlowThermometer),
	Draw:     Drawing{Style: StyleThermometer, Colour: "#c8c8e8", Width: 0.3, Dashed: true},
}

// NewSlowThermometer returns a slow thermometer whose bulb is cells[0]:
// each value along cells is at least the one before. It stands for one
// line of an entry of f-puzzles' "slowthermometer" list, and for a spec's
// slowthermometer item.
func NewSlowThermometer(cells []game.Pos) game.Constraint {
	return &thermo{line: line{cells: cells}}
}
