package input

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync/atomic"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// Stream yields puzzles in input order. Next and Close are for one
// goroutine; Size, BytesRead and Interactive may be called from any.
type Stream struct {
	files   []string
	stdin   io.Reader
	rules   *game.Rules
	cur     *puzzle.Reader
	closer  io.Closer
	size    int64        // total bytes, or -1 when unknown
	read    atomic.Int64 // bytes read so far
	dflt    *specs.Puzzle
	started bool
}

// Open returns a stream of the puzzles of files, read by the rules of sp,
// or of sp's default puzzle when files is empty. "-" names stdin. Every file
// must exist and be no folder: Open checks them all before any is read.
func Open(sp *specs.Spec, files []string, stdin io.Reader) (*Stream, error) {
	in := &Stream{files: files, stdin: stdin, rules: sp.Rules}
	if len(files) == 0 {
		if len(sp.Puzzles) == 0 {
			return nil, fmt.Errorf("spec %s has no default puzzle: give a puzzle file, or - for standard input", sp.Name)
		}
		in.dflt = &sp.Puzzles[0]
		return in, nil
	}
	for _, f := range files {
		if f == "-" {
			in.size = -1
			continue
		}
		st, err := os.Stat(f)
		if err != nil {
			return nil, fmt.Errorf("puzzle file: %w", err)
		}
		if st.IsDir() {
			return nil, fmt.Errorf("puzzle file %s is a folder: give a file", f)
		}
		if in.size >= 0 {
			in.size += st.Size()
		}
	}
	return in, nil
}

// Next returns the next puzzle, a *game.Error for a bad one (call Next
// again for the ones after it), or io.EOF at the end of the last file.
func (in *Stream) Next() (*puzzle.Puzzle, error) {
	for {
		if in.cur == nil {
			if !in.open() {
				return nil, io.EOF
			}
		}
		p, err := in.cur.Next()
		if err == io.EOF {
			in.closeCur()
			continue
		}
		if in.dflt != nil {
			in.shift(p, err)
		}
		return p, err
	}
}

// Size returns the total size in bytes of the files, or -1 when standard
// input is one of them. A default puzzle has size 0.
func (in *Stream) Size() int64 { return in.size }

// BytesRead returns how many bytes of the files have been read so far.
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
	name := in.files[0]
	in.files = in.files[1:]
	var r io.Reader
	if name == "-" {
		r = in.stdin
	} else {
		f, err := os.Open(name)
		if err != nil {
			// The file was there when Open looked: report it as a bad
			// puzzle stream that holds no puzzle.
			r = errReader{err}
		} else {
			r, in.closer = f, f
		}
	}
	in.cur = puzzle.NewReader(&countingReader{r, &in.read}, name, in.rules)
	return true
}

func (in *Stream) closeCur() error {
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

// countingReader adds the bytes it reads to n.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}
