package search

import (
	"math"
	"math/bits"
	"unsafe"

	"github.com/sudoku-rules/sudoku/game"
)

// The classic kernel serves 9x9 boards whose groups are the rows, the
// columns and the 3x3 boxes: it keeps each value's places in three bands
// of three rows, 27 bits each (bit 9*row + column within the band), so
// that what the generic kernel finds group by group it finds for a band
// at once, with tables:
//
//   - in a band, a value takes one place in each of its three rows and
//     each of its three boxes, so the row-box intersections (triads) it
//     takes form a permutation of the 3x3 triad grid: a triad that is in
//     no permutation the places left allow goes (locked candidates and
//     more, in one table lookup);
//   - in a stack of three columns, the same holds of columns and bands;
//   - hidden singles are rows, boxes and columns with one place left;
//     singles, cells with one value left, are counted band by band.

// band is one value's places in the three bands, or a set of cells.
type band [3]uint32

// classicState is the classic kernel's state at one depth: each value's
// places in each band (f[b][v]), and the free cells.
type classicState struct {
	f    [3][9]uint32
	free band
}

// The tables of the classic kernel, made once by init.
var (
	// triads maps a row's 9 bits to the boxes it has places in, 3 bits.
	triads [512]uint8
	// perms maps a 3x3 grid of triads taken (bit 3*row+box) to those in
	// some permutation within it: 0 when there is none.
	perms [512]uint16
	// spread maps a 3x3 triad grid to the 27 cells of its triads.
	spread [512]uint32
	// columns maps 9 column bits to the 27 cells of those columns in a
	// band.
	columns [512]uint32
	// rowCells, boxCells and colCells are a band's row, box and column.
	rowCells, boxCells [3]uint32
	colCells           [9]uint32
	// peerCells are the peers of each cell, in each band.
	peerCells [81]band
)

func init() {
	for x := range 512 {
		for j := range 3 {
			if x>>(3*j)&7 != 0 {
				triads[x] |= 1 << j
			}
		}
		for i := range 9 {
			if x>>i&1 != 0 {
				spread[x] |= 7 << (9*(i/3) + 3*(i%3))
				columns[x] |= 1<<i | 1<<(i+9) | 1<<(i+18)
			}
		}
	}
	for _, p := range [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		m := uint16(1<<p[0] | 1<<(3+p[1]) | 1<<(6+p[2]))
		for x := range 512 {
			if uint16(x)&m == m {
				perms[x] |= m
			}
		}
	}
	for i := range 3 {
		rowCells[i] = 511 << (9 * i)
		boxCells[i] = 7<<(3*i) | 7<<(9+3*i) | 7<<(18+3*i)
	}
	for c := range 9 {
		colCells[c] = 1<<c | 1<<(c+9) | 1<<(c+18)
	}
	for cell := range 81 {
		b, r, c := cell/27, cell%27/9, cell%9
		for bb := range 3 {
			peerCells[cell][bb] = colCells[c]
		}
		peerCells[cell][b] |= rowCells[r] | boxCells[c/3]
		peerCells[cell][b] &^= 1 << (cell % 27)
	}
}

// classic is the kernel of classic 9x9 rules.
type classic struct {
	fieldOf [81]int // the rules' field of each cell
	cellOf  []int   // the cell of each field
	states  []classicState
	dirty   uint16 // the values whose places changed since they were looked at
}

// newClassic returns the classic kernel for rules r, or nil when r's
// board is not 9x9 with rows, columns and 3x3 boxes as its only groups.
func newClassic(r *game.Rules) *classic {
	if r.Rows != 9 || r.Cols != 9 || r.NumFields() != 81 || r.NumValues() != 9 || len(r.Groups) != 27 {
		return nil
	}
	k := &classic{cellOf: make([]int, 81), states: make([]classicState, 82)}
	for cell := range 81 {
		f := r.FieldAt(game.Pos{Row: cell / 9, Col: cell % 9})
		if f < 0 {
			return nil
		}
		k.fieldOf[cell], k.cellOf[f] = f, cell
	}
	want := map[[81]bool]bool{}
	for i := range 9 {
		var row, col, box [81]bool
		for j := range 9 {
			row[9*i+j] = true
			col[9*j+i] = true
			box[9*(3*(i/3)+j/3)+3*(i%3)+j%3] = true
		}
		want[row], want[col], want[box] = true, true, true
	}
	for _, g := range r.Groups {
		var in [81]bool
		for _, f := range g.Fields {
			in[k.cellOf[f]] = true
		}
		if !want[in] {
			return nil
		}
		delete(want, in)
	}
	return k
}

// placing gathers values placed at once, as givens are.
type placing struct {
	blocked, given [9]band // each value's placed cells' peers, and its placed cells
	cells          band    // the cells placed
}

// add places value v on cell.
func (p *placing) add(cell, v int) {
	pe := &peerCells[cell]
	p.blocked[v][0] |= pe[0]
	p.blocked[v][1] |= pe[1]
	p.blocked[v][2] |= pe[2]
	p.given[v][cell/27] |= 1 << (cell % 27)
	p.cells[cell/27] |= 1 << (cell % 27)
}

// apply takes the placed values into state s: each leaves its peers, the
// other values leave the cells placed, which are no longer free. False
// when two placed values of a kind see each other.
func (p *placing) apply(s *classicState) bool {
	for v := range 9 {
		for b := range 3 {
			if p.given[v][b]&p.blocked[v][b] != 0 {
				return false
			}
			s.f[b][v] = s.f[b][v]&^p.blocked[v][b]&^p.cells[b] | p.given[v][b]
		}
	}
	for b := range 3 {
		s.free[b] = (1<<27 - 1) &^ p.cells[b]
	}
	return true
}

// load sets up depth 0 with the givens placed at once; false when two
// clash or one is no value.
func (c *classic) load(_ *Kernel, givens []int) bool {
	if len(givens) != 81 {
		return false
	}
	var p placing
	for f, v := range givens {
		if v == game.Empty {
			continue
		}
		if v < 0 || v >= 9 {
			return false
		}
		p.add(c.cellOf[f], v)
	}
	s := &c.states[0]
	for b := range s.f {
		for v := range s.f[b] {
			s.f[b][v] = 1<<27 - 1
		}
	}
	c.dirty = 1<<9 - 1
	return p.apply(s)
}

// loadCandidates sets up depth 0 from the candidates: the cells with one
// placed at once, as givens are, the others keeping theirs. False when
// two placed values clash.
func (c *classic) loadCandidates(cands []game.ValueSet) bool {
	var p placing
	s := &c.states[0]
	*s = classicState{}
	for f, set := range cands {
		cell := c.cellOf[f]
		switch {
		case set == 0: // a free cell with none: a contradiction
		case set&(set-1) == 0:
			if set.Lowest() >= 9 {
				return false
			}
			p.add(cell, set.Lowest())
		default:
			for x := set & (1<<9 - 1); x != 0; x &= x - 1 {
				s.f[cell/27][x.Lowest()] |= 1 << (cell % 27)
			}
		}
	}
	c.dirty = 1<<9 - 1
	return p.apply(s)
}

// place puts value v on cell 27*b+i (bit i of band b) at state s; false
// when v cannot go there.
func (c *classic) place(k *Kernel, s *classicState, b, i, v int) bool {
	bit := uint32(1) << i
	if s.f[b][v]&bit == 0 {
		return false
	}
	sh := uint(i)
	fb := &s.f[b]
	var had uint32
	for u := range fb {
		had |= (fb[u] >> sh & 1) << u
		fb[u] &^= bit
	}
	c.dirty |= uint16(had)
	pe := &peerCells[27*b+i]
	s.f[0][v] &^= pe[0]
	s.f[1][v] &^= pe[1]
	s.f[2][v] &^= pe[2]
	s.f[b][v] |= bit
	s.free[b] &^= bit
	k.res.Placed++
	return true
}

// propagate places singles and hidden singles and narrows each value's
// bands and stacks to their permutations until nothing changes; false on
// a contradiction.
func (c *classic) propagate(k *Kernel, s *classicState) bool {
	for {
		placed := false
		for b := range 3 {
			u := s.free[b]
			if u == 0 {
				continue
			}
			var once, twice uint32
			for v := range s.f[b] {
				x := s.f[b][v] & u
				twice |= once & x
				once |= x
			}
			if u&^once != 0 {
				return false
			}
			if one := once &^ twice; one != 0 {
				for v := range s.f[b] {
					for x := s.f[b][v] & one; x != 0; x &= x - 1 {
						if !c.place(k, s, b, bits.TrailingZeros32(x), v) {
							return false
						}
					}
				}
				placed = true
			}
		}
		if placed {
			continue
		}
		if c.dirty == 0 {
			return true
		}
		for c.dirty != 0 {
			v := bits.TrailingZeros16(c.dirty)
			c.dirty &= c.dirty - 1
			if !c.narrow(k, s, v) {
				return false
			}
		}
	}
}

// alone returns g when it holds at most one cell, else 0 (without a
// branch).
func alone(g uint32) uint32 {
	if g&(g-1) != 0 {
		g = 0
	}
	return g
}

// onceIn returns the columns in which band x has one cell.
func onceIn(x uint32) uint32 {
	r0, r1, r2 := x&511, x>>9&511, x>>18
	return (r0 | r1 | r2) &^ (r0&r1 | r0&r2 | r1&r2)
}

// narrowBand keeps of a value's places x in a band those in a
// permutation of its triads; 0 when there is none.
func narrowBand(x uint32) uint32 {
	return x & spread[perms[uint32(triads[x&511])|uint32(triads[x>>9&511])<<3|uint32(triads[x>>18])<<6]]
}

// narrowStacks keeps of a value's places in the three bands those in
// columns that are in a permutation of each stack's column-band triads.
func narrowStacks(x0, x1, x2 uint32) (uint32, uint32, uint32) {
	c0, c1, c2 := (x0|x0>>9|x0>>18)&511, (x1|x1>>9|x1>>18)&511, (x2|x2>>9|x2>>18)&511
	var k0, k1, k2 uint32
	for sh := 0; sh < 9; sh += 3 {
		p := uint32(perms[c0>>sh&7|(c1>>sh&7)<<3|(c2>>sh&7)<<6])
		k0 |= (p & 7) << sh
		k1 |= (p >> 3 & 7) << sh
		k2 |= (p >> 6 & 7) << sh
	}
	return x0 & columns[k0], x1 & columns[k1], x2 & columns[k2]
}

// narrow narrows value v's places to the permutations of its bands and
// stacks, then places its hidden singles.
func (c *classic) narrow(k *Kernel, s *classicState, v int) bool {
	x0, x1, x2 := s.f[0][v], s.f[1][v], s.f[2][v]
	if x0&s.free[0]|x1&s.free[1]|x2&s.free[2] == 0 {
		return true // placed in every row
	}
	// Narrowing a band again right away changes nothing, so the bands
	// are narrowed again only when their stacks changed them.
	for {
		x0, x1, x2 = narrowBand(x0), narrowBand(x1), narrowBand(x2)
		y0, y1, y2 := narrowStacks(x0, x1, x2)
		if y0 == 0 || y1 == 0 || y2 == 0 {
			return false
		}
		if y0 == x0 && y1 == x1 && y2 == x2 {
			break
		}
		x0, x1, x2 = y0, y1, y2
	}
	s.f[0][v], s.f[1][v], s.f[2][v] = x0, x1, x2
	// Hidden singles: a row, box or column with one place left, free.
	var one band
	for b, x := range [3]uint32{x0, x1, x2} {
		if x&s.free[b] == 0 {
			continue
		}
		one[b] = alone(x&rowCells[0]) | alone(x&rowCells[1]) | alone(x&rowCells[2]) |
			alone(x&boxCells[0]) | alone(x&boxCells[1]) | alone(x&boxCells[2])
	}
	// A column with one place: in one band, alone there.
	c0, c1, c2 := (x0|x0>>9|x0>>18)&511, (x1|x1>>9|x1>>18)&511, (x2|x2>>9|x2>>18)&511
	one[0] |= x0 & columns[onceIn(x0)&^(c1|c2)]
	one[1] |= x1 & columns[onceIn(x1)&^(c0|c2)]
	one[2] |= x2 & columns[onceIn(x2)&^(c0|c1)]
	for b := range 3 {
		for g := one[b] & s.free[b]; g != 0; g &= g - 1 {
			if !c.place(k, s, b, bits.TrailingZeros32(g), v) {
				return false
			}
		}
	}
	return true
}

// search runs the search from the state at depth d, as Kernel.search.
func (c *classic) search(k *Kernel, d int) bool {
	s := &c.states[d]
	res := k.res
	for {
		if !c.propagate(k, s) {
			res.Contradictions++
			return false
		}
		if s.free == (band{}) {
			return c.solution(k, s)
		}
		if res.BeforeGuess < 0 {
			res.BeforeGuess = res.Placed
		}
		if k.stop() {
			return true
		}
		cell, v := c.choose(k, s)
		before := res.Count
		res.Guesses++
		guesses := res.Guesses
		res.MaxDepth = max(res.MaxDepth, d+1)
		t := &c.states[d+1]
		*t = *s
		c.dirty = 0
		if c.place(k, t, cell/27, cell%27, v) {
			res.Placed--
			if c.search(k, d+1) {
				return true
			}
		}
		res.Undos++
		k.failed(cell, before, guesses, false)
		s.f[cell/27][v] &^= 1 << (cell % 27)
		c.dirty = 1 << v
	}
}

// solution counts the full state s; true when the limit is reached.
func (c *classic) solution(k *Kernel, s *classicState) bool {
	return k.found(func(grid []int) {
		for b := range s.f {
			for v, x := range s.f[b] {
				for ; x != 0; x &= x - 1 {
					grid[c.fieldOf[27*b+bits.TrailingZeros32(x)]] = v
				}
			}
		}
	})
}

// choose returns the guess at state s: the lowest value of a free cell
// with two values left, the one the solve's choice puts first
// (Kernel.key), or else of the first free cell with the fewest.
func (c *classic) choose(k *Kernel, s *classicState) (cell, v int) {
	cell, best := -1, math.MinInt
	var two band
	for b := range 3 {
		u := s.free[b]
		var once, twice, more uint32
		for v := range s.f[b] {
			x := s.f[b][v] & u
			more |= twice & x
			twice |= once & x
			once |= x
		}
		two[b] = twice &^ more
	}
	for b, x := range two {
		for ; x != 0; x &= x - 1 {
			g := 27*b + bits.TrailingZeros32(x)
			pe := &peerCells[g]
			score := k.key(g, bits.OnesCount32(pe[0]&s.free[0])+bits.OnesCount32(pe[1]&s.free[1])+bits.OnesCount32(pe[2]&s.free[2]))
			if score > best {
				cell, best = g, score
			}
		}
	}
	if cell < 0 {
		fewest := 10
		for b, x := range s.free {
			for ; x != 0; x &= x - 1 {
				i := bits.TrailingZeros32(x)
				n := 0
				for v := range s.f[b] {
					n += int(s.f[b][v] >> i & 1)
				}
				if n < fewest {
					cell, fewest = 27*b+i, n
				}
			}
		}
	}
	b, bit := cell/27, uint32(1)<<(cell%27)
	for v := range s.f[b] {
		if s.f[b][v]&bit != 0 {
			return cell, v
		}
	}
	return cell, -1
}

// footprint is the classic kernel's state: 82 depths, made once.
func (c *classic) footprint() int64 {
	return int64(unsafe.Sizeof(classicState{}))*int64(len(c.states)) + int64(len(c.cellOf))*8
}

// release has nothing to give back: the classic kernel's room is fixed.
func (c *classic) release() {}
