package constraint

import (
	"fmt"
	"math/bits"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// GlobalEntropyRule is the rule kind of global entropy: a rule of the
// whole board, read square by square as an entropic line is read three
// cells at a time.
var GlobalEntropyRule = &game.RuleKind{
	Name:       "GlobalEntropy",
	Title:      "Global entropy",
	Doc:        "every 2x2 square of the board, overlapping ones too, holds a low, a middle and a high value (1-3, 4-6 and 7-9 on 1-9)",
	Difficulty: 1.8,
	Shape:      game.ShapeBoard,
	Abilities:  game.CanPropagate | game.CanExplain,
}

// GlobalEntropy is written - globalentropy, with no argument.
var GlobalEntropy = &Kind{
	Rule:     GlobalEntropyRule,
	FPuzzles: &FPuzzlesForm{None: "it has no key for a rule of every 2x2 square"},
	Key:      "globalentropy",
	Example:  "globalentropy",
	Read:     func(Args) []game.Constraint { return one(NewGlobalEntropy()) },
	Draw:     Drawing{Style: StyleGlobal},
}

// NewGlobalEntropy returns the rule that every 2x2 square of the board,
// overlapping ones too, holds a low, a middle and a high value: one of
// them twice, since it has four cells. The values split into thirds as
// an entropic line's do (1-3, 4-6 and 7-9 on 1-9; 1-2, 3-4 and 5-6 on
// 1-6; words in the order they are listed), and must split into three of
// one size. It stands for Interactive Sudoku Solver's GlobalEntropy,
// which it takes over 2x2 squares as ISS does, and on values other than
// 1-9 too.
func NewGlobalEntropy() game.Constraint { return &squares{} }

// squares is a rule of the whole board that every 2x2 square holds a
// value of each of three classes: the thirds of the values (global
// entropy) or their remainders divided by 3 (global modular). It finds
// its cells, and the squares of them, on the board when it is bound:
// before, it has none.
type squares struct {
	modular bool
	// Bound:
	cells   []game.Pos // the board's fields, in order
	values  *game.Values
	class   []int8           // per value: its class
	classes [3]game.ValueSet // the values of each class
	of      [8]game.ValueSet // per set of classes, a bit each: their values
	// at holds the fields of each square, its top left, top right,
	// bottom left and bottom right, in the reading order of the top left.
	at [][4]int32
}

// The abilities of squares that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Propagator
	game.Explainer
} = (*squares)(nil)

// Kind returns GlobalModularRule or GlobalEntropyRule.
func (c *squares) Kind() *game.RuleKind {
	if c.modular {
		return GlobalModularRule
	}
	return GlobalEntropyRule
}

// Name names the rule as its kind: "global entropy".
func (c *squares) Name() string {
	if c.modular {
		return "global modular"
	}
	return "global entropy"
}

// Cells returns the board's fields once bound, none before.
func (c *squares) Cells() []game.Pos { return c.cells }

// Bind takes every field of r, whatever fields it is given, and the 2x2
// squares all of whose cells are fields. It refuses values that do not
// split into the classes, and a board with no such square: the rule
// would say nothing.
func (c *squares) Bind(_ []int, r *game.Rules) (game.Constraint, error) {
	class, classes, err := valueClasses(r.Values, c.modular, c.Name(), "every 2x2 square needs")
	if err != nil {
		return nil, err
	}
	b := &squares{modular: c.modular, values: r.Values, class: class, classes: classes, cells: make([]game.Pos, r.NumFields())}
	for m := range b.of {
		for k, s := range classes {
			if m&(1<<k) != 0 {
				b.of[m] |= s
			}
		}
	}
	for f := range b.cells {
		p := r.Pos(f)
		b.cells[f] = p
		sq := [4]int32{int32(f), -1, -1, -1}
		for i, q := range [3]game.Pos{{Row: p.Row, Col: p.Col + 1}, {Row: p.Row + 1, Col: p.Col}, {Row: p.Row + 1, Col: p.Col + 1}} {
			sq[i+1] = int32(r.FieldAt(q))
		}
		if sq[1] >= 0 && sq[2] >= 0 && sq[3] >= 0 {
			b.at = append(b.at, sq)
		}
	}
	if len(b.at) == 0 {
		return nil, fmt.Errorf("the %dx%d board has no 2x2 square of cells, so %s would say nothing", r.Rows, r.Cols, c.Name())
	}
	return b, nil
}

// corners names square i by its corners: "r1c1-r2c2".
func (c *squares) corners(i int) string {
	return c.cells[c.at[i][0]].String() + "-" + c.cells[c.at[i][3]].String()
}

// classesOf returns the classes of the values of s, a bit each.
func (c *squares) classesOf(s game.ValueSet) uint8 {
	var out uint8
	for k, in := range c.classes {
		if s&in != 0 {
			out |= 1 << k
		}
	}
	return out
}

// classList writes the classes of m, a bit each: "low", "middle or
// high"; "1", "0 or 2" for the remainders.
func (c *squares) classList(m uint8) string {
	var names []string
	for k := range 3 {
		if m&(1<<k) != 0 {
			if c.modular {
				names = append(names, fmt.Sprint(k))
			} else {
				names = append(names, [3]string{"low", "middle", "high"}[k])
			}
		}
	}
	return strings.Join(names, " or ")
}

// classWords writes the classes of m as words that say of values:
// "low", "middle or high"; "leaving 1 divided by 3".
func (c *squares) classWords(m uint8) string {
	if c.modular {
		return "leaving " + c.classList(m) + " divided by 3"
	}
	return c.classList(m)
}

// aValue writes a value of the classes of m: "high value", "value
// leaving 0 divided by 3".
func (c *squares) aValue(m uint8) string {
	if c.modular {
		return "value " + c.classWords(m)
	}
	return c.classWords(m) + " value"
}

// needs says what every square needs.
func (c *squares) needs() string {
	if c.modular {
		return "values leaving 0, 1 and 2 divided by 3"
	}
	return "a low, a middle and a high value"
}

// Check reports the first square whose values break the rule: four that
// lack a class, or three of one class beside an empty cell.
func (c *squares) Check(g game.Grid) error {
	for i, sq := range c.at {
		var held []string
		var has uint8
		left := 0
		for _, f := range sq {
			v := g.Value(int(f))
			if v == game.Empty {
				left++
				continue
			}
			held = append(held, c.values.Name(v))
			has |= 1 << c.class[v]
		}
		missing := 3 - bits.OnesCount8(has)
		switch {
		case missing <= left:
			continue
		case left == 0:
			return fmt.Errorf("the square %s holds %s and no %s, but needs %s", c.corners(i), strings.Join(held, " "), c.aValue(7&^has), c.needs())
		}
		return fmt.Errorf("the square %s holds %s, all %s, and has one cell left, but needs %s", c.corners(i), strings.Join(held, " "), c.classWords(has), c.needs())
	}
	return nil
}

// squareSupport returns, for the classes each cell of a square can hold
// (3 bits a cell, the top left lowest: 12 bits), those each can hold in
// some way to give the square all three classes, in the same form: 0
// when there is none.
var squareSupport = sync.OnceValue(func() []uint16 {
	var ways []uint16 // each way to give the four cells classes that covers all three, as a support
	for a := range 81 {
		var way uint16
		var seen uint8
		for i, x := 0, a; i < 4; i, x = i+1, x/3 {
			way |= 1 << (3*i + x%3)
			seen |= 1 << (x % 3)
		}
		if seen == 7 {
			ways = append(ways, way)
		}
	}
	out := make([]uint16, 1<<12)
	for m := range out {
		for _, w := range ways {
			if w&^uint16(m) == 0 {
				out[m] |= w
			}
		}
	}
	return out
})

// pass narrows keep, the candidates of every field, square by square in
// order, to the values of the classes each cell holds in some way to
// give its square all three; it reports false at the first square left
// no way. cls holds the classes of each field's candidates, a bit each,
// and is narrowed with keep. It calls step, unless nil, for each square
// i with the classes its cells could hold (had) and those they keep, as
// squareSupport writes them.
func (c *squares) pass(keep []game.ValueSet, cls []uint64, step func(i int, had, kept uint16)) bool {
	support := squareSupport()
	for i, sq := range c.at {
		had := uint16(cls[sq[0]] | cls[sq[1]]<<3 | cls[sq[2]]<<6 | cls[sq[3]]<<9)
		kept := support[had]
		if step != nil {
			step(i, had, kept)
		}
		if kept == 0 {
			return false
		}
		if kept != had {
			for j, f := range sq {
				k := kept >> (3 * j) & 7
				keep[f] &= c.of[k]
				cls[f] = uint64(k)
			}
		}
	}
	return true
}

// start fills keep with the candidates of every field of b, or of sets
// when b is nil, and cls with their classes, for pass.
func (c *squares) start(b *game.Board, sets, keep []game.ValueSet, cls []uint64) {
	for f := range keep {
		if b != nil {
			keep[f] = b.Candidates(f)
		} else {
			keep[f] = sets[f]
		}
		cls[f] = uint64(c.classesOf(keep[f]))
	}
}

// Propagate keeps in each cell the values of the classes it holds in
// some way to give each of its squares all three, in one pass over the
// squares, each read with what the squares before it left. Its evidence
// Sets are the candidates it read of every field, in order, from which
// Explain replays the pass.
func (c *squares) Propagate(b *game.Board, found *game.Found) bool {
	keep, cls := found.ScratchSets(len(c.cells)), found.ScratchWords(len(c.cells))
	c.start(b, nil, keep, cls)
	ok := c.pass(keep, cls, nil)
	for f := range keep {
		if !ok {
			break
		}
		ok = eliminate(b, found, f, keep[f])
	}
	if !ok || len(found.Eliminate) > 0 {
		for f := range c.cells {
			found.Sets = append(found.Sets, b.Candidates(f))
		}
	}
	return ok
}

// Explain says what every square needs, then replays the pass of
// Propagate and names, for each square that takes values out, what its
// other cells can be and the values that leave; for a contradiction, the
// square left no way and what its cells can be.
func (c *squares) Explain(r *game.Rules, m *game.Move) string {
	if len(m.Sets) != len(c.cells) {
		return "by " + c.Name()
	}
	taken := make([]game.ValueSet, len(c.cells))
	for _, x := range m.Eliminate {
		taken[x.Field] |= game.Bit(x.Value)
	}
	keep, cls := make([]game.ValueSet, len(c.cells)), make([]uint64, len(c.cells))
	c.start(nil, m.Sets, keep, cls)
	var parts []string
	broken := ""
	c.pass(keep, cls, func(i int, had, kept uint16) {
		sq := c.at[i]
		if kept == 0 {
			broken = fmt.Sprintf("in %s, %s", c.corners(i), c.canBe(sq, had, 0))
			return
		}
		var gone []game.Candidate
		for j, f := range sq {
			lose := taken[f] & keep[f] &^ c.of[kept>>(3*j)&7]
			taken[f] &^= lose
			for _, v := range lose.Values() {
				gone = append(gone, game.Candidate{Field: int(f), Value: v})
			}
		}
		if len(gone) == 0 {
			return
		}
		parts = append(parts, fmt.Sprintf("in %s, %s, so %s", c.corners(i), c.canBe(sq, had, kept), leaveEach(r, gone)))
	})
	rule := fmt.Sprintf("%s: every 2x2 square needs %s", c.Name(), c.needs())
	if m.Kind == game.Contradiction {
		if broken == "" {
			return rule + ", and one cannot have them"
		}
		return rule + ", but " + broken
	}
	return rule + "; " + strings.Join(parts, "; ")
}

// canBe writes what the cells of square sq can be, had their classes as
// squareSupport writes them: those with fewer than all three, but the
// cells that lose classes (had against kept) when kept is not 0, cells
// that can be the same joined: "r1c1 r1c2 can only be low, r2c1 low or
// middle", "r1c1 can only leave 1, r2c1 0 or 2" (divided by 3).
func (c *squares) canBe(sq [4]int32, had, kept uint16) string {
	var order []uint8
	cells := map[uint8][]game.Pos{}
	for j, f := range sq {
		m := uint8(had >> (3 * j) & 7)
		if m == 7 || kept != 0 && uint8(kept>>(3*j)&7) != m {
			continue
		}
		if _, ok := cells[m]; !ok {
			order = append(order, m)
		}
		cells[m] = append(cells[m], c.cells[f])
	}
	parts := make([]string, len(order))
	for i, m := range order {
		switch {
		case i > 0:
			parts[i] = cellList(cells[m]) + " " + c.classList(m)
		case c.modular:
			parts[i] = cellList(cells[m]) + " can only leave " + c.classList(m)
		default:
			parts[i] = cellList(cells[m]) + " can only be " + c.classList(m)
		}
	}
	if len(parts) == 0 {
		return "its cells can be any"
	}
	return strings.Join(parts, ", ")
}

// Item writes the rule as its spec item, which has no argument.
func (c *squares) Item() Item { return Item{Key: keyOf(c.Kind())} }
