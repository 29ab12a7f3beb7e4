package strategy

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// The uniqueness techniques hold only for a puzzle with exactly one
// solution: they remove what would leave a pattern whose values could be
// swapped into a second solution. The engine runs them only when told to
// assume one solution (Options.AssumeUnique), never when counting.
var (
	UniqueRectangle = &Technique{
		Name:          "UniqueRectangle",
		Doc:           "assuming one solution: four fields that could swap two values in every group they share may not keep only those two (unique rectangle, types 1, 2 and 4)",
		Difficulty:    4.5,
		MaxDifficulty: 4.7,
		Unique:        true,
		New:           func(r *game.Rules) MoveStrategy { return newUniqueness(r, false) },
		Explain: func(r *game.Rules, m *game.Move) string {
			xy := m.Values
			switch rectangleType(m) {
			case 2:
				z := eliminatedValue(m)
				return fmt.Sprintf("unique rectangle type 2 %s {%s}: were neither %s nor %s %s, the four would hold only %s and could swap them; so one holds %s, which leaves %s",
					fieldList(r, m.Fields), xy.Format(r.Values), r.FieldName(m.Fields[2]), r.FieldName(m.Fields[3]), r.Values.Name(z),
					strings2(r, xy), r.Values.Name(z), fieldList(r, eliminatedFields(m)))
			case 4:
				w := eliminatedValue(m)
				u := (xy &^ game.Bit(w)).Lowest()
				return fmt.Sprintf("unique rectangle type 4 %s {%s}: %s can go only in %s and %s of %s, so one of them holds it; were the other %s, the four could swap %s; so %s leaves both",
					fieldList(r, m.Fields), xy.Format(r.Values), r.Values.Name(u), r.FieldName(m.Fields[2]), r.FieldName(m.Fields[3]),
					r.Groups[m.Groups[0]].Name, r.Values.Name(w), andList(strings.Fields(xy.Format(r.Values))), r.Values.Name(w))
			}
			d := m.Fields[3]
			return fmt.Sprintf("unique rectangle %s {%s}: were %s %s, the four could swap them and the puzzle would have a second solution; so they leave %s",
				fieldList(r, m.Fields), xy.Format(r.Values), r.FieldName(d), strings2(r, xy), r.FieldName(d))
		},
		Rate: func(r *game.Rules, m *game.Move) float64 {
			return map[int]float64{1: 4.5, 2: 4.6, 4: 4.7}[rectangleType(m)]
		},
	}
	BUGPlusOne = &Technique{
		Name:       "BUGPlusOne",
		Doc:        "assuming one solution: every free field but one has two candidates, each value twice in every group; the one field takes the value that breaks that pattern (BUG+1)",
		Difficulty: 5.6,
		Unique:     true,
		New:        func(r *game.Rules) MoveStrategy { return newUniqueness(r, true) },
		Explain: func(r *game.Rules, m *game.Move) string {
			c := m.Place[0]
			return fmt.Sprintf("BUG+1: every free field but %s has two candidates and each value twice in every group; were %s not %s, swapping every field's two values would give a second solution",
				r.FieldName(c.Field), r.FieldName(c.Field), r.Values.Name(c.Value))
		},
	}
)

// rectangleType tells a unique rectangle's type from its move: type 1
// eliminates from one of its fields, type 4 from two, type 2 from fields
// outside it. Values holds the rectangle's two values in every type.
func rectangleType(m *game.Move) int {
	inside := 0
	for _, f := range eliminatedFields(m) {
		for _, g := range m.Fields {
			if f == g {
				inside++
			}
		}
	}
	switch {
	case inside == 0:
		return 2
	case inside == 2:
		return 4
	}
	return 1
}

// strings2 writes a set of two values as "1 or 2".
func strings2(r *game.Rules, s game.Set) string {
	vals := s.Values()
	if len(vals) != 2 {
		return s.Format(r.Values)
	}
	return r.Values.Name(vals[0]) + " or " + r.Values.Name(vals[1])
}

// uniqueness looks for unique rectangles of type 1, or for BUG+1, reading
// the board alone; it keeps only whether it changed since the last search
// found nothing.
type uniqueness struct {
	_     game.CacheLinePad
	rules *game.Rules
	bug   bool
	staleFlag
	count  []int // scratch: per group, fields of the rectangle in it
	groups []int // scratch: groups touched
	two    []int // scratch: fields with two candidates
	mb     moveBuf
	_      game.CacheLinePad
}

func newUniqueness(r *game.Rules, bug bool) *uniqueness {
	return &uniqueness{rules: r, bug: bug, count: make([]int, len(r.Groups))}
}

// DoMove searches the board.
func (s *uniqueness) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	var m *game.Move
	if s.bug {
		m = s.bugPlusOne(b)
	} else if m = s.rectangle(b); m == nil {
		m = s.roofs(b)
	}
	if m == nil {
		s.stale = false
	}
	return m
}

// sees reports whether fields f and g share a group.
func (s *uniqueness) sees(f, g int) bool {
	for _, a := range s.rules.FieldGroups(f) {
		for _, c := range s.rules.FieldGroups(g) {
			if a == c {
				return true
			}
		}
	}
	return false
}

// deadly reports whether the values of a and d could swap with those of b
// and c in every group: each group holds none of the four fields or
// exactly one of the pairs a-b, c-d, a-c, b-d.
func (s *uniqueness) deadly(a, bf, c, d int) bool {
	s.groups = s.groups[:0]
	quad := [4]int{a, bf, c, d}
	for _, f := range quad {
		for _, g := range s.rules.FieldGroups(f) {
			if s.count[g] == 0 {
				s.groups = append(s.groups, g)
			}
			s.count[g]++
		}
	}
	ok := true
	for _, g := range s.groups {
		if s.count[g] != 2 {
			ok = false
		}
	}
	if ok {
		// A group with two of the four may not hold a and d, or b and c:
		// those would hold the same value.
		for _, g := range s.rules.FieldGroups(a) {
			if s.inGroup(g, d) {
				ok = false
			}
		}
		for _, g := range s.rules.FieldGroups(bf) {
			if s.inGroup(g, c) {
				ok = false
			}
		}
	}
	for _, g := range s.groups {
		s.count[g] = 0
	}
	return ok
}

func (s *uniqueness) inGroup(g, f int) bool {
	for _, h := range s.rules.FieldGroups(f) {
		if h == g {
			return true
		}
	}
	return false
}

// rectangle finds three fields with the same two candidates, a corner a
// that sees the two others, and a fourth field d with those two and more
// that sees both others, the four in a deadly pattern: d loses the two.
func (s *uniqueness) rectangle(b *game.Board) *game.Move {
	cands := b.AllCandidates()
	s.two = s.two[:0]
	for f, c := range cands {
		if b.Value(f) == game.Empty && c.Len() == 2 {
			s.two = append(s.two, f)
		}
	}
	for _, a := range s.two {
		xy := cands[a]
		for i, bf := range s.two {
			if bf == a || cands[bf] != xy || !s.sees(a, bf) {
				continue
			}
			for _, c := range s.two[i+1:] {
				if c == a || cands[c] != xy || !s.sees(a, c) || s.sees(bf, c) {
					continue
				}
				for _, d := range s.rules.Peers(bf) {
					if d == a || b.Value(d) != game.Empty || cands[d]&xy != xy || cands[d] == xy || !s.sees(d, c) {
						continue
					}
					if !s.deadly(a, bf, c, d) {
						continue
					}
					s.mb.start(game.Deduction)
					for e := xy; e != 0; e &= e - 1 {
						s.mb.elim = append(s.mb.elim, game.Candidate{Field: d, Value: e.Lowest()})
					}
					s.mb.fields = append(s.mb.fields, a, bf, c, d)
					s.mb.m.Values = xy
					return s.mb.done()
				}
			}
		}
	}
	return nil
}

// bugPlusOne finds the one free field with three candidates when every
// other free field has two and every group is complete, and the value that,
// taken out of it, would leave each value twice or not at all in every
// group: the field holds that value.
func (s *uniqueness) bugPlusOne(b *game.Board) *game.Move {
	cands := b.AllCandidates()
	three := -1
	for f, c := range cands {
		if b.Value(f) != game.Empty {
			continue
		}
		switch c.Len() {
		case 2:
		case 3:
			if three >= 0 {
				return nil
			}
			three = f
		default:
			return nil
		}
	}
	if three < 0 {
		return nil
	}
	for _, g := range s.rules.Groups {
		if !g.Complete {
			return nil
		}
	}
	for vs := cands[three]; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		if !s.grave(b, cands, three, cands[three]&^game.Bit(v)) {
			continue
		}
		s.mb.start(game.Deduction)
		s.mb.place = append(s.mb.place, game.Candidate{Field: three, Value: v})
		s.mb.fields = append(s.mb.fields, three)
		s.mb.m.Values = cands[three]
		return s.mb.done()
	}
	return nil
}

// grave reports whether, with field f's candidates taken as c, every value
// has two places or none among the free fields of every group.
func (s *uniqueness) grave(b *game.Board, cands []game.Set, f int, c game.Set) bool {
	for _, g := range s.rules.Groups {
		var once, twice, more game.Set
		for _, h := range g.Fields {
			if b.Value(h) != game.Empty {
				continue
			}
			x := cands[h]
			if h == f {
				x = c
			}
			more |= twice & x
			twice |= once & x
			once |= x
		}
		if more != 0 || once&^twice != 0 {
			return false
		}
	}
	return true
}

// roofs finds types 2 and 4: a floor of two fields a and bf that see each
// other and hold only x and y, and two roof fields c and d, which see a and
// bf and each other, hold x, y and more, the four in a deadly pattern.
// Type 2: both roofs have one more value z, which one of them must hold,
// so z leaves every field that sees both. Type 4: x has only the two roofs
// as places in a complete group, so one of them holds x, and y would make
// the pattern; y leaves both roofs.
func (s *uniqueness) roofs(b *game.Board) *game.Move {
	cands := b.AllCandidates()
	for i, a := range s.two {
		xy := cands[a]
		for _, bf := range s.two[i+1:] {
			if cands[bf] != xy || !s.sees(a, bf) {
				continue
			}
			for _, c := range s.rules.Peers(a) {
				if c == bf || b.Value(c) != game.Empty || cands[c]&xy != xy || cands[c] == xy {
					continue
				}
				for _, d := range s.rules.Peers(bf) {
					if d == a || d == c || b.Value(d) != game.Empty || cands[d]&xy != xy || cands[d] == xy || !s.sees(c, d) || s.sees(a, d) || s.sees(bf, c) {
						continue
					}
					if !s.deadly(a, bf, c, d) {
						continue
					}
					if m := s.typeTwo(b, cands, xy, a, bf, c, d); m != nil {
						return m
					}
					if m := s.typeFour(b, cands, xy, a, bf, c, d); m != nil {
						return m
					}
				}
			}
		}
	}
	return nil
}

func (s *uniqueness) typeTwo(b *game.Board, cands []game.Set, xy game.Set, a, bf, c, d int) *game.Move {
	z := cands[c] &^ xy
	if z.Len() != 1 || cands[d]&^xy != z {
		return nil
	}
	v := z.Lowest()
	s.mb.start(game.Deduction)
	for _, f := range s.rules.Peers(c) {
		if f != d && b.Value(f) == game.Empty && cands[f].Has(v) && s.sees(f, d) {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: v})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, a, bf, c, d)
	s.mb.m.Values = xy
	return s.mb.done()
}

func (s *uniqueness) typeFour(b *game.Board, cands []game.Set, xy game.Set, a, bf, c, d int) *game.Move {
	for us := xy; us != 0; us &= us - 1 {
		u := us.Lowest()
		w := (xy &^ game.Bit(u)).Lowest()
		for _, g := range s.rules.FieldGroups(c) {
			if !s.rules.Groups[g].Complete || !s.inGroup(g, d) || b.PlacesIn(g, u) != 2 {
				continue
			}
			s.mb.start(game.Deduction)
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: c, Value: w}, game.Candidate{Field: d, Value: w})
			s.mb.fields = append(s.mb.fields, a, bf, c, d)
			s.mb.groups = append(s.mb.groups, g)
			s.mb.m.Values = xy
			return s.mb.done()
		}
	}
	return nil
}
