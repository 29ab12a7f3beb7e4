package specs_test

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/specs"
)

func ExampleParse() {
	spec := `
name: tiny
description: A Latin square of three colours.
values: red green blue
groups:
  - rows
  - columns
puzzles:
  - givens: "red . . . . . . . blue"
`
	s, err := specs.Parse("tiny.yaml", []byte(spec))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(s.Format())
	// Output:
	// name: tiny
	// description: A Latin square of three colours.
	// source: tiny.yaml
	// size: 3x3 (9 fields, 0 holes)
	// values: red green blue (3)
	// groups: 6
	//   row 1 (row, complete): r1c1 r1c2 r1c3
	//   row 2 (row, complete): r2c1 r2c2 r2c3
	//   row 3 (row, complete): r3c1 r3c2 r3c3
	//   column 1 (column, complete): r1c1 r2c1 r3c1
	//   column 2 (column, complete): r1c2 r2c2 r3c2
	//   column 3 (column, complete): r1c3 r2c3 r3c3
	// puzzles: 1
	//   puzzle 1 (default) at tiny.yaml:9:14
}

func ExampleParse_errors() {
	_, err := specs.Parse("bad.yaml", []byte("valeus: 1-9\nvalues: 1-9\ngroups:\n  - rows\n  - boxes: 3x4\n"))
	fmt.Println(err)
	// Output:
	// bad.yaml:1:1: unknown key "valeus" in the spec: did you mean "values"? the keys are name, description, extends, size, values, holes, kinds, groups, constraints, puzzles
	// bad.yaml:5:12: boxes of 3x4 do not tile a 9x9 grid: the grid's rows must be a multiple of the box height and its columns of the box width
}

func ExampleBuiltin() {
	s, err := specs.Builtin("samurai")
	if err != nil {
		fmt.Println(err)
		return
	}
	r := s.Rules
	fmt.Println(s.Name, r.Rows, "x", r.Cols, "with", r.NumFields(), "fields and", len(r.Groups), "groups")
	fmt.Println(r.Groups[len(r.Groups)-1].Name)
	// Output:
	// samurai 21 x 21 with 369 fields and 131 groups
	// box 9 of grid 5
}

func ExampleSpec_WithValues() {
	s, err := specs.Builtin("16x16")
	if err != nil {
		fmt.Println(err)
		return
	}
	numbers, err := s.WithValues("1-16")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(numbers.Rules.Values.Names())
	fmt.Println(numbers.Puzzles[0].Givens[:20])
	_, err = s.WithValues("1-9")
	fmt.Println(err)
	// Output:
	// [1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16]
	// . 6 . . 7 . . 15 . 1
	// --values 1-9: 9 values, but 16x16 needs 16: give 16 values, e.g. 1-16
}
