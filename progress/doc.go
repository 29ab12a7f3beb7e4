// Package progress draws one status line at the bottom of a terminal while
// a long job runs: how much is done, the rate, the time left, and the time
// elapsed, redrawn on a timer so that it moves even while one slow item
// runs.
//
// The line is cut to the terminal's width, so it never wraps, and is drawn
// with a carriage return and an erase to the end of the line, so it never
// leaves stale copies. Output that goes to the same terminal while the line
// is shown (results on stdout, errors on stderr) goes through Wrap: the
// line is cleared before each write and drawn again at the next tick, so it
// never lands in the middle of a result.
//
// Who calls what: the job's owner calls Start, gives the job's progress to
// the Counter (Set, from any goroutine), writes its terminal output through
// Wrap, and calls Stop when the job ends, which erases the line. A nil
// *Line does nothing, so callers need no checks when there is no terminal.
package progress
