package specs_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/sudoku-rules/sudoku/constraint/constrainttest"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// A laidRule is a rule of one of the library's kinds laid on a board, as
// a test tells it: its cells (fields, row by row), the numbers the cells
// hold, its argument, and the board's least and greatest numbers.
type laidRule struct {
	cells, nums []int
	arg, lo, hi int
}

// libraryRules are the library's kinds, each told again here in Go over
// the numbers of its cells in order, as ISS tells them, with how a test
// lays one on a 4x4 board whose least number is lo: its cells, the name
// of its argument and the argument.
var libraryRules = map[string]struct {
	keeps func(r laidRule) bool
	lay   func(rng *rand.Rand, lo int) (cells []int, arg string, n int)
}{
	"sumline": {
		// A loop (its first cell again at its end), as ISS's SumLine
		// reads one: some partial sum p before its first cell, its
		// segments adding up to the total round to p again, and one
		// segment at least.
		keeps: func(r laidRule) bool {
			n := len(r.cells)
			loop := n > 2 && r.cells[n-1] == r.cells[0]
			starts, nums := 1, r.nums
			if loop {
				starts, nums = r.arg, r.nums[:n-1]
			}
			for p := range starts {
				s, ok, total := p, true, 0
				for _, x := range nums {
					total += x
					if s += x; s == r.arg {
						s = 0
					} else if s > r.arg {
						ok = false
						break
					}
				}
				if ok && s == p && (!loop || total >= r.arg) {
					return true
				}
			}
			return false
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) {
			if rng.IntN(3) == 0 {
				return loop4(rng), "total", 3 + rng.IntN(5)
			}
			return path4(rng, 2+rng.IntN(4)), "total", 3 + rng.IntN(5)
		},
	},
	"doublearrow": {
		keeps: func(r laidRule) bool {
			n := len(r.nums)
			mid := 0
			for _, x := range r.nums[1 : n-1] {
				mid += x
			}
			return n > 2 && r.nums[0]+r.nums[n-1] == mid
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) { return path4(rng, 3+rng.IntN(3)), "", 0 },
	},
	"numberedroom": {
		keeps: func(r laidRule) bool {
			x := r.nums[0]
			return x >= 1 && x <= len(r.nums) && r.nums[x-1] == r.arg
		},
		lay: func(rng *rand.Rand, lo int) ([]int, string, int) { return edgeLine4(rng), "clue", lo + rng.IntN(4) },
	},
	"hiddenskyscraper": {
		keeps: func(r laidRule) bool {
			high := r.nums[0]
			for _, x := range r.nums[1:] {
				if x < high {
					return x == r.arg
				}
				high = x
			}
			return false
		},
		lay: func(rng *rand.Rand, lo int) ([]int, string, int) { return edgeLine4(rng), "clue", lo + rng.IntN(4) },
	},
	"greaterthan": {
		keeps: func(r laidRule) bool {
			for i := range r.cells {
				for j := range i {
					if neighbours4(r.cells[j], r.cells[i]) && r.nums[j] <= r.nums[i] {
						return false
					}
				}
			}
			return true
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) {
			if rng.IntN(2) == 0 {
				return star4(rng), "", 0
			}
			return path4(rng, 2+rng.IntN(3)), "", 0
		},
	},
	"rellik": {
		keeps: func(r laidRule) bool {
			if distinct(r.nums) != len(r.nums) {
				return false
			}
			for mask := 1; mask < 1<<len(r.nums); mask++ {
				s := 0
				for i, x := range r.nums {
					if mask&(1<<i) != 0 {
						s += x
					}
				}
				if s == r.arg {
					return false
				}
			}
			return true
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) {
			return rng.Perm(16)[:2+rng.IntN(2)], "total", 3 + rng.IntN(7)
		},
	},
	"sum": {
		keeps: func(r laidRule) bool {
			s := 0
			for _, x := range r.nums {
				s += x
			}
			return s == r.arg
		},
		lay: func(rng *rand.Rand, lo int) ([]int, string, int) {
			n := 2 + rng.IntN(3)
			return rng.Perm(16)[:n], "total", n*lo + rng.IntN(3*n+1)
		},
	},
	"countdistinct": {
		keeps: func(r laidRule) bool { return r.nums[0] == distinct(r.nums[1:]) },
		lay:   func(rng *rand.Rand, _ int) ([]int, string, int) { return rng.Perm(16)[:2+rng.IntN(5)], "", 0 },
	},
	"notconsecutive": {
		keeps: func(r laidRule) bool {
			for i := 1; i < len(r.nums); i++ {
				if d := r.nums[i] - r.nums[i-1]; d == 1 || d == -1 {
					return false
				}
			}
			return true
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) { return path4(rng, 2+rng.IntN(3)), "", 0 },
	},
	"dutchflatmate": {
		keeps: func(r laidRule) bool { return dutchKeeps(r.nums) },
		lay:   func(rng *rand.Rand, _ int) ([]int, string, int) { return edgeLine4(rng), "", 0 },
	},
	"equalitycage": {
		keeps: func(r laidRule) bool {
			if distinct(r.nums) != len(r.nums) {
				return false
			}
			even, odd, low, high := 0, 0, 0, 0
			for _, x := range r.nums {
				switch {
				case 2*x == r.lo+r.hi:
					return false // the middle value
				case 2*x < r.lo+r.hi:
					low++
				default:
					high++
				}
				if x%2 == 0 {
					even++
				} else {
					odd++
				}
			}
			return even == odd && low == high
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) { return rng.Perm(16)[:2+2*rng.IntN(2)], "", 0 },
	},
	"countingcircles": {
		keeps: func(r laidRule) bool {
			for _, x := range r.nums {
				c := 0
				for _, y := range r.nums {
					if y == x {
						c++
					}
				}
				if c != x {
					return false
				}
			}
			return true
		},
		lay: func(rng *rand.Rand, _ int) ([]int, string, int) { return rng.Perm(16)[:3+rng.IntN(5)], "", 0 },
	},
}

// libraryBoards are the 4x4 boards the library's rules are laid on: the
// built-in, of 1-4, and one of 0-3, as ISS's 0-indexed grids; lo is the
// least number.
var libraryBoards = []struct {
	name, spec string
	lo         int
}{
	{"1-4", "extends: 4x4\n", 1},
	{"0-3", "size: 4x4\nvalues: 0-3\ngroups:\n  - rows\n  - columns\n  - boxes: 2x2\n", 0},
}

// TestLibraryAgainstBruteForce: random rules of each of the library's
// kinds on 4x4 boards of 1-4 and of 0-3 count as many solutions as a
// count over every 4x4 grid, made here apart from the engine, of those
// that keep the rules as this test tells them; with the kernel and with
// the strategies.
func TestLibraryAgainstBruteForce(t *testing.T) {
	lib, err := specs.Library()
	require.NoError(t, err)
	var keys []string
	for _, k := range lib {
		keys = append(keys, k.Key)
	}
	for key := range libraryRules {
		assert.Contains(t, keys, key)
	}
	for key := range wholeBoardRules {
		assert.Contains(t, keys, key)
	}
	for key := range markRules {
		assert.Contains(t, keys, key)
	}
	grids := allGrids4()
	for _, key := range keys {
		if _, whole := wholeBoardRules[key]; whole {
			continue // TestLibraryBoardRules
		}
		if _, marks := markRules[key]; marks {
			continue // TestLibraryMarksAgainstBruteForce
		}
		rule, ok := libraryRules[key]
		if !assert.True(t, ok, "the test tells the library's kind %s", key) {
			continue
		}
		for _, board := range libraryBoards {
			t.Run(key+"/"+board.name, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(len(key)), uint64(17+board.lo)))
				counted := 0
				for trial := range 25 {
					var items []string
					var laid []laidRule
					for range 1 + rng.IntN(2) {
						cells, name, arg := rule.lay(rng, board.lo)
						laid = append(laid, laidRule{cells: cells, arg: arg, lo: board.lo, hi: board.lo + 3})
						items = append(items, "      - "+key+": "+item4(cells, name, arg))
					}
					want := 0
					for _, g := range grids {
						ok := true
						for _, r := range laid {
							r.nums = make([]int, len(r.cells))
							for j, f := range r.cells {
								r.nums[j] = g[f] - 1 + board.lo
							}
							ok = ok && rule.keeps(r)
						}
						if ok {
							want++
						}
					}
					spec := "name: t\n" + board.spec + "puzzles:\n  - name: p\n    constraints:\n" + strings.Join(items, "\n") + "\n"
					sp, err := specs.Parse("t.yaml", []byte(spec))
					if want == 0 && err != nil {
						continue // a rule no values keep is refused as it binds
					}
					require.NoError(t, err, spec)
					// The kernel counts every trial; the strategies' search,
					// with every technique, every third.
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
					if want > 0 {
						counted++
					}
				}
				assert.Positive(t, counted, "some trials of %s have solutions", key)
			})
		}
	}
}

// TestLibraryEqualityCageMiddle: on a board of 1-5 (a 5x5 Latin square,
// whose middle value 3 no equality cage holds, as ISS says) random
// equality cages count as many solutions as a count over every such
// square that keeps them as this test tells them.
func TestLibraryEqualityCageMiddle(t *testing.T) {
	squares := latinSquares(5)
	require.Len(t, squares, 161280, "the 5x5 Latin squares")
	rule := libraryRules["equalitycage"]
	rng := rand.New(rand.NewPCG(5, 5))
	for trial := range 12 {
		cells := rng.Perm(25)[:2+2*rng.IntN(2)]
		want := 0
		for _, g := range squares {
			r := laidRule{cells: cells, lo: 1, hi: 5}
			for _, f := range cells {
				r.nums = append(r.nums, g[f])
			}
			if rule.keeps(r) {
				want++
			}
		}
		var names []string
		for _, f := range cells {
			names = append(names, fmt.Sprintf("r%dc%d", f/5+1, f%5+1))
		}
		spec := "name: t\nsize: 5x5\nvalues: 1-5\ngroups:\n  - rows\n  - columns\npuzzles:\n  - name: p\n    constraints:\n      - equalitycage: [" + strings.Join(names, ", ") + "]\n"
		sp, err := specs.Parse("t.yaml", []byte(spec))
		if want == 0 && err != nil {
			continue
		}
		require.NoError(t, err, spec)
		e, err := strategy.NewEngine(sp.Puzzles[0].Rules, strategy.Options{Limit: 200000})
		require.NoError(t, err)
		assert.Equal(t, want, e.Solve(context.Background(), game.EmptyGrid(25)).Count, "trial %d: %s", trial, spec)
	}
}

// TestLibraryCountingCirclesWithin: counting circles on r1c1, r1c2 and
// r3c3 of a 4x4 hold one 1 and two 2s; the two in row 1 differ, so row 1
// holds one of the 2s and r3c3 the other. The rule's Narrow places the
// 2 in r3c3 and says that one of r1c1 and r1c2 holds a 2 (game.Within),
// which the search then takes out of the rest of row 1 and of box 1.
func TestLibraryCountingCirclesWithin(t *testing.T) {
	sp, err := specs.Parse("c.yaml", []byte("extends: 4x4\nconstraints:\n  - countingcircles: [r1c1, r1c2, r3c3]\n"))
	require.NoError(t, err)
	r := sp.Rules
	two, _ := r.Values.Index("2")
	cands := []game.ValueSet{r.Values.All(), r.Values.All(), r.Values.All()}
	var scratch game.Found
	_, ok := r.Constraints[0].(game.Narrower).Narrow(cands, 0, &scratch)
	require.True(t, ok)
	assert.Equal(t, game.Bit(two), cands[2], "r3c3 holds a 2")
	assert.Contains(t, scratch.Within, game.Within{Value: two, Cells: 0b011}, "one of r1c1 and r1c2 holds a 2")
}

// TestLibraryInReadme: the guide (docs/constraints.md) names each of the library's kinds.
func TestLibraryInReadme(t *testing.T) {
	data, err := os.ReadFile("../docs/constraints.md")
	require.NoError(t, err)
	lib, err := specs.Library()
	require.NoError(t, err)
	for _, k := range lib {
		assert.True(t, strings.Contains(string(data), "`"+k.Key+"`"), "the guide names the library's kind %s", k.Key)
	}
}

// path4 returns a path of n fields of a 4x4 board, each an orthogonal
// step from the one before, none twice.
func path4(rng *rand.Rand, n int) []int {
	for {
		f := rng.IntN(16)
		path := []int{f}
		for tries := 0; len(path) < n && tries < 20; tries++ {
			r, c := f/4, f%4
			next := [][2]int{{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}}[rng.IntN(4)]
			if next[0] < 0 || next[0] > 3 || next[1] < 0 || next[1] > 3 || slices.Contains(path, next[0]*4+next[1]) {
				continue
			}
			f = next[0]*4 + next[1]
			path = append(path, f)
		}
		if len(path) == n {
			return path
		}
	}
}

// loop4 returns a loop of a 4x4 board, its first field again at its end:
// round a 2x2 square or a 2x3 rectangle, from any of its fields, either
// way.
func loop4(rng *rand.Rand) []int {
	h, w := 2, 2+rng.IntN(2)
	if rng.IntN(2) == 0 {
		h, w = w, h
	}
	r0, c0 := rng.IntN(5-h), rng.IntN(5-w)
	var ring []int
	for c := range w {
		ring = append(ring, r0*4+c0+c)
	}
	for r := 1; r < h; r++ {
		ring = append(ring, (r0+r)*4+c0+w-1)
	}
	for c := w - 2; c >= 0; c-- {
		ring = append(ring, (r0+h-1)*4+c0+c)
	}
	for r := h - 2; r > 0; r-- {
		ring = append(ring, (r0+r)*4+c0)
	}
	k := rng.IntN(len(ring))
	ring = append(ring[k:], ring[:k]...)
	if rng.IntN(2) == 0 {
		slices.Reverse(ring)
	}
	return append(ring, ring[0])
}

// star4 returns a field of a 4x4 board and two or more of its orthogonal
// neighbours, in a random order.
func star4(rng *rand.Rand) []int {
	for {
		f := rng.IntN(16)
		star := []int{f}
		for g := range 16 {
			if neighbours4(f, g) && rng.IntN(3) > 0 {
				star = append(star, g)
			}
		}
		if len(star) >= 3 {
			rng.Shuffle(len(star), func(i, j int) { star[i], star[j] = star[j], star[i] })
			return star
		}
	}
}

// neighbours4 reports whether fields f and g of a 4x4 board share an
// edge.
func neighbours4(f, g int) bool {
	dr, dc := f/4-g/4, f%4-g%4
	return dr*dr+dc*dc == 1
}

// item4 writes a rule's item on a 4x4 board: its cells and, when name is
// not empty, its argument.
func item4(cells []int, name string, arg int) string {
	var names []string
	for _, f := range cells {
		names = append(names, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
	}
	item := "{cells: [" + strings.Join(names, ", ") + "]"
	if name != "" {
		item += fmt.Sprintf(", %s: %d", name, arg)
	}
	return item + "}"
}

// distinct returns how many different numbers nums holds.
func distinct(nums []int) int {
	return len(slices.Compact(slices.Sorted(slices.Values(nums))))
}

// latinSquares returns every Latin square of side n, of numbers 1-n,
// row by row.
func latinSquares(n int) [][]int {
	var out [][]int
	g := make([]int, n*n)
	var fill func(f int)
	fill = func(f int) {
		if f == n*n {
			out = append(out, slices.Clone(g))
			return
		}
		for v := 1; v <= n; v++ {
			ok := true
			for h := range f {
				if g[h] == v && (h/n == f/n || h%n == f%n) {
					ok = false
					break
				}
			}
			if ok {
				g[f] = v
				fill(f + 1)
			}
		}
	}
	fill(0)
	return out
}

// edgeLine4 returns a row or a column of a 4x4 board, from one of its
// ends.
func edgeLine4(rng *rand.Rand) []int {
	i := rng.IntN(4)
	line := []int{i * 4, i*4 + 1, i*4 + 2, i*4 + 3}
	if rng.IntN(2) == 0 {
		line = []int{i, i + 4, i + 8, i + 12}
	}
	if rng.IntN(2) == 0 {
		slices.Reverse(line)
	}
	return line
}

// allGrids4 returns every 4x4 Sudoku grid, by numbers 1-4, row by row.
func allGrids4() [][16]int { return constrainttest.Grids4() }

// dutchKeeps tells a Dutch flatmates column, top to bottom: each 5 has
// a 1 right above it or a 9 right below it.
func dutchKeeps(nums []int) bool {
	for i, x := range nums {
		if x == 5 && (i == 0 || nums[i-1] != 1) && (i == len(nums)-1 || nums[i+1] != 9) {
			return false
		}
	}
	return true
}

// wholeBoardRules are the library's rules of the whole board, each told
// here over a classic grid, row by row.
var wholeBoardRules = map[string]func(g []int) bool{
	"diagonalnonconsecutive": func(g []int) bool {
		for f := range 72 {
			r, c := f/9, f%9
			for _, dc := range []int{-1, 1} {
				if c+dc < 0 || c+dc > 8 {
					continue
				}
				if d := g[f] - g[(r+1)*9+c+dc]; d == 1 || d == -1 {
					return false
				}
			}
		}
		return true
	},
	"dutchflatmates": func(g []int) bool {
		for c := range 9 {
			col := make([]int, 9)
			for r := range 9 {
				col[r] = g[r*9+c]
			}
			if !dutchKeeps(col) {
				return false
			}
		}
		return true
	},
}

// TestLibraryBoardRules: the library's rules of the whole board, on
// classic grids that keep them with a dozen or so cells blanked, count
// as many solutions as a count, made here, of the blanks' fillings that
// keep the groups and the rule as the test tells it.
func TestLibraryBoardRules(t *testing.T) {
	for key, keeps := range wholeBoardRules {
		t.Run(key, func(t *testing.T) {
			sp, err := specs.Parse("t.yaml", []byte("name: t\nextends: classic\nconstraints:\n  - "+key+"\n"))
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(uint64(len(key)), 5))
			for trial := range 6 {
				e, err := strategy.NewEngine(sp.Rules, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
				require.NoError(t, err)
				grid := e.Solve(context.Background(), game.EmptyGrid(81)).Solution
				require.NotNil(t, grid, "a grid keeps %s", key)
				nums := make([]int, 81)
				for f, v := range grid {
					nums[f] = sp.Rules.Values.Number(v)
				}
				require.True(t, keeps(nums), "the grid found keeps %s as the test tells it", key)
				givens := slices.Clone(grid)
				blanks := rng.Perm(81)[:12+rng.IntN(8)]
				for _, f := range blanks {
					givens[f] = game.Empty
				}
				want := countFillings(nums, blanks, keeps)
				e, err = strategy.NewEngine(sp.Rules, strategy.Options{Limit: 1000})
				require.NoError(t, err)
				assert.Equal(t, want, e.Solve(context.Background(), givens).Count, "trial %d", trial)
			}
		})
	}
}

// countFillings counts the fillings of the blank fields of a classic
// grid of numbers that keep its rows, columns and boxes and keeps.
func countFillings(nums, blanks []int, keeps func([]int) bool) int {
	g := slices.Clone(nums)
	for _, f := range blanks {
		g[f] = 0
	}
	count := 0
	var fill func(i int)
	fill = func(i int) {
		if i == len(blanks) {
			if keeps(g) {
				count++
			}
			return
		}
		f := blanks[i]
		for v := 1; v <= 9; v++ {
			ok := true
			for h := range 81 {
				if h != f && g[h] == v && (h/9 == f/9 || h%9 == f%9 || (h/27 == f/27 && h%9/3 == f%9/3)) {
					ok = false
					break
				}
			}
			if ok {
				g[f] = v
				fill(i + 1)
				g[f] = 0
			}
		}
	}
	fill(0)
	return count
}
