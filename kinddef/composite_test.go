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

// compositeKinds defines the parts and composites the tests lay.
const compositeKinds = `kinds:
  rising:
    doc: each cell holds more than the one before
    next-pair: b > a
  falling:
    doc: each cell holds less than the one before
    next-pair: a > b
  monotone:
    doc: the line rises or falls all along
    any-of: [rising, falling]
  unsorted:
    doc: the line does not rise all along
    not: rising
  spread:
    doc: no two cells of the line are consecutive
    every-pair: abs(a - b) != 1
  spreadorsum:
    doc: no two cells consecutive, or the line adds up to a segment's total
    any-of: [spread, sumline]
  oddcage:
    doc: n odd values
    cells: set
    args: [n]
    holds: count(values, # % 2 == 1) == n
  notodd:
    doc: not n odd values
    not: oddcage
  oddorsum:
    doc: n odd values, or a total
    any-of: [oddcage, rellik]
  fivecols:
    doc: each column divides into segments of five
    each: columns
    of: sumline
  oddsum:
    doc: an odd cage that adds up to its sum
    all-of: [oddcage, killer]
`

// composites are the composite kinds laid at random on 4x4 boards, each
// with what it keeps, told here over the numbers of its cells, how its
// cells are laid (a line or a cage), and its argument.
var composites = []struct {
	key   string
	line  bool
	arg   string
	keeps func(nums []int, arg int) bool
}{
	{"monotone", true, "", func(nums []int, _ int) bool { return rises(nums) || rises(reversed(nums)) }},
	{"unsorted", true, "", func(nums []int, _ int) bool { return !rises(nums) }},
	{"spreadorsum", true, "total", func(nums []int, total int) bool {
		spread := true
		for i := range nums {
			for j := range i {
				spread = spread && abs(nums[i]-nums[j]) != 1
			}
		}
		return spread || segments(nums, total)
	}},
	{"notodd", false, "n", func(nums []int, n int) bool { return odds(nums) != n }},
	{"oddorsum", false, "n", func(nums []int, n int) bool {
		// rellik's total is 99, which no values of a cage reach: it holds
		// when they differ.
		return odds(nums) == n || distinct(nums)
	}},
	{"oddsum", false, "n", func(nums []int, n int) bool { return odds(nums) == n && distinct(nums) && sum(nums) == 6 }},
}

func rises(nums []int) bool {
	for i := 1; i < len(nums); i++ {
		if nums[i] <= nums[i-1] {
			return false
		}
	}
	return true
}

func reversed(nums []int) []int {
	out := make([]int, len(nums))
	for i, x := range nums {
		out[len(nums)-1-i] = x
	}
	return out
}

func segments(nums []int, total int) bool {
	s := 0
	for _, x := range nums {
		if s += x; s == total {
			s = 0
		} else if s > total {
			return false
		}
	}
	return s == 0
}

func odds(nums []int) int { return countOf(nums, func(x int) bool { return x%2 == 1 }) }

func distinct(nums []int) bool { return len(uniq(nums)) == len(nums) }

func sum(nums []int) int { return sumOf(nums) }

// TestCompositesAgainstBruteForce: random rules of composite kinds on 4x4
// boards count as many solutions as a count over every 4x4 grid of those
// that keep the rules as the test tells them.
func TestCompositesAgainstBruteForce(t *testing.T) {
	grids := allGrids4()
	rng := rand.New(rand.NewPCG(21, 22))
	for trial := range 36 {
		c := composites[trial%len(composites)]
		var items []string
		var laid [][]int
		var args []int
		for range 1 + rng.IntN(2) {
			var cells []int
			if c.line {
				cells = randomPath(rng, 2+rng.IntN(3))
			} else {
				cells = rng.Perm(16)[:2+rng.IntN(2)]
			}
			arg := 1 + rng.IntN(3)
			if c.arg == "total" {
				arg = 3 + rng.IntN(6)
			}
			var names []string
			for _, f := range cells {
				names = append(names, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
			}
			item := "{cells: [" + strings.Join(names, ", ") + "]"
			switch {
			case c.key == "oddsum":
				item += fmt.Sprintf(", n: %d, sum: 6", arg)
			case c.key == "oddorsum":
				item += fmt.Sprintf(", n: %d, total: 99", arg)
			case c.arg != "":
				item += fmt.Sprintf(", %s: %d", c.arg, arg)
			}
			items = append(items, "      - "+c.key+": "+item+"}")
			laid, args = append(laid, cells), append(args, arg)
		}
		want := 0
		for _, g := range grids {
			ok := true
			for i, cells := range laid {
				nums := make([]int, len(cells))
				for j, f := range cells {
					nums[j] = g[f]
				}
				if !c.line {
					nums = uniqSorted(nums)
				}
				ok = ok && c.keeps(nums, args[i])
			}
			if ok {
				want++
			}
		}
		spec := "name: t\nextends: 4x4\n" + compositeKinds + "puzzles:\n  - name: p\n    constraints:\n" + strings.Join(items, "\n") + "\n"
		sp, err := specs.Parse("t.yaml", []byte(spec))
		if want == 0 && err != nil {
			continue
		}
		require.NoError(t, err, spec)
		// The kernel counts every trial; the strategies' search, with
		// every technique, every third.
		runs := []strategy.Options{{Limit: 1000}}
		if trial%3 == 0 {
			runs = append(runs, strategy.Options{Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()})
		}
		for _, opts := range runs {
			e, err := strategy.NewEngine(sp.Puzzles[0].Rules, opts)
			require.NoError(t, err)
			res := e.Solve(context.Background(), game.EmptyGrid(16))
			assert.Equal(t, want, res.Count, "trial %d: %s", trial, spec)
		}
	}
}

// uniqSorted returns nums in ascending order, repeats kept: a set rule
// reads its values so.
func uniqSorted(nums []int) []int {
	out := append([]int(nil), nums...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// TestEachAgainstBruteForce: a kind held over each column counts as the
// grids whose every column keeps it.
func TestEachAgainstBruteForce(t *testing.T) {
	want := 0
	for _, g := range allGrids4() {
		ok := true
		for c := range 4 {
			ok = ok && segments([]int{g[c], g[4+c], g[8+c], g[12+c]}, 5)
		}
		if ok {
			want++
		}
	}
	require.Positive(t, want)
	spec := "name: t\nextends: 4x4\n" + compositeKinds + "constraints:\n  - fivecols: {total: 5}\n"
	sp, err := specs.Parse("t.yaml", []byte(spec))
	require.NoError(t, err)
	for _, opts := range []strategy.Options{{Limit: 1000}, {Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()}} {
		e, err := strategy.NewEngine(sp.Rules, opts)
		require.NoError(t, err)
		assert.Equal(t, want, e.Solve(context.Background(), game.EmptyGrid(16)).Count)
	}
	out, err := specs.Write("w", []specs.WritePuzzle{{Name: "one", Rules: sp.Rules, Givens: game.EmptyGrid(16)}})
	require.NoError(t, err)
	back, err := specs.Parse("w.yaml", out)
	require.NoError(t, err, string(out))
	assert.Equal(t, sp.Rules.Constraints[0].Name(), back.Puzzles[0].Rules.Constraints[0].Name())
}

// TestCompositeErrors: a composite's bad definitions are refused, each
// saying what to do.
func TestCompositeErrors(t *testing.T) {
	tests := []struct{ name, kinds, want string }{
		{"unknown part", "  x:\n    doc: d\n    any-of: [nothere]\n", "k.yaml:5:13: no kind \"nothere\" is known here"},
		{"built-in in any-of", "  x:\n    doc: d\n    any-of: [renban, whispers]\n", "any-of combines kinds said by an expression in YAML"},
		{"mixed forms", compositeKinds + "  x:\n    doc: d\n    any-of: [rising, oddcage]\n", "any-of combines kinds of one form"},
		{"each over what", compositeKinds + "  x:\n    doc: d\n    each: diagonals\n    of: sumline\n", "each is rows, columns, boxes, orthogonal-pairs or diagonal-pairs"},
		{"each of nothing", "  x:\n    doc: d\n    each: rows\n", "each needs of"},
		{"two forms", compositeKinds + "  x:\n    doc: d\n    not: rising\n    next-pair: a > b\n", "a composite kind is one of all-of, any-of, not and each"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kinds := tt.kinds
			kinds = strings.TrimPrefix(kinds, "kinds:\n")
			_, err := specs.Parse("k.yaml", []byte("extends: 4x4\nkinds:\n"+kinds))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

// TestEachLinks: a kind held over each of the board's diagonal pairs
// links what its parts link: every two values of two diagonal
// neighbours that are consecutive, and nothing else.
func TestEachLinks(t *testing.T) {
	sp, err := specs.Parse("t.yaml", []byte("name: t\nextends: 4x4\nconstraints:\n  - diagonalnonconsecutive\n"))
	require.NoError(t, err)
	r := sp.Rules
	l, ok := r.Constraints[0].(game.Linker)
	require.True(t, ok, "an each rule links")
	pairs := 0
	l.Links(func(f, g int, forbid []game.ValueSet) bool {
		pf, pg := r.Pos(f), r.Pos(g)
		assert.Equal(t, 1, abs(pf.Row-pg.Row), "%s and %s are diagonal neighbours", pf, pg)
		assert.Equal(t, 1, abs(pf.Col-pg.Col), "%s and %s are diagonal neighbours", pf, pg)
		for u, vs := range forbid {
			for v := range r.NumValues() {
				assert.Equal(t, abs(u-v) == 1, vs.Has(v), "%s=%d beside %s=%d", pf, u+1, pg, v+1)
			}
		}
		pairs++
		return true
	})
	assert.Equal(t, 18, pairs, "a 4x4 board has 18 pairs of diagonal neighbours")
}
