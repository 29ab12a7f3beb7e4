package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/sudoku-rules/sudoku/console"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/play"
	"github.com/sudoku-rules/sudoku/specs"
	"golang.org/x/term"
)

// maxCommandBytes bounds one command line of the player.
const maxCommandBytes = 4096

func cmdPlay(e *env, args []string) int {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(e.stderr)
	spec := fs.String("spec", "classic", "the variant: a built-in spec name (see 'sudoku specs'), NxN for any n, or a spec file")
	pencilOn := fs.Bool("pencil", false, "start with the candidates drawn")
	plain := fs.Bool("plain", false, "on a terminal, a typed prompt instead of the full-screen player")
	fs.Usage = func() {
		fmt.Fprintf(e.stderr, `Usage: sudoku play [flags] [FILE]

Plays the first puzzle or pencil-mark position of FILE, or the spec's
default puzzle. On a terminal it is full screen: move with the arrows,
type a value into the field under the cursor, and use one-key commands
(%s), or ':' and any typed command. With --plain, or when standard input
is not a terminal, commands are read one per line (type help); from a
pipe each is echoed with its answer, so a game can be scripted.

%s
Flags:
`, console.Keys, play.Help)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return flagExit(err)
	}
	if fs.NArg() > 1 {
		e.report(fmt.Errorf("play takes one puzzle file, not %d", fs.NArg()))
		return exitBad
	}
	sp, err := specs.Lookup(*spec)
	if err != nil {
		e.report(err)
		return exitBad
	}
	var g *play.Game
	if fs.NArg() == 1 {
		g, err = play.Load(sp.Rules, fs.Arg(0))
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
	if *pencilOn {
		if _, err := g.Exec(e.ctx, "pencil on"); err != nil {
			e.report(err)
			return exitBad
		}
	}
	if interactive && !*plain && isTerminal(e.stdout) {
		if err := console.Run(e.ctx, g, e.stdin, e.stdout); err != nil {
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
