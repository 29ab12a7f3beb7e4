// Package pencil reads and writes pencil marks: the candidates of every
// field of a position in progress, so that a position can be shown, pasted
// in from another tool, and handed to the engine.
//
// # Writing
//
// Grid draws a board's candidates for people: for a board of nine
// one-character values (classic 9x9 and its variants) each field is a 3x3
// mini-grid with each candidate in its place (1 top left, 9 bottom right)
// and '.' where a value is gone, and a placed value is shown alone in the
// middle; for other boards Compact writes each field's candidates as one
// word ("1479"; "10,12" when values are longer than a character) in
// aligned columns. Both keep the borders of boxes and regions. Line writes
// the candidate line: per field, one character per value, the value when
// it is a candidate and '.' when not (the 729 characters of a 9x9).
//
// # Reading
//
// Parse reads every position of a text:
//
//   - candidate lines: lines of exactly fields×values characters, each a
//     value or '.' or '0', one position per line;
//   - a pencil-mark grid: one word per field, in row order, between any
//     borders ('|' inside lines; lines of only - + = . : ' | * are
//     borders), each word the field's candidates ("1479", or "10,12");
//     a word of one value is a placed value, and '.' (or another empty
//     mark) a field with every candidate;
//   - HoDoKu's library format, one position a line (library.go):
//     :0000:x:GRID:DELETED:: with a classic grid's givens, values placed
//     since ('+' and the digit) and the candidates deleted beyond what
//     the values rule out; Library writes it;
//   - otherwise, puzzles in any notation package puzzle reads, each a
//     position with every candidate in its empty fields.
//
// A bad position is a *game.Error at file:line:column: an unknown value, a
// wrong number of fields (inside a *puzzle.CountError, as the puzzle
// reader gives it), a field left with no candidate, two equal values
// placed in one group.
package pencil
