package rate

import (
	"context"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Path is a solution path taken easiest step first: its steps, each with
// its rating.
type Path struct {
	// Status, Solution and Trace are the solve's: Solved with the
	// solution, Stalled where the techniques stall and nothing guesses,
	// Timeout when the context ended first.
	Status   strategy.Status
	Solution []int
	Trace    game.Trace
	// Ratings holds the rating of each step of Trace: that of its
	// technique (strategy.Technique.RateMove) for a technique's deduction,
	// 0 for any other step (a guess, an undo, the search's elimination, a
	// contradiction).
	Ratings []float64
}

// PathOptions set up SolvePath. The zero value takes the rating's path:
// Techniques(), no guess, no uniqueness technique.
type PathOptions struct {
	// Techniques are asked in the order given; nil means Techniques().
	Techniques []*strategy.Technique
	// Guess lets the engine guess where the techniques stall, and search
	// on, so that the path reaches a solution; the steps after a guess
	// are rated as any other.
	Guess bool
	// AssumeUnique lets the uniqueness techniques run; set it only for a
	// puzzle known to have one solution.
	AssumeUnique bool
}

// SolvePath solves the puzzle whose givens are one value index per field,
// always taking the easiest step, and returns every step with its rating:
// the path a Rater rates (a Rater with Options.Trace gives the same steps
// and ratings), or, with Guess, a path that goes on past a stall. Its
// error is the engine's, for a technique list that does not validate.
func SolvePath(ctx context.Context, r *game.Rules, givens []int, opts PathOptions) (Path, error) {
	techs := opts.Techniques
	if techs == nil {
		techs = Techniques()
	}
	var ratings pathRatings
	e, byName, err := pathEngine(r, techs, strategy.Options{NoGuess: !opts.Guess, Graded: true, AssumeUnique: opts.AssumeUnique, Trace: true},
		func(_ *game.Move, _ *strategy.Technique, d float64) { ratings.add(d) })
	if err != nil {
		return Path{}, err
	}
	res := e.Solve(ctx, givens)
	return Path{Status: res.Status, Solution: res.Solution, Trace: res.Trace, Ratings: ratings.of(res.Trace, byName)}, nil
}

// pathEngine returns the engine of a solution path: techs asked in their
// order, with the other settings of opts, and rated called before each
// deduction of a technique is applied, with the technique and its rating
// of the move; and the engine's techniques by name, the propagations of
// the rules it runs first included. SolvePath and Rater both take their
// paths with it.
func pathEngine(r *game.Rules, techs []*strategy.Technique, opts strategy.Options, rated func(m *game.Move, t *strategy.Technique, d float64)) (*strategy.Engine, map[string]*strategy.Technique, error) {
	byName := map[string]*strategy.Technique{}
	opts.Techniques = techs
	opts.Observe = func(_ *game.Board, m *game.Move, _ int) {
		if t := byName[m.Strategy]; t != nil && m.Kind == game.Deduction {
			rated(m, t, t.RateMove(r, m))
		}
	}
	e, err := strategy.NewEngine(r, opts)
	if err != nil {
		return nil, nil, err
	}
	for _, t := range e.Techniques() {
		byName[t.Name] = t
	}
	return e, byName, nil
}

// pathRatings are the ratings of a path's deductions, in the order the
// engine made them.
type pathRatings []float64

func (p *pathRatings) add(d float64) { *p = append(*p, d) }

// of lays the ratings on the steps of trace, the trace of the solve that
// made them with the techniques of byName: each deduction of a technique
// takes the next rating, every other step 0. A trace cut short
// (strategy.Options MaxTrace) leaves the ratings after it out.
func (p pathRatings) of(trace game.Trace, byName map[string]*strategy.Technique) []float64 {
	out := make([]float64, len(trace))
	next := 0
	for i, st := range trace {
		if byName[st.Strategy] != nil && st.Kind == game.Deduction && next < len(p) {
			out[i], next = p[next], next+1
		}
	}
	return out
}
