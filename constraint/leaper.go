package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// LeaperRule is the rule kind of anti-leaper: a rule of the whole board,
// which the board keeps as groups of two, read as anti-knight is.
var LeaperRule = &game.RuleKind{
	Name:       "AntiLeaper",
	Title:      "Anti-leaper",
	Doc:        "cells a leap of m rows and n columns apart (or n rows and m columns) never hold the same value: (1, 2) is a knight's move, (1, 3) a camel's, (2, 3) a zebra's",
	Difficulty: 1.0,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanDiffer,
}

// Leaper is written leaper: {m: 1, n: 3}: the leap's rows and columns,
// in either order.
var Leaper = &Kind{
	Rule:     LeaperRule,
	FPuzzles: &FPuzzlesForm{None: "its chess rules are the knight's and the king's alone (antiknight, antiking)"},
	Key:      "leaper",
	Keys:     []string{"m", "n"},
	Example:  "leaper: {m: 1, n: 3}",
	Read:     readLeaper,
	Draw:     Drawing{Style: StyleGlobal},
}

// readLeaper reads a leap of m rows and n columns, each 0 or more and
// not both 0.
func readLeaper(a Args) []game.Constraint {
	m, okM := a.Int("m")
	n, okN := a.Int("n")
	if !okM || !okN {
		return nil
	}
	ok := true
	for _, k := range [2]struct {
		key string
		x   int
	}{{"m", m}, {"n", n}} {
		if k.x < 0 {
			a.Errorf(k.key, "%s counts the rows or columns a leap goes, 0 or more, not %d", k.key, k.x)
			ok = false
		}
	}
	if ok && m == 0 && n == 0 {
		a.Errorf("", "a leap of (0, 0) stays on its cell: give m or n above 0, {m: 1, n: 2} for a knight's move")
		ok = false
	}
	if !ok {
		return nil
	}
	return one(NewLeaper(m, n))
}

// NewLeaper returns the rule that no two cells of the board a leap of m
// rows and n columns apart, or n rows and m columns, either way, hold the
// same value: NewLeaper(1, 2) is anti-knight, NewLeaper(1, 3)
// anti-camel. m and n are 0 or more and not both 0 (Bind refuses them
// else), and name the same rule in either order: the rule keeps the
// smaller first.
func NewLeaper(m, n int) game.Constraint {
	m, n = min(m, n), max(m, n)
	c := &chess{kind: LeaperRule, name: fmt.Sprintf("anti-leaper (%d, %d)", m, n), move: fmt.Sprintf("a (%d, %d) leap", m, n),
		args: []Arg{{"m", m}, {"n", n}}}
	if m < 0 || n == 0 {
		c.wrong = fmt.Sprintf("a leap of (%d, %d) is no move: its rows and columns are 0 or more, and not both 0", m, n)
		return c
	}
	c.steps = leaps(m, n)
	return c
}
