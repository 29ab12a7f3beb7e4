package constraint

import (
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// LookAndSayRule is the rule kind of look-and-say cages.
var LookAndSayRule = &game.RuleKind{
	Name:       "LookAndSay",
	Title:      "Look-and-say",
	Doc:        "the clue reads as pairs of a count and a value: the cells hold each value named exactly that many times (0: not at all); other values are free",
	Difficulty: 1.5,
	Shape:      game.ShapeRegion,
	Abilities:  ContainExactRule.Abilities,
}

// LookAndSay is written lookandsay: {cells: [r1c1, r1c2, r2c1], clue:
// 1223}: one 2 and two 3s. The clue is its digits as written, so that a
// leading 0 (none of a value) stays; quote it where YAML would read it
// otherwise ("0512").
var LookAndSay = &Kind{
	Rule:     LookAndSayRule,
	FPuzzles: &FPuzzlesForm{None: "f-puzzles has no look-and-say cage"},
	Key:      "lookandsay",
	Keys:     []string{"cells", "clue"},
	Example:  "lookandsay: {cells: [r1c1, r1c2, r2c1, r2c2], clue: 1203}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		clue, ok2 := a.Word("clue")
		if !ok || !ok2 {
			return nil
		}
		words, _, err := readLookAndSay(clue)
		if err != nil {
			a.Errorf("clue", "%v", err)
			return nil
		}
		if len(words) > len(cells) {
			a.Errorf("clue", "%d cells hold at most %d values, not the clue's %d", len(cells), len(cells), len(words))
			return nil
		}
		return one(NewLookAndSay(cells, clue))
	},
	Draw: Drawing{Style: StyleCage, Label: "clue"},
}

// NewLookAndSay returns the rule that cells hold each value the clue
// names exactly as many times as it says: the clue's digits in pairs,
// a count and then a value (1223: one 2 and two 3s; a count of 0, none).
// It is Interactive Sudoku Solver's LookAndSay; a clue that is no such
// pairs makes the rule fail to bind.
func NewLookAndSay(cells []game.Pos, clue string) game.Constraint {
	words, zero, _ := readLookAndSay(clue)
	return &containExact{cells: cells, words: words, zero: zero, clue: clue}
}

// readLookAndSay reads a clue's pairs: the values the cells hold, each
// as many times as counted, and those they hold none of.
func readLookAndSay(clue string) (words, zero []string, err error) {
	if len(clue) == 0 || len(clue)%2 != 0 {
		return nil, nil, fmt.Errorf("a look-and-say clue is pairs of digits, a count and a value (1223: one 2 and two 3s), not %s", game.Excerpt(clue))
	}
	var seen []byte
	for i := 0; i < len(clue); i += 2 {
		n, v := clue[i], clue[i+1]
		if n < '0' || n > '9' || v < '0' || v > '9' {
			return nil, nil, fmt.Errorf("a look-and-say clue is pairs of digits, a count and a value (1223: one 2 and two 3s), not %s", game.Excerpt(clue))
		}
		if slices.Contains(seen, v) {
			return nil, nil, fmt.Errorf("the clue %s counts %c twice: give each value one pair", clue, v)
		}
		seen = append(seen, v)
		if n == '0' {
			zero = append(zero, string(v))
		}
		for range n - '0' {
			words = append(words, string(v))
		}
	}
	return words, zero, nil
}
