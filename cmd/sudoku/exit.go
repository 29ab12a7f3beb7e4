package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/game"
)

// Exit codes.
const (
	exitOK          = 0
	exitUnsolved    = 1
	exitBad         = 2
	exitInterrupted = 130
)

const exitCodes = `Exit codes: 0 all solved, 1 some puzzle has no solution (or was not solved),
2 bad usage or bad input, 130 interrupted.`

// exitError ends a command with an exit code other than the 2 of any other
// error. err, when set, is reported as any error is; nil means all was
// said as it happened (a run's bad puzzles, its summary).
type exitError struct {
	code int
	err  error
}

func (x *exitError) Error() string {
	if x.err == nil {
		return fmt.Sprintf("exit status %d", x.code)
	}
	return x.err.Error()
}

func (x *exitError) Unwrap() error { return x.err }

// exitWith returns the error that ends a command with code, after
// reporting err unless it is nil.
func exitWith(code int, err error) error {
	return &exitError{code: code, err: err}
}

// verdict is a line a command ends its report with, such as "classic: not
// valid", printed as it is.
type verdict string

func (v verdict) Error() string { return string(v) }

// exit is the one place where what a command returned becomes the exit
// code: it reports err on stderr and returns 0 for nil, the code of an
// *exitError, 130 for the context's own error (an interrupt, reported in
// words of its own, never the context's), and 2 for any other error. An error cobra gave before the command ran is bad
// usage, told with the command's name and where its help is. A failed
// write of the output, or of a file such as the CPU profile, makes it 2
// whatever the command returned.
func (e *env) exit(cmd *cobra.Command, err error) int {
	if e.out.err != nil && errors.Is(err, e.out.err) {
		err = nil // said once, below
	}
	code := exitOK
	var x *exitError
	switch {
	case err == nil:
	case !e.ran:
		name := cmd.CommandPath()
		fmt.Fprintf(e.stderr, "%s: %v\nRun '%s --help' for usage.\n", name, err, name)
		code = exitBad
	case errors.As(err, &x):
		code = x.code
		if x.err != nil {
			e.report(x.err)
		}
	case e.ctx.Err() != nil && errors.Is(err, e.ctx.Err()):
		code = exitInterrupted
		if e.out.err == nil { // else the run ended because its output failed, said below
			e.report(interrupted(err, e.ctx.Err()))
		}
	default:
		e.report(err)
		code = exitBad
	}
	if e.out.err != nil {
		fmt.Fprintf(e.stderr, "sudoku: writing the output: %v\n", e.out.err)
		return exitBad
	}
	if e.writeErr != nil {
		fmt.Fprintf(e.stderr, "sudoku: writing %v\n", e.writeErr)
		return exitBad
	}
	return code
}

// stopped ends a command whose context has ended: with the output's
// failed write when that is what ended it (exit says so), else as
// interrupted, reporting err, which says what was under way and what was
// kept (nil: all was said).
func (e *env) stopped(err error) error {
	if e.out.err != nil {
		return e.out.err
	}
	return exitWith(exitInterrupted, err)
}

// interrupted is err, which wraps the interrupt's own error cause, as the
// user reads it: "interrupted", after what was under way when err says
// more than cause ("building the rules: context canceled" is
// "interrupted: building the rules").
func interrupted(err, cause error) error {
	msg := strings.TrimSuffix(err.Error(), cause.Error())
	msg = strings.TrimSuffix(strings.TrimSpace(msg), ":")
	if msg == "" {
		return errors.New("interrupted")
	}
	return fmt.Errorf("interrupted: %s", msg)
}

// report prints err to stderr, each error it joins on its own: a
// positioned error with its source line and a '^' under the column, a
// verdict as it is, any other after "sudoku: ". exit calls it for what a
// command returns; a command that goes on after a problem (the bad
// puzzles of a run) calls it at once. A failed write of the output is left
// to exit, which reports it once.
func (e *env) report(err error) {
	if e.out != nil && e.out.err != nil && errors.Is(err, e.out.err) {
		return
	}
	for _, x := range game.SplitErrors(err) {
		var perr *game.Error
		var v verdict
		switch {
		case errors.As(x, &v):
			fmt.Fprintln(e.stderr, v)
		case errors.As(x, &perr):
			fmt.Fprintln(e.stderr, perr.WithSource())
		default:
			fmt.Fprintf(e.stderr, "sudoku: %v\n", x)
		}
	}
}
