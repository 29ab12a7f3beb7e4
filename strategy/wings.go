package strategy

import (
	"fmt"
	"math/bits"

	"github.com/sudoku-rules/sudoku/game"
)

// The wings, rated as Sudoku Explainer rates them. Two fields see each
// other when they share any group of the spec.
var (
	XYWing = &Technique{
		Name:       "XYWing",
		Doc:        "a field with two values xy seeing fields xz and yz: one of those holds z, so z leaves every field that sees both (any groups)",
		Difficulty: 4.2,
		New:        func(r *game.Rules) MoveStrategy { return newWings(r, xyWing) },
		Explain:    explainWing("XY-wing"),
	}
	XYZWing = &Technique{
		Name:       "XYZWing",
		Doc:        "a field with three values xyz seeing fields xz and yz: one of the three holds z, so z leaves every field that sees all three (any groups)",
		Difficulty: 4.4,
		New:        func(r *game.Rules) MoveStrategy { return newWings(r, xyzWing) },
		Explain:    explainWing("XYZ-wing"),
	}
	WWing = &Technique{
		Name:       "WWing",
		Doc:        "two fields with the same two values xy, joined by x's only two places in a complete group: one of them holds y, so y leaves every field that sees both (any groups)",
		Difficulty: 4.4,
		Unrated:    "on Sudoku Explainer's scale its deductions are chains, rated by length with the chains",
		New:        func(r *game.Rules) MoveStrategy { return newWings(r, wWing) },
		Explain: func(r *game.Rules, m *game.Move) string {
			f := m.Fields
			z := eliminatedValue(m)
			return fmt.Sprintf("W-wing %s and %s {%s} joined by %s, the only places of %s in %s: %s leaves %s",
				r.FieldName(f[0]), r.FieldName(f[1]), m.Values.Format(r.Values), fieldList(r, f[2:]),
				(m.Values &^ game.Bit(z)).Format(r.Values), r.Groups[m.Groups[0]].Name, r.Values.Name(z), fieldList(r, eliminatedFields(m)))
		},
	}
)

type wingKind uint8

const (
	xyWing wingKind = iota
	xyzWing
	wWing
)

func explainWing(name string) func(r *game.Rules, m *game.Move) string {
	return func(r *game.Rules, m *game.Move) string {
		f := m.Fields
		z := eliminatedValue(m)
		return fmt.Sprintf("%s pivot %s, pincers %s and %s: one of them holds %s, which leaves %s", name,
			fieldWithValues(r, m, f[0]), fieldWithValues(r, m, f[1]), fieldWithValues(r, m, f[2]), r.Values.Name(z), fieldList(r, eliminatedFields(m)))
	}
}

// fieldWithValues names a field of a wing with its two values, read from
// the strong link inside it (a field with two candidates holds one of
// them), or with all the move's values when it has no such link (the
// pivot of an XYZ-wing).
func fieldWithValues(r *game.Rules, m *game.Move, f int) string {
	vals := m.Values
	for _, l := range m.Links {
		if l.Strong && len(l.From.Fields) == 1 && l.From.Fields[0] == f && len(l.To.Fields) == 1 && l.To.Fields[0] == f {
			vals = game.Bit(l.From.Value) | game.Bit(l.To.Value)
		}
	}
	return fmt.Sprintf("%s {%s}", r.FieldName(f), vals.Format(r.Values))
}

// linkBuf makes the links of a wing's chain from arrays of its own, so
// that a move does not allocate.
type linkBuf struct {
	fields [12]int
	links  [6]game.Link
	nf, nl int
}

func (lb *linkBuf) reset() { lb.nf, lb.nl = 0, 0 }

func (lb *linkBuf) node(f, v int) game.Node {
	lb.fields[lb.nf] = f
	lb.nf++
	return game.Node{Fields: lb.fields[lb.nf-1 : lb.nf : lb.nf], Value: v}
}

// strong adds a strong link, f holds v or g holds w; weak a weak link, f
// and g do not both hold v.
func (lb *linkBuf) strong(f, v, g, w int) {
	lb.links[lb.nl] = game.Link{From: lb.node(f, v), To: lb.node(g, w), Strong: true}
	lb.nl++
}

func (lb *linkBuf) weak(f, g, v int) {
	lb.links[lb.nl] = game.Link{From: lb.node(f, v), To: lb.node(g, v)}
	lb.nl++
}

// bivalue adds the strong link inside a field with two candidates: it
// holds one of them.
func (lb *linkBuf) bivalue(f int, c game.ValueSet) {
	lo := c.Lowest()
	lb.strong(f, lo, f, (c &^ game.Bit(lo)).Lowest())
}

func (lb *linkBuf) done() []game.Link { return lb.links[:lb.nl] }

// eliminatedValue returns the value a wing eliminates.
func eliminatedValue(m *game.Move) int {
	if len(m.Eliminate) == 0 {
		return -1
	}
	return m.Eliminate[0].Value
}

// wings looks for one kind of wing among the free fields with two (and,
// for the XYZ-wing, three) candidates, reading the board alone; it keeps
// only whether anything changed since it last found nothing. A wing's
// evidence is its fields (the pivot first), its values, the group of a
// W-wing's link, and its chain of links.
type wings struct {
	_     game.CacheLinePad
	rules *game.Rules
	kind  wingKind
	staleFlag
	two    []int       // scratch: fields with two candidates
	common game.Bitset // scratch
	trio   [3]int      // scratch: the wing's fields
	lb     linkBuf
	mb     moveBuf
	_      game.CacheLinePad
}

func newWings(r *game.Rules, kind wingKind) *wings {
	s := &wings{rules: r, kind: kind, common: game.NewFieldSet(r)}
	return s
}

// DoMove searches the board for a wing that eliminates something.
func (s *wings) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	cands := b.AllCandidates()
	s.two = s.two[:0]
	for f, c := range cands {
		if b.Value(f) == game.Empty && c.Len() == 2 {
			s.two = append(s.two, f)
		}
	}
	var m *game.Move
	switch s.kind {
	case xyWing:
		m = s.xy(b, cands)
	case xyzWing:
		m = s.xyz(b, cands)
	case wWing:
		m = s.w(b, cands)
	}
	if m == nil {
		s.stale = false
	}
	return m
}

func (s *wings) xy(b *game.Board, cands []game.ValueSet) *game.Move {
	for _, p := range s.two {
		cp, seeP := cands[p], s.rules.PeerSet(p)
		for _, a := range s.two {
			ca := cands[a]
			if !seeP.Has(a) || (ca&cp).Len() != 1 {
				continue
			}
			z := ca &^ cp
			for _, c := range s.two {
				cc := cands[c]
				if c == a || !seeP.Has(c) || cc != (cp&^ca)|z {
					continue
				}
				if m := s.move(b, z.Lowest(), p, a, c); m != nil {
					// (z)a = (x)a - (x)p = (y)p - (y)c = (z)c
					lb := &s.lb
					lb.reset()
					lb.bivalue(a, ca)
					lb.weak(a, p, (ca & cp).Lowest())
					lb.bivalue(p, cp)
					lb.weak(p, c, (cc & cp).Lowest())
					lb.bivalue(c, cc)
					m.Links = lb.done()
					return m
				}
			}
		}
	}
	return nil
}

func (s *wings) xyz(b *game.Board, cands []game.ValueSet) *game.Move {
	for p, cp := range cands {
		if b.Value(p) != game.Empty || cp.Len() != 3 {
			continue
		}
		seeP := s.rules.PeerSet(p)
		for i, a := range s.two {
			ca := cands[a]
			if !seeP.Has(a) || ca&^cp != 0 {
				continue
			}
			for _, c := range s.two[i+1:] {
				cc := cands[c]
				if !seeP.Has(c) || cc&^cp != 0 || ca|cc != cp || cc == ca {
					continue
				}
				if m := s.move(b, (ca & cc).Lowest(), p, a, c); m != nil {
					s.lb.reset()
					s.lb.bivalue(a, ca)
					s.lb.bivalue(c, cc)
					m.Links = s.lb.done()
					return m
				}
			}
		}
	}
	return nil
}

// move returns the move that removes z from every free field, other than
// the wing's own (f, g and h, or f and g when h is -1), that sees each of
// them holding z; nil when there is none. The caller adds the links.
func (s *wings) move(b *game.Board, z, f, g, h int) *game.Move {
	u := s.common
	u.Copy(b.Where(z))
	var vals game.ValueSet
	s.trio = [3]int{f, g, h}
	fields := s.trio[:2]
	if h >= 0 {
		fields = s.trio[:3]
	}
	for _, f := range fields {
		u.Remove(f)
		vals |= b.Candidates(f)
		if b.Candidates(f).Has(z) {
			for i, w := range s.rules.PeerSet(f) {
				u[i] &= w
			}
		}
	}
	if u.Empty() {
		return nil
	}
	s.mb.start(game.Deduction)
	for i, w := range u {
		for ; w != 0; w &= w - 1 {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: i<<6 + bits.TrailingZeros64(w), Value: z})
		}
	}
	s.mb.fields = append(s.mb.fields, fields...)
	s.mb.m.Values = vals
	return s.mb.done()
}

// w looks for two fields with the same two values xy that do not see each
// other, and a complete group in which x has two places, one seeing each:
// were neither field y, both would be x and x would have no place left in
// that group.
func (s *wings) w(b *game.Board, cands []game.ValueSet) *game.Move {
	r := s.rules
	for i, a := range s.two {
		ca := cands[a]
		for _, c := range s.two[i+1:] {
			if cands[c] != ca || s.rules.Sees(a, c) {
				continue
			}
			for xs := ca; xs != 0; xs &= xs - 1 {
				x := xs.Lowest()
				y := (ca &^ game.Bit(x)).Lowest()
				for g := range r.Groups {
					f1, f2, ok := b.OnlyTwo(g, x)
					if !ok {
						continue
					}
					if f1 == a || f1 == c || f2 == a || f2 == c {
						continue
					}
					if !(s.rules.Sees(a, f1) && s.rules.Sees(c, f2)) {
						if !(s.rules.Sees(a, f2) && s.rules.Sees(c, f1)) {
							continue
						}
						f1, f2 = f2, f1
					}
					if m := s.move(b, y, a, c, -1); m != nil {
						// (y)a = (x)a - (x)f1 = (x)f2 - (x)c = (y)c
						lb := &s.lb
						lb.reset()
						lb.bivalue(a, ca)
						lb.weak(a, f1, x)
						lb.strong(f1, x, f2, x)
						lb.weak(f2, c, x)
						lb.bivalue(c, ca)
						m.Links = lb.done()
						s.mb.fields = append(s.mb.fields, f1, f2)
						s.mb.groups = append(s.mb.groups, g)
						return s.mb.done()
					}
				}
			}
		}
	}
	return nil
}
