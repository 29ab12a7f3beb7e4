package specs

import (
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/sudoku-rules/sudoku/game"
)

// MaxSpecBytes is the length of the longest spec read, in bytes. A spec
// file, a file it extends, or a text given to Parse or ParseUntrusted that
// is longer is refused, with an error at the first byte past the limit;
// only that much of a file is read. The built-in specs are about 1 KB each.
const MaxSpecBytes = 1 << 20

// readSpecFile reads the spec file at path: at most MaxSpecBytes+1 bytes,
// so that parse can tell it is too long without reading it all. It refuses
// a file that is not a regular file, before opening it: a device such as
// /dev/zero never ends, and opening a named pipe that nobody writes to
// waits forever. The file opened is checked again, in case the path
// changed in between; openFlags keeps that open from waiting.
func readSpecFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &notRegularError{path, fi.Mode()}
	}
	f, err := os.OpenFile(path, openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, &notRegularError{path, fi.Mode()}
	}
	return io.ReadAll(io.LimitReader(f, MaxSpecBytes+1))
}

// notRegularError is a spec path that names something other than a file.
type notRegularError struct {
	path string
	mode fs.FileMode
}

func (e *notRegularError) Error() string {
	return fmt.Sprintf("%s is %s, not a regular file", e.path, e.what())
}

// what names the kind of file e is about.
func (e *notRegularError) what() string {
	switch m := e.mode; {
	case m.IsDir():
		return "a folder"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// tooLong returns the error for a spec longer than MaxSpecBytes, at the
// first byte past the limit.
func (f *file) tooLong() *game.Error {
	return f.errAt(f.offset(MaxSpecBytes), "the spec is longer than %d bytes (1 MiB), the most a spec may hold: check that this is a spec file, and make it shorter", MaxSpecBytes)
}
