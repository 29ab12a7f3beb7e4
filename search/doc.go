// Package search finds and counts the solutions of a puzzle as fast as it
// can, and explains nothing: it is the brute-force path of solving
// without a trace, counting, and the uniqueness checks of rating, hints
// and generation. The strategy engine, which explains every move, is
// kept for the rest, and hands its Solve and SolveBoard to a Kernel when
// it is asked for solutions alone of rules the kernel serves (any rules
// on boards of up to MaxFields fields).
//
// A Kernel holds, for each value, the set of fields where it may still
// go, as machine words, and guesses when its propagation stalls, copying
// its few words per depth rather than undoing. It has two layouts behind
// one small interface (solver: load a position, search from a depth):
//
//   - classic (classic.go), for 9x9 rows, columns and boxes: each value's
//     places in three bands of 27 bits, narrowed by table lookups to the
//     permutations of row-box and column-band intersections a value can
//     still take, with hidden singles found without branches;
//   - groups (groups.go), for any groups on boards of up to MaxFields
//     fields, generic over the number of words a set of fields needs:
//     singles, hidden singles and locked candidates over the complete
//     groups, with each value's count of places in each complete group
//     kept as it changes, so that only the groups where a value is down
//     to one place, or to few enough to lie in an intersection, are
//     looked at again.
//
// The groups layout also serves rules with constraints: once singles,
// hidden singles and locks stall, each constraint with a field changed
// (or a field it watches, game.Watcher) is asked to narrow. A kind that
// narrows its cells' values from those values alone (game.Narrower:
// killer cages, with the sums they imply with the houses, thermometers,
// arrows, little killers, full rank, the kinds a spec defines as
// machines or set rules) does so, and the values it requires, in all
// its cells or in some of them (game.Found.Within), leave the fields
// that see all their places; any other game.Propagator is asked with a
// board that shows the fields it reads as the search holds them
// (game.Board.Show), and shows every value free there again after. A
// constraint that is neither (anti-knight: the groups of two it makes are
// all its rule) is only checked: each solution is checked against every
// constraint. With constraints the state also holds each field's values,
// kept as values leave it: what a constraint is asked with.
//
// Both are checked in the tests against plain recursion and against the
// strategy engine, and timed against it by the benchmarks (Prove,
// Defaults, Generated).
package search
