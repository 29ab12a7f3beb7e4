package strategy

import "github.com/sudoku-rules/sudoku/game"

// staleFlag is the pending work of a strategy that searches the whole
// board each time (wings, colouring, chains, uniqueness, forcing chains):
// only whether the board changed since its last search found nothing.
// Embedded, it gives the strategy its Reset, Rewind and NotifyMove; the
// strategy clears stale when a search finds nothing.
type staleFlag struct{ stale bool }

// Reset marks the board changed.
func (s *staleFlag) Reset(*game.Board) { s.stale = true }

// Rewind clears the flag: at a stalled position the last search found
// nothing.
func (s *staleFlag) Rewind(*game.Board) { s.stale = false }

// NotifyMove marks the board changed.
func (s *staleFlag) NotifyMove(*game.Board, *game.Move) { s.stale = true }
