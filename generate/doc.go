// Package generate makes puzzles with exactly one solution for any spec,
// optionally symmetric, minimal, or to a difficulty.
//
// A Generator makes one puzzle per seed, and the same seed always gives
// the same puzzle:
//
//  1. it fills a random grid, a solution of the empty board, by the
//     engine's search with a seeded random guess choice;
//  2. it removes givens in a random order, a symmetry orbit at a time (the
//     fields the symmetry maps onto each other), keeping a removal only
//     when the puzzle keeps exactly one solution; it stops at the target
//     number of givens, or when every orbit has been tried, which makes
//     the puzzle minimal among those of its symmetry;
//  3. it rates the puzzle (package rate), when asked to reach a difficulty,
//     and Accept decides whether it is kept.
//
// Uniqueness is checked cheaply: the full grid is a solution of every
// puzzle along the way, so after removing an orbit from a puzzle with one
// solution, another solution must differ from the grid in a removed
// field; one search per removed field, with the grid's value taken out of
// it, finds one or proves there is none. A search that runs past a budget
// of guesses leaves the given in place: the puzzle keeps one solution,
// but on large boards it may then have a few more givens than a minimal
// one (Options.Minimal accepts only puzzles whose minimality was proven).
//
// With Options.Constraints, rules of those kinds are laid over the grid
// before step 2 (lay.go): the puzzle gets rules of its own (Puzzle.Rules)
// that its solution keeps. A killer's cages are laid small and merged
// while the puzzle keeps one solution, with no givens (merge.go; with a
// symmetry, from cages of one field, each merge with its images); the
// other kinds keep their rules and lose givens as in step 2.
//
// A symmetry is offered only where it maps the board, holes included,
// onto itself (Fits, and Check, whose error names those that do);
// Symmetries lists them.
//
// A Target is what a kept puzzle's rating must meet (a range of ER read by
// ParseRange, a level, the technique of the hardest step, checked by
// RatedTechnique); its Accept is Options.Accept. A Batch makes the puzzles
// of consecutive seeds on several workers and emits them in seed order
// (package pipeline), the same puzzles at any number of workers, and
// Summary's String says what the run made; report.WriteGenerated writes
// each as a line, a grid or a JSON object.
package generate
