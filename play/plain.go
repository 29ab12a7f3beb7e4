package play

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxCommandBytes bounds one command line that RunPlain reads.
const MaxCommandBytes = 4096

// RunPlain plays g with commands read one per line from in, writing the
// board and every answer to out. With prompt (a person typing) it says how
// to get help and prompts before each command; without it (commands from
// a pipe or a file, a script) it skips blank lines and # comments and
// echoes each command before its answer, so that the transcript reads on
// its own. A bad command's message follows "! " and changes nothing.
//
// It returns nil when the commands end or one quits; ctx's error when ctx
// ends, checked after each command; or the error of reading in, such as a
// line longer than MaxCommandBytes.
func RunPlain(ctx context.Context, g *Game, in io.Reader, out io.Writer, prompt bool) error {
	fmt.Fprint(out, g.Show())
	if prompt {
		fmt.Fprintln(out, "type help for the commands")
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 0, 256), MaxCommandBytes)
	for {
		if prompt {
			fmt.Fprint(out, "> ")
		}
		if !sc.Scan() {
			break
		}
		line := sc.Text()
		if !prompt {
			if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
				continue
			}
			fmt.Fprintf(out, "> %s\n", game.QuoteText(line))
		}
		reply, err := g.Exec(ctx, line)
		if err != nil {
			fmt.Fprintf(out, "! %v\n", err)
			continue
		}
		fmt.Fprint(out, reply.Text)
		if reply.Quit {
			return nil
		}
		if err := ctx.Err(); err != nil {
			return err
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("reading commands: %w (a command is at most %d bytes)", err, MaxCommandBytes)
	}
	return nil
}
