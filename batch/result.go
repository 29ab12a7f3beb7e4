package batch

import (
	"errors"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Result is one puzzle through the batch: where it came from, and its
// outcome or the error that kept it from being solved.
type Result struct {
	// N is the puzzle's number in the input, from 1; bad puzzles count.
	N int
	// Pos is where the puzzle, or its error, stands in the input.
	Pos game.Position
	// Givens are the puzzle's givens; nil when Err is set.
	Givens []int
	// Rules are the rules the puzzle is played by: its own (its cages,
	// its board), or the Runner's.
	Rules *game.Rules
	// Title, Author and Text are what the puzzle's file says of it (an
	// f-puzzles puzzle's title, author and rules), when it says anything;
	// Notes what the file held that the rules leave out.
	Title, Author, Text string
	Notes               []string
	// Err is the input error of a bad puzzle, which was not solved.
	Err error
	// Outcome is the solve's result. Its Board is a copy of the board left
	// when the status is strategy.Stalled (the candidates the strategies
	// could not reduce), and nil otherwise: the engine's own board changes
	// with its next puzzle.
	Outcome strategy.Result
	// Rating is the puzzle's rating when the Runner rates (NewRater): its
	// status and solution are also in Outcome.
	Rating *rate.Rating

	interrupted bool  // the run was cancelled while this puzzle was solved
	wrong       error // the solution failed the independent check
}

// Status returns the outcome's status as the command prints it, e.g.
// "unique" or "no-solution", or "error" for a bad puzzle.
func (r *Result) Status() string {
	if r.Err != nil {
		return "error"
	}
	return r.Outcome.Status.String()
}

// newResult makes the record of puzzle n as the source gave it.
func newResult(n int, p *puzzle.Puzzle, err error) *Result {
	r := &Result{N: n, Err: err}
	if p != nil {
		r.Pos, r.Givens, r.Rules = p.Pos, p.Givens, p.Rules
		r.Title, r.Author, r.Text, r.Notes = p.Title, p.Author, p.Text, p.AllNotes()
		return r
	}
	var perr *game.Error
	if errors.As(err, &perr) {
		r.Pos = perr.Pos
	}
	return r
}
