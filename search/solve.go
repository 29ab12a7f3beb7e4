package search

import (
	"context"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

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
	return k.run(ctx, opts, func() bool {
		if k.classic != nil {
			return k.classic.load(givens)
		}
		return k.load(givens)
	})
}

// SolveCandidates looks for up to opts.Limit solutions in which each
// field f holds one of the values cands[f] (a pencil-mark position; a
// placed value is a set of one). A field with none, or a position of
// another board, has none.
func (k *Kernel) SolveCandidates(ctx context.Context, cands []game.Set, opts Options) Result {
	return k.run(ctx, opts, func() bool {
		if len(cands) != k.nf {
			return false
		}
		if k.classic != nil {
			return k.classic.loadCandidates(cands)
		}
		k.loadCandidates(cands)
		return true
	})
}

// run runs a solve from the state load sets up at depth 0; load reports
// false when there is none.
func (k *Kernel) run(ctx context.Context, opts Options, load func() bool) Result {
	if opts.Limit < 1 {
		opts.Limit = 1
	}
	k.result = Result{BeforeGuess: -1}
	k.res, k.opts, k.done, k.ticks = &k.result, opts, ctx.Done(), 0
	if ctx.Err() != nil {
		k.res.Stopped = true
	} else if load() {
		k.res.Placed = 0
		if k.classic != nil {
			k.classic.search(k, 0)
		} else {
			k.search(0)
		}
	}
	res := k.result
	if res.BeforeGuess < 0 {
		res.BeforeGuess = res.Placed
	}
	k.res, k.result, k.opts.OnSolution = nil, Result{}, nil
	return res
}

// loadCandidates sets up the state at depth 0 with each value where the
// candidates allow it and no field placed: singles place them.
func (k *Kernel) loadCandidates(cands []game.Set) {
	p := k.cands[:k.nv]
	clear(p)
	for f, c := range cands {
		for v := range p {
			if c.Has(v) {
				p[v].add(f)
			}
		}
	}
	k.placed[0] = set{}
	k.dirty()
}

// load sets up the state at depth 0 with the givens placed; false when
// they clash or are not a puzzle of the rules.
func (k *Kernel) load(givens []int) bool {
	p, placed := k.cands[:k.nv], &k.placed[0]
	for v := range p {
		p[v] = k.all
	}
	*placed = set{}
	k.dirty()
	if len(givens) != k.nf {
		return false
	}
	for f, v := range givens {
		if v != game.Empty && (v < 0 || v >= k.nv || !k.place(p, placed, f, v)) {
			return false
		}
	}
	return true
}

// search runs the search from the state at depth d; true when it is to
// stop (the limit reached, or told to).
func (k *Kernel) search(d int) bool {
	nv := k.nv
	p, placed := k.cands[d*nv:(d+1)*nv:(d+1)*nv], &k.placed[d]
	res := k.res
	for {
		if !k.propagate(p, placed) {
			res.Contradictions++
			return false
		}
		if placed[0] == k.all[0] && placed[1] == k.all[1] {
			return k.solution(p)
		}
		if res.BeforeGuess < 0 {
			res.BeforeGuess = res.Placed
		}
		if k.stop() {
			return true
		}
		f, v := k.choose(p, placed)
		res.Guesses++
		res.MaxDepth = max(res.MaxDepth, d+1)
		q, qPlaced := k.cands[(d+1)*nv:(d+2)*nv:(d+2)*nv], &k.placed[d+1]
		copy(q, p)
		*qPlaced = *placed
		k.clean()
		if k.place(q, qPlaced, f, v) {
			res.Placed-- // counted as a guess
			if k.search(d + 1) {
				return true
			}
		}
		res.Undos++
		k.clean()
		k.remove(p, f, v)
	}
}

// stop reports whether the solve is to end before its next guess: out of
// guesses, or its context done (asked every 256 guesses).
func (k *Kernel) stop() bool {
	if k.opts.MaxGuesses > 0 && k.res.Guesses >= k.opts.MaxGuesses {
		k.res.Stopped = true
		return true
	}
	if k.done != nil {
		if k.ticks++; k.ticks&255 == 0 {
			select {
			case <-k.done:
				k.res.Stopped = true
				return true
			default:
			}
		}
	}
	return false
}

// solution counts the full state p; true when the limit is reached.
func (k *Kernel) solution(p []set) bool {
	res := k.res
	res.Count++
	if res.Solution == nil || k.opts.OnSolution != nil {
		for v := range p {
			for w, x := range p[v] {
				for ; x != 0; x &= x - 1 {
					k.grid[w<<6+bits.TrailingZeros64(x)] = v
				}
			}
		}
		if res.Solution == nil {
			res.Solution = append([]int(nil), k.grid...)
		}
		if k.opts.OnSolution != nil {
			k.opts.OnSolution(k.grid)
		}
	}
	return res.Count >= k.opts.Limit
}

// choose returns the guess at state p: the lowest value of a free field
// with two values left, the one with the most free peers, or else of the
// first free field with the fewest.
func (k *Kernel) choose(p []set, placed *set) (f, v int) {
	u0, u1 := k.all[0]&^placed[0], k.all[1]&^placed[1]
	var o0, o1, t0, t1, m0, m1 uint64
	for v := range p {
		x0, x1 := p[v][0]&u0, p[v][1]&u1
		m0 |= t0 & x0
		m1 |= t1 & x1
		t0 |= o0 & x0
		t1 |= o1 & x1
		o0 |= x0
		o1 |= x1
	}
	f, best := -1, -1
	two := set{t0 &^ m0, t1 &^ m1}
	for w, x := range two {
		for ; x != 0; x &= x - 1 {
			g := w<<6 + bits.TrailingZeros64(x)
			pe := &k.peers[g]
			if score := bits.OnesCount64(pe[0]&u0) + bits.OnesCount64(pe[1]&u1); score > best {
				f, best = g, score
			}
		}
	}
	if f < 0 {
		fewest := k.nv + 1
		for w, x := range (set{u0, u1}) {
			for ; x != 0; x &= x - 1 {
				g := w<<6 + bits.TrailingZeros64(x)
				n := 0
				for v := range p {
					n += int(p[v][w] >> (g & 63) & 1)
				}
				if n < fewest {
					f, fewest = g, n
				}
			}
		}
	}
	for v := range p {
		if p[v][f>>6]&(1<<(f&63)) != 0 {
			return f, v
		}
	}
	return f, -1
}
