package constraint

import (
	"fmt"
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
}

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

// Propagate finds the totals every segment can make, values repeated or
// not (the boxes keep them apart), and keeps in each cell the values of
// some choice of its segment that makes one of them.
func (c *regionSum) Propagate(b *game.Board, found *game.Found) bool {
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
