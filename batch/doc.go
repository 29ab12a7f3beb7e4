// Package batch solves a stream of puzzles on several workers and hands the
// results back in input order.
//
// A Runner reads puzzles from a Source (input.Stream is one), gives them in
// chunks of consecutive puzzles to its workers, each with an engine of its
// own made by the caller's NewEngine, and calls Emit with each Result in
// the order the puzzles came in; package pipeline keeps that order. At
// most a few chunks per worker are in flight, so memory stays flat however
// long the input is. A chunk starts as one puzzle, so hard puzzles are
// spread over the workers one by one, and grows to about a millisecond of
// solving at the mean time per puzzle so far (at most MaxChunk), so easy
// puzzles do not pay a hand-over each.
//
// A worker solves each puzzle under the Runner's per-puzzle Timeout and,
// when Check is set, checks every solution with game.Rules.CheckSolution,
// which shares no code with the solver. A solution that fails the check is
// never emitted; it is counted in Summary.Wrong.
//
// When the context is cancelled (an interrupt), the workers stop. The
// first puzzle cut short by the cancellation is not emitted, and neither is
// any puzzle after it, even one solved in time: what was emitted is always
// the first puzzles of the input, in order, without a gap. Summary counts
// the dropped puzzles as Interrupted and says the run was Stopped.
//
// Run returns a Summary: the puzzles by status, the input errors, the
// wrong solutions. What they mean to a command, such as an exit code, is
// the caller's to decide.
package batch
