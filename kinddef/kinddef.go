package kinddef

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// Def is a rule kind as a spec defines it: its key and the keys of its
// definition.
type Def struct {
	// Key names the kind where puzzles use it: one lower-case word.
	Key string
	// Doc says in one line what a rule of the kind requires.
	Doc string
	// Title names the kind as players say it; the key when empty.
	Title string
	// Cells is what the rule is over: "line" (ordered cells), the only
	// one so far; "" means line.
	Cells string
	// NextPair and EveryPair are the pair rule, one of the two: an
	// expression over a and b, the numbers of two cells' values.
	NextPair, EveryPair string
	// Start, Next and Accept are a machine instead: the state before the
	// first cell (a whole number; 0 when empty), the state after a cell
	// of number v in state s (fail for none), and whether a walk may end
	// in state s.
	Start, Next, Accept string
	// Regex is a machine said as a regular expression (Go's syntax) that
	// the digits of the line's values, read in order, match whole.
	Regex string
	// Difficulty rates the rule's steps; 0 means that of its form.
	Difficulty float64
	// Colour is the colour of its line on the page, #rgb or #rrggbb; a
	// grey when empty.
	Colour string
}

// Keys are the keys a definition may have, as a spec writes them.
var Keys = []string{"doc", "title", "cells", "next-pair", "every-pair", "start", "next", "accept", "regex", "difficulty", "colour"}

// MaxNodes is the most nodes an expression may have.
const MaxNodes = 500

// memoryBudget bounds what one evaluation may allocate, in the library's
// units (elements of the arrays and maps it makes).
const memoryBudget = 1000

// pairDifficulty is the difficulty of a pair rule's steps: as a whispers
// line's, each cell read against its partners.
const pairDifficulty = 1.5

// An Error is a problem with a definition: Field is the key of the
// definition it is at ("" for the definition as a whole), and Column,
// from 1, the place inside that key's expression, or 0.
type Error struct {
	Key, Field string
	Column     int
	Msg        string
}

func (e *Error) Error() string {
	where := "kind " + e.Key
	if e.Field != "" {
		where += ", " + e.Field
	}
	if e.Column > 0 {
		where += fmt.Sprintf(", column %d", e.Column)
	}
	return where + ": " + e.Msg
}

var keyPattern = regexp.MustCompile(`^[a-z][a-z0-9]*$`)

// Compile returns the kind that d defines.
func Compile(d Def) (*constraint.Kind, error) {
	fail := func(field, format string, args ...any) error {
		return &Error{Key: d.Key, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if !keyPattern.MatchString(d.Key) {
		return nil, fail("", "a kind's key is one word of lower-case letters and digits, starting with a letter, not %s", game.Excerpt(d.Key))
	}
	if strings.TrimSpace(d.Doc) == "" {
		return nil, fail("doc", "say in one line what a rule of the kind requires: add doc")
	}
	if d.Cells != "" && d.Cells != "line" {
		return nil, fail("cells", "cells is line (ordered cells, as a line's); %s is not a form this program knows yet", game.Excerpt(d.Cells))
	}
	if d.Regex != "" {
		if d.NextPair != "" || d.EveryPair != "" || d.Next != "" || d.Start != "" || d.Accept != "" {
			return nil, fail("regex", "a kind said by a regular expression has none of %s", regexKeys)
		}
		return compileRegex(d, fail)
	}
	if d.Next != "" || d.Start != "" || d.Accept != "" {
		if d.NextPair != "" || d.EveryPair != "" {
			return nil, fail("next", "a kind is a machine (start, next, accept) or a pair rule (next-pair, every-pair), not both")
		}
		return compileMachine(d, fail)
	}
	field, src, every := "next-pair", d.NextPair, false
	switch {
	case d.NextPair != "" && d.EveryPair != "":
		return nil, fail("every-pair", "give next-pair or every-pair, not both")
	case d.EveryPair != "":
		field, src, every = "every-pair", d.EveryPair, true
	case d.NextPair == "":
		return nil, fail("", "the kind has no rule: give next-pair (for each two consecutive cells of the line) or every-pair (for every two), an expression over a and b, such as abs(a - b) > 1")
	}
	holds, err := compilePair(src)
	if err != nil {
		return nil, exprError(d.Key, field, err, fail)
	}
	rk, draw, err := ruleKind(d, pairDifficulty, constraint.PairLineAbilities, fail)
	if err != nil {
		return nil, err
	}
	rule := &constraint.PairRule{Every: every, Holds: holds, Says: strings.TrimSpace(src)}
	return finish(d, constraint.NewPairLineKind(d.Key, rk, rule, draw), fail)
}

// ruleKind makes the rule kind and the drawing of definition d, whose
// form has the difficulty and the abilities given.
func ruleKind(d Def, difficulty float64, abilities game.Ability, fail func(field, format string, args ...any) error) (*game.RuleKind, constraint.Drawing, error) {
	if d.Difficulty != 0 {
		difficulty = d.Difficulty
	}
	if difficulty < 0 || difficulty > 20 {
		return nil, constraint.Drawing{}, fail("difficulty", "a difficulty is from 1 to 20 on the techniques' scale, not %g", d.Difficulty)
	}
	colour := d.Colour
	if colour == "" {
		colour = "#909090"
	}
	title := d.Title
	if title == "" {
		title = d.Key
	}
	rk := &game.RuleKind{
		Name:       ruleName(d.Key),
		Title:      title,
		Doc:        strings.TrimSpace(d.Doc),
		Difficulty: difficulty,
		Shape:      game.ShapeLine,
		Abilities:  abilities,
	}
	return rk, constraint.Drawing{Style: constraint.StyleLine, Colour: colour, Width: 0.2}, nil
}

// finish checks kind k of definition d as any kind is checked, and keeps
// d in it.
func finish(d Def, k *constraint.Kind, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	if err := constraint.Validate([]*constraint.Kind{k}); err != nil {
		return nil, fail("", "%v", err)
	}
	k.Definition = d
	return k, nil
}

// DefOf returns the definition of a kind that Compile made, so that a
// writer of specs can write it again.
func DefOf(k *constraint.Kind) (Def, bool) {
	if k == nil {
		return Def{}, false
	}
	d, ok := k.Definition.(Def)
	return d, ok
}

// Lines writes the definition as the lines of a spec's kinds: section,
// without indent: "spaced:", "  doc: ...", each text quoted.
func (d Def) Lines() []string {
	out := []string{d.Key + ":"}
	add := func(key, value string) {
		if value != "" {
			out = append(out, "  "+key+": "+strconv.Quote(value))
		}
	}
	add("doc", d.Doc)
	add("title", d.Title)
	add("cells", d.Cells)
	add("next-pair", d.NextPair)
	add("every-pair", d.EveryPair)
	add("start", d.Start)
	add("next", d.Next)
	add("accept", d.Accept)
	add("regex", d.Regex)
	if d.Difficulty != 0 {
		out = append(out, "  difficulty: "+strconv.FormatFloat(d.Difficulty, 'g', -1, 64))
	}
	add("colour", d.Colour)
	return out
}

// ruleName makes the rule kind's name of a key: "Spaced" of "spaced".
func ruleName(key string) string { return strings.ToUpper(key[:1]) + key[1:] }

// compileExpr checks an expression with plain, then compiles it over
// env, its result as as asks, with the rules' builtins alone and at most
// MaxNodes nodes.
func compileExpr(src string, env any, as expr.Option) (*vm.Program, error) {
	if err := plain(src); err != nil {
		return nil, err
	}
	opts := []expr.Option{expr.Env(env), as, expr.DisableAllBuiltins(), expr.MaxNodes(MaxNodes)}
	for _, name := range pairBuiltins {
		opts = append(opts, expr.EnableBuiltin(name))
	}
	return expr.Compile(src, opts...)
}

// pairBuiltins are the functions a rule may call.
var pairBuiltins = []string{"abs", "min", "max"}

// plain checks, before anything of it is compiled or folded, that an
// expression is made of numbers, names, operators, conditions and the
// pair builtins alone: nothing that loops (count, map, ranges), nothing
// that reaches into values. Its error is a *file.Error at the first
// node that is not.
func plain(src string) error {
	if len(src) > 4*MaxNodes {
		return fmt.Errorf("the expression is %d characters long, more than the %d a rule may have", len(src), 4*MaxNodes)
	}
	tree, err := parser.Parse(src)
	if err != nil {
		return err
	}
	v := &plainVisitor{}
	ast.Walk(&tree.Node, v)
	if v.bad != nil {
		e := &file.Error{Location: (*v.bad).Location(), Message: v.why}
		return e.Bind(tree.Source)
	}
	return nil
}

// plainVisitor finds the node plain refuses that starts first in the
// text (a call before its arguments).
type plainVisitor struct {
	bad *ast.Node
	why string
}

func (v *plainVisitor) Visit(n *ast.Node) {
	if v.bad != nil && (*v.bad).Location().From <= (*n).Location().From {
		return
	}
	why := ""
	switch x := (*n).(type) {
	case *ast.IdentifierNode, *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.NilNode,
		*ast.UnaryNode, *ast.ConditionalNode, *ast.ConstantNode, *ast.ArrayNode:
	case *ast.BinaryNode:
		if x.Operator == ".." {
			why = "a range (..) makes a list, which a rule has no use for"
		}
	case *ast.BuiltinNode:
		if !slices.Contains(pairBuiltins, x.Name) {
			why = fmt.Sprintf("%s is no function of a rule, which has %s", x.Name, strings.Join(pairBuiltins, ", "))
		}
	case *ast.CallNode:
		why = fmt.Sprintf("a rule calls only %s", strings.Join(pairBuiltins, ", "))
	default:
		why = "a rule is made of its names (a and b; s, v and fail), numbers, operators (+ - * / % ** == != < <= > >= and or not), conditions (x ? y : z) and " + strings.Join(pairBuiltins, ", ")
	}
	if why != "" {
		v.bad, v.why = n, why
	}
}

// pairEnv is what a pair rule reads: the numbers of the two values.
type pairEnv struct {
	A int `expr:"a"`
	B int `expr:"b"`
}

// compilePair compiles a pair rule and returns what tells whether it
// holds for two numbers.
func compilePair(src string) (func(a, b int) (bool, error), error) {
	program, err := compileExpr(src, pairEnv{}, expr.AsBool())
	if err != nil {
		return nil, err
	}
	machine := &vm.VM{MemoryBudget: memoryBudget}
	return func(a, b int) (bool, error) {
		out, err := machine.Run(program, pairEnv{A: a, B: b})
		if err != nil {
			return false, err
		}
		ok, _ := out.(bool)
		return ok, nil
	}, nil
}
