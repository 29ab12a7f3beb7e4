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
// search), which finds them faster than the strategies (several times on
// boards of groups alone, 1.2 to 2 times on most sets of constraint
// puzzles) and explains nothing: the default techniques, guessing, no
// grading, no trace, no observer and the default chooser, and Search not
// SearchStrategies. The engine then uses the kernel for every rules it
// serves (up to search.MaxFields fields), the strategies for others.
func servedByKernel(opts Options) bool {
	return opts.Techniques == nil && !opts.NoGuess && !opts.Graded && !opts.Trace &&
		opts.Observe == nil && opts.Chooser == nil && opts.Search != SearchStrategies
}

// kernelCandidates writes board b's candidates for a kernel and returns
// how many of its free fields have one left: the kernel places those as
// it loads the position, without counting them as placed.
func (e *Engine) kernelCandidates(b *game.Board) (loaded int) {
	if e.kcands == nil {
		e.kcands = make([]game.ValueSet, e.rules.NumFields())
	}
	for f := range e.kcands {
		c := b.Candidates(f) // a placed value alone where placed
		e.kcands[f] = c
		if c != 0 && c&(c-1) == 0 {
			loaded++
		}
	}
	return loaded - (len(e.kcands) - b.Free())
}

// solveByKernel is Solve by the search kernel, of givens or, when board
// is not nil, of its position (SolveBoard). Its result has no board
// (Result.Board is nil) and one count of moves, KernelStrategy's.
func (e *Engine) solveByKernel(ctx context.Context, givens []int, board *game.Board) Result {
	start := time.Now()
	opts := search.Options{Limit: e.opts.Limit, MaxGuesses: e.opts.MaxGuesses, OnSolution: e.opts.OnSolution, Choice: e.opts.KernelChoice}
	var k search.Result
	var free int
	if board != nil {
		loaded := e.kernelCandidates(board)
		free = board.Free()
		k = e.kernel.SolveCandidates(ctx, e.kcands, opts)
		k.Placed += loaded
		k.BeforeGuess += loaded
	} else {
		for _, v := range givens {
			if v == game.Empty {
				free++
			}
		}
		k = e.kernel.Solve(ctx, givens, opts)
	}
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
