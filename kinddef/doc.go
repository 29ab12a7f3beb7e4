// Package kinddef compiles the rule kinds a spec defines in its kinds:
// section into constraint kinds, which puzzles then use by their keys
// exactly as they use the built-in ones:
//
//	kinds:
//	  spaced:
//	    doc: no two cells of the line hold equal or consecutive values
//	    cells: line
//	    every-pair: abs(a - b) > 1
//
// A definition's rule is an expression (github.com/expr-lang/expr, a
// well-kept library whose syntax is that of the examples) over the
// numbers of values. It is evaluated only while a rule is bound to a
// board, once for each two values (a state and a value, a set of
// values), into a table that the search then reads; never in the
// search's loop. Expressions are bounded: a rule of a line has
// arithmetic, comparisons, conditions, abs, min and max and the bit
// functions (bitand, bitor, bitxor, bitshl, bitshr), and nothing that
// loops; a set rule also reads its values through count, all, sum and
// their kin, whose predicates nest one deep, and its table is held to a
// count of sets tried and a bound of work; an expression has at most
// 200 characters, refused by their count before anything reads them,
// and MaxNodes nodes.
//
// The forms so far:
//   - next-pair: holds for each two consecutive cells of a line, over a
//     (the earlier cell's number) and b (the later one's);
//   - every-pair: holds for every two cells of a line;
//   - neighbour-pair: holds for every two cells of a list that share an
//     edge on the board, a the earlier; the list need not be a line;
//   - start, next and accept: a machine that walks along a line, over s
//     (its state, a whole number) and v (the cell's number), next giving
//     fail where the walk fails, compiled to a table of at most 4,096
//     states for each line's length; a line whose last cell is its
//     first is a loop, read from some cell of it round;
//   - regex: a machine said as a regular expression that the digits of
//     the line's values match whole;
//   - cells: set with holds: a rule over a set of cells read together,
//     an expression over their values in ascending order, compiled to
//     the sets of values that keep it;
//   - all-of, any-of, not and each: a kind of other kinds (see
//     compileComposite);
//   - marks: marks between neighbours (sharing an edge, or a corner with
//     neighbours: diagonal), each sort a pair rule of its own, read as
//     kropki and XV are, with negative: true for every mark given.
//
// Any form but marks may take whole-number arguments (args), given with each rule
// beside its cells.
//
// Compile checks a definition and returns its kind, or an *Error that
// names the definition's key and, inside an expression, the column.
package kinddef
