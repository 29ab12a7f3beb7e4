package search_test

import (
	"context"
	"testing"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
	"github.com/sudoku-rules/sudoku/strategy"
)

// fuzzGuesses is how many guesses FuzzKernel lets a search make before
// it skips the input.
const fuzzGuesses = 2000

// FuzzKernel: on any givens of a few boards, the kernel counts, up to 3,
// what the strategy engine counts (an independent search), and every
// solution it finds keeps every group and the givens. The first byte
// picks the board; each pair after it a field and a value.
func FuzzKernel(f *testing.F) {
	names := []string{"4x4", "6x6", "classic", "jigsaw", "x", "hyper", "disjoint", "8x8"}
	type pair struct {
		k *search.Kernel
		e *strategy.Engine
		r *game.Rules
	}
	var boards []pair
	for _, n := range names {
		r := rulesOf(f, n)
		k, err := search.New(r)
		if err != nil {
			f.Fatal(err)
		}
		e, err := strategy.NewEngine(r, strategy.Options{Techniques: strategy.Default(), Limit: 3, MaxGuesses: fuzzGuesses})
		if err != nil {
			f.Fatal(err)
		}
		boards = append(boards, pair{k, e, r})
	}
	f.Add([]byte{0})
	f.Add([]byte{2, 0, 0, 10, 1, 20, 2, 30, 3, 40, 4, 50, 5, 60, 6, 70, 7, 80, 8})
	f.Add([]byte{2, 0, 0, 1, 0})
	f.Add([]byte{3, 5, 1, 17, 2, 33, 3, 49, 4, 65, 5, 12, 6, 28, 7, 44, 8, 60, 0, 76, 1})
	f.Add([]byte{4, 0, 0, 10, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) == 0 {
			return
		}
		b := boards[int(data[0])%len(boards)]
		givens := game.EmptyGrid(b.r.NumFields())
		for i := 1; i+1 < len(data); i += 2 {
			givens[int(data[i])%len(givens)] = int(data[i+1]) % b.r.NumValues()
		}
		// A nearly empty irregular board can take a search seconds (the
		// strategies millions of guesses on some jigsaws): such an input
		// is skipped past a count of guesses, the same on every machine,
		// rather than left to look hung.
		ctx := context.Background()
		res := b.k.Solve(ctx, givens, search.Options{Limit: 3, MaxGuesses: fuzzGuesses, OnSolution: func(s []int) {
			if err := b.r.CheckSolution(s, givens); err != nil {
				t.Fatalf("%s %v: a wrong solution: %v", b.r.Name, givens, err)
			}
		}})
		want := b.e.Solve(ctx, givens)
		if res.Stopped || want.Status == strategy.Timeout {
			t.Skipf("over %d guesses", fuzzGuesses)
		}
		if res.Count != want.Count {
			t.Fatalf("%s %v: the kernel counts %d, the strategies %d", b.r.Name, givens, res.Count, want.Count)
		}
	})
}
