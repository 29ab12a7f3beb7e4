package constraint

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// PalindromeRule is the rule kind of palindromes: a cell copies its mirror's
// candidates, seen at once.
var PalindromeRule = &game.RuleKind{
	Name:       "Palindrome",
	Title:      "Palindrome",
	Doc:        "a palindrome line reads the same from either end",
	Difficulty: 1.2,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// Palindrome is written palindrome: {cells: [r3c3, r4c4, r5c5]}.
var Palindrome = &Kind{
	Rule:     PalindromeRule,
	FPuzzles: fpLines("palindrome"),
	Key:      "palindrome",
	Keys:     []string{"cells"},
	Example:  "palindrome: {cells: [r3c3, r4c4, r5c5]}",
	Read:     readLineKind(2, palindromeWhy, NewPalindrome),
	Draw:     Drawing{Style: StyleLine, Colour: "#a0a0a0", Width: 0.2},
}

const palindromeWhy = "two cells to mirror each other"

// NewPalindrome returns a palindrome along cells: the cells at the same
// distance from either end hold the same value. It stands for one line of
// an entry of f-puzzles' "palindrome" list, and for a spec's palindrome
// item.
func NewPalindrome(cells []game.Pos) game.Constraint {
	return &palindrome{line: line{cells: cells}}
}

type palindrome struct {
	line
	values *game.Values
}

// The abilities of palindrome that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*palindrome)(nil)

func (c *palindrome) Kind() *game.RuleKind { return PalindromeRule }

func (c *palindrome) Name() string { return "palindrome " + c.path() }

// mirror returns the index of the cell that mirrors cell i.
func (c *palindrome) mirror(i int) int { return len(c.cells) - 1 - i }

func (c *palindrome) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, palindromeWhy); err != nil {
		return nil, err
	}
	for i := range len(fields) / 2 {
		j := c.mirror(i)
		if g := sharedGroup(r, fields[i], fields[j]); g >= 0 {
			return nil, fmt.Errorf("%s and %s mirror each other on the palindrome but share %s, so they can never hold the same value", c.cells[i], c.cells[j], r.Groups[g].Name)
		}
	}
	b := *c
	b.fields, b.values = fields, r.Values
	return &b, nil
}

func (c *palindrome) Check(g game.Grid) error {
	for i := range len(c.fields) / 2 {
		j := c.mirror(i)
		u, v := g.Value(c.fields[i]), g.Value(c.fields[j])
		if u != game.Empty && v != game.Empty && u != v {
			return fmt.Errorf("%s holds %s but %s, its mirror, holds %s", c.cells[i], c.values.Name(u), c.cells[j], c.values.Name(v))
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *palindrome) Local() {}

// Propagate keeps in each cell the values its mirror can hold.
func (c *palindrome) Propagate(b *game.Board, found *game.Found) bool {
	for i := range len(c.fields) / 2 {
		f, g := c.fields[i], c.fields[c.mirror(i)]
		both := b.Candidates(f) & b.Candidates(g)
		if !eliminate(b, found, f, both) || !eliminate(b, found, g, both) {
			return false
		}
	}
	return true
}

// Explain names, for each cell the move changes, its mirror, which
// cannot hold what it loses.
func (c *palindrome) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return c.Name() + ": two cells that mirror each other have no value in common"
	}
	var parts []string
	c.eachRemoved(m, func(i int, gone game.ValueSet) {
		parts = append(parts, fmt.Sprintf("%s cannot hold %s, nor can its mirror %s", c.cells[c.mirror(i)], gone.Format(r.Values), c.cells[i]))
	})
	return c.Name() + ": " + strings.Join(parts, "; ")
}

// Links forbids cells that mirror each other different values.
func (c *palindrome) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	table := make([]game.ValueSet, c.values.Len())
	for i := range len(c.fields) / 2 {
		if !c.linkPairs(i, c.mirror(i), table, func(u, v int) bool { return u != v }, yield) {
			return
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *palindrome) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
