package strategy

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// AlignedPairExclusion reads two fields (the base) together: of the
// pairs of values they may hold, one that repeats a value in fields that
// share a group cannot be, and neither can one that leaves no value to a
// field of two candidates that sees both of them (an excluder: it would
// hold one of the two values, which both base fields then hold). A value
// of a base field that no pair left holds leaves it. As Sudoku Explainer
// reads it (its "aligned pair exclusion", 6.2): the base fields need not
// share a group, the excluders have two candidates, and at least two of
// them see both base fields. Over any groups.
var AlignedPairExclusion = &Technique{
	Name:       "AlignedPairExclusion",
	Doc:        "two fields' pairs of values that repeat in a group, or that leave a field of two candidates seeing both with none, cannot be: a value of theirs in no pair left leaves its field (any groups)",
	Difficulty: 6.2,
	New:        func(r *game.Rules) MoveStrategy { return newAlignedExclusion(r, 2) },
	Explain:    explainAlignedExclusion("aligned pair exclusion", 2),
}

// AlignedTripleExclusion is AlignedPairExclusion for three base fields,
// whose excluders have two or three candidates: Sudoku Explainer's
// "aligned triplet exclusion", 7.5. As there, the third base field has
// two or three values and sees one of the other two.
var AlignedTripleExclusion = &Technique{
	Name:       "AlignedTripleExclusion",
	Doc:        "three fields' combinations of values that repeat in a group, or that leave a field of two or three candidates seeing all three with none, cannot be: a value of theirs in no combination left leaves its field (any groups)",
	Difficulty: 7.5,
	New:        func(r *game.Rules) MoveStrategy { return newAlignedExclusion(r, 3) },
	Explain:    explainAlignedExclusion("aligned triple exclusion", 3),
}

// minExcluders is how many excluders the base fields must share, as
// Sudoku Explainer asks.
const minExcluders = 2

// alignedExclusion looks for aligned exclusions of degree base fields on
// the whole board; it keeps only whether the board changed since it last
// found nothing. A move's evidence is its base fields then its excluders
// (Fields), each field's candidates in the same order (Sets), and their
// values.
type alignedExclusion struct {
	_      game.CacheLinePad
	rules  *game.Rules
	degree int
	staleFlag
	small     game.Bitset      // scratch: free fields of 2 to degree candidates
	bases     []int            // scratch: free fields with an excluder
	excl      []game.Bitset    // per base: its excluders
	common    game.Bitset      // scratch: the excluders every base field shares
	commonTwo game.Bitset      // scratch: the excluders the first two base fields share
	members   []int            // scratch: the fields of common
	base      [3]int           // the base fields being tried, degree of them
	relevant  []game.ValueSet  // scratch: the values of the excluders that may be left with none
	cands     []game.ValueSet  // the board's candidates, while trying a base
	pick      [3]int           // the values walk picked
	allowed   [3]game.ValueSet // per base field: the values some combination left holds
	mb        moveBuf
	sets      []game.ValueSet
	_         game.CacheLinePad
}

func newAlignedExclusion(r *game.Rules, degree int) *alignedExclusion {
	s := &alignedExclusion{rules: r, degree: degree, small: game.NewFieldSet(r), common: game.NewFieldSet(r), commonTwo: game.NewFieldSet(r)}
	return s
}

// DoMove returns the first aligned exclusion that takes out a value.
func (s *alignedExclusion) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	r := s.rules
	cands := b.AllCandidates()
	s.small.Clear()
	for f, c := range cands {
		if b.Value(f) == game.Empty && c.Len() >= 2 && c.Len() <= s.degree {
			s.small.Add(f)
		}
	}
	s.bases = s.bases[:0]
	n := 0
	for f, c := range cands {
		if b.Value(f) != game.Empty || c.Len() < 2 {
			continue
		}
		if n == len(s.excl) {
			s.excl = append(s.excl, game.NewFieldSet(r))
		}
		e := s.excl[n]
		e.And(r.PeerSet(f), s.small)
		if e.Empty() {
			continue
		}
		s.bases = append(s.bases, f)
		n++
	}
	var m *game.Move
	if s.degree == 2 {
		m = s.pairs(cands)
	} else {
		m = s.triples(cands)
	}
	if m == nil {
		s.stale = false
	}
	return m
}

func (s *alignedExclusion) pairs(cands []game.ValueSet) *game.Move {
	for i := range s.bases {
		for j := i + 1; j < len(s.bases); j++ {
			s.common.And(s.excl[i], s.excl[j])
			if s.common.Len() < minExcluders {
				continue
			}
			s.base = [3]int{s.bases[i], s.bases[j]}
			if m := s.try(cands); m != nil {
				return m
			}
		}
	}
	return nil
}

func (s *alignedExclusion) triples(cands []game.ValueSet) *game.Move {
	for i := range s.bases {
		for j := i + 1; j < len(s.bases); j++ {
			s.commonTwo.And(s.excl[i], s.excl[j])
			if s.commonTwo.Len() < minExcluders {
				continue
			}
			// As Sudoku Explainer picks them, the third field has two or
			// three values and sees one of the first two.
			bi, bj := s.bases[i], s.bases[j]
			for k := j + 1; k < len(s.bases); k++ {
				bk := s.bases[k]
				if !s.small.Has(bk) || !s.rules.PeerSet(bi).Has(bk) && !s.rules.PeerSet(bj).Has(bk) {
					continue
				}
				s.common.And(s.commonTwo, s.excl[k])
				if s.common.Len() < minExcluders {
					continue
				}
				s.base = [3]int{bi, bj, bk}
				if m := s.try(cands); m != nil {
					return m
				}
			}
		}
	}
	return nil
}

// try weighs every combination of values of the base fields (s.base)
// against their groups and their common excluders (s.common), and
// returns the move that takes out the values no combination left holds,
// or nil.
func (s *alignedExclusion) try(cands []game.ValueSet) *game.Move {
	base := s.base[:s.degree]
	s.members = s.common.Members(s.members[:0])
	var union game.ValueSet
	for i, f := range base {
		s.allowed[i] = 0
		union |= cands[f]
	}
	// Only an excluder whose values the base fields can all take may be
	// left with none; without one, every value of a base field goes with
	// some value of the others (each has two or more).
	s.relevant = s.relevant[:0]
	for _, x := range s.members {
		if cands[x]&^union == 0 {
			s.relevant = append(s.relevant, cands[x])
		}
	}
	if len(s.relevant) == 0 {
		return nil
	}
	s.cands = cands
	if s.walk(0, 0) {
		return nil // every value of every base field is in a combination left
	}
	gone := false
	for i, f := range base {
		if cands[f]&^s.allowed[i] != 0 {
			gone = true
		}
	}
	if !gone {
		return nil
	}
	s.mb.start(game.Deduction)
	s.sets = s.sets[:0]
	var vals game.ValueSet
	for i, f := range base {
		for c := cands[f] &^ s.allowed[i]; c != 0; c &= c - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: bits.TrailingZeros64(uint64(c))})
		}
		s.mb.fields = append(s.mb.fields, f)
		s.sets = append(s.sets, cands[f])
		vals |= cands[f]
	}
	for _, x := range s.members {
		s.mb.fields = append(s.mb.fields, x)
		s.sets = append(s.sets, cands[x])
	}
	m := s.mb.done()
	m.Sets = s.sets
	m.Values = vals
	return m
}

// walk picks a value for base field i on, the values of those before it
// in s.pick (used, as a set), and marks in s.allowed the values of every
// combination that repeats none in a group and leaves every relevant
// excluder a value. It reports true as soon as every value of every base
// field is allowed: nothing can be taken out.
func (s *alignedExclusion) walk(i int, used game.ValueSet) bool {
	base := s.base[:s.degree]
	if i == len(base) {
		for _, c := range s.relevant {
			if c&^used == 0 {
				return false // that excluder would be left without a value
			}
		}
		full := true
		for k, f := range base {
			s.allowed[k] |= game.Bit(s.pick[k])
			full = full && s.allowed[k] == s.cands[f]
		}
		return full
	}
	peers := s.rules.PeerSet(base[i])
	for c := s.cands[base[i]]; c != 0; c &= c - 1 {
		v := bits.TrailingZeros64(uint64(c))
		clash := false
		for k := range i {
			if s.pick[k] == v && peers.Has(base[k]) {
				clash = true
				break
			}
		}
		if clash {
			continue
		}
		s.pick[i] = v
		if s.walk(i+1, used|game.Bit(v)) {
			return true
		}
	}
	return false
}

// explainAlignedExclusion explains an aligned exclusion of degree base
// fields: the first Fields of the move, the rest its excluders, each
// with its candidates in Sets.
func explainAlignedExclusion(name string, degree int) func(r *game.Rules, m *game.Move) string {
	return func(r *game.Rules, m *game.Move) string {
		if len(m.Fields) < degree || len(m.Sets) != len(m.Fields) {
			return name
		}
		named := func(i int) string {
			return fmt.Sprintf("%s {%s}", r.FieldName(m.Fields[i]), m.Sets[i].Format(r.Values))
		}
		var base, excl, gone []string
		for i := range m.Fields {
			if i < degree {
				base = append(base, named(i))
			} else {
				excl = append(excl, named(i))
			}
		}
		for _, c := range m.Eliminate {
			gone = append(gone, fmt.Sprintf("%s in %s", r.Values.Name(c.Value), r.FieldName(c.Field)))
		}
		leave := "it leaves"
		if len(gone) > 1 {
			leave = "they leave"
		}
		return fmt.Sprintf("%s of %s: a combination of their values cannot repeat one in a group, nor take every value of %s (each sees them all); none left puts %s, so %s",
			name, strings.Join(base, " and "), strings.Join(excl, " or "), strings.Join(gone, ", "), leave)
	}
}
