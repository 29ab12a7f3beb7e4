package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/console"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/play"
	"golang.org/x/term"
)

func (e *env) playCommand() *cobra.Command {
	var sf specFlags
	var pencilOn, plain bool
	c := e.command("play [flags] [FILE|PUZZLE]", "play a puzzle: enter values, undo, hints, check", fmt.Sprintf(`Plays the first puzzle or pencil-mark position of FILE (or written out as
the argument), or the spec's default puzzle. On a terminal it is full
screen: move with the arrows, type a value into the field under the cursor,
and use one-key commands (%s), or ':' and any typed command. With
--plain, or when standard input is not a terminal, commands are read one
per line (type help); from a pipe each is echoed with its answer, so a game
can be scripted.

%s`, console.Keys, strings.TrimSpace(play.Help)), func(args []string) error { return e.play(sf, pencilOn, plain, args) })
	fs := c.Flags()
	sf.define(fs)
	fs.BoolVar(&pencilOn, "pencil", false, "start with the candidates drawn")
	fs.BoolVar(&plain, "plain", false, "on a terminal, a typed prompt instead of the full-screen player")
	return c
}

func (e *env) play(sf specFlags, pencilOn, plain bool, args []string) error {
	if len(args) > 1 {
		return fmt.Errorf("play takes one puzzle file, not %d", len(args))
	}
	sp, err := sf.lookup(e)
	if err != nil {
		return err
	}
	var g *play.Game
	if len(args) == 1 {
		g, err = play.LoadArg(sp.Rules, args[0])
	} else {
		var p *puzzle.Puzzle
		if p, err = input.Default(sp); err == nil {
			g, err = play.FromPuzzle(sp.Rules, p)
		}
	}
	if err != nil {
		return err
	}
	interactive := isTerminalReader(e.stdin)
	g.ForTerminal(interactive && isTerminal(e.stdout))
	if pencilOn {
		if _, err := g.Exec(e.ctx, "pencil on"); err != nil {
			return err
		}
	}
	if interactive && !plain && isTerminal(e.stdout) {
		return console.Run(e.ctx, g, e.stdin, e.terminal)
	}
	return play.RunPlain(e.ctx, g, e.stdin, e.stdout, interactive)
}

// isTerminalReader reports whether r is a terminal.
func isTerminalReader(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
