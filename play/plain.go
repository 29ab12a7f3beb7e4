package play

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxCommandBytes bounds one command line that RunPlain reads, not
// counting its line end. A longer line is refused with a message and
// skipped, and the game goes on.
const MaxCommandBytes = 4096

// echoBytes is how much of a line too long RunPlain echoes.
const echoBytes = 40

// RunPlain plays g with commands read one per line from in, writing the
// board and every answer to out. With prompt (a person typing) it says how
// to get help and prompts before each command; without it (commands from
// a pipe or a file, a script) it skips blank lines and # comments and
// echoes each command before its answer, so that the transcript reads on
// its own. A bad command's message follows "! " and changes nothing; so
// does a line longer than MaxCommandBytes, which is read to its end but
// not kept, so that no line makes memory grow.
//
// It returns nil when the commands end or one quits; ctx's error when ctx
// ends, checked after each command; or the error of reading in.
func RunPlain(ctx context.Context, g *Game, in io.Reader, out io.Writer, prompt bool) error {
	fmt.Fprint(out, g.Show())
	if prompt {
		fmt.Fprintln(out, "type help for the commands")
	}
	lines := &lineReader{br: bufio.NewReader(in)}
	for {
		if prompt {
			fmt.Fprint(out, "> ")
		}
		line, size, err := lines.next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading commands: %w", err)
		}
		long := size > MaxCommandBytes
		if !prompt {
			t := strings.TrimSpace(line)
			if t == "" && !long || strings.HasPrefix(t, "#") {
				continue
			}
			if long {
				line += "..."
			}
			fmt.Fprintf(out, "> %s\n", game.QuoteText(line))
		}
		if long {
			fmt.Fprintf(out, "! the line is too long (%d bytes): a command is at most %d bytes; it is skipped\n", size, MaxCommandBytes)
			continue
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
}

// lineReader reads lines, keeping at most MaxCommandBytes of each.
type lineReader struct {
	br  *bufio.Reader
	buf []byte
}

// next returns the next line without its line end ("\n" or "\r\n") and
// its size in bytes; when the size is over MaxCommandBytes, the line is
// only its first echoBytes, cut where a character starts, and the rest
// was read in pieces of br's buffer and dropped. After the last line its
// error is io.EOF.
func (r *lineReader) next() (line string, size int, err error) {
	r.buf = r.buf[:0]
	var last [2]byte // the last two bytes read, last[1] the latest
	for {
		chunk, err := r.br.ReadSlice('\n')
		size += len(chunk)
		if room := MaxCommandBytes + 2 - len(r.buf); room > 0 {
			r.buf = append(r.buf, chunk[:min(room, len(chunk))]...)
		}
		for _, c := range chunk[max(0, len(chunk)-2):] {
			last = [2]byte{last[1], c}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil && (size == 0 || !errors.Is(err, io.EOF)) {
			return "", 0, err
		}
		if err == nil { // the line ends with '\n'
			size--
			if size > 0 && last[0] == '\r' {
				size--
			}
		}
		break
	}
	if size <= MaxCommandBytes {
		return string(r.buf[:size]), size, nil
	}
	cut := r.buf[:echoBytes]
	for i := len(cut) - 1; i >= 0 && i >= len(cut)-utf8.UTFMax; i-- {
		if utf8.RuneStart(cut[i]) {
			if !utf8.FullRune(cut[i:]) {
				cut = cut[:i]
			}
			break
		}
	}
	return string(cut), size, nil
}
