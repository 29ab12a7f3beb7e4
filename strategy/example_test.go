package strategy_test

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Solve the 3x3 Latin square game with the default strategies and print
// the trace: which strategy made each move, and why.
func Example() {
	values, _ := game.NewValues([]string{"1", "2", "3"})
	area := groups.Square(3)
	rules, _ := game.NewRules("latin3", 3, 3, nil, values, append(groups.Rows(area), groups.Columns(area)...))

	givens := []int{
		game.Empty, 1, game.Empty, // r1c2 = 2
		game.Empty, game.Empty, 0, // r2c3 = 1
		game.Empty, 0, game.Empty, // r3c2 = 1
	}
	engine, _ := strategy.NewEngine(rules, strategy.Options{Trace: true, Limit: 2})
	res := engine.Solve(context.Background(), givens)
	fmt.Print(res.Trace)
	fmt.Println(res.Status, res.Stats.Guesses, "guesses")
	// Output:
	// 1 LastValue r2c2=3 (last free field of column 2)
	// 2 LastValue r2c1=2 (last free field of row 2)
	// 3 PossibleValueForField r3c1=3 (only possible value of r3c1)
	// 4 LastValue r3c3=2 (last free field of row 3)
	// 5 LastValue r1c1=1 (last free field of column 1)
	// 6 LastValue r1c3=3 (last free field of row 1)
	// unique 0 guesses
}
