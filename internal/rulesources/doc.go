// Package rulesources gives tests puzzles of many rule kinds and boards,
// each a file that the readers of puzzles read quickly: for the tests that
// write a position with its rules and read it back (hint --apply, play's
// save), which must keep every rule.
package rulesources
