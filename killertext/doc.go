// Package killertext reads killer sudokus in the text forms killer forums
// post and killer programs (SumoCue, JSudoku, SudokuSolver) export, each
// a 9x9 board with cages:
//
//   - the cage map of numbers, one line: "3x3::k:" ("3x3:d:k:" with
//     diagonals) and the 81 cells row by row, each its cage's total times
//     256 plus the cage's number, separated by colons (Read):
//
//     3x3::k:4609:4098:4098:5891:...
//
//     (4609 is 18×256+1: the cell is in cage 1, whose total is 18);
//
//   - SumoCue's form, one line: "SumoCueV1", "D" with diagonals, and per
//     cell "=n" (the first cell of a cage of total n, or on a puzzle with
//     no cages a given, 0 for none) or "+n" (a cell of the cage that
//     starts at cell n), with "J0" to "J8" after each on a jigsaw
//     (ReadSumoCue);
//
//   - the drawing of arrows, nine lines: a total in each cage's first
//     cell, an arrow (< > ^ v) in each other cell to a neighbour of its
//     cage, the arrows leading to the total; | and lines of dashes
//     between boxes;
//
//   - the cage map of letters followed by the totals: maybe nine rows of
//     givens, nine rows of a letter per cell, one per cage, and
//     "a20,b4,...", maybe after a line "Killer".
//
// ReadLine reads a line form; ReadText a whole text of any of them, the
// line forms one a line and the others each a block of lines; LooksText
// tells from a text's first lines whether it holds them. Every problem is
// reported at its line and column with what to do.
package killertext
