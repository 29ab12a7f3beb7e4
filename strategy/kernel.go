package strategy

import (
	"context"
	"time"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
)

// KernelStrategy is the name the statistics of a solve give the search
// kernel's moves: its placements, as one strategy.
const KernelStrategy = "SearchKernel"

// servedByKernel reports whether options ask an engine for nothing but
// solutions, so that its Solve may be the search kernel's (package
// search), which finds them several times faster than the strategies and
// explains nothing: the default techniques, guessing, no grading, no
// trace, no observer and the default chooser. The kernel serves rules
// whose only rules are their groups, on boards of up to search.MaxFields
// fields; the strategies serve the rest, and SolveBoard.
func servedByKernel(opts Options) bool {
	return opts.Techniques == nil && !opts.NoGuess && !opts.Graded && !opts.Trace &&
		opts.Observe == nil && opts.Chooser == nil
}

// solveByKernel is Solve by the search kernel. Its result has no board
// (Result.Board is nil) and one count of moves, KernelStrategy's.
func (e *Engine) solveByKernel(ctx context.Context, givens []int) Result {
	start := time.Now()
	k := e.kernel.Solve(ctx, givens, search.Options{Limit: e.opts.Limit, MaxGuesses: e.opts.MaxGuesses, OnSolution: e.opts.OnSolution})
	res := Result{Solution: k.Solution, Count: k.Count}
	switch {
	case k.Stopped:
		res.Status = Timeout
	case k.Count >= 2:
		res.Status = Multiple
	case k.Count == 1 && e.opts.Limit >= 2:
		res.Status = Unique
	case k.Count == 1:
		res.Status = Solved
	default:
		res.Status = NoSolution
	}
	free := 0
	for _, v := range givens {
		if v == game.Empty {
			free++
		}
	}
	res.Stats = Stats{
		Moves:          []StrategyCount{{Strategy: KernelStrategy, Count: k.Placed, Placed: k.Placed}},
		Free:           free,
		BeforeGuess:    k.BeforeGuess,
		Guesses:        k.Guesses,
		Undos:          k.Undos,
		Contradictions: k.Contradictions,
		MaxDepth:       k.MaxDepth,
		Duration:       time.Since(start),
	}
	return res
}
