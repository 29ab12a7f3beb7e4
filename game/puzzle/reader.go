package puzzle

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxLineBytes is the longest line a puzzle file may have, in bytes. It is
// far more than the largest board needs and keeps a stray binary or
// generated file from filling memory.
const MaxLineBytes = 512 << 10

const bufSize = 64 << 10

// maxSkip is how much of an over-long line the reader skips, looking for
// its end, before it takes the input for no puzzle file and stops.
const maxSkip = 64 << 20

// sourceMax is how much of an over-long line an error keeps as its Source.
const sourceMax = 200

// How the lines of a puzzle are laid out, decided by its first line.
type layout uint8

const (
	oneLine   layout = iota // the whole puzzle on one line
	rowLines                // one line per board row that holds fields
	freeLines               // fields run on over lines until the board is full
)

// Reader reads puzzles one by one from a stream; only the puzzle being read
// is held in memory. Next returns them in order.
type Reader struct {
	br      *bufio.Reader
	file    string
	rules   *game.Rules
	syn     *syntax
	line    int    // number of the last line read
	offset  int64  // bytes of the input in the lines read
	long    []byte // holds a line longer than the bufio buffer
	atEOF   bool   // the input has no more lines
	stopped bool   // a fatal error was returned: only io.EOF from now on
	pending []byte // a line to read again, with again
	again   bool   // the next line is pending, not the input's next
	any     bool   // a puzzle (good or bad) or a line error was seen
	items   []item

	// The puzzle being read.
	inPuzzle bool
	layout   layout
	givens   []int
	n        int // fields placed so far
	rows     int // lines read, in rowLines
	start    game.Position
	err      error   // the puzzle's first problem: a *game.Error, or a *CountError
	hint     string  // how its first line may have meant a board line
	fline    []int32 // per field: index of its line in plines
	fcol     []int32 // per field: column
	ptext    []byte  // the text of the puzzle's lines, for errors
	plines   []lineRef
	lastEnd  int32 // column just past the last field of the last line
	seen1    []int32
	seen2    []int32
}

type lineRef struct {
	no       int
	off, end int
}

// NewReader returns a Reader of the puzzles in r for rules. file names the
// input in error positions.
func NewReader(r io.Reader, file string, rules *game.Rules) *Reader {
	n := rules.NumFields()
	return &Reader{
		br:    bufio.NewReaderSize(r, bufSize),
		file:  file,
		rules: rules,
		syn:   newSyntax(rules),
		fline: make([]int32, n),
		fcol:  make([]int32, n),
		seen1: make([]int32, rules.NumValues()),
		seen2: make([]int32, rules.NumValues()),
	}
}

// Next returns the next puzzle. At the end of the input it returns io.EOF.
// A bad puzzle gives a *game.Error with its position and line (inside a
// *CountError for a wrong number of fields); the reader then goes on at
// the next puzzle, so the caller may call Next again. An input without any
// puzzle gives one *game.Error ("no puzzle") before io.EOF.
// Errors that end the reading (a binary file, a failing reader) are followed
// by io.EOF.
func (r *Reader) Next() (*Puzzle, error) {
	for {
		var line []byte
		var tooLong bool
		var err error
		if r.again {
			// The line that cut the last puzzle off starts this one.
			line, r.again = r.pending, false
		} else {
			line, tooLong, err = r.readLine()
		}
		if err == io.EOF {
			switch {
			case r.inPuzzle:
				return r.cutOff("puzzle cut off at the end of the file")
			case !r.any && !r.stopped:
				r.stopped = true
				return nil, &game.Error{Pos: r.pos(1, 1), Msg: "no puzzle in the file: it holds no fields, only blank lines or comments"}
			}
			return nil, io.EOF
		}
		if err != nil {
			r.stopped = true
			return nil, fmt.Errorf("%s: %w", r.file, err)
		}
		if e := r.checkBinary(line, tooLong); e != nil {
			r.stopped = true
			return nil, e
		}
		if tooLong {
			r.any = true
			src := line[:min(len(line), sourceMax)]
			e := &game.Error{
				Pos:    r.pos(r.line, 1),
				Msg:    fmt.Sprintf("the line is longer than %d bytes, the limit for a puzzle file: is this a puzzle file?", MaxLineBytes),
				Source: strings.ToValidUTF8(string(src), "") + "...",
			}
			if r.inPuzzle {
				r.fail(e)
				return r.finish()
			}
			return nil, e
		}
		text, commented := stripComment(line)
		hint := ""
		if commented && r.syn.hole != nil {
			items, ok, miss := r.syn.boardLine(line, r.items[:0])
			r.items = items
			if ok {
				if r.addLine(line, items, "") {
					return r.finish()
				}
				continue
			}
			if miss >= 0 {
				hint = r.syn.missHint(line, items[miss], miss, r.line)
			}
		}
		if isBlank(text) {
			if len(text) == len(line) && r.inPuzzle { // a blank line, not a comment
				return r.cutOff("puzzle cut off by a blank line")
			}
			continue
		}
		if r.syn.isSeparatorLine(text) {
			continue
		}
		r.items = r.syn.scan(text, r.items[:0])
		if len(r.items) == 0 {
			continue
		}
		if r.inPuzzle && r.layout == freeLines && len(r.items) > r.rules.NumFields()/2 {
			// A puzzle running on over lines meets a line that holds a
			// puzzle of its own: that line is not swallowed into it.
			r.pending, r.again = append(r.pending[:0], line...), true
			return r.cutOff(fmt.Sprintf("puzzle cut off by line %d, which holds a puzzle of its own", r.line))
		}
		if r.addLine(line, r.items, hint) {
			return r.finish()
		}
	}
}

// readLine returns the next line without its line end, and whether it was
// cut at MaxLineBytes. The line is valid until the next call.
func (r *Reader) readLine() ([]byte, bool, error) {
	if r.atEOF || r.stopped {
		return nil, false, io.EOF
	}
	buf, err := r.br.ReadSlice('\n')
	r.offset += int64(len(buf))
	tooLong := false
	if err == bufio.ErrBufferFull {
		r.long = append(r.long[:0], buf...)
		skipped := int64(0)
		for err == bufio.ErrBufferFull {
			buf, err = r.br.ReadSlice('\n')
			r.offset += int64(len(buf))
			if room := MaxLineBytes + 2 - len(r.long); room > 0 {
				r.long = append(r.long, buf[:min(room, len(buf))]...)
			} else {
				skipped += int64(len(buf))
			}
			// A NUL byte makes it a binary file, and a line this long no
			// puzzle file: stop here rather than read on to the end of
			// the line, which /dev/zero never reaches.
			if bytes.IndexByte(buf, 0) >= 0 || skipped > maxSkip {
				r.stopped = true // the line's error is the last
				err = nil
				break
			}
		}
		buf = r.long
	}
	if err == io.EOF {
		r.atEOF = true
		if len(buf) == 0 {
			return nil, false, io.EOF
		}
	} else if err != nil {
		return nil, false, err
	}
	r.line++
	buf = bytes.TrimSuffix(buf, []byte("\n"))
	buf = bytes.TrimSuffix(buf, []byte("\r"))
	if len(buf) > MaxLineBytes {
		tooLong = true
		buf = buf[:MaxLineBytes]
	}
	if r.line == 1 {
		buf = bytes.TrimPrefix(buf, []byte("\uFEFF"))
	}
	return buf, tooLong, nil
}

// Offset returns how many bytes of the input the lines read so far hold:
// up to the end of the last puzzle Next returned, or a little past it. A
// caller can show progress through a file of known size with it.
func (r *Reader) Offset() int64 { return r.offset }

// checkBinary rejects a line that holds a NUL byte or is not UTF-8.
func (r *Reader) checkBinary(line []byte, cut bool) *game.Error {
	if i := bytes.IndexByte(line, 0); i >= 0 {
		return &game.Error{Pos: r.pos(r.line, utf8.RuneCount(line[:i])+1), Msg: "the file holds a NUL byte: it is a binary file, not a puzzle file", Source: binarySource(line, i)}
	}
	if cut {
		return nil // the cut may split a character; the line is an error anyway
	}
	if !utf8.Valid(line) {
		i := 0
		for i < len(line) {
			r, size := utf8.DecodeRune(line[i:])
			if r == utf8.RuneError && size == 1 {
				break
			}
			i += size
		}
		return &game.Error{Pos: r.pos(r.line, utf8.RuneCount(line[:i])+1), Msg: fmt.Sprintf("byte 0x%02x is not UTF-8 text: a puzzle file must be UTF-8 text", line[i]), Source: binarySource(line, i)}
	}
	return nil
}

// binarySource returns the Source of an error at byte i of line: the line up
// to a little past i, so that the marker's column still counts from the
// line's start. game.Error.WithSource shows what is not text as U+FFFD.
func binarySource(line []byte, i int) string {
	return string(line[:min(len(line), i+sourceMax)])
}

func (r *Reader) pos(line, col int) game.Position {
	return game.Position{File: r.file, Line: line, Col: col}
}

// addLine adds the fields of one line to the puzzle, starting a new one if
// needed, and reports whether the puzzle is complete. hint says how the
// line may have meant a board line; a puzzle keeps that of its first line.
func (r *Reader) addLine(line []byte, items []item, hint string) bool {
	N := r.rules.NumFields()
	if !r.inPuzzle {
		r.inPuzzle, r.any = true, true
		r.givens = make([]int, N)
		r.n, r.rows, r.err, r.hint = 0, 0, nil, hint
		if hint == "" && r.syn.hole != nil && len(items) == len(r.syn.hole) {
			r.hint = r.syn.holesHint()
		}
		r.start = r.pos(r.line, int(items[0].col))
		r.ptext, r.plines = r.ptext[:0], r.plines[:0]
		switch k := len(items); {
		case k >= N:
			r.layout = oneLine
		case len(r.syn.rowOrder) > 1 && k == r.syn.rowFields[0]:
			r.layout = rowLines
		case k > N/2:
			r.layout = oneLine // a one-line puzzle that is too short
		default:
			r.layout = freeLines
		}
	}
	li := int32(len(r.plines))
	r.plines = append(r.plines, lineRef{no: r.line, off: len(r.ptext), end: len(r.ptext) + len(line)})
	r.ptext = append(r.ptext, line...)
	last := items[len(items)-1]
	r.lastEnd = last.col + int32(utf8.RuneCount(line[last.off:last.end]))
	k := len(items)
	switch r.layout {
	case oneLine:
		r.put(line, items[:min(k, N)], li)
		if k != N {
			r.failCount(line, r.lengthCol(items, N), k, N, r.hinted(fmt.Sprintf("%s: the line has %d fields, the board has %d", tooWhat(k, N), k, N)))
		}
		return true
	case rowLines:
		want := r.syn.rowFields[r.rows]
		r.put(line, items[:min(k, want)], li)
		if k != want {
			r.failCount(line, r.lengthCol(items, want), k, want, r.hinted(fmt.Sprintf("%s: the line has %d fields, row %d of the board has %d", tooWhat(k, want), k, r.syn.rowOrder[r.rows]+1, want)))
			r.n += want - min(k, want)
		}
		r.rows++
		return r.rows == len(r.syn.rowOrder)
	}
	if have := r.n + k; have > N {
		extra := items[N-r.n]
		r.put(line, items[:N-r.n], li)
		r.failCount(line, int(extra.col), have, N, r.hinted(fmt.Sprintf("too many fields: the puzzle has %d fields, the board has %d", have, N)))
		return true
	}
	r.put(line, items, li)
	return r.n == N
}

// hinted adds to msg, an error of the puzzle's length, the puzzle's hint.
func (r *Reader) hinted(msg string) string {
	if r.hint == "" {
		return msg
	}
	return msg + "; " + r.hint
}

func tooWhat(got, want int) string {
	if got > want {
		return "too many fields"
	}
	return "too few fields"
}

// lengthCol is where a line with the wrong number of fields goes wrong: at
// the first field too many, or just past the last field.
func (r *Reader) lengthCol(items []item, want int) int {
	if len(items) > want {
		return int(items[want].col)
	}
	return int(r.lastEnd)
}

// put stores the fields of items, the fields of line number li of the puzzle.
func (r *Reader) put(line []byte, items []item, li int32) {
	n := r.n
	givens, fline, fcol := r.givens[n:n+len(items)], r.fline[n:n+len(items)], r.fcol[n:n+len(items)]
	for i, it := range items {
		v := int(it.v)
		if it.v == isUnknown {
			v = game.Empty
			r.unknown(line, it)
		}
		givens[i] = v
		fline[i] = li
		fcol[i] = it.col
	}
	r.n += len(items)
}

func (r *Reader) unknown(line []byte, it item) {
	if r.err != nil {
		return
	}
	msg := fmt.Sprintf("unknown value %s: the values are %s", game.Excerpt(string(line[it.off:it.end])), r.syn.valueList)
	if r.syn.emptyList != "" {
		msg += "; " + r.syn.emptyList + " mark an empty field"
	}
	r.failAt(line, int(it.col), msg)
}

func (r *Reader) failAt(line []byte, col int, msg string) {
	r.fail(&game.Error{Pos: r.pos(r.line, col), Msg: msg, Source: string(line)})
}

// failCount records a wrong number of fields, got where the board or the
// row has want, as failAt does.
func (r *Reader) failCount(line []byte, col, got, want int, msg string) {
	r.fail(r.countError(&game.Error{Pos: r.pos(r.line, col), Msg: msg, Source: string(line)}, got, want))
}

// fail records the puzzle's first problem.
func (r *Reader) fail(e error) {
	if r.err == nil {
		r.err = e
	}
}

// cutOff ends a puzzle that has too few fields.
func (r *Reader) cutOff(why string) (*Puzzle, error) {
	if r.err == nil {
		l := r.plines[len(r.plines)-1]
		r.err = r.countError(&game.Error{
			Pos:    r.pos(l.no, int(r.lastEnd)),
			Msg:    r.hinted(fmt.Sprintf("%s: it has %d fields, the board has %d", why, r.n, r.rules.NumFields())),
			Source: string(r.ptext[l.off:l.end]),
		}, r.n, r.rules.NumFields())
	}
	return r.finish()
}

// finish ends the puzzle being read: its first problem, a clash of givens,
// or the puzzle.
func (r *Reader) finish() (*Puzzle, error) {
	r.inPuzzle = false
	if r.err != nil {
		return nil, r.err
	}
	if c, ok := firstClash(r.rules, r.givens, r.seen1, r.seen2); ok {
		l := r.plines[r.fline[c.Second]]
		return nil, &game.Error{
			Pos:    r.pos(l.no, int(r.fcol[c.Second])),
			Msg:    c.Error(),
			Source: string(r.ptext[l.off:l.end]),
		}
	}
	return &Puzzle{Givens: r.givens, Pos: r.start, Notation: r.syn.notation}, nil
}

// ParseString reads every puzzle of text. It returns the good puzzles and
// every error, joined with errors.Join; errors.As finds a *game.Error in
// each.
func ParseString(rules *game.Rules, file, text string) ([]*Puzzle, error) {
	rd := NewReader(strings.NewReader(text), file, rules)
	var out []*Puzzle
	var errs []error
	for {
		p, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, p)
	}
	return out, errors.Join(errs...)
}
