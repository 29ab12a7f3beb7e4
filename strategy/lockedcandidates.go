package strategy

import (
	"fmt"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// LockedCandidates removes candidates by the intersection of two groups
// (pointing and claiming): when every field of a complete group A that may
// hold value v also lies in group B, v must go in A∩B, so no other field of
// B may hold it. A and B may be any groups of the spec: box and row, row
// and box, window and column, region and diagonal. One move removes every
// such candidate of B at once. Rated as Sudoku Explainer rates pointing
// (2.6, A box-shaped) and claiming (2.8, A a line).
var LockedCandidates = &Technique{
	Name:          "LockedCandidates",
	Doc:           "when a value's places in a complete group all lie in another group, the value leaves the rest of that group (pointing, claiming)",
	Difficulty:    2.6,
	MaxDifficulty: 2.8,
	New:           func(r *game.Rules) MoveStrategy { return newLockedCandidates(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		return fmt.Sprintf("%s in %s can only go where it meets %s", m.Values.Format(r.Values), r.Groups[m.Groups[0]].Name, r.Groups[m.Cover[0]].Name)
	},
	Rate: func(r *game.Rules, m *game.Move) float64 {
		if isLine(r.Groups[m.Groups[0]]) {
			return 2.8
		}
		return 2.6
	},
}

// lockedCandidates reads the places of each value from the board's index
// (the value's candidate fields intersected with a group's fields). Its own
// state is the set of complete groups whose fields lost candidates since it
// last looked (dirty groups), marked as cheaply as the hidden singles mark
// theirs. It examines a dirty group's values that have from two places to
// as many as the group shares with another group, found by one scan of the
// group's candidates.
type lockedCandidates struct {
	_           game.CacheLinePad // apart from other engines' state: see game.CacheLinePad
	dirtyGroups                   // in scope: complete groups sharing two or more fields with another
	limit       []int             // per group: most fields it shares with another group; 0 unless complete
	passes      [2]game.Bitset    // the groups in scope that are not lines, then lines
	neighbors   [][]int           // per group: the groups it shares two or more fields with
	places      game.Bitset       // scratch: the places of the value examined
	mb          moveBuf
	_           game.CacheLinePad
}

func newLockedCandidates(r *game.Rules) *lockedCandidates {
	s := &lockedCandidates{
		dirtyGroups: newDirtyGroups(r),
		places:      game.NewFieldSet(r),
	}
	s.neighbors, s.limit = groupNeighbors(r)
	s.passes = [2]game.Bitset{game.NewGroupSet(r), game.NewGroupSet(r)}
	for gi, g := range r.Groups {
		if s.limit[gi] >= 2 {
			s.scope.Add(gi)
			if isLine(g) {
				s.passes[1].Add(gi)
			} else {
				s.passes[0].Add(gi)
			}
		}
	}
	return s
}

// groupNeighbors returns, per complete group, the groups it shares two or
// more fields with, and the most fields it shares with one of them (0 for
// a group that is not complete).
func groupNeighbors(r *game.Rules) (neighbors [][]int, limit []int) {
	neighbors, limit = make([][]int, len(r.Groups)), make([]int, len(r.Groups))
	shared := make([]int, len(r.Groups))
	for gi, g := range r.Groups {
		if !g.Complete {
			continue
		}
		clear(shared)
		for _, f := range g.Fields {
			for _, o := range r.FieldGroups(f) {
				if o != gi {
					shared[o]++
				}
			}
		}
		for o, n := range shared {
			if n >= 2 {
				neighbors[gi] = append(neighbors[gi], o)
				limit[gi] = max(limit[gi], n)
			}
		}
	}
	return neighbors, limit
}

// DoMove examines the dirty groups, box-shaped ones before lines (pointing
// before claiming, as the ratings order them), and returns the first
// elimination it finds. A group stays dirty after a move, since it may
// hold more.
func (s *lockedCandidates) DoMove(b *game.Board) *game.Move {
	for _, pass := range s.passes {
		for i, w := range pass {
			for todo := s.dirty[i] & w; todo != 0; todo &= todo - 1 {
				a := i<<6 + bits.TrailingZeros64(todo)
				for few := s.few(b, a); few != 0; few &= few - 1 {
					if m := s.examine(b, a, few.Lowest()); m != nil {
						return m
					}
				}
				s.dirty[i] &^= todo & -todo
			}
		}
	}
	return nil
}

// few returns the values with from two places in group a to as many as a
// shares with another group (at most three are told apart; more are left
// to examine). A placed value has one place, its field.
func (s *lockedCandidates) few(b *game.Board, a int) game.ValueSet {
	var once, twice, thrice, more game.ValueSet
	for _, f := range s.rules.Groups[a].Fields {
		c := b.Candidates(f)
		more |= thrice & c
		thrice |= twice & c
		twice |= once & c
		once |= c
	}
	switch s.limit[a] {
	case 2:
		return twice &^ thrice
	case 3:
		return twice &^ more
	}
	return twice
}

// examine returns the elimination of v from a group B that holds all the
// places of v in complete group a, or nil.
func (s *lockedCandidates) examine(b *game.Board, a, v int) *game.Move {
	r := s.rules
	where, setA, p := b.Where(v), r.GroupSet(a), s.places
	lo, hi := r.GroupSpan(a)
	n := 0
	for i := lo; i < hi; i++ {
		p[i] = where[i] & setA[i]
		n += bits.OnesCount64(p[i])
	}
	if n < 2 || n > s.limit[a] {
		return nil // a hidden single, a contradiction, or too many places
	}
	for _, o := range s.neighbors[a] {
		setB := r.GroupSet(o)
		inside := true
		for i := lo; i < hi && inside; i++ {
			inside = p[i]&^setB[i] == 0
		}
		if !inside {
			continue
		}
		s.mb.start(game.Deduction)
		blo, bhi := r.GroupSpan(o)
		for i := blo; i < bhi; i++ {
			for e := where[i] & setB[i] &^ setA[i]; e != 0; e &= e - 1 {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: i<<6 + bits.TrailingZeros64(e), Value: v})
			}
		}
		if len(s.mb.elim) == 0 {
			continue
		}
		s.mb.fields = p[lo:hi].Members(s.mb.fields)
		for i := range s.mb.fields {
			s.mb.fields[i] += lo << 6
		}
		s.mb.groups = append(s.mb.groups, a)
		s.mb.cover = append(s.mb.cover, o)
		s.mb.m.Values = game.Bit(v)
		return s.mb.done()
	}
	return nil
}
