package strategy

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sudoku-rules/sudoku/game"
)

// Status is how a solve ended.
type Status uint8

// The statuses of a solve.
const (
	// Solved: a solution was found; uniqueness was not asked for (Limit 1).
	Solved Status = iota
	// Unique: the search is complete and found exactly one solution.
	Unique
	// Multiple: at least two solutions were found.
	Multiple
	// NoSolution: the search is complete and found none.
	NoSolution
	// Stalled: guessing was off and every strategy stalled.
	Stalled
	// Timeout: the context ended the search (deadline or cancellation).
	Timeout
)

var statusNames = [...]string{"solved", "unique", "multiple", "no-solution", "stalled", "timeout"}

// String returns the status as the command prints it, e.g. "no-solution".
func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return fmt.Sprintf("status(%d)", s)
}

// MarshalText writes the status's name.
func (s Status) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Options set up an Engine. The zero value runs the default strategies,
// guesses when they stall, stops at the first solution and records no trace.
type Options struct {
	// Strategies in the order they are asked; nil means Default().
	Strategies []MoveStrategy
	// NoGuess stops when every strategy stalls, with status Stalled.
	NoGuess bool
	// Limit is how many solutions to look for; below 1 means 1. With 2 or
	// more the status says whether the solution is unique.
	Limit int
	// Trace records every move as a game.Step.
	Trace bool
	// Observe, when set, is called before each move is applied, with the
	// board as it is then and the search depth. Tests use it to check every
	// move against a known solution.
	Observe func(b *game.Board, m game.Move, depth int)
}

// Stats counts what a solve did.
type Stats struct {
	// Moves counts the moves each strategy made, in the engine's order.
	Moves []StrategyCount `json:"moves"`
	// Free is the number of fields without a given.
	Free int `json:"free"`
	// BeforeGuess is the number of fields the strategies filled before the
	// first guess: Free minus it is what needed the search.
	BeforeGuess    int           `json:"beforeGuess"`
	Guesses        int           `json:"guesses"`
	Undos          int           `json:"undos"`
	Contradictions int           `json:"contradictions"`
	MaxDepth       int           `json:"maxDepth"`
	Duration       time.Duration `json:"durationNs"`
}

// StrategyCount is the number of moves one strategy made.
type StrategyCount struct {
	Strategy string `json:"strategy"`
	Count    int    `json:"count"`
}

// Result is the outcome of a solve.
type Result struct {
	Status Status
	// Solution is the first solution found, one value index per field.
	Solution []int
	// Count is the number of solutions found (at most Limit).
	Count int
	// Board is the board when the solve ended: for Stalled, the remaining
	// candidates. It is the engine's own: it changes with the next Solve.
	Board *game.Board
	// Trace holds every move when Options.Trace is set.
	Trace game.Trace
	Stats Stats
}

// level is what the search keeps for one guess: the board before it and the
// guessed field and value.
type level struct {
	board *game.Board
	field int
	value int
}

// Engine solves puzzles of one set of rules by asking its strategies for
// moves and guessing when they all stall. An Engine is reused from puzzle to
// puzzle without allocating per move or per guess; it is not safe for use by
// several goroutines at once.
type Engine struct {
	rules  *game.Rules
	opts   Options
	strats []MoveStrategy
	snap   []Snapshotter // per strategy, nil when it has none
	board  *game.Board
	levels []level
	depth  int
	counts []int

	res      *Result
	ctxDone  <-chan struct{}
	ticks    int
	guessed  bool
	stalled  bool
	canceled bool
}

// NewEngine returns an engine for rules r. It checks the strategy list: at
// least one strategy, no two with the same name.
func NewEngine(r *game.Rules, opts Options) (*Engine, error) {
	if r == nil {
		return nil, errors.New("no rules")
	}
	strats := opts.Strategies
	if strats == nil {
		strats = Default()
	}
	if len(strats) == 0 {
		return nil, errors.New("no strategies: give at least one")
	}
	if err := validate(strats); err != nil {
		return nil, err
	}
	if opts.Limit < 1 {
		opts.Limit = 1
	}
	e := &Engine{rules: r, opts: opts, strats: strats, board: game.NewBoard(r), counts: make([]int, len(strats))}
	e.snap = make([]Snapshotter, len(strats))
	for i, s := range strats {
		e.snap[i], _ = s.(Snapshotter)
	}
	return e, nil
}

// Rules returns the rules the engine plays by.
func (e *Engine) Rules() *game.Rules { return e.rules }

// Strategies returns the engine's strategies in the order they are asked.
func (e *Engine) Strategies() []MoveStrategy { return e.strats }

// Solve solves the puzzle whose givens are one value index per field
// (game.Empty for a free field). It returns when the limit of solutions is
// reached, the search is complete, the strategies stall with guessing off,
// or ctx ends (status Timeout, with the moves so far).
func (e *Engine) Solve(ctx context.Context, givens []int) Result {
	start := time.Now()
	res := Result{Board: e.board}
	e.res = &res
	e.ctxDone = ctx.Done()
	e.ticks, e.depth, e.guessed, e.stalled, e.canceled = 0, 0, false, false, false
	clear(e.counts)
	b := e.board
	b.Clear()
	ok := true
	if len(givens) != e.rules.NumFields() {
		ok = false
		e.record(game.Move{Kind: game.Contradiction, Field: -1, Value: -1, Group: -1}, fmt.Sprintf("the puzzle has %d fields, the board %d", len(givens), e.rules.NumFields()))
	}
	for f := 0; ok && f < len(givens); f++ {
		if v := givens[f]; v != game.Empty {
			if !b.Place(f, v) {
				ok = false
				e.record(game.Move{Kind: game.Contradiction, Field: f, Value: v, Group: -1}, "the givens clash")
			}
		}
	}
	res.Stats.Free = b.Free()
	if ok {
		for _, s := range e.strats {
			s.Reset(b)
		}
		e.run()
	}
	res.Status = e.status()
	res.Stats.Moves = make([]StrategyCount, len(e.strats))
	for i, s := range e.strats {
		res.Stats.Moves[i] = StrategyCount{s.Name(), e.counts[i]}
	}
	if !e.guessed {
		res.Stats.BeforeGuess = res.Stats.Free - b.Free()
	}
	res.Stats.Duration = time.Since(start)
	e.res = nil
	return res
}

func (e *Engine) status() Status {
	switch {
	case e.canceled:
		return Timeout
	case e.res.Count >= 2:
		return Multiple
	case e.res.Count == 1 && e.opts.Limit >= 2:
		return Unique
	case e.res.Count == 1:
		return Solved
	case e.stalled:
		return Stalled
	}
	return NoSolution
}

// run is the engine's loop: ask the strategies in order for a move, apply
// it and notify them all; guess when they stall; backtrack on a
// contradiction or, when counting, after a solution.
func (e *Engine) run() {
	b := e.board
	for {
		if e.ctxDone != nil {
			if e.ticks++; e.ticks&255 == 0 {
				select {
				case <-e.ctxDone:
					e.canceled = true
					return
				default:
				}
			}
		}
		if b.Solved() {
			e.solution()
			if e.res.Count >= e.opts.Limit || !e.backtrack() {
				return
			}
			continue
		}
		moved, ok := false, true
		for i, s := range e.strats {
			m, found := s.DoMove(b)
			if !found {
				continue
			}
			moved = true
			ok = e.apply(i, m)
			break
		}
		if !moved {
			if e.opts.NoGuess {
				e.stalled = true
				return
			}
			ok = e.guess()
		}
		if !ok && !e.backtrack() {
			return
		}
	}
}

// apply makes strategy i's move m, notifies every strategy, and reports
// false on a contradiction.
func (e *Engine) apply(i int, m game.Move) bool {
	if e.opts.Observe != nil {
		e.opts.Observe(e.board, m, e.depth)
	}
	if e.opts.Trace {
		e.record(m, e.explain(e.strats[i], m))
	}
	var ok bool
	switch m.Kind {
	case game.Place:
		ok = e.board.Place(m.Field, m.Value)
	case game.Eliminate:
		ok = e.board.Eliminate(m.Field, m.Value)
	default:
		e.res.Stats.Contradictions++
		return false
	}
	e.counts[i]++
	if !ok {
		e.contradiction(m.Field)
		return false
	}
	e.notify(m)
	return true
}

func (e *Engine) notify(m game.Move) {
	for _, s := range e.strats {
		s.NotifyMove(e.board, m)
	}
}

func (e *Engine) contradiction(f int) {
	e.res.Stats.Contradictions++
	if e.opts.Trace {
		e.record(game.Move{Kind: game.Contradiction, Field: f, Value: -1, Group: -1}, "a field is left with no possible value")
	}
}

// guess makes the most constrained guess it can find: in the first free
// field with at most two candidates, or, when every field has more, for a
// value with only two places left in a complete group (a binary branch
// either way), or else in the first field with the fewest candidates. It
// saves the board and the strategies for the undo first. Whatever it
// guesses, an undo removes the guessed value from the guessed field.
func (e *Engine) guess() bool {
	b := e.board
	best, v, group := e.choose()
	if best < 0 {
		return false
	}
	if !e.guessed {
		e.guessed = true
		e.res.Stats.BeforeGuess = e.res.Stats.Free - b.Free()
	}
	if e.depth == len(e.levels) {
		e.levels = append(e.levels, level{board: game.NewBoard(e.rules)})
	}
	lv := &e.levels[e.depth]
	lv.board.CopyFrom(b)
	lv.field, lv.value = best, v
	for _, s := range e.snap {
		if s != nil {
			s.Save(e.depth)
		}
	}
	e.depth++
	e.res.Stats.Guesses++
	e.res.Stats.MaxDepth = max(e.res.Stats.MaxDepth, e.depth)
	m := game.Move{Kind: game.Guess, Field: best, Value: v, Group: -1}
	if e.opts.Observe != nil {
		e.opts.Observe(b, m, e.depth)
	}
	if e.opts.Trace {
		if group >= 0 {
			m.Group = group
			e.record(m, fmt.Sprintf("one of the two places for %s in %s", e.rules.Values.Name(v), e.rules.Groups[group].Name))
		} else {
			e.record(m, fmt.Sprintf("fewest candidates: %s", b.Candidates(best).Format(e.rules.Values)))
		}
	}
	if !b.Place(best, v) {
		e.contradiction(best)
		return false
	}
	e.notify(m)
	return true
}

// backtrack undoes the deepest guess: it restores the board and the
// strategies as they were before it, then removes the guessed value from
// the guessed field, since the search below it is done. It repeats while
// that removal is itself a contradiction, and returns false when there is
// no guess left to undo.
func (e *Engine) backtrack() bool {
	b := e.board
	for e.depth > 0 {
		e.depth--
		lv := &e.levels[e.depth]
		b.CopyFrom(lv.board)
		for i, s := range e.strats {
			if e.snap[i] != nil {
				e.snap[i].Restore(e.depth)
			} else {
				s.Reset(b)
			}
		}
		e.res.Stats.Undos++
		undo := game.Move{Kind: game.Undo, Field: lv.field, Value: lv.value, Group: -1}
		elim := game.Move{Kind: game.Eliminate, Field: lv.field, Value: lv.value, Group: -1, Strategy: "search"}
		if e.opts.Trace {
			e.record(undo, "back to before the guess")
		}
		if e.opts.Observe != nil {
			e.opts.Observe(b, undo, e.depth)
			e.opts.Observe(b, elim, e.depth)
		}
		if e.opts.Trace {
			e.record(elim, "the guess was searched through")
		}
		if b.Eliminate(lv.field, lv.value) {
			e.notify(elim)
			return true
		}
		e.contradiction(lv.field)
	}
	return false
}

// choose returns the field and value of the next guess, or -1, and the
// group when the guess is one of a value's two places in it, else -1.
func (e *Engine) choose() (field, value, group int) {
	b := e.board
	best, bestN := -1, game.MaxValues+1
	for f, n := 0, e.rules.NumFields(); f < n; f++ {
		if b.Value(f) != game.Empty {
			continue
		}
		if k := b.Candidates(f).Len(); k < bestN {
			best, bestN = f, k
			if k <= 2 {
				return f, b.Candidates(f).Lowest(), -1
			}
		}
	}
	if best < 0 {
		return -1, -1, -1
	}
	// A value with exactly two places in a complete group: the fields
	// seen once, twice and three times tell which values have two.
	for gi, g := range e.rules.Groups {
		if !g.Complete {
			continue
		}
		var once, twice, thrice, placed game.Set
		for _, f := range g.Fields {
			c := b.Candidates(f)
			if b.Value(f) != game.Empty {
				placed |= c
			}
			thrice |= twice & c
			twice |= once & c
			once |= c
		}
		if two := twice &^ thrice &^ placed; two != 0 {
			v := two.Lowest()
			for _, f := range g.Fields {
				if b.Candidates(f).Has(v) {
					return f, v, gi
				}
			}
		}
	}
	return best, b.Candidates(best).Lowest(), -1
}

func (e *Engine) solution() {
	res := e.res
	res.Count++
	if res.Solution == nil {
		res.Solution = e.board.Grid()
	}
}

func (e *Engine) explain(s MoveStrategy, m game.Move) string {
	if x, ok := s.(Explainer); ok {
		return x.Explain(e.rules, m)
	}
	return ""
}

func (e *Engine) record(m game.Move, reason string) {
	if !e.opts.Trace {
		return
	}
	t := &e.res.Trace
	*t = append(*t, game.NewStep(e.rules, len(*t)+1, e.depth, m, reason))
}
