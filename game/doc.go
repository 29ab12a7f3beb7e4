// Package game holds the small value types of a Sudoku-like game: the
// values a field may hold, the fields of a rectangular board (which may have
// holes), the groups of fields that may not repeat a value, the board state
// with its candidate sets, and the moves and trace of a solve.
//
// How the parts fit:
//
//   - Values is the ordered list of value words of a game ("1".."9", "A".."G",
//     "red green blue"). Inside the engine a value is its index in that list,
//     and a set of values is a Set, a 64-bit mask: at most MaxValues values.
//   - Rules is a compiled variant: the board's rows and columns, which cells
//     are fields, the groups, and what the hot path needs precomputed once
//     (each field's groups and peers as index slices). Rules never changes
//     after NewRules returns and may be shared between goroutines.
//   - Board is the state of one game: the placed value and the candidate set
//     of every field. Place and Eliminate are the only two kinds of change;
//     CopyFrom restores a saved board without allocating, which is how the
//     search undoes its guesses.
//   - Move is one change with the strategy and group that justify it; Step and
//     Trace are the human-readable, typed record of a solve.
//
// Fields are numbered 0..NumFields-1 in row-major order, skipping holes; users
// see them as r<row>c<col>, 1-based. Package game imports no other package of
// this module.
package game
