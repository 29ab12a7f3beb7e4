package constraint

import (
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// MinimumRule is the rule kind of minimum cells.
var MinimumRule = &game.RuleKind{
	Name:       "Minimum",
	Title:      "Minimum",
	Doc:        "a cell marked minimum holds a smaller number than each of its orthogonal neighbours not marked minimum",
	Difficulty: 1.2,
	Shape:      game.ShapeCells,
	Abilities:  game.CanPropagate | game.CanExplain | game.CanLink,
}

// Minimum is written minimum: {cells: [r1c1, r5c5]}: one constraint per
// cell.
var Minimum = &Kind{
	Rule:     MinimumRule,
	FPuzzles: fpMarked("minimum"),
	Key:      "minimum",
	Keys:     []string{"cells"},
	Example:  "minimum: {cells: [r1c1, r5c5]}",
	Read:     func(a Args) []game.Constraint { return readMarked(a, NewMinimum) },
	Draw:     Drawing{Style: StyleCells, Shape: CellChevronsIn, Colour: "#666"},
}

// NewMinimum returns the rule that cell p holds a smaller number than
// each of its orthogonal neighbours but those of others, the cells marked
// minimum with it (the rule compares a marked cell with the unmarked
// cells around it). It stands for an entry of f-puzzles' "minimum" list,
// {"cell": "R1C1"}, others the cells of all of them.
func NewMinimum(p game.Pos, others []game.Pos) game.Constraint {
	return &extremum{marked: marked{MinimumRule, "minimum", p}, least: true, exempt: slices.Clone(others)}
}

// extremum is a cell whose number is smaller than each of its orthogonal
// neighbours' (a minimum), or larger (a maximum). Its cell is the one a
// drawing marks; its neighbours, which it finds on the board when bound,
// are in its pairs, so that its propagation runs when its cell changes.
type extremum struct {
	marked
	least  bool
	exempt []game.Pos // neighbours marked as the cell is
	// Bound:
	pairs
	values *game.Values
	where  []game.Pos // the cell of each of fields
}

// The abilities of extremum that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
	game.Linker
} = (*extremum)(nil)

func (c *extremum) than() string {
	if c.least {
		return "smaller"
	}
	return "larger"
}

func (c *extremum) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	b.values = r.Values
	beyond := func(x, y int) bool { return x < y } // x, the cell's, beyond y, a neighbour's
	if !c.least {
		beyond = func(x, y int) bool { return x > y }
	}
	// The pairs of the cell, all[0], and each neighbour.
	var at [][2]int32
	all, p := []int{fields[0]}, c.cell
	b.where = []game.Pos{p}
	for _, q := range [4]game.Pos{{Row: p.Row - 1, Col: p.Col}, {Row: p.Row, Col: p.Col - 1}, {Row: p.Row, Col: p.Col + 1}, {Row: p.Row + 1, Col: p.Col}} {
		if g := r.FieldAt(q); g >= 0 && !slices.Contains(c.exempt, q) {
			at = append(at, [2]int32{0, int32(len(all))})
			all, b.where = append(all, g), append(b.where, q)
		}
	}
	b.pairs = newPairs(all, at, newRelation(nums, beyond))
	return &b, nil
}

func (c *extremum) Check(g game.Grid) error {
	i, u, v := c.broken(g)
	if i < 0 {
		return nil
	}
	return fmt.Errorf("%s holds %s and its neighbour %s holds %s: a %s is %s than each neighbour", c.cell, c.values.Name(u), c.where[c.at[i][1]], c.values.Name(v), c.word, c.than())
}

// Propagate keeps in the cell the values below (above) some value of each
// neighbour, and in each neighbour those above (below) some value of the
// cell.
func (c *extremum) Propagate(b *game.Board, found *game.Found) bool { return c.propagate(b, found) }

func (c *extremum) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.links(yield) }

func (c *extremum) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: its cell can no longer be %s than each of its neighbours", c.Name(), c.than())
	}
	return fmt.Sprintf("%s: its cell is %s than each of its neighbours, so %s", c.Name(), c.than(), leaveList(r, m.Eliminate))
}
