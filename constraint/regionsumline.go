package constraint

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// RegionSumLineRule is the rule kind of region sum lines: sums compared
// across boxes, the hardest reasoning of the lines.
var RegionSumLineRule = &game.RuleKind{
	Name:       "RegionSumLine",
	Title:      "Region sum line",
	Doc:        "the boxes (or regions) a region sum line passes through cut it into segments that add up to the same total",
	Difficulty: 2.5,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain,
}

// RegionSumLine is written regionsumline: {cells: [r1c2, r1c3, r2c4]}.
var RegionSumLine = &Kind{
	Rule:     RegionSumLineRule,
	FPuzzles: fpLines("regionsumline"),
	Key:      "regionsumline",
	Keys:     []string{"cells"},
	Example:  "regionsumline: {cells: [r1c2, r1c3, r2c4]}",
	Read:     readLineKind(2, regionSumWhy, NewRegionSumLine),
	Draw:     Drawing{Style: StyleLine, Colour: "#3a8ee6", Width: 0.2},
}

const regionSumWhy = "two cells"

// NewRegionSumLine returns a region sum line along cells: each run of its
// cells in one box (or region of a jigsaw) is a segment, and every
// segment adds up to the same total. It stands for one line of an entry
// of f-puzzles' "regionsumline" list, and for a spec's regionsumline
// item.
func NewRegionSumLine(cells []game.Pos) game.Constraint {
	return &regionSum{line: line{cells: cells}}
}

// regionSum is a region sum line. Bound, it keeps where its segments
// start.
type regionSum struct {
	line
	values     *game.Values
	nums       []int
	starts     []int // the index of each segment's first cell, and len(cells)
	off, size  int   // sums of a segment are kept at sum+off, below size
	maxSegment int
	// maskSums, on boards of at most maxMaskValues values, is what each
	// set of values adds up to (set m of values, as bits: maskSums[m]):
	// Propagate then reads each segment as cells holding different values.
	maskSums []int
}

// The abilities of regionSum that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
} = (*regionSum)(nil)

// maxMaskValues is the most values for which Propagate reads a segment's
// cells as holding different values, through the sets of values its first
// cells can hold (2^12 sets); on larger boards it lets values repeat, and
// the boxes keep them apart.
const maxMaskValues = 12

func (c *regionSum) Kind() *game.RuleKind { return RegionSumLineRule }

func (c *regionSum) Name() string { return "region sum line " + c.path() }

func (c *regionSum) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, regionSumWhy); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	// The segments follow the groups of the first kind that tiles the
	// board: its boxes, or the regions of a jigsaw.
	kind, tiled := game.GroupKind(0), false
	for _, g := range r.Groups {
		if g.Kind.Tiles() {
			kind, tiled = g.Kind, true
			break
		}
	}
	if !tiled {
		return nil, fmt.Errorf("the board has no boxes or regions to cut the line into segments")
	}
	b := *c
	b.fields, b.values, b.nums, b.starts = fields, r.Values, nums, nil
	prev := -1
	for i, f := range fields {
		g := -1
		for _, k := range r.FieldGroups(f) {
			if r.Groups[k].Kind == kind {
				g = k
				break
			}
		}
		if g < 0 {
			return nil, fmt.Errorf("%s lies in no %s, so no segment of the line holds it", c.cells[i], kind.Noun(1))
		}
		if g != prev {
			b.starts = append(b.starts, i)
		}
		prev = g
	}
	b.starts = append(b.starts, len(fields))
	for s := 1; s < len(b.starts); s++ {
		b.maxSegment = max(b.maxSegment, b.starts[s]-b.starts[s-1])
	}
	lo, hi, _ := distinctBounds(nums, 1)
	b.off = b.maxSegment * max(0, -lo)
	b.size = b.off + b.maxSegment*max(0, hi) + 1
	if len(nums) <= maxMaskValues {
		b.maskSums = make([]int, 1<<len(nums))
		for m := 1; m < len(b.maskSums); m++ {
			v := bits.TrailingZeros(uint(m))
			b.maskSums[m] = b.maskSums[m&(m-1)] + nums[v]
		}
	}
	return &b, nil
}

// segment returns the cells of segment s.
func (c *regionSum) segment(s int) []game.Pos { return c.cells[c.starts[s]:c.starts[s+1]] }

func (c *regionSum) Check(g game.Grid) error {
	first, total := -1, 0
	for s := range len(c.starts) - 1 {
		sum, full := 0, true
		for _, f := range c.fields[c.starts[s]:c.starts[s+1]] {
			v := g.Value(f)
			full = full && v != game.Empty
			if full {
				sum += c.nums[v]
			}
		}
		switch {
		case !full:
		case first < 0:
			first, total = s, sum
		case sum != total:
			return fmt.Errorf("its segment %s adds up to %d but %s adds up to %d", cellList(c.segment(first)), total, cellList(c.segment(s)), sum)
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *regionSum) Local() {}

// Propagate finds the totals every segment can make, and keeps in each
// cell the values of some choice of its segment that makes one of them. A
// segment lies in one box, so its cells hold different values: two cells
// of 1-9 make 3 to 17, not 2 to 18. On boards of more than maxMaskValues
// values it lets values repeat (the boxes keep them apart).
func (c *regionSum) Propagate(b *game.Board, found *game.Found) bool {
	if c.maskSums != nil {
		return c.propagateDistinct(b, found)
	}
	n, w := len(c.fields), (c.size+63)/64
	cands, out, part := found.ScratchSets(n), found.ScratchSets(n), found.ScratchSets(c.maxSegment)
	room := found.ScratchWords(3 * w)
	common, sums, next := sumSet(room[:w:w]), sumSet(room[w:2*w:2*w]), sumSet(room[2*w:])
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	for i := range common {
		common[i] = ^uint64(0)
	}
	for s := range len(c.starts) - 1 {
		clear(sums)
		sums.add(c.off)
		for _, cs := range cands[c.starts[s]:c.starts[s+1]] {
			clear(next)
			sums.plus(next, cs, c.nums, 0, c.size)
			copy(sums, next)
		}
		for i := range common {
			common[i] &= sums[i]
		}
	}
	for s := range len(c.starts) - 1 {
		segment := cands[c.starts[s]:c.starts[s+1]]
		// One search for each run of consecutive totals.
		for lo := 0; lo < c.size; lo++ {
			if !common.has(lo) {
				continue
			}
			hi := lo
			for hi+1 < c.size && common.has(hi+1) {
				hi++
			}
			if sumSupport(found, segment, c.nums, lo-c.off, hi-c.off, part) {
				for i := range segment {
					out[c.starts[s]+i] |= part[i]
				}
			}
			lo = hi
		}
	}
	for i, f := range c.fields {
		if !eliminate(b, found, f, out[i]) {
			return false
		}
	}
	return true
}

// propagateDistinct is Propagate through the sets of values: the sets a
// segment's first i cells can hold, different values each (forward), give
// the totals of the whole segment, one per set; the totals every segment
// makes are kept; and a value stays in cell i when some set of the first
// i cells without it, with it, leads to a set of the whole segment that
// makes one of those (backward). It costs cells times the sets of each
// size, at most 126 of 1-9.
func (c *regionSum) propagateDistinct(b *game.Board, found *game.Found) bool {
	n, w := len(c.fields), (c.size+63)/64
	mw := (len(c.maskSums) + 63) / 64
	cands, out := found.ScratchSets(n), found.ScratchSets(n)
	room := found.ScratchWords(2*w + 2*(c.maxSegment+1)*mw)
	common, sums := sumSet(room[:w:w]), sumSet(room[w:2*w:2*w])
	layers := room[2*w:]
	fwd := func(i int) []uint64 { return layers[i*mw : (i+1)*mw : (i+1)*mw] }
	back := func(i int) []uint64 { k := c.maxSegment + 1 + i; return layers[k*mw : (k+1)*mw : (k+1)*mw] }
	for i, f := range c.fields {
		cands[i] = b.Candidates(f)
	}
	for i := range common {
		common[i] = ^uint64(0)
	}
	segments := len(c.starts) - 1
	for s := range segments {
		segment := cands[c.starts[s]:c.starts[s+1]]
		c.forward(segment, fwd)
		clear(sums)
		eachMask(fwd(len(segment)), func(m int) { sums.add(c.maskSums[m] + c.off) })
		for i := range common {
			common[i] &= sums[i]
		}
	}
	for s := range segments {
		segment := cands[c.starts[s]:c.starts[s+1]]
		k := len(segment)
		if segments > 1 {
			c.forward(segment, fwd) // the last segment's are still there
		}
		clear(back(k))
		eachMask(fwd(k), func(m int) {
			if common.has(c.maskSums[m] + c.off) {
				back(k)[m>>6] |= 1 << (uint(m) & 63)
			}
		})
		for i := k - 1; i >= 0; i-- {
			next, here := back(i+1), back(i)
			clear(here)
			cell := &out[c.starts[s]+i]
			eachMask(fwd(i), func(m int) {
				for v := segment[i] &^ game.ValueSet(m); v != 0; v &= v - 1 {
					x := m | 1<<uint(v.Lowest())
					if next[x>>6]&(1<<(uint(x)&63)) != 0 {
						here[m>>6] |= 1 << (uint(m) & 63)
						*cell |= v & -v
					}
				}
			})
		}
	}
	for i, f := range c.fields {
		if !eliminate(b, found, f, out[i]) {
			return false
		}
	}
	return true
}

// forward writes into layer(i), for i from 0 to the segment's length, the
// sets of different values that the segment's first i cells can hold.
func (c *regionSum) forward(segment []game.ValueSet, layer func(int) []uint64) {
	clear(layer(0))
	layer(0)[0] = 1
	for i, cs := range segment {
		next := layer(i + 1)
		clear(next)
		eachMask(layer(i), func(m int) {
			for v := cs &^ game.ValueSet(m); v != 0; v &= v - 1 {
				x := m | 1<<uint(v.Lowest())
				next[x>>6] |= 1 << (uint(x) & 63)
			}
		})
	}
}

// eachMask calls f with each set of values in words, a bit per set.
func eachMask(words []uint64, f func(m int)) {
	for wi, word := range words {
		for ; word != 0; word &= word - 1 {
			f(wi<<6 | bits.TrailingZeros64(word))
		}
	}
}

// segments writes the segments: "r1c1 r1c2, r1c3".
func (c *regionSum) segments() string {
	parts := make([]string, len(c.starts)-1)
	for s := range parts {
		parts[s] = cellList(c.segment(s))
	}
	return strings.Join(parts, ", ")
}

// Explain names the segments, and what no total they share leaves.
func (c *regionSum) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: its segments %s can make no total in common", c.Name(), c.segments())
	}
	return fmt.Sprintf("%s: its segments %s add up to one total; with the totals they can all make, %s", c.Name(), c.segments(), leaveEach(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *regionSum) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
