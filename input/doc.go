// Package input yields the puzzles a program is given, one at a time and in
// order: the puzzles of puzzle files ("-" is standard input), or a spec's
// default puzzle when no file is named.
//
// Open returns a Stream; its Next returns each puzzle, or the error of a
// bad one, in which errors.As finds a *game.Error (the stream goes on
// after it), and io.EOF at the end. A Stream reads through package
// game/puzzle, one file after the other, so only the puzzle being read is
// in memory. It knows the total size of its files before it starts and
// counts the bytes read so far, so a caller can show progress from another
// goroutine (Size, BytesRead); a stream that reads standard input has no
// size and is Interactive: the next puzzle may not have been typed yet.
//
// A spec's default puzzle is read from its givens, and its positions, in
// puzzles and errors, are moved to where the givens stand in the spec file
// (specs.Puzzle.InFile and MoveError). Its candidates, when it holds a
// position in progress, are read by package pencil into the puzzle's
// Progress, their errors moved into the spec file the same way
// (specs.Puzzle.MoveCandidatesError). Defaults reads every default puzzle
// of a spec that way, to check them; Default gives the first, for a
// command that takes one puzzle.
//
// Whole reads the texts read whole: spec files (by name, or by how they
// start, LooksSpec, as a spec piped from hint --apply does), f-puzzles
// and killer cage maps.
package input
