package redundant

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Kind says what an Item is.
type Kind uint8

// The kinds of item.
const (
	Given Kind = iota // a given value
	Rule              // a constraint or an extra group
)

// String returns "given" or "rule".
func (k Kind) String() string {
	if k == Given {
		return "given"
	}
	return "rule"
}

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Item is a given or a rule that the puzzle can do without.
type Item struct {
	Kind Kind `json:"kind"`
	// Name is the given as a placement ("r1c2=5") or the rule's name
	// ("cage 10 at r1c1 r1c2", "diagonal 1").
	Name string `json:"name"`
	// Field is a given's field; -1 for a rule.
	Field int `json:"field"`
	// Constraint is a constraint's index in the rules' Constraints, and
	// Group an extra group's in their Groups; -1 when it is not one.
	Constraint int `json:"constraint"`
	Group      int `json:"group"`
	// Rated says the puzzle was rated without the item (Options.Rate, and
	// the rating ended in time); After is that rating's ER, Stalled says
	// the techniques stalled without it (After is rate.Beyond).
	Rated   bool    `json:"rated"`
	After   float64 `json:"after,omitempty"`
	Stalled bool    `json:"stalled,omitempty"`
	// HelpsLogic says the item only helps reasoning: without it the
	// puzzle keeps its one solution, but rates higher (or stalls).
	HelpsLogic bool `json:"helpsLogic"`
}

// Options say what Find does beyond finding the items.
type Options struct {
	// Rate rates the puzzle whole and without each item found, to tell
	// the items that only help logic from the redundant ones.
	Rate bool
	// RateTimeout bounds each rating; 0 means none. A rating cut short
	// leaves its item unrated.
	RateTimeout time.Duration
}

// Report is what Find found for one puzzle.
type Report struct {
	// Items are the givens, then the rules, that can go, each alone, in
	// field and rule order.
	Items []Item
	// Givens and Rules count those tried: the puzzle's givens, and its
	// constraints and extra groups.
	Givens, Rules int
	// Rated says the whole puzzle was rated (Options.Rate, in time);
	// Before is its ER and Stalled says the techniques stall on it.
	Rated   bool
	Before  float64
	Stalled bool
}

// ErrNotUnique is the error of a puzzle without exactly one solution:
// there is nothing to keep.
var ErrNotUnique = errors.New("the puzzle does not have exactly one solution")

// Find returns what the puzzle of rules r and givens (one value index or
// game.Empty per field) can do without, each item alone. It returns an
// error wrapping ErrNotUnique for a puzzle without one solution, and ctx's
// error when ctx ends first.
func Find(ctx context.Context, r *game.Rules, givens []int, opts Options) (Report, error) {
	var rep Report
	count, err := strategy.NewEngine(r, strategy.Options{Limit: 2})
	if err != nil {
		return rep, err
	}
	res := count.Solve(ctx, givens)
	if err := ctx.Err(); err != nil {
		return rep, err
	}
	if res.Status != strategy.Unique {
		return rep, fmt.Errorf("%w: it has %s", ErrNotUnique, res.Status)
	}
	var whole *rate.Rater
	if opts.Rate {
		if whole, err = rate.New(r, rate.Options{}); err != nil {
			return rep, err
		}
		rating, err := rateOne(ctx, whole, givens, opts.RateTimeout)
		if err != nil {
			return rep, err
		}
		rep.Rated, rep.Before, rep.Stalled = rating.Rated(), rating.ER, rating.Stalled
	}
	// The givens, each made empty.
	less := slices.Clone(givens)
	for f, v := range givens {
		if v == game.Empty {
			continue
		}
		rep.Givens++
		less[f] = game.Empty
		res := count.Solve(ctx, less)
		less[f] = v
		if err := ctx.Err(); err != nil {
			return rep, err
		}
		if res.Status != strategy.Unique {
			continue
		}
		it := Item{Kind: Given, Name: r.Placement(game.Candidate{Field: f, Value: v}), Field: f, Constraint: -1, Group: -1}
		if whole != nil {
			less[f] = game.Empty
			err := rep.compare(ctx, &it, whole, less, opts.RateTimeout)
			less[f] = v
			if err != nil {
				return rep, err
			}
		}
		rep.Items = append(rep.Items, it)
	}
	// The rules, each taken out.
	for i, c := range r.Constraints {
		without, ok := withoutRule(r, i)
		if !ok {
			continue // a rule of the whole board over the marks: no item of its own
		}
		rep.Rules++
		it := Item{Kind: Rule, Name: c.Name(), Field: -1, Constraint: i, Group: -1}
		if err := rep.tryRules(ctx, r, r.GroupSpecs(), without, givens, it, opts); err != nil {
			return rep, err
		}
	}
	specs := r.GroupSpecs()
	for i, gs := range specs {
		if !extra(gs.Kind) {
			continue
		}
		rep.Rules++
		g := slices.IndexFunc(r.Groups, func(g game.Group) bool { return g.Name == gs.Name && g.Kind == gs.Kind })
		it := Item{Kind: Rule, Name: gs.Name, Field: -1, Constraint: -1, Group: g}
		if err := rep.tryRules(ctx, r, slices.Concat(specs[:i], specs[i+1:]), r.Constraints, givens, it, opts); err != nil {
			return rep, err
		}
	}
	return rep, nil
}

// withoutRule returns the constraints of r without constraint i, as a
// spec without its item would make them: a mark (a dot, an X) taken away
// leaves its pair to the negative rule of its kind (every dot given),
// which then speaks of it too. It reports false for a negative rule
// itself, which is part of its marks' item rather than an item of its
// own: it goes with them, not alone.
func withoutRule(r *game.Rules, i int) ([]game.Constraint, bool) {
	if _, ok := r.Constraints[i].(constraint.Unmarker); ok {
		return nil, false
	}
	out := make([]game.Constraint, 0, len(r.Constraints)-1)
	fs := r.ConstraintFields(i)
	for j, c := range r.Constraints {
		if j == i {
			continue
		}
		if u, ok := c.(constraint.Unmarker); ok && len(fs) == 2 {
			if un, ok := u.Unmark(r.Pos(fs[0]), r.Pos(fs[1])); ok {
				c = un
			}
		}
		out = append(out, c)
	}
	return out, true
}

// extra reports whether groups of kind k are rules a puzzle may do
// without, rather than the board's own rows, columns, boxes and regions.
func extra(k game.GroupKind) bool {
	switch k {
	case game.GroupWindow, game.GroupDiagonal, game.GroupDisjoint, game.GroupList:
		return true
	}
	return false
}

// tryRules adds it to the report when the puzzle of givens, played by the
// board of r with groups and constraints, keeps one solution.
func (rep *Report) tryRules(ctx context.Context, r *game.Rules, groups []game.GroupSpec, constraints []game.Constraint, givens []int, it Item, opts Options) error {
	fields := make([]bool, r.Rows*r.Cols)
	for f := range r.NumFields() {
		p := r.Pos(f)
		fields[p.Row*r.Cols+p.Col] = true
	}
	less, err := game.NewRulesContext(ctx, r.Name, r.Rows, r.Cols, fields, r.Values, groups, constraints...)
	if err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("the rules without %s: %w", it.Name, err)
	}
	count, err := strategy.NewEngine(less, strategy.Options{Limit: 2})
	if err != nil {
		return err
	}
	res := count.Solve(ctx, givens)
	if err := ctx.Err(); err != nil {
		return err
	}
	if res.Status != strategy.Unique {
		return nil
	}
	if opts.Rate {
		rt, err := rate.New(less, rate.Options{})
		if err != nil {
			return err
		}
		if err := rep.compare(ctx, &it, rt, givens, opts.RateTimeout); err != nil {
			return err
		}
	}
	rep.Items = append(rep.Items, it)
	return nil
}

// compare rates the puzzle without it (rt and givens) and tells whether it
// only helps logic.
func (rep *Report) compare(ctx context.Context, it *Item, rt *rate.Rater, givens []int, timeout time.Duration) error {
	rating, err := rateOne(ctx, rt, givens, timeout)
	if err != nil || !rating.Rated() {
		return err
	}
	it.Rated, it.After, it.Stalled = true, rating.ER, rating.Stalled
	// A full grid (rated 0: nothing to solve) has no logic to help.
	it.HelpsLogic = rep.Rated && rep.Before > 0 && (rating.Stalled && !rep.Stalled || rating.ER > rep.Before+1e-9)
	return nil
}

// rateOne rates a puzzle within timeout (0: none); a rating cut short by
// it is no error, but one cut short by ctx is.
func rateOne(ctx context.Context, rt *rate.Rater, givens []int, timeout time.Duration) (rate.Rating, error) {
	rctx := ctx
	if timeout > 0 {
		var cancel context.CancelFunc
		rctx, cancel = context.WithTimeout(ctx, timeout)
		defer cancel()
	}
	rating, err := rt.Rate(rctx, givens)
	if err == nil && ctx.Err() != nil {
		err = ctx.Err()
	}
	return rating, err
}
