package strategy

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// Medusa3D colours candidates of every value at once (3D Medusa): the two
// candidates of a field with two, and a value's only two places in a
// complete group, are strongly linked, one true and the other false. A
// cluster of such links splits into two colours, one wholly true and the
// other wholly false. A colour is false when two of its candidates share
// a field, or hold one value in fields that see each other, or when some
// field's every candidate is ruled out by it (each sees a candidate of
// that colour of its value, or the field holds that colour's other
// candidate); then all its candidates go. An uncoloured candidate goes
// when it sees its value in both colours, when its field holds both
// colours, or when its field holds one colour and it sees its value in
// the other. Simple colouring is its case of one value. Placed beside it
// and the naked quad (5.1); Sudoku Explainer, whose scale this is, has no
// colouring: there its deductions are chains, rated by length.
var Medusa3D = &Technique{
	Name:       "Medusa3D",
	Doc:        "colour the candidates joined by strong links of any value (two candidates of a field, a value's two places in a group): a colour with two candidates in a field, one value twice in a group, or that empties a field is false; a candidate seeing both colours goes (3D Medusa; any groups)",
	Difficulty: 5.1,
	Unrated:    "on Sudoku Explainer's scale its deductions are chains, rated by length with the chains",
	New:        func(r *game.Rules) MoveStrategy { return newMedusa(r) },
	Explain:    explainMedusa,
}

// explainMedusa writes the two colours from the move's links, then why
// its candidates go: the colour found false, or what each sees.
func explainMedusa(r *game.Rules, m *game.Move) string {
	var cols [2][]string
	colour := map[[2]int]int{}
	if len(m.Links) > 0 {
		l := m.Links[0]
		colour[[2]int{l.From.Fields[0], l.From.Value}] = 0
	}
	for _, l := range m.Links {
		a, c := [2]int{l.From.Fields[0], l.From.Value}, [2]int{l.To.Fields[0], l.To.Value}
		colour[c] = 1 - colour[a]
	}
	for _, l := range m.Links {
		for _, nd := range [2]game.Node{l.From, l.To} {
			k := [2]int{nd.Fields[0], nd.Value}
			name := "(" + r.Values.Name(nd.Value) + ")" + r.FieldName(nd.Fields[0])
			if !slices.Contains(cols[colour[k]], name) {
				cols[colour[k]] = append(cols[colour[k]], name)
			}
		}
	}
	why := "the candidates that see both colours, or whose field holds one colour and that see the other, go"
	falseColour := true
	for _, c := range m.Eliminate {
		_, ok := colour[[2]int{c.Field, c.Value}]
		falseColour = falseColour && ok
	}
	switch {
	case falseColour && len(m.Groups) > 0:
		why = "one colour holds a value twice in " + r.Groups[m.Groups[0]].Name + ", so it is false and its candidates go"
	case falseColour:
		why = "one colour has two candidates in a field, or rules out every candidate of one, so it is false and its candidates go"
	}
	return fmt.Sprintf("3D Medusa: either %s are true, or %s are; %s: %s",
		strings.Join(cols[0], " "), strings.Join(cols[1], " "), why, candidateList(r, m.Eliminate))
}

// medusa builds the clusters of strong links breadth first, one
// uncoloured candidate after another, and checks each for a false colour,
// then for candidates that see both. It reads the board alone and keeps
// only whether it changed since the last search found nothing.
type medusa struct {
	_     game.CacheLinePad
	rules *game.Rules
	nv    int
	staleFlag
	// colour is per candidate f*nv+v: -1 uncoloured, else base+0 or
	// base+1 for the cluster whose base it is (each cluster has its own,
	// two apart), so that a candidate of an earlier cluster is not taken
	// for one of this.
	colour []int32
	base   int32
	queue  []int // the cluster's candidates, in the order coloured
	// painted holds, per value and colour (v*2+c), the fields of the
	// cluster holding v in colour c, for what a field sees.
	painted []game.Bitset
	vals    game.ValueSet // the cluster's values, those painted holds
	links   []game.Link
	nodes   []int
	mb      moveBuf
	_       game.CacheLinePad
}

func newMedusa(r *game.Rules) *medusa {
	return &medusa{rules: r, nv: r.NumValues(), colour: make([]int32, r.NumFields()*r.NumValues())}
}

// DoMove colours every cluster.
func (s *medusa) DoMove(b *game.Board) *game.Move {
	if !s.stale {
		return nil
	}
	for i := range s.colour {
		s.colour[i] = -1
	}
	s.base = 0
	for f := range s.rules.NumFields() {
		if b.Value(f) != game.Empty {
			continue
		}
		for vs := b.Candidates(f); vs != 0; vs &= vs - 1 {
			if n := f*s.nv + vs.Lowest(); s.colour[n] < 0 {
				if m := s.cluster(b, n); m != nil {
					return m
				}
				s.base += 2
			}
		}
	}
	s.stale = false
	return nil
}

// strong calls visit with every candidate strongly linked to n: the other
// candidate of its field when it has two, and its value's other place in
// each complete group where it has two.
func (s *medusa) strong(b *game.Board, n int, visit func(m int)) {
	f, v := n/s.nv, n%s.nv
	c := b.Candidates(f)
	if c.Len() == 2 {
		visit(f*s.nv + (c &^ game.Bit(v)).Lowest())
	}
	for _, g := range s.rules.FieldGroups(f) {
		if f1, f2, ok := b.OnlyTwo(g, v); ok && s.rules.Groups[g].Complete {
			if f1 == f {
				f1 = f2
			}
			visit(f1*s.nv + v)
		}
	}
}

// cluster colours the cluster of candidate n and returns its move, if
// any: a false colour's candidates, else those that see both.
func (s *medusa) cluster(b *game.Board, n int) *game.Move {
	s.links, s.nodes = s.links[:0], s.nodes[:0]
	s.queue = append(s.queue[:0], n)
	s.colour[n] = s.base
	var vals game.ValueSet
	for i := 0; i < len(s.queue); i++ {
		x := s.queue[i]
		vals |= game.Bit(x % s.nv)
		s.strong(b, x, func(y int) {
			if s.colour[y] < 0 {
				s.colour[y] = s.base + 1 - (s.colour[x] - s.base)
				s.queue = append(s.queue, y)
				s.links = append(s.links, game.Link{From: s.node(x), To: s.node(y), Strong: true})
			}
		})
	}
	if vals.Len() < 2 || len(s.queue) < 3 {
		return nil // one value: simple colouring's; one link: nothing more than it shows
	}
	s.paint(vals)
	if c, g := s.falseColour(b); c >= 0 {
		s.mb.start(game.Deduction)
		for _, x := range s.queue {
			if s.colour[x] == s.base+int32(c) {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: x / s.nv, Value: x % s.nv})
			}
		}
		if g >= 0 {
			s.mb.groups = append(s.mb.groups, g)
		}
		return s.done(vals)
	}
	s.mb.start(game.Deduction)
	for f := range s.rules.NumFields() {
		if b.Value(f) != game.Empty {
			continue
		}
		var here [2]bool // the colours of f's own candidates
		for vs := b.Candidates(f); vs != 0; vs &= vs - 1 {
			if c, ok := s.in(f*s.nv + vs.Lowest()); ok {
				here[c] = true
			}
		}
		for vs := b.Candidates(f); vs != 0; vs &= vs - 1 {
			v := vs.Lowest()
			if _, ok := s.in(f*s.nv + v); ok {
				continue
			}
			seen := s.sees(f, v)
			if here[0] && here[1] || seen[0] && seen[1] || here[0] && seen[1] || here[1] && seen[0] {
				s.mb.elim = append(s.mb.elim, game.Candidate{Field: f, Value: v})
			}
		}
	}
	if len(s.mb.elim) == 0 {
		return nil
	}
	return s.done(vals)
}

// in returns the colour, 0 or 1, of candidate x in the cluster coloured
// last, and whether it is in it.
func (s *medusa) in(x int) (int, bool) {
	c := s.colour[x] - s.base
	return int(c), s.colour[x] >= 0 && (c == 0 || c == 1)
}

// paint fills painted for the cluster in s.queue, whose values are vals.
func (s *medusa) paint(vals game.ValueSet) {
	if s.painted == nil {
		s.painted = make([]game.Bitset, 2*s.nv)
		for i := range s.painted {
			s.painted[i] = game.NewFieldSet(s.rules)
		}
	}
	s.vals = vals
	for vs := vals; vs != 0; vs &= vs - 1 {
		v := vs.Lowest()
		s.painted[2*v].Clear()
		s.painted[2*v+1].Clear()
	}
	for _, x := range s.queue {
		s.painted[2*(x%s.nv)+int(s.colour[x]-s.base)].Add(x / s.nv)
	}
}

// sees returns which colours hold value v in a peer of field f.
func (s *medusa) sees(f, v int) (seen [2]bool) {
	if !s.vals.Has(v) {
		return seen // no candidate of the cluster holds v
	}
	peers := s.rules.PeerSet(f)
	for c := range seen {
		for i, w := range s.painted[2*v+c] {
			if w&peers[i] != 0 {
				seen[c] = true
				break
			}
		}
	}
	return seen
}

// falseColour returns a colour of the cluster that cannot be true, and a
// group that shows it (-1 when a field does): two of its candidates in
// one field, its value twice in fields that see each other, or a field
// each of whose candidates it rules out. It returns -1 when neither is.
func (s *medusa) falseColour(b *game.Board) (colour, group int) {
	for i, x := range s.queue {
		for _, y := range s.queue[i+1:] {
			if s.colour[x] != s.colour[y] {
				continue
			}
			fx, fy := x/s.nv, y/s.nv
			if fx == fy {
				return int(s.colour[x] - s.base), -1
			}
			if x%s.nv == y%s.nv && s.rules.Sees(fx, fy) {
				return int(s.colour[x] - s.base), sharedGroupOf(s.rules, fx, fy)
			}
		}
	}
	// A field emptied: none of its candidates coloured, and each sees its
	// value in colour c.
	for f := range s.rules.NumFields() {
		if b.Value(f) != game.Empty {
			continue
		}
		var all [2]bool
		all[0], all[1] = true, true
		for vs := b.Candidates(f); vs != 0; vs &= vs - 1 {
			v := vs.Lowest()
			if _, ok := s.in(f*s.nv + v); ok {
				all[0], all[1] = false, false
				break
			}
			seen := s.sees(f, v)
			all[0], all[1] = all[0] && seen[0], all[1] && seen[1]
		}
		for c := range all {
			if all[c] {
				return c, -1
			}
		}
	}
	return -1, -1
}

func (s *medusa) done(vals game.ValueSet) *game.Move {
	for _, x := range s.queue {
		if f := x / s.nv; !slices.Contains(s.mb.fields, f) {
			s.mb.fields = append(s.mb.fields, f)
		}
	}
	s.mb.m.Values = vals
	m := s.mb.done()
	m.Links = s.links
	return m
}

func (s *medusa) node(x int) game.Node {
	s.nodes = append(s.nodes, x/s.nv)
	n := len(s.nodes)
	return game.Node{Fields: s.nodes[n-1 : n : n], Value: x % s.nv}
}

// sharedGroupOf returns a group that holds both x and y, or -1.
func sharedGroupOf(r *game.Rules, x, y int) int {
	if gs := r.GroupsHolding([]int{x}, []int{y}); len(gs) > 0 {
		return gs[0]
	}
	return -1
}
