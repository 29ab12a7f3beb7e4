package constraint

import (
	"fmt"

	"github.com/sudoku-rules/sudoku/game"
)

// chess is a rule of the whole board that cells a chess piece's move
// apart hold different values: anti-knight, anti-king. It says so as a
// Differ of every such pair, which the board then keeps as groups of two
// (but for the pairs a group holds already), so it needs no propagation
// or links of its own. It finds its cells on the board when it is bound:
// before, it has none.
type chess struct {
	kind  *game.RuleKind
	name  string
	move  string // "a knight's move"
	apart func(a, b game.Pos) bool
	// Bound:
	cells  []game.Pos // the board's fields, in order
	pairs  [][2]int   // fields a move apart, the first before the second
	values *game.Values
}

func (c *chess) Kind() *game.RuleKind { return c.kind }

func (c *chess) Name() string { return c.name }

// Cells returns the board's fields once bound, none before.
func (c *chess) Cells() []game.Pos { return c.cells }

// Bind lists every pair of fields of r a move apart, whatever fields it is
// given.
func (c *chess) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	b := *c
	b.values = r.Values
	b.cells = make([]game.Pos, r.NumFields())
	b.pairs = nil
	for f := range b.cells {
		p := r.Pos(f)
		b.cells[f] = p
		// The moves to cells after p in reading order, two rows down at most.
		for dr := 0; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				q := game.Pos{Row: p.Row + dr, Col: p.Col + dc}
				if g := r.FieldAt(q); g >= 0 && (dr > 0 || dc > 0) && c.apart(p, q) {
					b.pairs = append(b.pairs, [2]int{f, g})
				}
			}
		}
	}
	return &b, nil
}

func (c *chess) Differ() [][]game.Pos {
	out := make([][]game.Pos, len(c.pairs))
	for i, p := range c.pairs {
		out[i] = []game.Pos{c.cells[p[0]], c.cells[p[1]]}
	}
	return out
}

func (c *chess) Check(g game.Grid) error {
	for _, p := range c.pairs {
		if v := g.Value(p[0]); v != game.Empty && v == g.Value(p[1]) {
			return fmt.Errorf("%s and %s, %s apart, both hold %s", c.cells[p[0]], c.cells[p[1]], c.move, c.values.Name(v))
		}
	}
	return nil
}

// Item writes the rule as a spec item of its kind.
func (c *chess) Item() Item {
	return Item{Key: keyOf(c.kind)}
}
