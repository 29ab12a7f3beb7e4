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

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// libraryRules are the library's kinds, each told again here in Go over
// the numbers of its cells in order, with how a test lays one on a 4x4
// board: its cells and its argument.
var libraryRules = map[string]struct {
	keeps func(nums []int, arg int) bool
	lay   func(rng *rand.Rand) (cells []int, arg string, n int)
}{
	"sumline": {
		keeps: func(nums []int, total int) bool {
			s := 0
			for _, x := range nums {
				if s += x; s == total {
					s = 0
				} else if s > total {
					return false
				}
			}
			return s == 0
		},
		lay: func(rng *rand.Rand) ([]int, string, int) { return path4(rng, 2+rng.IntN(4)), "total", 3 + rng.IntN(5) },
	},
	"doublearrow": {
		keeps: func(nums []int, _ int) bool {
			mid := 0
			for _, x := range nums[1 : len(nums)-1] {
				mid += x
			}
			return nums[0]+nums[len(nums)-1] == mid
		},
		lay: func(rng *rand.Rand) ([]int, string, int) { return path4(rng, 3+rng.IntN(3)), "", 0 },
	},
	"numberedroom": {
		keeps: func(nums []int, clue int) bool { return nums[nums[0]-1] == clue },
		lay:   func(rng *rand.Rand) ([]int, string, int) { return edgeLine4(rng), "clue", 1 + rng.IntN(4) },
	},
	"hiddenskyscraper": {
		keeps: func(nums []int, clue int) bool {
			high := 0
			for _, x := range nums {
				if x < high {
					return x == clue
				}
				high = x
			}
			return false
		},
		lay: func(rng *rand.Rand) ([]int, string, int) { return edgeLine4(rng), "clue", 1 + rng.IntN(4) },
	},
	"greaterthan": {
		keeps: func(nums []int, _ int) bool {
			for i := 1; i < len(nums); i++ {
				if nums[i-1] <= nums[i] {
					return false
				}
			}
			return true
		},
		lay: func(rng *rand.Rand) ([]int, string, int) { return path4(rng, 2+rng.IntN(2)), "", 0 },
	},
	"rellik": {
		keeps: func(nums []int, total int) bool {
			if len(slices.Compact(slices.Sorted(slices.Values(nums)))) != len(nums) {
				return false
			}
			for mask := 1; mask < 1<<len(nums); mask++ {
				s := 0
				for i, x := range nums {
					if mask&(1<<i) != 0 {
						s += x
					}
				}
				if s == total {
					return false
				}
			}
			return true
		},
		lay: func(rng *rand.Rand) ([]int, string, int) {
			return rng.Perm(16)[:2+rng.IntN(2)], "total", 3 + rng.IntN(7)
		},
	},
	"countdistinct": {
		keeps: func(nums []int, n int) bool { return len(slices.Compact(slices.Sorted(slices.Values(nums)))) == n },
		lay:   func(rng *rand.Rand) ([]int, string, int) { return rng.Perm(16)[:2+rng.IntN(4)], "n", 1 + rng.IntN(4) },
	},
	"equalitycage": {
		keeps: func(nums []int, _ int) bool {
			even, low := 0, 0
			for _, x := range nums {
				even += 1 - x%2
				if x <= 2 {
					low++
				}
			}
			return 2*even == len(nums) && 2*low == len(nums)
		},
		lay: func(rng *rand.Rand) ([]int, string, int) { return rng.Perm(16)[:2+2*rng.IntN(2)], "", 0 },
	},
	"notconsecutive": {
		keeps: func(nums []int, _ int) bool {
			for i := 1; i < len(nums); i++ {
				if d := nums[i] - nums[i-1]; d == 1 || d == -1 {
					return false
				}
			}
			return true
		},
		lay: func(rng *rand.Rand) ([]int, string, int) { return path4(rng, 2+rng.IntN(3)), "", 0 },
	},
	"dutchflatmate": {
		keeps: dutchKeeps,
		lay:   func(rng *rand.Rand) ([]int, string, int) { return edgeLine4(rng), "", 0 },
	},
	"countingcircles": {
		keeps: func(nums []int, _ int) bool {
			for _, x := range nums {
				c := 0
				for _, y := range nums {
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
		lay: func(rng *rand.Rand) ([]int, string, int) { return rng.Perm(16)[:3+rng.IntN(5)], "", 0 },
	},
}

// TestLibraryAgainstBruteForce: random rules of each of the library's
// kinds on 4x4 boards count as many solutions as a count over every 4x4
// grid, made here apart from the engine, of those that keep the rules as
// this test tells them; with the kernel and with the strategies.
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
	grids := allGrids4()
	for _, key := range keys {
		rule, ok := libraryRules[key]
		if _, whole := wholeBoardRules[key]; whole {
			continue // TestLibraryBoardRules
		}
		if !assert.True(t, ok, "the test tells the library's kind %s", key) {
			continue
		}
		t.Run(key, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(len(key)), 17))
			counted := 0
			for trial := range 25 {
				var items []string
				var laid [][]int
				var args []int
				for range 1 + rng.IntN(2) {
					cells, name, arg := rule.lay(rng)
					laid, args = append(laid, cells), append(args, arg)
					var names []string
					for _, f := range cells {
						names = append(names, fmt.Sprintf("r%dc%d", f/4+1, f%4+1))
					}
					item := "{cells: [" + strings.Join(names, ", ") + "]"
					if name != "" {
						item += fmt.Sprintf(", %s: %d", name, arg)
					}
					items = append(items, "      - "+key+": "+item+"}")
				}
				want := 0
				for _, g := range grids {
					ok := true
					for i, cells := range laid {
						nums := make([]int, len(cells))
						for j, f := range cells {
							nums[j] = g[f]
						}
						ok = ok && rule.keeps(nums, args[i])
					}
					if ok {
						want++
					}
				}
				spec := "name: t\nextends: 4x4\npuzzles:\n  - name: p\n    constraints:\n" + strings.Join(items, "\n") + "\n"
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

// TestLibraryInReadme: the README names each of the library's kinds.
func TestLibraryInReadme(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	lib, err := specs.Library()
	require.NoError(t, err)
	for _, k := range lib {
		assert.True(t, strings.Contains(string(data), "`"+k.Key+"`"), "the README names the library's kind %s", k.Key)
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
func allGrids4() [][16]int {
	var out [][16]int
	var g [16]int
	var fill func(f int)
	fill = func(f int) {
		if f == 16 {
			out = append(out, g)
			return
		}
		for v := 1; v <= 4; v++ {
			ok := true
			for h := range f {
				if g[h] == v && (h/4 == f/4 || h%4 == f%4 || (h/8 == f/8 && h%4/2 == f%4/2)) {
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

// dutchKeeps tells a Dutch flatmates column, top to bottom: each 5 has
// a 1 right above it or a 9 right below it.
func dutchKeeps(nums []int, _ int) bool {
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
			if !dutchKeeps(col, 0) {
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
