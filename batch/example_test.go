package batch_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/batch"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Solve a file of puzzles on two workers; the results come back in input
// order, the bad puzzle in its place.
func Example() {
	sp, _ := specs.Builtin("classic")
	file := `.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...
.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..x
1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.
`
	src := puzzle.NewReader(strings.NewReader(file), "puzzles.txt", sp.Rules)
	b := &batch.Runner{
		Rules:   sp.Rules,
		Threads: 2,
		Check:   true,
		NewEngine: func(r *game.Rules) (*strategy.Engine, error) {
			return strategy.NewEngine(r, strategy.Options{Limit: 2})
		},
		Emit: func(r *batch.Result) error {
			fmt.Println(r.N, r.Pos, r.Status())
			if r.Outcome.Solution != nil {
				fmt.Println(puzzle.Line(sp.Rules, r.Outcome.Solution))
			}
			return nil
		},
	}
	sum, err := b.Run(context.Background(), src)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sum.ByStatus, sum.InputErrors)
	// Output:
	// 1 puzzles.txt:1:1 unique
	// 953168742862734951417952836746893125281645397395271468138529674574386219629417583
	// 2 puzzles.txt:2:81 error
	// 3 puzzles.txt:3:1 no-solution
	// map[error:1 no-solution:1 unique:1] [puzzles.txt:2:81: unknown value "x": the values are 1 2 3 4 5 6 7 8 9; . * - _ 0 mark an empty field]
}
