package input

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"sync/atomic"
	"syscall"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/pencil"
	"github.com/sudoku-rules/sudoku/specs"
)

// Stream yields puzzles in input order. Next and Close are for one
// goroutine; Size, BytesRead and Interactive may be called from any.
type Stream struct {
	files   []source
	stdin   io.Reader
	rules   *game.Rules
	cur     *puzzle.Reader
	closer  io.Closer
	size    int64        // total bytes, or -1 when unknown
	read    atomic.Int64 // bytes of the puzzles read so far
	base    int64        // bytes of the files done
	curName string       // the file being read
	good    int          // puzzles read from it
	bad     int          // bad puzzles read from it
	// notPuzzles says the file started with MaxBadStart bad puzzles.
	notPuzzles bool
	dflt       *specs.Puzzle
	started    bool
	queue      []queued // the puzzles of a file read whole, to give out first
	opts       Options
}

// Options say how a stream reads the puzzles that bring their own rules.
type Options struct {
	// Lenient reads a SudokuPad puzzle whose drawings are not all read as
	// rules, and an f-puzzles puzzle with keys no rule here reads: what it
	// leaves out is said in the puzzle's Notes. Without it, such a
	// drawing or key is an error.
	Lenient bool
}

// queued is a puzzle of a file read whole, or its error.
type queued struct {
	p   *puzzle.Puzzle
	err error
}

// source is one of the inputs of a stream: a file, "-" for stdin, or a
// puzzle written out as an argument.
type source struct {
	name string // the file, "-", or "argument N"
	text string // the puzzle of an argument
	arg  bool
	size int64 // the file's size, when known
}

// Open returns a stream of the puzzles of args, read by the rules of sp,
// or of sp's default puzzle when args is empty. An argument is a file, "-"
// for stdin, or a puzzle written out (e.g. "4.....8.5.3...", named
// "argument N" in positions) when no file of that name exists and it has
// no path separator and at least half as many characters as the board has
// fields. Every file must exist and be no folder: Open checks them all
// before any is read.
func Open(sp *specs.Spec, args []string, stdin io.Reader) (*Stream, error) {
	return OpenWith(sp, args, stdin, Options{})
}

// OpenWith opens a stream as Open does, reading by opts.
func OpenWith(sp *specs.Spec, args []string, stdin io.Reader, opts Options) (*Stream, error) {
	in := &Stream{stdin: stdin, rules: sp.Rules, opts: opts}
	if len(args) == 0 {
		if len(sp.Puzzles) == 0 {
			return nil, fmt.Errorf("spec %s has no default puzzle: give a puzzle file, or - for standard input", game.QuoteText(game.Cut(sp.Name)))
		}
		in.dflt = &sp.Puzzles[0]
		return in, nil
	}
	for i, f := range args {
		a, err := ArgOf(sp.Rules, i, f)
		if err != nil {
			return nil, err
		}
		in.files = append(in.files, source{name: a.Name, text: a.Text, arg: a.Written, size: a.Size})
		switch {
		case a.Name == "-":
			in.size = -1
		case in.size >= 0 && a.Written:
			in.size += int64(len(a.Text))
		case in.size >= 0:
			in.size += a.Size
		}
	}
	return in, nil
}

// Next returns the next puzzle, the error of a bad one, in which errors.As
// finds a *game.Error (call Next again for the ones after it), or io.EOF
// at the end of the last file.
func (in *Stream) Next() (*puzzle.Puzzle, error) {
	for {
		if len(in.queue) > 0 {
			q := in.queue[0]
			in.queue = in.queue[1:]
			return q.p, q.err
		}
		if in.notPuzzles {
			in.notPuzzles = false
			name := in.curName
			in.closeCur()
			return nil, &game.Error{Pos: game.Position{File: name, Line: 1, Col: 1},
				Msg: fmt.Sprintf("no puzzle among the first %d entries of the file: it is no puzzle file for this spec, so the rest of it is not read", MaxBadStart)}
		}
		if in.cur == nil {
			if !in.open() {
				return nil, io.EOF
			}
			if in.cur == nil {
				continue // a file read whole: its puzzles are queued
			}
		}
		p, err := in.cur.Next()
		in.read.Store(in.base + in.cur.Offset())
		if err == io.EOF {
			in.closeCur()
			continue
		}
		if in.dflt != nil {
			in.shift(p, err)
			if p != nil {
				p.Rules = in.dflt.Rules
			}
		}
		if err == nil {
			in.good++
		} else {
			err = explainForeign(in.rules, err)
			if in.bad++; in.good == 0 && in.bad == MaxBadStart {
				// Not a puzzle file: the next call says so and moves on.
				in.notPuzzles = true
			}
		}
		return p, err
	}
}

// MaxBadStart is how many bad puzzles a file may start with before the
// stream takes it for no puzzle file and stops reading it.
const MaxBadStart = 50

// Size returns the total size in bytes of the files, or -1 when standard
// input is one of them. A default puzzle has size 0.
func (in *Stream) Size() int64 { return in.size }

// BytesRead returns how many bytes of the files the puzzles read so far
// took: with Size, the share of the input read.
func (in *Stream) BytesRead() int64 { return in.read.Load() }

// Interactive reports whether the stream reads standard input, where the
// next puzzle may not be there yet: a caller should then not wait for
// several puzzles before it starts on the first.
func (in *Stream) Interactive() bool { return in.size < 0 }

// Close closes the file being read. Files not reached are never opened.
func (in *Stream) Close() error { return in.closeCur() }

// shift moves positions within the default puzzle's text to where that
// text stands in its spec file.
func (in *Stream) shift(p *puzzle.Puzzle, err error) {
	if p != nil {
		p.Pos = in.dflt.InFile(p.Pos)
	}
	var perr *game.Error
	if errors.As(err, &perr) {
		in.dflt.MoveError(perr)
	}
}

// open starts the next file, or the default puzzle; it returns false when
// there is none left.
func (in *Stream) open() bool {
	if in.dflt != nil {
		if in.started {
			return false
		}
		in.started = true
		in.cur = puzzle.NewReader(strings.NewReader(in.dflt.Givens), in.dflt.Pos.File, in.rules)
		return true
	}
	if len(in.files) == 0 {
		return false
	}
	src := in.files[0]
	in.files = in.files[1:]
	name := src.name
	if !src.arg && name != "-" && isSpecFile(name) {
		in.queue, in.base = specPuzzles(name), in.base+src.size
		in.read.Store(in.base)
		return true
	}
	var r io.Reader
	switch {
	case src.arg:
		r = strings.NewReader(src.text)
	case name == "-":
		r = in.stdin
	default:
		f, err := os.Open(name)
		if err != nil {
			// The file was there when Open looked: report it as a bad
			// puzzle stream that holds no puzzle.
			r = errReader{err}
		} else {
			r, in.closer = f, f
		}
	}
	// f-puzzles JSON or links, by how the text starts, are read whole. A
	// regular file shows its head, comments and all; anything else (a
	// pipe, standard input) its comment lines and first line, which it
	// may be slow to give: no more is waited for.
	// A candidate line is as long as fields × values, and the head holds
	// it whole either way: one on standard input is read as one in a
	// file.
	need := max(fpuzzles.HeadSize, in.rules.NumFields()*in.rules.NumValues()+512)
	br := bufio.NewReaderSize(r, need)
	whole := src.arg
	if f, ok := r.(*os.File); ok {
		if st, err := f.Stat(); err == nil && st.Mode().IsRegular() {
			whole = true
		}
	}
	var head []byte
	if whole {
		head, _ = br.Peek(need)
	} else {
		head = firstLines(br, need)
	}
	if LooksWhole(string(head)) || isFPuzzlesFile(name) {
		in.queue = fpuzzlesPuzzles(name, br, in.opts)
		in.closeCur()
		in.base += src.size
		in.read.Store(in.base)
		return true
	}
	if candidateHead(in.rules, string(head), len(head) < need) || pencil.LooksGridStart(in.rules, string(head)) || pencil.LooksLibrary(string(head)) {
		in.queue = candidatePuzzles(in.rules, name, br)
		in.closeCur()
		in.base += src.size
		in.read.Store(in.base)
		return true
	}
	in.cur = puzzle.NewReader(br, name, in.rules)
	in.curName, in.good, in.bad = name, 0, 0
	return true
}

// An Arg is a command's argument as a source of puzzles: standard input,
// a file, or a puzzle written out.
type Arg struct {
	// Name is the file, "-" for standard input, or "argument N" for a
	// puzzle written out, as positions in errors name it.
	Name string
	// Written says that the argument is a puzzle written out, Text.
	Written bool
	Text    string
	// Size is a file's size.
	Size int64
}

// Within returns the puzzle written out, a.Text, as bytes, or an error
// when it is longer than limit bytes: a command that reads a position
// whole bounds it as it bounds a file.
func (a Arg) Within(limit int) ([]byte, error) {
	if len(a.Text) > limit {
		return nil, fmt.Errorf("%s has %d bytes, more than the %d a position may have", a.Name, len(a.Text), limit)
	}
	return []byte(a.Text), nil
}

// ArgOf reads arg, the i-th argument of a command (from 0), as every
// command reads the puzzles it is given: "-" for standard input; a
// puzzle written out (a link or text that brings its own rules, or a
// puzzle as IsPuzzleArg has it) when no file of that name exists; else a
// file, which must exist and be no folder. Its errors are the same for
// every command: a link that carries no puzzle says what to give
// instead, a missing file names it.
func ArgOf(r *game.Rules, i int, arg string) (Arg, error) {
	if arg == "-" {
		return Arg{Name: arg}, nil
	}
	st, err := os.Stat(arg)
	if err != nil && BringsRules(arg) || IsPuzzleArg(r, arg, err) {
		return Arg{Name: fmt.Sprintf("argument %d", i+1), Written: true, Text: arg}, nil
	}
	if err != nil && strings.Contains(arg, "://") {
		return Arg{}, fmt.Errorf("argument %d is a link that carries no puzzle this program reads: give an f-puzzles link (?load=...), a SudokuPad link with the puzzle in it (sudokupad.app/scl..., ctc... or fpuzzles...) or an ISS link (?q=.Cage~...); a SudokuPad short link names a puzzle kept on its server, so open it there and share it as a link with the puzzle in it", i+1)
	}
	if err != nil {
		return Arg{}, FileError(arg, err)
	}
	if st.IsDir() {
		return Arg{}, fmt.Errorf("puzzle file %s is a folder: give a file", game.QuoteName(arg))
	}
	return Arg{Name: arg, Size: st.Size()}, nil
}

// FileError is the error err of looking up or reading the puzzle file
// name, as every command says it: "puzzle file NAME: what", the name
// quoted by game.QuoteName, without the raw path an *fs.PathError
// prints.
func FileError(name string, err error) error {
	var perr *fs.PathError
	if errors.As(err, &perr) {
		err = perr.Err
	}
	return fmt.Errorf("puzzle file %s: %w", game.QuoteName(name), err)
}

// IsPuzzleArg reports whether a command-line argument is meant as a
// puzzle written out rather than as a file: statErr, the error of looking
// the file up, says no such file exists (or the name is too long for one),
// and arg has no path separator and at least half as many characters as
// the board has fields.
func IsPuzzleArg(r *game.Rules, arg string, statErr error) bool {
	noFile := errors.Is(statErr, os.ErrNotExist) || errors.Is(statErr, syscall.ENAMETOOLONG)
	return noFile && !strings.ContainsAny(arg, `/\`) && len(strings.TrimSpace(arg)) >= (r.NumFields()+1)/2
}

func (in *Stream) closeCur() error {
	if in.cur != nil {
		in.base += in.cur.Offset()
	}
	var err error
	if in.closer != nil {
		err = in.closer.Close()
		in.closer = nil
	}
	in.cur = nil
	return err
}

// errReader fails every read with err.
type errReader struct{ err error }

func (r errReader) Read([]byte) (int, error) { return 0, r.err }

// firstLines returns, without reading them, the first bytes of br up to
// and with its first line that is neither blank nor a comment, or fewer
// when br ends before, or at most max. It waits for bytes only while it
// has not seen that line.
func firstLines(br *bufio.Reader, max int) []byte {
	k := 1
	for {
		head, err := br.Peek(k)
		if err != nil || len(head) >= max || hasContentLine(head) {
			return head
		}
		k = len(head) + 1
		if n := br.Buffered(); n > k {
			k = n
		}
	}
}

// hasContentLine reports whether head holds a whole line that is neither
// blank nor a comment.
func hasContentLine(head []byte) bool {
	for {
		end := bytes.IndexByte(head, '\n')
		if end < 0 {
			return false
		}
		if t := bytes.TrimSpace(head[:end]); len(t) > 0 && t[0] != '#' && !pencil.IsBorderLine(string(t)) {
			return true
		}
		head = head[end+1:]
	}
}
