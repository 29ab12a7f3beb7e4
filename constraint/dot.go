package constraint

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// dot is a mark on the edge between two orthogonal neighbours that
// relates their numbers: a kropki dot, a difference or ratio dot, an X or
// a V. The kinds of dots share it; each gives its rule kind and mark.
type dot struct {
	kind  *game.RuleKind
	cells [2]game.Pos
	mark  mark
	// Bound:
	pairs
	values *game.Values
}

// The abilities of dot that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Explainer
	game.Linker
	game.Labeler
} = (*dot)(nil)

func newDot(kind *game.RuleKind, a, b game.Pos, m mark) *dot {
	return &dot{kind: kind, cells: [2]game.Pos{a, b}, mark: m}
}

func (c *dot) Kind() *game.RuleKind { return c.kind }

func (c *dot) Name() string { return c.mark.String() + " " + cellList(c.cells[:]) }

func (c *dot) Cells() []game.Pos { return c.cells[:] }

// Label writes the dot's number or letter; a kropki dot has none.
func (c *dot) Label() string { return c.mark.label() }

func (c *dot) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if p := c.mark.problem(c.cells[0], c.cells[1]); p != "" {
		return nil, errors.New(p)
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	rel := newRelation(nums, c.mark.holds)
	if rel.empty() {
		return nil, fmt.Errorf("no two values can %s", c.mark.says())
	}
	b := *c
	b.pairs = newPairs(fields, [][2]int32{{0, 1}}, rel)
	b.values = r.Values
	return &b, nil
}

// Differ says that the cells differ when the mark keeps them from one
// value (every dot, and a V; not an X, which 5 and 5 make).
func (c *dot) Differ() [][]game.Pos {
	if !c.rel.differs() {
		return nil
	}
	return [][]game.Pos{c.cells[:]}
}

func (c *dot) Check(g game.Grid) error {
	if i, u, v := c.broken(g); i >= 0 {
		return fmt.Errorf("%s holds %s and %s holds %s, but the two must %s", c.cells[0], c.values.Name(u), c.cells[1], c.values.Name(v), c.mark.says())
	}
	return nil
}

// Propagate keeps in each cell the values that a value of the other cell
// goes with.
func (c *dot) Propagate(b *game.Board, found *game.Found) bool { return c.propagate(b, found) }

func (c *dot) Links(yield func(f, g int, forbid []game.ValueSet) bool) { c.links(yield) }

// Explain says that the values taken out have no partner left across the
// dot.
func (c *dot) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no two values left on its sides can %s", c.Name(), c.mark.says())
	}
	return fmt.Sprintf("%s: nothing left on the other side goes with them, as the two must %s: %s", c.Name(), c.mark.says(), leaveList(r, m.Eliminate))
}

// leaveList writes eliminations grouped by field: "1 9 leave r1c1, 5
// leaves r1c2".
func leaveList(r *game.Rules, cs []game.Candidate) string {
	var order []int
	byField := map[int][]string{}
	for _, c := range cs {
		if _, ok := byField[c.Field]; !ok {
			order = append(order, c.Field)
		}
		byField[c.Field] = append(byField[c.Field], r.Values.Name(c.Value))
	}
	parts := make([]string, len(order))
	for i, f := range order {
		verb := "leave"
		if len(byField[f]) == 1 {
			verb = "leaves"
		}
		parts[i] = strings.Join(byField[f], " ") + " " + verb + " " + r.FieldName(f)
	}
	return strings.Join(parts, ", ")
}

// newDotOf returns the dot of mark m between a and b, of the kropki kind
// when it is a white or black dot, else of kind.
func newDotOf(kind *game.RuleKind, a, b game.Pos, m mark) *dot {
	if m == white || m == black {
		kind = KropkiRule
	}
	return newDot(kind, a, b, m)
}

// problem says why mark m can never hold between cells a and b, whatever
// the values, or returns "".
func (m mark) problem(a, b game.Pos) string {
	switch {
	case !Orthogonal(a, b):
		return fmt.Sprintf("%s and %s do not share an edge: %s stands on the edge between two neighbours", a, b, m.withArticle())
	case m.op == byDifference && m.n < 1:
		return fmt.Sprintf("a difference is 1 or more, not %d", m.n)
	case m.op == byRatio && m.n < 2:
		return fmt.Sprintf("a ratio is 2 or more, not %d", m.n)
	}
	return ""
}

// readDot reads an item of one dot, {cells: [r1c1, r1c2], value: 3}, whose
// value is def when it has none.
func readDot(a Args, kind *game.RuleKind, op markOp, def int) []game.Constraint {
	cells, ok := a.Cells("cells")
	m := mark{op, def}
	if a.Has("value") {
		var good bool
		m.n, good = a.Int("value")
		ok = ok && good
	}
	if !ok {
		return nil
	}
	if len(cells) != 2 {
		a.Errorf("cells", "a dot stands between two cells, not %d: write e.g. cells: [r1c1, r1c2]", len(cells))
		return nil
	}
	if !Orthogonal(cells[0], cells[1]) {
		a.Errorf("cells", "%s", m.problem(cells[0], cells[1]))
		return nil
	}
	if p := m.problem(cells[0], cells[1]); p != "" {
		a.Errorf("value", "%s", p)
		return nil
	}
	return one(newDotOf(kind, cells[0], cells[1], m))
}

// WriteItem writes the dot into the item of its marks (kropki: {white:
// [[r1c1, r1c2]]}, xv: {x: [...]}), or as an item of its own when none
// says it: a difference or ratio dot with its value (ItemWriter).
func (c *dot) WriteItem(w *ItemWriter) {
	key, sub, ok := c.mark.itemKey(c.kind)
	switch {
	case !ok && c.mark.op == bySum:
		w.Error(fmt.Errorf("%s: no spec item says a sum of %d between neighbours", c.Name(), c.mark.n))
	case !ok:
		w.Add(c.item())
	default:
		w.Gather(key, sub, [][]game.Pos{c.cells[:]})
	}
}

// itemKey returns the key of the marks item that writes mark m and the
// key within it (kropki, white), and false for a mark no such item
// writes (a difference of 3). kind, when not nil, is the dot's.
func (m mark) itemKey(kind *game.RuleKind) (key, sub string, ok bool) {
	switch {
	case m == white && (kind == nil || kind == KropkiRule):
		return Kropki.Key, "white", true
	case m == black && (kind == nil || kind == KropkiRule):
		return Kropki.Key, "black", true
	case m == markX && (kind == nil || kind == XVRule):
		return XV.Key, "x", true
	case m == markV && (kind == nil || kind == XVRule):
		return XV.Key, "v", true
	}
	return "", "", false
}

// item writes a dot that no marks item writes: a difference or ratio
// dot with its value.
func (c *dot) item() Item {
	key := Difference.Key
	if c.mark.op == byRatio {
		key = Ratio.Key
	}
	return Item{Key: key, Args: []Arg{{"cells", c.cells[:]}, {"value", c.mark.n}}}
}
