// Package play is a game in progress for a person: a puzzle of any spec,
// the values and candidate removals entered, undo and redo, hints, checks
// against the solution, and saving. A Game reads one command at a time
// (Exec), as typed by a player or read from a script, and answers in text;
// a bad command gets a message and changes nothing.
//
// The commands:
//
//	r3c4=5        place 5 in r3c4
//	r3c4-5        take 5 out of r3c4's candidates
//	r3c4=.        clear what was placed in r3c4
//	undo, redo    the last change, or the last one undone
//	hint [1|2|3]  the next step: the technique and where (1), the fields
//	              and values (2), the whole step (3)
//	next          make the next step
//	check         name the entries that contradict the solution
//	solve         fill in the solution
//	show          draw the board; pencil on|off draws candidates or not
//	save FILE     write the position (pencil marks, givens noted; a spec
//	              with the rules, when the game has rules of its own)
//	load FILE     play the position of a file instead
//	help, quit
//
// The board is rebuilt from the givens and the changes after every undo,
// so undo never has to reverse the candidate index.
//
// A game starts from a puzzle (New), a position in progress
// (FromPosition), a puzzle read with its position in progress
// (FromPuzzle), a file or a command's argument (Load, LoadArg, Parse).
//
// save writes pencil marks, with the givens and the fields placed noted
// in comments, when the game plays by the rules files are read by (play's
// spec). A game of rules of its own (a killer's cages, an f-puzzles
// board) is saved as a spec (specs.Write), the one format that holds
// every rule: the rules, the givens, the candidates and the fields placed
// (candidates: and placed:), which load reads back by those rules.
// RunPlain plays it with commands read one per line, typed at a prompt or
// scripted, each echoed with its answer; package console plays it full
// screen.
package play
