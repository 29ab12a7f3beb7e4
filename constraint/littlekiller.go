package constraint

import (
	"fmt"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// LittleKillerRule is the rule kind of little killers.
var LittleKillerRule = &game.RuleKind{
	Name:       "LittleKiller",
	Title:      "Little killer",
	Doc:        "the values along a diagonal from a clue outside the board add up to the clue; they may repeat",
	Difficulty: 1.5,
	Shape:      game.ShapeOutside,
	Abilities:  game.CanPrepare | game.CanPropagate | game.CanReason | game.CanLocal | game.CanNarrow | game.CanExplain | game.CanRequire | game.CanLink | game.CanClue | game.CanLabel,
	Reasonings: []*game.Reasoning{SumTotals, SumCellsDiffer},
}

// LittleKiller is written littlekiller: {clue: r0c1, direction:
// down-right, sum: 23}: the clue stands outside the board, and its
// diagonal runs from it in direction (down-right, down-left, up-right or
// up-left) to the board's edge or a hole.
var LittleKiller = &Kind{
	Rule: LittleKillerRule,
	FPuzzles: &FPuzzlesForm{Key: "littlekillersum", Shape: FPuzzlesClue, Fields: []FPuzzlesField{
		{Field: "cell", Arg: "clue"},
		{Field: "direction", Arg: "direction"},
		{Field: "value", Arg: "sum"},
	}},
	Key:     "littlekiller",
	Keys:    []string{"clue", "direction", "sum"},
	Example: "littlekiller: {clue: r0c1, direction: down-right, sum: 23}",
	Read: func(a Args) []game.Constraint {
		clue, ok := readClue(a, "clue")
		word, ok2 := a.Word("direction")
		sum, ok3 := a.Int("sum")
		if !ok || !ok2 || !ok3 {
			return nil
		}
		dir, ok := ParseDiagonal(word)
		if !ok {
			a.Errorf("direction", "direction %s: write down-right, down-left, up-right or up-left", game.Excerpt(word))
			return nil
		}
		if dr, dc := dir.step(); clue.Row < 0 && dr < 0 || clue.Col < 0 && dc < 0 {
			a.Errorf("direction", "%s leads away from the board from %s: a diagonal runs from its clue into the board", dir, clue)
			return nil
		}
		return one(NewLittleKiller(clue, dir, sum))
	},
	Draw: Drawing{Style: StyleOutside, Label: "sum", Toward: "direction"},
}

// NewLittleKiller returns the rule that the values along the diagonal
// from clue, a cell outside the board, in direction dir add up to sum.
// It stands for an entry of f-puzzles' "littlekillersum" list, {"cell":
// "R0C1", "direction": "DR", "value": "23"} (ParseClue reads its cell,
// ParseDiagonal its direction), and for the spec item littlekiller:
// {clue: r0c1, direction: down-right, sum: 23}. Bind finds the diagonal
// on the board.
func NewLittleKiller(clue game.Pos, dir Diagonal, sum int) game.Constraint {
	dr, dc := dir.step()
	return &littleKiller{clue: clue, dir: dir, sum: sum, cells: []game.Pos{{Row: clue.Row + dr, Col: clue.Col + dc}}}
}

// littleKiller is a diagonal whose values add up to sum. Before Bind its
// cells are the first of the diagonal; bound, all of it.
type littleKiller struct {
	clue    game.Pos
	dir     Diagonal
	sum     int
	cells   []game.Pos
	fields  []int
	nums    []int
	values  *game.Values
	cliques *cliqueSum // the cells that see one another; nil when none do
	differ  *cliqueSum // the same, pairs too, for SumCellsDiffer
}

// The abilities of littleKiller that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Preparer
	game.Propagator
	game.Reasoner
	game.Local
	game.Narrower
	game.Explainer
	game.Requirer
	game.Linker
	game.Clued
	game.Labeler
} = (*littleKiller)(nil)

func (c *littleKiller) Kind() *game.RuleKind { return LittleKillerRule }

// Prepare finds the cells that see one another, through every group of
// the rules.
func (c *littleKiller) Prepare(r *game.Rules) {
	c.cliques = newCliqueSum(r, c.fields, nil, c.nums)
	c.differ = newPairCliqueSum(r, c.fields, nil, c.nums)
}

func (c *littleKiller) Name() string {
	return fmt.Sprintf("little killer %d at %s %s", c.sum, c.clue, c.dir)
}

func (c *littleKiller) Cells() []game.Pos { return c.cells }

// ClueAt returns the clue's cell, outside the board.
func (c *littleKiller) ClueAt() game.Pos { return c.clue }

// Label writes the total.
func (c *littleKiller) Label() string { return strconv.Itoa(c.sum) }

func (c *littleKiller) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	if onBoard(r, c.clue) {
		return nil, fmt.Errorf("the clue %s is a cell of the board: a little killer's clue stands outside it, as r0c2", c.clue)
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	b := *c
	dr, dc := c.dir.step()
	b.cells, b.fields = walk(r, c.cells[0], dr, dc)
	if len(b.fields) == 0 {
		return nil, fmt.Errorf("%s, the first cell %s of %s, is no field of the board", c.cells[0], c.dir, c.clue)
	}
	b.nums, b.values = nums, r.Values
	n := len(b.fields)
	if err := sumsError(n, nil, nums); err != nil {
		return nil, err
	}
	if oneGroup(r, b.fields) {
		if set, keep := combos(nums, n, c.sum, c.sum); keep && len(set) == 0 {
			return nil, fmt.Errorf("its %d cells hold different values, and no %d different values add up to %d: %s", n, n, c.sum, sumRange(nums, n))
		}
		return &b, nil
	}
	all := make([]game.ValueSet, n)
	for i := range all {
		all[i] = r.Values.All()
	}
	var room game.Found
	if !sumSupport(&room, all, nums, c.sum, c.sum, make([]game.ValueSet, n)) {
		lo, hi, _ := sumBounds(nowhere{}, b.fields, nil, nums)
		return nil, fmt.Errorf("no values of its %d cells add up to %d: they add up to %s", n, c.sum, span(lo, hi))
	}
	return &b, nil
}

func (c *littleKiller) Check(g game.Grid) error {
	lo, hi, full := sumBounds(g, c.fields, nil, c.nums)
	switch {
	case lo <= c.sum && c.sum <= hi:
		return nil
	case full:
		return fmt.Errorf("its cells add up to %d, not %d", lo, c.sum)
	}
	return fmt.Errorf("with %s placed, its cells add up to %s, not %d", placed(g, c.cells, c.fields, c.values), span(lo, hi), c.sum)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *littleKiller) Local() {}

// Propagate keeps in each cell the values of some choice that adds up to
// the total, repeats allowed but between cells that see one another.
func (c *littleKiller) Propagate(b *game.Board, found *game.Found) bool {
	out := found.ScratchSets(len(c.fields))
	cands := candidates(b, found, c.fields)
	return c.holds(found, cands, out) && keep(b, found, c.fields, out)
}

// Narrow is Propagate over the candidates alone, for the search kernel
// (game.Narrower); a little killer requires no value.
func (c *littleKiller) Narrow(cands []game.ValueSet, _ game.ValueSet, scratch *game.Found) (game.ValueSet, bool) {
	out := scratch.ScratchSets(len(cands))
	return 0, c.holds(scratch, cands, out) && narrowTo(cands, out)
}

// holds is Propagate over cands (a holder): the values of some choice
// that adds up to the total, repeats allowed but between cells that see
// one another.
func (c *littleKiller) holds(found *game.Found, cands, out []game.ValueSet) bool {
	if c.cliques != nil {
		return c.cliques.support(found, cands, c.sum, c.sum, out)
	}
	return sumSupport(found, cands, c.nums, c.sum, c.sum, out)
}

// Required returns the values every choice its candidates on b leave
// puts somewhere on the diagonal, but those placed there
// (game.Requirer).
func (c *littleKiller) Required(b *game.Board) game.ValueSet { return requiredOn(b, c.fields, c) }

// Reason takes Propagate's steps one at a time: the total with repeats
// allowed (SumTotals), then with the cells that see one another apart
// (SumCellsDiffer).
func (c *littleKiller) Reason(b *game.Board, step *game.Reasoning, found *game.Found) bool {
	if step == SumCellsDiffer {
		// The cliques Propagate reads first, then those with pairs too,
		// which may split the cells otherwise: the step takes out at
		// least what Propagate does.
		for _, cliques := range []*cliqueSum{c.cliques, c.differ} {
			if cliques == nil {
				continue
			}
			out := found.ScratchSets(len(c.fields))
			if !cliques.support(found, candidates(b, found, c.fields), c.sum, c.sum, out) || !keep(b, found, c.fields, out) {
				return false
			}
			if len(found.Eliminate) > 0 {
				return true
			}
		}
		return true
	}
	out := found.ScratchSets(len(c.fields))
	return sumSupport(found, candidates(b, found, c.fields), c.nums, c.sum, c.sum, out) && keep(b, found, c.fields, out)
}

// Links links two values of two cells that no values of the others
// complete to the total.
func (c *littleKiller) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	sumLinks(c.fields, nil, c.nums, c.sum, c.sum, yield)
}

func (c *littleKiller) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: no values of %s add up to %d", c.Name(), cellList(c.cells), c.sum)
	}
	differ := ""
	if m.Strategy == SumCellsDiffer.Name {
		differ = ", those that see one another different"
	}
	return fmt.Sprintf("%s: %s add up to %d%s; %s", c.Name(), cellList(c.cells), c.sum, differ, elimList(r, m.Eliminate))
}

// Item writes the rule as a spec item of its kind.
func (c *littleKiller) Item() Item {
	return Item{Key: LittleKiller.Key, Args: []Arg{{"clue", c.clue.String()}, {"direction", c.dir.String()}, {"sum", c.sum}}}
}
