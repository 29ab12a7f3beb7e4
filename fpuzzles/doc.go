// Package fpuzzles reads puzzles in the format of f-puzzles, the editor
// most variant puzzles are set in, which SudokuPad opens too: a JSON
// object with the board's size, a grid of cells (givens, regions, given
// pencil marks) and a list per kind of rule (killercage, thermometer,
// arrow, ...), shared as a file or, compressed with lz-string (package
// lzstring), as a link.
//
// How the parts fit:
//
//   - Read takes what a person pastes or names: the JSON itself, an
//     f-puzzles or SudokuPad link (https://f-puzzles.com/?load=...,
//     https://sudokupad.app/fpuzzles..., ?puzzleid=fpuzzles...), or the
//     compressed text alone; Looks tells whether a text is one of those.
//     Read is Unpack (the JSON of any of those forms) and Parse; a caller
//     that bounds what it reads looks in between at the JSON's length and
//     at Size, the board's side, which reads no rule.
//   - Parse reads the JSON into a Puzzle: a puzzle.Puzzle with the rules
//     of its own board (rows, columns, boxes or the grid's regions,
//     diagonals, disjoint groups, extra regions; keys.go) and
//     constraints (the kinds of package constraint, each key of a kind
//     by the kind's f-puzzles form, constraint.FPuzzlesForm: forms.go
//     makes each entry an argument for the kind's Read, args.go), its
//     givens, title, author and rules text, the solution it gives, and
//     its Drawings: what only draws (text, lines, circles, rectangles,
//     cages without a rule; drawings.go), which Write writes again.
//     Notes say what it left out (an editor's settings, a drawing that
//     does not read).
//     A kind added to the registry is read, and written, with no line
//     here.
//   - Text only draws, but for inequality signs when the rules text
//     names them (signs.go, constraint.NamesSigns): text on the edge
//     between two cells, {"cells": ["R2C3", "R1C3"], "value": ">",
//     "angle": 90}, is a rule of the library's kind greaterthan, the
//     cell the sign opens toward the greater (constraint.SignOrder); a
//     sign elsewhere on the board is an error. Write writes such rules
//     back as signs, and adds a sentence that names them to a rules
//     text that does not.
//   - A key that has no rule kind here is an error that names it: a rule
//     dropped would change the puzzle's solutions. Every error names the
//     key and the index of its entry, "killercage[3]: ...", as a
//     *game.Error at the file (f-puzzles JSON has no lines worth
//     pointing to).
//
// Write (write.go) writes a puzzle as f-puzzles JSON, its board's groups
// as f-puzzles has them (its own boxes, or grid regions, diagonals,
// disjoint groups, extra regions) and every rule by its spec item
// (constraint.Items), written by its kind's f-puzzles form as the entries
// that Parse reads back; it reads what it wrote and compares the rules
// (constraint.SameRules), so that a rule f-puzzles cannot say is an
// error, never dropped; a kind whose form says why f-puzzles cannot
// hold it gives that reason. Link compresses it into an f-puzzles or
// SudokuPad link.
//
// Input comes from anyone: the JSON read is at most MaxBytes, a link's
// text at most lzstring.DefaultLimit, and the board at most 64 by 64.
package fpuzzles
