package constrainttest

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// ForbidRule is the rule kind of Forbid.
var ForbidRule = &game.RuleKind{
	Name:       "Forbid",
	Title:      "Forbidden pair",
	Doc:        "two candidates of two cells may not both hold",
	Difficulty: 1.0,
	Shape:      game.ShapeEdge,
}

// NewForbid returns the rule that cell a does not hold value u (a value
// index) while cell b holds v: one weak link of any shape, between cells
// that need not share a group, of one value or of two. With propagate it
// also takes u out of a when b holds v, and v out of b when a holds u;
// without, only its link and its check keep it. It has no spec form.
func NewForbid(a, b game.Pos, u, v int, propagate bool) game.Constraint {
	c := &forbid{cells: [2]game.Pos{a, b}, u: u, v: v}
	if propagate {
		return forbidPropagated{c}
	}
	return c
}

type forbid struct {
	cells  [2]game.Pos
	u, v   int
	fields [2]int
	values *game.Values
}

func (c *forbid) Kind() *game.RuleKind { return ForbidRule }

func (c *forbid) Name() string {
	return fmt.Sprintf("not both %s=%d and %s=%d", c.cells[0], c.u+1, c.cells[1], c.v+1)
}

func (c *forbid) Cells() []game.Pos { return c.cells[:] }

func (c *forbid) bind(fields []int, values *game.Values) (*forbid, error) {
	if c.u >= values.Len() || c.v >= values.Len() {
		return nil, fmt.Errorf("the game has %d values", values.Len())
	}
	bound := *c
	bound.fields, bound.values = [2]int(fields), values
	return &bound, nil
}

func (c *forbid) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	return c.bind(fields, r.Values)
}

func (c *forbid) Check(g game.Grid) error {
	if g.Value(c.fields[0]) == c.u && g.Value(c.fields[1]) == c.v {
		return fmt.Errorf("%s holds %s and %s holds %s", c.cells[0], c.values.Name(c.u), c.cells[1], c.values.Name(c.v))
	}
	return nil
}

func (c *forbid) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	table := make([]game.ValueSet, c.u+1)
	table[c.u] = game.Bit(c.v)
	yield(c.fields[0], c.fields[1], table)
}

type forbidPropagated struct{ *forbid }

func (c forbidPropagated) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	b, err := c.bind(fields, r.Values)
	if err != nil {
		return nil, err
	}
	return forbidPropagated{b}, nil
}

func (c forbidPropagated) Propagate(b *game.Board, found *game.Found) bool {
	for i, f := range c.fields {
		mine, other := c.u, c.v
		if i == 1 {
			mine, other = c.v, c.u
		}
		if b.Value(c.fields[1-i]) != other || !b.Candidates(f).Has(mine) {
			continue
		}
		if b.Value(f) != game.Empty {
			return false
		}
		found.Add(f, mine)
	}
	return true
}
