package game

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"
)

// ErrOverBudget is what errors.Is finds in the error of work that would
// take more memory than the budget it was given.
var ErrOverBudget = errors.New("over the memory budget")

// A link entry is what a candidate's links hold: a field, the constraint
// that links them, and the values of that field it forbids beside the
// candidate. A candidate has one entry per field and constraint, sorted by
// field, then constraint.
type linkEntry struct {
	field int32
	by    int32
	mask  ValueSet
}

// LinkEntryBytes is what one entry of the links costs in memory: per
// candidate, each field and constraint that forbids some of that field's
// values beside it.
const LinkEntryBytes = 16

// linkIndex is the constraints' links, built at their first need: the
// entries of each candidate f*NumValues()+v are to[at[i]:at[i+1]].
type linkIndex struct {
	mu    sync.Mutex
	built atomic.Bool
	at    []int32
	to    []linkEntry
}

// MaxLinkSpan is how far apart two cells of one line may be for the line's
// links to join them, in the kinds whose every two cells forbid pairs of
// values and whose length is not bounded by the values (a slow
// thermometer, an entropic or modular line): on boards up to 9x9 every
// two of its cells, on larger ones the 81 on either side of a cell, so
// that such a line's links grow with its length, not its square. What
// they leave out, the line's propagation still finds.
const MaxLinkSpan = 81

// HasLinks reports whether a constraint links candidates (Linker).
func (r *Rules) HasLinks() bool { return r.linkers }

// BuildLinks builds the index of the constraints' links (Linker), unless
// it is built: the strategies that read links (chains, pointing through
// constraints) ask for it before they start, with the time and the
// memory they may spend. It counts the links first and builds nothing
// when they would take more than maxBytes (0 or less: no bound), with an
// error that wraps ErrOverBudget; it stops, with ctx's error, when ctx
// ends. Links, LinkedBy and Excludes build it without a bound when it was
// not built before. It is safe for use by several goroutines at once.
func (r *Rules) BuildLinks(ctx context.Context, maxBytes int64) error {
	l := &r.links
	if l.built.Load() {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.built.Load() {
		return nil
	}
	if err := r.buildLinks(ctx, maxBytes); err != nil {
		return err
	}
	l.built.Store(true)
	return nil
}

// LinksBytes returns the memory the links take once built, or 0 before.
func (r *Rules) LinksBytes() int64 {
	if !r.links.built.Load() {
		return 0
	}
	return int64(len(r.links.to))*LinkEntryBytes + int64(len(r.links.at))*4
}

// index returns the built links, building them without a bound if need be.
func (r *Rules) index() *linkIndex {
	if !r.links.built.Load() {
		if err := r.BuildLinks(context.Background(), 0); err != nil {
			panic(err) // without a deadline or a bound it cannot fail
		}
	}
	return &r.links
}

// eachLink calls pair with every two fields a Linker of r forbids values
// of, and the values of g each value of f forbids, in an order that is
// the same at every call; it stops, with the error, when pair returns
// one. Pairs of a field with itself, or of fields out of the board, are
// left out.
func (r *Rules) eachLink(pair func(ci int, f, g int, forbid []ValueSet) error) error {
	nf := len(r.pos)
	var err error
	for ci, c := range r.Constraints {
		lk, ok := c.(Linker)
		if !ok {
			continue
		}
		lk.Links(func(f, g int, forbid []ValueSet) bool {
			if f == g || f < 0 || g < 0 || f >= nf || g >= nf {
				return true
			}
			err = pair(ci, f, g, forbid)
			return err == nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// checkEvery is how many pairs of fields the links' build goes through
// between two looks at its context.
const checkEvery = 1024

func (r *Rules) buildLinks(ctx context.Context, maxBytes int64) error {
	nf, nv := len(r.pos), r.NumValues()
	all := FullSet(nv)
	at := make([]int32, nf*nv+1)
	rev := make([]ValueSet, nv)
	maxEntries := int64(-1)
	if maxBytes > 0 {
		maxEntries = (maxBytes - int64(len(at))*4) / LinkEntryBytes
		if maxEntries < 0 {
			return fmt.Errorf("the index of the links between candidates takes %s, more than the memory budget of %s: %w", Bytes(int64(len(at))*4), Bytes(maxBytes), ErrOverBudget)
		}
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	pairs := 0
	look := func() error {
		if pairs++; pairs%checkEvery == 0 {
			return ctx.Err()
		}
		return nil
	}
	// transpose sets rev[w] to the values of f that forbid w in g.
	transpose := func(forbid []ValueSet) ValueSet {
		clear(rev)
		var any ValueSet
		for u := range min(nv, len(forbid)) {
			m := forbid[u] & all
			any |= m
			for ; m != 0; m &= m - 1 {
				rev[bits.TrailingZeros64(uint64(m))] |= Bit(u)
			}
		}
		return any
	}
	// Count the entries of each candidate, at most one per field and
	// constraint (a constraint that yields a pair twice merges them).
	var entries int64
	err := r.eachLink(func(ci, f, g int, forbid []ValueSet) error {
		if err := look(); err != nil {
			return err
		}
		for u := range min(nv, len(forbid)) {
			if forbid[u]&all != 0 {
				at[f*nv+u+1]++
				entries++
			}
		}
		for m := transpose(forbid); m != 0; m &= m - 1 {
			at[g*nv+bits.TrailingZeros64(uint64(m))+1]++
			entries++
		}
		if maxEntries >= 0 && entries > maxEntries {
			return fmt.Errorf("the links between candidates that the rules' constraints make take more than the memory budget of %s: %w", Bytes(maxBytes), ErrOverBudget)
		}
		return nil
	})
	if err != nil {
		return err
	}
	for i := 1; i < len(at); i++ {
		at[i] += at[i-1]
	}
	to := make([]linkEntry, entries)
	next := slices.Clone(at[:len(at)-1])
	put := func(c, field, ci int, mask ValueSet) {
		to[next[c]] = linkEntry{field: int32(field), by: int32(ci), mask: mask}
		next[c]++
	}
	err = r.eachLink(func(ci, f, g int, forbid []ValueSet) error {
		if err := look(); err != nil {
			return err
		}
		for u := range min(nv, len(forbid)) {
			if m := forbid[u] & all; m != 0 {
				put(f*nv+u, g, ci, m)
			}
		}
		for m := transpose(forbid); m != 0; m &= m - 1 {
			w := bits.TrailingZeros64(uint64(m))
			put(g*nv+w, f, ci, rev[w])
		}
		return nil
	})
	if err != nil {
		return err
	}
	// Sort each candidate's entries by field and constraint, and merge
	// those of one field and constraint, moving them down over the room
	// the merges freed.
	var w int32
	for c := range nf * nv {
		lo, hi := at[c], at[c+1]
		es := to[lo:hi]
		slices.SortFunc(es, func(x, y linkEntry) int {
			if x.field != y.field {
				return int(x.field - y.field)
			}
			return int(x.by - y.by)
		})
		at[c] = w
		for i, e := range es {
			if i > 0 && to[w-1].field == e.field && to[w-1].by == e.by {
				to[w-1].mask |= e.mask
				continue
			}
			to[w] = e
			w++
		}
	}
	at[nf*nv] = w
	r.links.at, r.links.to = at, slices.Clip(to[:w])
	return nil
}

// Links returns the candidates the constraints forbid together with c,
// each once, in order of field and value: its weak links beyond those of
// the groups.
func (r *Rules) Links(c Candidate) iter.Seq[Candidate] {
	return func(yield func(Candidate) bool) {
		if !r.linkers || !r.validCandidate(c) {
			return
		}
		l := r.index()
		i := c.Field*r.NumValues() + c.Value
		es := l.to[l.at[i]:l.at[i+1]]
		for k := 0; k < len(es); {
			field, m := es[k].field, es[k].mask
			for k++; k < len(es) && es[k].field == field; k++ {
				m |= es[k].mask
			}
			for ; m != 0; m &= m - 1 {
				if !yield(Candidate{Field: int(field), Value: bits.TrailingZeros64(uint64(m))}) {
					return
				}
			}
		}
	}
}

// LinkedBy returns the first constraint (its index in Constraints) that
// forbids candidates a and b together, or -1 when none does.
func (r *Rules) LinkedBy(a, b Candidate) int {
	if !r.linkers || !r.validCandidate(a) || !r.validCandidate(b) {
		return -1
	}
	l := r.index()
	i := a.Field*r.NumValues() + a.Value
	for _, e := range l.to[l.at[i]:l.at[i+1]] {
		if int(e.field) == b.Field && e.mask.Has(b.Value) {
			return int(e.by)
		}
	}
	return -1
}

// Bytes is a number of bytes, written as people read it: "512 B",
// "3.1 MiB", "2 GiB".
type Bytes int64

// String writes b in the largest unit it holds at least one of.
func (b Bytes) String() string {
	const unit = 1024
	if b < unit {
		return fmt.Sprintf("%d B", int64(b))
	}
	x, u := float64(b)/unit, 0
	for x >= unit && u < 4 {
		x /= unit
		u++
	}
	name := [...]string{"KiB", "MiB", "GiB", "TiB", "PiB"}[u]
	if x == float64(int64(x)) {
		return fmt.Sprintf("%d %s", int64(x), name)
	}
	return fmt.Sprintf("%.1f %s", x, name)
}

// LinkedPairs returns the pairs of candidates that l forbids together, as
// it yields them: a value of its first field and one of its second.
func LinkedPairs(l Linker) iter.Seq2[Candidate, Candidate] {
	return func(yield func(a, b Candidate) bool) {
		l.Links(func(f, g int, forbid []ValueSet) bool {
			for u, m := range forbid {
				for ; m != 0; m &= m - 1 {
					if !yield(Candidate{Field: f, Value: u}, Candidate{Field: g, Value: bits.TrailingZeros64(uint64(m))}) {
						return false
					}
				}
			}
			return true
		})
	}
}
