package specs_test

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

// markRules are the library's marks kinds, each mark told again here in
// Go over the numbers either side of it, a the first cell of its pair.
var markRules = map[string]struct {
	diagonal bool
	marks    []string // in the kind's order
	keeps    map[string]func(a, b int) bool
}{
	"diagonalkropki": {true, []string{"white", "black"}, map[string]func(a, b int) bool{
		"white": func(a, b int) bool { return a-b == 1 || b-a == 1 },
		"black": func(a, b int) bool { return a == 2*b || b == 2*a },
	}},
	"diagonalxv": {true, []string{"x", "v"}, map[string]func(a, b int) bool{
		"x": func(a, b int) bool { return a+b == 10 },
		"v": func(a, b int) bool { return a+b == 5 },
	}},
}

// laidMarks are marks laid on a board of width w, as a test tells them:
// each pair of fields with its mark's key, and which marks are all given
// (none, one key, or all).
type laidMarks struct {
	w        int
	pairs    [][2]int
	keys     []string
	negative []string
}

// keeps reports whether the numbers of a grid keep the marks of kind key
// and their negative rule.
func (l laidMarks) keeps(key string, nums []int) bool {
	rule := markRules[key]
	marked := map[[2]int]bool{}
	for i, p := range l.pairs {
		if !rule.keeps[l.keys[i]](nums[p[0]], nums[p[1]]) {
			return false
		}
		marked[p], marked[[2]int{p[1], p[0]}] = true, true
	}
	for f := range nums {
		for _, g := range markNeighbours(f, l.w, len(nums)/l.w, rule.diagonal) {
			if marked[[2]int{f, g}] {
				continue
			}
			for _, k := range l.negative {
				if rule.keeps[k](nums[f], nums[g]) || rule.keeps[k](nums[g], nums[f]) {
					return false
				}
			}
		}
	}
	return true
}

// item writes the marks as the kind's item.
func (l laidMarks) item(key string) string {
	byKey := map[string][]string{}
	for i, p := range l.pairs {
		byKey[l.keys[i]] = append(byKey[l.keys[i]], "["+fieldName(p[0], l.w)+", "+fieldName(p[1], l.w)+"]")
	}
	var parts []string
	for _, k := range markRules[key].marks {
		if len(byKey[k]) > 0 {
			parts = append(parts, k+": ["+strings.Join(byKey[k], ", ")+"]")
		}
	}
	switch len(l.negative) {
	case 0:
	case 1:
		parts = append(parts, "negative: "+l.negative[0])
	default:
		parts = append(parts, "negative: true")
	}
	return key + ": {" + strings.Join(parts, ", ") + "}"
}

func fieldName(f, w int) string { return fmt.Sprintf("r%dc%d", f/w+1, f%w+1) }

// markNeighbours returns the fields after f (in reading order) that a
// mark joins to f on a board w wide and h high.
func markNeighbours(f, w, h int, diagonal bool) []int {
	steps := [][2]int{{0, 1}, {1, 0}}
	if diagonal {
		steps = [][2]int{{1, -1}, {1, 1}}
	}
	var out []int
	for _, s := range steps {
		r, c := f/w+s[0], f%w+s[1]
		if r >= 0 && r < h && c >= 0 && c < w {
			out = append(out, r*w+c)
		}
	}
	return out
}

// layMarks lays n marks of kind key at random on a board of width w,
// each pair once, and a random negative rule.
func layMarks(rng *rand.Rand, key string, w, n int) laidMarks {
	rule := markRules[key]
	l := laidMarks{w: w}
	var all [][2]int
	for f := range w * w {
		for _, g := range markNeighbours(f, w, w, rule.diagonal) {
			all = append(all, [2]int{f, g})
		}
	}
	for _, i := range rng.Perm(len(all))[:n] {
		p := all[i]
		if rng.IntN(2) == 0 {
			p = [2]int{p[1], p[0]}
		}
		l.pairs = append(l.pairs, p)
		l.keys = append(l.keys, rule.marks[rng.IntN(len(rule.marks))])
	}
	switch rng.IntN(3) {
	case 1:
		l.negative = []string{rule.marks[rng.IntN(len(rule.marks))]}
	case 2:
		l.negative = rule.marks
	}
	return l
}

// TestLibraryMarksAgainstBruteForce: random marks of each of the
// library's marks kinds, with and without their negative rule, on 4x4
// boards of 1-4 and of 0-3 count as many solutions as a count over every
// 4x4 grid, made here apart from the engine, of those that keep the
// marks as this test tells them; with the kernel and the strategies. A
// spec written of each reads back to the same rules.
func TestLibraryMarksAgainstBruteForce(t *testing.T) {
	grids := allGrids4()
	for key := range markRules {
		for _, board := range libraryBoards {
			t.Run(key+"/"+board.name, func(t *testing.T) {
				rng := rand.New(rand.NewPCG(uint64(len(key)), uint64(3+board.lo)))
				counted := 0
				for trial := range 30 {
					l := layMarks(rng, key, 4, rng.IntN(4))
					if len(l.pairs) == 0 && len(l.negative) == 0 {
						continue
					}
					want := 0
					for _, g := range grids {
						nums := make([]int, 16)
						for f := range g {
							nums[f] = g[f] - 1 + board.lo
						}
						if l.keeps(key, nums) {
							want++
						}
					}
					spec := "name: t\n" + board.spec + "puzzles:\n  - name: p\n    constraints:\n      - " + l.item(key) + "\n"
					sp, err := specs.Parse("t.yaml", []byte(spec))
					if want == 0 && err != nil {
						continue // a mark no values keep is refused as it binds
					}
					require.NoError(t, err, spec)
					rules := sp.Puzzles[0].Rules
					for _, opts := range []strategy.Options{{Limit: 1000}, {Limit: 1000, Search: strategy.SearchStrategies, Techniques: strategy.All()}} {
						e, err := strategy.NewEngine(rules, opts)
						require.NoError(t, err)
						assert.Equal(t, want, e.Solve(context.Background(), game.EmptyGrid(16)).Count, "trial %d: %s", trial, spec)
					}
					out, err := specs.Write("w", []specs.WritePuzzle{{Name: "p", Rules: rules, Givens: game.EmptyGrid(16)}})
					require.NoError(t, err, spec)
					back, err := specs.Parse("w.yaml", out)
					require.NoError(t, err, string(out))
					assert.Equal(t, names(rules.Constraints), names(back.Puzzles[0].Rules.Constraints), string(out))
					if want > 0 {
						counted++
					}
				}
				assert.Positive(t, counted, "some trials of %s have solutions", key)
			})
		}
	}
}

// TestLibraryMarksOnClassicGrids: on classic grids with every pair of
// neighbours marked whose numbers keep a mark, every mark given
// (negative: true), and a dozen or so cells blanked, the marks count as
// many solutions as a count, made here, of the blanks' fillings that
// keep the groups and the marks as this test tells them.
func TestLibraryMarksOnClassicGrids(t *testing.T) {
	classic, err := specs.Builtin("classic")
	require.NoError(t, err)
	for key, rule := range markRules {
		t.Run(key, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(uint64(len(key)), 9))
			for trial := range 6 {
				e, err := strategy.NewEngine(classic.Rules, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64())})
				require.NoError(t, err)
				grid := e.Solve(context.Background(), game.EmptyGrid(81)).Solution
				require.NotNil(t, grid)
				nums := make([]int, 81)
				for f, v := range grid {
					nums[f] = classic.Rules.Values.Number(v)
				}
				l := laidMarks{w: 9, negative: rule.marks}
				for f := range 81 {
					for _, g := range markNeighbours(f, 9, 9, rule.diagonal) {
						for _, k := range rule.marks {
							if rule.keeps[k](nums[f], nums[g]) {
								l.pairs, l.keys = append(l.pairs, [2]int{f, g}), append(l.keys, k)
								break
							}
						}
					}
				}
				require.True(t, l.keeps(key, nums))
				givens := slices.Clone(grid)
				blanks := rng.Perm(81)[:12+rng.IntN(8)]
				for _, f := range blanks {
					givens[f] = game.Empty
				}
				want := countFillings(nums, blanks, func(g []int) bool { return l.keeps(key, g) })
				sp, err := specs.Parse("t.yaml", []byte("name: t\nextends: classic\nconstraints:\n  - "+l.item(key)+"\n"))
				require.NoError(t, err)
				e, err = strategy.NewEngine(sp.Rules, strategy.Options{Limit: 1000})
				require.NoError(t, err)
				assert.Equal(t, want, e.Solve(context.Background(), givens).Count, "trial %d", trial)
			}
		})
	}
}

// names returns the names of rules, in order.
func names(cs []game.Constraint) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.Name()
	}
	return out
}
