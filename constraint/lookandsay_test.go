package constraint_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// lookAndSayOf returns a look-and-say cage of two to six cells of r,
// touching or anywhere, whose clue counts some of the values grid holds
// there and, now and then, a value it holds none of; and the clue.
func lookAndSayOf(rng *rand.Rand, r *game.Rules, grid []int) ([]game.Pos, string, game.Constraint) {
	n := 2 + rng.IntN(5)
	cells := region(rng, r, n)
	if rng.IntN(2) == 0 {
		cells = scattered(rng, r, n)
	}
	count := map[int]int{}
	for _, p := range cells {
		count[grid[r.FieldAt(p)]]++
	}
	var clue strings.Builder
	for _, v := range rng.Perm(r.NumValues()) {
		name := r.Values.Name(v)
		switch {
		case len(name) != 1:
			continue
		case count[v] > 0 && rng.IntN(2) == 0:
			fmt.Fprintf(&clue, "%d%s", count[v], name)
		case count[v] == 0 && rng.IntN(6) == 0:
			fmt.Fprintf(&clue, "0%s", name)
		}
	}
	if clue.Len() == 0 {
		v := grid[r.FieldAt(cells[0])]
		fmt.Fprintf(&clue, "%d%s", count[v], r.Values.Name(v))
	}
	return cells, clue.String(), constraint.NewLookAndSay(cells, clue.String())
}

// lookAndSays lays look-and-say cages that grid keeps.
func lookAndSays(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
	var out []game.Constraint
	for range r.NumFields() / 6 {
		_, _, c := lookAndSayOf(rng, r, grid)
		out = append(out, c)
	}
	return out
}

func TestLookAndSaySound(t *testing.T) {
	checkKind(t, "4x4", 25, 0.1, lookAndSays)
	checkKind(t, "6x6", 12, 0.2, lookAndSays)
	checkKind(t, "classic", 4, 0.5, lookAndSays)
}

// lookAndSayRule is a look-and-say cage as the count test tells it.
type lookAndSayRule struct {
	cells []game.Pos
	clue  string
}

// TestLookAndSayCounts: puzzles with look-and-say cages count as many
// solutions as the grids whose cages hold each value their clues count
// exactly as often as counted, told here from the clue's digits.
func TestLookAndSayCounts(t *testing.T) {
	countRules(t, countedRule[lookAndSayRule]{
		lay: func(rng *rand.Rand, r *game.Rules, grid []int) (lookAndSayRule, game.Constraint) {
			cells, clue, c := lookAndSayOf(rng, r, grid)
			return lookAndSayRule{cells, clue}, c
		},
		keeps: func(r *game.Rules, grid []int, rule lookAndSayRule) bool {
			held := numbersAt(r, grid, rule.cells)
			for i := 0; i < len(rule.clue); i += 2 {
				n, v := int(rule.clue[i]-'0'), int(rule.clue[i+1]-'0')
				have := 0
				for _, x := range held {
					if x == v {
						have++
					}
				}
				if have != n {
					return false
				}
			}
			return true
		},
	})
}

func TestLookAndSayCheck(t *testing.T) {
	r := builtin(t, "classic", constraint.NewLookAndSay(cells(t, "r1c1 r1c2 r2c1 r2c2"), "1203"))
	assert.Equal(t, "look-and-say 1203 at r1c1 r1c2 r2c1 r2c2", r.Constraints[0].Name())
	checkTable(t, r, []checkTest{
		{"empty", nil, ""},
		{"kept", []string{"r1c1=2", "r1c2=5", "r2c1=7", "r2c2=9"}, ""},
		{"a value it holds none of", []string{"r1c1=3"}, "look-and-say 1203 at r1c1 r1c2 r2c1 r2c2: r1c1 holds 3, which the cells may not hold"},
		{"none of the value counted", []string{"r1c1=1", "r1c2=5", "r2c1=7", "r2c2=9"}, "look-and-say 1203 at r1c1 r1c2 r2c1 r2c2: its cells hold no 2, given once"},
	})
}

func TestLookAndSayErrors(t *testing.T) {
	checkErrors(t, "classic", []errorTest{
		{"odd", "- lookandsay: {cells: [r1c1, r1c2], clue: 123}", "123", "a look-and-say clue is pairs of digits, a count and a value (1223: one 2 and two 3s), not \"123\""},
		{"twice", "- lookandsay: {cells: [r1c1, r1c2], clue: 1232}", "1232", "the clue 1232 counts 2 twice: give each value one pair"},
		{"too many", "- lookandsay: {cells: [r1c1, r1c2], clue: 3132}", "3132", "2 cells hold at most 2 values, not the clue's 6"},
		{"too many in a row", "- lookandsay: {cells: [r1c1, r1c2, r1c3], clue: 21}", "", "1 cannot stand twice in r1c1 r1c2 r1c3"},
		{"no value", "- lookandsay: {cells: [r1c1, r1c2], clue: 1a}", "1a", "a look-and-say clue is pairs of digits"},
	})
	assert.Empty(t, specError("classic", "- lookandsay: {cells: [r1c1, r1c2, r2c1], clue: \"0512\"}"))
	assert.Empty(t, specError("classic", "- lookandsay: {cells: [r1c1, r1c2, r2c1], clue: 05}"), "a clue of none alone")
}

func TestLookAndSayExplain(t *testing.T) {
	r := builtin(t, "4x4", constraint.NewLookAndSay(cells(t, "r1c1 r1c2"), "0314"))
	assert.Equal(t, "look-and-say 0314 at r1c1 r1c2: its cells hold 4 once and no 3, no more and no fewer, and a value once among cells that share a group, so 3 leaves r1c1 r1c2",
		explain(t, r, 0))
}
