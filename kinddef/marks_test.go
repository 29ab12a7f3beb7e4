package kinddef_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// arrowMarks defines a marks kind whose marks are not symmetric: a >
// points from the greater number to the smaller, across an edge.
const arrowMarks = `kinds:
  arrows:
    doc: an arrow between neighbours points from the greater number to the smaller; a five mark joins two that add up to 5
    marks:
      gt: {pair: a > b, letter: ">"}
      five: a + b == 5
`

// TestMarksAgainstBruteForce: random marks of a kind with a rule that is
// not symmetric, with and without its negative rule (which forbids the
// rule either way round), on 4x4 boards count as many solutions as a
// count over every 4x4 grid, made here, that keeps them.
func TestMarksAgainstBruteForce(t *testing.T) {
	keeps := map[string]func(a, b int) bool{
		"gt":   func(a, b int) bool { return a > b },
		"five": func(a, b int) bool { return a+b == 5 },
	}
	var all [][2]int
	for f := range 16 {
		if f%4 < 3 {
			all = append(all, [2]int{f, f + 1})
		}
		if f < 12 {
			all = append(all, [2]int{f, f + 4})
		}
	}
	grids := allGrids4()
	rng := rand.New(rand.NewPCG(7, 7))
	counted := 0
	for trial := range 40 {
		var pairs [][2]int
		var keys []string
		byKey := map[string][]string{}
		for _, i := range rng.Perm(len(all))[:rng.IntN(5)] {
			p := all[i]
			if rng.IntN(2) == 0 {
				p = [2]int{p[1], p[0]}
			}
			k := []string{"gt", "five"}[rng.IntN(2)]
			pairs, keys = append(pairs, p), append(keys, k)
			byKey[k] = append(byKey[k], fmt.Sprintf("[r%dc%d, r%dc%d]", p[0]/4+1, p[0]%4+1, p[1]/4+1, p[1]%4+1))
		}
		negative := [][]string{nil, {"gt"}, {"five"}, {"gt", "five"}}[rng.IntN(4)]
		var parts []string
		for _, k := range []string{"gt", "five"} {
			if len(byKey[k]) > 0 {
				parts = append(parts, k+": ["+strings.Join(byKey[k], ", ")+"]")
			}
		}
		switch len(negative) {
		case 0:
			if len(parts) == 0 {
				continue
			}
		case 1:
			parts = append(parts, "negative: "+negative[0])
		default:
			parts = append(parts, "negative: true")
		}
		want := 0
		for _, g := range grids {
			ok := true
			marked := map[[2]int]bool{}
			for i, p := range pairs {
				ok = ok && keeps[keys[i]](g[p[0]], g[p[1]])
				marked[p], marked[[2]int{p[1], p[0]}] = true, true
			}
			for _, p := range all {
				if marked[p] {
					continue
				}
				for _, k := range negative {
					ok = ok && !keeps[k](g[p[0]], g[p[1]]) && !keeps[k](g[p[1]], g[p[0]])
				}
			}
			if ok {
				want++
			}
		}
		spec := "name: t\nextends: 4x4\n" + arrowMarks + "puzzles:\n  - name: p\n    constraints:\n      - arrows: {" + strings.Join(parts, ", ") + "}\n"
		sp, err := specs.Parse("t.yaml", []byte(spec))
		require.NoError(t, err, spec)
		for _, opts := range []strategy.Options{{Limit: 1000}, {Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()}} {
			e, err := strategy.NewEngine(sp.Puzzles[0].Rules, opts)
			require.NoError(t, err)
			assert.Equal(t, want, e.Solve(context.Background(), game.EmptyGrid(16)).Count, "trial %d: %s", trial, spec)
		}
		if want > 0 {
			counted++
		}
	}
	assert.Greater(t, counted, 10)
}

// TestMarksErrors: a marks kind's bad definitions and items are refused
// at their place, each saying what to do.
func TestMarksErrors(t *testing.T) {
	tests := []struct{ name, spec, want string }{
		{"neighbours", "kinds:\n  m:\n    doc: d\n    neighbours: knight\n    marks: {x: a + b == 5}\n", "t.yaml:6:17: neighbours is orthogonal (cells that share an edge, the default) or diagonal"},
		{"neighbours alone", "kinds:\n  m:\n    doc: d\n    neighbours: diagonal\n", "t.yaml:6:17: neighbours says where a marks kind's marks stand: give marks"},
		{"a pair rule too", "kinds:\n  m:\n    doc: d\n    next-pair: a > b\n    marks: {x: a + b == 5}\n", "t.yaml:7:12: a marks kind is said by its marks alone"},
		{"args", "kinds:\n  m:\n    doc: d\n    args: [n]\n    marks: {x: a + b == n}\n", "t.yaml:6:11: a marks kind takes no arguments"},
		{"negative as a key", "kinds:\n  m:\n    doc: d\n    marks: {negative: a + b == 5}\n", "other than negative"},
		{"syntax", "kinds:\n  m:\n    doc: d\n    marks:\n      x: a + + == 5\n", "t.yaml:7:16: unexpected token"},
		{"syntax in a mapping", "kinds:\n  m:\n    doc: d\n    marks:\n      x: {pair: a +, letter: X}\n", "t.yaml:7:19: "},
		{"letter and dot", "kinds:\n  m:\n    doc: d\n    marks:\n      x: {pair: a > b, letter: X, dot: \"#000\"}\n", "a mark is a letter or a dot, not both"},
		{"not a mapping", "kinds:\n  m:\n    doc: d\n    marks: [a > b]\n", "t.yaml:6:12: marks is a mapping of each mark's key to its rule"},
		{"three cells", "constraints:\n  - diagonalxv: {x: [[r1c1, r2c2, r3c3]]}\n", "t.yaml:4:21: each item of x is two cells, such as [r1c1, r2c2], not 3"},
		{"not diagonal", "constraints:\n  - diagonalxv: {x: [[r1c1, r1c2]]}\n", "t.yaml:4:21: r1c1 and r1c2 do not touch at a corner: a mark of diagonalxv stands between two cells that do"},
		{"twice", "constraints:\n  - diagonalxv: {x: [[r1c1, r2c2]], v: [[r2c2, r1c1]]}\n", "r2c2 and r1c1 have a mark x between them already"},
		{"negative word", "constraints:\n  - diagonalxv: {x: [[r1c1, r2c2]], negative: w}\n", "negative is true, false, or the key of the marks all given (x or v), not \"w\""},
		{"and a composite", "kinds:\n  m:\n    doc: d\n    each: columns\n    of: dutchflatmate\n    marks: {x: a + b == 5}\n", "a marks kind is said by its marks alone"},
		{"negative false alone", "constraints:\n  - diagonalxv: {negative: false}\n", "diagonalxv needs marks or negative: true"},
		{"nothing", "constraints:\n  - diagonalxv: {}\n", "diagonalxv needs marks or negative: true: write e.g. - diagonalxv: {x: [[r1c1, r2c2]], negative: true}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := specs.Parse("t.yaml", []byte("name: t\nextends: classic\n"+tt.spec))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestMarksExplained: a marks kind's steps name the mark and its rule,
// and every step is true of the solution.
func TestMarksExplained(t *testing.T) {
	givens, solution := classicCase(t)
	var xs, vs []string
	for f := range 72 {
		r, c := f/9, f%9
		for _, dc := range []int{-1, 1} {
			if c+dc < 0 || c+dc > 8 {
				continue
			}
			pair := fmt.Sprintf("[r%dc%d, r%dc%d]", r+1, c+1, r+2, c+dc+1)
			switch solution[f] + solution[(r+1)*9+c+dc] + 2 {
			case 10:
				xs = append(xs, pair)
			case 5:
				vs = append(vs, pair)
			}
		}
	}
	items := xs
	require.NotEmpty(t, items)
	// Blank the givens a diagonal X touches, so that the marks say
	// something.
	sp, err := specs.Parse("t.yaml", []byte("name: t\nextends: classic\nconstraints:\n  - diagonalxv: {x: ["+strings.Join(xs, ", ")+"], v: ["+strings.Join(vs, ", ")+"], negative: true}\n"))
	require.NoError(t, err)
	g := append([]int(nil), givens...)
	for f := range g {
		if f%4 == 0 {
			g[f] = game.Empty
		}
	}
	steps := ruleSteps(t, sp.Rules, g, "Diagonalxv", "DiagonalxvNegative")
	require.NotEmpty(t, steps, "the marks take part")
	joined := strings.Join(steps, "\n")
	assert.True(t, strings.Contains(joined, "a + b == 10"), joined)
	_ = solveChecked(t, sp.Rules, g, solution)
}
