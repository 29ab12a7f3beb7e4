package generate_test

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/generate"
	"github.com/sudoku-rules/sudoku/specs"
)

// Generate a 4x4 puzzle with half-turn symmetry: the same seed always
// gives the same puzzle.
func ExampleGenerator_Generate() {
	sp, _ := specs.Builtin("4x4")
	sym, _ := generate.Lookup("rotational")
	g, _ := generate.New(sp.Rules, generate.Options{Symmetry: sym})
	p, _ := g.Generate(context.Background(), 42)
	fmt.Println(puzzle.Line(sp.Rules, p.Givens), p.Count())
	// Output: .2.3........1.2. 4
}
