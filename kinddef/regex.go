package kinddef

import (
	"fmt"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
)

// compileRegex returns the kind of a definition whose rule is a regular
// expression that the digits of the line's values, read in order, must
// match whole: a machine whose states are the sets of places the
// expression's program can be at.
func compileRegex(d Def, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	m, err := regexMachine(d, fail)
	if err != nil {
		return nil, err
	}
	rk, draw, err := ruleKind(d, machineDifficulty, constraint.MachineAbilities, fail)
	if err != nil {
		return nil, err
	}
	return finish(d, constraint.NewMachineKind(d.Key, rk, m, d.Args, drawn(d, rk, draw)), fail)
}

// regexMachine compiles the machine of a definition's regular
// expression.
func regexMachine(d Def, fail func(field, format string, args ...any) error) (*constraint.Machine, error) {
	if len(d.Regex) > maxLength {
		return nil, fail("regex", "%v", tooLong(len(d.Regex)))
	}
	re, err := syntax.Parse(d.Regex, syntax.Perl)
	if err != nil {
		return nil, fail("regex", "%v", err)
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		return nil, fail("regex", "%v", err)
	}
	for _, in := range prog.Inst {
		if in.Op == syntax.InstEmptyWidth {
			return nil, fail("regex", "the expression is matched against the whole line: leave out ^, $, \\b and the like")
		}
	}
	n := &nfa{prog: prog}
	start := n.id(n.closure([]uint32{uint32(prog.Start)}))
	m := &constraint.Machine{
		List:  d.Cells == "list",
		Apart: d.Apart,
		Start: func([]int) (int, error) { return start, nil },
		Next: func(s, v int, _ []int) (int, bool, error) {
			if v < 0 || v > 9 {
				return 0, false, fmt.Errorf("a regular expression reads values that are digits 0 to 9, not %d", v)
			}
			t := n.step(s, rune('0'+v))
			return t, t >= 0, nil
		},
		Accept: func(s int, _ []int) (bool, error) { return n.matches(s), nil },
		Says:   "regex: " + d.Regex,
	}
	return m, nil
}

// nfa runs a regular expression's program over a set of places at once:
// each set it reaches is a state, numbered in the order first met.
type nfa struct {
	prog *syntax.Prog
	// The sets of places, sorted, numbered as states.
	numbered[[]uint32]
}

// closure returns the places reachable from pcs without reading a rune,
// sorted: those that read one, or match.
func (n *nfa) closure(pcs []uint32) []uint32 {
	var out []uint32
	seen := map[uint32]bool{}
	stack := slices.Clone(pcs)
	for len(stack) > 0 {
		pc := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[pc] {
			continue
		}
		seen[pc] = true
		in := n.prog.Inst[pc]
		switch in.Op {
		case syntax.InstAlt, syntax.InstAltMatch:
			stack = append(stack, in.Out, in.Arg)
		case syntax.InstCapture, syntax.InstNop:
			stack = append(stack, in.Out)
		case syntax.InstFail:
		default:
			out = append(out, pc)
		}
	}
	slices.Sort(out)
	return out
}

// step returns the state after reading r in state s, or -1 when no place
// reads it.
func (n *nfa) step(s int, r rune) int {
	var next []uint32
	for _, pc := range n.get(s) {
		in := n.prog.Inst[pc]
		switch in.Op {
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			if in.MatchRune(r) {
				next = append(next, in.Out)
			}
		}
	}
	if len(next) == 0 {
		return -1
	}
	return n.id(n.closure(next))
}

// matches reports whether state s can end the line: one of its places
// matches.
func (n *nfa) matches(s int) bool {
	return slices.ContainsFunc(n.get(s), func(pc uint32) bool { return n.prog.Inst[pc].Op == syntax.InstMatch })
}

// regexKeys joins the keys a regex rule leaves out, for its error.
var regexKeys = strings.Join([]string{"next-pair", "every-pair", "neighbour-pair", "start", "next", "accept"}, ", ")
