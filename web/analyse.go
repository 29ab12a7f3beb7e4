package web

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/redundant"
	"github.com/sudoku-rules/sudoku/strategy"
	"github.com/sudoku-rules/sudoku/truecands"
)

// The live analysis of a puzzle being set: the page asks after each
// change (debounced, the request before it cancelled), and shows the
// answer as the setter goes on.

// liveRatingTimeout bounds the rating of a live analysis: the count and
// the true candidates come at once, and the rating with them when it is
// quick (a classic puzzle's takes milliseconds); a longer one is cut
// short (RatingCut), and the page asks /api/rate for it on its own, under
// the request's limit, so that the count never waits for it.
const liveRatingTimeout = 500 * time.Millisecond

// analysis is the answer of /api/analyse.
type analysis struct {
	// Count is the number of solutions: 0, 1, or 2 for "at least 2".
	Count int `json:"count"`
	// Candidates are the true candidates: per field, the value indexes it
	// holds in some solution.
	Candidates [][]int `json:"candidates"`
	// Rating is the puzzle's rating when it has one solution and the
	// rating ended within liveRatingTimeout; RatingCut says it did not.
	Rating    *rate.Rating `json:"rating,omitempty"`
	RatingCut bool         `json:"ratingCut,omitempty"`
	// Uses, when asked for, holds per field how many solutions hold
	// each of its candidates, in Candidates' order; Solutions is the
	// number of solutions. Counted up to usesCap solutions: when
	// UsesCut, there are more, and each count is of the first usesCap
	// only (at least 1 for a true candidate).
	Uses      [][]int32 `json:"uses,omitempty"`
	Solutions int       `json:"solutions,omitempty"`
	UsesCut   bool      `json:"usesCut,omitempty"`
}

// usesCap bounds the solutions counted for their uses of candidates: a
// setter sees which candidates a few solutions hold, where the puzzle is
// nearly unique; past it, "many".
const usesCap = 1000

// handleAnalyse answers a setter's live questions about the puzzle as it
// stands: how many solutions (none, one, at least two), each field's
// true candidates, and, once it is unique, its rating and hardest step;
// asked with Uses, how many solutions hold each candidate.
func (s *Server) handleAnalyse(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	limit := 2
	if req.Uses {
		limit = usesCap
	}
	finder, err := truecands.New(sp.Rules, limit)
	if err != nil {
		return nil, internal(err)
	}
	done, aerr := s.reserveWorker(ctx, finder)
	if aerr != nil {
		return nil, aerr
	}
	res, err := finder.Find(ctx, givens)
	done()
	if err != nil {
		if ctx.Err() != nil {
			return nil, s.timedOut(ctx)
		}
		return nil, internal(err)
	}
	out := analysis{Count: min(res.Count, 2), Candidates: make([][]int, len(res.Cands))}
	for f, c := range res.Cands {
		out.Candidates[f] = append([]int{}, c.Values()...)
	}
	if req.Uses {
		out.Solutions, out.UsesCut = res.Count, res.Cut
		out.Uses = make([][]int32, len(res.Cands))
		for f, vs := range out.Candidates {
			out.Uses[f] = make([]int32, len(vs))
			for i, v := range vs {
				out.Uses[f][i] = res.Uses[f][v]
			}
		}
	}
	if out.Count != 1 {
		return out, nil
	}
	rt, err := rate.New(sp.Rules, rate.Options{})
	if err != nil {
		return nil, internal(err)
	}
	done, aerr = s.reserveWorker(ctx, rt)
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	rctx, cancel := context.WithTimeout(ctx, liveRatingTimeout)
	defer cancel()
	x, err := rt.Rate(rctx, givens)
	switch {
	case ctx.Err() != nil:
		return nil, s.timedOut(ctx)
	case err != nil:
		return nil, internal(err)
	case x.Status == strategy.Timeout:
		out.RatingCut = true
	default:
		out.Rating = &x
	}
	return out, nil
}

// handleRedundant answers a setter's question about a puzzle with one
// solution: which givens and rules it can do without, each alone
// (package redundant), for the page to highlight. It does not rate:
// `sudoku redundant` tells those that only help logic.
func (s *Server) handleRedundant(ctx context.Context, req *request) (any, *apiError) {
	sp, givens, aerr := s.puzzle(ctx, req)
	if aerr != nil {
		return nil, aerr
	}
	// Find keeps an engine like this one for the givens while it makes
	// another, with its rules, for each rule it tries: twice this one's
	// footprint is what it holds at once.
	e, err := strategy.NewEngine(sp.Rules, strategy.Options{Limit: 2})
	if err != nil {
		return nil, internal(err)
	}
	if err := e.Prepare(ctx, s.limits.Memory); err != nil {
		if ctx.Err() != nil {
			return nil, s.timedOut(ctx)
		}
		return nil, &apiError{Error: err.Error(), status: http.StatusRequestEntityTooLarge}
	}
	done, aerr := s.reserve(ctx, 2*(e.Footprint()+sp.Rules.BoardBytes()))
	if aerr != nil {
		return nil, aerr
	}
	defer done()
	rep, err := redundant.Find(ctx, sp.Rules, givens, redundant.Options{})
	switch {
	case ctx.Err() != nil:
		return nil, s.timedOut(ctx)
	case errors.Is(err, redundant.ErrNotUnique):
		return nil, badRequest("%v: only a puzzle with one solution has givens or rules to spare", err)
	case err != nil:
		return nil, internal(err)
	}
	items := rep.Items
	if items == nil {
		items = []redundant.Item{}
	}
	return struct {
		Givens int              `json:"givens"`
		Rules  int              `json:"rules"`
		Items  []redundant.Item `json:"items"`
	}{rep.Givens, rep.Rules, items}, nil
}
