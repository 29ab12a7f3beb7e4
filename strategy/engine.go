package strategy

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"
	"unsafe"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/search"
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
	// Timeout: the context ended the search (deadline or cancellation), or
	// it reached Options.MaxGuesses.
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

// Options set up an Engine. The zero value runs the default techniques,
// guesses when they stall, stops at the first solution and records no trace.
type Options struct {
	// Techniques in the order they are asked; nil means Default(), and
	// LockedCandidates after them in a search of rules with constraints
	// (it halves the guesses on killers; on classic puzzles it costs
	// more than it saves). The
	// engine makes its own strategy from each, leaves out those not sound
	// under the rules (Technique.SoundFor), and asks first, whatever the
	// list, the propagation of each kind of the rules' constraints: the
	// list chooses techniques, never rules.
	Techniques []*Technique
	// NoGuess stops when every strategy stalls, with status Stalled.
	NoGuess bool
	// Graded runs the rules' propagation as a person reasons, for a
	// rating, a hint or a path: in the steps of each kind
	// (game.RuleKind.Reasonings), each a technique asked in the order of
	// its difficulty among Techniques (before the first that is harder),
	// rather than all of it first; with the innies and outies of killer
	// cages (InniesOuties) among them, rather than Implied after them.
	Graded bool
	// Limit is how many solutions to look for; below 1 means 1. With 2 or
	// more the status says whether the solution is unique.
	Limit int
	// Trace records every move as a game.Step, up to MaxTrace steps.
	Trace bool
	// MaxTrace bounds the trace of one solve, so a long search cannot
	// fill the memory with it; 0 means DefaultMaxTrace. The steps after it
	// are not recorded and Result.TraceCut says so.
	MaxTrace int
	// Chooser picks the guesses; nil means FewestCandidates, or Conflicts
	// for rules with constraints. A chooser with state (Random, Conflicts)
	// must not be shared between engines.
	Chooser Chooser
	// AssumeUnique lets the techniques that hold only for a puzzle with
	// one solution run (Technique.AssumesUnique: unique rectangles, BUG+1). Off,
	// or with Limit 2 or more, the engine leaves them out: on a puzzle with
	// several solutions they would remove true values.
	AssumeUnique bool
	// MaxGuesses, when above 0, ends a solve that would guess more often,
	// with status Timeout: a budget that, unlike a deadline, gives the
	// same outcome on every machine (a generator restarts a random fill
	// that runs long).
	MaxGuesses int
	// OnSolution, when set, is called with each solution found, one value
	// index per field: the slice is valid during the call.
	OnSolution func(grid []int)
	// Observe, when set, is called before each move is applied, with the
	// board as it is then and the search depth. Tests use it to check every
	// move against a known solution. The move is valid during the call.
	Observe func(b *game.Board, m *game.Move, depth int)
	// Search says which search finds the solutions when the options ask
	// for nothing else (see KernelStrategy); SearchAuto when zero.
	Search Search
	// KernelWithout leaves parts of the search kernel out, to measure
	// what each brings (search.Parts); none when zero.
	KernelWithout search.Parts
	// KernelChoice is how the search kernel picks its guesses;
	// search.Auto when zero.
	KernelChoice search.Choice
}

// Search is which search an engine asked for solutions alone runs.
type Search int

const (
	// SearchAuto runs the search kernel on every rules it serves (boards
	// of up to search.MaxFields fields, whatever their constraints), the
	// strategies on others.
	SearchAuto Search = iota
	// SearchKernel runs the kernel, and NewEngine fails where it cannot:
	// on rules it does not serve, or with options that ask for more than
	// solutions (see KernelStrategy).
	SearchKernel
	// SearchStrategies runs the strategies' search on every rules.
	SearchStrategies
)

// ParseSearch reads a search by name: auto, kernel or strategies.
func ParseSearch(s string) (Search, error) {
	for i, name := range searchNames {
		if s == name {
			return Search(i), nil
		}
	}
	return 0, fmt.Errorf("%q is no search: auto, kernel or strategies", s)
}

var searchNames = [...]string{"auto", "kernel", "strategies"}

// String returns the search's name.
func (s Search) String() string {
	if s >= 0 && int(s) < len(searchNames) {
		return searchNames[s]
	}
	return "search(" + strconv.Itoa(int(s)) + ")"
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

// StrategyCount is what one strategy did: its moves, and the values they
// placed and the candidates they eliminated.
type StrategyCount struct {
	Strategy   string `json:"strategy"`
	Count      int    `json:"count"`
	Placed     int    `json:"placed"`
	Eliminated int    `json:"eliminated"`
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
	// Trace holds every move when Options.Trace is set, up to
	// Options.MaxTrace of them.
	Trace game.Trace
	// TraceCut says the trace stopped at Options.MaxTrace steps.
	TraceCut bool
	Stats    Stats
}

// level is what the search keeps for one guess: a copy of the board before
// it, or the board's mark there (Undo goes back to it, index included), and
// the guess.
type level struct {
	board *game.Board // a copy, on small boards
	mark  game.Mark   // the board's mark, on large ones
	guess Guess
}

// markAbove is the size (fields × values) above which the search marks the
// board before a guess and undoes the changes after it, rather than
// copying the whole board: a copy costs the board's size at every guess,
// and in memory at every depth; an undo costs only what changed, but every
// change costs a little more. Measured with sudoku bench: on 16x16 (4,096)
// copies are 10% faster, on 25x25 (15,625) undos 1.6 times.
const markAbove = 4096

// Engine solves puzzles of one set of rules by asking its strategies for
// moves and guessing when they all stall. The board's candidate index is
// the only copy of the solving state that the search saves and restores:
// strategies keep only pending work, which is empty at a guess. An Engine
// is reused from puzzle to puzzle without allocating per move or per guess;
// it is not safe for use by several goroutines at once.
type Engine struct {
	_       game.CacheLinePad // apart from other engines' state: see game.CacheLinePad
	rules   *game.Rules
	opts    Options
	loop    *loop // the strategies, the rules' propagations first
	chooser Chooser
	learner Learner         // the chooser, when it learns; else nil
	kernel  *search.Kernel  // solves instead of the strategies when set: see servedByKernel
	kcands  []game.ValueSet // the kernel's scratch: a board's candidates
	board   *game.Board
	scratch *game.Board // Next's board
	levels  []level
	marks   bool // the search marks and undoes rather than copies: see markAbove
	depth   int
	counts  []StrategyCount

	guessMove  game.Move
	searchMove game.Move
	one        [2]game.Candidate

	res      *Result // &result while a solve runs, else nil
	result   Result  // kept in the engine, so that a solve does not allocate it
	ctxDone  <-chan struct{}
	ticks    int
	guessed  bool
	stalled  bool
	canceled bool
	_        game.CacheLinePad
}

// NewEngine returns an engine for rules r with a strategy of its own for
// each technique. It validates the technique list first.
func NewEngine(r *game.Rules, opts Options) (*Engine, error) {
	if r == nil {
		return nil, errors.New("no rules")
	}
	techs := opts.Techniques
	if techs == nil {
		techs = Default()
		if len(r.Constraints) > 0 && !opts.NoGuess {
			techs = append(techs, LockedCandidates)
		}
	}
	if err := Validate(techs); err != nil {
		return nil, err
	}
	if opts.Limit < 1 {
		opts.Limit = 1
	}
	if !opts.AssumeUnique || opts.Limit > 1 {
		techs = slices.DeleteFunc(slices.Clone(techs), func(t *Technique) bool { return t.AssumesUnique })
		if len(techs) == 0 {
			return nil, errors.New("no strategies: the uniqueness techniques run only when the puzzle is assumed to have one solution, and not when counting")
		}
	}
	if sound := slices.DeleteFunc(slices.Clone(techs), func(t *Technique) bool { return !t.SoundUnder(r) }); len(sound) < len(techs) {
		if len(sound) == 0 {
			return nil, errors.New("no strategies: none of those given is sound under the rules of this game")
		}
		techs = sound
	}
	mode := rulesSearch
	switch {
	case opts.Graded:
		mode = rulesGraded
	case opts.NoGuess:
		mode = rulesFirst
	}
	l, err := newLoop(r, techs, mode)
	if err != nil {
		return nil, err
	}
	if opts.NoGuess {
		for _, s := range l.strats {
			if lr, ok := s.(lastResort); ok {
				lr.stallEnds()
			}
		}
	}
	e := &Engine{rules: r, opts: opts, loop: l, board: game.NewBoard(r), chooser: opts.Chooser,
		marks: r.NumFields()*r.NumValues() > markAbove}
	if e.chooser == nil {
		e.chooser = &FewestCandidates{}
		if len(r.Constraints) > 0 {
			e.chooser = &Conflicts{}
		}
	}
	e.learner, _ = e.chooser.(Learner)
	if opts.Search == SearchKernel && !servedByKernel(opts) {
		return nil, errors.New("the search kernel finds solutions alone: not with strategies chosen, grading, no guessing, a trace, an observer or a chooser")
	}
	if servedByKernel(opts) {
		k, err := search.NewWithout(r, opts.KernelWithout)
		if err != nil && opts.Search == SearchKernel {
			return nil, err
		}
		e.kernel = k // nil for rules it does not serve
	}
	e.counts = game.Padded[StrategyCount](len(l.techs))
	e.guessMove.Kind, e.guessMove.Place = game.Guess, e.one[0:1:1]
	e.searchMove = game.Move{Kind: game.Deduction, Strategy: "search", Eliminate: e.one[1:2:2]}
	return e, nil
}

// Prepare builds, within maxBytes of memory (0 or less: no bound), what
// the engine's techniques read that the rules build only at their first
// need: the links between candidates that the constraints make
// (Technique.Links), when a technique reads them and the strategies
// solve. Past the budget it builds nothing and returns an error that
// wraps game.ErrOverBudget; it stops with ctx's error when ctx ends. An
// engine used without Prepare builds them at their first need, without a
// bound. A caller that bounds memory calls Prepare, then Footprint.
func (e *Engine) Prepare(ctx context.Context, maxBytes int64) error {
	if e.kernel != nil || !e.rules.HasLinks() || !readsLinks(e.loop.techs) {
		return ctx.Err()
	}
	return e.rules.BuildLinks(ctx, maxBytes)
}

// readsLinks reports whether a technique of techs, or one that a
// technique follows, reads the rules' links.
func readsLinks(techs []*Technique) bool {
	for _, t := range techs {
		if t.Links || readsLinks(t.Follows) {
			return true
		}
	}
	return false
}

// Bytes a solve's state costs beside the boards: per level of the
// search, per candidate of the strategies' state (chains, fish and
// forcing chains keep tables per candidate; measured by
// TestFootprintBoundsSolve), and per step of a trace.
const (
	levelBytes     = int64(unsafe.Sizeof(level{}))
	candidateBytes = 256
	stepBytes      = 1 << 10
)

// Footprint returns about the most memory, in bytes, that a Solve of the
// engine takes beyond what it holds at rest: the kernel's room when the
// kernel solves (search.Kernel.Footprint); else the board at every depth
// a search can reach (a copy, or its log of changes), the strategies'
// state, and the trace when one is kept. It counts the links that
// Prepare built (game.Rules.LinksBytes), which the rules hold once for
// every engine. A caller that shares a memory budget between solves
// reserves this much before each.
func (e *Engine) Footprint() int64 {
	r := e.rules
	n, board := int64(r.NumFields()), r.BoardBytes()
	total := 2 * board // the board, and Next's or a caller's copy of it
	if e.kernel != nil {
		return total + e.kernel.Footprint() + n*int64(unsafe.Sizeof(game.ValueSet(0)))
	}
	steps := 0
	if e.opts.Trace {
		steps = e.maxTrace()
	}
	total += StrategiesFootprint(r, steps)
	if readsLinks(e.loop.techs) {
		total += r.LinksBytes()
	}
	return total
}

// StrategiesFootprint returns about the most memory, in bytes, that a
// solve of rules r by the strategies' search takes, with a trace of at
// most traceSteps steps (0: none), besides the links between candidates
// (see Engine.Footprint): for a caller that bounds a solve made by
// another package's engine (a solution path).
func StrategiesFootprint(r *game.Rules, traceSteps int) int64 {
	n, board := int64(r.NumFields()), r.BoardBytes()
	var total int64
	if r.NumFields()*r.NumValues() > markAbove {
		total += r.TrailBytes() + n*levelBytes
	} else {
		total += n * (board + levelBytes)
	}
	total += n * int64(r.NumValues()) * candidateBytes
	return total + int64(max(traceSteps, 0))*stepBytes
}

// Rules returns the rules the engine plays by.
func (e *Engine) Rules() *game.Rules { return e.rules }

// Techniques returns the engine's techniques in the order they are asked:
// the propagations of the rules' kinds first (they run whatever the
// techniques chosen), then those of Options.Techniques sound under the
// rules; with Options.Graded, the steps of the rules' kinds (and
// InniesOuties) among those, each before the first that is harder.
func (e *Engine) Techniques() []*Technique { return append([]*Technique(nil), e.loop.techs...) }

// Next returns the move the engine's techniques find on board b, asked in
// order as in a solve, without applying it: for hints and step-by-step
// play. It returns nil when every technique stalls. b is not changed; the
// move is a copy the caller may keep, with the technique that made it.
func (e *Engine) Next(b *game.Board) (*game.Move, *Technique) {
	return e.NextContext(context.Background(), b)
}

// NextContext is Next that stops looking, and returns nil, when ctx ends:
// between techniques, and inside the long searches (forcing chains).
func (e *Engine) NextContext(ctx context.Context, b *game.Board) (*game.Move, *Technique) {
	e.setDone(ctx.Done())
	defer e.setDone(nil)
	if e.scratch == nil {
		e.scratch = game.NewBoard(e.rules)
	}
	e.scratch.CopyFrom(b)
	e.loop.reset(e.scratch)
	i, m := e.loop.nextUntil(e.scratch, ctx.Done())
	if m == nil {
		return nil, nil
	}
	m.Strategy = e.loop.techs[i].Name
	return m.Clone(), e.loop.techs[i]
}

// stopper is a strategy whose searches are long enough to be stopped: the
// engine gives it the channel that ends the current solve or Next (nil for
// none), and it stops looking, finding nothing, once that is closed.
type stopper interface {
	setDone(done <-chan struct{})
}

// A lastResort strategy bounds its search by a budget fit for a solve that
// guesses where every strategy stalls (a forcing chain, whose nested
// chains have one; to the others it changes nothing); the engine tells it
// when a stall ends the solve instead (Options.NoGuess: a rating, a hint,
// a path), and it then looks further before it gives up.
type lastResort interface {
	stallEnds()
}

func (e *Engine) setDone(done <-chan struct{}) { e.loop.setDone(done) }

// Explain writes why move m holds, by the technique that made it, or ""
// when no technique of the engine has that name.
func (e *Engine) Explain(m *game.Move) string {
	for _, t := range e.loop.techs {
		if t.Name == m.Strategy && t.Explain != nil {
			return t.Explain(e.rules, m)
		}
	}
	return ""
}

// Solve solves the puzzle whose givens are one value index per field
// (game.Empty for a free field). It returns when the limit of solutions is
// reached, the search is complete, the strategies stall with guessing off,
// or ctx ends (status Timeout, with the moves so far). When the options
// ask for solutions alone and the kernel serves the rules, the search
// kernel solves instead of the strategies (see KernelStrategy).
func (e *Engine) Solve(ctx context.Context, givens []int) Result {
	if e.kernel != nil {
		return e.solveByKernel(ctx, givens, nil)
	}
	return e.solve(ctx, func(b *game.Board) bool {
		if len(givens) != e.rules.NumFields() {
			e.record(&game.Move{Kind: game.Contradiction}, fmt.Sprintf("the puzzle has %d fields, the board %d", len(givens), e.rules.NumFields()))
			return false
		}
		n := e.rules.NumValues()
		for f, v := range givens {
			if v != game.Empty && (v < 0 || v >= n) {
				e.record(&game.Move{Kind: game.Contradiction, Evidence: game.Evidence{Fields: []int{f}}}, fmt.Sprintf("the given of %s is no value", e.rules.FieldName(f)))
				return false
			}
		}
		if f := b.Load(givens); f >= 0 {
			e.record(&game.Move{Kind: game.Contradiction, Evidence: game.Evidence{Fields: []int{f}}}, "the givens clash")
			return false
		}
		return true
	})
}

// SolveBoard solves from a position in progress: board from, of the
// engine's rules, with its values and candidates (a pencil-mark position),
// which is not changed. It returns as Solve does. A position whose
// candidates were wrongly narrowed has no solution.
func (e *Engine) SolveBoard(ctx context.Context, from *game.Board) Result {
	if e.kernel != nil && from.Rules() == e.rules {
		return e.solveByKernel(ctx, nil, from)
	}
	return e.solve(ctx, func(b *game.Board) bool {
		if from.Rules() != e.rules {
			e.record(&game.Move{Kind: game.Contradiction}, "the board is of other rules")
			return false
		}
		b.CopyFrom(from)
		return true
	})
}

// solve runs a solve from the position load sets up on the engine's
// board; load reports false, after recording why, when there is none.
func (e *Engine) solve(ctx context.Context, load func(b *game.Board) bool) Result {
	start := time.Now()
	e.result = Result{Board: e.board}
	e.res = &e.result
	res := e.res
	e.ctxDone = ctx.Done()
	e.setDone(e.ctxDone)
	e.ticks, e.depth, e.guessed, e.stalled, e.canceled = 0, 0, false, false, false
	for i, t := range e.loop.techs {
		e.counts[i] = StrategyCount{Strategy: t.Name}
	}
	b := e.board
	ok := load(b)
	if !ok {
		b.Clear()
	}
	res.Stats.Free = b.Free()
	if e.learner != nil {
		e.learner.Reset(e.rules)
	}
	if ok {
		e.loop.reset(b)
		e.run()
	}
	res.Status = e.status()
	res.Stats.Moves = append([]StrategyCount(nil), e.counts...)
	if !e.guessed {
		res.Stats.BeforeGuess = res.Stats.Free - b.Free()
	}
	res.Stats.Duration = time.Since(start)
	e.res = nil
	out := e.result
	e.result = Result{}
	return out
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
			if !e.holds() {
				if !e.backtrack() {
					return
				}
				continue
			}
			e.solution()
			if e.res.Count >= e.opts.Limit || !e.backtrack() {
				return
			}
			continue
		}
		ok := true
		i, m := -1, (*game.Move)(nil)
		// The loop's next and apply (in e.apply), written out: a call of
		// each per move cost 2-3% of a search's time.
		for j, st := range e.loop.strats {
			if m = st.DoMove(b); m != nil {
				i = j
				break
			}
		}
		if m != nil {
			ok = e.apply(i, m)
		} else {
			if e.ctxDone != nil {
				select {
				case <-e.ctxDone:
					e.canceled = true // a strategy may have stopped looking
					return
				default:
				}
			}
			if e.opts.NoGuess {
				e.stalled = true
				return
			}
			if e.opts.MaxGuesses > 0 && e.res.Stats.Guesses >= e.opts.MaxGuesses {
				e.canceled = true
				return
			}
			ok = e.guess()
		}
		if !ok && !e.backtrack() {
			return
		}
	}
}

// apply makes strategy i's move m as one change, notifies every strategy,
// and reports false on a contradiction.
func (e *Engine) apply(i int, m *game.Move) bool {
	t := e.loop.techs[i]
	m.Strategy = t.Name
	if e.opts.Observe != nil {
		e.opts.Observe(e.board, m, e.depth)
	}
	if e.opts.Trace {
		reason := ""
		if t.Explain != nil {
			reason = t.Explain(e.rules, m)
		}
		e.record(m, reason)
	}
	if m.Kind != game.Deduction {
		e.res.Stats.Contradictions++
		return false
	}
	c := &e.counts[i]
	c.Count++
	c.Placed += len(m.Place)
	c.Eliminated += len(m.Eliminate)
	if !e.board.Apply(m) { // the loop's apply, written out (see run)
		e.contradiction(m)
		return false
	}
	e.loop.notify(e.board, m)
	return true
}

// contradiction counts, and traces, a move that left a field with no
// candidate.
func (e *Engine) contradiction(m *game.Move) {
	e.res.Stats.Contradictions++
	if e.opts.Trace {
		var fields []int
		for _, c := range e.board.Changes() {
			if e.board.Candidates(c.Field) == 0 {
				fields = append(fields, c.Field)
			}
		}
		if len(fields) == 0 && len(m.Place) > 0 {
			fields = append(fields, m.Place[0].Field)
		}
		e.record(&game.Move{Kind: game.Contradiction, Evidence: game.Evidence{Fields: fields}}, "a field is left with no possible value")
	}
}

// guess asks the chooser for a guess, saves the board for the undo, and
// places it.
func (e *Engine) guess() bool {
	b := e.board
	g, ok := e.chooser.Choose(b)
	if !ok {
		return false
	}
	if !e.guessed {
		e.guessed = true
		e.res.Stats.BeforeGuess = e.res.Stats.Free - b.Free()
	}
	if e.depth == len(e.levels) {
		e.levels = append(e.levels, level{})
	}
	lv := &e.levels[e.depth]
	if e.marks {
		lv.mark = b.Mark()
	} else {
		if lv.board == nil {
			lv.board = game.NewBoard(e.rules)
		}
		lv.board.CopyFrom(b)
	}
	lv.guess = g
	e.depth++
	e.res.Stats.Guesses++
	e.res.Stats.MaxDepth = max(e.res.Stats.MaxDepth, e.depth)
	m := &e.guessMove
	m.Place[0] = game.Candidate{Field: g.Field, Value: g.Value}
	m.Fields, m.Groups, m.Values = nil, nil, 0
	if e.opts.Observe != nil {
		e.opts.Observe(b, m, e.depth)
	}
	if e.opts.Trace {
		if g.Group >= 0 {
			e.record(&game.Move{Kind: game.Guess, Place: m.Place, Evidence: game.Evidence{Groups: []int{g.Group}}},
				fmt.Sprintf("one of the two places for %s in %s", e.rules.Values.Name(g.Value), e.rules.Groups[g.Group].Name))
		} else {
			e.record(m, "fewest candidates: "+b.Candidates(g.Field).Format(e.rules.Values))
		}
	}
	if !e.loop.apply(b, m) {
		e.contradiction(m)
		return false
	}
	return true
}

// backtrack undoes the deepest guess: it restores the board as it was
// before it, rewinds the strategies, then removes the guessed value from
// the guessed field, since the search below it is done. It repeats while
// that removal is itself a contradiction, and returns false when there is
// no guess left to undo.
func (e *Engine) backtrack() bool {
	b := e.board
	for e.depth > 0 {
		e.depth--
		lv := &e.levels[e.depth]
		if e.marks {
			b.Undo(lv.mark)
		} else {
			b.CopyFrom(lv.board)
		}
		e.loop.rewindTo(b)
		e.res.Stats.Undos++
		if e.learner != nil {
			e.learner.Conflict(lv.guess.Field)
		}
		c := game.Candidate{Field: lv.guess.Field, Value: lv.guess.Value}
		elim := &e.searchMove
		elim.Eliminate[0] = c
		if e.opts.Trace || e.opts.Observe != nil {
			undo := &game.Move{Kind: game.Undo, Place: []game.Candidate{c}}
			if e.opts.Observe != nil {
				e.opts.Observe(b, undo, e.depth)
				e.opts.Observe(b, elim, e.depth)
			}
			e.record(undo, "back to before the guess")
			e.record(elim, "the guess was searched through")
		}
		if e.loop.apply(b, elim) {
			return true
		}
		e.contradiction(elim)
	}
	return false
}

// holds reports whether the full board keeps every constraint (the board
// keeps the groups itself), checked apart from their propagation: a
// propagation that missed something cannot make a wrong solution. A
// broken one is a contradiction.
func (e *Engine) holds() bool {
	if len(e.rules.Constraints) == 0 {
		return true
	}
	err := e.rules.CheckConstraints(e.board)
	if err == nil {
		return true
	}
	e.res.Stats.Contradictions++
	if e.opts.Trace {
		e.record(&game.Move{Kind: game.Contradiction}, err.Error())
	}
	return false
}

func (e *Engine) solution() {
	res := e.res
	res.Count++
	if e.opts.OnSolution != nil {
		e.opts.OnSolution(e.board.Grid())
	}
	if res.Solution == nil {
		res.Solution = e.board.Grid()
	}
}

func (e *Engine) record(m *game.Move, reason string) {
	if !e.opts.Trace {
		return
	}
	t := &e.res.Trace
	if len(*t) >= e.maxTrace() {
		e.res.TraceCut = true
		return
	}
	*t = append(*t, game.NewStep(e.rules, len(*t)+1, e.depth, m, reason))
}

// maxTrace is the most steps a solve's trace holds.
func (e *Engine) maxTrace() int {
	if e.opts.MaxTrace <= 0 {
		return DefaultMaxTrace
	}
	return e.opts.MaxTrace
}

// DefaultMaxTrace is the bound on a solve's trace when Options.MaxTrace is
// 0: 200,000 steps, some 100 MB.
const DefaultMaxTrace = 200_000
