// Package console is the full-screen console player: a play.Game on a
// terminal, with a cursor moved by the arrow keys, values typed into the
// field under it, one-key commands, and a command line (':') for every
// command the typed player knows.
//
// It is built on bubbletea and lipgloss (well-kept terminal libraries:
// the event loop, the alternate screen, key decoding and styles), and
// draws the board with puzzle.DrawStyled, so it shows the spec's structure
// as every other board does: boxes and regions framed, extra groups
// shaded, givens bold, entries plain.
package console
