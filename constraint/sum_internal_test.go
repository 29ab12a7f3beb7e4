package constraint

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
)

// benchSums runs sumSupport over n cells of random candidates of 1-9,
// with a total in the middle of what they can make.
func benchSums(b *testing.B, n, values int) {
	nums := make([]int, values)
	for i := range nums {
		nums[i] = i + 1
	}
	rng := rand.New(rand.NewPCG(1, 2))
	const cases = 64
	cands := make([][]game.ValueSet, cases)
	for k := range cands {
		cands[k] = make([]game.ValueSet, n)
		for i := range cands[k] {
			for cands[k][i] == 0 {
				cands[k][i] = game.ValueSet(rng.Uint64()) & game.FullSet(values)
			}
		}
	}
	out := make([]game.ValueSet, n)
	var found game.Found
	total := n * (values + 1) / 2
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		found.Reset()
		sumSupport(&found, cands[i%cases], nums, total, total, out)
	}
}

// benchCliques runs cliqueSum.support over cells of 1-9 split into
// groups (cliques of cells that see one another) of weights, with
// random candidates, most of each cell's values, and the total given.
func benchCliques(b *testing.B, groups [][]int, weights []int, total int) {
	nums := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	s := cliquesOf(groups, weights, nums)
	rng := rand.New(rand.NewPCG(3, 4))
	const cases = 64
	cands := make([][]game.ValueSet, cases)
	for k := range cands {
		cands[k] = make([]game.ValueSet, len(weights))
		for i := range cands[k] {
			for bits.OnesCount16(uint16(cands[k][i])) < 5 {
				cands[k][i] = game.ValueSet(rng.Uint64()|rng.Uint64()) & game.FullSet(9)
			}
		}
	}
	out := make([]game.ValueSet, len(weights))
	var found game.Found
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		found.Reset()
		s.support(&found, cands[i%cases], total, total, out)
	}
}

// A little killer of seven cells across three boxes; an arrow of three
// cells in a box, its circle's weight -1.
func BenchmarkCliqueSupportDiagonal(b *testing.B) {
	benchCliques(b, [][]int{{0, 1, 2}, {3, 4, 5}, {6}}, []int{1, 1, 1, 1, 1, 1, 1}, 38)
}
func BenchmarkCliqueSupportArrow(b *testing.B) {
	benchCliques(b, [][]int{{0}, {1, 2, 3}}, []int{-1, 1, 1, 1}, 0)
}

func BenchmarkSumSupport4(b *testing.B)     { benchSums(b, 4, 9) }
func BenchmarkSumSupport9(b *testing.B)     { benchSums(b, 9, 9) }
func BenchmarkSumSupport16x16(b *testing.B) { benchSums(b, 15, 16) }

// TestWeightedSupport checks weightedSupport against every choice of
// values, on small random cases: numbers with gaps and below 0, weights
// negative and above 1.
func TestWeightedSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	var found game.Found
	for k := range 3000 {
		nv := 1 + rng.IntN(5)
		nums := randomNumbers(rng, nv, 3)
		n := rng.IntN(5)
		cands := make([]game.ValueSet, n)
		var weights []int
		if rng.IntN(2) == 0 {
			weights = make([]int, n)
			for i := range weights {
				weights[i] = []int{1, 1, -1, 10, -10, 2}[rng.IntN(6)]
			}
		}
		for i := range cands {
			cands[i] = game.ValueSet(rng.Uint64()) & game.FullSet(nv)
			if rng.IntN(8) > 0 && cands[i] == 0 {
				cands[i] = 1
			}
		}
		lo := rng.IntN(41) - 20
		hi := lo + rng.IntN(4)
		// Every choice, by brute force.
		want := make([]game.ValueSet, n)
		wantOK := false
		choice := make([]int, n)
		var walk func(i, sum int)
		walk = func(i, sum int) {
			if i == n {
				if lo <= sum && sum <= hi {
					wantOK = true
					for j, v := range choice {
						want[j] |= game.Bit(v)
					}
				}
				return
			}
			for c := cands[i]; c != 0; c &= c - 1 {
				choice[i] = c.Lowest()
				walk(i+1, sum+weight(weights, i)*nums[choice[i]])
			}
		}
		walk(0, 0)
		found.Reset()
		out := make([]game.ValueSet, n)
		ok := weightedSupport(&found, cands, weights, nums, lo, hi, out)
		if ok != wantOK || ok && !equalSets(out, want) {
			t.Fatalf("case %d: nums %v weights %v cands %v total %d-%d: got %v %v, want %v %v", k, nums, weights, cands, lo, hi, ok, out, wantOK, want)
		}
	}
}

// randomNumbers returns nv different numbers from -2 up, in any order,
// with gaps of up to gap-1 between them.
func randomNumbers(rng *rand.Rand, nv, gap int) []int {
	nums := make([]int, nv)
	x := rng.IntN(5) - 2
	for i := range nums {
		nums[i] = x
		x += 1 + rng.IntN(gap)
	}
	rng.Shuffle(nv, func(i, j int) { nums[i], nums[j] = nums[j], nums[i] })
	return nums
}

func equalSets(a, b []game.ValueSet) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestSumSetShifts checks the word shifts against sums one by one.
func TestSumSetShifts(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 2000 {
		w := 1 + rng.IntN(3)
		a, b := make(sumSet, w), make(sumSet, w)
		for j := range a {
			a[j], b[j] = rng.Uint64()&rng.Uint64(), rng.Uint64()&rng.Uint64()&rng.Uint64()
		}
		d := rng.IntN(4*64*w/2+1) - 64*w
		got := make(sumSet, w)
		copy(got, b)
		got.orShifted(a, d)
		meets := false
		for x := range 64 * w {
			wantBit := b.has(x) || a.has(x-d)
			if got.has(x) != wantBit {
				t.Fatalf("orShifted by %d: sum %d is %v", d, x, got.has(x))
			}
			meets = meets || a.has(x) && b.has(x+d)
		}
		if a.meets(b, d) != meets {
			t.Fatalf("meets by %d: %v, want %v", d, a.meets(b, d), meets)
		}
		lo := rng.IntN(64*w+10) - 5
		hi := lo + rng.IntN(80)
		anyWant := false
		for x := lo; x <= hi; x++ {
			anyWant = anyWant || a.has(x)
		}
		if a.any(lo, hi) != anyWant {
			t.Fatalf("any %d-%d: %v, want %v", lo, hi, a.any(lo, hi), anyWant)
		}
		nums, vals := []int{0, 1, 3, 7, 64}, game.ValueSet(rng.Uint64())&game.FullSet(5)
		size := 1 + rng.IntN(64*w)
		plus := make(sumSet, w)
		a.plus(plus, vals, nums, 0, size)
		for x := range 64 * w {
			wantBit := false
			for _, v := range vals.Values() {
				wantBit = wantBit || x < size && a.has(x-nums[v])
			}
			if plus.has(x) != wantBit {
				t.Fatalf("plus %v below %d: sum %d is %v", vals, size, x, plus.has(x))
			}
		}
		c := make(sumSet, w)
		c.addRange(lo, hi)
		for x := range 64 * w {
			if c.has(x) != (lo <= x && x <= hi) {
				t.Fatalf("addRange %d-%d: sum %d is %v", lo, hi, x, c.has(x))
			}
		}
	}
}

// TestCliqueSupport checks cliqueSum.support against every choice of
// values whose cells in one clique differ, on small random cases: it
// keeps exactly the values of such choices, and so somewhere less than
// weightedSupport, which lets the cells repeat values.
func TestCliqueSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var found game.Found
	tighter := 0
	for k := range 3000 {
		nv := 3 + rng.IntN(4)
		nums := randomNumbers(rng, nv, 2)
		n := 1 + rng.IntN(6)
		weights := make([]int, n)
		for i := range weights {
			weights[i] = []int{1, 1, 1, -1, 2}[rng.IntN(5)]
		}
		// Cells of one weight in random cliques of up to 3.
		var groups [][]int
		clique := make([]int, n)
		for i := range n {
			g := rng.IntN(len(groups) + 1)
			if g < len(groups) && (len(groups[g]) == 3 || weights[groups[g][0]] != weights[i] || len(groups[g]) == nv) {
				g = len(groups)
			}
			if g == len(groups) {
				groups = append(groups, nil)
			}
			groups[g] = append(groups[g], i)
			clique[i] = g
		}
		cands := make([]game.ValueSet, n)
		for i := range cands {
			cands[i] = game.ValueSet(rng.Uint64()) & game.FullSet(nv)
		}
		lo := rng.IntN(31) - 5
		hi := lo + rng.IntN(3)
		want := make([]game.ValueSet, n)
		wantOK := false
		choice := make([]int, n)
		var walk func(i, sum int)
		walk = func(i, sum int) {
			if i == n {
				if lo <= sum && sum <= hi {
					wantOK = true
					for j, v := range choice {
						want[j] |= game.Bit(v)
					}
				}
				return
			}
			for c := cands[i]; c != 0; c &= c - 1 {
				v, clash := c.Lowest(), false
				for j := range i {
					clash = clash || clique[j] == clique[i] && choice[j] == v
				}
				if !clash {
					choice[i] = v
					walk(i+1, sum+weights[i]*nums[v])
				}
			}
		}
		walk(0, 0)
		found.Reset()
		out := make([]game.ValueSet, n)
		ok := cliquesOf(groups, weights, nums).support(&found, cands, lo, hi, out)
		if ok != wantOK || ok && !equalSets(out, want) {
			t.Fatalf("case %d: nums %v weights %v cliques %v cands %v total %d-%d: got %v %v, want %v %v", k, nums, weights, groups, cands, lo, hi, ok, out, wantOK, want)
		}
		found.Reset()
		loose := make([]game.ValueSet, n)
		if weightedSupport(&found, cands, weights, nums, lo, hi, loose) != ok || !equalSets(out, loose) {
			tighter++
		}
	}
	if tighter == 0 {
		t.Fatal("the cliques never took out more than weightedSupport")
	}
	t.Logf("tighter than weightedSupport in %d cases", tighter)
}

// TestLargeCliqueSupport checks cliqueSum.support with cliques of four
// and five cells, which it reads as sets of values: it keeps every value
// of a choice whose cells in one clique differ, never more than
// weightedSupport, and somewhere less.
func TestLargeCliqueSupport(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	var found game.Found
	tighter := 0
	for k := range 3000 {
		nv := 5 + rng.IntN(3)
		nums := randomNumbers(rng, nv, 2)
		n := 4 + rng.IntN(4)
		weights := make([]int, n)
		for i := range weights {
			weights[i] = []int{1, 1, 1, -1, 2}[rng.IntN(5)]
		}
		// Cells of one weight in random cliques of up to 5.
		var groups [][]int
		clique := make([]int, n)
		for i := range n {
			g := rng.IntN(len(groups) + 1)
			if g < len(groups) && (len(groups[g]) == 5 || weights[groups[g][0]] != weights[i] || len(groups[g]) == nv) {
				g = len(groups)
			}
			if g == len(groups) {
				groups = append(groups, nil)
			}
			groups[g] = append(groups[g], i)
			clique[i] = g
		}
		cands := make([]game.ValueSet, n)
		for i := range cands {
			cands[i] = game.ValueSet(rng.Uint64()) & game.FullSet(nv)
		}
		lo := rng.IntN(31) - 5
		hi := lo + rng.IntN(3)
		want := make([]game.ValueSet, n)
		wantOK := false
		choice := make([]int, n)
		var walk func(i, sum int)
		walk = func(i, sum int) {
			if i == n {
				if lo <= sum && sum <= hi {
					wantOK = true
					for j, v := range choice {
						want[j] |= game.Bit(v)
					}
				}
				return
			}
			for c := cands[i]; c != 0; c &= c - 1 {
				v, clash := c.Lowest(), false
				for j := range i {
					clash = clash || clique[j] == clique[i] && choice[j] == v
				}
				if !clash {
					choice[i] = v
					walk(i+1, sum+weights[i]*nums[v])
				}
			}
		}
		walk(0, 0)
		found.Reset()
		out := make([]game.ValueSet, n)
		ok := cliquesOf(groups, weights, nums).support(&found, cands, lo, hi, out)
		found.Reset()
		loose := make([]game.ValueSet, n)
		looseOK := weightedSupport(&found, cands, weights, nums, lo, hi, loose)
		if wantOK && !ok || ok && !looseOK {
			t.Fatalf("case %d: nums %v weights %v cliques %v cands %v total %d-%d: got %v, want %v, loose %v", k, nums, weights, groups, cands, lo, hi, ok, wantOK, looseOK)
		}
		if !ok {
			if looseOK {
				tighter++
			}
			continue
		}
		for i := range out {
			if want[i]&^out[i] != 0 || out[i]&^loose[i] != 0 {
				t.Fatalf("case %d: nums %v weights %v cliques %v cands %v total %d-%d: cell %d keeps %v, wants at least %v, at most %v", k, nums, weights, groups, cands, lo, hi, i, out[i], want[i], loose[i])
			}
			if out[i] != loose[i] {
				tighter++
			}
		}
	}
	if tighter == 0 {
		t.Fatal("the cliques never took out more than weightedSupport")
	}
	t.Logf("tighter than weightedSupport %d times", tighter)
}
