package kinddef_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/kinddef"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// setRules are set rules with an argument n, each beside the same rule
// told in Go over a cage's numbers.
var setRules = []struct {
	holds string
	keeps func(nums []int, n int) bool
}{
	{"count(values, # % 2 == 1) == n", func(nums []int, n int) bool {
		return countOf(nums, func(x int) bool { return x%2 == 1 }) == n
	}},
	{"sum(values) == n", func(nums []int, n int) bool { return sumOf(nums) == n }},
	// A killer cage, which the kernel narrows as the built-in kind.
	{"distinct == len(values) and sum(values) == n", func(nums []int, n int) bool {
		return len(uniq(nums)) == len(nums) && sumOf(nums) == n
	}},
	{"distinct == n", func(nums []int, n int) bool { return len(uniq(nums)) == n }},
	{"not (n in sums)", func(nums []int, n int) bool {
		for mask := 1; mask < 1<<len(nums); mask++ {
			t := 0
			for i, x := range nums {
				if mask&(1<<i) != 0 {
					t += x
				}
			}
			if t == n {
				return false
			}
		}
		return true
	}},
	{"max(values) - min(values) == n", func(nums []int, n int) bool { return slices.Max(nums)-slices.Min(nums) == n }},
	{"n in values and all(values, counts[#] == 1 or # != n)", func(nums []int, n int) bool {
		return countOf(nums, func(x int) bool { return x == n }) == 1
	}},
}

func countOf(nums []int, f func(int) bool) int {
	c := 0
	for _, x := range nums {
		if f(x) {
			c++
		}
	}
	return c
}

func sumOf(nums []int) int {
	t := 0
	for _, x := range nums {
		t += x
	}
	return t
}

func uniq(nums []int) []int {
	s := slices.Clone(nums)
	slices.Sort(s)
	return slices.Compact(s)
}

// TestSetRulesAgainstBruteForce: random cages of set rules, their cells
// anywhere on a 4x4 board and so maybe holding a value twice, count as
// many solutions as a count over every 4x4 grid that keeps them, with
// the kernel and with the strategies alike.
func TestSetRulesAgainstBruteForce(t *testing.T) {
	grids := allGrids4()
	rng := rand.New(rand.NewPCG(5, 6))
	for trial := range 60 {
		rule := setRules[trial%len(setRules)]
		var items []string
		var cages [][]int
		var ns []int
		for range 1 + rng.IntN(2) {
			size := 2 + rng.IntN(3)
			cage := rng.Perm(16)[:size]
			n := rng.IntN(size + 3)
			if strings.Contains(rule.holds, "sum") {
				n = size + rng.IntN(3*size)
			}
			cages, ns = append(cages, cage), append(ns, n)
			var cells []string
			for _, f := range cage {
				cells = append(cells, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
			}
			items = append(items, fmt.Sprintf("      - rule: {cells: [%s], n: %d}", strings.Join(cells, ", "), n))
		}
		want := 0
		for _, g := range grids {
			ok := true
			for i, cage := range cages {
				nums := make([]int, len(cage))
				for j, f := range cage {
					nums[j] = g[f]
				}
				slices.Sort(nums)
				ok = ok && rule.keeps(nums, ns[i])
			}
			if ok {
				want++
			}
		}
		spec := "name: t\nextends: 4x4\nkinds:\n  rule:\n    doc: a test rule\n    cells: set\n    args: [n]\n    holds: " + rule.holds +
			"\npuzzles:\n  - name: p\n    constraints:\n" + strings.Join(items, "\n") + "\n"
		sp, err := specs.Parse("t.yaml", []byte(spec))
		if want == 0 && err != nil {
			assert.Contains(t, err.Error(), "no values its")
			continue // a cage no values keep is refused as it binds
		}
		require.NoError(t, err, spec)
		r := sp.Puzzles[0].Rules
		for _, opts := range []strategy.Options{{Limit: 1000}, {Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()}} {
			e, err := strategy.NewEngine(r, opts)
			require.NoError(t, err)
			res := e.Solve(context.Background(), game.EmptyGrid(16))
			assert.Equal(t, want, res.Count, "trial %d: %s", trial, spec)
		}
	}
}

// TestSetRulePrune: a set rule with prune counts as many solutions as
// the same rule without (and as a count over every 4x4 grid), where both
// bind; and binds on cells so many that the rule without is refused,
// the sets it keeps few: counting circles, each value held as many
// times as it says, over 16 cells of 1-9 (as many as 9,9,9... allow)
// and over the 45 that 1-9 fill.
func TestSetRulePrune(t *testing.T) {
	const holds = "all(values, counts[#] == #)"
	const prune = "all(values, # == max(values) ? counts[#] <= # : counts[#] == #)"
	keeps := func(nums []int) bool {
		for _, x := range nums {
			if countOf(nums, func(y int) bool { return y == x }) != x {
				return false
			}
		}
		return true
	}
	grids := allGrids4()
	rng := rand.New(rand.NewPCG(8, 8))
	for trial := range 12 {
		cage := rng.Perm(16)[:3+rng.IntN(6)]
		var cells []string
		for _, f := range cage {
			cells = append(cells, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
		}
		want := 0
		for _, g := range grids {
			nums := make([]int, len(cage))
			for j, f := range cage {
				nums[j] = g[f]
			}
			if keeps(nums) {
				want++
			}
		}
		for _, pruned := range []bool{false, true} {
			def := "    holds: " + holds + "\n"
			if pruned {
				def += "    prune: " + prune + "\n"
			}
			spec := "name: t\nextends: 4x4\nkinds:\n  circles:\n    doc: counting circles\n    cells: set\n" + def +
				"puzzles:\n  - name: p\n    constraints:\n      - circles: [" + strings.Join(cells, ", ") + "]\n"
			sp, err := specs.Parse("t.yaml", []byte(spec))
			if want == 0 && err != nil {
				continue
			}
			require.NoError(t, err, spec)
			e, err := strategy.NewEngine(sp.Puzzles[0].Rules, strategy.Options{Limit: 1000})
			require.NoError(t, err)
			assert.Equal(t, want, e.Solve(context.Background(), game.EmptyGrid(16)).Count, "trial %d: %s", trial, spec)
		}
	}
	for _, n := range []int{16, 45} {
		var cells []string
		for f := range n {
			cells = append(cells, fmt.Sprintf("r%dc%d", f/9+1, f%9+1))
		}
		spec := "name: t\nsize: 9x9\nvalues: 1-9\ngroups:\n  - columns\nkinds:\n  circles:\n    doc: counting circles\n    cells: set\n    holds: " + holds + "\n%s" +
			"puzzles:\n  - name: p\n    constraints:\n      - circles: [" + strings.Join(cells, ", ") + "]\n"
		_, err := specs.Parse("t.yaml", []byte(fmt.Sprintf(spec, "")))
		require.Error(t, err, "%d cells without prune", n)
		assert.Contains(t, err.Error(), "in more ways")
		_, err = specs.Parse("t.yaml", []byte(fmt.Sprintf(spec, "    prune: "+prune+"\n")))
		require.NoError(t, err, "%d cells with prune", n)
	}
}

// TestSetRuleErrors: a set rule's bad definitions and uses are refused,
// each saying what to do.
func TestSetRuleErrors(t *testing.T) {
	good := kinddef.Def{Key: "oddcage", Doc: "n odd values", Cells: "set", Holds: "count(values, # % 2 == 1) == n"}
	tests := []struct {
		name string
		edit func(d *kinddef.Def)
		want string
	}{
		{"unknown arg", func(d *kinddef.Def) {}, "kind oddcage, holds, column 30: unknown name n"},
		{"no holds", func(d *kinddef.Def) { d.Holds = "" }, "kind oddcage: a rule over a set of cells needs holds"},
		{"holds on a line", func(d *kinddef.Def) { d.Cells = "" }, "kind oddcage, holds: holds reads a set of cells: add cells: set"},
		{"prune on a line", func(d *kinddef.Def) { d.Cells, d.Holds, d.NextPair, d.Prune = "", "", "a < b", "true" }, "kind oddcage, prune: prune reads a set of cells"},
		{"prune's syntax", func(d *kinddef.Def) { d.Holds, d.Prune = "distinct > 1", "all(values, # >" }, "kind oddcage, prune"},
		{"a pair too", func(d *kinddef.Def) { d.NextPair = "a < b" }, "kind oddcage, cells: a rule over a set of cells is said by holds alone"},
		{"reserved arg", func(d *kinddef.Def) { d.Args = []constraint.DefinedArg{{Name: "values"}} }, "kind oddcage, args: values is a name a rule already reads"},
		{"arg twice", func(d *kinddef.Def) { d.Args = []constraint.DefinedArg{{Name: "n"}, {Name: "n"}} }, "kind oddcage, args: the argument n is given twice"},
		{"bad arg", func(d *kinddef.Def) { d.Args = []constraint.DefinedArg{{Name: "N n"}} }, "kind oddcage, args: an argument's name is one word"},
		{"nested", func(d *kinddef.Def) { d.Holds = "all(values, count(values, # == 1) == 1)" }, "kind oddcage, holds, column 27: a builtin's predicate inside another's"},
		{"a line's rule reads no lists", func(d *kinddef.Def) { d.Cells = ""; d.Holds = ""; d.NextPair = "all([a], # > 1)" }, "all is no function of a rule, which has abs, min, max, bitand"},
		{"no other calls", func(d *kinddef.Def) { d.Holds = "upper(values) == n" }, "upper is no function of a rule"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := good
			tt.edit(&d)
			_, err := kinddef.Compile(d)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
	good.Args = []constraint.DefinedArg{{Name: "n"}}
	_, err := kinddef.Compile(good)
	require.NoError(t, err)
}

// TestSetRulesSolve: cages of a set rule laid where the solution keeps
// them, on an empty classic board, solve to that solution with every
// step checked against it, the rule's own steps explained by its
// expression and argument.
func TestSetRulesSolve(t *testing.T) {
	_, solution := classicCase(t)
	rng := rand.New(rand.NewPCG(11, 12))
	var items []string
	for range 30 {
		// A cage of two to four cells anywhere near each other, and how
		// many odd values the solution puts in it.
		r, c := rng.IntN(8), rng.IntN(8)
		cage := []int{r*9 + c, r*9 + c + 1, (r+1)*9 + c, (r+1)*9 + c + 1}[:2+rng.IntN(3)]
		var cells []string
		odd := 0
		for _, f := range cage {
			cells = append(cells, fmt.Sprintf("r%dc%d", f/9+1, f%9+1))
			odd += (solution[f] + 1) % 2
		}
		items = append(items, fmt.Sprintf("      - oddcage: {cells: [%s], n: %d}", strings.Join(cells, ", "), odd))
	}
	spec := `name: odd cages
extends: classic
kinds:
  oddcage:
    doc: the cage holds exactly n odd values
    cells: set
    args: [n]
    holds: count(values, # % 2 == 1) == n
puzzles:
  - name: p
    givens: "` + strings.Repeat(".", 81) + `"
    constraints:
` + strings.Join(items, "\n") + "\n"
	sp, err := specs.Parse("odd.yaml", []byte(spec))
	require.NoError(t, err)
	r := sp.Puzzles[0].Rules
	require.NoError(t, r.CheckSolution(solution, nil))
	g, _ := classicCase(t)
	solveChecked(t, r, g, solution)
	explained := ruleSteps(t, r, g, "Oddcage")
	require.NotEmpty(t, explained)
	t.Logf("%d steps, such as: %s", len(explained), explained[0])
	for _, reason := range explained {
		assert.Regexp(t, `^oddcage (r\dc\d ?)+ \(n = \d\), count\(values, # % 2 == 1\) == n: no values its cells can hold that keep it put them there, so .* leaves? r\dc\d`, reason)
	}
}

// TestUnquoted: a value that YAML cut at a " #" is read as the longest
// expression it makes with its comment, of at most 200 characters; a
// line of a mebibyte of " #" is read in a moment.
func TestUnquoted(t *testing.T) {
	long := " and so on" + strings.Repeat(" #", 100)
	for _, tt := range []struct {
		name, value, comment, want string
	}{
		{"the contract", "count(values,", "# % 2 == 1) == n", "count(values, # % 2 == 1) == n"},
		{"a comment after a whole expression", "b > a", "# rising", "b > a"},
		{"a comment after the rest", "count(values,", "# % 2 == 1) == n  # odd values", "count(values, # % 2 == 1) == n"},
		{"a long comment after the rest", "count(values,", "# % 2 == 1) == n  # odd values" + long, "count(values, # % 2 == 1) == n"},
		{"no expression", "a > (", "# 1 #" + strings.Repeat(" 1 #", 1<<18), "a > ("},
	} {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			assert.Equal(t, tt.want, kinddef.Unquoted(tt.value, tt.comment))
			assert.Less(t, time.Since(start), time.Second)
		})
	}
}

// TestSetRuleLinks: every two values a set rule links (game.Linker) are
// held together by no 4x4 grid that keeps the rule.
func TestSetRuleLinks(t *testing.T) {
	sp, err := specs.Parse("t.yaml", []byte("name: t\nextends: 4x4\nkinds:\n  oddcage:\n    doc: d\n    cells: set\n    args: [n]\n    holds: count(values, # % 2 == 1) == n\nconstraints:\n  - oddcage: {cells: [r1c1, r2c3, r4c4], n: 3}\n"))
	require.NoError(t, err)
	r := sp.Rules
	l, ok := r.Constraints[0].(game.Linker)
	require.True(t, ok, "a set rule links")
	links := 0
	grids := allGrids4()
	l.Links(func(f, g int, forbid []game.ValueSet) bool {
		for u, vs := range forbid {
			for ; vs != 0; vs &= vs - 1 {
				v := vs.Lowest()
				links++
				for _, grid := range grids {
					if grid[f] == u+1 && grid[g] == v+1 {
						cage := []int{grid[0], grid[6], grid[15]}
						assert.NotEqual(t, 3, odds(cage), "a grid holds %d and %d together in the cage", u+1, v+1)
					}
				}
			}
		}
		return true
	})
	assert.Positive(t, links)
}
