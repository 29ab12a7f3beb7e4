package constraint

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// FullRankRule is the rule kind of full rank clues.
var FullRankRule = &game.RuleKind{
	Name:       "FullRank",
	Title:      "Full rank",
	Doc:        "every row and column is read as a number both ways (value by value), and the numbers ranked from the lowest (1): a clue says where the number read from it ranks",
	Difficulty: 3.0,
	Shape:      game.ShapeOutside,
	Abilities:  game.CanPropagate | game.CanNarrow | game.CanExplain | game.CanClue | game.CanLabel,
}

// FullRankNoTiesRule is the rule kind of full rank's rule of the whole
// board that no two readings tie.
var FullRankNoTiesRule = &game.RuleKind{
	Name:       "FullRankNoTies",
	Title:      "Full rank, no ties",
	Doc:        "no two rows or columns, each read both ways, read the same number",
	Difficulty: 3.0,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain,
}

// FullRank is written fullrank: {clue: r0c3, rank: 12}, with ties: any
// where the number read from the clue may equal another (then its rank
// is one more than the count of those lower); without it, none may.
// fullrank: {ties: none} alone is a rule of the whole board: no two
// rows or columns read the same, clued or not (ISS's "no ranks" ties).
var FullRank = &Kind{
	Rule:     FullRankRule,
	FPuzzles: &FPuzzlesForm{None: "f-puzzles has no full rank clue"},
	Key:      "fullrank",
	Keys:     []string{"clue", "rank", "ties"},
	Example:  "fullrank: {clue: r0c3, rank: 12}",
	Read: func(a Args) []game.Constraint {
		ties, ok := false, true
		if a.Has("ties") {
			w, good := a.Word("ties")
			switch {
			case !good:
				ok = false
			case w == "any":
				ties = true
			case w != "none":
				a.Errorf("ties", "ties is any (the number read from the clue may equal another) or none, the default, not %s", game.Excerpt(w))
				ok = false
			}
			if ok && !a.Has("clue") && !a.Has("rank") {
				if ties {
					a.Errorf("ties", "ties: any alone says nothing: give a clue and its rank, or write ties: none for a board where no two rows or columns read the same")
					return nil
				}
				return one(NewFullRankNoTies())
			}
		}
		clue, ok1 := readLineClue(a)
		rank, ok2 := a.Int("rank")
		if !ok || !ok1 || !ok2 {
			return nil
		}
		return one(NewFullRank(clue, rank, ties))
	},
	Draw: Drawing{Style: StyleOutside, Label: "rank"},
}

// NewFullRank returns the rule that the number read from clue (a cell
// outside a square board whose rows and columns each hold every value
// once) ranks rank among the 4n numbers that its n rows and n columns
// make read both ways, compared value by value (as digits are, and as
// values of 10 and more are too): rank-1 of them are lower, and, unless
// ties, none is equal. ISS's FullRank clue, under its default tie mode (ties: any
// is its "any rank").
func NewFullRank(clue game.Pos, rank int, ties bool) game.Constraint {
	return &fullRank{clueLine: newClueLine(clue), rank: rank, ties: ties}
}

// fullRank is a full rank clue. Bound, it has the board's readings, of
// which entry own is the clue's, on side side; its cells are the board's.
type fullRank struct {
	clueLine
	rank int
	ties bool
	// Bound:
	readings
	own, side int
	at        int // the value index the clue's first cell holds
	k         int // how many of the other entries that start with it are lower
}

// The abilities of fullRank that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Narrower
	game.Explainer
	game.Clued
	game.Labeler
} = (*fullRank)(nil)

func (c *fullRank) Kind() *game.RuleKind { return FullRankRule }

func (c *fullRank) Name() string {
	tie := ""
	if c.ties {
		tie = ", ties allowed"
	}
	return fmt.Sprintf("full rank %d at %s%s", c.rank, c.clue, tie)
}

// Label writes the rank.
func (c *fullRank) Label() string { return strconv.Itoa(c.rank) }

// Cells returns the board's fields once bound: the rule compares its
// line with every row and column. Before, the cell by the clue.
func (c *fullRank) Cells() []game.Pos { return c.cells }

func (c *fullRank) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	if err := b.bind(r); err != nil {
		return nil, err
	}
	rd, err := readingsOf(r)
	if err != nil {
		return nil, err
	}
	if n := len(rd.entries); c.rank < 1 || c.rank > n {
		return nil, fmt.Errorf("%s ranks 1 to %d among the %d rows and columns read both ways, not %d", b.where(), n, n, c.rank)
	}
	b.readings, b.cells = rd, rd.board
	for s := range rd.starts {
		for _, e := range rd.starts[s] {
			if rd.entries[e][0] == b.fields[0] && rd.entries[e][1] == b.fields[1] {
				b.own, b.side = e, s
			}
		}
	}
	b.at, b.k = (c.rank-1)/4, (c.rank-1)%4
	return &b, nil
}

// readings are the numbers a full rank board reads: its rows and columns,
// each from both ends.
type readings struct {
	// entries are the readings' fields, each from its first cell: four
	// for each row and column number, rows from the left and the right,
	// columns from the top and the bottom.
	entries [][]int
	// starts[s] lists the entries of side s (0 left, 1 right, 2 top, 3
	// bottom), one per row or column, whose first cells make a line.
	starts [4][]int
	board  []game.Pos // the board's fields, in order
	all    []int      // every field, in order
}

// readingsOf returns the readings of r's board, or why full rank cannot
// read it: a square board with no holes, as many values as its side,
// numbers rising with the values, and a group on every row and column.
func readingsOf(r *game.Rules) (readings, error) {
	n := r.Rows
	if r.Cols != n || r.NumValues() != n || r.NumFields() != n*n {
		return readings{}, fmt.Errorf("full rank reads a square board with no holes and as many values as its side, not %dx%d with %d values", r.Rows, r.Cols, r.NumValues())
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return readings{}, err
	}
	for i := 1; i < n; i++ {
		if nums[i] <= nums[i-1] {
			return readings{}, errors.New("full rank reads values whose numbers rise in their order, such as 1-9")
		}
	}
	fieldsOf := func(row, col, dr, dc int) []int {
		out := make([]int, n)
		for j := range n {
			out[j] = r.FieldAt(game.Pos{Row: row + j*dr, Col: col + j*dc})
		}
		return out
	}
	var rd readings
	for i := range n {
		if !oneGroup(r, fieldsOf(i, 0, 0, 1)) {
			return readings{}, fmt.Errorf("full rank reads a board whose every row holds each value once: row %d is in no group", i+1)
		}
		if !oneGroup(r, fieldsOf(0, i, 1, 0)) {
			return readings{}, fmt.Errorf("full rank reads a board whose every column holds each value once: column %d is in no group", i+1)
		}
		for s, e := range [4][]int{fieldsOf(i, 0, 0, 1), fieldsOf(i, n-1, 0, -1), fieldsOf(0, i, 1, 0), fieldsOf(n-1, i, -1, 0)} {
			rd.starts[s] = append(rd.starts[s], len(rd.entries))
			rd.entries = append(rd.entries, e)
		}
	}
	rd.board, rd.all = make([]game.Pos, n*n), make([]int, n*n)
	for f := range rd.board {
		rd.board[f], rd.all[f] = r.Pos(f), f
	}
	return rd, nil
}

// The outcomes of reading one entry against the clue's: lower, higher or
// equal, as bits of a set of those possible.
const (
	rankLower = 1 << iota
	rankHigher
	rankEqual
)

// compare returns the outcomes possible of entry e against the clue's,
// over the sets of values each field may hold (numbers rising with the
// value's index): read cell by cell while the two may still be equal.
// While they are, a value both must hold at a cell is at no later cell
// of either (each is a row or column, whose values differ); 0 when a
// cell has no value at all.
func (c *fullRank) compare(sets func(f int) game.ValueSet, e []int) int {
	out := 0
	var held game.ValueSet // the values both hold at the cells read, when equal
	for j, f := range e {
		a, b := sets(f), sets(c.entries[c.own][j])
		if a == 0 || b == 0 {
			return 0
		}
		if a, b = a&^held, b&^held; a == 0 || b == 0 {
			return out // they cannot be equal so far
		}
		if a.Lowest() < highest(b) {
			out |= rankLower
		}
		if highest(a) > b.Lowest() {
			out |= rankHigher
		}
		both := a & b
		if both == 0 {
			return out
		}
		if both&(both-1) == 0 {
			held |= both
		}
	}
	return out | rankEqual
}

// allowed returns the outcomes the rule allows an entry that starts with
// the clue's value: lower, or not (higher, or equal with ties).
func (c *fullRank) allowed(lower bool) int {
	if lower {
		return rankLower
	}
	if c.ties {
		return rankHigher | rankEqual
	}
	return rankHigher
}

// Check reads the entries that start with the clue's value as far as
// their placed values tell: the clue's must start with it, and those
// sure to be lower (or to tie, without ties) may not break the rank.
func (c *fullRank) Check(g game.Grid) error {
	set := func(f int) game.ValueSet {
		if v := g.Value(f); v != game.Empty {
			return game.Bit(v)
		}
		return game.FullSet(len(c.nums))
	}
	if v := g.Value(c.fields[0]); v != game.Empty && v != c.at {
		return fmt.Errorf("%s ranks %d, so it starts with %s, not %s", c.where(), c.rank, c.values.Name(c.at), c.values.Name(v))
	}
	lower, higher := 0, 0
	for s := range 4 {
		if s == c.side {
			continue
		}
		for _, e := range c.starts[s] {
			if g.Value(c.entries[e][0]) != c.at {
				continue
			}
			o := c.compare(set, c.entries[e])
			if !c.ties && o == rankEqual {
				return fmt.Errorf("%s reads the same as another row or column that starts with %s: a clued number ties none", c.where(), c.values.Name(c.at))
			}
			if o == rankLower {
				lower++
			} else if o&rankLower == 0 {
				higher++
			}
		}
	}
	switch {
	case lower > c.k:
		return fmt.Errorf("%s ranks %d, but %d of the other rows and columns that start with %s, as it does, are lower already: %d may be", c.where(), c.rank, lower, c.values.Name(c.at), c.k)
	case higher > 3-c.k:
		more := "higher"
		if c.ties {
			more = "not lower"
		}
		return fmt.Errorf("%s ranks %d, but %d of the other rows and columns that start with %s, as it does, are %s already: %d may be", c.where(), c.rank, higher, c.values.Name(c.at), more, 3-c.k)
	}
	return nil
}

// Propagate keeps the clue's value in its first cell, and reads the
// other three sides' entries that may start with it (one per side does):
// a side whose every such entry is lower (or not) counts so; when the
// count of those lower is reached, or can only be reached with every
// side left, the entries that would break it lose the value from their
// first cell, and an entry whose first cell holds it is kept on its side
// of the clue's at the first cell where they may differ.
func (c *fullRank) Propagate(b *game.Board, found *game.Found) bool {
	sets := candidates(b, found, c.all)
	return c.narrow(sets, func(f int, keep game.ValueSet) bool { return eliminate(b, found, f, keep) })
}

// Narrow is Propagate over the candidates alone, for the search kernel
// (game.Narrower): cands holds those of every field, in order.
func (c *fullRank) Narrow(cands []game.ValueSet, _ game.ValueSet, _ *game.Found) (game.ValueSet, bool) {
	ok := c.narrow(cands, func(f int, keep game.ValueSet) bool {
		cands[f] &= keep
		return cands[f] != 0
	})
	return 0, ok
}

// narrow is Propagate over sets, the candidates of every field: take
// keeps only keep of field f's, and reports false when that leaves none.
func (c *fullRank) narrow(sets []game.ValueSet, take func(f int, keep game.ValueSet) bool) bool {
	if !take(c.fields[0], game.Bit(c.at)) {
		return false
	}
	sets[c.fields[0]] &= game.Bit(c.at)
	at := func(f int) game.ValueSet { return sets[f] }
	var outcomes [4][game.MaxValues]int8 // per side, per entry of starts
	var sure [4]int                      // per side: 1 lower, 2 not, 0 either
	lower, higher := 0, 0
	for s := range 4 {
		if s == c.side {
			continue
		}
		both, any := 0, false
		for i, e := range c.starts[s] {
			outcomes[s][i] = 0
			if !sets[c.entries[e][0]].Has(c.at) {
				continue
			}
			o := c.compare(at, c.entries[e]) & (c.allowed(true) | c.allowed(false))
			outcomes[s][i] = int8(o)
			if o == 0 {
				// It may not start with the value: it would tie the
				// clue's.
				if !take(c.entries[e][0], ^game.Bit(c.at)) {
					return false
				}
				continue
			}
			any = true
			both |= o
		}
		if !any {
			return false
		}
		switch {
		case both == rankLower:
			sure[s] = 1
			lower++
		case both&rankLower == 0:
			sure[s] = 2
			higher++
		}
	}
	if lower > c.k || higher > 3-c.k {
		return false
	}
	for s := range 4 {
		if s == c.side || sure[s] != 0 && !c.forced(sets, s) {
			continue
		}
		var want int
		switch {
		case sure[s] == 1 || sure[s] == 0 && higher == 3-c.k:
			want = c.allowed(true)
		case sure[s] == 2 || sure[s] == 0 && lower == c.k:
			want = c.allowed(false)
		default:
			continue
		}
		for i, e := range c.starts[s] {
			o := int(outcomes[s][i])
			if o == 0 {
				continue
			}
			first := c.entries[e][0]
			if o&want == 0 {
				if !take(first, ^game.Bit(c.at)) {
					return false
				}
				continue
			}
			if sets[first] == game.Bit(c.at) && o&^want != 0 && !c.order(sets, take, c.entries[e], want == rankLower) {
				return false
			}
		}
	}
	return true
}

// forced reports whether side s has its entry that starts with the
// clue's value placed: then its order against the clue's is kept cell by
// cell.
func (c *fullRank) forced(sets []game.ValueSet, s int) bool {
	for _, e := range c.starts[s] {
		if sets[c.entries[e][0]] == game.Bit(c.at) {
			return true
		}
	}
	return false
}

// order keeps entry e below the clue's (lower) or not: past the cells
// where both hold one value, at the first where they may differ, e's
// values above the highest of the clue's cell leave it (below the
// lowest, for not lower), and the clue's below e's lowest (above its
// highest); while that leaves the two one equal value, the next cell
// too. Without ties, two entries equal to the end break the rule.
func (c *fullRank) order(sets []game.ValueSet, take func(int, game.ValueSet) bool, e []int, lower bool) bool {
	own := c.entries[c.own]
	for j := 1; j < len(e); j++ {
		x, y := sets[e[j]], sets[own[j]]
		if x == y && x&(x-1) == 0 {
			continue
		}
		if lower {
			x &^= above(highest(y))
			y &^= below(x.Lowest())
		} else {
			x &^= below(y.Lowest())
			y &^= above(highest(x))
		}
		if x == 0 || y == 0 || !take(e[j], x) || !take(own[j], y) {
			return false
		}
		if x != y || x&(x-1) != 0 {
			return true
		}
	}
	return c.ties && !lower
}

// Explain says what the rank tells of the rows and columns that start
// with the clue's value.
func (c *fullRank) Explain(r *game.Rules, m *game.Move) string {
	what := fmt.Sprintf("%s: read from the clue, %s ranks %d of %d, so it starts with %s and %d of the three other rows and columns that do are lower", c.Name(), c.where(), c.rank, len(c.entries), c.values.Name(c.at), c.k)
	if m.Kind == game.Contradiction {
		return what + ", which no values left allow"
	}
	return what + ": " + leaveList(r, m.Eliminate)
}

// Item writes the rule as a spec item.
func (c *fullRank) Item() Item {
	args := []Arg{{"clue", c.clue.String()}, {"rank", c.rank}}
	if c.ties {
		args = append(args, Arg{"ties", "any"})
	}
	return Item{Key: FullRank.Key, Args: args}
}

// NewFullRankNoTies returns the rule of a square board whose rows and
// columns each hold every value once that no two of its rows and
// columns, each read both ways, read the same number: ISS's FullRankTies
// of "no ranks".
func NewFullRankNoTies() game.Constraint { return &noTies{} }

// noTies is the rule that no two readings of the board tie. Bound, it
// has the readings; it checks those whose cells are all placed, as ISS
// does.
type noTies struct {
	readings
}

// The abilities of noTies that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
} = (*noTies)(nil)

func (c *noTies) Kind() *game.RuleKind { return FullRankNoTiesRule }

func (c *noTies) Name() string { return "full rank: no two rows or columns read the same" }

// Cells returns the board's fields once bound, none before.
func (c *noTies) Cells() []game.Pos { return c.board }

func (c *noTies) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	rd, err := readingsOf(r)
	if err != nil {
		return nil, err
	}
	return &noTies{rd}, nil
}

// tie returns two readings of which every cell is placed and that read
// the same, or -1.
func (c *noTies) tie(value func(f int) int) (int, int) {
	for i, e := range c.entries {
		for j := range i {
			same := true
			for k, f := range e {
				v := value(f)
				if v == game.Empty || v != value(c.entries[j][k]) {
					same = false
					break
				}
			}
			if same {
				return j, i
			}
		}
	}
	return -1, -1
}

func (c *noTies) Check(g game.Grid) error {
	if i, j := c.tie(g.Value); i >= 0 {
		return fmt.Errorf("%s reads the same as %s", reading(i), reading(j))
	}
	return nil
}

// reading names entry e of the readings, as Bind makes them: four for
// each row and column number.
func reading(e int) string {
	i := e/4 + 1
	return fmt.Sprintf([4]string{"row %d from the left", "row %d from the right", "column %d from the top", "column %d from the bottom"}[e%4], i)
}

// Propagate fails when two readings are placed and read the same.
func (c *noTies) Propagate(b *game.Board, _ *game.Found) bool {
	i, _ := c.tie(b.Value)
	return i < 0
}

// Explain says that two readings tie.
func (c *noTies) Explain(_ *game.Rules, _ *game.Move) string {
	return c.Name() + ", but two read the same"
}

// Item writes the rule as a spec item.
func (c *noTies) Item() Item { return Item{Key: FullRank.Key, Args: []Arg{{"ties", "none"}}} }
