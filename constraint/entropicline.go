package constraint

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// EntropicLineRule is the rule kind of entropic lines: the thirds repeat
// every three cells, which a person follows along the line.
var EntropicLineRule = &game.RuleKind{
	Name:       "EntropicLine",
	Title:      "Entropic line",
	Doc:        "every three cells in a row on an entropic line hold a low, a middle and a high value (1-3, 4-6 and 7-9 on 1-9)",
	Difficulty: 1.8,
	Shape:      game.ShapeLine,
	Abilities:  game.CanDiffer | game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink,
}

// EntropicLine is written entropicline: {cells: [r1c1, r1c2, r1c3]}.
var EntropicLine = &Kind{
	Rule:     EntropicLineRule,
	FPuzzles: fpLines("entropicline"),
	Key:      "entropicline",
	Keys:     []string{"cells"},
	Example:  "entropicline: {cells: [r1c1, r1c2, r1c3]}",
	Read:     readLineKind(3, triadsWhy, NewEntropicLine),
	Draw:     Drawing{Style: StyleLine, Colour: "#f09820", Width: 0.2},
}

const triadsWhy = "three cells in a row"

// NewEntropicLine returns an entropic line along cells: every three cells
// in a row on it hold one low, one middle and one high value. The values
// split into thirds in the order of their numbers (1-3, 4-6 and 7-9 on
// 1-9; 1-2, 3-4 and 5-6 on 1-6), or in the order they are listed when
// they are words; the values must split into three thirds of one size.
// It stands for one line of an entry of f-puzzles' "entropicline" list,
// and for a spec's entropicline item.
func NewEntropicLine(cells []game.Pos) game.Constraint {
	return &triads{line: line{cells: cells}}
}

// triads is a line whose every three cells in a row hold one value of
// each of three classes: the thirds of the values (an entropic line) or
// their remainders divided by 3 (a modular line). Its cells three apart
// then hold the same class, and those at other distances different ones.
type triads struct {
	line
	modular bool
	values  *game.Values
	class   []int8           // per value: its class
	classes [3]game.ValueSet // the values of each class
}

// The abilities of triads that its kind declares (game.RuleKind.Abilities),
// checked as this compiles; NewRules checks that it has no others.
var _ interface {
	game.Differ
	game.Propagator
	game.Local
	game.Explainer
	game.Linker
} = (*triads)(nil)

func (c *triads) Kind() *game.RuleKind {
	if c.modular {
		return ModularLineRule
	}
	return EntropicLineRule
}

func (c *triads) Name() string {
	if c.modular {
		return "modular line " + c.path()
	}
	return "entropic line " + c.path()
}

// className names class k of values.
func (c *triads) className(k int8) string {
	if c.modular {
		return fmt.Sprintf("leaving %d divided by 3", k)
	}
	return [3]string{"low", "middle", "high"}[k]
}

// kindWord names what the classes are.
func (c *triads) kindWord() string {
	if c.modular {
		return "remainder"
	}
	return "third"
}

// Differ returns every three cells in a row, which hold values of three
// classes and so differ.
func (c *triads) Differ() [][]game.Pos {
	out := make([][]game.Pos, 0, len(c.cells)-2)
	for i := 2; i < len(c.cells); i++ {
		out = append(out, c.cells[i-2:i+1])
	}
	return out
}

func (c *triads) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 3, triadsWhy); err != nil {
		return nil, err
	}
	class, classes, err := valueClasses(r.Values, c.modular, "an entropic line", "every three cells in a row on the line need")
	if err != nil {
		return nil, err
	}
	b := *c
	b.fields, b.values, b.class, b.classes = fields, r.Values, class, classes
	return &b, nil
}

// valueClasses returns each value's class and the values of each class:
// with modular the remainder of its number divided by 3, else its third
// in the order of the numbers (of the list for words). Its errors name
// who needs thirds ("an entropic line") and what each needs every
// remainder ("every three cells in a row on the line need"): values that
// do not split into three thirds of one size, or no value of a
// remainder.
func valueClasses(values *game.Values, modular bool, who, each string) (class []int8, classes [3]game.ValueSet, err error) {
	n := values.Len()
	class = make([]int8, n)
	if modular {
		nums, err := numbers(values)
		if err != nil {
			return nil, classes, err
		}
		for v, x := range nums {
			class[v] = int8((x%3 + 3) % 3)
		}
	} else {
		if n%3 != 0 {
			return nil, classes, fmt.Errorf("%s needs the values in three thirds of one size, low, middle and high, but %d values do not split so", who, n)
		}
		// In the order of the numbers, or of the list for words.
		rank := make([]int, n)
		for v := range rank {
			rank[v] = v
		}
		if nums, err := numbers(values); err == nil {
			rank = newRanks(nums).of
		}
		for v, k := range rank {
			class[v] = int8(k * 3 / n)
		}
	}
	for v, k := range class {
		classes[k] |= game.Bit(v)
	}
	for k, s := range classes {
		if s == 0 {
			return nil, classes, fmt.Errorf("no value leaves %d divided by 3, and %s one value of each remainder", k, each)
		}
	}
	return class, classes, nil
}

func (c *triads) Check(g game.Grid) error {
	for j, f := range c.fields {
		v := g.Value(f)
		if v == game.Empty {
			continue
		}
		for i := range j {
			u := g.Value(c.fields[i])
			if u == game.Empty {
				continue
			}
			same := c.class[u] == c.class[v]
			switch {
			case (j-i)%3 == 0 && !same:
				return fmt.Errorf("%s holds %s (%s) and %s holds %s (%s), but cells %d apart on the line hold the same %s", c.cells[i], c.values.Name(u), c.className(c.class[u]),
					c.cells[j], c.values.Name(v), c.className(c.class[v]), j-i, c.kindWord())
			case (j-i)%3 != 0 && same:
				return fmt.Errorf("%s holds %s and %s holds %s, both %s, but cells %d apart on the line hold different %ss", c.cells[i], c.values.Name(u),
					c.cells[j], c.values.Name(v), c.className(c.class[v]), j-i, c.kindWord())
			}
		}
	}
	return nil
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *triads) Local() {}

// Propagate finds the classes each of the three places on the line (its
// cells 0, 3, 6...; 1, 4...; 2, 5...) can hold, all its cells alike, and
// keeps those of some way to give the three places the three classes.
// Its evidence Sets are the values each place keeps.
func (c *triads) Propagate(b *game.Board, found *game.Found) bool {
	var can [3]uint8 // per place: its classes, a bit each
	for p := range can {
		can[p] = 7
	}
	for i, f := range c.fields {
		cs := b.Candidates(f)
		var has uint8
		for k, s := range c.classes {
			if cs&s != 0 {
				has |= 1 << k
			}
		}
		can[i%3] &= has
	}
	var keep [3]uint8
	for _, p := range [6][3]uint8{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
		if can[0]&(1<<p[0]) != 0 && can[1]&(1<<p[1]) != 0 && can[2]&(1<<p[2]) != 0 {
			for q := range keep {
				keep[q] |= 1 << p[q]
			}
		}
	}
	if keep[0] == 0 {
		return false
	}
	var values [3]game.ValueSet
	for p, k := range keep {
		for j, s := range c.classes {
			if k&(1<<j) != 0 {
				values[p] |= s
			}
		}
	}
	for i, f := range c.fields {
		eliminate(b, found, f, values[i%3])
	}
	if len(found.Eliminate) > 0 {
		found.Sets = append(found.Sets, values[:]...)
	}
	return true
}

// Explain names what each place on the line can hold, and what that
// leaves out.
func (c *triads) Explain(r *game.Rules, m *game.Move) string {
	rule := "a low, a middle and a high value, so cells three apart hold the same third"
	if c.modular {
		rule = "values of the three remainders divided by 3, so cells three apart share a remainder"
	}
	if m.Kind == game.Contradiction {
		return fmt.Sprintf("%s: every three cells in a row hold %s, and its cells cannot", c.Name(), rule)
	}
	if len(m.Sets) != 3 {
		return "by " + c.Name()
	}
	places := make([]string, 3)
	for p := range places {
		var cells []game.Pos
		for i := p; i < len(c.cells); i += 3 {
			cells = append(cells, c.cells[i])
		}
		places[p] = fmt.Sprintf("%s for %s", m.Sets[p].Format(r.Values), cellList(cells))
	}
	return fmt.Sprintf("%s: every three cells in a row hold %s; the values left are %s; so %s", c.Name(), rule, strings.Join(places, ", "), leaveEach(r, m.Eliminate))
}

// Links forbids cells three apart values of different classes, and
// other cells values of the same class.
func (c *triads) Links(yield func(f, g int, forbid []game.ValueSet) bool) {
	table := make([]game.ValueSet, len(c.class))
	for i := range c.fields {
		for j := i + 1; j < linkSpan(i, len(c.fields)); j++ {
			if !c.linkPairs(i, j, table, func(u, v int) bool { return (c.class[u] == c.class[v]) != ((j-i)%3 == 0) }, yield) {
				return
			}
		}
	}
}

// Item writes the rule as a spec item of its kind.
func (c *triads) Item() Item {
	return cellsItem(c.Kind(), c.cells)
}
