package main

import (
	"github.com/spf13/pflag"

	"github.com/sudoku-rules/sudoku/budget"
)

// memoryHelp is the --memory flag's help.
const memoryHelp = "the memory the puzzles worked on at once may take in all, e.g. 512MiB or 4GiB: each puzzle reserves what its search may need before it starts, so large boards run fewer at a time, and a puzzle that needs more than this gets an error while the rest go on"

// memoryFlag defines --memory on fs.
func (e *env) memoryFlag(fs *pflag.FlagSet) {
	e.memory = budget.Default
	fs.Var(&e.memory, "memory", memoryHelp)
}

// pool returns the memory the command's work shares, made at its first
// call, which also sets the Go runtime's soft memory limit from it.
func (e *env) pool() *budget.Pool {
	if e.memPool == nil {
		size := int64(e.memory)
		if size <= 0 {
			size = budget.Default
		}
		e.memPool = budget.NewPool(size)
		budget.SetLimit(size)
	}
	return e.memPool
}
