// Package rate rates puzzles on Sudoku Explainer's difficulty scale, for
// any spec.
//
// A Rater first counts solutions: a puzzle with none, or with several, is
// reported as such and not rated. It then solves the puzzle by reasoning
// alone, always taking the easiest step available: it asks the rating's
// techniques (Techniques: the built-in techniques but those a rating
// leaves out, each of which says why in its descriptor,
// strategy.Technique.Unrated) in order of difficulty, after the
// propagation of the rules' kinds that the engine always runs first, and
// the first that finds a move makes it. Each step is rated by its technique
// (strategy.Technique.RateMove: a hidden single in a box is easier than in
// a line; a chain is harder as it grows). From the steps it reads the three
// numbers Sudoku Explainer gives:
//
//   - ER, the rating: the hardest step of the whole path;
//   - EP, the hardest step up to and including the first placement;
//   - ED, the first step's rating: what must be seen before anything else.
//
// When the techniques stall before the end, the puzzle needs more than
// they know (forcing chains nested deeper than theirs, or guessing): it
// rates Beyond, and Rating.Stalled says so.
//
// SolvePath takes the same path and returns its steps, each with its
// rating, as a Rater does with Options.Trace; with PathOptions.Guess it
// guesses where the techniques stall and goes on to a solution, which is
// the path the web page steps through. Both take their paths from one
// engine set-up, which rates each deduction as it is made (path.go).
//
// A Rater is for one goroutine; make one per worker. Nothing in a rating
// depends on the order puzzles come in.
package rate
