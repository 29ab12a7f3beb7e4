package kinddef_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// tenline is the 10-line: segments that each add up to 10.
const tenline = `  tenline:
    doc: the line divides into segments that each add up to 10
    cells: line
    start: 0
    next: "s + v < 10 ? s + v : (s + v == 10 ? 0 : fail)"
    accept: s == 0
`

// TestMachineBindErrors: a machine whose walks reach too many states
// along a line, or never a state it accepts, is refused as it binds,
// at the rule.
func TestMachineBindErrors(t *testing.T) {
	// Errors found as a rule binds to the board's values.
	for _, tt := range []struct{ def, want string }{
		{"    next: s * 10 + v\n    accept: \"true\"\n", "more than 4096 states over the values 1 to 9"},
		{"    next: s + v\n    accept: s < 0\n", "no walk over the values reaches a state it accepts"},
	} {
		_, err := specs.Parse("m.yaml", []byte("extends: classic\nkinds:\n  m:\n    doc: d\n"+tt.def+"constraints:\n  - m: [r1c1, r1c2, r1c3, r1c4, r1c5]\n"))
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
	}
}

// TestMachineSolves: 10-lines laid where the solution keeps them solve
// to it, every step checked against it; a 10-line the solution breaks
// leaves none.
func TestMachineSolves(t *testing.T) {
	g, solution := classicCase(t)
	num := func(f int) int { return solution[f] + 1 }
	// Runs of a row whose numbers add up to 10, as one segment or two.
	var lines []string
	for r := range 9 {
		for c := 0; c < 9; c++ {
			sum, end := 0, c
			for end < 9 && sum < 10 {
				sum += num(r*9 + end)
				end++
			}
			if sum == 10 && end-c >= 2 {
				var cells []string
				for x := c; x < end; x++ {
					cells = append(cells, fmt.Sprintf("r%dc%d", r+1, x+1))
				}
				lines = append(lines, "      - tenline: ["+strings.Join(cells, ", ")+"]")
				c = end
			}
		}
	}
	require.NotEmpty(t, lines)
	spec := "name: ten\nextends: classic\nkinds:\n" + tenline + "puzzles:\n  - name: p\n    givens: \"" + strings.Repeat(".", 81) + "\"\n    constraints:\n" + strings.Join(lines, "\n") + "\n"
	sp, err := specs.Parse("ten.yaml", []byte(spec))
	require.NoError(t, err)
	r := sp.Puzzles[0].Rules
	require.NoError(t, r.CheckSolution(solution, nil))
	solveChecked(t, r, g, solution)
	steps := ruleSteps(t, r, g, "Tenline")
	require.NotEmpty(t, steps, "steps of the 10-lines")
	t.Logf("%d steps of the 10-lines, such as: %s", len(steps), steps[0])
	for _, reason := range steps {
		assert.Regexp(t, `^tenline r\d+c\d+-r\d+c\d+ \(next: .*; accept: s == 0\): no walk along the line that keeps it puts them there, so .* leaves? r\d+c\d+`, reason)
	}
	// r1c1 r1c2 as one 10-line: it holds only if they add up to 10.
	bad := strings.Replace(spec, "    constraints:\n", "    constraints:\n      - tenline: [r1c1, r1c2]\n", 1)
	if num(0)+num(1) == 10 {
		t.Skip("r1c1 and r1c2 add up to 10 in the solution")
	}
	requireNoSolution(t, bad, g)
}

// TestMachineCountsAgainstBruteForce: random lines of machines on 4x4
// boards count as many solutions as a count over every 4x4 grid, with
// each machine written again here as a function.
func TestMachineCountsAgainstBruteForce(t *testing.T) {
	machines := []struct {
		def  string
		keep func(nums []int) bool
	}{
		{"    next: \"s + v < 5 ? s + v : (s + v == 5 ? 0 : fail)\"\n    accept: s == 0\n", func(nums []int) bool { // segments of 5
			s := 0
			for _, v := range nums {
				switch {
				case s+v < 5:
					s += v
				case s+v == 5:
					s = 0
				default:
					return false
				}
			}
			return s == 0
		}},
		{"    start: 0\n    next: \"v % 2 == 1 ? s + 1 : s\"\n    accept: s == 1\n", func(nums []int) bool { // exactly one odd
			odd := 0
			for _, v := range nums {
				odd += v % 2
			}
			return odd == 1
		}},
		{"    start: 10\n    next: \"v > s % 10 ? v : fail\"\n    accept: \"true\"\n", func(nums []int) bool { // rising
			for i := 1; i < len(nums); i++ {
				if nums[i] <= nums[i-1] {
					return false
				}
			}
			return true
		}},
		{"    next: \"bitor(s, bitshl(1, v))\"\n    accept: s in [6, 10, 12, 18, 20, 24]\n", func(nums []int) bool { // two numbers, kept as bits
			return len(slices.Compact(slices.Sorted(slices.Values(nums)))) == 2
		}},
		{"    next: \"bitand(bitshr(s, v), 1) == 1 ? fail : bitxor(s, bitshl(1, v))\"\n    accept: \"true\"\n", func(nums []int) bool { // no number twice
			return len(slices.Compact(slices.Sorted(slices.Values(nums)))) == len(nums)
		}},
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 60 {
		m := machines[trial%len(machines)]
		def := "    doc: a test machine\n" + m.def
		if trial%4 == 3 {
			// Its cells a list anywhere on the board, in any order.
			def = "    doc: a test machine\n    cells: list\n" + m.def
		}
		checkLineCount(t, rng, def, m.keep)
	}
}

// checkLineCount lays a line of the kind that def defines (its keys but
// the first line, indented) along a random path of a 4x4 board (random
// cells anywhere, for cells: list) and
// requires the engine's count of solutions to be that of every 4x4 grid
// whose numbers along the path keep says keep the rule. A kind that no
// grid keeps may be refused as it binds.
func checkLineCount(t *testing.T, rng *rand.Rand, def string, keep func(nums []int) bool) {
	t.Helper()
	path := randomPath(rng, 2+rng.IntN(3))
	if strings.Contains(def, "    cells: list\n") {
		path = rng.Perm(16)[:2+rng.IntN(3)]
	}
	var cells []string
	for _, f := range path {
		cells = append(cells, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
	}
	want := 0
	for _, g := range allGrids4() {
		nums := make([]int, len(path))
		for i, f := range path {
			nums[i] = g[f]
		}
		if keep(nums) {
			want++
		}
	}
	spec := "name: t\nextends: 4x4\nkinds:\n  m:\n" + def + "puzzles:\n  - name: p\n    constraints:\n      - m: [" + strings.Join(cells, ", ") + "]\n"
	sp, err := specs.Parse("t.yaml", []byte(spec))
	if want == 0 && err != nil {
		return
	}
	require.NoError(t, err, spec)
	for _, opts := range []strategy.Options{{Limit: 1000}, {Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()}} {
		e, err := strategy.NewEngine(sp.Puzzles[0].Rules, opts)
		require.NoError(t, err)
		assert.Equal(t, want, e.Solve(context.Background(), game.EmptyGrid(16)).Count, "%s", spec)
	}
}
