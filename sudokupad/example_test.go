package sudokupad_test

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/sudokupad"
)

// A 4x4 puzzle as SudokuPad zips it: a given 1, a killer cage of 3 and
// its title in a cage without cells.
func Example() {
	p, err := sudokupad.Read("example", "{ce:[[{v:1},,,],[,,,],[,,,],[,,,]],ca:[{ce:[[0,1],[1,1]],unique:t,v:3},{v:'title: Tiny'}]}")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Title, p.Givens[:4], len(p.Rules.Constraints))
	// Output: Tiny [0 -1 -1 -1] 1
}
