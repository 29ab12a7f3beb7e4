// Package puzzle reads and writes puzzle files: the givens of one or many
// puzzles of a variant described by a *game.Rules.
//
// # Reading
//
// A Reader streams puzzles one at a time, so a file of millions of puzzles
// never sits whole in memory; ParseString reads a whole text at once. Each
// Puzzle holds one entry per field (row-major, holes skipped): a value index
// or game.Empty.
//
// The notation follows from the rules. When every value is one character
// (Chars), a puzzle is one character per field; white space is ignored, and
// characters run on over consecutive non-blank lines until the board is
// full, so a file may hold one puzzle per line or grids of one line per
// row, with blank lines between grids. Otherwise (Tokens: "10".."16",
// "red green blue") a puzzle is white-space separated words, running on
// over lines the same way. In both, an empty field is '.', '*', '-', '_' or
// '0', each only when it is not a value. '|' and '+' inside lines, and
// box-drawing lines such as "------+-------+------", are separators and
// ignored (again only when those characters are not values). '#' starts a
// comment to the end of the line, but for the hole mark of a board line. A
// UTF-8 byte order mark and CRLF line ends are accepted.
//
// A board with holes (a Samurai is a 21x21 board of 369 fields) is written
// without its holes, or as a board line: one line with a mark for every
// cell, rows×cols of them row by row, where each hole is the hole mark '#'
// (HoleMark; in Tokens a word of its own) and each field a value or an
// empty mark. The rule: a line is a board line when, counting each '#' as a
// mark, its first rows×cols marks hold '#' at every hole and at no field,
// and after them it holds only white space or a comment. So a board line
// may start with '#' (when the first cell is a hole) and end in a comment;
// on any other line '#' starts a comment. Only lines that hold a '#', on
// boards with holes, are checked for this. When a puzzle's first line has
// rows×cols marks but is no board line, the error of the puzzle's length
// (too many or too few fields, cut off) says how to write one: each hole
// as '#' when the line has none, else the first cell where a '#' is
// missing or stands on a field.
//
// The first line of a puzzle fixes its layout: a line with at least as
// many fields as the board (a board line among them), or with more than
// half of them, must hold the whole puzzle; a line with as many fields as
// the board's first row starts a grid of one line per row; anything else
// runs on until the board is full. A blank line or the end of the file ends
// a puzzle, and so does a line with more than half the board's fields met
// while a puzzle runs on: that line holds a puzzle of its own, the next one,
// so a short bad line never swallows the good puzzle after it.
//
// A bad puzzle gives a *game.Error at file:line:column (columns count
// characters, from 1) with the offending line as Source: a wrong number of
// fields, an unknown value, a puzzle cut off, a file without puzzles, two
// equal givens in one group (see CheckGivens), a line longer than
// MaxLineBytes. A wrong number of fields is a *CountError that holds the
// *game.Error and the counts (errors.As finds either). The reader then
// goes on at the next puzzle. A binary file (a NUL byte, bytes that are
// not UTF-8) ends the reading.
//
// # Writing
//
// Line writes a puzzle or a solution on one line in the notation it is read
// in, holes left out; BoardLine writes the board line, '#' at each hole,
// which keeps the board's shape (on a board without holes both are the
// same). Grid draws it for people, with the borders of boxes and regions.
package puzzle
