package constraint

import (
	"cmp"
	"errors"
	"fmt"
	"slices"

	"github.com/sudoku-rules/sudoku/game"
)

// chess is a rule of the whole board that cells a chess piece's move
// apart hold different values: anti-knight, anti-king, anti-leaper. It
// says so as a Differ of every such pair, which the board then keeps as
// groups of two (but for the pairs a group holds already), so it needs no
// propagation or links of its own. It finds its cells on the board when
// it is bound: before, it has none.
type chess struct {
	kind *game.RuleKind
	name string
	move string // "a knight's move"
	// steps are the piece's moves that go forward in reading order (down
	// a row or more, or right along the row), in the order of rows, then
	// of columns: each other move is one of them backwards.
	steps []game.Pos
	args  []Arg  // the item's arguments: a leaper's m and n
	wrong string // why the piece cannot move, for Bind: a leap of (0, 0)
	// Bound:
	cells  []game.Pos // the board's fields, in order
	pairs  [][2]int   // fields a move apart, the first before the second
	values *game.Values
}

// The abilities of chess that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
} = (*chess)(nil)

// leaps returns the forward steps (chess.steps) of a leaper that moves m
// rows and n columns, or n rows and m columns, either way: (1, 2) is a
// knight, (0, 1) and (1, 1) together a king.
func leaps(m, n int) []game.Pos {
	var out []game.Pos
	for _, d := range [2][2]int{{m, n}, {n, m}} {
		for _, sr := range [2]int{1, -1} {
			for _, sc := range [2]int{1, -1} {
				p := game.Pos{Row: sr * d[0], Col: sc * d[1]}
				if (p.Row > 0 || p.Row == 0 && p.Col > 0) && !slices.Contains(out, p) {
					out = append(out, p)
				}
			}
		}
	}
	sortSteps(out)
	return out
}

// sortSteps puts steps in the order of rows, then of columns.
func sortSteps(steps []game.Pos) {
	slices.SortFunc(steps, func(a, b game.Pos) int { return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col)) })
}

func (c *chess) Kind() *game.RuleKind { return c.kind }

func (c *chess) Name() string { return c.name }

// Cells returns the board's fields once bound, none before.
func (c *chess) Cells() []game.Pos { return c.cells }

// Bind lists every pair of fields of r a move apart, whatever fields it is
// given. It refuses a piece that cannot move, and a board where no two
// cells are a move apart: such a rule would say nothing, surely not what
// was meant.
func (c *chess) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	if c.wrong != "" {
		return nil, errors.New(c.wrong)
	}
	b := *c
	b.values = r.Values
	b.cells = make([]game.Pos, r.NumFields())
	b.pairs = nil
	for f := range b.cells {
		p := r.Pos(f)
		b.cells[f] = p
		for _, s := range c.steps {
			if g := r.FieldAt(game.Pos{Row: p.Row + s.Row, Col: p.Col + s.Col}); g >= 0 {
				b.pairs = append(b.pairs, [2]int{f, g})
			}
		}
	}
	if len(b.pairs) == 0 {
		return nil, fmt.Errorf("no two cells of the %dx%d board are %s apart, so %s would say nothing", r.Rows, r.Cols, c.move, c.name)
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
	return Item{Key: keyOf(c.kind), Args: slices.Clone(c.args)}
}
