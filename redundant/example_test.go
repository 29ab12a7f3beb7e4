package redundant_test

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/redundant"
	"github.com/sudoku-rules/sudoku/specs"
)

// A 4x4 puzzle of six givens: four of them can each go alone (not all
// together: the puzzle keeps one solution without any one of them).
func ExampleFind() {
	sp, _ := specs.Builtin("4x4")
	ps, _ := puzzle.ParseString(sp.Rules, "example", "1..4.4..2..3..1.")
	rep, err := redundant.Find(context.Background(), sp.Rules, ps[0].Givens, redundant.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d givens tried\n", rep.Givens)
	for _, it := range rep.Items {
		fmt.Println(it.Kind, it.Name)
	}
	// Output:
	// 6 givens tried
	// given r1c1=1
	// given r1c4=4
	// given r3c1=2
	// given r3c4=3
}
