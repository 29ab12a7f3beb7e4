// Package strategy holds the strategies that find moves and the engine that
// runs them.
//
// A MoveStrategy is one rule of reasoning (LastValue, PossibleValueForField,
// PossibleFieldForValueInGroup). Each keeps its own state, updated from the
// moves it is notified of, so asking it for a move costs about the work of
// the move, not a scan of the board.
//
// The Engine owns the board. Its loop asks the strategies in order for a
// move, applies the first one offered, and notifies every strategy; after
// each move it starts again from the first strategy, so the order is a
// priority. When every strategy stalls it guesses: it saves the board and
// each strategy's state for the current depth (strategies that implement
// Snapshotter save their own; the others are Reset after an undo), places a
// candidate in the free field with the fewest candidates, and goes back to
// the strategies. A contradiction, whether a field left without candidates or
// a strategy's report that a value has no place in a group, undoes the
// deepest guess and removes the guessed value from its field. Counting goes
// on past a solution the same way.
//
// With Options.Trace the engine records every move, guess, undo and
// contradiction as a game.Step with the strategy's reason.
package strategy
