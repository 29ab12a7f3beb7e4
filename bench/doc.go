// Package bench times the engine on sets of puzzles, as 'sudoku bench'
// does, and verifies every solution it timed.
//
// Load reads a set from a puzzle file of one spec, or from a YAML file of
// puzzles written as dot_rows lists, which may mix board sizes: one Set per
// size, in the order the sizes first appear; or from a file whose puzzles
// bring their own rules, a spec file with puzzles (a killer's cages) or
// f-puzzles, one Set whose PuzzleRules give each puzzle its rules. Measure
// solves every puzzle of a Set Runs times, split over Threads workers with
// an engine each for every distinct rules of the set, made by the caller's
// NewEngine (so the caller picks the strategies) before the clock starts,
// and returns a Row: the median run's time per puzzle and rate, the share
// of puzzles solved without a guess, the guesses per puzzle, and the
// puzzles without a solution. Solutions are checked with game.Rules.CheckSolution
// after the clock has stopped, so the check costs no time in the figures;
// a wrong solution, or a run stopped by its context, is an error.
//
// ParseMode reads a mode's name (first, unique, both) as the limits
// Measure takes; WriteHeader and WriteRow print the rows as a table.
package bench
