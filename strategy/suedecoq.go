package strategy

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// SueDeCoq reads the meeting of a line and a box-shaped group (any two
// complete groups that overlap in a few fields): fields C of the overlap,
// fields D of the line outside it and fields E of the box outside it,
// where D's and E's candidates share no value and the fields, n of them,
// hold n values between them. The fields of C and D see each other (the
// line), those of C and E too (the box), and a field of D and one of E
// never hold one value, since no value is a candidate of both: so the n
// fields hold n different values, each of the n once. A value of D, or of
// C but not of E, is then in C or D: it leaves the rest of the line; a
// value of E, or of C but not of D, leaves the rest of the box.
//
// Sudoku Explainer, whose scale this is, has no Sue de Coq; HoDoKu scores
// it just below ALS-XZ, which it is most like (two almost locked sets
// around an overlap), so 5.5 beside it. Evidence: Fields C, D and E in
// that order, Groups the line and the box, Sets C's, D's and E's values,
// Values all of them.
var SueDeCoq = &Technique{
	Name:       "SueDeCoq",
	Doc:        "fields where a line meets a box, with fields of the rest of the line and of the rest of the box whose values differ: n fields holding n values hold each once, so the line's values leave the rest of the line and the box's the rest of the box (Sue de Coq; any groups)",
	Difficulty: 5.5,
	Unrated:    "Sudoku Explainer's scale has no Sue de Coq",
	New:        func(r *game.Rules) MoveStrategy { return newSueDeCoq(r) },
	Explain:    explainSueDeCoq,
}

// explainSueDeCoq names the three sets of fields and values and what
// leaves the line and the box.
func explainSueDeCoq(r *game.Rules, m *game.Move) string {
	line, box := m.Groups[0], m.Groups[1]
	ls, bs := r.GroupSet(line), r.GroupSet(box)
	var c, d, e []int
	for _, f := range m.Fields {
		switch {
		case ls.Has(f) && bs.Has(f):
			c = append(c, f)
		case ls.Has(f):
			d = append(d, f)
		default:
			e = append(e, f)
		}
	}
	set := func(fs []int, vs game.ValueSet) string {
		return strings.ReplaceAll(fieldList(r, fs), " ", "") + " {" + vs.Format(r.Values) + "}"
	}
	var fromLine, fromBox []game.Candidate
	for _, x := range m.Eliminate {
		if ls.Has(x.Field) {
			fromLine = append(fromLine, x)
		} else {
			fromBox = append(fromBox, x)
		}
	}
	text := fmt.Sprintf("Sue de Coq: %s where %s meets %s, with %s in %s and %s in %s: %d fields hold %d values, each once",
		set(c, m.Sets[0]), r.Groups[line].Name, r.Groups[box].Name, set(d, m.Sets[1]), r.Groups[line].Name, set(e, m.Sets[2]), r.Groups[box].Name,
		len(m.Fields), m.Values.Len())
	if len(fromLine) > 0 {
		text += "; the rest of " + r.Groups[line].Name + " loses " + candidateList(r, fromLine)
	}
	if len(fromBox) > 0 {
		text += "; the rest of " + r.Groups[box].Name + " loses " + candidateList(r, fromBox)
	}
	return text
}

// maxSueDeCoqSide bounds the fields taken from each of the line and the
// box outside their overlap, and maxSueDeCoqCands the candidates of each
// (more would ask for more values than the fields hold), to keep the
// search fast on large boards.
const (
	maxSueDeCoqSide  = 3
	maxSueDeCoqCands = 4
)

// sueDeCoq tries every pair of a line and a complete group it overlaps in
// two fields or more. It reads the board alone and keeps only whether it
// changed since the last search found nothing.
type sueDeCoq struct {
	_     game.CacheLinePad
	rules *game.Rules
	staleFlag
	pairs  [][2]int // line, box: complete groups overlapping in 2+ fields
	lineF  []int    // scratch: the line's free fields outside the overlap
	boxF   []int    // scratch: the box's
	overF  []int    // scratch: the overlap's free fields
	dSets  []side   // scratch: subsets of lineF
	eSets  []side   // scratch: subsets of boxF
	fields []int
	mb     moveBuf
	_      game.CacheLinePad
}

// side is a subset of a side's fields (a bit per index in its list) with
// its candidates.
type side struct {
	mask  uint64
	cands game.ValueSet
}

func newSueDeCoq(r *game.Rules) *sueDeCoq {
	s := &sueDeCoq{rules: r}
	for l, lg := range r.Groups {
		if !lg.Complete || !lg.Kind.Line() {
			continue
		}
		for b, bg := range r.Groups {
			if b == l || !bg.Complete || bg.Kind.Line() {
				continue
			}
			n := 0
			for _, f := range bg.Fields {
				if r.GroupSet(l).Has(f) {
					n++
				}
			}
			if n >= 2 && n < len(bg.Fields) {
				s.pairs = append(s.pairs, [2]int{l, b})
			}
		}
	}
	return s
}

// DoMove tries each line and box.
func (s *sueDeCoq) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	for _, p := range s.pairs {
		if m := s.try(b, p[0], p[1]); m != nil {
			return m
		}
	}
	s.stale = false
	return nil
}

// try looks for a Sue de Coq where line l meets box bx.
func (s *sueDeCoq) try(b *game.Board, l, bx int) *game.Move {
	r := s.rules
	ls, bs := r.GroupSet(l), r.GroupSet(bx)
	s.overF, s.lineF, s.boxF = s.overF[:0], s.lineF[:0], s.boxF[:0]
	for _, f := range r.Groups[l].Fields {
		switch {
		case b.Value(f) != game.Empty:
		case bs.Has(f):
			s.overF = append(s.overF, f)
		case b.Candidates(f).Len() <= maxSueDeCoqCands:
			s.lineF = append(s.lineF, f)
		}
	}
	for _, f := range r.Groups[bx].Fields {
		if b.Value(f) == game.Empty && !ls.Has(f) && b.Candidates(f).Len() <= maxSueDeCoqCands {
			s.boxF = append(s.boxF, f)
		}
	}
	// The masks hold a side's fields by index: a group of a board up to
	// 64 wide.
	if len(s.overF) < 2 || len(s.lineF) == 0 || len(s.boxF) == 0 || len(s.overF) > 16 || len(s.lineF) > 64 || len(s.boxF) > 64 {
		return nil
	}
	s.dSets = sides(b, s.lineF, s.dSets[:0])
	s.eSets = sides(b, s.boxF, s.eSets[:0])
	for cm := uint32(1); cm < 1<<len(s.overF); cm++ {
		nc := bits.OnesCount32(cm)
		if nc < 2 {
			continue
		}
		var vc game.ValueSet
		for i, f := range s.overF {
			if cm&(1<<i) != 0 {
				vc |= b.Candidates(f)
			}
		}
		if vc.Len() < nc+2 {
			continue // fewer: a naked subset, or nothing
		}
		for _, d := range s.dSets {
			nd := bits.OnesCount64(d.mask)
			if (vc | d.cands).Len() > nc+nd+maxSueDeCoqSide {
				continue
			}
			for _, e := range s.eSets {
				if d.cands&e.cands != 0 {
					continue
				}
				all := vc | d.cands | e.cands
				if all.Len() != nc+nd+bits.OnesCount64(e.mask) {
					continue
				}
				if m := s.move(b, l, bx, cm, d, e, vc, all); m != nil {
					return m
				}
			}
		}
	}
	return nil
}

// sides lists the subsets of fields, one to maxSueDeCoqSide of them,
// with their candidates: chosen index by index, so that a long line of
// a large board costs its subsets of three, not all of them.
func sides(b *game.Board, fields []int, out []side) []side {
	return moreSides(b, fields, out, 0, 0, 0, 0)
}

// moreSides adds to out the subsets that extend mask (n fields, values c)
// with fields from index start on.
func moreSides(b *game.Board, fields []int, out []side, start int, mask uint64, c game.ValueSet, n int) []side {
	for i := start; i < len(fields); i++ {
		m, u := mask|1<<i, c|b.Candidates(fields[i])
		out = append(out, side{m, u})
		if n+1 < maxSueDeCoqSide {
			out = moreSides(b, fields, out, i+1, m, u, n+1)
		}
	}
	return out
}

// move makes the move of overlap fields cm, line fields d and box fields
// e, or returns nil when it eliminates nothing.
func (s *sueDeCoq) move(b *game.Board, l, bx int, cm uint32, d, e side, vc, all game.ValueSet) *game.Move {
	r := s.rules
	s.fields = s.fields[:0]
	pick := func(list []int, mask uint64) {
		for i, f := range list {
			if mask&(1<<i) != 0 {
				s.fields = append(s.fields, f)
			}
		}
	}
	pick(s.overF, uint64(cm))
	pick(s.lineF, d.mask)
	pick(s.boxF, e.mask)
	s.mb.start(game.Deduction)
	lineVals := d.cands | vc&^e.cands
	boxVals := e.cands | vc&^d.cands
	ls := r.GroupSet(l)
	for _, gv := range [2]struct {
		g    int
		vals game.ValueSet
	}{{l, lineVals}, {bx, boxVals}} {
		for _, f := range r.Groups[gv.g].Fields {
			if b.Value(f) != game.Empty || slices.Contains(s.fields, f) {
				continue
			}
			vals := gv.vals
			if gv.g == bx && ls.Has(f) {
				vals &^= lineVals // an overlap field: taken with the line
			}
			for vs := b.Candidates(f) & vals; vs != 0; vs &= vs - 1 {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: vs.Lowest()})
			}
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, s.fields...)
	s.mb.groups = append(s.mb.groups, l, bx)
	s.mb.m.Values = all
	m := s.mb.done()
	m.Sets = []game.ValueSet{vc, d.cands, e.cands}
	return m
}
