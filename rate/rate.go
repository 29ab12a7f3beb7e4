package rate

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Beyond is the rating of a puzzle the techniques cannot finish: above
// every technique they know (nested forcing chains reach 11.6) and every
// rating Sudoku Explainer gives a puzzle with one solution (the hardest
// known rate about 11.9).
const Beyond = 12.0

// Rating is what a Rater found out about one puzzle.
type Rating struct {
	// Status is strategy.Unique for a rated puzzle; NoSolution or Multiple
	// for one that was not rated; Timeout when the context ended first.
	Status strategy.Status `json:"status"`
	// ER, EP and ED are the ratings (see the package doc); 0 when the
	// puzzle was not rated.
	ER float64 `json:"er"`
	EP float64 `json:"ep"`
	ED float64 `json:"ed"`
	// Technique is the technique of the step that set ER ("" when nothing
	// was left to deduce, or when the techniques stalled at once);
	// EPTechnique and EDTechnique those that set EP and ED.
	Technique   string `json:"technique"`
	EPTechnique string `json:"epTechnique"`
	EDTechnique string `json:"edTechnique"`
	// Level is ER's level.
	Level strategy.Level `json:"level"`
	// Stalled says the techniques stalled before the end: ER is Beyond.
	Stalled bool `json:"stalled,omitempty"`
	// Steps counts the steps taken.
	Steps int `json:"steps"`
	// Solution is the puzzle's solution, one value index per field; nil
	// unless the status is Unique.
	Solution []int `json:"-"`
	// Trace holds every step when Options.Trace is set: the solution
	// path, easiest step first; StepRatings holds each step's rating.
	Trace       game.Trace `json:"-"`
	StepRatings []float64  `json:"-"`
	// Duration is the time the rating took.
	Duration time.Duration `json:"durationNs"`
}

// Rated reports whether the puzzle was rated: it has one solution and the
// rating finished in time.
func (r *Rating) Rated() bool { return r.Status == strategy.Unique }

// Options set up a Rater. The zero value rates with Techniques().
type Options struct {
	// Techniques are the techniques a rating may use, asked in the order
	// given; nil means Techniques().
	Techniques []*strategy.Technique
	// Trace records every step of the path in Rating.Trace.
	Trace bool
}

// Techniques returns the techniques a rating uses by default, easiest
// first: the built-in techniques that Sudoku Explainer's scale knows, the
// uniqueness techniques included, since a rated puzzle has one solution.
// Left out are those whose descriptor says why (strategy.Technique's
// Unrated): `sudoku strategies` lists them with the reason.
func Techniques() []*strategy.Technique {
	return slices.DeleteFunc(strategy.All(), func(t *strategy.Technique) bool { return t.Unrated != "" })
}

// Rater rates puzzles of one set of rules. It is not safe for use by
// several goroutines at once.
type Rater struct {
	rules   *game.Rules
	trace   bool
	count   *strategy.Engine // counts solutions up to two
	path    *strategy.Engine // the easiest-first solve
	techs   map[string]*strategy.Technique
	cur     Rating
	ratings pathRatings // of the path's steps, with trace
	first   bool        // no step taken yet
	place   bool        // a step has placed a value
}

// New returns a Rater for rules r.
func New(r *game.Rules, opts Options) (*Rater, error) {
	techs := opts.Techniques
	if techs == nil {
		techs = Techniques()
	}
	rt := &Rater{rules: r, trace: opts.Trace}
	var err error
	if rt.count, err = strategy.NewEngine(r, strategy.Options{Limit: 2}); err != nil {
		return nil, err
	}
	rt.path, rt.techs, err = pathEngine(r, techs, strategy.Options{NoGuess: true, Graded: true, AssumeUnique: true, Trace: opts.Trace}, rt.step)
	if err != nil {
		return nil, err
	}
	return rt, nil
}

// Rules returns the rules the Rater rates by.
func (rt *Rater) Rules() *game.Rules { return rt.rules }

// Prepare builds what the rating's techniques read, within maxBytes of
// memory and ctx, as strategy.Engine.Prepare does.
func (rt *Rater) Prepare(ctx context.Context, maxBytes int64) error {
	if err := rt.count.Prepare(ctx, maxBytes); err != nil {
		return err
	}
	return rt.path.Prepare(ctx, maxBytes)
}

// Footprint returns about the most memory, in bytes, that a Rate takes
// beyond what the Rater holds at rest: its count's and its path's, one
// after the other, the path's boards kept (see strategy.Engine.Footprint).
func (rt *Rater) Footprint() int64 {
	return rt.count.Footprint() + rt.path.Footprint()
}

// Rate rates the puzzle whose givens are one value index per field
// (game.Empty for a free field). When ctx ends first, the status is
// strategy.Timeout. An error means the rating's techniques went wrong (a
// bug): they reached a solution other than the puzzle's only one.
func (rt *Rater) Rate(ctx context.Context, givens []int) (Rating, error) {
	start := time.Now()
	if ctx.Err() != nil {
		return Rating{Status: strategy.Timeout}, nil
	}
	res := rt.count.Solve(ctx, givens)
	if res.Status != strategy.Unique {
		return Rating{Status: res.Status, Duration: time.Since(start)}, nil
	}
	solution := res.Solution
	rt.cur, rt.first, rt.place, rt.ratings = Rating{Status: strategy.Unique, Solution: solution}, true, false, rt.ratings[:0]
	res = rt.path.Solve(ctx, givens)
	r := rt.cur
	if rt.trace {
		r.Trace, r.StepRatings = res.Trace, rt.ratings.of(res.Trace, rt.techs)
	}
	switch res.Status {
	case strategy.Timeout:
		r = Rating{Status: strategy.Timeout}
	case strategy.Stalled:
		r.Stalled = true
		r.ER, r.Technique = Beyond, ""
		if !rt.place {
			r.EP, r.EPTechnique = Beyond, ""
		}
		if rt.first {
			r.ED, r.EDTechnique = Beyond, ""
		}
	case strategy.Solved:
		if !slices.Equal(res.Solution, solution) {
			return Rating{}, errors.New("internal error: the rating's techniques reached a solution other than the puzzle's only one; please report this puzzle")
		}
	default:
		return Rating{}, fmt.Errorf("internal error: a puzzle with one solution ended %s when solved by reasoning; please report this puzzle", res.Status)
	}
	r.Level = strategy.LevelOf(r.ER)
	r.Duration = time.Since(start)
	return r, nil
}

// step takes the rating d of a step of the path, a deduction of technique
// t, before it is applied.
func (rt *Rater) step(m *game.Move, t *strategy.Technique, d float64) {
	if t.Given {
		return // the puzzle's own pencil marks, no step
	}
	d = math.Round(d*10) / 10 // the scale has one decimal; sums of tenths drift
	r := &rt.cur
	if rt.trace {
		rt.ratings.add(d)
	}
	r.Steps++
	if d > r.ER {
		r.ER, r.Technique = d, t.Name
	}
	if rt.place {
		return
	}
	if rt.first {
		r.ED, r.EDTechnique = r.ER, r.Technique
		rt.first = false
	}
	if len(m.Place) > 0 {
		r.EP, r.EPTechnique = r.ER, r.Technique
		rt.place = true
	}
}
