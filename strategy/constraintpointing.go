package strategy

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// ConstraintPointing is pointing through constraints: every place of a
// value in a complete group rules out one candidate elsewhere, by sharing
// a group with it or by a constraint that forbids the two together (a
// weak link: an anti-king cell, a kropki dot, a cage's sum), so that
// candidate goes, whichever place the value takes. Over groups alone it
// is pointing and claiming (LockedCandidates, which comes first); it
// finds more only in games whose constraints link candidates, and finds
// nothing in others. Rated between pointing and claiming: the same look
// at one value in one group, with the constraints read as peers.
var ConstraintPointing = &Technique{
	Name:       "ConstraintPointing",
	Doc:        "every place of a value in a group rules out a candidate, through a group or a constraint: it goes",
	Difficulty: 2.7,
	New:        func(r *game.Rules) MoveStrategy { return newConstraintPointing(r) },
	Links:      true,
	Explain: func(r *game.Rules, m *game.Move) string {
		v := m.Values.Lowest()
		var from []game.Candidate
		for _, f := range m.Fields {
			from = append(from, game.Candidate{Field: f, Value: v})
		}
		return fmt.Sprintf("%s in %s goes in %s, each of which rules out %s%s", m.Values.Format(r.Values), r.Groups[m.Groups[0]].Name,
			fieldNames(r, m.Fields), eliminationNames(r, m.Eliminate), whyRuledOut(r, from, m.Eliminate, func(c game.Candidate) string { return r.FieldName(c.Field) }))
	},
}

// constraintPointing scans, when asked, every complete group and value:
// it runs only in games with weak links, after the easier techniques
// stall, so a scan is rare. It keeps no state.
type constraintPointing struct {
	rules  *game.Rules
	places []int
	cands  []game.Candidate // the value in each of places
	mb     moveBuf
}

func newConstraintPointing(r *game.Rules) *constraintPointing {
	return &constraintPointing{rules: r}
}

func (s *constraintPointing) Reset(*game.Board)                  {}
func (s *constraintPointing) NotifyMove(*game.Board, *game.Move) {}

// DoMove returns the eliminations of the first group and value whose
// places all rule out a candidate.
func (s *constraintPointing) DoMove(b *game.Board) *game.Move {
	r := s.rules
	if !r.HasLinks() {
		return nil
	}
	for gi, g := range r.Groups {
		if !g.Complete || b.FreeIn(gi) == 0 {
			continue
		}
		for v := range r.NumValues() {
			if b.Placed(gi).Has(v) {
				continue
			}
			s.places = s.places[:0]
			for _, f := range g.Fields {
				if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
					s.places = append(s.places, f)
				}
			}
			if len(s.places) < 2 {
				continue // a hidden single, or a contradiction: the singles' to find
			}
			s.mb.start(game.Deduction)
			s.cands = s.cands[:0]
			for _, p := range s.places {
				s.cands = append(s.cands, game.Candidate{Field: p, Value: v})
			}
			if !ruledOutByAll(b, &s.mb, s.cands) {
				continue
			}
			s.mb.fields = append(s.mb.fields, s.places...)
			s.mb.groups = append(s.mb.groups, gi)
			m := s.mb.done()
			m.Values = game.Bit(v)
			return m
		}
	}
	return nil
}

// ruledOutByAll adds to mb's eliminations each candidate still on b that
// every one of cs rules out (cs itself left alone), and to its evidence
// the constraints that link them where no group does. It reports whether
// it found any.
func ruledOutByAll(b *game.Board, mb *moveBuf, cs []game.Candidate) bool {
	r := b.Rules()
	from := len(mb.elim)
	ruledOut(b, cs[0], func(x game.Candidate) {
		for _, c := range cs[1:] {
			if !r.Excludes(c, x) {
				return
			}
		}
		mb.elim = append(mb.elim, x)
	})
	for _, x := range mb.elim[from:] {
		for _, c := range cs {
			if c.Field == x.Field || c.Value == x.Value && r.Sees(c.Field, x.Field) {
				continue // a group's
			}
			if ci := r.LinkedBy(c, x); ci >= 0 && !slices.Contains(mb.rules, ci) {
				mb.rules = append(mb.rules, ci)
			}
		}
	}
	return len(mb.elim) > from
}

// ruledOut calls out with each candidate still on b that candidate c
// rules out: its own field's other values, its value in the fields that
// see it, and the candidates the constraints link it to, each once.
func ruledOut(b *game.Board, c game.Candidate, out func(x game.Candidate)) {
	r := b.Rules()
	for _, w := range b.Candidates(c.Field).Values() {
		if w != c.Value {
			out(game.Candidate{Field: c.Field, Value: w})
		}
	}
	where, peers := b.Where(c.Value), r.PeerSet(c.Field)
	for i := range where {
		for x := where[i] & peers[i]; x != 0; x &= x - 1 {
			f := i<<6 | bits.TrailingZeros64(x)
			if b.Value(f) == game.Empty {
				out(game.Candidate{Field: f, Value: c.Value})
			}
		}
	}
	for x := range r.Links(c) {
		if b.Value(x.Field) != game.Empty || !b.Candidates(x.Field).Has(x.Value) {
			continue
		}
		if x.Field == c.Field || x.Value == c.Value && r.Sees(x.Field, c.Field) {
			continue // listed above
		}
		out(x)
	}
}

// fieldNames writes fields: "r1c1 r1c2".
func fieldNames(r *game.Rules, fields []int) string {
	names := make([]string, len(fields))
	for i, f := range fields {
		names[i] = r.FieldName(f)
	}
	return strings.Join(names, " ")
}

// eliminationNames writes candidates as eliminations: "r1c1-5 r1c2-5".
func eliminationNames(r *game.Rules, cs []game.Candidate) string {
	names := make([]string, len(cs))
	for i, c := range cs {
		names[i] = r.Elimination(c)
	}
	return strings.Join(names, " ")
}

// whyRuledOut says, for the first of elims, how each of from rules it
// out: " (r1c7-1: r1c4 r1c6 by row 1, r2c6 by anti-king)", each of from
// named by name and grouped by what it reads (a group it shares with the
// candidate, or the constraint that links them).
func whyRuledOut(r *game.Rules, from, elims []game.Candidate, name func(c game.Candidate) string) string {
	if len(from) == 0 || len(elims) == 0 {
		return ""
	}
	x := elims[0]
	var order []string
	who := map[string][]string{}
	for _, c := range from {
		why := ruleBetween(r, c, x)
		if _, ok := who[why]; !ok {
			order = append(order, why)
		}
		who[why] = append(who[why], name(c))
	}
	parts := make([]string, len(order))
	for i, why := range order {
		parts[i] = strings.Join(who[why], " ") + " " + why
	}
	return " (" + r.Elimination(x) + ": " + strings.Join(parts, ", ") + ")"
}

// ruleBetween names what keeps candidates a and x from standing
// together: "is that cell" (the same cell), "by row 1" (a group they share, a house before
// a constraint's), or "by" and the constraint that links them.
func ruleBetween(r *game.Rules, a, x game.Candidate) string {
	if a.Field == x.Field {
		return "is that cell"
	}
	if a.Value == x.Value {
		best := -1
		for _, g := range r.FieldGroups(a.Field) {
			if !r.GroupSet(g).Has(x.Field) {
				continue
			}
			if best < 0 || r.Groups[best].Kind == game.GroupRule && r.Groups[g].Kind != game.GroupRule {
				best = g
			}
		}
		if best >= 0 {
			return "by " + r.Groups[best].Name
		}
	}
	if ci := r.LinkedBy(a, x); ci >= 0 {
		return "by " + r.Constraint(ci).Name()
	}
	return "by the rules"
}
