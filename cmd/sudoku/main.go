// Command sudoku solves Sudoku puzzles and their variants, shows which
// strategy made each move, and lists and checks variant specs.
//
// Usage:
//
//	sudoku solve [flags] [FILE|-]...  solve puzzles (the spec's default puzzle when no file is given)
//	sudoku show [flags] [FILE|-]...   draw puzzles on their board
//	sudoku rate [flags] [FILE|-]...   rate puzzles on Sudoku Explainer's scale (ER/EP/ED)
//	sudoku hint [flags] [FILE|-]       the next step of a puzzle or pencil-mark position (levels 1-3)
//	sudoku generate [flags]                 puzzles with one solution, symmetric, minimal or to a rating
//	sudoku play [flags] [FILE]              play a puzzle: enter values, undo, hints, check (scripted from stdin too)
//	sudoku serve [--addr 127.0.0.1:8080]    the web page: board, Solve, Hint, Check, Rate, Generate, stepping
//	sudoku specs                      list the built-in specs
//	sudoku spec NAME|FILE             print a spec with its groups, and check it
//	sudoku strategies                 list the strategies
//	sudoku bench [flags] FILE...      time the engine on puzzle files
//
// Exit codes: 0 every puzzle solved, 1 some puzzle has no solution (or was
// not solved: stalled or timed out), 2 bad usage or bad input, 130
// interrupted.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/pprof"
	"syscall"

	"github.com/hashicorp/go-multierror"
	"github.com/sudoku-rules/sudoku/game"
)

// Exit codes.
const (
	exitOK          = 0
	exitUnsolved    = 1
	exitBad         = 2
	exitInterrupted = 130
)

const usage = `sudoku solves Sudoku puzzles and their variants and explains each move.

Usage:
  sudoku solve [flags] [FILE|-]...  solve puzzles (the spec's default puzzle when no file is given)
  sudoku show [flags] [FILE|-]...   draw puzzles on their board
  sudoku rate [flags] [FILE|-]...   rate puzzles on Sudoku Explainer's scale (ER/EP/ED)
  sudoku hint [flags] [FILE|-]       the next step of a puzzle or pencil-mark position (levels 1-3)
  sudoku generate [flags]                 puzzles with one solution, symmetric, minimal or to a rating
  sudoku play [flags] [FILE]              play a puzzle: enter values, undo, hints, check (scripted from stdin too)
  sudoku serve [--addr 127.0.0.1:8080]    the web page: board, Solve, Hint, Check, Rate, Generate, stepping
  sudoku specs                      list the built-in specs
  sudoku spec NAME|FILE             print a spec with its groups, and check it
  sudoku strategies                 list the strategies
  sudoku bench [flags] FILE...      time the engine on puzzle files

Run 'sudoku COMMAND -h' for a command's flags.
Exit codes: 0 all solved, 1 some puzzle has no solution (or was not solved),
2 bad usage or bad input, 130 interrupted.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// env is what a command reads and writes.
type env struct {
	ctx    context.Context
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
}

func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{ctx: ctx, stdin: stdin, stdout: stdout, stderr: stderr}
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return exitBad
	}
	cmds := map[string]func(*env, []string) int{
		"solve":      cmdSolve,
		"show":       cmdShow,
		"specs":      cmdSpecs,
		"spec":       cmdSpec,
		"strategies": cmdStrategies,
		"bench":      cmdBench,
		"rate":       cmdRate,
		"hint":       cmdHint,
		"generate":   cmdGenerate,
		"play":       cmdPlay,
		"serve":      cmdServe,
	}
	switch args[0] {
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usage)
		return exitOK
	}
	cmd, ok := cmds[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "sudoku: unknown command %q\n\n%s", args[0], usage)
		return exitBad
	}
	return cmd(e, args[1:])
}

// startProfile starts a CPU profile written to path, when path is set, and
// returns the function that stops it.
func startProfile(path string) (stop func(), err error) {
	if path == "" {
		return func() {}, nil
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return nil, fmt.Errorf("--cpuprofile: %w", err)
	}
	return func() { pprof.StopCPUProfile(); f.Close() }, nil
}

// report prints err to stderr: each positioned error with its source line
// and a '^' under the column.
func (e *env) report(err error) {
	var merr *multierror.Error
	if errors.As(err, &merr) {
		for _, x := range merr.Errors {
			e.report(x)
		}
		return
	}
	if joined, ok := err.(interface{ Unwrap() []error }); ok {
		for _, x := range joined.Unwrap() {
			e.report(x)
		}
		return
	}
	var perr *game.Error
	if errors.As(err, &perr) {
		fmt.Fprintln(e.stderr, perr.WithSource())
		return
	}
	fmt.Fprintf(e.stderr, "sudoku: %v\n", err)
}
