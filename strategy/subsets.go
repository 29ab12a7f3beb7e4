package strategy

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The subsets of two to four fields or values, rated as Sudoku Explainer
// rates them.
var (
	NakedPair   = nakedSubsetTechnique("NakedPair", "pair", 2, 3.0)
	NakedTriple = nakedSubsetTechnique("NakedTriple", "triple", 3, 3.6)
	NakedQuad   = nakedSubsetTechnique("NakedQuad", "quad", 4, 5.0)

	HiddenPair   = hiddenSubsetTechnique("HiddenPair", "pair", 2, 3.4)
	HiddenTriple = hiddenSubsetTechnique("HiddenTriple", "triple", 3, 4.0)
	HiddenQuad   = hiddenSubsetTechnique("HiddenQuad", "quad", 4, 5.4)
)

// nakedSubsetTechnique describes the naked subsets of k fields: k free
// fields of a group whose candidates together are k values must hold those
// k values, so no other field of the group may. This holds in any group,
// complete or not.
func nakedSubsetTechnique(name, word string, k int, rating float64) *Technique {
	return &Technique{
		Name:       name,
		Doc:        fmt.Sprintf("%d fields of a group with only the same %d values between them keep those values: the values leave the group's other fields (naked %s; any group)", k, k, word),
		Difficulty: rating,
		New:        func(r *game.Rules) MoveStrategy { return newSubsets(r, k, false) },
		Explain: func(r *game.Rules, m *game.Move) string {
			return fmt.Sprintf("naked %s %s {%s} in %s: %s leave %s", word, fieldList(r, m.Fields), m.Values.Format(r.Values),
				r.Groups[m.Groups[0]].Name, andList(strings.Fields(m.Values.Format(r.Values))), fieldList(r, eliminatedFields(m)))
		},
	}
}

// hiddenSubsetTechnique describes the hidden subsets of k values: k values
// whose places in a complete group are k fields between them must fill
// those fields, so the fields hold no other value.
func hiddenSubsetTechnique(name, word string, k int, rating float64) *Technique {
	return &Technique{
		Name:       name,
		Doc:        fmt.Sprintf("%d values with only the same %d places in a complete group fill them: other values leave those fields (hidden %s)", k, k, word),
		Difficulty: rating,
		New:        func(r *game.Rules) MoveStrategy { return newSubsets(r, k, true) },
		Explain: func(r *game.Rules, m *game.Move) string {
			return fmt.Sprintf("hidden %s {%s} in %s at %s: other values leave them", word, m.Values.Format(r.Values),
				r.Groups[m.Groups[0]].Name, fieldList(r, m.Fields))
		},
	}
}

// subsets finds naked (or hidden) subsets of k fields (values) in the
// groups whose fields lost candidates since it last looked. It enumerates
// only the free fields with two to k candidates (the values with two to k
// places), so a group costs little once few of them are left.
type subsets struct {
	_ game.CacheLinePad
	dirtyGroups
	k      int
	hidden bool
	idx    []int    // scratch: the fields (values) that may take part
	places []uint64 // scratch, per value: its places in the group, by position
	pick   [4]int   // scratch: the combination tried, as positions in idx
	mb     moveBuf
	_      game.CacheLinePad
}

func newSubsets(r *game.Rules, k int, hidden bool) *subsets {
	s := &subsets{dirtyGroups: newDirtyGroups(r), k: k, hidden: hidden, places: make([]uint64, r.NumValues())}
	for gi, g := range r.Groups {
		if len(g.Fields) > k && (g.Complete || !hidden) {
			s.scope.Add(gi)
		}
	}
	return s
}

// DoMove returns the first subset that eliminates something in a dirty
// group. A group stays dirty after a move, since it may hold more.
func (s *subsets) DoMove(b *game.Board) *game.Move {
	for i := range s.dirty {
		for s.dirty[i] &= s.scope[i]; s.dirty[i] != 0; s.dirty[i] &= s.dirty[i] - 1 {
			g := i<<6 + bits.TrailingZeros64(s.dirty[i])
			var m *game.Move
			if s.hidden {
				m = s.hiddenIn(b, g)
			} else {
				m = s.nakedIn(b, g)
			}
			if m != nil {
				return m
			}
		}
	}
	return nil
}

// combinations calls try with every choice of k positions of idx, in
// order, until try returns true; it reports whether one did.
func (s *subsets) combinations(try func(pick []int) bool) bool {
	k, n := s.k, len(s.idx)
	if n < k {
		return false
	}
	pick := s.pick[:k]
	for i := range pick {
		pick[i] = i
	}
	for {
		if try(pick) {
			return true
		}
		i := k - 1
		for i >= 0 && pick[i] == n-k+i {
			i--
		}
		if i < 0 {
			return false
		}
		pick[i]++
		for j := i + 1; j < k; j++ {
			pick[j] = pick[j-1] + 1
		}
	}
}

// nakedIn looks for k free fields of group g with k candidates between
// them, and the other free fields of g that hold any of those.
func (s *subsets) nakedIn(b *game.Board, g int) *game.Move {
	cands := b.AllCandidates()
	fields := s.rules.Groups[g].Fields
	s.idx = s.idx[:0]
	var inGroup game.Set // candidates of the group's free fields
	for _, f := range fields {
		if b.Value(f) != game.Empty {
			continue
		}
		inGroup |= cands[f]
		if n := cands[f].Len(); n >= 2 && n <= s.k {
			s.idx = append(s.idx, f)
		}
	}
	if b.FreeIn(g) <= s.k {
		return nil // a subset of every free field eliminates nothing
	}
	var found *game.Move
	s.combinations(func(pick []int) bool {
		var union game.Set
		for _, p := range pick {
			union |= cands[s.idx[p]]
		}
		if union.Len() != s.k {
			return false
		}
		s.mb.start(game.Deduction)
		for _, f := range fields {
			if b.Value(f) != game.Empty || s.picked(pick, f) {
				continue
			}
			for c := cands[f] & union; c != 0; c &= c - 1 {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: c.Lowest()})
			}
		}
		if len(s.mb.elim) == 0 {
			return false
		}
		for _, p := range pick {
			s.mb.fields = append(s.mb.fields, s.idx[p])
		}
		s.mb.groups = append(s.mb.groups, g)
		s.mb.m.Values = union
		found = s.mb.done()
		return true
	})
	return found
}

func (s *subsets) picked(pick []int, f int) bool {
	for _, p := range pick {
		if s.idx[p] == f {
			return true
		}
	}
	return false
}

// hiddenIn looks for k values of complete group g whose places in g are k
// fields between them, and the other candidates of those fields.
func (s *subsets) hiddenIn(b *game.Board, g int) *game.Move {
	fields := s.rules.Groups[g].Fields
	var found *game.Move
	s.eachHidden(b, g, func(where uint64, vals game.Set) bool {
		s.mb.hiddenSubset(b, fields, where, vals)
		if len(s.mb.elim) == 0 {
			return false
		}
		s.mb.groups = append(s.mb.groups, g)
		s.mb.m.Values = vals
		found = s.mb.done()
		return true
	})
	return found
}

// hiddenSubset starts a deduction that removes from the fields at
// positions where of fields every candidate but vals; the fields are its
// evidence.
func (mb *moveBuf) hiddenSubset(b *game.Board, fields []int, where uint64, vals game.Set) {
	mb.start(game.Deduction)
	for w := where; w != 0; w &= w - 1 {
		f := fields[bits.TrailingZeros64(w)]
		mb.fields = append(mb.fields, f)
		for c := b.Candidates(f) &^ vals; c != 0; c &= c - 1 {
			mb.elim = append(mb.elim, game.Candidate{Field: f, Value: c.Lowest()})
		}
	}
}

// eachHidden calls yield with every hidden subset of k values in complete
// group g (their places, as positions in the group, and the values), until
// yield returns true; it reports whether one did. It leaves s.places
// holding every value's places in g.
func (s *subsets) eachHidden(b *game.Board, g int, yield func(where uint64, vals game.Set) bool) bool {
	cands := b.AllCandidates()
	fields := s.rules.Groups[g].Fields
	if b.FreeIn(g) <= s.k {
		return false
	}
	clear(s.places)
	for i, f := range fields {
		if b.Value(f) != game.Empty {
			continue
		}
		for c := cands[f]; c != 0; c &= c - 1 {
			s.places[c.Lowest()] |= 1 << uint(i)
		}
	}
	s.idx = s.idx[:0]
	for v, p := range s.places {
		if n := bits.OnesCount64(p); n >= 2 && n <= s.k {
			s.idx = append(s.idx, v)
		}
	}
	return s.combinations(func(pick []int) bool {
		var where uint64
		var vals game.Set
		for _, p := range pick {
			where |= s.places[s.idx[p]]
			vals |= game.Bit(s.idx[p])
		}
		return bits.OnesCount64(where) == s.k && yield(where, vals)
	})
}

// fieldList names fields as "r1c2, r3c4".
func fieldList(r *game.Rules, fields []int) string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = r.FieldName(f)
	}
	return strings.Join(names, ", ")
}

// andList joins words as "a", "a and b", "a, b and c".
func andList(words []string) string {
	if len(words) <= 1 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// eliminatedFields returns the fields a move eliminates from, each once, in
// the order they first appear.
func eliminatedFields(m *game.Move) []int {
	var out []int
	for _, c := range m.Eliminate {
		seen := false
		for _, f := range out {
			seen = seen || f == c.Field
		}
		if !seen {
			out = append(out, c.Field)
		}
	}
	return out
}
