package strategy

import "github.com/sudoku-rules/sudoku/game"

// segments are the places where two groups overlap in more than one field
// but neither holds the other: a box and a row (three fields classically),
// a window and a box, a jigsaw region and a column. A value's places in a
// segment, when it has two or more, make a grouped node of a chain: it is
// true when one of them holds the value (at most one can: they share a
// group). Each distinct field set is kept once.
type segments struct {
	fields [][]int       // per segment: its fields, in order
	set    []game.Bitset // per segment: its fields as a set
	in     [][]int       // per group: the segments inside it
	around [][]int       // per segment: the groups that hold it
}

// maxSegments bounds the segments kept, so that a spec with very many
// overlapping groups does not make grouped chains search without end.
const maxSegments = 4096

// newSegments finds the segments of r's groups; on boards too large for
// peer sets (more than 1,024 fields) it finds none. Only groups that share
// a field are compared, so specs of very many small groups stay quick.
func newSegments(r *game.Rules) *segments {
	s := &segments{in: make([][]int, len(r.Groups))}
	if r.LargeBoard() {
		return s
	}
	seen := map[string]bool{}
	shared := make([]int, len(r.Groups)) // per later group: fields shared with g
	var touched []int
	cut := game.NewFieldSet(r)
	key := make([]byte, 0, 8*r.Words())
	for g, grp := range r.Groups {
		touched = touched[:0]
		for _, f := range grp.Fields {
			for _, h := range r.FieldGroups(f) {
				if h > g {
					if shared[h] == 0 {
						touched = append(touched, h)
					}
					shared[h]++
				}
			}
		}
		for _, h := range touched {
			n := shared[h]
			shared[h] = 0
			if n < 2 || n == len(grp.Fields) || n == len(r.Groups[h].Fields) || len(s.fields) >= maxSegments {
				continue
			}
			cut.And(r.GroupSet(g), r.GroupSet(h))
			key = key[:0]
			for _, w := range cut {
				for k := range 8 {
					key = append(key, byte(w>>(8*k)))
				}
			}
			if seen[string(key)] {
				continue
			}
			seen[string(key)] = true
			set := game.NewFieldSet(r)
			set.Copy(cut)
			s.fields = append(s.fields, set.Members(nil))
			s.set = append(s.set, set)
		}
	}
	s.around = make([][]int, len(s.fields))
	for i, set := range s.set {
		for _, g := range r.FieldGroups(s.fields[i][0]) {
			if set.SubsetOf(r.GroupSet(g)) {
				s.in[g] = append(s.in[g], i)
				s.around[i] = append(s.around[i], g)
			}
		}
	}
	return s
}

// places returns v's places in segment i: the fields of the segment where
// v is still a candidate, appended to out.
func (s *segments) places(b *game.Board, i, v int, out []int) []int {
	for _, f := range s.fields[i] {
		if b.Value(f) == game.Empty && b.Candidates(f).Has(v) {
			out = append(out, f)
		}
	}
	return out
}

// holding returns the segment inside group g whose places of v are exactly
// the fields of set (two or more), or -1.
func (s *segments) holding(b *game.Board, g, v int, set game.Bitset) int {
	where := b.Where(v)
	for _, i := range s.in[g] {
		seg, equal := s.set[i], true
		for w := range set {
			if seg[w]&where[w] != set[w] {
				equal = false
				break
			}
		}
		if equal {
			return i
		}
	}
	return -1
}
