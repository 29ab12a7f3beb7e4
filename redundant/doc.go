// Package redundant finds what a puzzle can do without: each given and
// each rule that can go, alone, while the puzzle keeps its one solution.
// A setter uses it to make a puzzle minimal, or to see which clues only
// make it easier.
//
// Find tries every given and every rule one at a time, the rest of the
// puzzle kept: a given is made empty; a rule is a constraint (a cage, a
// thermometer, a dot) or an extra group (a window, a diagonal, a disjoint
// group, a group listed cell by cell), taken out of the rules. Rows,
// columns, boxes and regions are the board's and never go. What each test
// finds holds for that item alone: two items that can each go may not go
// together.
//
// With Options.Rate, Find also rates the puzzle without each item (ER, on
// Sudoku Explainer's scale, package rate) and compares it with the whole
// puzzle's rating: an item whose absence makes the rating rise, or leaves
// the techniques stalled, only helps logic (HelpsLogic); the others are
// redundant outright.
package redundant
