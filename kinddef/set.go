package kinddef

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/ast"
	"github.com/expr-lang/expr/parser"
	"github.com/expr-lang/expr/vm"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// setDifficulty is the difficulty of a set rule's steps: a cage's
// combinations read against its cells, as a killer cage's.
const setDifficulty = 1.5

// setNames are what a set rule reads beside its arguments: the numbers
// of its values in ascending order, how many differ, how many cells hold
// each number, every total that some of them (one or more) add up to,
// and the board's least and greatest numbers.
var setNames = map[string]any{
	"lowest":   0,
	"highest":  0,
	"values":   []int{},
	"distinct": 0,
	"counts":   map[int]int{},
	"sums":     []int{},
}

// reserved are the names a definition's arguments may not take.
var reserved = []string{"a", "b", "s", "v", "fail", "values", "distinct", "counts", "sums", "lowest", "highest", "contains", "matches", "true", "false", "nil", "not", "and", "or", "in"}

// compileSet returns the kind of a set rule's definition.
func compileSet(d Def, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	rule, err := setRuleOf(d, fail)
	if err != nil {
		return nil, err
	}
	return setKind(d, rule, fail)
}

// setKind returns the kind of set rule definition d, whose rule is
// rule.
func setKind(d Def, rule *constraint.SetRule, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	rk, _, err := ruleKind(d, setDifficulty, constraint.SetAbilities, fail)
	if err != nil {
		return nil, err
	}
	rk.Shape = game.ShapeRegion
	draw := constraint.Drawing{Style: constraint.StyleCage}
	if len(d.Args) > 0 {
		draw.Label = d.Args[0].Name
	}
	return finish(d, constraint.NewSetKind(d.Key, rk, rule, d.Args, drawn(d, rk, draw)), fail)
}

// setRuleOf compiles the set rule of a definition said by holds.
func setRuleOf(d Def, fail func(field, format string, args ...any) error) (*constraint.SetRule, error) {
	if strings.TrimSpace(d.Holds) == "" {
		return nil, fail("", "a rule over a set of cells needs holds, an expression over its values, such as count(values, # %% 2 == 1) == n")
	}
	e := env(d, setNames)
	program, err := compileExpr(d.Holds, e, expr.AsBool(), true)
	if err != nil {
		return nil, exprError(d.Key, "holds", err, fail)
	}
	var pruneP *vm.Program
	if strings.TrimSpace(d.Prune) != "" {
		if pruneP, err = compileExpr(d.Prune, e, expr.AsBool(), true); err != nil {
			return nil, exprError(d.Key, "prune", err, fail)
		}
	}
	base, inner := cost(d.Holds)
	if pruneP != nil {
		pb, pi := cost(d.Prune)
		base, inner = max(base, pb), max(inner, pi)
	}
	// Every total of some of the values is worked out only for a rule
	// that reads it: 2^n subsets a set.
	readsSums := strings.Contains(d.Holds, "sums") || strings.Contains(d.Prune, "sums")
	machine := &vm.VM{MemoryBudget: memoryBudget}
	run := func(p *vm.Program, nums, board, args []int) (bool, error) {
		counts := make(map[int]int, len(nums))
		for _, x := range nums {
			counts[x]++
		}
		e["values"], e["distinct"], e["counts"] = nums, len(counts), counts
		if readsSums {
			e["sums"] = subsetSums(nums)
		}
		e["lowest"], e["highest"] = slices.Min(board), slices.Max(board)
		setArgs(d, e, args)
		out, err := machine.Run(p, e)
		if err != nil {
			return false, err
		}
		ok, _ := out.(bool)
		return ok, nil
	}
	rule := &constraint.SetRule{
		Holds: func(nums, board, args []int) (bool, error) { return run(program, nums, board, args) },
		Says:  strings.TrimSpace(d.Holds),
		Cost:  func(n int) int { return base + n*inner + n },
	}
	if pruneP != nil {
		rule.Prune = func(nums, board, args []int) (bool, error) { return run(pruneP, nums, board, args) }
	}
	return rule, nil
}

// cost returns the nodes of an expression outside the predicates of
// builtins, and those inside them, which run once per value.
func cost(src string) (base, inner int) {
	tree, err := parser.Parse(src)
	if err != nil {
		return 0, 0
	}
	ast.Walk(&tree.Node, visitFunc(func(n *ast.Node) {
		base++
		if c, ok := (*n).(*ast.PredicateNode); ok {
			ast.Walk(&c.Node, visitFunc(func(*ast.Node) { inner++ }))
		}
	}))
	return base, inner
}

// subsetSums returns every total some of nums (one or more) add up to,
// in ascending order.
func subsetSums(nums []int) []int {
	seen := map[int]bool{}
	var out []int
	for _, x := range nums {
		next := []int{x}
		for _, t := range out {
			next = append(next, t+x)
		}
		for _, t := range next {
			if !seen[t] {
				seen[t] = true
				out = append(out, t)
			}
		}
	}
	slices.Sort(out)
	return out
}

// checkArgs checks a definition's arguments: each a name that no
// expression already reads, given once.
func checkArgs(d Def, fail func(field, format string, args ...any) error) error {
	for i, a := range d.Args {
		switch {
		case !keyPattern.MatchString(a.Name):
			return fail("args", "an argument's name is one word of lower-case letters and digits, starting with a letter, not %s", game.Excerpt(a.Name))
		case slices.Contains(reserved, a.Name) || slices.Contains(setBuiltins, a.Name) || a.Name == "cells":
			return fail("args", "%s is a name a rule already reads: give the argument another", a.Name)
		case slices.ContainsFunc(d.Args[:i], func(b constraint.DefinedArg) bool { return b.Name == a.Name }):
			return fail("args", "the argument %s is given twice", a.Name)
		}
	}
	if len(d.Args) > 8 {
		return fail("args", "a kind has at most 8 arguments, not %d", len(d.Args))
	}
	return nil
}

// argsText writes arguments as a spec does: [n], or {total: 10} when
// one has a default.
func argsText(args []constraint.DefinedArg) string {
	parts := make([]string, len(args))
	defaults := false
	for i, a := range args {
		parts[i] = a.Name
		if a.HasDefault {
			defaults = true
		}
	}
	if !defaults {
		return "[" + strings.Join(parts, ", ") + "]"
	}
	for i, a := range args {
		if a.HasDefault {
			parts[i] += ": " + strconv.Itoa(a.Default)
		} else {
			parts[i] += ": null"
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

var _ = fmt.Sprint

// Unquoted returns the expression an author meant by a plain YAML
// scalar value that YAML cut at a " #", taking the rest of its line as a
// comment: count(values, # % 2 == 1) == n is read as "count(values,"
// and the comment "# % 2 == 1) == n". When the value alone is no
// expression and it with the comment, or with the comment up to a later
// " #", is one, the longest such is what was meant; otherwise the
// comment was one. Only joins of at most maxLength characters are tried,
// as no longer one is a rule's: a spec's line of a million characters
// and " #" is read in time linear in it, not quadratic.
func Unquoted(value, comment string) string {
	if comment == "" || !strings.HasPrefix(comment, "#") || len(value) > maxLength {
		return value
	}
	if _, err := parser.Parse(value); err == nil {
		return value
	}
	for end := len(comment); end > 0; end = strings.LastIndex(comment[:end], " #") {
		rest := strings.TrimRight(comment[:end], " \t")
		if len(value)+1+len(rest) > maxLength {
			continue
		}
		joined := value + " " + rest
		if _, err := parser.Parse(joined); err == nil {
			return joined
		}
	}
	return value
}

// drawText writes a drawing as a definition's draw: a flow mapping of
// the fields it gives.
func drawText(dr constraint.Drawing) string {
	parts := []string{"style: " + string(dr.Style)}
	if dr.Colour != "" {
		parts = append(parts, "colour: "+strconv.Quote(dr.Colour))
	}
	if dr.Width != 0 {
		parts = append(parts, "width: "+strconv.FormatFloat(dr.Width, 'g', -1, 64))
	}
	if dr.Label != "" {
		parts = append(parts, "label: "+dr.Label)
	}
	if dr.Shape != "" {
		parts = append(parts, "shape: "+string(dr.Shape))
	}
	if dr.Ends {
		parts = append(parts, "ends: true")
	}
	if dr.Dashed {
		parts = append(parts, "dashed: true")
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
