package input_test

import (
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
)

// Read a spec's default puzzle, then puzzles typed on standard input.
func Example() {
	sp, err := specs.Parse("tiny.yaml", []byte(`values: 1-4
groups: [rows, columns, {boxes: 2x2}]
puzzles:
  - givens: "1... .... .... ...4"
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	stdin := strings.NewReader("..3.............\n1.1.............\n")
	for _, files := range [][]string{nil, {"-"}} {
		s, err := input.Open(sp, files, stdin)
		if err != nil {
			fmt.Println(err)
			return
		}
		for {
			p, err := s.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				fmt.Println(err)
				continue
			}
			fmt.Println(p.Pos, puzzle.Line(sp.Rules, p.Givens))
		}
		s.Close()
	}
	// Output:
	// tiny.yaml:4:14 1..............4
	// -:1:1 ..3.............
	// -:2:3: r1c1 and r1c3 both hold 1 in row 1
}
