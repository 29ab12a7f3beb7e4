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
	search subsetSearch
	hidden bool
	mb     moveBuf
	_      game.CacheLinePad
}

func newSubsets(r *game.Rules, k int, hidden bool) *subsets {
	s := &subsets{dirtyGroups: newDirtyGroups(r), search: newSubsetSearch(r, k), hidden: hidden}
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

// nakedIn looks for k free fields of group g with k candidates between
// them, and the other free fields of g that hold any of those.
func (s *subsets) nakedIn(b *game.Board, g int) *game.Move {
	cands := b.AllCandidates()
	fields := s.rules.Groups[g].Fields
	s.search.idx = s.search.idx[:0]
	var inGroup game.ValueSet // candidates of the group's free fields
	for _, f := range fields {
		if b.Value(f) != game.Empty {
			continue
		}
		inGroup |= cands[f]
		if n := cands[f].Len(); n >= 2 && n <= s.search.k {
			s.search.idx = append(s.search.idx, f)
		}
	}
	if b.FreeIn(g) <= s.search.k {
		return nil // a subset of every free field eliminates nothing
	}
	var found *game.Move
	s.search.combinations(func(pick []int) bool {
		var union game.ValueSet
		for _, p := range pick {
			union |= cands[s.search.idx[p]]
		}
		if union.Len() != s.search.k {
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
			s.mb.fields = append(s.mb.fields, s.search.idx[p])
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
		if s.search.idx[p] == f {
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
	s.search.eachHidden(b, g, func(where uint64, vals game.ValueSet) bool {
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
func (mb *moveBuf) hiddenSubset(b *game.Board, fields []int, where uint64, vals game.ValueSet) {
	mb.start(game.Deduction)
	for w := where; w != 0; w &= w - 1 {
		f := fields[bits.TrailingZeros64(w)]
		mb.fields = append(mb.fields, f)
		for c := b.Candidates(f) &^ vals; c != 0; c &= c - 1 {
			mb.elim = append(mb.elim, game.Candidate{Field: f, Value: c.Lowest()})
		}
	}
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
