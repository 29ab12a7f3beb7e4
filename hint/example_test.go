package hint_test

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/hint"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// A hint on a position pasted as pencil marks: the three levels.
func ExampleHinter_Next() {
	sp, _ := specs.Builtin("4x4")
	ps, _ := pencil.Parse(sp.Rules, "pasted", []byte(`
1  23 | 23 4
23 4  | 1  23
------+------
2  13 | 34 13
4  13 | 23 123
`))
	b, err := ps[0].Board(sp.Rules)
	if err != nil {
		fmt.Println(err)
		return
	}
	h, _ := hint.New(sp.Rules)
	next, _ := h.Next(context.Background(), b)
	for level := 1; level <= 3; level++ {
		fmt.Print(next.Text(level))
	}
	b.Apply(next.Move)
	fmt.Print(puzzle.Line(sp.Rules, b.Grid()))
	// Output:
	// PossibleFieldForValueInGroup (1.2, easy): look at box 1
	// PossibleFieldForValueInGroup (1.2, easy): look at box 1; value 2 in r1c2
	// PossibleFieldForValueInGroup (1.2, easy): look at box 1; value 2 in r1c2
	// r1c2=2 (only field for 2 in box 1)
	// 12.4.41.2...4...
}
