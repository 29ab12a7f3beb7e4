package generate

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/rate"
	"github.com/sudoku-rules/sudoku/strategy"
)

// Options set up a Generator. The zero value makes puzzles without
// symmetry, with as few givens as it can reach.
type Options struct {
	// Symmetry the givens keep; the zero value is none. It must fit the
	// board (Symmetry.Fits).
	Symmetry Symmetry
	// Givens stops the removal at this many givens or fewer; 0 removes
	// every orbit it can.
	Givens int
	// Minimal keeps only puzzles from which no single given can be removed
	// without a second solution: strictly minimal, even with a symmetry.
	Minimal bool
	// Accept, when set, decides from its rating whether a puzzle is kept;
	// the Generator then rates every puzzle it makes.
	Accept func(r *rate.Rating) bool
	// Constraints names the kinds of rules to lay over each puzzle's
	// solution (Layers: killer, thermometer, arrow, kropki, xv), which
	// make it a constraint puzzle with rules of its own (Puzzle.Rules);
	// or of Kinds.
	Constraints []string
	// Kinds are the kinds besides Layers that Constraints may name (the
	// library's, a spec's own): kinds whose rules are given their cells,
	// drawn as lines, cages or cells, and whole numbers, each laid where
	// the solution keeps it.
	Kinds []*constraint.Kind
}

// Puzzle is a generated puzzle.
type Puzzle struct {
	// Seed made it; Tries counts the puzzles made for this seed until one
	// was kept.
	Seed  uint64
	Tries int
	// Givens are one value or game.Empty per field; Solution its only
	// solution.
	Givens   []int
	Solution []int
	// Rules are the puzzle's own rules, the spec's with the constraints
	// laid over its solution (Options.Constraints); nil without them.
	Rules *game.Rules
	// Rating is the puzzle's rating, when Options.Accept is set.
	Rating *rate.Rating
}

// Count returns the number of givens.
func (p *Puzzle) Count() int {
	n := 0
	for _, v := range p.Givens {
		if v != game.Empty {
			n++
		}
	}
	return n
}

// ErrNoComplete is the error of rules without a complete group.
var ErrNoComplete = errors.New("the spec has no complete group (one with as many fields as there are values): no value is ever forced, so it has no puzzles to generate")

// ErrNoGrid is the error of rules whose empty board has no solution.
var ErrNoGrid = errors.New("the spec's empty board has no solution: no value can fill every field without two equal values in a group")

// Generator makes puzzles of one set of rules. It is not safe for use by
// several goroutines at once: make one per worker.
type Generator struct {
	rules   *game.Rules
	opts    Options
	orbits  [][]int
	chooser *strategy.Random
	fill    *strategy.Engine // fills random grids
	check   *strategy.Engine // finds a first solution
	rater   *rate.Rater
	board   *game.Board
	empty   []int
	order   []int
}

// New returns a Generator for rules r.
func New(r *game.Rules, opts Options) (*Generator, error) {
	complete := false
	for _, g := range r.Groups {
		complete = complete || g.Complete
	}
	if !complete {
		return nil, ErrNoComplete
	}
	if opts.Symmetry.Name == "" {
		opts.Symmetry = Symmetries[0]
	}
	if err := opts.Symmetry.Check(r); err != nil {
		return nil, fmt.Errorf("symmetry %w", err)
	}
	if err := checkLayers(opts.Constraints, opts.Kinds, r); err != nil {
		return nil, err
	}
	g := &Generator{rules: r, opts: opts, orbits: opts.Symmetry.Orbits(r), chooser: strategy.NewRandom(0), board: game.NewBoard(r)}
	var err error
	if g.fill, err = strategy.NewEngine(r, strategy.Options{Chooser: g.chooser, MaxGuesses: fillBudget * r.NumFields()}); err != nil {
		return nil, err
	}
	if g.check, err = strategy.NewEngine(r, strategy.Options{MaxGuesses: checkBudget * r.NumFields()}); err != nil {
		return nil, err
	}
	if opts.Accept != nil {
		if g.rater, err = rate.New(r, rate.Options{}); err != nil {
			return nil, err
		}
	}
	g.empty = make([]int, r.NumFields())
	for i := range g.empty {
		g.empty[i] = game.Empty
	}
	return g, nil
}

// Footprint returns about the most memory, in bytes, that a Generate
// takes beyond what the Generator holds at rest: its engines solve one
// after another, each giving back what its search grew (see
// strategy.Engine.Footprint), besides the boards of the rules a puzzle
// lays.
func (g *Generator) Footprint() int64 {
	n := max(g.fill.Footprint(), g.check.Footprint())
	if g.rater != nil {
		n = max(n, g.rater.Footprint())
	}
	return n + 4*g.rules.BoardBytes()
}

// A StopError is Generate's error when its context ends before a puzzle
// is kept: how far it got. It wraps the context's error, so that
// errors.Is tells a time limit (context.DeadlineExceeded) from a cancel;
// its message says neither, as the caller knows which limit it set.
type StopError struct {
	// Made counts the puzzles finished but not kept: not minimal, or not
	// rated as asked. The one under way when the context ended is not
	// among them.
	Made int
	// Closest is the rating of the last puzzle rated, when ratings were
	// asked for (Options.Accept).
	Closest *rate.Rating
	// Err is the context's error.
	Err error
}

func (e *StopError) Error() string {
	var msg string
	switch e.Made {
	case 0:
		return "no puzzle was finished"
	case 1:
		msg = "the 1 puzzle made was not kept"
	default:
		msg = fmt.Sprintf("none of the %d puzzles made was kept", e.Made)
	}
	if q := e.Closest; q != nil {
		msg += fmt.Sprintf("; the last rated %.1f/%.1f/%.1f %s", q.ER, q.EP, q.ED, q.Technique)
	}
	return msg
}

func (e *StopError) Unwrap() error { return e.Err }

// Generate makes puzzles from seed until one is kept (see Options), and
// returns it. When ctx ends first, its error is a *StopError; a board
// without any solution is ErrNoGrid.
func (g *Generator) Generate(ctx context.Context, seed uint64) (*Puzzle, error) {
	var closest *rate.Rating
	made := 0
	for try := 1; ; try++ {
		if err := ctx.Err(); err != nil {
			return nil, &StopError{Made: made, Closest: closest, Err: err}
		}
		p, ok := g.one(ctx, seed, try)
		if ok && p == nil {
			return nil, ErrNoGrid
		}
		if !ok {
			continue
		}
		if g.opts.Minimal && !g.minimal(ctx, p) {
			if ctx.Err() == nil {
				made++
			}
			continue
		}
		if g.opts.Accept != nil {
			rater := g.rater
			if p.Rules != nil {
				var err error
				if rater, err = rate.New(p.Rules, rate.Options{}); err != nil {
					return nil, err
				}
			}
			r, err := rater.Rate(ctx, p.Givens)
			if err != nil {
				return nil, err
			}
			if !r.Rated() {
				continue
			}
			p.Rating = &r
			closest = &r
			if !g.opts.Accept(&r) {
				made++
				continue
			}
		}
		return p, nil
	}
}

// trySeed mixes a puzzle's seed and the number of the try into the seed
// of that try, so every try of every seed is its own.
func trySeed(seed uint64, try int) uint64 {
	x := seed*0x9e3779b97f4a7c15 + uint64(try)*0xbf58476d1ce4e5b9
	x ^= x >> 31
	return x * 0x94d049bb133111eb
}

// checkBudget is the guesses per field a uniqueness check may make: past
// it the check gives up and the given stays, which keeps the puzzle's one
// solution but may leave it short of minimal. On large boards (25x25)
// a few checks of a sparse puzzle would otherwise run for minutes.
const checkBudget = 20

// fillBudget is the guesses per field a random fill may make before it
// starts again from the next seed: random fills have a heavy tail (some
// jigsaw fills run to millions of guesses), and a restart cuts it off.
const fillBudget = 4

// one makes one puzzle: a random grid, then givens removed an orbit at a
// time while the puzzle keeps one solution. ok is false when ctx ended.
func (g *Generator) one(ctx context.Context, seed uint64, try int) (*Puzzle, bool) {
	s := trySeed(seed, try)
	var res strategy.Result
	for restart := uint64(0); ; restart++ {
		g.chooser.Seed(s + restart*0x632be59bd9b4e019)
		if res = g.fill.Solve(ctx, g.empty); res.Status != strategy.Timeout || ctx.Err() != nil {
			break
		}
	}
	if res.Status == strategy.NoSolution {
		return nil, true // the board has no solution at all: Generate says so
	}
	if res.Status != strategy.Solved {
		return nil, false
	}
	p := &Puzzle{Seed: seed, Tries: try, Solution: res.Solution, Givens: append([]int(nil), res.Solution...)}
	rng := rand.New(rand.NewPCG(s, ^s))
	if len(g.opts.Constraints) > 0 {
		own, err := lay(ctx, g.opts.Constraints, g.opts.Kinds, rng, g.rules, p.Solution)
		if err != nil {
			return nil, false
		}
		p.Rules = own
		if slices.Contains(g.opts.Constraints, "killer") {
			if g.opts.Symmetry.Name != "none" {
				return p, g.makeSymmetricKiller(ctx, p, rng)
			}
			return p, g.makeKiller(ctx, p, rng)
		}
		if !g.reduce(ctx, p, rng) {
			return p, false
		}
		return p, g.shorten(ctx, p, rng)
	}
	return p, g.reduce(ctx, p, rng)
}

// reduce removes p's givens an orbit at a time, in a random order, while
// p keeps one solution, down to Options.Givens; it reports false when ctx
// ended.
func (g *Generator) reduce(ctx context.Context, p *Puzzle, rng *rand.Rand) bool {
	check, board, ok := g.checker(p)
	if !ok {
		return false
	}
	g.order = g.order[:0]
	for i := range g.orbits {
		g.order = append(g.order, i)
	}
	rng.Shuffle(len(g.order), func(i, j int) { g.order[i], g.order[j] = g.order[j], g.order[i] })
	count := len(p.Givens)
	for _, o := range g.order {
		if g.opts.Givens > 0 && count <= g.opts.Givens {
			break
		}
		orbit := g.orbits[o]
		for _, f := range orbit {
			p.Givens[f] = game.Empty
		}
		u, decided := unique(ctx, check, board, p.Givens, p.Solution, orbit)
		if u {
			count -= len(orbit)
			continue
		}
		for _, f := range orbit {
			p.Givens[f] = p.Solution[f]
		}
		if !decided && ctx.Err() != nil {
			// Each orbit left would load the board again only to find
			// the context ended: on 36x36 that is a tenth of a second.
			return false
		}
	}
	return ctx.Err() == nil
}

// unique reports, searching with check on board b, whether givens, of
// which solution is a solution, have no
// other: one whose value differs from the solution's in a field of
// removed (the fields just emptied; givens had one solution before).
// decided is false when a check ran past its budget (or ctx ended)
// without finding out; unique is then false too.
func unique(ctx context.Context, check *strategy.Engine, b *game.Board, givens, solution, removed []int) (unique, decided bool) {
	for _, f := range removed {
		if b.Load(givens) >= 0 {
			return false, true
		}
		if !b.Eliminate(f, solution[f]) {
			continue // f can hold nothing else
		}
		switch check.SolveBoard(ctx, b).Status {
		case strategy.NoSolution:
		case strategy.Timeout:
			return false, false
		default:
			return false, true // another solution
		}
	}
	return true, true
}

// minimal reports whether no single given of p can be removed, every
// check decided.
func (g *Generator) minimal(ctx context.Context, p *Puzzle) bool {
	check, board, ok := g.checker(p)
	if !ok {
		return false
	}
	one := []int{0}
	for f, v := range p.Givens {
		if v == game.Empty {
			continue
		}
		p.Givens[f] = game.Empty
		one[0] = f
		u, decided := unique(ctx, check, board, p.Givens, p.Solution, one)
		p.Givens[f] = v
		if u || !decided {
			return false
		}
	}
	return true
}

// checker returns the engine and board that check p's uniqueness: the
// Generator's, or for a puzzle with rules of its own, new ones.
func (g *Generator) checker(p *Puzzle) (*strategy.Engine, *game.Board, bool) {
	if p.Rules == nil {
		return g.check, g.board, true
	}
	check, err := strategy.NewEngine(p.Rules, strategy.Options{MaxGuesses: checkBudget * p.Rules.NumFields()})
	if err != nil {
		return nil, nil, false
	}
	return check, game.NewBoard(p.Rules), true
}
