// Package report writes the results of solving puzzles, one at a time, in
// the formats of 'sudoku solve': Grid for people, Line for files and
// pipes, JSON for programs.
//
// A Printer takes a batch.Result at a time, as batch.Runner emits them,
// and writes it in its Format:
//
//   - Grid: a header "puzzle N at FILE:LINE:COL: STATUS", with Trace the
//     moves and the StatsLines, then the solution drawn by puzzle.Grid (for
//     a stalled search the board left and its candidates, else the givens),
//     and a blank line.
//   - Line: the solution as one line in the notation of the input; when
//     solutions were counted, followed by "# unique" or "# multiple: N
//     solutions, the first shown"; without a solution, the position reached
//     (the givens, or the board a stalled search left) and "# STATUS". The
//     line is puzzle.BoardLine's: on a board with holes it has a '#' at each
//     hole, so it keeps the board's shape and reads back.
//
// In Grid and Line a bad puzzle keeps its place in the output with the
// status "error" and its position only: its message is a diagnostic, which
// the caller reports once, on its own stream.
//   - JSON: one object per line; JSONResult is its schema. Here a bad
//     puzzle's record holds its message, for programs that read only the
//     JSON.
//
// WriteGenerated writes a generator's puzzle (a generate.Result) in the
// same three formats, GeneratedJSON its JSON schema.
//
// ParseFormat reads a format's name. The solver's own types are written as
// they render themselves: the trace by its String and, in JSON, by its
// steps' field tags; the status by its String and MarshalText; only
// StatsLines reads the statistics field by field.
package report
