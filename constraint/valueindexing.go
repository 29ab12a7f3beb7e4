package constraint

import (
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// ValueIndexingRule is the rule kind of value indexing lines.
var ValueIndexingRule = &game.RuleKind{
	Name:       "ValueIndexing",
	Title:      "Value indexing",
	Doc:        "the number n in a value indexing line's second cell says that the n-th cell after it holds the value of the line's first cell: [r1c4, r2c4, r2c3, r2c2] with 2 in r2c4 puts r1c4's value in r2c2; n is at most the cells after the second, and a cell may be listed again",
	Difficulty: 1.8,
	Shape:      game.ShapeLine,
	Abilities:  game.CanPropagate | game.CanLocal | game.CanExplain,
}

// ValueIndexing is written valueindexing: {cells: [r1c4, r2c4, r2c3,
// r2c2]}: the cell whose value is indexed, the control cell, then the
// cells it counts, three cells at least, as Interactive Sudoku Solver's
// ValueIndexing lists them.
var ValueIndexing = &Kind{
	Rule:     ValueIndexingRule,
	FPuzzles: &FPuzzlesForm{None: "f-puzzles has no value indexing line; a plain line would only draw"},
	Key:      "valueindexing",
	Keys:     []string{"cells"},
	Example:  "valueindexing: {cells: [r1c4, r2c4, r2c3, r2c2]}",
	Read: func(a Args) []game.Constraint {
		cells, ok := a.Cells("cells")
		if !ok {
			return nil
		}
		if len(cells) < 3 {
			a.Errorf("cells", "a value indexing line has three cells at least: the cell whose value it indexes, the control cell and a cell it counts, not %d", len(cells))
			return nil
		}
		return one(NewValueIndexing(cells))
	},
	Draw: Drawing{Style: StyleLine, Colour: "#b080c0", Width: 0.08, Dashed: true},
}

// NewValueIndexing returns the rule that, along line, the number n in
// line[1] is at most len(line)-2 and line[1+n] holds the value of
// line[0]. A cell may appear in line more than once (the control cell
// may also be the first cell it counts), as Interactive Sudoku Solver's
// ValueIndexing allows; it is that rule.
func NewValueIndexing(line []game.Pos) game.Constraint {
	c := &valueIndexing{line: line, at: make([]int, len(line))}
	for i, p := range line {
		j := slices.Index(c.cells, p)
		if j < 0 {
			j = len(c.cells)
			c.cells = append(c.cells, p)
		}
		c.at[i] = j
	}
	return c
}

// valueIndexing is a line whose second cell (the control) counts along
// the rest of it to a cell that holds the value of the first. cells are
// the line's cells, each once, and at maps each place of the line to
// its cell. Bound, it keeps for each value the number it stands for.
type valueIndexing struct {
	line  []game.Pos
	cells []game.Pos
	at    []int
	// Bound:
	fields []int
	nums   []int
	values *game.Values
}

// The abilities of valueIndexing that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Local
	game.Explainer
} = (*valueIndexing)(nil)

func (c *valueIndexing) Kind() *game.RuleKind { return ValueIndexingRule }

func (c *valueIndexing) Name() string {
	return fmt.Sprintf("value indexing at %s", cellList(c.line))
}

func (c *valueIndexing) Cells() []game.Pos { return c.cells }

// counted returns how many cells the control counts along.
func (c *valueIndexing) counted() int { return len(c.line) - 2 }

func (c *valueIndexing) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if len(c.line) < 3 {
		return nil, fmt.Errorf("a value indexing line has three cells at least, not %d", len(c.line))
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	n := c.counted()
	if !slices.ContainsFunc(nums, func(x int) bool { return 1 <= x && x <= n }) {
		return nil, fmt.Errorf("the control cell %s counts 1 to %d cells along the line, and the game has none of those numbers", c.line[1], n)
	}
	b := *c
	b.fields, b.nums, b.values = fields, nums, r.Values
	return &b, nil
}

// target returns the place along the line that control value v points
// at, or -1 when v stands for no number from 1 to the cells counted.
func (c *valueIndexing) target(v int) int {
	if k := c.nums[v]; 1 <= k && k <= c.counted() {
		return 1 + k
	}
	return -1
}

func (c *valueIndexing) Check(g game.Grid) error {
	cv := g.Value(c.fields[c.at[1]])
	if cv == game.Empty {
		return nil
	}
	t := c.target(cv)
	if t < 0 {
		return fmt.Errorf("%s holds %s, and counts 1 to %d cells along the line", c.line[1], c.values.Name(cv), c.counted())
	}
	x, y := g.Value(c.fields[c.at[0]]), g.Value(c.fields[c.at[t]])
	if x == game.Empty || y == game.Empty || x == y {
		return nil
	}
	return fmt.Errorf("%s holds %s, so %s holds the value of %s, %s, not %s", c.line[1], c.values.Name(cv), c.line[t], c.line[0], c.values.Name(x), c.values.Name(y))
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *valueIndexing) Local() {}

// Propagate keeps in each cell the values of some way to fill the line
// that keeps the rule: a control value that counts to a cell, and a value
// that cell and the first cell share, the same in a cell listed twice.
// Cells the control does not point at are then free.
func (c *valueIndexing) Propagate(b *game.Board, found *game.Found) bool {
	cands := candidates(b, found, c.fields)
	out := found.ScratchSets(len(c.fields))
	vi, ci := c.at[0], c.at[1]
	some := false
	for s := cands[ci]; s != 0; s &= s - 1 {
		cv := s.Lowest()
		t := c.target(cv)
		if t < 0 {
			continue
		}
		ti := c.at[t]
		fits := false
		for xs := cands[vi] & cands[ti]; xs != 0; xs &= xs - 1 {
			x := xs.Lowest()
			if (ci == vi || ci == ti) && x != cv {
				continue // the control is the cell that holds x
			}
			fits = true
			out[ci] |= game.Bit(cv)
			out[vi] |= game.Bit(x)
			out[ti] |= game.Bit(x)
		}
		if !fits {
			continue
		}
		some = true
		for u := range c.fields {
			if u != ci && u != vi && u != ti {
				out[u] |= cands[u]
			}
		}
	}
	return some && keep(b, found, c.fields, out)
}

func (c *valueIndexing) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no value %s can hold counts to a cell that can hold the value of %s", c.Name(), c.line[1], c.line[0])
	}
	return fmt.Sprintf("%s: the number n in %s puts the value of %s in the n-th cell after it; %s", c.Name(), c.line[1], c.line[0], elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *valueIndexing) Item() Item {
	return Item{Key: ValueIndexing.Key, Args: []Arg{{"cells", slices.Clone(c.line)}}}
}
