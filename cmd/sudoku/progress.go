package main

import (
	"io"
	"os"
	"sync"

	"github.com/sudoku-rules/sudoku/progress"
	"golang.org/x/term"
)

// startProgress shows a status line on stderr for the job c counts, when
// stderr is a terminal and not quiet. Until the returned stop is called,
// e's stdout and stderr erase the line before they write, when they go to
// a terminal. stop may be called more than once.
func (e *env) startProgress(verb, noun string, c *progress.Counter, quiet bool) (stop func()) {
	fd, ok := terminalFd(e.stderr)
	if quiet || !ok {
		return func() {}
	}
	width := func() int {
		if w, _, err := term.GetSize(fd); err == nil && w > 0 {
			return w
		}
		return 80
	}
	line := progress.Start(e.stderr, c, progress.Options{Verb: verb, Noun: noun, Width: width})
	stdout, stderr := e.stdout, e.stderr
	e.stderr = line.Wrap(stderr)
	if _, ok := terminalFd(stdout); ok {
		e.stdout = line.Wrap(stdout)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			line.Stop()
			e.stdout, e.stderr = stdout, stderr
		})
	}
}

// terminalFd returns the file descriptor of w when w is a terminal.
func terminalFd(w io.Writer) (int, bool) {
	f, ok := w.(interface{ Fd() uintptr })
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return 0, false
	}
	return int(f.Fd()), true
}

// isTerminal reports whether w is a terminal that may show colour and
// bold: not when NO_COLOR is set (https://no-color.org) or TERM is dumb.
func isTerminal(w io.Writer) bool {
	if _, ok := terminalFd(w); !ok {
		return false
	}
	return os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
}
