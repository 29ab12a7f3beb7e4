package constraint_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// FuzzMixedConstraints solves puzzles under a random mix of every kind
// at once, on 4x4 and 6x6 boards: constraints laid over a random grid
// that keeps them, some over a second grid (so the mix may contradict
// itself), whole-board rules now and then, and some of the first grid's
// values given. The engine must count the solutions the brute-force
// counter finds (up to 3), every solution it gives keeps every rule, and
// no move of the rules or of a technique takes out a value that one of
// those solutions holds; the search kernel counts as many. kinds picks the kinds, a byte each; seed the
// rest.
func FuzzMixedConstraints(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3})
	f.Add(uint64(2), []byte{4, 5, 6, 7, 8})
	f.Add(uint64(3), []byte{9, 10, 11, 12, 13, 14})
	f.Add(uint64(4), []byte{15, 16, 17, 18, 19, 20})
	f.Add(uint64(5), []byte{21, 22, 23, 24, 25, 26, 27})
	f.Add(uint64(6), []byte{0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(7), []byte{240, 241, 242, 1, 7})
	f.Add(uint64(8), []byte{243, 244, 0, 5, 10})
	f.Add(uint64(9), []byte{28, 29, 30, 28, 29, 30, 12})
	f.Add(uint64(15), []byte{245, 246, 1, 7, 12})
	f.Add(uint64(11), []byte{247, 0, 9, 17})
	f.Add(uint64(13), []byte{248, 3, 8, 20})
	f.Fuzz(func(t *testing.T, seed uint64, kinds []byte) { mixed(t, seed, kinds) })
}

// TestMixedConstraints runs the fuzz target's check over 300 mixes of six
// kinds, and holds that they are worth it: most read, many keep a
// solution, some of them one.
func TestMixedConstraints(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	tally := map[string]int{}
	for i := range 300 {
		kinds := make([]byte, 6)
		for k := range kinds {
			kinds[k] = byte(rng.IntN(256))
		}
		tally[mixed(t, uint64(i), kinds)]++
	}
	t.Logf("300 mixes: %v", tally)
	assert.Less(t, tally["unread"]+tally["no grid"], 60)
	assert.Greater(t, tally["unique"]+tally["multiple"], 100)
	assert.Greater(t, tally["unique"], 20)
}

// mixed checks one mix of kinds (a byte each) drawn from seed, and says
// what came of it: "unread" (the rules made an error), "no grid", or the
// status of the solve.
func mixed(t *testing.T, seed uint64, kinds []byte) string {
	t.Helper()
	if len(kinds) > 10 {
		kinds = kinds[:10]
	}
	rng := rand.New(rand.NewPCG(seed, 21))
	spec, share := "4x4", 0.4*rng.Float64()
	if seed&1 == 1 {
		spec, share = "6x6", 0.4+0.3*rng.Float64()
	}
	base, err := specs.Builtin(spec)
	if err != nil {
		t.Fatal(err)
	}
	br := base.Rules
	// The rules of the whole board first, and grids that keep them.
	var cs []game.Constraint
	for _, k := range kinds {
		if w := int(k) - wholeFrom; w >= 0 {
			cs = append(cs, wholes[w%len(wholes)](rng, br))
		}
	}
	wr, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
	if err != nil {
		checkPositionless(t, err)
		return "unread"
	}
	grid, other := randomGrid(t, wr, rng), randomGrid(t, wr, rng)
	if grid == nil {
		return "no grid" // none keeps them all: nothing to lay over one
	}
	for _, k := range kinds {
		m := int(k) % len(mixers)
		if int(k) >= wholeFrom {
			continue
		}
		over := grid
		if rng.IntN(10) == 0 {
			over = other
		}
		c := kept(br, over, func() game.Constraint { return mixers[m](rng, br, over) })
		if _, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), c); err != nil {
			checkPositionless(t, err)
			continue // one that can never hold on its own: a reader's test
		}
		cs = append(cs, c)
	}
	r, err := game.NewRules(spec, br.Rows, br.Cols, nil, br.Values, br.GroupSpecs(), cs...)
	if err != nil {
		checkPositionless(t, err)
		return "unread"
	}
	givens := givensOf(rng, grid, share)
	checkLocal(t, r, givens, rng)
	sols := solutions(r, givens, 3)
	techs := []*strategy.Technique(nil)
	if seed&2 == 2 {
		techs = strategy.All()
	}
	observe := func(b *game.Board, m *game.Move, _ int) {
		if m.Kind != game.Deduction || m.Strategy == "search" {
			return
		}
		for _, s := range sols {
			if !agrees(b, s) {
				continue
			}
			for _, c := range m.Eliminate {
				if s[c.Field] == c.Value {
					t.Fatalf("%s takes out %s, which a solution holds", m.Strategy, r.Elimination(c))
				}
			}
			for _, c := range m.Place {
				if s[c.Field] != c.Value {
					t.Fatalf("%s places %s, which a solution does not", m.Strategy, r.Placement(c))
				}
			}
		}
	}
	e, err := strategy.NewEngine(r, strategy.Options{Techniques: techs, Observe: observe, Limit: 3, MaxGuesses: mixGuesses})
	if err != nil {
		t.Fatal(err)
	}
	res := e.Solve(context.Background(), givens)
	if res.Status == strategy.Timeout {
		t.Logf("the engine took over %d guesses on %d %v", mixGuesses, seed, kinds)
		return res.Status.String()
	}
	if res.Count != len(sols) {
		t.Fatalf("the engine counts %d solutions, the brute-force counter %d", res.Count, len(sols))
	}
	if res.Solution != nil {
		if err := r.CheckSolution(res.Solution, givens); err != nil {
			t.Fatalf("a solution that breaks the rules: %v", err)
		}
	}
	// The search kernel counts them too, every constraint narrowing in it.
	k, err := search.New(r)
	if err != nil {
		t.Fatal(err)
	}
	kr := k.Solve(context.Background(), givens, search.Options{Limit: 3, MaxGuesses: mixGuesses, OnSolution: func(s []int) {
		if err := r.CheckSolution(s, givens); err != nil {
			t.Fatalf("the kernel finds a solution that breaks the rules: %v", err)
		}
	}})
	if !kr.Stopped && kr.Count != len(sols) {
		t.Fatalf("the search kernel counts %d solutions, the brute-force counter %d", kr.Count, len(sols))
	}
	return res.Status.String()
}

// checkLocal holds each Local constraint of r (game.Local) to its word:
// on boards from givens with random candidates taken out, it finds the
// same whatever the fields beyond its cells hold.
func checkLocal(t *testing.T, r *game.Rules, givens []int, rng *rand.Rand) {
	t.Helper()
	b := game.NewBoard(r)
	if b.Load(givens) >= 0 {
		return // a given repeats a value
	}
	n, nv := r.NumFields(), r.NumValues()
	show := func(b *game.Board, f int) {
		c := b.Candidates(f) & game.ValueSet(rng.Uint64())
		if c == 0 {
			c = game.Bit(rng.IntN(nv))
		}
		b.Show(f, c, c.Len() == 1 && rng.IntN(2) == 0)
	}
	for ci, c := range r.Constraints {
		l, ok := c.(game.Local)
		if !ok {
			continue
		}
		mine := r.ConstraintFields(ci)
		for range 4 {
			at := b.Clone()
			for f := range n {
				if at.Value(f) == game.Empty && rng.IntN(3) == 0 {
					show(at, f)
				}
			}
			var want game.Found
			wantOK := l.Propagate(at, &want)
			other := at.Clone()
			for f := range n {
				if !slices.Contains(mine, f) {
					other.Show(f, game.FullSet(nv), false)
					show(other, f)
				}
			}
			var got game.Found
			gotOK := l.Propagate(other, &got)
			if gotOK != wantOK || !slices.Equal(got.Eliminate, want.Eliminate) || !slices.Equal(got.Sets, want.Sets) {
				t.Fatalf("%s is Local but finds %v %v %v, and with the fields beyond its cells changed %v %v %v",
					c.Name(), wantOK, want.Eliminate, want.Sets, gotOK, got.Eliminate, got.Sets)
			}
		}
	}
}

// checkPositionless fails t unless every error of err says what is wrong
// in words: rules made in Go carry no file position.
func checkPositionless(t *testing.T, err error) {
	t.Helper()
	for _, e := range game.SplitErrors(err) {
		if e.Error() == "" {
			t.Fatalf("an empty error in %v", err)
		}
	}
}

// randomGrid returns a random solution of r, or nil when it has none.
func randomGrid(t *testing.T, r *game.Rules, rng *rand.Rand) []int {
	e, err := strategy.NewEngine(r, strategy.Options{Chooser: strategy.NewRandom(rng.Uint64()), MaxGuesses: mixGuesses})
	if err != nil {
		t.Fatal(err)
	}
	return e.Solve(context.Background(), empty(r)).Solution
}

// mixGuesses bounds each search of the mixed-constraint checks by a count
// of guesses, which gives the same outcome on every machine where a
// deadline would not.
const mixGuesses = 20000

// A mixer makes one constraint of a kind over r's board, one that grid
// keeps where the kind lets it.
type mixer func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint

// mixers: every kind but the rules of the whole board, and a killer cage
// whose total may be one off.
var mixers = []mixer{
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		cells := region(rng, r, 1+rng.IntN(4))
		return constraint.NewKiller(cells, sumOf(r, grid, cells), rng.IntN(5) > 0)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		cells := walk(rng, r, grid, 2+rng.IntN(3), func(a, b int) bool { return b > a })
		return constraint.NewThermometer(cells)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		cells := walk(rng, r, grid, 2+rng.IntN(4), func(a, b int) bool { return b >= a })
		return constraint.NewSlowThermometer(cells)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		line := walk(rng, r, grid, 2+rng.IntN(3), func(int, int) bool { return true })
		return constraint.NewArrow(line[:1], line[1:])
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		clue := lineClues(r)[rng.IntN(2*(r.Rows+r.Cols))]
		dir := constraint.Diagonal(rng.IntN(4))
		return fit(rng, r, grid, 0, 4*r.NumValues(), func(n int) game.Constraint { return constraint.NewLittleKiller(clue, dir, n) })
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		clue := lineClues(r)[rng.IntN(2*(r.Rows+r.Cols))]
		return fit(rng, r, grid, 0, 3*r.NumValues(), func(n int) game.Constraint { return constraint.NewSandwich(clue, n) })
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		clue := lineClues(r)[rng.IntN(2*(r.Rows+r.Cols))]
		return fit(rng, r, grid, 1, 3*r.NumValues(), func(n int) game.Constraint { return constraint.NewXSum(clue, n) })
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		clue := lineClues(r)[rng.IntN(2*(r.Rows+r.Cols))]
		return fit(rng, r, grid, 1, r.NumValues(), func(n int) game.Constraint { return constraint.NewSkyscraper(clue, n) })
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		a, b := pair(rng, r)
		return constraint.NewDifference(a, b, abs(value(r, grid, a)-value(r, grid, b)))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		a, b := pair(rng, r)
		x, y := value(r, grid, a), value(r, grid, b)
		if x < y {
			x, y = y, x
		}
		n := 2
		if x%y == 0 && x > y {
			n = x / y
		}
		return constraint.NewRatio(a, b, n)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		a, b := pair(rng, r)
		return constraint.NewXV(a, b, value(r, grid, a)+value(r, grid, b))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		by := 1 + rng.IntN(r.NumValues()/2)
		cells := walk(rng, r, grid, 2+rng.IntN(4), func(a, b int) bool { return abs(a-b) >= by })
		return constraint.NewWhispers(cells, by)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewRenban(walk(rng, r, grid, 2+rng.IntN(3), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewPalindrome(walk(rng, r, grid, 2+rng.IntN(4), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewBetweenLine(walk(rng, r, grid, 3+rng.IntN(3), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewRegionSumLine(walk(rng, r, grid, 2+rng.IntN(5), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewZipperLine(walk(rng, r, grid, 3+rng.IntN(4), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewEntropicLine(walk(rng, r, grid, 3+rng.IntN(4), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewModularLine(walk(rng, r, grid, 3+rng.IntN(4), func(int, int) bool { return true }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		p := region(rng, r, 1)[0]
		if value(r, grid, p)%2 == 0 {
			return constraint.NewEven(p)
		}
		return constraint.NewOdd(p)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		p := region(rng, r, 1)[0]
		if rng.IntN(2) == 0 {
			return constraint.NewMinimum(p, nil)
		}
		return constraint.NewMaximum(p, nil)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		row, col := rng.IntN(r.Rows-1), rng.IntN(r.Cols-1)
		cells := []game.Pos{{Row: row, Col: col}, {Row: row, Col: col + 1}, {Row: row + 1, Col: col}, {Row: row + 1, Col: col + 1}}
		var words []string
		for _, p := range cells[:1+rng.IntN(4)] {
			words = append(words, strconv.Itoa(value(r, grid, p)))
		}
		return constraint.NewQuadruple(cells, words)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		cells := region(rng, r, 1+rng.IntN(3))
		for {
			dr, dc := rng.IntN(2*r.Rows)-r.Rows, rng.IntN(2*r.Cols)-r.Cols
			copies := make([]game.Pos, len(cells))
			on := true
			for i, p := range cells {
				copies[i] = game.Pos{Row: p.Row + dr, Col: p.Col + dc}
				on = on && r.FieldAt(copies[i]) >= 0 && !slices.Contains(cells, copies[i])
			}
			if on {
				return constraint.NewClone(cells, copies)
			}
		}
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		cells := region(rng, r, 1+rng.IntN(2))
		var words []string
		for _, p := range cells {
			words = append(words, strconv.Itoa(value(r, grid, p)))
		}
		return constraint.NewAllowed(cells, words)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		cells := region(rng, r, 2+rng.IntN(3))
		return constraint.NewKiller(cells, sumOf(r, grid, cells)+rng.IntN(3)-1, true)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewNabner(walk(rng, r, grid, 2+rng.IntN(2), func(a, b int) bool { return abs(a-b) > 1 }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		by := 1 + rng.IntN(r.NumValues()/2)
		return constraint.NewLockout(walk(rng, r, grid, 2+rng.IntN(4), func(int, int) bool { return true }), by)
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewParityLine(walk(rng, r, grid, 2+rng.IntN(4), func(a, b int) bool { return (a+b)%2 == 1 }))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewRowIndexer(region(rng, r, 1)[0])
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewColumnIndexer(region(rng, r, 1)[0])
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewBoxIndexer(region(rng, r, 1)[0])
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		_, c := lunchboxOf(rng, r, grid)
		return c
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		_, _, c := containExactOf(rng, r, grid)
		return c
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		return constraint.NewSameValues(sameValuesOf(rng, r, grid))
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		_, c := valueIndexingOf(rng, r, grid)
		return c
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		_, c := rankClueOf(rng, r, grid)
		return c
	},
	func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		_, _, c := lookAndSayOf(rng, r, grid)
		return c
	},
}

// kept returns the first of up to 30 constraints of mk that grid keeps,
// or the last made.
func kept(r *game.Rules, grid []int, mk func() game.Constraint) game.Constraint {
	var c game.Constraint
	for range 30 {
		c = mk()
		if keeps(r, grid, c) {
			break
		}
	}
	return c
}

// keeps reports whether grid, a solution of r's groups, keeps c.
func keeps(r *game.Rules, grid []int, c game.Constraint) bool {
	with, err := game.NewRules("kept", r.Rows, r.Cols, nil, r.Values, r.GroupSpecs(), c)
	return err == nil && with.CheckSolution(grid, nil) == nil
}

// wholeFrom is the first byte of kinds that picks a rule of the whole
// board: one in 16, since they leave 4x4 boards without a grid.
const wholeFrom = 240

// wholes make the rules of the whole board, which the grids are drawn to
// keep.
var wholes = []func(rng *rand.Rand, r *game.Rules) game.Constraint{
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewAntiKing() },
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewAntiKnight() },
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewNonConsecutive() },
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewFullRankNoTies() },
	func(rng *rand.Rand, r *game.Rules) game.Constraint {
		return constraint.NewXVNegative(pairs(rng, r, rng.IntN(4)))
	},
	func(rng *rand.Rand, r *game.Rules) game.Constraint {
		return constraint.NewKropkiNegative(pairs(rng, r, rng.IntN(6)), []int{1}, []int{2})
	},
	func(rng *rand.Rand, _ *game.Rules) game.Constraint {
		return constraint.NewLeaper(rng.IntN(3), 1+rng.IntN(3))
	},
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewAntiTaxicab() },
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewGlobalEntropy() },
	func(*rand.Rand, *game.Rules) game.Constraint { return constraint.NewGlobalModular() },
}

// pairs returns n pairs of orthogonal neighbours of r's board.
func pairs(rng *rand.Rand, r *game.Rules, n int) [][2]game.Pos {
	var out [][2]game.Pos
	for range n {
		a, b := pair(rng, r)
		out = append(out, [2]game.Pos{a, b})
	}
	return out
}

// fit returns the constraint of mk whose number, from lo to hi, grid
// keeps, tried in a random order; a random one when none does.
func fit(rng *rand.Rand, r *game.Rules, grid []int, lo, hi int, mk func(n int) game.Constraint) game.Constraint {
	for _, i := range rng.Perm(hi - lo + 1) {
		if c := mk(lo + i); keeps(r, grid, c) {
			return c
		}
	}
	return mk(lo + rng.IntN(hi-lo+1))
}

// walk returns a line of up to n cells from a random cell, each a king's
// move from the one before and new to the line, whose numbers in grid
// step as ok says.
func walk(rng *rand.Rand, r *game.Rules, grid []int, n int, ok func(a, b int) bool) []game.Pos {
	line := region(rng, r, 1)
	for len(line) < n {
		last := line[len(line)-1]
		var next []game.Pos
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				p := game.Pos{Row: last.Row + dr, Col: last.Col + dc}
				if r.FieldAt(p) < 0 || slices.Contains(line, p) || !ok(value(r, grid, last), value(r, grid, p)) {
					continue
				}
				next = append(next, p)
			}
		}
		if len(next) == 0 {
			break
		}
		line = append(line, next[rng.IntN(len(next))])
	}
	return line
}

// pair returns two orthogonal neighbours of r's board.
func pair(rng *rand.Rand, r *game.Rules) (game.Pos, game.Pos) {
	for {
		a := region(rng, r, 1)[0]
		b := a
		if rng.IntN(2) == 0 {
			b.Row++
		} else {
			b.Col++
		}
		if r.FieldAt(b) >= 0 {
			return a, b
		}
	}
}

// sumOf returns the sum of the numbers grid holds in cells.
func sumOf(r *game.Rules, grid []int, cells []game.Pos) int {
	s := 0
	for _, p := range cells {
		s += value(r, grid, p)
	}
	return s
}

func init() {
	mixers = append(mixers, libraryMixers()...)
	wholes = append(wholes, libraryWholes()...)
}

// libraryWholes are the rules of the whole board of specs' library,
// which are given no cells (each over diagonal pairs, over columns).
func libraryWholes() []func(rng *rand.Rand, r *game.Rules) game.Constraint {
	lib, err := specs.Library()
	if err != nil {
		panic(err)
	}
	var out []func(rng *rand.Rand, r *game.Rules) game.Constraint
	for _, k := range lib {
		if slices.Contains(k.Keys, "cells") {
			continue
		}
		item := constraint.Item{Key: k.Key}
		if slices.Contains(k.Keys, "negative") {
			// A marks kind's negative rule, with no marks.
			item.Args = []constraint.Arg{{Key: "negative", Value: true}}
		}
		out = append(out, func(*rand.Rand, *game.Rules) game.Constraint {
			cs, err := k.ReadItem(item)
			if err != nil || len(cs) != 1 {
				panic(fmt.Sprintf("%s reads as %d rules: %v", k.Key, len(cs), err))
			}
			return cs[0]
		})
	}
	return out
}

// libraryMixers are mixers of the kinds of specs' library, defined in
// YAML (package kinddef), whose rules are given cells: a line of three
// to five cells, or a cage of two to four, each argument a random
// number.
func libraryMixers() []mixer {
	lib, err := specs.Library()
	if err != nil {
		panic(err)
	}
	var out []mixer
	for _, k := range lib {
		if slices.Contains(k.Keys, "negative") {
			out = append(out, markMixer(k))
			continue
		}
		if !slices.Contains(k.Keys, "cells") {
			continue
		}
		out = append(out, func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
			var cells []game.Pos
			if k.Rule.Shape == game.ShapeRegion {
				cells = region(rng, r, 2+rng.IntN(3))
			} else {
				cells = walk(rng, r, grid, 3+rng.IntN(3), func(int, int) bool { return true })
			}
			a := &fakeArgs{values: map[string]any{"cells": cells}}
			for _, key := range k.Keys {
				if key != "cells" {
					a.values[key] = 1 + rng.IntN(2*r.NumValues())
				}
			}
			cs := k.Read(a)
			if len(cs) != 1 {
				panic(fmt.Sprintf("%s reads %v as %d rules: %v", k.Key, a.values, len(cs), a.errs))
			}
			return cs[0]
		})
	}
	return out
}

// markMixer is a mixer of a marks kind of specs' library: one mark of a
// random sort between two random diagonal neighbours (the library's
// marks stand on corners).
func markMixer(k *constraint.Kind) mixer {
	return func(rng *rand.Rand, r *game.Rules, grid []int) game.Constraint {
		for {
			a := region(rng, r, 1)[0]
			b := game.Pos{Row: a.Row + 1, Col: a.Col + 1 - 2*rng.IntN(2)}
			if r.FieldAt(b) < 0 {
				continue
			}
			key := k.Keys[rng.IntN(len(k.Keys)-1)]
			args := &fakeArgs{values: map[string]any{key: [][]game.Pos{{a, b}}}}
			cs := k.Read(args)
			if len(cs) != 1 {
				panic(fmt.Sprintf("%s reads %v as %d rules: %v", k.Key, args.values, len(cs), args.errs))
			}
			return cs[0]
		}
	}
}
