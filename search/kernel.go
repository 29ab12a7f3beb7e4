package search

import (
	"context"
	"errors"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxFields is the most fields a board the kernel serves may have: each
// value's places are a set of up to 64 machine words, enough for 64x64.
// Larger boards (of several grids) are left to the strategies.
const MaxFields = 4096

// ErrNotServed is New's error for rules the kernel does not serve.
var ErrNotServed = errors.New("the kernel serves boards of at most 4096 fields and 64 values")

// Kernel finds and counts the solutions of puzzles of one set of rules.
// It keeps, for each value, the set of fields where it may still go, as
// machine words, and narrows them by singles (a field with one value
// left), hidden singles (a value with one place left in a complete group)
// and locked candidates (a value whose places in a complete group lie in
// its intersection with another group leaves the rest of that group),
// then by the rules' constraints; when they stall, it guesses in a field
// with two values left. Its state at each depth of the search is a copy
// of those sets (on 9x9, 120 to 160 bytes), so a guess costs a copy and
// an undo nothing.
//
// On 9x9 boards of rows, columns and boxes alone it keeps them band by
// band and narrows them with tables (see classic); on others, group by
// group, looking only at the values, groups and constraints changed
// since it last looked.
//
// A Kernel is reused from puzzle to puzzle without allocating, and is not
// safe for use by several goroutines at once.
type Kernel struct {
	nf, nv int
	solver solver
	grid   []int
	res    *Result // &result during a solve
	result Result
	opts   Options
	ticks  int // guesses, for stop
	work   int // rounds of propagation, fields constraints read and guesses' words since the context was last asked
	done   <-chan struct{}
	// auto is the choice Auto stands for on this kernel's layout.
	auto Choice
	// scores counts, per field (per cell on classic), the guesses there
	// searched through without a solution in this solve: Conflicts'.
	scores    []uint32
	countdown int
}

// solver is a kernel's search over its own layout of the state: load and
// loadCandidates set up depth 0 (false when there is no solution), and
// search searches from depth d, true when the solve is to stop; footprint
// is the memory it may hold during a solve, and release gives back, after
// one, what a deep search made it take.
type solver interface {
	load(k *Kernel, givens []int) bool
	loadCandidates(cands []game.ValueSet) bool
	search(k *Kernel, d int) bool
	footprint() int64
	release()
}

// New returns a kernel for rules r, or ErrNotServed when r has more than
// MaxFields fields or 64 values. The constraints narrow their cells'
// values once singles, hidden singles and locks stall: a game.Narrower
// from its cells' values, any other game.Propagator with a board that
// shows the fields it reads (game.Board.Show); each solution is checked
// against every constraint.
func New(r *game.Rules) (*Kernel, error) { return NewWithout(r, 0) }

// NewWithout is New for a kernel without the parts off: each is
// measured so (see Parts).
func NewWithout(r *game.Rules, off Parts) (*Kernel, error) {
	nf, nv := r.NumFields(), r.NumValues()
	if nf > MaxFields || nv > 64 {
		return nil, ErrNotServed
	}
	if len(r.Constraints) == 0 && off&Tables == 0 {
		if c := newClassic(r); c != nil {
			k := newKernel(nf, nv, c)
			k.auto = MostPeers
			return k, nil
		}
	}
	switch {
	case nf <= 128:
		return newKernel(nf, nv, newGroups[[2]uint64](r, off)), nil
	case nf <= 192:
		return newKernel(nf, nv, newGroups[[3]uint64](r, off)), nil
	case nf <= 256:
		return newKernel(nf, nv, newGroups[[4]uint64](r, off)), nil
	case nf <= 384:
		return newKernel(nf, nv, newGroups[[6]uint64](r, off)), nil
	case nf <= 640:
		return newKernel(nf, nv, newGroups[[10]uint64](r, off)), nil
	case nf <= 1024:
		return newKernel(nf, nv, newGroups[[16]uint64](r, off)), nil
	case nf <= 1344:
		return newKernel(nf, nv, newGroups[[21]uint64](r, off)), nil
	case nf <= 2432:
		return newKernel(nf, nv, newGroups[[38]uint64](r, off)), nil
	default:
		return newKernel(nf, nv, newGroups[[64]uint64](r, off)), nil
	}
}

func newKernel(nf, nv int, s solver) *Kernel {
	return &Kernel{nf: nf, nv: nv, solver: s, grid: make([]int, nf), scores: make([]uint32, nf), auto: Conflicts}
}

// Options bound a solve.
type Options struct {
	// Limit is how many solutions to look for; below 1 means 1.
	Limit int
	// MaxGuesses, when above 0, ends a solve that would guess more often,
	// with Result.Stopped set.
	MaxGuesses int
	// OnSolution, when set, is called with each solution found, one value
	// index per field: the slice is valid during the call.
	OnSolution func(grid []int)
	// Choice is how the guess is picked when propagation stalls; Auto
	// when zero.
	Choice Choice
}

// Choice is how a kernel picks the field it guesses in when its
// propagation stalls. Each guesses in a field with the fewest values
// left (two, on nearly every board and position, or else the places of a
// value in a group, when two), its lowest value first; they differ in
// which of those fields. go test ./search -bench Choice measures them.
type Choice int

const (
	// Auto is the choice measured best for the kernel's layout:
	// MostPeers on classic rules (level with Conflicts in time), Conflicts
	// on others (2 to 25% faster than MostPeers on the sets of
	// testdata/bench).
	Auto Choice = iota
	// MostPeers picks the field with the most free peers: its guess
	// narrows the most fields.
	MostPeers
	// FirstFewest picks the first, in field order.
	FirstFewest
	// Conflicts picks the field whose guesses this solve has most often
	// searched through without a solution, as Interactive Sudoku Solver
	// scores conflicts; the most free peers break ties.
	Conflicts
)

// String returns the choice's name.
func (c Choice) String() string {
	switch c {
	case Auto:
		return "auto"
	case MostPeers:
		return "most-peers"
	case FirstFewest:
		return "first-fewest"
	case Conflicts:
		return "conflicts"
	}
	return "choice(" + strconv.Itoa(int(c)) + ")"
}

// failed counts a guess in field (or cell) f searched through, made
// when the solve had found before solutions and guessed guesses times
// (this guess among them): a conflict when no solution was found under
// it. With atOnce, only when its propagation failed at once, with no
// guess under it, as Interactive Sudoku Solver scores conflicts: on
// boards with constraints, where counting every guess under which no
// solution was found scored the fields guessed early in a long search
// the highest, and the kernel took 1.4 to 4 times as long on the killer,
// thermometer and renban sets. On boards of groups alone, whose empty
// grids the generator fills, those early fields are the ones to change:
// counting at once alone left 36x36 to 64x64 empty boards unfilled.
func (k *Kernel) failed(f, before, guesses int, atOnce bool) {
	if k.res.Count != before || atOnce && k.res.Guesses != guesses {
		return
	}
	k.scores[f]++
	// Older conflicts count for less: every conflictDecay of them,
	// each score halves.
	if k.countdown--; k.countdown <= 0 {
		k.countdown = conflictDecay
		for i := range k.scores {
			k.scores[i] >>= 1
		}
	}
}

// conflictDecay is how many conflicts halve the scores.
const conflictDecay = 1 << 12

// key is the order of fields with the fewest values under the solve's
// choice: the highest key is guessed in; peers is the field's free peers.
func (k *Kernel) key(f, peers int) int {
	switch k.opts.Choice {
	case FirstFewest:
		return -f
	case Conflicts:
		return int(k.scores[f])<<10 | peers
	}
	return peers
}

// Result is what a solve found.
type Result struct {
	// Count is the number of solutions found, at most Options.Limit.
	Count int
	// Solution is the first solution found, one value index per field,
	// or nil.
	Solution []int
	// Stopped says the solve ended early: its context ended or it ran out
	// of guesses. Count is then a lower bound.
	Stopped bool
	// Placed counts the values placed by propagation; Guesses the values
	// tried in a field; Undos the guesses searched through and taken
	// back; Contradictions the states found with no way on; BeforeGuess
	// the free fields filled before the first guess; MaxDepth the deepest
	// guess.
	Placed, Guesses, Undos, Contradictions, BeforeGuess, MaxDepth int
}

// Solve looks for up to opts.Limit solutions of the puzzle whose givens
// are one value index per field (game.Empty for a free field). Givens that
// clash, or are no values, have none.
func (k *Kernel) Solve(ctx context.Context, givens []int, opts Options) Result {
	return k.run(ctx, opts, func() bool { return k.solver.load(k, givens) })
}

// SolveCandidates looks for up to opts.Limit solutions in which each
// field f holds one of the values cands[f] (a pencil-mark position; a
// placed value is a set of one). A field with none, or a position of
// another board, has none.
func (k *Kernel) SolveCandidates(ctx context.Context, cands []game.ValueSet, opts Options) Result {
	return k.run(ctx, opts, func() bool { return len(cands) == k.nf && k.solver.loadCandidates(cands) })
}

// run runs a solve from the state load sets up at depth 0; load reports
// false when there is none.
func (k *Kernel) run(ctx context.Context, opts Options, load func() bool) Result {
	if opts.Limit < 1 {
		opts.Limit = 1
	}
	if opts.Choice == Auto {
		opts.Choice = k.auto
	}
	k.result = Result{BeforeGuess: -1}
	if opts.Choice == Conflicts {
		clear(k.scores)
		k.countdown = conflictDecay
	}
	k.res, k.opts, k.done, k.ticks, k.work = &k.result, opts, ctx.Done(), 0, 0
	if ctx.Err() != nil {
		k.res.Stopped = true
	} else if load() {
		k.res.Placed = 0
		k.solver.search(k, 0)
	}
	k.solver.release()
	res := k.result
	if res.BeforeGuess < 0 {
		res.BeforeGuess = res.Placed
	}
	k.res, k.result, k.opts.OnSolution = nil, Result{}, nil
	return res
}

// Footprint returns the memory, in bytes, that the kernel may allocate
// during a solve, which bounds what it holds: its state at every depth a
// search of its board can reach, as the room for it grows, besides what
// it keeps between solves. A deep search gives that room back when it
// ends, so that a kernel at rest holds little.
func (k *Kernel) Footprint() int64 {
	return k.solver.footprint() + int64(k.nf)*(8+4)
}

// stop reports whether the solve is to end before its next guess: out of
// guesses, or its context done, or stopped before. The context is asked
// every 256 guesses, or sooner once the work since it was last asked
// passes lateWork: a guess on 64x64 costs tens of microseconds (a
// choice and a copy over every value's 64 words), and 256 of them early
// in a solve, where the choice looks at every field, took a tenth of a
// second.
func (k *Kernel) stop() bool {
	if k.res.Stopped {
		return true
	}
	if k.opts.MaxGuesses > 0 && k.res.Guesses >= k.opts.MaxGuesses {
		k.res.Stopped = true
		return true
	}
	if k.ticks++; k.ticks&255 == 0 || k.work >= lateWork {
		return k.lookLate()
	}
	return false
}

// late reports whether the solve is to end inside a propagation: its
// context done, or stopped before. A round of propagation on a large
// board with long constraints can take milliseconds, and a propagation
// thousands of rounds, so a deadline is not left to wait for the next
// guess; the context is asked once work (a round, a field a constraint
// reads) passes lateWork since it was last asked.
func (k *Kernel) late() bool { return k.work >= lateWork && k.lookLate() }

// lookLate is late's look at the context, once work has passed lateWork;
// a solve stopped leaves work there, so that late keeps saying so.
func (k *Kernel) lookLate() bool {
	if k.res.Stopped {
		return true
	}
	k.work = 0
	if k.done == nil {
		return false
	}
	select {
	case <-k.done:
		k.res.Stopped, k.work = true, lateWork
		return true
	default:
	}
	return false
}

// lateWork is the work between two looks of late at the context: tens of
// microseconds.
const lateWork = 1 << 12

// found counts a solution, which fill writes on a grid when it is wanted;
// true when the limit is reached.
func (k *Kernel) found(fill func(grid []int)) bool {
	res := k.res
	res.Count++
	if res.Solution == nil || k.opts.OnSolution != nil {
		fill(k.grid)
		if res.Solution == nil {
			res.Solution = append([]int(nil), k.grid...)
		}
		if k.opts.OnSolution != nil {
			k.opts.OnSolution(k.grid)
		}
	}
	return res.Count >= k.opts.Limit
}
