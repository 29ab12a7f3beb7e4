package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"github.com/sudoku-rules/sudoku/console"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/play"
	"github.com/sudoku-rules/sudoku/specs"
	"golang.org/x/term"
)

// maxCommandBytes bounds one command line of the player.
const maxCommandBytes = 4096

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

%s`, console.Keys, strings.TrimSpace(play.Help)), func(args []string) int { return e.play(sf, pencilOn, plain, args) })
	fs := c.Flags()
	sf.define(fs)
	fs.BoolVar(&pencilOn, "pencil", false, "start with the candidates drawn")
	fs.BoolVar(&plain, "plain", false, "on a terminal, a typed prompt instead of the full-screen player")
	return c
}

func (e *env) play(sf specFlags, pencilOn, plain bool, args []string) int {
	if len(args) > 1 {
		e.report(fmt.Errorf("play takes one puzzle file, not %d", len(args)))
		return exitBad
	}
	sp, err := sf.lookup(e)
	if err != nil {
		e.report(err)
		return exitBad
	}
	var g *play.Game
	if len(args) == 1 {
		g, err = loadGame(sp, args[0])
	} else {
		var ps []*puzzle.Puzzle
		if ps, err = input.Defaults(sp); err == nil {
			if len(ps) == 0 {
				e.report(fmt.Errorf("the spec %s has no puzzle of its own: name a puzzle file", sp.Name))
				return exitBad
			}
			g, err = play.New(sp.Rules, ps[0].Givens)
		}
	}
	if err != nil {
		e.report(err)
		return exitBad
	}
	interactive := isTerminalReader(e.stdin)
	g.ForTerminal(interactive && isTerminal(e.stdout))
	if pencilOn {
		if _, err := g.Exec(e.ctx, "pencil on"); err != nil {
			e.report(err)
			return exitBad
		}
	}
	if interactive && !plain && isTerminal(e.stdout) {
		if err := console.Run(e.ctx, g, e.stdin, e.terminal); err != nil {
			e.report(err)
			return exitBad
		}
		return exitOK
	}
	fmt.Fprint(e.stdout, g.Show())
	if interactive {
		fmt.Fprintln(e.stdout, "type help for the commands")
	}
	sc := bufio.NewScanner(e.stdin)
	sc.Buffer(make([]byte, 0, 256), maxCommandBytes)
	for {
		if interactive {
			fmt.Fprint(e.stdout, "> ")
		}
		if !sc.Scan() {
			break
		}
		line := sc.Text()
		if !interactive {
			if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
				continue
			}
			fmt.Fprintf(e.stdout, "> %s\n", line)
		}
		reply, err := g.Exec(e.ctx, line)
		if err != nil {
			fmt.Fprintf(e.stdout, "! %v\n", err)
			continue
		}
		fmt.Fprint(e.stdout, reply.Text)
		if reply.Quit {
			return exitOK
		}
		if e.ctx.Err() != nil {
			return exitInterrupted
		}
	}
	if err := sc.Err(); err != nil {
		e.report(fmt.Errorf("reading commands: %w (a command is at most %d bytes)", err, maxCommandBytes))
		return exitBad
	}
	return exitOK
}

// isTerminalReader reports whether r is a terminal.
func isTerminalReader(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// loadGame starts a game of the first position of the file arg, or of arg
// itself when it names no file but reads as a position.
func loadGame(sp *specs.Spec, arg string) (*play.Game, error) {
	g, err := play.Load(sp.Rules, arg)
	if input.IsPuzzleArg(sp.Rules, arg, err) && len(arg) <= pencil.MaxBytes {
		if g, perr := play.Parse(sp.Rules, "argument 1", []byte(arg)); perr == nil {
			return g, nil
		}
	}
	return g, err
}
