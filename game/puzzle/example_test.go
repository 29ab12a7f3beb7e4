package puzzle_test

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
)

// Read a file of puzzles one by one, go on after a bad one, and write each
// good one back as a line and as a grid.
func Example() {
	vals, _ := game.NewValues([]string{"1", "2", "3", "4"})
	gs, _ := groups.Grid(groups.Square(4), 2, 2)
	rules, _ := game.NewRules("4x4", 4, 4, nil, vals, gs)

	file := `# two puzzles, one per line, then a grid
1...3..4.2..4..1
1.1.............

12|..
..|41
-----
2.|.3
..|2.
`
	rd := puzzle.NewReader(strings.NewReader(file), "puzzles.txt", rules)
	for {
		p, err := rd.Next()
		if err == io.EOF {
			break
		}
		var e *game.Error
		if errors.As(err, &e) {
			fmt.Println(e.WithSource())
			continue
		}
		fmt.Println(p.Pos, puzzle.Line(rules, p.Givens))
		fmt.Print(puzzle.Grid(rules, p.Givens))
	}
	// Output:
	// puzzles.txt:2:1 1...3..4.2..4..1
	// 1 . | . .
	// 3 . | . 4
	// ----+----
	// . 2 | . .
	// 4 . | . 1
	// puzzles.txt:3:3: r1c1 and r1c3 both hold 1 in row 1
	//     1.1.............
	//       ^
	// puzzles.txt:5:1 12....412..3..2.
	// 1 2 | . .
	// . . | 4 1
	// ----+----
	// 2 . | . 3
	// . . | 2 .
}

// Check givens built by other means than a file.
func ExampleCheckGivens() {
	vals, _ := game.NewValues([]string{"red", "green", "blue", "gold"})
	gs, _ := groups.Grid(groups.Square(4), 2, 2)
	rules, _ := game.NewRules("colours", 4, 4, nil, vals, gs)

	givens := make([]int, rules.NumFields())
	for f := range givens {
		givens[f] = game.Empty
	}
	givens[0], givens[5] = 2, 2 // blue at r1c1 and r2c2
	fmt.Println(puzzle.Line(rules, givens))
	fmt.Println(puzzle.CheckGivens(rules, givens))
	// Output:
	// blue . . . . blue . . . . . . . . . .
	// r1c1 and r2c2 both hold blue in box 1
}
