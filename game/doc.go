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
//   - Board is the state of one game and the candidate index every strategy
//     reads: the placed value and candidate set of every field, the free
//     fields where each value may still go (a Bitset per value), and the
//     values placed and fields free in every group. Place, Eliminate and
//     Apply (a whole move) are the only changes; each keeps the index
//     consistent at the cost of the change and reports what it removed
//     (Changes) and which fields it left with one candidate (Singles).
//     CopyFrom restores a saved board, index included, without allocating,
//     which is how the search undoes its guesses; Load places a puzzle's
//     givens in one pass.
//   - Bitset is a set of fields or of groups, one bit each; Rules keeps
//     each group's fields, and each field's peers and groups, as sets too.
//   - Move is one step of a solve: a deduction (any number of placements
//     and eliminations with the Evidence that proves them: fields, values,
//     groups, cover groups, chain links), a guess, an undo or a
//     contradiction. Step and Trace are its named, typed record for text
//     and JSON.
//
// Room for more rules: a group today means "all different". A rule kind
// with more to say (a cage's sum, a thermometer's order) would add its own
// index beside the board's, fed by the same Changes, and its deductions
// would be Moves like any other, so neither the engine nor the trace would
// change.
//
// Fields are numbered 0..NumFields-1 in row-major order, skipping holes; users
// see them as r<row>c<col>, 1-based. Package game imports no other package of
// this module.
package game
