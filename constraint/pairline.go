package constraint

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// A PairRule is a relation between the values of two cells of a line,
// which holds for each two consecutive cells of the line, or for every
// two of them: the building block of the line kinds a spec defines
// (package kinddef), whose relation is an expression.
type PairRule struct {
	// Every makes the relation hold for every two cells of the line;
	// else for each two consecutive ones.
	Every bool
	// Holds reports whether numbers a, in the earlier cell of the line,
	// and b, in the later one, may stand together; its error (a division
	// by zero) says why it cannot tell, and makes the rule fail to bind.
	Holds func(a, b int) (bool, error)
	// Says writes the relation for people, in the rule's explanations:
	// "abs(a - b) > 1".
	Says string

	mu     sync.Mutex
	tables map[string]relation // by the values' numbers
}

// relation returns the relation of the rule over values of numbers nums,
// made once for each set of numbers.
func (p *PairRule) relation(nums []int) (relation, error) {
	key := fmt.Sprint(nums)
	p.mu.Lock()
	defer p.mu.Unlock()
	if rel, ok := p.tables[key]; ok {
		return rel, nil
	}
	rel := make(relation, len(nums))
	for u, a := range nums {
		for v, b := range nums {
			ok, err := p.Holds(a, b)
			if err != nil {
				return nil, fmt.Errorf("%s cannot be told for a = %d, b = %d: %v", p.Says, a, b, err)
			}
			if ok {
				rel[u] |= game.Bit(v)
			}
		}
	}
	if p.tables == nil {
		p.tables = map[string]relation{}
	}
	p.tables[key] = rel
	return rel, nil
}

// MaxPairLine is the most cells of a line whose relation holds for every
// two of them: it makes a pair for each two, which a longer line would
// make by the millions.
const MaxPairLine = game.MaxValues

// PairLineAbilities are the abilities of the rules of a pair line kind
// (see game.RuleKind.Abilities).
const PairLineAbilities = game.CanPropagate | game.CanLocal | game.CanExplain | game.CanLink

// NewPairLineKind returns the kind of lines of rule written key: {cells:
// [...]}, with rule kind rk (whose Abilities must be PairLineAbilities)
// and drawing draw. A spec's kinds: section defines such kinds.
func NewPairLineKind(key string, rk *game.RuleKind, rule *PairRule, draw Drawing) *Kind {
	k := &Kind{
		Rule:     rk,
		FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of a spec's own"},
		Key:      key,
		Keys:     []string{"cells"},
		Example:  key + ": {cells: [r1c1, r1c2, r1c3]}",
		Draw:     draw,
	}
	k.Read = func(a Args) []game.Constraint {
		cells, ok := readLine(a, 2, "two cells")
		if !ok {
			return nil
		}
		if rule.Every && len(cells) > MaxPairLine {
			a.Errorf("cells", "%s holds for every two cells of its line, which may have at most %d cells, not %d", key, MaxPairLine, len(cells))
			return nil
		}
		return one(&pairLine{line: line{cells: cells}, kind: k, rule: rule})
	}
	return k
}

// pairLine is a line of a pair rule.
type pairLine struct {
	line
	kind   *Kind
	rule   *PairRule
	values *game.Values
	pairs  pairs
}

func (c *pairLine) Kind() *game.RuleKind { return c.kind.Rule }

func (c *pairLine) Name() string { return c.kind.Key + " " + c.path() }

func (c *pairLine) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if err := bindLine(c.cells, 2, "two cells"); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	rel, err := c.rule.relation(nums)
	if err != nil {
		return nil, err
	}
	if rel.empty() {
		return nil, fmt.Errorf("no two values keep %s: %s", c.rule.Says, c.kind.Key)
	}
	var at [][2]int32
	for i := range fields {
		if !c.rule.Every {
			if i > 0 {
				at = append(at, [2]int32{int32(i - 1), int32(i)})
			}
			continue
		}
		for j := range i {
			at = append(at, [2]int32{int32(j), int32(i)})
		}
	}
	b := *c
	b.fields, b.values, b.pairs = fields, r.Values, newPairs(fields, at, rel)
	return &b, nil
}

func (c *pairLine) Check(g game.Grid) error {
	i, u, v := c.pairs.broken(g)
	if i < 0 {
		return nil
	}
	ij := c.pairs.at[i]
	return fmt.Errorf("%s holds %s and %s holds %s, which break %s", c.cells[ij[0]], c.values.Name(u), c.cells[ij[1]], c.values.Name(v), c.rule.Says)
}

// Local marks Propagate as reading the board only at the rule's cells
// (game.Local).
func (c *pairLine) Local() {}

// Propagate takes out of each cell the values no value of a partner
// goes with. Its evidence Sets are the candidates of the line's cells it
// read, in order.
func (c *pairLine) Propagate(b *game.Board, found *game.Found) bool {
	before := len(found.Eliminate)
	read := found.ScratchSets(len(c.fields))
	for i, f := range c.fields {
		read[i] = b.Candidates(f)
	}
	if !c.pairs.propagate(b, found) {
		return false
	}
	if len(found.Eliminate) > before {
		found.Sets = append(found.Sets, read...)
	}
	return true
}

// Explain names, for each value a move takes out of a cell, a partner
// none of whose values goes with it.
func (c *pairLine) Explain(r *game.Rules, m *game.Move) string {
	if m.Kind == game.Contradiction || len(m.Sets) != len(c.fields) {
		return "by " + c.Name() + " (" + c.rule.Says + ")"
	}
	var parts []string
	c.eachRemoved(m, func(i int, gone game.Set) {
		for ; gone != 0; gone &= gone - 1 {
			v := gone.Lowest()
			for _, ij := range c.pairs.at {
				j, with := -1, game.Set(0)
				switch int(ij[0]) {
				case i:
					j, with = int(ij[1]), c.pairs.rel[v]
				default:
					if int(ij[1]) == i {
						j = int(ij[0])
						for u, ok := range c.pairs.rel {
							if ok.Has(v) {
								with |= game.Bit(u)
							}
						}
					}
				}
				if j >= 0 && m.Sets[j]&with == 0 {
					parts = append(parts, fmt.Sprintf("%s with %s at %s", leave(r, game.Bit(v), c.cells[i].String()), oneOf(r, m.Sets[j]), c.cells[j]))
					break
				}
			}
		}
	})
	return c.Name() + ", " + c.rule.Says + ": " + strings.Join(parts, "; ")
}

// Links forbids the values of two partners that the relation does not let
// stand together.
func (c *pairLine) Links(yield func(f, g int, forbid []game.Set) bool) { c.pairs.links(yield) }

// definedKind returns the rule's kind, one a spec defined.
func (c *pairLine) definedKind() *Kind { return c.kind }

// DefinedKind returns the kind of rule c when a spec defined it (see
// Kind.Definition), or nil.
func DefinedKind(c game.Constraint) *Kind {
	if d, ok := c.(interface{ definedKind() *Kind }); ok {
		return d.definedKind()
	}
	return nil
}

// Item writes the rule as a spec item of its kind.
func (c *pairLine) Item() Item {
	return Item{Key: c.kind.Key, Args: []Arg{{"cells", slices.Clone(c.cells)}}}
}
