package kinddef

import (
	"cmp"
	"fmt"
	"maps"
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
	// Cells is what the rule is over: "line" (ordered cells, each
	// touching the one before, the default), "list" (ordered cells
	// anywhere on the board, drawn as an area: a machine's, and a
	// neighbour-pair rule's, whose cells are always a list) or "set"
	// (cells read together, whatever their order).
	Cells string
	// Args are the whole numbers each rule of the kind is given beside
	// its cells, {cells: [...], n: 2}, which its expressions read by
	// their names; one with a default may be left out.
	Args []constraint.DefinedArg
	// NextPair, EveryPair and NeighbourPair are the pair rule, one of
	// the three: an expression over a and b, the numbers of two cells'
	// values, for each two consecutive cells of the line, for every two,
	// or for every two of the list that share an edge on the board (a
	// the earlier), whose cells then need not make a line.
	NextPair, EveryPair, NeighbourPair string
	// Start, Next and Accept are a machine instead: the state before the
	// first cell (a whole number; 0 when empty), the state after a cell
	// of number v in state s (fail for none), and whether a walk may end
	// in state s.
	Start, Next, Accept string
	// Apart, for a machine (Start, Next and Accept, or Regex), walks a
	// line whose cells differ (each two share a group: a row, a column)
	// with the values used so far, so that a walk never counts on a value
	// twice: exact where the rule's meaning turns on a value coming
	// again (a hidden skyscraper, whose clue cannot both start the line
	// and hide later). It costs a state per set of values used, so it
	// is for machines of few states, where that matters.
	Apart bool
	// Regex is a machine said as a regular expression (Go's syntax) that
	// the digits of the line's values, read in order, match whole.
	Regex string
	// Holds is the rule of a set of cells: an expression over values
	// (their numbers, in ascending order) and the names setEnv lists.
	Holds string
	// AllOf, AnyOf and Not make the kind of other kinds (see
	// compileComposite): every one of AllOf, one of AnyOf, or not Not.
	AllOf, AnyOf []string
	Not          string
	// Each and Of hold kind Of over each of the board's rows, columns or
	// boxes (Each).
	Each, Of string
	// Marks make a marks kind instead: marks between neighbours, each
	// sort with a pair rule of its own, listed in a rule's item by their
	// keys and read as kropki's and XV's are (negative: true says every
	// mark is given). Neighbours says which cells they stand between:
	// orthogonal (sharing an edge, the default) or diagonal.
	Marks      []MarkDef
	Neighbours string

	// parts are the definitions of a composite's parts that a spec
	// defined, as compiled.
	parts []Def
	// Prune, for a set rule, is an expression over the same names that
	// the smallest values of every set that keeps it (fewer than its
	// cells, in ascending order) keep: the sets that begin otherwise are
	// never tried, so that a rule of many cells that few sets keep
	// binds.
	Prune string
	// Difficulty rates the rule's steps; 0 means that of its form.
	Difficulty float64
	// Colour is the colour of its line on the page, #rgb or #rrggbb; a
	// grey when empty.
	Colour string
	// Draw, when its Style is set, is how a page draws the kind's rules
	// instead of the form's own drawing (a line in Colour, a cage with
	// the first argument): any style of package constraint's with what
	// it needs, which also makes the rules' shape. A Colour beside it is
	// the drawing's colour where it has none.
	Draw constraint.Drawing
}

// Keys are the keys a definition may have, as a spec writes them.
var Keys = []string{"doc", "title", "cells", "args", "next-pair", "every-pair", "neighbour-pair", "start", "next", "accept", "apart", "regex", "holds", "prune", "all-of", "any-of", "not", "each", "of", "marks", "neighbours", "difficulty", "colour", "draw"}

// DrawKeys are the keys a definition's draw may have, each a field of
// constraint.Drawing.
var DrawKeys = []string{"style", "colour", "width", "label", "shape", "ends", "dashed"}

// MaxNodes is the most nodes an expression may have.
const MaxNodes = 500

// maxLength is the most characters an expression, or a regular
// expression, may have: checked before anything reads its text, it
// bounds what the expression library's lexer and parser, and the snippet
// of their errors, go through. A rule is a line at most; and an input
// that the fuzzer keeps for a coverage that hangs on its length is
// minimized in time quadratic in that length: seconds at 200
// characters, past the minimizer's minute at 2,000 (FuzzCompile).
const maxLength = 200

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

// Compile returns the kind that d defines, of no other kinds.
func Compile(d Def) (*constraint.Kind, error) { return CompileIn(d, nil) }

// CompileIn returns the kind that d defines, a composite's parts found
// among known.
func CompileIn(d Def, known []*constraint.Kind) (*constraint.Kind, error) {
	fail := func(field, format string, args ...any) error {
		return &Error{Key: d.Key, Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	if !keyPattern.MatchString(d.Key) {
		return nil, fail("", "a kind's key is one word of lower-case letters and digits, starting with a letter, not %s", game.Excerpt(d.Key))
	}
	if strings.TrimSpace(d.Doc) == "" {
		return nil, fail("doc", "say in one line what a rule of the kind requires: add doc")
	}
	if d.Cells != "" && d.Cells != "line" && d.Cells != "list" && d.Cells != "set" {
		return nil, fail("cells", "cells is line (ordered cells, as a line's), list (ordered cells anywhere) or set (cells read together, as a cage's), not %s", game.Excerpt(d.Cells))
	}
	if d.Cells == "list" && (d.NextPair != "" || d.EveryPair != "") {
		return nil, fail("cells", "a list of cells anywhere is read by a machine (start, next, accept, or regex) or neighbour-pair; next-pair and every-pair read a line")
	}
	if d.Cells == "line" && d.NeighbourPair != "" {
		return nil, fail("cells", "neighbour-pair reads a list of cells anywhere (cells: list, or leave cells out), not a line")
	}
	if err := checkArgs(d, fail); err != nil {
		return nil, err
	}
	if d.Apart && d.Next == "" && d.Start == "" && d.Accept == "" && d.Regex == "" {
		return nil, fail("apart", "apart walks a machine's line with the values used so far: it goes with start, next and accept, or regex")
	}
	if len(d.Marks) > 0 || d.Neighbours != "" {
		if len(d.Marks) == 0 {
			return nil, fail("neighbours", "neighbours says where a marks kind's marks stand: give marks, such as marks: {x: a + b == 10}")
		}
		return compileMarks(d, fail)
	}
	if d.composite() || d.Of != "" {
		return compileComposite(d, known, fail)
	}
	if d.Cells == "set" || d.Holds != "" || d.Prune != "" {
		if d.Cells != "set" {
			field := "holds"
			if d.Holds == "" {
				field = "prune"
			}
			return nil, fail(field, "%s reads a set of cells: add cells: set", field)
		}
		if d.NextPair != "" || d.EveryPair != "" || d.NeighbourPair != "" || d.Next != "" || d.Start != "" || d.Accept != "" || d.Regex != "" {
			return nil, fail("cells", "a rule over a set of cells is said by holds alone, without next-pair, every-pair, neighbour-pair, start, next, accept or regex, which read a line in order")
		}
		return compileSet(d, fail)
	}
	if d.Regex != "" {
		if d.NextPair != "" || d.EveryPair != "" || d.NeighbourPair != "" || d.Next != "" || d.Start != "" || d.Accept != "" {
			return nil, fail("regex", "a kind said by a regular expression has none of %s", regexKeys)
		}
		return compileRegex(d, fail)
	}
	if d.Next != "" || d.Start != "" || d.Accept != "" {
		if d.NextPair != "" || d.EveryPair != "" || d.NeighbourPair != "" {
			return nil, fail("next", "a kind is a machine (start, next, accept) or a pair rule (next-pair, every-pair, neighbour-pair), not both")
		}
		return compileMachine(d, fail)
	}
	var given []string
	field, src := "", ""
	for _, f := range []struct{ key, src string }{{"next-pair", d.NextPair}, {"every-pair", d.EveryPair}, {"neighbour-pair", d.NeighbourPair}} {
		if f.src != "" {
			given = append(given, f.key)
			field, src = f.key, f.src
		}
	}
	switch {
	case len(given) > 1:
		return nil, fail(given[1], "give one of next-pair, every-pair and neighbour-pair, not %s", strings.Join(given, " and "))
	case len(given) == 0:
		return nil, fail("", "the kind has no rule: give next-pair (for each two consecutive cells of the line), every-pair (for every two) or neighbour-pair (for every two that share an edge), an expression over a and b, such as abs(a - b) > 1")
	}
	holds, err := compilePair(src, d)
	if err != nil {
		return nil, exprError(d.Key, field, err, fail)
	}
	rk, draw, err := ruleKind(d, pairDifficulty, constraint.PairLineAbilities, fail)
	if err != nil {
		return nil, err
	}
	neighbours := field == "neighbour-pair"
	rule := &constraint.PairRule{Every: field == "every-pair", Neighbours: neighbours, Holds: holds, Says: strings.TrimSpace(src)}
	return finish(d, constraint.NewPairLineKind(d.Key, rk, rule, d.Args, drawn(d, rk, draw)), fail)
}

// ruleKind makes the rule kind and the drawing of definition d, whose
// form has the difficulty and the abilities given.
func ruleKind(d Def, difficulty float64, abilities game.Ability, fail func(field, format string, args ...any) error) (*game.RuleKind, constraint.Drawing, error) {
	rk, err := newRuleKind(d, difficulty, game.ShapeLine, abilities, fail)
	if err != nil {
		return nil, constraint.Drawing{}, err
	}
	colour := d.Colour
	if colour == "" {
		colour = "#909090"
	}
	if d.Cells == "list" || d.NeighbourPair != "" {
		// Cells anywhere, which a line would join across the board:
		// outlined as an area, as ISS outlines a greater-than's or a
		// count-distinct's cells.
		if d.Colour != "" {
			return nil, constraint.Drawing{}, fail("colour", "a rule over a list of cells is drawn as an area, which has no colour: leave colour out")
		}
		rk.Shape = game.ShapeRegion
		return rk, constraint.Drawing{Style: constraint.StyleCage}, nil
	}
	return rk, constraint.Drawing{Style: constraint.StyleLine, Colour: colour, Width: 0.2}, nil
}

// newRuleKind makes the rule kind of definition d, of its title, doc and
// difficulty (the form's, difficulty, when d gives none), with the shape
// and abilities given.
func newRuleKind(d Def, difficulty float64, shape game.Shape, abilities game.Ability, fail func(field, format string, args ...any) error) (*game.RuleKind, error) {
	if d.Difficulty != 0 {
		difficulty = d.Difficulty
	}
	if difficulty < 0 || difficulty > 20 {
		return nil, fail("difficulty", "a difficulty is from 1 to 20 on the techniques' scale, not %g", d.Difficulty)
	}
	title := d.Title
	if title == "" {
		title = d.Key
	}
	return &game.RuleKind{
		Name:       ruleName(d.Key),
		Title:      title,
		Doc:        strings.TrimSpace(d.Doc),
		Difficulty: difficulty,
		Shape:      shape,
		Abilities:  abilities,
	}, nil
}

// drawn returns the drawing of definition d, of its form's drawing draw
// when it gives none, and sets rk's shape to the drawing's.
func drawn(d Def, rk *game.RuleKind, draw constraint.Drawing) constraint.Drawing {
	if d.Draw.Style == "" {
		return draw
	}
	out := d.Draw
	if out.Colour == "" && d.Colour != "" {
		out.Colour = d.Colour
	}
	if shape, ok := out.Style.Shape(); ok {
		rk.Shape = shape
	}
	return out
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
	if len(d.Args) > 0 {
		out = append(out, "  args: "+argsText(d.Args))
	}
	add("next-pair", d.NextPair)
	add("every-pair", d.EveryPair)
	add("neighbour-pair", d.NeighbourPair)
	add("start", d.Start)
	add("next", d.Next)
	add("accept", d.Accept)
	if d.Apart {
		out = append(out, "  apart: true")
	}
	add("regex", d.Regex)
	add("holds", d.Holds)
	add("prune", d.Prune)
	list := func(key string, keys []string) {
		if len(keys) > 0 {
			out = append(out, "  "+key+": ["+strings.Join(keys, ", ")+"]")
		}
	}
	list("all-of", d.AllOf)
	list("any-of", d.AnyOf)
	add("not", d.Not)
	add("each", d.Each)
	add("of", d.Of)
	if len(d.Marks) > 0 {
		out = append(out, "  marks: "+marksText(d.Marks))
	}
	add("neighbours", d.Neighbours)
	if d.Difficulty != 0 {
		out = append(out, "  difficulty: "+strconv.FormatFloat(d.Difficulty, 'g', -1, 64))
	}
	add("colour", d.Colour)
	if d.Draw.Style != "" {
		out = append(out, "  draw: "+drawText(d.Draw))
	}
	return out
}

// Needs returns the definitions a composite's definition reads, those
// of its parts that specs defined (built-in kinds are not), and theirs,
// each before what needs it: what a writer writes before it.
func (d Def) Needs() []Def {
	var out []Def
	for _, p := range d.parts {
		for _, q := range append(p.Needs(), p) {
			if !slices.ContainsFunc(out, func(o Def) bool { return o.Key == q.Key }) {
				out = append(out, q)
			}
		}
	}
	return out
}

// ruleName makes the rule kind's name of a key: "Spaced" of "spaced".
func ruleName(key string) string { return strings.ToUpper(key[:1]) + key[1:] }

// compileExpr checks an expression with plain, then compiles it over
// env, its result as as asks, with the builtins of its form alone and at
// most MaxNodes nodes. A set rule's expression (set) may also read its
// values through count and its kin, and call contains.
func compileExpr(src string, env map[string]any, as expr.Option, set bool) (*vm.Program, error) {
	if err := plain(src, set); err != nil {
		return nil, err
	}
	opts := []expr.Option{expr.Env(env), as, expr.DisableAllBuiltins(), expr.MaxNodes(MaxNodes)}
	builtins := pairBuiltins
	if set {
		builtins = setBuiltins
	}
	for _, name := range builtins {
		opts = append(opts, expr.EnableBuiltin(name))
	}
	return expr.Compile(src, opts...)
}

// pairBuiltins are the functions a rule of a line may call; setBuiltins
// those of a set rule. The bit functions (bitand(x, y), bitor, bitxor,
// bitshl(x, n) and bitshr) let a machine keep a set of numbers in its
// state: bit n for number n.
var (
	pairBuiltins = []string{"abs", "min", "max", "bitand", "bitor", "bitxor", "bitshl", "bitshr"}
	setBuiltins  = []string{"abs", "min", "max", "bitand", "bitor", "bitxor", "bitshl", "bitshr", "sum", "count", "all", "any", "none", "one", "len", "filter", "map", "uniq"}
)

// plain checks, before anything of it is compiled or folded, that an
// expression is made of numbers, names, operators, conditions and the
// builtins of its form alone: nothing that loops but, in a set rule
// (set), a builtin that reads a list, one deep. Its error is a
// *file.Error at the first node that is not.
func plain(src string, set bool) error {
	if len(src) > maxLength {
		return tooLong(len(src))
	}
	tree, err := parser.Parse(src)
	if err != nil {
		return err
	}
	v := &plainVisitor{set: set}
	ast.Walk(&tree.Node, v)
	if v.bad == nil && set {
		v.nested(tree.Node)
	}
	if v.bad != nil {
		e := &file.Error{Location: (*v.bad).Location(), Message: v.why}
		return e.Bind(tree.Source)
	}
	return nil
}

// tooLong is the error of an expression of n characters, more than
// maxLength.
func tooLong(n int) error {
	return fmt.Errorf("the expression is %d characters long, more than the %d a rule may have: write it shorter", n, maxLength)
}

// plainVisitor finds the node plain refuses that starts first in the
// text (a call before its arguments).
type plainVisitor struct {
	set bool
	bad *ast.Node
	why string
}

func (v *plainVisitor) Visit(n *ast.Node) {
	if v.bad != nil && (*v.bad).Location().From <= (*n).Location().From {
		return
	}
	builtins, names := pairBuiltins, "a and b; s, v and fail"
	if v.set {
		builtins, names = setBuiltins, "values, distinct, counts, sums, lowest, highest, # in a builtin's predicate"
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
		if !slices.Contains(builtins, x.Name) {
			why = fmt.Sprintf("%s is no function of a rule, which has %s", x.Name, strings.Join(builtins, ", "))
		}
	case *ast.CallNode:
		why = fmt.Sprintf("a rule calls only %s", strings.Join(builtins, ", "))
	case *ast.PredicateNode, *ast.PointerNode, *ast.MemberNode:
		if !v.set {
			why = "a rule of a line reads its names alone: lists and what reads them are a set rule's"
		}
	default:
		why = "a rule is made of its names (" + names + "), numbers, operators (+ - * / % ** == != < <= > >= in and or not), conditions (x ? y : z) and " + strings.Join(builtins, ", ")
	}
	if why != "" {
		v.bad, v.why = n, why
	}
}

// nested refuses a builtin's predicate inside another's, which would
// read the values as many times over as it is deep: one deep, a set
// rule's evaluation takes at most its nodes times its cells' count.
func (v *plainVisitor) nested(root ast.Node) {
	var closures []ast.Node
	ast.Walk(&root, visitFunc(func(n *ast.Node) {
		if _, ok := (*n).(*ast.PredicateNode); ok {
			closures = append(closures, *n)
		}
	}))
	for _, c := range closures {
		var inner []ast.Node
		ast.Walk(&c, visitFunc(func(n *ast.Node) {
			if _, ok := (*n).(*ast.PredicateNode); ok && *n != c {
				inner = append(inner, *n)
			}
		}))
		if len(inner) > 0 {
			v.bad, v.why = &inner[0], "a builtin's predicate inside another's reads the values over and over: a rule has them one deep"
			return
		}
	}
}

// visitFunc is an ast.Visitor of a function.
type visitFunc func(n *ast.Node)

func (f visitFunc) Visit(n *ast.Node) { f(n) }

// env returns the names an expression reads: those given, and the
// definition's arguments, each with a value of its type.
func env(d Def, names map[string]any) map[string]any {
	out := maps.Clone(names)
	for _, a := range d.Args {
		out[a.Name] = 0
	}
	return out
}

// setArgs sets the arguments' values in an env that env made.
func setArgs(d Def, e map[string]any, args []int) {
	for i, a := range d.Args {
		e[a.Name] = args[i]
	}
}

// compilePair compiles a pair rule with arguments args and returns what
// tells whether it holds for two numbers.
func compilePair(src string, d Def) (func(a, b int, args []int) (bool, error), error) {
	e := env(d, map[string]any{"a": 0, "b": 0})
	program, err := compileExpr(src, e, expr.AsBool(), false)
	if err != nil {
		return nil, err
	}
	machine := &vm.VM{MemoryBudget: memoryBudget}
	return func(a, b int, args []int) (bool, error) {
		e["a"], e["b"] = a, b
		setArgs(d, e, args)
		out, err := machine.Run(program, e)
		if err != nil {
			return false, err
		}
		ok, _ := out.(bool)
		return ok, nil
	}, nil
}

// PairTable returns the table of a pair rule's definition (its
// next-pair, every-pair or neighbour-pair) over the numbers nums with
// the arguments args: allowed[i][j] says that two cells the rule relates
// may hold nums[i] and nums[j], in that order. A format that writes a
// relation as its table (ISS's pair keys) asks it; ok is false for a
// definition of no pair rule.
func PairTable(d Def, nums, args []int) (allowed [][]bool, ok bool, err error) {
	src := cmp.Or(d.NextPair, d.EveryPair, d.NeighbourPair)
	if src == "" {
		return nil, false, nil
	}
	pair, err := compilePair(src, d)
	if err != nil {
		return nil, true, err
	}
	allowed = make([][]bool, len(nums))
	for i, a := range nums {
		allowed[i] = make([]bool, len(nums))
		for j, b := range nums {
			if allowed[i][j], err = pair(a, b, args); err != nil {
				return nil, true, err
			}
		}
	}
	return allowed, true, nil
}
