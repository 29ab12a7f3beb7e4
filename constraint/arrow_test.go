package constraint_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
)

// arrows lays arrows that grid keeps: a circle of one cell, or now and
// then a pill of two, and lines grown from it at random, a cell at a
// time, until they add up to the circle's number; now and then a new
// line starts from the circle.
func arrows(pills bool) layer {
	return func(rng *rand.Rand, r *game.Rules, grid []int) []game.Constraint {
		var out []game.Constraint
		for range r.NumFields() / 4 {
			circle := []game.Pos{r.Pos(rng.IntN(r.NumFields()))}
			target := value(r, grid, circle[0])
			if pills && rng.IntN(3) == 0 {
				next := game.Pos{Row: circle[0].Row, Col: circle[0].Col + 1}
				if rng.IntN(2) == 0 {
					next = game.Pos{Row: circle[0].Row + 1, Col: circle[0].Col}
				}
				if r.FieldAt(next) < 0 {
					continue
				}
				circle = append(circle, next)
				target = 10*target + value(r, grid, next)
			}
			out = append(out, growArrows(rng, r, grid, circle, target)...)
		}
		return out
	}
}

// growArrows grows arrows from circle whose values add up to target, a
// cell at a time, or returns nil when it gets stuck; now and then it
// starts another arrow from the circle.
func growArrows(rng *rand.Rand, r *game.Rules, grid []int, circle []game.Pos, target int) []game.Constraint {
	var out []game.Constraint
	for len(out) == 0 || rng.IntN(3) == 0 && len(out) < 3 {
		c := growArrow(rng, r, grid, circle, target)
		if c == nil {
			break
		}
		out = append(out, c)
	}
	return out
}

// growArrow grows a line from circle whose values add up to target, or
// returns nil when it gets stuck.
func growArrow(rng *rand.Rand, r *game.Rules, grid []int, circle []game.Pos, target int) game.Constraint {
	used := map[game.Pos]bool{}
	for _, p := range circle {
		used[p] = true
	}
	var line []game.Pos
	sum := 0
	for tries := 0; sum < target && tries < 50; tries++ {
		p := circle[rng.IntN(len(circle))]
		if len(line) > 0 {
			p = line[len(line)-1]
		}
		q := game.Pos{Row: p.Row + rng.IntN(3) - 1, Col: p.Col + rng.IntN(3) - 1}
		if r.FieldAt(q) < 0 || used[q] || sum+value(r, grid, q) > target {
			continue
		}
		used[q] = true
		sum += value(r, grid, q)
		line = append(line, q)
	}
	if sum != target || len(line) == 0 {
		return nil
	}
	return constraint.NewArrow(circle, line)
}

func TestArrowSound(t *testing.T) {
	checkKind(t, "4x4", 60, 0.1, arrows(false))
	checkKind(t, "6x6", 30, 0.3, arrows(true))
	checkKind(t, "classic", 12, 0.55, arrows(true))
}

func TestArrowCheck(t *testing.T) {
	p := func(r, c int) game.Pos { return game.Pos{Row: r - 1, Col: c - 1} }
	single := constraint.NewArrow([]game.Pos{p(1, 1)}, []game.Pos{p(1, 2), p(2, 3)})
	pill := constraint.NewArrow([]game.Pos{p(4, 2), p(4, 1)}, []game.Pos{p(4, 1), p(3, 1), p(2, 1), p(2, 2)})
	r := rulesOf(t, "6x6", single, pill)
	assert.Equal(t, "arrow from r1c1 along r1c2 r2c3", r.Constraints[0].Name())
	assert.Equal(t, "arrow from pill r4c2 r4c1 along r3c1 r2c1 r2c2", r.Constraints[1].Name())
	lineCheckTable(t, r, []lineCheckTest{
		{"", ""},
		{"r1c1=6", ""},
		{"r1c1=5 r1c2=2 r2c3=3", ""},
		{"r1c1=5 r1c2=2 r2c3=4", "arrow from r1c1 along r1c2 r2c3: the arrow adds up to 6 and the circle holds 5"},
		{"r1c1=2 r1c2=5", "arrow from r1c1 along r1c2 r2c3: with r1c1=2 r1c2=5 placed, the arrow adds up to 6 to 11 and the circle holds 2"},
		{"r2c1=6 r2c2=3 r3c1=5 r4c1=1 r4c2=4", ""},
		{"r2c1=6 r2c2=3 r3c1=5 r4c1=1 r4c2=6", "arrow from pill r4c2 r4c1 along r3c1 r2c1 r2c2: the arrow adds up to 14 and the pill reads 16"},
		{"r2c1=6 r2c2=6 r3c1=6 r4c1=1", "arrow from pill r4c2 r4c1 along r3c1 r2c1 r2c2: with r4c1=1 r3c1=6 r2c1=6 r2c2=6 placed, the arrow adds up to 18 and the pill reads 11 to 16"},
	})
}

func TestArrowErrors(t *testing.T) {
	errorTable(t, "classic", []lineErrorTest{
		{"pill askew", "- arrow: {circle: [r1c1, r2c2], cells: [r1c2]}", "l.yaml:3:21: the pill r1c1 r2c2 does not lie in a row or column"},
		{"pill of 4", "- arrow: {circle: [r1c1, r1c2, r1c3, r1c4], cells: [r2c2]}", "l.yaml:3:21: a circle of 4 cells"},
		{"off the circle", "- arrow: {circle: [r1c1], cells: [r1c3, r1c4]}", "l.yaml:3:36: r1c3, the first cell of the arrow, does not touch its circle r1c1"},
		{"a jump", "- arrow: {circle: [r1c1], cells: [r1c2, r1c4]}", "l.yaml:3:36: r1c4 touches neither r1c2 before it nor the circle r1c1"},
		{"too long", "- arrow: {circle: [r5c5], cells: [r4c4, r3c3, r2c2, r1c1, r1c2, r1c3, r1c4, r1c5, r1c6, r1c7]}", "l.yaml:3:5: no values make the circle the sum along the arrow: its 10 cells add up to 10 to 90, the circle holds 1 to 9"},
		{"pill too small", "- arrow: {circle: [r5c5, r5c6, r5c7], cells: [r4c4]}", "l.yaml:3:5: no values make the pill's number the sum along the arrow: its one cell adds up to 1 to 9, the pill reads 111 to 999"},
		{"twice", "- arrow: {circle: [r1c1], cells: [r1c2, r1c1]}", "l.yaml:3:43: r1c1 is listed twice"},
		{"no circle", "- arrow: {cells: [r1c2]}", "l.yaml:3:12: arrow needs circle"},
	})
	errorTable(t, "16x16\nvalues: 1-16", []lineErrorTest{
		{"pill of 1-16", "- arrow: {circle: [r1c1, r1c2], cells: [r2c1]}", "l.yaml:4:5: a pill reads its cells' digits as one number, but the value 10 is no digit"},
	})
	errorTable(t, "colors", []lineErrorTest{
		{"words", "- arrow: {circle: [r1c1], cells: [r1c2]}", "l.yaml:3:5: the values are not all whole numbers"},
	})
	errorTable(t, "4x4\nvalues: 1 2 3 100000", []lineErrorTest{
		{"far apart", "- arrow: {circle: [r1c1], cells: [r1c2]}", "l.yaml:4:5: its totals would span more than 65536 numbers"},
	})
}

func TestArrowLines(t *testing.T) {
	sp, err := specs.Parse("a.yaml", []byte("extends: classic\nconstraints:\n  - arrow: {circle: [r5c5], cells: [r4c4, r3c3, r4c5, r3c5, r6c6]}\n"))
	require.NoError(t, err)
	var names []string
	for _, c := range sp.Rules.Constraints {
		names = append(names, c.Name())
	}
	assert.Equal(t, []string{"arrow from r5c5 along r4c4 r3c3", "arrow from r5c5 along r4c5 r3c5", "arrow from r5c5 along r6c6"}, names,
		"an item of several lines is as many arrows, each adding up to the circle")
	pill := constraint.NewArrow([]game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, []game.Pos{{Row: 0, Col: 1}, {Row: 1, Col: 2}})
	assert.Equal(t, []game.Pos{{Row: 0, Col: 0}, {Row: 0, Col: 1}, {Row: 1, Col: 2}}, pill.Cells(), "a line of f-puzzles starts at the circle")
}

func TestArrowExplain(t *testing.T) {
	r := parseOne(t, "4x4", "arrow: {circle: [r1c1], cells: [r1c2, r2c2]}")
	text, elims := explainMove(t, r, "")
	assert.Equal(t, []string{"r1c1-1", "r1c2-4", "r2c2-4"}, elims)
	assert.Equal(t, "arrow from r1c1 along r1c2 r2c2: the circle holds the sum along the arrow, here one of 2 3 4; 1 leaves r1c1, 4 leaves r1c2 r2c2", text)
	text, _ = explainMove(t, r, "r1c1=1")
	assert.Equal(t, "arrow from r1c1 along r1c2 r2c2: no values of its cells make the circle the sum along the arrow", text)
	links := 0
	for range game.LinkedPairs(r.Constraints[0].(game.Linker)) {
		links++
	}
	assert.Positive(t, links)
	assert.True(t, r.Excludes(game.Candidate{Field: 0, Value: 1}, game.Candidate{Field: 1, Value: 3}), "a circle of 2 and a cell of 4")
}

func TestArrowSixteen(t *testing.T) {
	checkSixteen(t, func(r *game.Rules, grid []int) []game.Constraint {
		rng := rand.New(rand.NewPCG(1, 16))
		var out []game.Constraint
		for len(out) < 12 {
			circle := []game.Pos{r.Pos(rng.IntN(r.NumFields()))}
			if c := growArrow(rng, r, grid, circle, value(r, grid, circle[0])); c != nil {
				out = append(out, c)
			}
		}
		return out
	})
}

// TestArrowLongSum checks that a long arrow bent through several houses
// is bounded by its cells held apart in large cliques: ISS's "Long sums
// 3" (a pill of two over 32 cells, no givens), whose cells, split into
// cliques of up to eight cells, add up to 97 at least, so that the pill
// reads 97 to 99. Split greedily along the line, as it once was, the
// cliques were smaller, the least was 78, and the pill kept 7 and 8 in
// its tens.
func TestArrowLongSum(t *testing.T) {
	r := parseOne(t, "classic", "arrow: {circle: [r1c9, r1c8], cells: [r1c7, r1c6, r1c5, r2c4, r2c3, r2c2, r2c1, r3c1, r4c1, r4c2, r5c2, r5c1, r6c1, r6c2, r7c2, r7c1, r8c1, r8c2, r8c3, r7c3, r7c4, r6c4, r6c3, r5c3, r5c4, r5c5, r6c5, r7c5, r7c6, r6c6, r6c7, r6c8]}")
	_, elims := explainMove(t, r, "")
	left := map[string]int{}
	for _, e := range elims {
		cell, _, _ := strings.Cut(e, "-")
		left[cell]++
	}
	assert.Equal(t, 8, left["r1c8"], "the pill's tens are 9")
	assert.Equal(t, 6, left["r1c9"], "the pill's units are 7 to 9")
}
