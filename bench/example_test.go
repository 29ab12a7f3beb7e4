package bench_test

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/bench"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Time the sets of a file of mixed sizes in both modes, with the default
// strategies; the times vary, the rest does not.
func Example() {
	sets, err := bench.Load("testdata/mixed.yaml", "", 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	opts := bench.Options{Runs: 3, Threads: 2, NewEngine: func(r *game.Rules, limit int) (*strategy.Engine, error) {
		return strategy.NewEngine(r, strategy.Options{Limit: limit})
	}}
	for _, s := range sets {
		for _, limit := range []int{1, 2} {
			row, err := bench.Measure(context.Background(), s, limit, opts)
			if err != nil {
				fmt.Println(err)
				continue
			}
			fmt.Printf("%s %s: %d puzzles, %d unsolved, time measured: %v\n", row.Set, row.Mode, row.Puzzles, row.Unsolved, row.Total > 0)
		}
	}
	// Output:
	// mixed.yaml 9x9 first: 2 puzzles, 0 unsolved, time measured: true
	// mixed.yaml 9x9 ≤2: 2 puzzles, 0 unsolved, time measured: true
	// mixed.yaml 16x16 first: 1 puzzles, 0 unsolved, time measured: true
	// mixed.yaml 16x16 ≤2: 1 puzzles, 0 unsolved, time measured: true
}
