package constraint

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/game"
)

// A PairRule is a relation between the values of two cells of a line,
// which holds for each two consecutive cells of the line, for every two
// of them, or for every two that are neighbours on the board: the
// building block of the line kinds a spec defines (package kinddef),
// whose relation is an expression.
type PairRule struct {
	// Every makes the relation hold for every two cells of the line;
	// else for each two consecutive ones.
	Every bool
	// Neighbours makes it hold, instead, for every two cells of the list
	// that share an edge on the board, whether next to each other in the
	// list or not; the cells then need not make a line, and each must
	// have such a neighbour among them (ISS's greater-than).
	Neighbours bool
	// Holds reports whether numbers a, in the earlier cell of the line,
	// and b, in the later one, may stand together, given the rule's
	// arguments (see DefinedArg); its error (a division by zero) says why
	// it cannot tell, and makes the rule fail to bind.
	Holds func(a, b int, args []int) (bool, error)
	// Says writes the relation for people, in the rule's explanations:
	// "abs(a - b) > 1".
	Says string

	mu     sync.Mutex
	tables map[string]relation // by the values' numbers and the arguments
}

// relation returns the relation of the rule over values of numbers nums
// with arguments args, made once for each.
func (p *PairRule) relation(nums, args []int) (relation, error) {
	key := fmt.Sprint(nums, args)
	p.mu.Lock()
	defer p.mu.Unlock()
	if rel, ok := p.tables[key]; ok {
		return rel, nil
	}
	rel := make(relation, len(nums))
	for u, a := range nums {
		for v, b := range nums {
			ok, err := p.Holds(a, b, args)
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

// A DefinedArg is an argument that each rule of a kind a spec defines
// is given beside its cells, a whole number: a cage's count, a line's
// total.
type DefinedArg struct {
	// Name is its key in the rule's item: {cells: [...], n: 2}.
	Name string
	// Default is its value where an item does not give it, if HasDefault.
	Default    int
	HasDefault bool
}

// readArgs reads the arguments defs of a rule, in their order; ok is
// false when one was reported.
func readArgs(a Args, defs []DefinedArg) (_ []int, ok bool) {
	out := make([]int, len(defs))
	ok = true
	for i, d := range defs {
		if !a.Has(d.Name) && d.HasDefault {
			out[i] = d.Default
			continue
		}
		x, good := a.Int(d.Name)
		out[i], ok = x, ok && good
	}
	return out, ok
}

// definedArgs holds the arguments of a rule of a spec's own kind, and
// writes them in its name and its item.
type definedArgs struct {
	defs []DefinedArg
	args []int
}

// argsText writes the arguments as a name adds them: " (n = 2)", or "".
func (d definedArgs) argsText() string {
	if len(d.defs) == 0 {
		return ""
	}
	parts := make([]string, len(d.defs))
	for i, a := range d.defs {
		parts[i] = fmt.Sprintf("%s = %d", a.Name, d.args[i])
	}
	return " (" + strings.Join(parts, ", ") + ")"
}

// itemArgs writes the arguments as an item's, after its cells.
func (d definedArgs) itemArgs(cells []game.Pos) []Arg {
	out := []Arg{{"cells", slices.Clone(cells)}}
	for i, a := range d.defs {
		out = append(out, Arg{a.Name, d.args[i]})
	}
	return out
}

// NewPairLineKind returns the kind of lines of rule written key: {cells:
// [...]} and the arguments args, with rule kind rk (whose Abilities must
// be PairLineAbilities) and drawing draw: a pairLine whose relation the
// rule gives. A spec's kinds: section defines such kinds.
func NewPairLineKind(key string, rk *game.RuleKind, rule *PairRule, args []DefinedArg, draw Drawing) *Kind {
	k := definedKind(key, rk, args, draw)
	k.Read = func(a Args) []game.Constraint {
		var cells []game.Pos
		var ok bool
		if rule.Neighbours {
			cells, ok = readChecked(a, neighboursProblem)
		} else {
			cells, ok = readLine(a, 2, "two cells")
		}
		values, good := readArgs(a, args)
		if !ok || !good {
			return nil
		}
		if rule.Every && len(cells) > MaxPairLine {
			a.Errorf("cells", "%s holds for every two cells of its line, which may have at most %d cells, not %d", key, MaxPairLine, len(cells))
			return nil
		}
		return one(&definedLine{pairLine: pairLine{line: line{cells: cells}}, kind: k, rule: rule, definedArgs: definedArgs{args, values}})
	}
	return k
}

// readChecked reads the cells of an argument, and reports at them what
// problem says is wrong with them, if anything; ok is false when one was
// reported.
func readChecked(a Args, problem func([]game.Pos) string) (_ []game.Pos, ok bool) {
	cells, ok := a.Cells("cells")
	if !ok {
		return nil, false
	}
	if msg := problem(cells); msg != "" {
		a.Errorf("cells", "%s", msg)
		return nil, false
	}
	return cells, true
}

// listProblem says why cells cannot be the list of a rule whose cells
// may be anywhere, or returns "": one is in it twice.
func listProblem(cells []game.Pos) string {
	for i, c := range cells {
		if slices.Contains(cells[:i], c) {
			return fmt.Sprintf("%s is in the list twice", c)
		}
	}
	return ""
}

// neighboursProblem says why cells cannot be those of a rule that holds
// for every two of them that share an edge, or returns "": fewer than
// two, one twice, or one with no neighbour among the others.
func neighboursProblem(cells []game.Pos) string {
	if len(cells) < 2 {
		return fmt.Sprintf("the rule has %d cell: it needs at least two, neighbours on the board", len(cells))
	}
	if msg := listProblem(cells); msg != "" {
		return msg
	}
	for _, c := range cells {
		if !slices.ContainsFunc(cells, func(d game.Pos) bool { return Orthogonal(c, d) }) {
			return fmt.Sprintf("%s shares no edge with another cell of the list: the rule holds between cells that do, and says nothing of it", c)
		}
	}
	return ""
}

// definedKind returns the kind of a spec's own rule, but for its Read:
// written key: {cells: [...]} with its arguments, and no f-puzzles form.
func definedKind(key string, rk *game.RuleKind, args []DefinedArg, draw Drawing) *Kind {
	keys := []string{"cells"}
	example := key + ": {cells: [r1c1, r1c2, r1c3]"
	for _, a := range args {
		keys = append(keys, a.Name)
		example += fmt.Sprintf(", %s: %d", a.Name, max(a.Default, 1))
	}
	return &Kind{
		Rule:     rk,
		FPuzzles: &FPuzzlesForm{None: "f-puzzles has no rule of a spec's own"},
		Key:      key,
		Keys:     keys,
		Example:  example + "}",
		Draw:     draw,
	}
}

// definedLine is a line of a pair rule a spec defined.
type definedLine struct {
	pairLine
	definedArgs
	kind *Kind
	rule *PairRule
}

func (c *definedLine) Kind() *game.RuleKind { return c.kind.Rule }

func (c *definedLine) Name() string { return c.kind.Key + " " + c.path() + c.argsText() }

func (c *definedLine) Bind(fields []int, r *game.Rules) (game.Constraint, error) {
	if c.rule.Neighbours {
		if msg := neighboursProblem(c.cells); msg != "" {
			return nil, errors.New(msg)
		}
	} else if err := bindLine(c.cells, 2, "two cells"); err != nil {
		return nil, err
	}
	nums, err := numbers(r.Values)
	if err != nil {
		return nil, err
	}
	rel, err := c.rule.relation(nums, c.args)
	if err != nil {
		return nil, err
	}
	if rel.empty() {
		return nil, fmt.Errorf("no two values keep %s: %s", c.rule.Says, c.kind.Key)
	}
	var at [][2]int32
	for i := range fields {
		if c.rule.Neighbours {
			for j := range i {
				if Orthogonal(c.cells[j], c.cells[i]) {
					at = append(at, [2]int32{int32(j), int32(i)})
				}
			}
			continue
		}
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
	b.pairLine = c.pairLine.bound(fields, r, at, rel)
	return &b, nil
}

func (c *definedLine) Check(g game.Grid) error {
	a, b, u, v, broken := c.brokenPair(g)
	if !broken {
		return nil
	}
	return fmt.Errorf("%s holds %s and %s holds %s, which break %s", a, c.values.Name(u), b, c.values.Name(v), c.rule.Says)
}

// Explain replays the pass of the propagation: which values leave a cell,
// since no value its partner can hold goes with them.
func (c *definedLine) Explain(r *game.Rules, m *game.Move) string {
	name := c.Name() + ", " + c.rule.Says
	return c.explain(name, m, "no values of its cells keep it", func(i int, gone game.ValueSet, by int, held game.ValueSet) string {
		return fmt.Sprintf("%s holds %s, so %s", c.cells[by], oneOf(r, held), leave(r, gone, c.cells[i].String()))
	})
}

// definedKind returns the rule's kind, one a spec defined.
func (c *definedLine) definedKind() *Kind { return c.kind }

// DefinedKind returns the kind of rule c when a spec defined it (see
// Kind.Definition), or nil.
func DefinedKind(c game.Constraint) *Kind {
	if d, ok := c.(interface{ definedKind() *Kind }); ok {
		return d.definedKind()
	}
	return nil
}

// Item writes the rule as a spec item of its kind.
func (c *definedLine) Item() Item {
	return Item{Key: c.kind.Key, Args: c.itemArgs(c.cells)}
}
