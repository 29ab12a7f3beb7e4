package constraint

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// lineCase is a random line for the tests of the line clues' support:
// numbers with gaps and below 0, in any order, and candidates.
type lineCase struct {
	nums  []int
	cands []game.ValueSet
}

func randomLine(rng *rand.Rand) lineCase {
	nv := 2 + rng.IntN(4)
	nums := randomNumbers(rng, nv, 2)
	n := 1 + rng.IntN(5)
	cands := make([]game.ValueSet, n)
	for i := range cands {
		for cands[i] == 0 && rng.IntN(10) > 0 {
			cands[i] = game.ValueSet(rng.Uint64()) & game.FullSet(nv)
		}
	}
	return lineCase{nums, cands}
}

// choice returns a random choice of candidates, if every cell has one.
func (l lineCase) choice(rng *rand.Rand) ([]int, bool) {
	line := make([]int, len(l.cands))
	for i, c := range l.cands {
		if c == 0 {
			return nil, false
		}
		vs := c.Values()
		line[i] = vs[rng.IntN(len(vs))]
	}
	return line, true
}

// supportOf returns, by trying every choice of candidates, the values of
// each cell some choice that holds keeps, and whether there is one.
func (l lineCase) supportOf(holds func(line []int) bool) ([]game.ValueSet, bool) {
	n := len(l.cands)
	out := make([]game.ValueSet, n)
	any := false
	line := make([]int, n)
	var walk func(i int)
	walk = func(i int) {
		if i == n {
			if holds(line) {
				any = true
				for j, v := range line {
					out[j] |= game.Bit(v)
				}
			}
			return
		}
		for c := l.cands[i]; c != 0; c &= c - 1 {
			line[i] = c.Lowest()
			walk(i + 1)
		}
	}
	walk(0)
	return out, any
}

// sandwichHolds reports whether line has the crusts lo and hi once each
// and the numbers between them add up to sum.
func sandwichHolds(line, nums []int, lo, hi, sum int) bool {
	at := [2]int{-1, -1}
	for i, v := range line {
		for k, crust := range [2]int{lo, hi} {
			if v == crust {
				if at[k] >= 0 {
					return false
				}
				at[k] = i
			}
		}
	}
	if at[0] < 0 || at[1] < 0 {
		return false
	}
	total := 0
	for _, v := range line[min(at[0], at[1])+1 : max(at[0], at[1])] {
		total += nums[v]
	}
	return total == sum
}

// A supportCase is the support of a rule on a line, to check, what the
// rule asks of a full line, and the case's parameters for a message.
type supportCase struct {
	support func(found *game.Found, out []game.ValueSet) bool
	holds   func(line []int) bool
	params  string
}

// checkSupport checks the support of the cases setup makes of random
// lines (none when it returns false) against every choice of candidates.
func checkSupport(t *testing.T, seed uint64, setup func(rng *rand.Rand, l lineCase) (supportCase, bool)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	var found game.Found
	held := 0
	for k := range 20000 {
		l := randomLine(rng)
		sc, use := setup(rng, l)
		if !use {
			continue
		}
		want, wantOK := l.supportOf(sc.holds)
		found.Reset()
		out := make([]game.ValueSet, len(l.cands))
		ok := sc.support(&found, out)
		if ok != wantOK || ok && !equalSets(out, want) {
			t.Fatalf("case %d: nums %v cands %v %s: got %v %v, want %v %v", k, l.nums, l.cands, sc.params, ok, out, wantOK, want)
		}
		if ok {
			held++
		}
	}
	if held < 1000 {
		t.Errorf("only %d cases hold", held)
	}
	t.Logf("%d cases hold", held)
}

func TestSandwichSupport(t *testing.T) {
	checkSupport(t, 11, func(rng *rand.Rand, l lineCase) (supportCase, bool) {
		c := &sandwich{sum: rng.IntN(13) - 3}
		c.nums, c.fields = l.nums, make([]int, len(l.cands))
		if len(l.cands) < 2 {
			return supportCase{}, false
		}
		c.prepare()
		if line, ok := l.choice(rng); ok && rng.IntN(2) == 0 {
			// The clue of a line the candidates allow, when it is one.
			for sum := -20; sum <= 20; sum++ {
				if sandwichHolds(line, c.nums, c.lo, c.hi, sum) {
					c.sum = sum
				}
			}
		}
		return supportCase{
			support: func(found *game.Found, out []game.ValueSet) bool {
				return c.sum-c.base >= 0 && c.sum-c.base < c.size && c.support(found, l.cands, out)
			},
			holds:  func(line []int) bool { return sandwichHolds(line, c.nums, c.lo, c.hi, c.sum) },
			params: fmt.Sprintf("sum %d", c.sum),
		}, true
	})
}

// TestSandwichSupportApart checks supportApart, the support of a
// sandwich whose line's values differ, against every choice of
// candidates of random lines of distinct values (as a house holds
// them): it keeps every value some such line that keeps the rule puts
// in a cell, and says there is none only when there is none. It is not
// exact (it reads the cells between the crusts by the union of their
// candidates), so it is checked to take out values, often.
func TestSandwichSupportApart(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	held, narrowed := 0, 0
	for k := range 20000 {
		l := randomLine(rng)
		if len(l.cands) < 2 || len(l.cands) > len(l.nums) {
			continue
		}
		c := &sandwich{sum: rng.IntN(13) - 3}
		c.nums, c.fields = l.nums, make([]int, len(l.cands))
		c.prepare()
		if line, ok := l.choice(rng); ok && rng.IntN(2) == 0 {
			for sum := -20; sum <= 20; sum++ {
				if sandwichHolds(line, c.nums, c.lo, c.hi, sum) {
					c.sum = sum
				}
			}
		}
		if c.apart = c.apartSets(); c.apart == nil {
			continue
		}
		apart := func(line []int) bool {
			var seen game.ValueSet
			for _, v := range line {
				if seen.Has(v) {
					return false
				}
				seen |= game.Bit(v)
			}
			return sandwichHolds(line, c.nums, c.lo, c.hi, c.sum)
		}
		want, wantOK := l.supportOf(apart)
		out := make([]game.ValueSet, len(l.cands))
		ok := c.supportApart(l.cands, out)
		if wantOK && !ok {
			t.Fatalf("case %d: nums %v cands %v sum %d: no support, want %v", k, l.nums, l.cands, c.sum, want)
		}
		if !ok {
			continue
		}
		held++
		for i := range out {
			if want[i]&^out[i] != 0 || out[i]&^l.cands[i] != 0 {
				t.Fatalf("case %d: nums %v cands %v sum %d: got %v, want at least %v", k, l.nums, l.cands, c.sum, out, want)
			}
			if out[i] != l.cands[i] {
				narrowed++
			}
		}
	}
	if held < 1000 || narrowed < 1000 {
		t.Errorf("only %d cases with support and %d cells narrowed", held, narrowed)
	}
	t.Logf("%d cases hold, %d cells narrowed", held, narrowed)
}

// skyscraperShows returns how many cells of line are higher than all
// before them, and whether the highest value is among them.
func skyscraperShows(line, nums []int) (int, bool) {
	shown, top, highest := 0, 0, false
	for i, v := range line {
		if i == 0 || nums[v] > top {
			shown, top = shown+1, nums[v]
		}
	}
	for _, v := range line {
		highest = highest || nums[v] == slices.Max(nums)
	}
	return shown, highest
}

func TestSkyscraperSupport(t *testing.T) {
	checkSupport(t, 13, func(rng *rand.Rand, l lineCase) (supportCase, bool) {
		c := &skyscraper{seen: 1 + rng.IntN(min(len(l.cands), len(l.nums))), complete: rng.IntN(2) == 0} // as Bind allows
		c.nums = l.nums
		if line, ok := l.choice(rng); ok && rng.IntN(2) == 0 {
			c.seen, _ = skyscraperShows(line, c.nums)
		}
		c.prepare()
		return supportCase{
			support: func(found *game.Found, out []game.ValueSet) bool { return c.support(found, l.cands, out) },
			holds: func(line []int) bool {
				shown, highest := skyscraperShows(line, c.nums)
				return shown == c.seen && (highest || !c.complete)
			},
			params: fmt.Sprintf("seen %d complete %v", c.seen, c.complete),
		}, true
	})
}

// TestSeenBefore: the cells of a slow thermometer that share a group with
// each cell, found through the cells' groups, are those every group
// says, on boards with boxes, diagonals, windows and a cage's group.
func TestSeenBefore(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 42))
	a := groups.Square(9)
	boxes, err := groups.Boxes(a, 3, 3)
	if err != nil {
		t.Fatal(err)
	}
	diagonals, err := groups.Diagonals(a)
	if err != nil {
		t.Fatal(err)
	}
	gs := slices.Concat(groups.Rows(a), groups.Columns(a), boxes, diagonals, groups.Windows([]game.Pos{{Row: 1, Col: 1}}, 3, 3))
	vals, err := game.NewValues(strings.Fields("1 2 3 4 5 6 7 8 9"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := game.NewRules("t", 9, 9, nil, vals, gs, NewKiller([]game.Pos{{Row: 0, Col: 0}, {Row: 1, Col: 4}}, 10, true))
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		perm := rng.Perm(81)[:2+rng.IntN(30)]
		fields := make([]int, len(perm))
		for i, p := range perm {
			fields[i] = r.FieldAt(game.Pos{Row: p / 9, Col: p % 9})
		}
		before, after := seenBefore(fields, r)
		for j := range fields {
			var want, wantAfter []int
			for i := range fields {
				shared := false
				for _, g := range r.Groups {
					shared = shared || i != j && slices.Contains(g.Fields, fields[i]) && slices.Contains(g.Fields, fields[j])
				}
				switch {
				case shared && i < j:
					want = append(want, i)
				case shared && i > j:
					wantAfter = append(wantAfter, i)
				}
			}
			var got, gotAfter []int
			if before != nil {
				got, gotAfter = before[j], after[j]
			}
			if !slices.Equal(got, want) || !slices.Equal(gotAfter, wantAfter) {
				t.Fatalf("cell %d of %v: before %v after %v, want %v and %v", j, fields, got, gotAfter, want, wantAfter)
			}
		}
	}
}
