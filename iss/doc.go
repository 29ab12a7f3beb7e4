// Package iss reads and writes puzzles as sigh's Interactive Sudoku
// Solver (ISS) shares them: a constraint string, also the q parameter of
// a link of its page.
//
// A constraint string is a list of constraints, each a dot, its type and
// its arguments, each after a tilde; white space anywhere is left out:
//
//	.Shape~6x6.~R1C1_5~R2C3_1_2.Cage~15~R1C2~R1C3.Thermo~R2C1~R3C1~R4C1
//
// The type of no name gives values: R1C1_5 a given, R2C3_1_2 the values a
// cell may hold. Cells are R1C1 to R9C9, and RaCa (base 17) past 9 on the
// boards of up to 16x16 ISS draws. Shape gives the board (6x6, 9x9~0-8
// for values from 0, 7x7~9 for more values than a row has cells, 9x9~~Raw
// for no rows, columns or boxes).
//
// Read builds the puzzle's rules by the rule kinds of package constraint
// and the library's (specs.Kinds), a type of ISS's to its kind here:
// Cage to killer, Thermo to thermometer, Whisper to whispers,
// LittleKiller to littlekiller, and so on (readers lists them). A type of
// ISS's with no rule here (its state machines, chaos construction, Or and
// the like) is an error that names it; nothing is left out but
// SearchPriority, which only guides ISS's search, and is noted. Each
// error is a *game.Error at the line and column of the constraint or
// argument.
//
// Write writes rules and givens back as a constraint string, every rule
// or an error that names it, and reads what it wrote again to check it.
//
// testdata/puzzles.tsv holds every puzzle of ISS's examples and
// collections that it writes as a constraint string, with the solution
// it lists; the tests read them all and solve those read.
package iss
