package strategy

import (
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// RemotePairs follows fields that all hold the same two values a and b,
// each seeing the next: two that see each other hold different ones, so
// along the chain they alternate. A field that sees two of them that
// alternate (an odd number of steps apart, three or more) sees an a and a
// b, and loses both. The chain is an XY-chain of one pair of values,
// which a person follows by colouring: placed beside the XY-wing (4.2)
// and XYZ-wing, at 4.5. Sudoku Explainer, whose scale this is, has no
// remote pairs: there they are XY-chains, rated by length. Evidence:
// Fields the chain's fields, breadth first from the first, then the two
// the eliminations see; Values a and b.
var RemotePairs = &Technique{
	Name:       "RemotePairs",
	Doc:        "fields that all hold the same two values, each seeing the next, alternate them: a field that sees two an odd number of steps apart loses both values (remote pairs; any groups)",
	Difficulty: 4.5,
	Unrated:    "on Sudoku Explainer's scale remote pairs are XY-chains, rated by length with the chains",
	New:        func(r *game.Rules) MoveStrategy { return &remotePairs{rules: r} },
	Explain: func(r *game.Rules, m *game.Move) string {
		n := len(m.Fields) - 2
		ends := m.Fields[n:]
		var names []string
		for _, v := range m.Values.Values() {
			names = append(names, r.Values.Name(v))
		}
		return fmt.Sprintf("remote pairs {%s}: %s alternate %s; %s see %s and %s, which hold different ones, and lose both",
			m.Values.Format(r.Values), fieldList(r, m.Fields[:n]), andList(names),
			fieldList(r, eliminatedFields(m)), r.FieldName(ends[0]), r.FieldName(ends[1]))
	},
}

// remotePairs groups the fields with two candidates by their pair, and
// colours each group's chains breadth first. It reads the board alone and
// keeps only whether it changed since the last search found nothing.
type remotePairs struct {
	_     game.CacheLinePad
	rules *game.Rules
	staleFlag
	pairs []game.ValueSet // scratch: the pairs of the fields with two candidates
	cells []int           // scratch: the fields holding the pair
	dist  []int           // scratch: per field of cells, its steps from the chain's first, -1 unseen
	queue []int           // scratch: indexes in cells
	mb    moveBuf
	_     game.CacheLinePad
}

// DoMove tries every pair held by four fields or more.
func (s *remotePairs) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	cands := b.AllCandidates()
	s.pairs = s.pairs[:0]
	for f, c := range cands {
		if b.Value(f) == game.Empty && c.Len() == 2 {
			s.pairs = append(s.pairs, c)
		}
	}
	slices.Sort(s.pairs)
	// Each pair once, when four fields or more hold it.
	n := 0
	for i := 0; i < len(s.pairs); {
		j := i
		for j < len(s.pairs) && s.pairs[j] == s.pairs[i] {
			j++
		}
		if j-i >= 4 {
			s.pairs[n] = s.pairs[i]
			n++
		}
		i = j
	}
	for _, p := range s.pairs[:n] {
		if m := s.pair(b, cands, p); m != nil {
			return m
		}
	}
	s.stale = false
	return nil
}

// pair colours the chains of the fields holding exactly pair p.
func (s *remotePairs) pair(b *game.Board, cands []game.ValueSet, p game.ValueSet) *game.Move {
	s.cells = s.cells[:0]
	for f, c := range cands {
		if b.Value(f) == game.Empty && c == p {
			s.cells = append(s.cells, f)
		}
	}
	s.dist = slices.Grow(s.dist[:0], len(s.cells))[:len(s.cells)]
	for i := range s.dist {
		s.dist[i] = -1
	}
	for start := range s.cells {
		if s.dist[start] >= 0 {
			continue
		}
		s.dist[start] = 0
		s.queue = append(s.queue[:0], start)
		for qi := 0; qi < len(s.queue); qi++ {
			i := s.queue[qi]
			for j, g := range s.cells {
				if !s.rules.Sees(s.cells[i], g) {
					continue
				}
				switch {
				case s.dist[j] < 0:
					s.dist[j] = s.dist[i] + 1
					s.queue = append(s.queue, j)
				case s.dist[j]%2 == s.dist[i]%2:
					return nil // an odd loop: the position has no solution
				}
			}
		}
		if len(s.queue) < 4 {
			continue
		}
		if m := s.chain(b, cands, p); m != nil {
			return m
		}
	}
	return nil
}

// chain returns the eliminations of the chain in s.queue: a field outside
// it holding a or b that sees two of its fields of different parity that
// do not see each other.
func (s *remotePairs) chain(b *game.Board, cands []game.ValueSet, p game.ValueSet) *game.Move {
	for f, c := range cands {
		if b.Value(f) != game.Empty || c&p == 0 || c == p && slices.Contains(s.cells, f) {
			continue
		}
		for x, i := range s.queue {
			if !s.rules.Sees(f, s.cells[i]) {
				continue
			}
			for _, j := range s.queue[x+1:] {
				if s.dist[i]%2 == s.dist[j]%2 || !s.rules.Sees(f, s.cells[j]) || s.rules.Sees(s.cells[i], s.cells[j]) {
					continue
				}
				return s.move(b, cands, p, s.cells[i], s.cells[j])
			}
		}
	}
	return nil
}

// move takes a and b out of every field that sees both ends e1 and e2.
func (s *remotePairs) move(b *game.Board, cands []game.ValueSet, p game.ValueSet, e1, e2 int) *game.Move {
	s.mb.start(game.Deduction)
	for f, c := range cands {
		if b.Value(f) != game.Empty || c&p == 0 || c == p && slices.Contains(s.cells, f) || !s.rules.Sees(f, e1) || !s.rules.Sees(f, e2) {
			continue
		}
		for vs := c & p; vs != 0; vs &= vs - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: vs.Lowest()})
		}
	}
	for _, i := range s.queue {
		s.mb.fields = append(s.mb.fields, s.cells[i])
	}
	s.mb.fields = append(s.mb.fields, e1, e2)
	s.mb.m.Values = p
	return s.mb.done()
}
