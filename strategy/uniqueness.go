package strategy

import (
	"fmt"
	"slices"
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
		Doc:           "assuming one solution: four fields that could swap two values in every group they share may not keep only those two (unique rectangle, types 1 to 4)",
		Difficulty:    4.5,
		MaxDifficulty: 4.8,
		AssumesUnique: true,
		SoundFor:      []*game.RuleKind{game.AllDifferent},
		New:           func(r *game.Rules) MoveStrategy { return newUniqueness(r, 0) },
		Explain: func(r *game.Rules, m *game.Move) string {
			xy := m.Values
			switch rectangleType(m) {
			case 3:
				return explainTypeThree(r, m)
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
			if rectangleType(m) == 3 {
				return typeThreeRating[subsetSize(m)]
			}
			return map[int]float64{1: 4.5, 2: 4.6, 4: 4.7}[rectangleType(m)]
		},
	}
	BUGPlusOne = &Technique{
		Name:          "BUGPlusOne",
		Doc:           "assuming one solution: every free field but one would have two candidates, each value twice in every group, without the field's extra values; it holds one of them (BUG+1; placed when it has one)",
		Difficulty:    5.6,
		AssumesUnique: true,
		SoundFor:      []*game.RuleKind{game.AllDifferent},
		New:           func(r *game.Rules) MoveStrategy { return newUniqueness(r, 1) },
		Explain: func(r *game.Rules, m *game.Move) string {
			f := m.Fields[0]
			text := fmt.Sprintf("BUG+1: without %s in %s, every free field has two candidates and each value twice in every group, which would give a second solution (every field's two values swapped); so %s holds ",
				m.Values.Format(r.Values), r.FieldName(f), r.FieldName(f))
			if len(m.Place) > 0 {
				return text + r.Values.Name(m.Place[0].Value)
			}
			return text + "one of " + m.Values.Format(r.Values) + ", and its other values leave it"
		},
	}
	BUGPlusN = &Technique{
		Name:          "BUGPlusN",
		Doc:           "assuming one solution: every free field would have two candidates, each value twice in every group, without one value x in a few fields; one of them holds x, so x leaves every field that sees them all (BUG+n, type 2)",
		Difficulty:    5.7,
		AssumesUnique: true,
		SoundFor:      []*game.RuleKind{game.AllDifferent},
		New:           func(r *game.Rules) MoveStrategy { return newUniqueness(r, 2) },
		Explain: func(r *game.Rules, m *game.Move) string {
			x := m.Values.Format(r.Values)
			var fs []int
			for _, c := range m.Eliminate {
				fs = append(fs, c.Field)
			}
			return fmt.Sprintf("BUG+%d: without %s in %s, every free field has two candidates and each value twice in every group, which would give a second solution; so one of them holds %s, and it leaves %s",
				len(m.Fields), x, fieldList(r, m.Fields), x, fieldList(r, fs))
		},
	}
)

// rectangleType tells a unique rectangle's type from its move: type 3
// names the fields of its naked subset after the rectangle's four; of the
// others, type 1 eliminates from one of its fields, type 4 from two, type
// 2 from fields outside it. Values holds the rectangle's two values in
// types 1, 2 and 4, the naked subset's values in type 3.
func rectangleType(m *game.Move) int {
	if len(m.Fields) > 4 {
		return 3
	}
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
func strings2(r *game.Rules, s game.ValueSet) string {
	vals := s.Values()
	if len(vals) != 2 {
		return s.Format(r.Values)
	}
	return r.Values.Name(vals[0]) + " or " + r.Values.Name(vals[1])
}

// uniqueness looks for unique rectangles, or for BUG+1, reading the board
// alone; it keeps only whether it changed since the last search found
// nothing.
type uniqueness struct {
	_     game.CacheLinePad
	rules *game.Rules
	bug   int // 0: the rectangles; 1: BUG+1; 2: BUG+n of one extra value
	staleFlag
	count  []int           // scratch: per group, fields of the rectangle in it
	groups []int           // scratch: groups touched
	two    []int           // scratch: fields with two candidates
	rects  []rect          // scratch: the rectangles with two roofs
	free   []int           // scratch: fields that may join a type 3 subset
	subset []int           // scratch: the fields of a type 3 subset chosen so far
	extra  []game.ValueSet // scratch: per field, the values a BUG's pattern leaves out
	bugs   []int           // scratch: the fields with extra values
	mb     moveBuf
	_      game.CacheLinePad
}

// rect is a rectangle in a deadly pattern on values xy: the floor a and
// bf holds only xy, the roofs c and d hold xy and more.
type rect struct {
	a, bf, c, d int
	xy          game.ValueSet
}

func newUniqueness(r *game.Rules, bug int) *uniqueness {
	return &uniqueness{rules: r, bug: bug, count: make([]int, len(r.Groups))}
}

// DoMove searches the board.
func (s *uniqueness) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	var m *game.Move
	switch {
	case s.bug == 1:
		m = s.bugPlusOne(b)
	case s.bug == 2:
		m = s.bugPlusN(b)
	default:
		m = s.rectangle(b)
	}
	if m == nil && s.bug == 0 {
		m = s.roofs(b)
	}
	if m == nil {
		s.stale = false
	}
	return m
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
			if bf == a || cands[bf] != xy || !s.rules.Sees(a, bf) {
				continue
			}
			for _, c := range s.two[i+1:] {
				if c == a || cands[c] != xy || !s.rules.Sees(a, c) || s.rules.Sees(bf, c) {
					continue
				}
				for _, d := range s.rules.Peers(bf) {
					if d == a || b.Value(d) != game.Empty || cands[d]&xy != xy || cands[d] == xy || !s.rules.Sees(d, c) {
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

// bugPlusOne finds a BUG of one field (see findBug): the field keeps
// only its extra values, one of which it holds (placed when it has one).
func (s *uniqueness) bugPlusOne(b *game.Board) *game.Move {
	cands := b.AllCandidates()
	if !s.findBug(b, cands) || len(s.bugs) != 1 {
		return nil
	}
	f := s.bugs[0]
	s.mb.start(game.Deduction)
	if v, ok := s.extra[f].Single(); ok {
		s.mb.place = append(s.mb.place, game.Candidate{Field: f, Value: v})
	} else {
		for vs := cands[f] &^ s.extra[f]; vs != 0; vs &= vs - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: vs.Lowest()})
		}
	}
	s.mb.fields = append(s.mb.fields, f)
	s.mb.m.Values = s.extra[f]
	return s.mb.done()
}

// bugPlusN finds a BUG of several fields whose extra values are one value
// x (see findBug): one of them holds x, so x leaves every other field
// that sees them all.
func (s *uniqueness) bugPlusN(b *game.Board) *game.Move {
	cands := b.AllCandidates()
	if !s.findBug(b, cands) || len(s.bugs) < 2 {
		return nil
	}
	var all game.ValueSet
	for _, f := range s.bugs {
		all |= s.extra[f]
	}
	x, ok := all.Single()
	if !ok {
		return nil
	}
	s.mb.start(game.Deduction)
	for f := range s.rules.NumFields() {
		if b.Value(f) != game.Empty || !cands[f].Has(x) || slices.Contains(s.bugs, f) {
			continue
		}
		sees := true
		for _, c := range s.bugs {
			sees = sees && s.rules.Sees(f, c)
		}
		if sees {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: x})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, s.bugs...)
	s.mb.m.Values = all
	return s.mb.done()
}

// findBug looks for a bivalue universal grave and its extra values, as
// Sudoku Explainer finds them: in every complete group, a value with one
// place or more than two whose places include exactly one field of three
// or more candidates is an extra value of that field. With the extra
// values taken out, every free field must have two candidates and every
// value two places or none in every group: a pattern whose fields could
// all swap their two values, a second solution. So some field holds one
// of its extra values. It fills s.bugs, the fields with extra values, and
// s.extra; every group must be complete.
func (s *uniqueness) findBug(b *game.Board, cands []game.ValueSet) bool {
	r := s.rules
	if s.extra == nil {
		s.extra = make([]game.ValueSet, r.NumFields())
	}
	clear(s.extra)
	s.bugs = s.bugs[:0]
	for g, grp := range r.Groups {
		if !grp.Complete {
			return false
		}
		for vs := r.Values.All() &^ b.Placed(g); vs != 0; vs &= vs - 1 {
			v := vs.Lowest()
			places, big, wide := 0, -1, 0
			for _, f := range grp.Fields {
				if b.Value(f) == game.Empty && cands[f].Has(v) {
					places++
					if cands[f].Len() >= 3 {
						big, wide = f, wide+1
					}
				}
			}
			switch {
			case places == 2:
			case wide == 0:
				return false
			case wide == 1:
				if s.extra[big] == 0 {
					s.bugs = append(s.bugs, big)
				}
				s.extra[big] |= game.Bit(v)
			}
		}
	}
	if len(s.bugs) == 0 {
		return false
	}
	for f, c := range cands {
		if b.Value(f) == game.Empty && (c&^s.extra[f]).Len() != 2 {
			return false
		}
	}
	for _, grp := range r.Groups {
		var once, twice, more game.ValueSet
		for _, f := range grp.Fields {
			if b.Value(f) != game.Empty {
				continue
			}
			x := cands[f] &^ s.extra[f]
			more |= twice & x
			twice |= once & x
			once |= x
		}
		if more != 0 || once&^twice != 0 {
			return false
		}
	}
	slices.Sort(s.bugs)
	return true
}

// roofs finds types 2, 3 and 4: a floor of two fields a and bf that see
// each other and hold only x and y, and two roof fields c and d, which see
// a and bf and each other, hold x, y and more, the four in a deadly
// pattern. Type 2: both roofs have one more value z, which one of them
// must hold, so z leaves every field that sees both. Type 3: the roofs
// share a group and, taken as one field holding their other values, make
// a naked subset with fields of that group. Type 4: x has only the two
// roofs as places in a complete group, so one of them holds x, and y
// would make the pattern; y leaves both roofs.
//
// It looks at every rectangle in three passes, the easiest rating first,
// as Sudoku Explainer offers the easiest hint, and the lower type first
// within a rating: type 2 and type 3 with a naked pair (4.6), then type 3
// with a triple and type 4 (4.7), then type 3 with a quad (4.8).
func (s *uniqueness) roofs(b *game.Board) *game.Move {
	cands := b.AllCandidates()
	s.findRects(b, cands)
	for k := 2; k <= maxTypeThree; k++ { // k: the size of type 3's subset
		for _, q := range s.rects {
			var m *game.Move
			if k == 2 {
				m = s.typeTwo(b, cands, q)
			}
			if m == nil {
				m = s.typeThree(b, cands, q, k)
			}
			if m == nil && k == 3 {
				m = s.typeFour(b, q)
			}
			if m != nil {
				return m
			}
		}
	}
	return nil
}

// findRects gathers in s.rects every rectangle with a floor of two fields
// from s.two and two roofs.
func (s *uniqueness) findRects(b *game.Board, cands []game.ValueSet) {
	s.rects = s.rects[:0]
	for i, a := range s.two {
		xy := cands[a]
		for _, bf := range s.two[i+1:] {
			if cands[bf] != xy || !s.rules.Sees(a, bf) {
				continue
			}
			for _, c := range s.rules.Peers(a) {
				if c == bf || b.Value(c) != game.Empty || cands[c]&xy != xy || cands[c] == xy {
					continue
				}
				for _, d := range s.rules.Peers(bf) {
					if d == a || d == c || b.Value(d) != game.Empty || cands[d]&xy != xy || cands[d] == xy || !s.rules.Sees(c, d) || s.rules.Sees(a, d) || s.rules.Sees(bf, c) {
						continue
					}
					if s.deadly(a, bf, c, d) {
						s.rects = append(s.rects, rect{a, bf, c, d, xy})
					}
				}
			}
		}
	}
}

func (s *uniqueness) typeTwo(b *game.Board, cands []game.ValueSet, q rect) *game.Move {
	xy, c, d := q.xy, q.c, q.d
	z := cands[c] &^ xy
	if z.Len() != 1 || cands[d]&^xy != z {
		return nil
	}
	v := z.Lowest()
	s.mb.start(game.Deduction)
	for _, f := range s.rules.Peers(c) {
		if f != d && b.Value(f) == game.Empty && cands[f].Has(v) && s.rules.Sees(f, d) {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: v})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, q.a, q.bf, c, d)
	s.mb.m.Values = xy
	return s.mb.done()
}

func (s *uniqueness) typeFour(b *game.Board, q rect) *game.Move {
	xy, c, d := q.xy, q.c, q.d
	for us := xy; us != 0; us &= us - 1 {
		u := us.Lowest()
		w := (xy &^ game.Bit(u)).Lowest()
		for _, g := range s.rules.FieldGroups(c) {
			if f1, f2, ok := b.OnlyTwo(g, u); !ok || f1 != d && f2 != d {
				continue
			}
			s.mb.start(game.Deduction)
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: c, Value: w}, game.Candidate{Field: d, Value: w})
			s.mb.fields = append(s.mb.fields, q.a, q.bf, c, d)
			s.mb.groups = append(s.mb.groups, g)
			s.mb.m.Values = xy
			return s.mb.done()
		}
	}
	return nil
}

// maxTypeThree is the largest naked subset of type 3, the roofs counted
// as one field, and typeThreeRating rates each size as Sudoku Explainer
// does: 4.5 and 0.1 for each field of the subset beyond the roofs.
const maxTypeThree = 4

var typeThreeRating = [maxTypeThree + 1]float64{2: 4.6, 3: 4.7, 4: 4.8}

// subsetSize returns the size of a type 3 move's naked subset: its fields
// beyond the rectangle's four, and the roofs as one.
func subsetSize(m *game.Move) int { return min(len(m.Fields)-3, maxTypeThree) }

// typeThree finds type 3 with a naked subset of k: the roofs c and d share
// a group g and hold, besides x and y, the values e; were neither of them
// one of e, the four could swap x and y, so one of them is, and they act
// as one field of g whose candidates are e. With k-1 other free fields of
// g whose candidates and e make k values, they are a naked subset of k
// fields of g: each holds one of the k values, all different, so the k
// values leave g's other fields. Only the uniqueness of the solution
// makes the roofs one field; the subset itself holds in any group.
func (s *uniqueness) typeThree(b *game.Board, cands []game.ValueSet, q rect, k int) *game.Move {
	e := (cands[q.c] | cands[q.d]) &^ q.xy
	if e.Len() < 2 || e.Len() > k {
		return nil // one value more is type 2; more than k, no subset of k
	}
	for _, g := range s.rules.FieldGroups(q.c) {
		if !s.inGroup(g, q.d) || b.FreeIn(g) <= k+1 {
			continue // the roofs and k-1 fields fill g: nothing to eliminate
		}
		s.free = s.free[:0]
		for _, f := range s.rules.Groups[g].Fields {
			if f == q.c || f == q.d || b.Value(f) != game.Empty {
				continue
			}
			if n := cands[f].Len(); n >= 2 && n <= k && (cands[f]|e).Len() <= k {
				s.free = append(s.free, f)
			}
		}
		s.subset = s.subset[:0]
		if m := s.extendSubset(b, cands, q, g, e, k, 0); m != nil {
			return m
		}
	}
	return nil
}

// extendSubset adds to s.subset fields of s.free from position from on,
// their candidates and vals making at most k values, until the subset has
// k-1 fields and k values; it returns the first such subset that
// eliminates something.
func (s *uniqueness) extendSubset(b *game.Board, cands []game.ValueSet, q rect, g int, vals game.ValueSet, k, from int) *game.Move {
	if len(s.subset) == k-1 {
		if vals.Len() != k {
			return nil
		}
		return s.typeThreeMove(b, cands, q, g, vals)
	}
	for i := from; i < len(s.free); i++ {
		f := s.free[i]
		if (vals | cands[f]).Len() > k {
			continue
		}
		s.subset = append(s.subset, f)
		if m := s.extendSubset(b, cands, q, g, vals|cands[f], k, i+1); m != nil {
			return m
		}
		s.subset = s.subset[:len(s.subset)-1]
	}
	return nil
}

// typeThreeMove takes the values vals out of the free fields of g outside
// the roofs and s.subset; nil when none holds any. Its evidence is the
// rectangle's four fields (floor, then roofs), the subset's other fields,
// the group and vals.
func (s *uniqueness) typeThreeMove(b *game.Board, cands []game.ValueSet, q rect, g int, vals game.ValueSet) *game.Move {
	s.mb.start(game.Deduction)
	for _, f := range s.rules.Groups[g].Fields {
		if f == q.c || f == q.d || b.Value(f) != game.Empty || slices.Contains(s.subset, f) {
			continue
		}
		for v := cands[f] & vals; v != 0; v &= v - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: v.Lowest()})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, q.a, q.bf, q.c, q.d)
	s.mb.fields = append(s.mb.fields, s.subset...)
	s.mb.groups = append(s.mb.groups, g)
	s.mb.m.Values = vals
	return s.mb.done()
}

// explainTypeThree writes why a type 3 move holds.
func explainTypeThree(r *game.Rules, m *game.Move) string {
	f := m.Fields
	word := [...]string{2: "pair", 3: "triple", 4: "quad"}[subsetSize(m)]
	others := make([]string, len(f)-4)
	for i, g := range f[4:] {
		others[i] = r.FieldName(g)
	}
	return fmt.Sprintf("unique rectangle type 3 %s: were %s and %s to hold only the two values of %s and %s, the four could swap them; so one of them holds another value, and the two, taken as one field, make with %s a naked %s {%s} in %s: %s leave %s",
		fieldList(r, f[:4]), r.FieldName(f[2]), r.FieldName(f[3]), r.FieldName(f[0]), r.FieldName(f[1]),
		andList(others), word, m.Values.Format(r.Values), r.Groups[m.Groups[0]].Name,
		andList(strings.Fields(m.Values.Format(r.Values))), fieldList(r, eliminatedFields(m)))
}
