package strategy

import (
	"fmt"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// The direct techniques: an intersection or a hidden subset whose
// eliminations leave a value a single place in a complete group, taken as
// one step that places it. A person looking for singles sees these before
// a naked single; Sudoku Explainer rates them so (pointing 1.7, claiming
// 1.9, hidden pair 2.0, hidden triple 2.5), and its ratings of easy
// puzzles hang on them. A move places the single and nothing more: what
// the intersection or subset removes is seen, not written down, so it
// stays for a later step to take (locked candidates, a hidden pair), as
// Sudoku Explainer has it; its ratings of easy puzzles hang on that too.
// The single must lie in a group of the same kind as the one the value or
// subset is confined in (a box for pointing from a box, a row for
// claiming from a row), as Sudoku Explainer looks for it.
var (
	DirectPointing = &Technique{
		Name:       "DirectPointing",
		Doc:        "a value's places in a box-shaped group lie in one line: it leaves the rest of the line, which leaves it one place in another group (pointing to a single; any groups)",
		Difficulty: 1.7,
		New:        func(r *game.Rules) MoveStrategy { return newDirect(r, directPointing, 1) },
		Explain:    explainDirect,
	}
	DirectClaiming = &Technique{
		Name:       "DirectClaiming",
		Doc:        "a value's places in a line lie in one other group: it leaves the rest of that group, which leaves it one place in another group (claiming to a single; any groups)",
		Difficulty: 1.9,
		New:        func(r *game.Rules) MoveStrategy { return newDirect(r, directClaiming, 1) },
		Explain:    explainDirect,
	}
	DirectHiddenPair = &Technique{
		Name:       "DirectHiddenPair",
		Doc:        "two values with the same two places in a complete group fill them, which leaves another value one place in the group (hidden pair to a single)",
		Difficulty: 2.0,
		New:        func(r *game.Rules) MoveStrategy { return newDirect(r, directHidden, 2) },
		Explain:    explainDirect,
	}
	DirectHiddenTriple = &Technique{
		Name:       "DirectHiddenTriple",
		Doc:        "three values with the same three places in a complete group fill them, which leaves another value one place in the group (hidden triple to a single)",
		Difficulty: 2.5,
		New:        func(r *game.Rules) MoveStrategy { return newDirect(r, directHidden, 3) },
		Explain:    explainDirect,
	}
)

// explainDirect writes the intersection or subset and the single it
// leaves. The evidence: Values the intersection's value or the subset's
// values, Fields their places, Groups the base group and then the group of
// the single, Cover the intersection's other group (none for a subset).
func explainDirect(r *game.Rules, m *game.Move) string {
	p := m.Place[0]
	single := fmt.Sprintf("leaves %s the only place for %s in %s", r.FieldName(p.Field), r.Values.Name(p.Value), r.Groups[m.Groups[1]].Name)
	if len(m.Cover) > 0 {
		return fmt.Sprintf("%s in %s can only go where it meets %s, which %s", m.Values.Format(r.Values), r.Groups[m.Groups[0]].Name, r.Groups[m.Cover[0]].Name, single)
	}
	word := map[int]string{2: "pair", 3: "triple"}[len(m.Fields)]
	return fmt.Sprintf("hidden %s {%s} in %s at %s %s", word, m.Values.Format(r.Values), r.Groups[m.Groups[0]].Name, fieldList(r, m.Fields), single)
}

type directKind uint8

const (
	directPointing directKind = iota
	directClaiming
	directHidden
)

// direct searches the whole board when it changed since its last search
// found nothing: it runs only when the hidden singles stall, and a
// stalled position is rarely looked at twice.
type direct struct {
	_ game.CacheLinePad
	staleFlag
	rules     *game.Rules
	kind      directKind
	bases     []int   // the groups it looks in: box-shaped or lines, complete
	neighbors [][]int // per group: the groups it shares two or more fields with
	limit     []int   // per group: the most fields it shares with one of them
	places    game.Bitset
	elim      game.Bitset
	search    subsetSearch // the hidden subsets' search
	mb        moveBuf
	_         game.CacheLinePad
}

func newDirect(r *game.Rules, kind directKind, k int) *direct {
	s := &direct{rules: r, kind: kind, places: game.NewFieldSet(r), elim: game.NewFieldSet(r)}
	s.neighbors, s.limit = groupNeighbors(r)
	if kind == directHidden {
		s.search = newSubsetSearch(r, k)
	}
	for gi, g := range r.Groups {
		switch {
		case !g.Complete:
		case kind == directHidden:
			if len(g.Fields) > k && len(g.Fields) <= 64 {
				s.bases = append(s.bases, gi)
			}
		case s.limit[gi] < 2:
		case isLine(g) == (kind == directClaiming):
			s.bases = append(s.bases, gi)
		}
	}
	return s
}

// DoMove returns the first intersection or subset that leaves a single.
func (s *direct) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	for _, g := range s.bases {
		var m *game.Move
		if s.kind == directHidden {
			m = s.hidden(b, g)
		} else {
			m = s.intersection(b, g)
		}
		if m != nil {
			return m
		}
	}
	s.stale = false
	return nil
}

// intersection looks, for each value of complete group a, for a group B
// holding all its places in a; removing the value from the rest of B must
// leave it one place in a group through the removed fields.
func (s *direct) intersection(b *game.Board, a int) *game.Move {
	r := s.rules
	setA := r.GroupSet(a)
	lo, hi := r.GroupSpan(a)
	for v := range r.NumValues() {
		if b.Placed(a).Has(v) {
			continue
		}
		where, p := b.Where(v), s.places
		n := 0
		for i := lo; i < hi; i++ {
			p[i] = where[i] & setA[i]
			n += bits.OnesCount64(p[i])
		}
		if n < 2 || n > s.limit[a] {
			continue
		}
		for _, o := range s.neighbors[a] {
			if m := s.intersectionWith(b, a, o, v); m != nil {
				return m
			}
		}
	}
	return nil
}

func (s *direct) intersectionWith(b *game.Board, a, o, v int) *game.Move {
	r := s.rules
	where, p, e := b.Where(v), s.places, s.elim
	setA, setB := r.GroupSet(a), r.GroupSet(o)
	lo, hi := r.GroupSpan(a)
	for i := lo; i < hi; i++ {
		if p[i]&^setB[i] != 0 {
			return nil
		}
	}
	e.Clear()
	blo, bhi := r.GroupSpan(o)
	any := false
	for i := blo; i < bhi; i++ {
		e[i] = where[i] & setB[i] &^ setA[i]
		any = any || e[i] != 0
	}
	if !any {
		return nil
	}
	for i := blo; i < bhi; i++ {
		for w := e[i]; w != 0; w &= w - 1 {
			for _, g := range r.FieldGroups(i<<6 + bits.TrailingZeros64(w)) {
				if g == o || !r.Groups[g].Complete || r.Groups[g].Kind != r.Groups[a].Kind {
					continue
				}
				if f := s.leftOne(b, g, v); f >= 0 {
					return s.intersectionMove(b, a, o, g, v, f)
				}
			}
		}
	}
	return nil
}

// leftOne returns the field left as v's only place in group g once the
// fields in s.elim lose v, or -1 when that leaves none or several, or g had
// only one before.
func (s *direct) leftOne(b *game.Board, g, v int) int {
	where, setG, e := b.Where(v), s.rules.GroupSet(g), s.elim
	lo, hi := s.rules.GroupSpan(g)
	before, after, last := 0, 0, -1
	for i := lo; i < hi; i++ {
		w := where[i] & setG[i]
		before += bits.OnesCount64(w)
		if rest := w &^ e[i]; rest != 0 {
			after += bits.OnesCount64(rest)
			last = i<<6 + bits.TrailingZeros64(rest)
		}
	}
	if before < 2 || after != 1 {
		return -1
	}
	return last
}

func (s *direct) intersectionMove(b *game.Board, a, o, g, v, f int) *game.Move {
	r := s.rules
	s.mb.start(game.Deduction)
	s.mb.place = append(s.mb.place, game.Candidate{Field: f, Value: v})
	alo, ahi := r.GroupSpan(a)
	for i := alo; i < ahi; i++ {
		for w := s.places[i]; w != 0; w &= w - 1 {
			s.mb.fields = append(s.mb.fields, i<<6+bits.TrailingZeros64(w))
		}
	}
	s.mb.groups = append(s.mb.groups, a, g)
	s.mb.cover = append(s.mb.cover, o)
	s.mb.m.Values = game.Bit(v)
	return s.mb.done()
}

// hidden looks for a hidden subset in complete group g whose fields, once
// they hold only its values, leave another value one place in g.
func (s *direct) hidden(b *game.Board, g int) *game.Move {
	fields := s.rules.Groups[g].Fields
	var found *game.Move
	s.search.eachHidden(b, g, func(where uint64, vals game.ValueSet) bool {
		for v, p := range s.search.places {
			if vals.Has(v) || bits.OnesCount64(p) < 2 || bits.OnesCount64(p&^where) != 1 {
				continue
			}
			s.mb.start(game.Deduction)
			for w := where; w != 0; w &= w - 1 {
				s.mb.fields = append(s.mb.fields, fields[bits.TrailingZeros64(w)])
			}
			s.mb.place = append(s.mb.place, game.Candidate{Field: fields[bits.TrailingZeros64(p&^where)], Value: v})
			s.mb.groups = append(s.mb.groups, g, g)
			s.mb.m.Values = vals
			found = s.mb.done()
			return true
		}
		return false
	})
	return found
}
