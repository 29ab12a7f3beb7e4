// Package killertext reads killer sudokus in the text form killer
// forums post and killer programs (SumoCue, JSudoku) export: the prefix
// "3x3::k:" and then the 81 cells of the board, row by row, each a number
// that is its cage's total times 256 plus the cage's number, separated by
// colons:
//
//	3x3::k:4609:4098:4098:5891:...
//
// (4609 is 18×256+1: the cell is in cage 1, whose total is 18). Cells with
// the same cage number make one cage, which must carry one total. A line
// is one puzzle: a classic board with those cages and no givens. Read
// reports every problem at its line and column, and what to do.
package killertext
