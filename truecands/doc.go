// Package truecands finds a puzzle's true candidates, a setter's first
// tool: for each field, the values it holds in at least one solution, and
// how many solutions there are, up to a limit. Where several values stay
// true, the puzzle is still ambiguous.
//
// Find counts the solutions with the engine up to the limit, keeping the
// values of each solution it meets; then, for every candidate no solution
// found so far holds, it asks the engine for one solution with that value
// placed, which adds the values of every solution it finds. So the
// candidates are exact even when the solutions are far more than the
// limit, and the count says when it stopped at the limit.
package truecands
