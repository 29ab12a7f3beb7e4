package kinddef

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"

	"github.com/expr-lang/expr"
	"github.com/expr-lang/expr/file"
	"github.com/expr-lang/expr/vm"

	"github.com/sudoku-rules/sudoku/constraint"
)

// machineDifficulty is the difficulty of a machine's steps: a walk along
// the line read both ways, as a region sum line's.
const machineDifficulty = 2.0

// failState is the state fail names: no state, the walk fails.
const failState = math.MinInt32

// compileMachine returns the kind of a machine definition.
func compileMachine(d Def, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	m, err := machineOf(d, fail)
	if err != nil {
		return nil, err
	}
	rk, draw, err := ruleKind(d, machineDifficulty, constraint.MachineAbilities, fail)
	if err != nil {
		return nil, err
	}
	return finish(d, constraint.NewMachineKind(d.Key, rk, m, d.Args, drawn(d, rk, draw)), fail)
}

// machineOf compiles the machine of a definition said by start, next and
// accept.
func machineOf(d Def, fail func(field, format string, args ...any) error) (*constraint.Machine, error) {
	if d.Next == "" {
		return nil, fail("", "a machine needs next, the state after a cell of number v in state s (fail for none), such as s + v <= 10 ? s + v : fail")
	}
	if d.Accept == "" {
		return nil, fail("", "a machine needs accept, whether a walk may end in state s, such as s == 10")
	}
	compiled := func(field, src string, env map[string]any, as expr.Option) (*vm.Program, error) {
		p, err := compileExpr(src, env, as, false)
		if err != nil {
			return nil, exprError(d.Key, field, err, fail)
		}
		return p, nil
	}
	start := d.Start
	if start == "" {
		start = "0"
	}
	// What each reads: the state, the cell's number and fail for next;
	// the state alone for start (as 0) and accept.
	stepEnv := env(d, map[string]any{"s": 0, "v": 0, "fail": failState})
	stateEnv := env(d, map[string]any{"s": 0})
	startP, err := compiled("start", start, stateEnv, expr.AsInt())
	if err != nil {
		return nil, err
	}
	nextP, err := compiled("next", d.Next, stepEnv, expr.AsInt())
	if err != nil {
		return nil, err
	}
	acceptP, err := compiled("accept", d.Accept, stateEnv, expr.AsBool())
	if err != nil {
		return nil, err
	}
	machine := &vm.VM{MemoryBudget: memoryBudget}
	m := &constraint.Machine{
		List:  d.Cells == "list",
		Apart: d.Apart,
		Start: func(args []int) (int, error) {
			stateEnv["s"] = 0
			setArgs(d, stateEnv, args)
			out, err := machine.Run(startP, stateEnv)
			if err != nil {
				return 0, err
			}
			return out.(int), nil
		},
		Next: func(s, v int, args []int) (int, bool, error) {
			stepEnv["s"], stepEnv["v"] = s, v
			setArgs(d, stepEnv, args)
			out, err := machine.Run(nextP, stepEnv)
			if err != nil {
				return 0, false, err
			}
			t := out.(int)
			return t, t != failState, nil
		},
		Accept: func(s int, args []int) (bool, error) {
			stateEnv["s"] = s
			setArgs(d, stateEnv, args)
			out, err := machine.Run(acceptP, stateEnv)
			if err != nil {
				return false, err
			}
			return out.(bool), nil
		},
		Says: "next: " + strings.TrimSpace(d.Next) + "; accept: " + strings.TrimSpace(d.Accept),
	}
	return m, nil
}

// exprError is the error of expression field of kind key: at its column
// when the library or plain says where.
func exprError(key, field string, err error, fail func(field, format string, args ...any) error) error {
	var fe *file.Error
	if errors.As(err, &fe) {
		return &Error{Key: key, Field: field, Column: fe.Column + 1, Msg: fe.Message}
	}
	return fail(field, "%v", err)
}

// numbered numbers values of a machine's states by what they hold (a
// regular expression's set of places, a composite's tuple of states),
// each the first time it is met, for the machines' tables, which their
// lines bind concurrently.
type numbered[T any] struct {
	mu    sync.Mutex
	index map[string]int
	all   []T
}

// id returns the number of v, given it the first time.
func (n *numbered[T]) id(v T) int {
	n.mu.Lock()
	defer n.mu.Unlock()
	key := fmt.Sprint(v)
	if i, ok := n.index[key]; ok {
		return i
	}
	if n.index == nil {
		n.index = map[string]int{}
	}
	n.all = append(n.all, v)
	n.index[key] = len(n.all) - 1
	return len(n.all) - 1
}

// get returns the value of number i.
func (n *numbered[T]) get(i int) T {
	n.mu.Lock()
	defer n.mu.Unlock()
	return n.all[i]
}
