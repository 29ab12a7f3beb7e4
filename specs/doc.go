// Package specs reads Sudoku variants from YAML specs and compiles them to
// game.Rules. The built-in specs are YAML files embedded from builtin/; a
// user's spec file is read by exactly the same code.
//
// A spec names its board, values and groups:
//
//	name: hyper
//	description: Hyper Sudoku, classic plus four 3x3 windows.
//	size: 9x9                 # rows x columns; default: n x n for n values
//	values: 1-9               # or 1-9,A-C, 0-9A-F, 1-16, "red green blue", [a, b, c]
//	groups:
//	  - rows
//	  - columns
//	  - boxes: 3x3
//	  - windows: hyper        # or {corners: [r2c2, r2c6], size: 3x3}
//	puzzles:                  # optional; the first is the default
//	  - name: NRC 17 nov 2014
//	    givens: ".86...3....95..."
//
// Values written as text are items separated by commas, white space or
// both. An item is a range of numbers with more than one digit (1-16, one
// word per number), a concatenation of single-character ranges and
// characters (1-9, 0-9A-F, one value per character), or else a word (red).
// A range joins two digits or two letters of one case: 0-F is an error
// (write 0-9,A-F), and a '-' next to any other character is a value of its
// own. A text of one item without a range is read as characters (XYZ).
// So 1-9,A-C, "1-9 A-C" and 1-9A-C are the same twelve values. A word
// with '-' between letters, a comma or '#' as a value, or a word of one
// item, needs the list form [x-ray, ...]. No value appears twice or holds a
// control character. Spec.WithValues takes the same text to write a spec's
// values another way, as many as it has (16x16 with 1-16), and writes its
// default puzzles in them.
//
// The group kinds are rows, columns, diagonals (no argument), boxes: HxW,
// disjoint: HxW, windows, regions (a map of one character per cell, as a
// block or a list of strings; '.' is no region; {map: ..., partial: true}
// for regions that need not tile the board), cells (a list of cells, or
// {name: ..., cells: [...]}, a name without a control character, since
// every step that uses the group names it) and grid: {at: r7c7, size: 9x9, box: 3x3}, the
// rows, columns and boxes of a sub-grid, named "... of grid N". Cells are
// written r<row>c<col>, 1-based. A cell no group covers is a hole, as in
// Samurai; holes: gives an explicit map instead ('#' hole, '.' field). A
// group with the cells of an earlier one (Samurai's overlapping boxes,
// declared by both grids) adds nothing but work: it is dropped, and
// Spec.Notes says so.
//
// A spec may extend a built-in by name or another file by a path relative
// to it (extends: classic): it inherits size, values, groups and holes,
// adds its own groups, and may change values, name and description. It
// inherits the parent's puzzles and description only when it changes no
// rules; one that changes them and has no description of its own is
// described by what it adds, e.g. "classic with 4 extra windows". By
// default a file extended must be in the folder of the spec being read
// (the path given to Load or Lookup, or the name given to Parse) or below
// it, after symbolic links and ".." are resolved; Loader.ExtendsAnywhere
// lifts this. ParseUntrusted, for specs from others, extends built-ins
// only and reads no file (Loader.Untrusted, for it with other options).
//
// Lookup finds a spec by a built-in name (Names, List), by the path of a
// spec file, or by a name form for any size n from 1 to game.MaxValues
// (NameForms lists them for help texts): NxN (10x10) is the n-Sudoku of
// NSudoku, with boxes as square as n allows, and a Latin square when n is
// prime, since no boxes tile such a board; latinN (latin7, or "latin 7")
// is the Latin square of Latin, rows and columns only, for any n. A form
// that is also a built-in name (4x4, latin3) gives the built-in.
//
// Givens are stored as written, not parsed: one token per field in row-major
// order, holes skipped, '.' for an empty field. With single-character values
// white space is ignored, so a puzzle may be one line or a grid; with words
// the tokens are separated by white space. A reader of package game/puzzle
// reads them as a text of their own; Puzzle.InFile and Puzzle.MoveError
// (puzzlepos.go) move the positions it reports to the spec file.
//
// A puzzle may hold a position in progress besides its givens, as a
// game's save and hint --apply write it (progress.go):
//
//	puzzles:
//	  - name: saved game
//	    givens: "1..............."
//	    candidates: 1....2....3....4..34..3.12..12...2341.3412..123..2341.3412.412..
//	    placed: [r1c2, r1c3, r1c4]
//
// candidates are every field's pencil marks in a notation package pencil
// reads: the candidate line (per field, one character per value, the
// value or '.') for values of one character, else a block of one word per
// field, values joined by commas (10,12), between any borders. A given's
// field holds its value alone, and every field a candidate. They are
// stored as written, like the givens (Puzzle.Candidates), for the readers
// of positions (package input) to read by the puzzle's rules, and
// Puzzle.CandidatesInFile and MoveCandidatesError move the positions of
// their errors to the spec file. placed names the fields filled since the
// givens (cells as everywhere, r1c2), each once and no given's, and needs
// candidates, which give each placed field its value alone; this package
// reads them into Puzzle.Placed.
//
// A spec is read safely from anyone: each file, and each text given to
// Parse or ParseUntrusted, holds at most MaxSpecBytes (1 MiB), and a spec
// file or a file it extends must be a regular file, not a folder, a device
// (/dev/zero never ends) or a named pipe (one without a writer never opens);
// read.go checks before it opens and reads no more than the limit. The
// groups of a spec, with those it inherits, hold at most MaxGroupCells
// (1,048,576) cells in all, a cell counted once per group: each item of
// groups is counted from its arguments (windows: corners times window
// size) before its groups are made, and the first item past the bound is
// an error. A reader that takes boards of a bounded size (a server) sets
// Loader.MaxFields, and a larger board is an error before its rules are
// built. Aliases (*name) may repeat parts of a spec, but with each alias
// replaced by what it names a spec is at most 4 MiB (alias.go), so that a
// few short lines cannot make the reader go over the same large part, or
// report its problems, thousands of times. An error quotes at most 60
// characters of any text of a spec, and shows at most the first 60
// characters of a line of a file extended; a file to extend that has none
// of the keys values, groups and extends is no spec (/etc/passwd), and one
// error at extends says so, with nothing of what it holds.
//
// Write (write.go) writes rules and puzzles as a spec file that Parse
// reads back to the same rules, and checks that it does: the board once
// (extends: a built-in when it is one), then each puzzle with its givens,
// its position in progress when it has one (candidates and placed), and
// its constraints as their kinds' items.
//
// How the parts fit: parse.go walks the yaml.Node tree of one file (and,
// through extends, of its parents) into a def, keeping each group's file
// position; values.go reads values, and describe.go describes a spec that
// extends another; group.go reads the group kinds with package groups; build.go
// compiles the def with game.NewRules and maps each game.GroupError back to
// the node that made the group; load.go finds the files a spec extends.
// Every problem is collected: Parse, Load, Builtin and Lookup return the
// *game.Error of each, with file:line:column and the text of its line,
// sorted by position and joined with errors.Join (one per line; its
// Unwrap() []error lists them): the first MaxErrors (100) of them, and
// then one more at the first left out that says "and N more errors from
// here on" (errlist.go).
package specs
