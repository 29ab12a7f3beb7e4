package strategy

import (
	"fmt"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// The basic fish of two to four base sets, rated as Sudoku Explainer rates
// them.
var (
	XWing     = fishTechnique("XWing", "X-wing", 2, 3.2)
	Swordfish = fishTechnique("Swordfish", "swordfish", 3, 3.8)
	Jellyfish = fishTechnique("Jellyfish", "jellyfish", 4, 5.2)
)

// fishTechnique describes the fish of n base sets: when a value's places
// in n complete groups that share no field (the base sets) all lie in n
// groups (the cover sets), each base holds the value once and each cover
// at most once, so each cover holds it at one of those places and nowhere
// else. Base and cover sets are any groups of the spec: rows and columns,
// boxes, windows, diagonals, jigsaw regions.
func fishTechnique(name, word string, n int, rating float64) *Technique {
	return &Technique{
		Name:       name,
		Doc:        fmt.Sprintf("a value whose places in %d complete groups sharing no field lie in %d other groups leaves the rest of those groups (%s; any groups)", n, n, word),
		Difficulty: rating,
		New:        func(r *game.Rules) MoveStrategy { return newFish(r, n) },
		Explain: func(r *game.Rules, m *game.Move) string {
			return fmt.Sprintf("%s on %s in %s, covered by %s: %s leaves %s", word, m.Values.Format(r.Values),
				groupList(r, m.Groups), groupList(r, m.Cover), m.Values.Format(r.Values), fieldList(r, eliminatedFields(m)))
		},
	}
}

// groupList names groups as "row 2, row 7".
func groupList(r *game.Rules, groups []int) string {
	out := ""
	for i, g := range groups {
		if i > 0 {
			out += ", "
		}
		out += r.Groups[g].Name
	}
	return out
}

// fish looks for fish of n base sets, value by value. Its pending work is
// the set of values whose candidate fields changed since it last looked.
// For a value it lists the complete groups with two to n places, chooses n
// of them that share no field (their places are P), then up to n cover
// groups that together hold P, and returns the first choice that
// eliminates something.
type fish struct {
	_      game.CacheLinePad
	rules  *game.Rules
	n      int
	dirty  game.ValueSet
	bases  []int          // scratch: the value's candidate base sets
	chosen [4]int         // the base sets chosen, as groups
	fields [5]game.Bitset // per depth: the fields of the base sets chosen so far
	places [5]game.Bitset // per depth: the value's places in them
	cover  [4]int         // the cover sets chosen, as groups
	left   [5]game.Bitset // scratch of coverable: per depth, the places no probe covers
	union  game.Bitset    // scratch: the fields of the cover sets
	mb     moveBuf
	_      game.CacheLinePad
}

func newFish(r *game.Rules, n int) *fish {
	s := &fish{rules: r, n: n, union: game.NewFieldSet(r)}
	for i := range s.fields {
		s.fields[i], s.places[i], s.left[i] = game.NewFieldSet(r), game.NewFieldSet(r), game.NewFieldSet(r)
	}
	return s
}

// Reset marks every value dirty.
func (s *fish) Reset(*game.Board) { s.dirty = s.rules.Values.All() }

// Rewind drops the dirty values: at a stalled position there are none.
func (s *fish) Rewind(*game.Board) { s.dirty = 0 }

// NotifyMove marks dirty every value the move took from a field.
func (s *fish) NotifyMove(b *game.Board, _ *game.Move) {
	for _, c := range b.Changes() {
		s.dirty |= c.Removed
	}
}

// DoMove examines the dirty values; a value stays dirty after a move, since
// it may swim in another fish.
func (s *fish) DoMove(b *game.Board) *game.Move {
	for todo := s.dirty; todo != 0; todo &= todo - 1 {
		v := todo.Lowest()
		if m := s.examine(b, v); m != nil {
			return m
		}
		s.dirty &^= game.Bit(v)
	}
	return nil
}

func (s *fish) examine(b *game.Board, v int) *game.Move {
	s.bases = s.bases[:0]
	for g, grp := range s.rules.Groups {
		if !grp.Complete || b.Placed(g).Has(v) {
			continue
		}
		if n := b.PlacesIn(g, v); n >= 2 && n <= s.n {
			s.bases = append(s.bases, g)
		}
	}
	if len(s.bases) < s.n {
		return nil
	}
	s.fields[0].Clear()
	s.places[0].Clear()
	return s.chooseBase(b, v, 0, 0)
}

// chooseBase picks base set number depth among bases[from:], sharing no
// field with those chosen, and goes on to the covers once n are chosen.
func (s *fish) chooseBase(b *game.Board, v, depth, from int) *game.Move {
	if depth == s.n {
		return s.chooseCovers(b, v, 0)
	}
	where := b.Where(v)
	for i := from; i <= len(s.bases)-(s.n-depth); i++ {
		g := s.bases[i]
		set := s.rules.GroupSet(g)
		if !disjoint(set, s.fields[depth]) {
			continue
		}
		s.chosen[depth] = g
		next, nextPlaces := s.fields[depth+1], s.places[depth+1]
		for w := range next {
			next[w] = s.fields[depth][w] | set[w]
			nextPlaces[w] = s.places[depth][w] | set[w]&where[w]
		}
		// More base sets only add places: if n groups cannot hold these,
		// no choice of the rest can make a fish.
		s.left[0].Copy(nextPlaces)
		if !s.coverable(depth+1, 0) {
			continue
		}
		if m := s.chooseBase(b, v, depth+1, i+1); m != nil {
			return m
		}
	}
	return nil
}

func disjoint(a, b game.Bitset) bool {
	for i, w := range a {
		if w&b[i] != 0 {
			return false
		}
	}
	return true
}

// chooseCovers picks the cover sets: the first place of P that the covers
// chosen so far leave out must lie in the next one, so only its groups are
// tried. That bounds the search by the number of groups per field to the
// power n, whatever the number of groups.
func (s *fish) chooseCovers(b *game.Board, v, depth int) *game.Move {
	p, u := s.places[s.n], s.union
	u.Clear()
	for _, g := range s.cover[:depth] {
		u.Or(s.rules.GroupSet(g))
	}
	f := -1
	for i, w := range p {
		if left := w &^ u[i]; left != 0 {
			f = i<<6 + bits.TrailingZeros64(left)
			break
		}
	}
	if f < 0 {
		return s.eliminate(b, v, depth)
	}
	if depth == s.n {
		return nil
	}
	for _, g := range s.rules.FieldGroups(f) {
		if s.isBase(g) {
			continue
		}
		s.cover[depth] = g
		if m := s.chooseCovers(b, v, depth+1); m != nil {
			return m
		}
	}
	return nil
}

// coverable reports whether at most n-used groups other than the first
// bases chosen base sets hold every field of s.left[used], the places the
// groups tried so far leave, by the same search as chooseCovers.
func (s *fish) coverable(bases, used int) bool {
	left := s.left[used]
	f := -1
	for i, w := range left {
		if w != 0 {
			f = i<<6 + bits.TrailingZeros64(w)
			break
		}
	}
	if f < 0 {
		return true
	}
	if used == s.n {
		return false
	}
	next := s.left[used+1]
	for _, g := range s.rules.FieldGroups(f) {
		if s.isBaseOf(g, bases) {
			continue
		}
		set := s.rules.GroupSet(g)
		for i, w := range left {
			next[i] = w &^ set[i]
		}
		if s.coverable(bases, used+1) {
			return true
		}
	}
	return false
}

func (s *fish) isBase(g int) bool { return s.isBaseOf(g, s.n) }

// isBaseOf reports whether g is one of the first k base sets chosen.
func (s *fish) isBaseOf(g, k int) bool {
	for _, c := range s.chosen[:k] {
		if c == g {
			return true
		}
	}
	return false
}

// eliminate returns the move of the fish with the k cover sets chosen,
// which cover P (s.union holds their fields), or nil when they leave
// nothing to eliminate. Fewer than n covers would mean the board has no
// solution; the eliminations then still follow.
func (s *fish) eliminate(b *game.Board, v, k int) *game.Move {
	u, p := s.union, s.places[s.n]
	where := b.Where(v)
	s.mb.start(game.Deduction)
	for i, w := range u {
		for e := w & where[i] &^ p[i]; e != 0; e &= e - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: i<<6 + bits.TrailingZeros64(e), Value: v})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = p.Members(s.mb.fields)
	s.mb.groups = append(s.mb.groups, s.chosen[:s.n]...)
	s.mb.cover = append(s.mb.cover, s.cover[:k]...)
	s.mb.m.Values = game.Bit(v)
	return s.mb.done()
}
