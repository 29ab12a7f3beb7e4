package errmark

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
)

// An Error is an error at a position of a file: one a marker expects,
// whose Msg is a part of the message, or one a reader reported.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

// String returns "file:line:col: msg".
func (e Error) String() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// FromGame returns the errors of the readers (specs, puzzle files) as
// Errors.
func FromGame(errs []*game.Error) []Error {
	out := make([]Error, len(errs))
	for i, e := range errs {
		out[i] = Error{e.Pos.File, e.Pos.Line, e.Pos.Col, e.Msg}
	}
	return out
}

// SidecarExt is added to the name of a file that cannot hold comments to
// name the file that holds its markers.
const SidecarExt = ".want"

var (
	// caretMarker is a marker under its line; group 1 is what stands
	// before the caret, group 2 the quoted message.
	caretMarker = regexp.MustCompile(`^([ \t]*#[ \t]*)\^[ \t]+ERROR[ \t]+("(?:[^"\\]|\\.)*")[ \t]*$`)
	// posMarker is a marker that gives its position: [FILE:]LINE:COL.
	posMarker = regexp.MustCompile(`^[ \t]*#[ \t]*ERROR[ \t]+(?:(\S+):)?(\d+):(\d+)[ \t]+("(?:[^"\\]|\\.)*")[ \t]*$`)
	// anyMarker is anything that looks like a marker, to catch one that
	// is not written as one.
	anyMarker = regexp.MustCompile(`#[ \t]*(?:\^[ \t]*)?ERROR\b`)
)

// Parse returns the errors that the markers of src expect. src is the text
// of the file name, which the errors are about; a FILE of a marker is
// relative to the folder of name.
func Parse(name string, src []byte) ([]Error, error) {
	return parse(name, name, src, false)
}

// Read returns the errors that the markers for the file at path expect,
// and the text that holds them, for the other directives a harness writes
// in the same comments: the file's own, or, when there is one, those of
// its sidecar path+SidecarExt, where markers give positions.
func Read(path string) ([]Error, []byte, error) {
	if src, err := os.ReadFile(path + SidecarExt); err == nil {
		want, err := parse(path, path+SidecarExt, src, true)
		return want, src, err
	} else if !errors.Is(err, os.ErrNotExist) {
		return nil, nil, err
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	want, err := Parse(path, src)
	return want, src, err
}

// parse reads the markers of src, the text of file in, for file name.
func parse(name, in string, src []byte, sidecar bool) ([]Error, error) {
	var want []Error
	var errs []error
	bad := func(line int, format string, args ...any) {
		errs = append(errs, fmt.Errorf("%s:%d: %s", in, line, fmt.Sprintf(format, args...)))
	}
	above := 0 // the last line that is not a marker
	for i, line := range strings.Split(string(src), "\n") {
		n := i + 1
		line = strings.TrimSuffix(line, "\r")
		if n == 1 {
			line = strings.TrimPrefix(line, "\uFEFF")
		}
		if m := caretMarker.FindStringSubmatch(line); m != nil {
			switch {
			case sidecar:
				bad(n, "a marker of a sidecar gives its position: ERROR LINE:COL \"message\"")
			case above == 0:
				bad(n, "a caret marker with no line above it")
			default:
				msg, err := strconv.Unquote(m[2])
				if err != nil {
					bad(n, "message %s: %v", m[2], err)
					continue
				}
				want = append(want, Error{name, above, utf8.RuneCountInString(m[1]) + 1, msg})
			}
			continue
		}
		if m := posMarker.FindStringSubmatch(line); m != nil {
			file := name
			if m[1] != "" {
				file = filepath.Join(filepath.Dir(name), m[1])
			}
			l, _ := strconv.Atoi(m[2])
			c, _ := strconv.Atoi(m[3])
			msg, err := strconv.Unquote(m[4])
			switch {
			case err != nil:
				bad(n, "message %s: %v", m[4], err)
			case l < 1 || c < 1:
				bad(n, "lines and columns count from 1")
			default:
				want = append(want, Error{file, l, c, msg})
			}
			continue
		}
		if anyMarker.MatchString(line) {
			bad(n, "a marker is a comment line of its own: #  ^ ERROR \"message\" under the column, or # ERROR LINE:COL \"message\"")
			continue
		}
		above = n
	}
	return want, errors.Join(errs...)
}

// Match pairs expected and reported errors: for each of want, in order,
// the first of got not yet taken at the same file, line and column whose
// message holds the expected text. It returns, for each of want, the index
// of its match in got or -1, and the indexes of got left unmatched.
func Match(want, got []Error) (pairs, extra []int) {
	taken := make([]bool, len(got))
	pairs = make([]int, len(want))
	for i, w := range want {
		pairs[i] = -1
		for j, g := range got {
			if !taken[j] && g.File == w.File && g.Line == w.Line && g.Col == w.Col && strings.Contains(g.Msg, w.Msg) {
				pairs[i], taken[j] = j, true
				break
			}
		}
	}
	for j, tk := range taken {
		if !tk {
			extra = append(extra, j)
		}
	}
	return pairs, extra
}

// Check fails t for each of want that got does not hold and each of got
// that want does not expect, as Match pairs them, and returns Match's
// pairs.
func Check(t testing.TB, want, got []Error) []int {
	t.Helper()
	pairs, extra := Match(want, got)
	var all strings.Builder
	for _, g := range got {
		fmt.Fprintf(&all, "\n\t%s", g)
	}
	if len(got) == 0 {
		all.WriteString(" none")
	}
	for i, j := range pairs {
		if j < 0 {
			t.Errorf("want an error at %s:%d:%d holding %q; reported:%s", want[i].File, want[i].Line, want[i].Col, want[i].Msg, all.String())
		}
	}
	for _, j := range extra {
		t.Errorf("unexpected error %s", got[j])
	}
	return pairs
}
