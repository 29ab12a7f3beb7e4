package truecands

import (
	"context"
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Result is what Find found.
type Result struct {
	// Cands holds, per field, the values it holds in some solution: the
	// given's value for a given, nothing when there is no solution.
	Cands []game.ValueSet
	// Count is the number of solutions, when Cut is false; at least that
	// many when Cut is true (the limit was reached).
	Count int
	Cut   bool
	// Uses holds, per field and value index, how many of the solutions
	// the count found hold that value there: the exact number of
	// solutions that do when Cut is false. When Cut is true, those of the
	// first Count solutions only, and at least 1 for a candidate that no
	// one of them held and a solution of its own was found for.
	Uses [][]int32
}

// A Finder finds the true candidates of puzzles of one set of rules,
// counting solutions up to a limit. It is not safe for use by several
// goroutines at once.
type Finder struct {
	rules *game.Rules
	limit int
	count *strategy.Engine // counts the solutions up to limit
	one   *strategy.Engine // tries a candidate no solution met
	cands []game.ValueSet  // what the count's solutions hold, while it runs
	uses  [][]int32        // and how often, while it runs
}

// New returns a Finder for rules r that counts up to limit (at least 1).
func New(r *game.Rules, limit int) (*Finder, error) {
	f := &Finder{rules: r, limit: max(limit, 1)}
	var err error
	f.count, err = strategy.NewEngine(r, strategy.Options{Limit: f.limit, OnSolution: func(grid []int) {
		for fd, v := range grid {
			f.cands[fd] |= game.Bit(v)
			f.uses[fd][v]++
		}
	}})
	if err != nil {
		return nil, err
	}
	if f.one, err = strategy.NewEngine(r, strategy.Options{}); err != nil {
		return nil, err
	}
	return f, nil
}

// Footprint returns about the most memory, in bytes, that Find takes:
// the larger of its two engines' (see strategy.Engine.Footprint), which
// solve one after the other, the first giving back what its search grew,
// what it keeps, and its count of uses.
func (f *Finder) Footprint() int64 {
	uses := int64(f.rules.NumFields()) * int64(f.rules.NumValues()) * 4
	return max(f.count.Footprint(), f.one.Footprint()) + kept + uses
}

// Prepare builds what Find's engines read, within maxBytes, as
// strategy.Engine.Prepare does: with Footprint, a Finder is a
// budget.Worker.
func (f *Finder) Prepare(ctx context.Context, maxBytes int64) error {
	if err := f.count.Prepare(ctx, maxBytes); err != nil {
		return err
	}
	return f.one.Prepare(ctx, maxBytes)
}

// kept is about what an engine whose search ended keeps for its next.
const kept = 8 << 20

// A StopError is Find's error when its context ends first: how far it
// got. It wraps the context's error, so that errors.Is tells a time limit
// (context.DeadlineExceeded) from a cancel; its message says neither, as
// the caller knows which limit it set.
type StopError struct {
	// Found is the number of solutions found.
	Found int
	// Free, when above 0, says the count had reached its limit and the
	// candidates no solution held were being tried one by one: those of
	// Checked of the Free free fields were.
	Checked, Free int
	// Err is the context's error.
	Err error
}

func (e *StopError) Error() string {
	switch {
	case e.Free > 0:
		return fmt.Sprintf("stopped after trying the candidates of %d of the %d free fields, with at least %d solutions: the true candidates are not all known", e.Checked, e.Free, e.Found)
	case e.Found == 0:
		return "stopped counting solutions before one was found: the true candidates are not known"
	}
	return fmt.Sprintf("stopped counting solutions after %d, so there are at least %d: the true candidates are not all known", e.Found, e.Found)
}

func (e *StopError) Unwrap() error { return e.Err }

// Find returns the true candidates of givens (a value index per field,
// game.Empty for none) by rules r, counting solutions up to limit (at
// least 1). When ctx ends first, its error is a *StopError.
func Find(ctx context.Context, r *game.Rules, givens []int, limit int) (Result, error) {
	f, err := New(r, limit)
	if err != nil {
		return Result{Cands: make([]game.ValueSet, r.NumFields())}, err
	}
	return f.Find(ctx, givens)
}

// Find returns the true candidates of givens (a value index per field,
// game.Empty for none), as the package function Find does.
func (fi *Finder) Find(ctx context.Context, givens []int) (Result, error) {
	r, limit := fi.rules, fi.limit
	res := Result{Cands: make([]game.ValueSet, r.NumFields()), Uses: make([][]int32, r.NumFields())}
	nv := r.NumValues()
	all := make([]int32, r.NumFields()*nv)
	for f := range res.Uses {
		res.Uses[f] = all[f*nv : (f+1)*nv : (f+1)*nv]
	}
	fi.cands, fi.uses = res.Cands, res.Uses
	defer func() { fi.cands, fi.uses = nil, nil }()
	out := fi.count.Solve(ctx, givens)
	switch out.Status {
	case strategy.Timeout:
		return res, &StopError{Found: out.Count, Err: ctxErr(ctx)}
	case strategy.NoSolution:
		return res, nil
	}
	res.Count, res.Cut = out.Count, out.Count >= limit
	if !res.Cut {
		return res, nil // every solution was met
	}
	// More solutions than the limit: each candidate no solution met yet is
	// tried on its own.
	b := game.NewBoard(r)
	if f := b.Load(givens); f >= 0 {
		return res, fmt.Errorf("the givens clash at %s", r.FieldName(f))
	}
	try := append([]int(nil), givens...)
	free, checked := 0, 0
	for _, v := range givens {
		if v == game.Empty {
			free++
		}
	}
	for f := range r.NumFields() {
		if givens[f] != game.Empty {
			continue
		}
		for c := b.Candidates(f) &^ res.Cands[f]; c != 0; c &= c - 1 {
			v := c.Lowest()
			if res.Cands[f].Has(v) {
				continue // a solution found on the way holds it
			}
			try[f] = v
			out := fi.one.Solve(ctx, try)
			if out.Status == strategy.Timeout {
				return res, &StopError{Found: res.Count, Checked: checked, Free: free, Err: ctxErr(ctx)}
			}
			if out.Solution != nil {
				for g, w := range out.Solution {
					res.Cands[g] |= game.Bit(w)
					res.Uses[g][w] = max(res.Uses[g][w], 1)
				}
			}
		}
		try[f] = game.Empty
		checked++
	}
	return res, nil
}

func ctxErr(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return context.DeadlineExceeded
}
