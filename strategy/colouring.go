package strategy

import (
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// SimpleColouring colours, value by value, the fields joined by the
// value's only-two-places links in complete groups: along such a link one
// field holds the value and the other not, so in a cluster of links one
// colour holds it everywhere and the other nowhere. A field that sees both
// colours cannot hold the value (colour trap); two fields of one colour
// that see each other prove that colour false (colour wrap), so the value
// leaves every field of it. Rated below the chains, as HoDoKu orders it.
var SimpleColouring = &Technique{
	Name:       "SimpleColouring",
	Doc:        "colour a value's only-two-places links: a field that sees both colours, or every field of a colour two of whose fields see each other, loses the value (any groups)",
	Difficulty: 4.6,
	Unrated:    "on Sudoku Explainer's scale its deductions are chains, rated by length with the chains",
	New:        func(r *game.Rules) MoveStrategy { return newColouring(r) },
	Explain: func(r *game.Rules, m *game.Move) string {
		v := m.Values.Format(r.Values)
		a, b := colours(m)
		if len(m.Groups) > 0 {
			return fmt.Sprintf("colouring %s: either %s hold it, or %s do; %s see each other in %s, so their colour is false and %s leaves %s",
				v, fieldList(r, a), fieldList(r, b), fieldList(r, m.Fields[len(m.Fields)-2:]), r.Groups[m.Groups[0]].Name,
				v, fieldList(r, eliminatedFields(m)))
		}
		n := len(eliminatedFields(m))
		return fmt.Sprintf("colouring %s: either %s hold it, or %s do; %s see%s both colours and lose%s it",
			v, fieldList(r, a), fieldList(r, b), fieldList(r, eliminatedFields(m)), plural(n), plural(n))
	},
}

func plural(n int) string {
	if n == 1 {
		return "s"
	}
	return ""
}

// colours splits the fields of a colouring move's links into its two
// colours, by walking the links from the first field.
func colours(m *game.Move) (a, b []int) {
	colour := map[int]int{}
	if len(m.Links) == 0 {
		return nil, nil
	}
	colour[m.Links[0].From.Fields[0]] = 0
	for changed := true; changed; {
		changed = false
		for _, l := range m.Links {
			f, g := l.From.Fields[0], l.To.Fields[0]
			cf, okf := colour[f]
			cg, okg := colour[g]
			switch {
			case okf && !okg:
				colour[g], changed = 1-cf, true
			case okg && !okf:
				colour[f], changed = 1-cg, true
			}
		}
	}
	for _, l := range m.Links {
		for _, f := range []int{l.From.Fields[0], l.To.Fields[0]} {
			list := &a
			if colour[f] == 1 {
				list = &b
			}
			if !slices.Contains(*list, f) {
				*list = append(*list, f)
			}
		}
	}
	return a, b
}

// colouring builds, for each value, its clusters of only-two-places links
// breadth first and checks each for a wrap, then a trap. It reads the
// board alone and keeps only whether it changed since the last search
// found nothing.
type colouring struct {
	_     game.CacheLinePad
	rules *game.Rules
	staleFlag
	colour []int8 // per field: -1 uncoloured, else 0 or 1
	queue  []int
	links  []game.Link
	nodes  []int
	mb     moveBuf
	_      game.CacheLinePad
}

func newColouring(r *game.Rules) *colouring {
	return &colouring{rules: r, colour: make([]int8, r.NumFields())}
}

// DoMove colours every value's clusters.
func (s *colouring) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	for v := range s.rules.NumValues() {
		for f := range s.colour {
			s.colour[f] = -1
		}
		for f := range s.rules.NumFields() {
			if s.colour[f] >= 0 || b.Value(f) != game.Empty || !b.Candidates(f).Has(v) {
				continue
			}
			if m := s.cluster(b, v, f); m != nil {
				return m
			}
		}
	}
	s.stale = false
	return nil
}

// conjugate calls visit with every field joined to f by v's only two
// places in a complete group.
func (s *colouring) conjugate(b *game.Board, v, f int, visit func(g int)) {
	for _, g := range s.rules.FieldGroups(f) {
		if f1, f2, ok := b.OnlyTwo(g, v); ok {
			if f1 == f {
				f1 = f2
			}
			visit(f1)
		}
	}
}

// cluster colours the cluster of f and returns its wrap or trap, if any.
func (s *colouring) cluster(b *game.Board, v, f int) *game.Move {
	s.links, s.nodes = s.links[:0], s.nodes[:0]
	s.queue = append(s.queue[:0], f)
	s.colour[f] = 0
	for i := 0; i < len(s.queue); i++ {
		x := s.queue[i]
		s.conjugate(b, v, x, func(y int) {
			if s.colour[y] < 0 {
				s.colour[y] = 1 - s.colour[x]
				s.queue = append(s.queue, y)
				s.links = append(s.links, game.Link{From: s.node(x, v), To: s.node(y, v), Strong: true})
			}
		})
	}
	if len(s.queue) < 3 {
		return nil // a single link: nothing an X-chain of one link would not show
	}
	// Wrap: two fields of one colour that see each other.
	for i, x := range s.queue {
		for _, y := range s.queue[i+1:] {
			if s.colour[x] != s.colour[y] || !s.rules.Sees(x, y) {
				continue
			}
			s.mb.start(game.Deduction)
			for _, z := range s.queue {
				if s.colour[z] == s.colour[x] {
					s.mb.elim = append(s.mb.elim, game.Candidate{Field: z, Value: v})
				}
			}
			s.mb.fields = append(append(s.mb.fields, s.queue...), x, y)
			s.mb.groups = append(s.mb.groups, sharedGroupOf(s.rules, x, y))
			return s.done(v)
		}
	}
	// Trap: a field outside the cluster that sees both colours.
	s.mb.start(game.Deduction)
	where := b.Where(v)
	for g := range s.rules.NumFields() {
		if !where.Has(g) || s.colour[g] >= 0 {
			continue
		}
		var seen [2]bool
		for _, x := range s.queue {
			if s.rules.Sees(g, x) {
				seen[s.colour[x]] = true
			}
		}
		if seen[0] && seen[1] {
			s.mb.elim = append(s.mb.elim, game.Candidate{Field: g, Value: v})
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	s.mb.fields = append(s.mb.fields, s.queue...)
	return s.done(v)
}

func (s *colouring) done(v int) *game.Move {
	s.mb.m.Values = game.Bit(v)
	m := s.mb.done()
	m.Links = s.links
	return m
}

func (s *colouring) node(f, v int) game.Node {
	s.nodes = append(s.nodes, f)
	n := len(s.nodes)
	return game.Node{Fields: s.nodes[n-1 : n : n], Value: v}
}
