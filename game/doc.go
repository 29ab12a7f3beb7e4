// Package game holds the small value types of a Sudoku-like game: the
// values a field may hold, the fields of a rectangular board (which may have
// holes), the rules of the game (groups of fields that may not repeat a
// value, and constraints of other kinds), the board state with its
// candidate sets, and the moves and trace of a solve.
//
// How the parts fit:
//
//   - Values is the ordered list of value words of a game ("1".."9", "A".."G",
//     "red green blue"). Inside the engine a value is its index in that list,
//     and a set of values is a ValueSet, a 64-bit mask: at most MaxValues values.
//     When every word is a whole number (Numeric), Number gives it, for
//     rules that add or compare values.
//   - A RuleKind describes a kind of rule: its name, its title as players
//     say it, what it requires, the difficulty of seeing what it forbids,
//     and its Shape in a drawing.
//     AllDifferent is the kind of the groups. Every other rule is a
//     Constraint of its kind: its cells, Bind (checks it fits the game),
//     and Check, which tells whether values placed break it. Optional
//     abilities are small interfaces found by type assertion: a Differ
//     names cells that must differ (compiled into groups, so that every
//     technique over groups reasons with them), a Propagator takes out
//     what its rule forbids at the cost of a change, a Linker names pairs
//     of candidates that may not stand together (weak links for chains),
//     a Labeler gives a drawing its text, a Preparer reads the whole
//     rules once every constraint is bound (which cells see one another).
//     A constraint keeps no state during a game: it reads the board.
//   - Rules is a compiled variant: the board's rows and columns, which cells
//     are fields, the groups (GroupKind says their shape: row, box,
//     region, ...), the constraints, and what the hot path needs
//     precomputed once (each field's groups, peers and constraints as
//     index slices and sets; the constraints' links, built at their
//     first need, within a memory budget and a deadline: BuildLinks).
//     Rules never changes after NewRules returns but for what it builds
//     at a first need, safely, and may be shared between goroutines. It
//     answers the questions every technique asks the same way: Sees (two
//     fields share a group), PeerSet and PeerSets (kept once for every
//     user; on a board over 1,024 fields made at the first call), Links
//     and Excludes (two candidates
//     cannot both hold, by a group or a constraint), CheckConstraints and
//     CheckSolution (a checker apart from any propagation).
//   - Board is the state of one game and the candidate index every strategy
//     reads: the placed value and candidate set of every field, the free
//     fields where each value may still go (a Bitset per value), and the
//     values placed and fields free in every group. Place, Eliminate and
//     Apply (a whole move) are the only changes; each keeps the index
//     consistent at the cost of the change, keeps the groups' rule (a
//     placed value leaves its peers' candidates) and reports what it
//     removed (Changes) and which fields it left with one candidate
//     (Singles). OnlyTwo finds a value's only two places in a complete
//     group, a strong link. Two ways take a board back: CopyFrom restores
//     a saved copy without allocating, which the search uses on small
//     boards, and Mark and Undo replay the record of changes backwards,
//     which it uses on large ones, where a copy per guess costs more than
//     the changes. Since constraints keep no state, either restores them
//     too. Load places a puzzle's givens in one pass.
//   - Bitset is a set of fields or of groups, one bit each; Rules keeps
//     each group's fields, and each field's peers and groups, as sets too.
//   - Move is one step of a solve: a deduction (any number of placements
//     and eliminations with the Evidence that proves them: fields, values,
//     groups, cover groups, chain links, a forcing chain's premises, the
//     constraints it reads), a guess, an undo or a contradiction. Step and
//     Trace are its named, typed record for text and JSON; Rules.Placement
//     and Rules.Elimination write "r3c4=5" and "r3c4-5".
//   - Error is a problem at a Position of an input file. QuoteText is how
//     any text an input brings (a title, a spec's name, a file name, which
//     QuoteName quotes the same way) is printed on a terminal: quoted with
//     Go escapes when it holds a control character, so that it cannot
//     send the terminal escape sequences.
//
// Fields are numbered 0..NumFields-1 in row-major order, skipping holes; users
// see them as r<row>c<col>, 1-based. Package game imports no other package of
// this module.
package game
