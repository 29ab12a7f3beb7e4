package constraint

import (
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// SkyscraperRule is the rule kind of skyscrapers.
var SkyscraperRule = &game.RuleKind{
	Name:       "Skyscraper",
	Title:      "Skyscraper",
	Doc:        "seen from its clue, a row or column shows as many cells as the clue says, a higher cell hiding every lower one behind it",
	Difficulty: 2.3,
	Shape:      game.ShapeOutside,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain | game.CanClue | game.CanLabel,
}

// Skyscraper is written skyscraper: {clue: r0c3, seen: 3}: the clue's
// side says the row or column and where it is seen from (r0c3 is above
// column 3, r3c0 left of row 3, and on a 9x9 board r10c3 below column 3,
// r3c10 right of row 3).
var Skyscraper = &Kind{
	Rule:     SkyscraperRule,
	FPuzzles: fpClue("skyscraper", "seen"),
	Key:      "skyscraper",
	Keys:     []string{"clue", "seen"},
	Example:  "skyscraper: {clue: r0c3, seen: 3}",
	Read: func(a Args) []game.Constraint {
		clue, ok := readLineClue(a)
		seen, ok2 := a.Int("seen")
		if !ok || !ok2 {
			return nil
		}
		return one(NewSkyscraper(clue, seen))
	},
	Draw: Drawing{Style: StyleOutside, Label: "seen", Boxed: true},
}

// NewSkyscraper returns the rule that, seen from clue, a cell outside the
// board, the row or column beside it shows seen cells: a cell shows when
// it is higher than every cell before it. It stands for an entry of
// f-puzzles' "skyscraper" list, {"cell": "R0C3", "value": "3"}
// (ParseClue reads its cell), and for the spec item skyscraper: {clue:
// r0c3, seen: 3}. Bind finds the line on the board.
func NewSkyscraper(clue game.Pos, seen int) game.Constraint {
	return &skyscraper{clueLine: newClueLine(clue), seen: seen}
}

// skyscraper is a line that shows seen cells from its clue. Bound, rank
// orders the values by number from 1 (byRank is the value of each rank);
// complete says that the line holds
// every value once (a group holds it and it has a cell for each value),
// so the highest is in it.
type skyscraper struct {
	clueLine
	seen         int
	rank, byRank []int
	complete     bool
}

// The abilities of skyscraper that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
	game.Clued
	game.Labeler
} = (*skyscraper)(nil)

func (c *skyscraper) Kind() *game.RuleKind { return SkyscraperRule }

func (c *skyscraper) Name() string { return fmt.Sprintf("skyscraper %d at %s", c.seen, c.clue) }

// Label writes the number of cells seen.
func (c *skyscraper) Label() string { return strconv.Itoa(c.seen) }

func (c *skyscraper) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	if err := b.bind(r); err != nil {
		return nil, err
	}
	b.prepare()
	b.complete = len(b.fields) == len(b.nums) && oneGroup(r, b.fields)
	if most := min(len(b.fields), len(b.nums)); c.seen < 1 || c.seen > most {
		return nil, fmt.Errorf("%s can show 1 to %d cells, not %d", b.where(), most, c.seen)
	}
	return &b, nil
}

// prepare ranks the values by number.
func (c *skyscraper) prepare() {
	c.rank, c.byRank = make([]int, len(c.nums)), make([]int, len(c.nums)+1)
	for v, x := range c.nums {
		c.rank[v] = 1
		for _, y := range c.nums {
			if y < x {
				c.rank[v]++
			}
		}
		c.byRank[c.rank[v]] = v
	}
}

func (c *skyscraper) Check(g game.Grid) error {
	n, nv := len(c.fields), len(c.nums)
	shown, top, k := 0, 0, 0
	for ; k < n; k++ {
		v := g.Value(c.fields[k])
		if v == game.Empty {
			break
		}
		if c.rank[v] > top {
			shown, top = shown+1, c.rank[v]
		}
	}
	switch most := shown + min(n-k, nv-top); {
	case k == n && shown != c.seen:
		return fmt.Errorf("%s shows %s (%s), not %d", c.where(), cellCount(shown), c.shown(g), c.seen)
	case shown > c.seen:
		return fmt.Errorf("with %s placed, %s shows %s at least, not %d", placed(g, c.cells[:k], c.fields[:k], c.values), c.where(), cellCount(shown), c.seen)
	case most < c.seen:
		return fmt.Errorf("with %s placed, %s shows %s at most, not %d", placed(g, c.cells[:k], c.fields[:k], c.values), c.where(), cellCount(most), c.seen)
	}
	return nil
}

// shown writes the cells of a full line that show: "r1c3=2 r2c3=5".
func (c *skyscraper) shown(g game.Grid) string {
	var cells []game.Pos
	var fields []int
	top := 0
	for i, f := range c.fields {
		if r := c.rank[g.Value(f)]; r > top {
			top = r
			cells, fields = append(cells, c.cells[i]), append(fields, f)
		}
	}
	return placed(g, cells, fields, c.values)
}

// cellCount writes "1 cell" or "3 cells".
func cellCount(n int) string {
	if n == 1 {
		return "1 cell"
	}
	return strconv.Itoa(n) + " cells"
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *skyscraper) Local() {}

// Propagate keeps in each cell the values of some arrangement its
// candidates allow that shows the clue's number of cells, values
// repeated or not (with the highest among them when the line is
// complete).
func (c *skyscraper) Propagate(b *game.Board, found *game.Found) bool {
	out := found.ScratchSets(len(c.fields))
	return c.support(found, candidates(b, found, c.fields), out) && keep(b, found, c.fields, out)
}

// support sets out[i] to the values of cands[i] that some arrangement
// holds, and reports whether there is one. An arrangement is read cell by
// cell with its state: the rank m of the highest value so far (0 before
// the first cell) and the count c of cells that showed. A backward pass
// keeps, per cell and rank, the counts from which the rest of the line
// shows the clue's number; the forward pass the states each prefix
// reaches; a value is possible where a state and its step meet a
// backward one.
//
// A state that can still end well has c at most m (each cell that shows
// raises the rank) and at least seen-nv+m (each cell to show raises it
// again, to nv at most): so each rank's counts are one word, bit i for
// c = i+seen-nv+m. A value of rank r shows from a state of rank m below
// it, its bit moving r-m-1 down, and hides in the states of rank r and
// above, where its bit stays: each pass runs once over the ranks with a
// union shifted one bit a rank. The cost is cells x (ranks + values).
func (c *skyscraper) support(found *game.Found, cands []game.ValueSet, out []game.ValueSet) bool {
	n, nv := len(cands), len(c.nums)
	nr := nv + 1 // ranks 0 to nv
	room := found.ScratchWords((n + 3) * nr)
	need := func(k int) []uint64 { return room[k*nr : (k+1)*nr : (k+1)*nr] }
	for m := range nr {
		if !c.complete || m == nv {
			need(n)[m] = 1 << (nv - m) // c = seen
		}
	}
	for k := n - 1; k >= 0; k-- {
		to, from := need(k), need(k+1)
		low := nr // the lowest rank of the cell's values
		for s := cands[k]; s != 0; s &= s - 1 {
			low = min(low, c.rank[s.Lowest()])
		}
		var above uint64 // from the ranks r above m, shifted r-m-1 up
		for m := nv; m >= 0; m-- {
			to[m] = above
			if low <= m {
				to[m] |= from[m]
			}
			above <<= 1
			if m > 0 && cands[k].Has(c.byRank[m]) {
				above |= from[m]
			}
		}
	}
	if need(0)[0]&(1<<(nv-c.seen)) == 0 { // c = 0 at rank 0
		return false
	}
	cur, next := room[(n+1)*nr:(n+2)*nr:(n+2)*nr], room[(n+2)*nr:]
	cur[0] = 1 << (nv - c.seen)
	for k := range n {
		after := need(k + 1)
		out[k] = 0
		clear(next)
		var hides uint64 // bit m: a state of rank m or above meets after in it
		for m, any := nv, false; m >= 0; m-- {
			if any = any || cur[m]&after[m] != 0; any {
				hides |= 1 << m
			}
		}
		var below uint64 // the states of the ranks m below r, shifted r-m-1 down
		low := nr        // the lowest rank possible here
		for r := 1; r <= nv; r++ {
			below = below>>1 | cur[r-1]
			if v := c.byRank[r]; cands[k].Has(v) && (hides&(1<<r) != 0 || below&after[r] != 0) {
				out[k] |= game.Bit(v)
				low = min(low, r)
				next[r] |= below
			}
		}
		if out[k] == 0 {
			return false
		}
		for m := low; m <= nv; m++ {
			next[m] |= cur[m]
		}
		cur, next = next, cur
	}
	return true
}

func (c *skyscraper) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no values of %s show %s", c.Name(), c.where(), cellCount(c.seen))
	}
	return fmt.Sprintf("%s: %s shows %s, each higher than all before it; %s", c.Name(), c.where(), cellCount(c.seen), elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *skyscraper) Item() Item {
	return Item{Key: Skyscraper.Key, Args: []Arg{{"clue", c.clue.String()}, {"seen", c.seen}}}
}
