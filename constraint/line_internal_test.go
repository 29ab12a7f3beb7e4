package constraint

import (
	"math/rand/v2"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
)

// lineCase is a random line for the tests of the line clues' support:
// numbers with gaps and below 0, in any order, and candidates.
type lineCase struct {
	nums  []int
	cands []game.Set
}

func randomLine(rng *rand.Rand) lineCase {
	nv := 2 + rng.IntN(4)
	nums := randomNumbers(rng, nv, 2)
	n := 1 + rng.IntN(5)
	cands := make([]game.Set, n)
	for i := range cands {
		for cands[i] == 0 && rng.IntN(10) > 0 {
			cands[i] = game.Set(rng.Uint64()) & game.FullSet(nv)
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
func (l lineCase) supportOf(holds func(line []int) bool) ([]game.Set, bool) {
	n := len(l.cands)
	out := make([]game.Set, n)
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

func TestSandwichSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	var found game.Found
	held := 0
	for k := range 20000 {
		l := randomLine(rng)
		c := &sandwich{sum: rng.IntN(13) - 3}
		c.nums, c.fields = l.nums, make([]int, len(l.cands))
		if len(l.cands) < 2 {
			continue
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
		want, wantOK := l.supportOf(func(line []int) bool { return sandwichHolds(line, c.nums, c.lo, c.hi, c.sum) })
		found.Reset()
		out := make([]game.Set, len(l.cands))
		ok := c.sum-c.base >= 0 && c.sum-c.base < c.size && c.support(&found, l.cands, out)
		if ok != wantOK || ok && !equalSets(out, want) {
			t.Fatalf("case %d: nums %v cands %v sum %d: got %v %v, want %v %v", k, c.nums, l.cands, c.sum, ok, out, wantOK, want)
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
