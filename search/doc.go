// Package search finds and counts the solutions of a puzzle as fast as it
// can, and explains nothing: it is the brute-force path of solving
// without a trace, counting, and the uniqueness checks of rating, hints
// and generation. The strategy engine, which explains every move, is
// kept for the rest.
//
// A Kernel holds, for each value, the set of fields where it may still
// go, as machine words; it narrows them by singles, hidden singles and
// locked candidates over any groups, and guesses when they stall, copying
// its few words per depth rather than undoing.
package search
