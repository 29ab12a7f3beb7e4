package kinddef

import (
	"errors"
	"math"
	"strings"

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

// stepEnv is what next reads: the state, the cell's number, and fail.
type stepEnv struct {
	S    int `expr:"s"`
	V    int `expr:"v"`
	Fail int `expr:"fail"`
}

// stateEnv is what accept reads: the state.
type stateEnv struct {
	S int `expr:"s"`
}

// compileMachine returns the kind of a machine definition.
func compileMachine(d Def, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	if d.Next == "" {
		return nil, fail("", "a machine needs next, the state after a cell of number v in state s (fail for none), such as s + v <= 10 ? s + v : fail")
	}
	if d.Accept == "" {
		return nil, fail("", "a machine needs accept, whether a walk may end in state s, such as s == 10")
	}
	compiled := func(field, src string, env any, as expr.Option) (*vm.Program, error) {
		p, err := compileExpr(src, env, as)
		if err != nil {
			return nil, exprError(d.Key, field, err, fail)
		}
		return p, nil
	}
	start := d.Start
	if start == "" {
		start = "0"
	}
	startP, err := compiled("start", start, stateEnv{}, expr.AsInt())
	if err != nil {
		return nil, err
	}
	nextP, err := compiled("next", d.Next, stepEnv{}, expr.AsInt())
	if err != nil {
		return nil, err
	}
	acceptP, err := compiled("accept", d.Accept, stateEnv{}, expr.AsBool())
	if err != nil {
		return nil, err
	}
	machine := &vm.VM{MemoryBudget: memoryBudget}
	m := &constraint.Machine{
		Start: func() (int, error) {
			out, err := machine.Run(startP, stateEnv{})
			if err != nil {
				return 0, err
			}
			return out.(int), nil
		},
		Next: func(s, v int) (int, bool, error) {
			out, err := machine.Run(nextP, stepEnv{S: s, V: v, Fail: failState})
			if err != nil {
				return 0, false, err
			}
			t := out.(int)
			return t, t != failState, nil
		},
		Accept: func(s int) (bool, error) {
			out, err := machine.Run(acceptP, stateEnv{S: s})
			if err != nil {
				return false, err
			}
			return out.(bool), nil
		},
		Says: "next: " + strings.TrimSpace(d.Next) + "; accept: " + strings.TrimSpace(d.Accept),
	}
	rk, draw, err := ruleKind(d, machineDifficulty, constraint.MachineAbilities, fail)
	if err != nil {
		return nil, err
	}
	return finish(d, constraint.NewMachineKind(d.Key, rk, m, draw), fail)
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
