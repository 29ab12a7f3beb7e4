package errmark

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []Error
	}{
		{"caret", "  - cells: [x1, r0c1]\n#           ^ ERROR \"write cells as r<row>c<col>\"\n",
			[]Error{{"d/in.yaml", 1, 13, "write cells as r<row>c<col>"}}},
		{"two carets under one line", "a: [x1, r0c1]\n#   ^ ERROR \"x1\"\n#       ^ ERROR \"r0c1\"\nb: 1\n",
			[]Error{{"d/in.yaml", 1, 5, "x1"}, {"d/in.yaml", 1, 9, "r0c1"}}},
		{"the line above is not a marker", "a\n# ERROR 1:1 \"a\"\n # ^ ERROR \"b\"\n",
			[]Error{{"d/in.yaml", 1, 1, "a"}, {"d/in.yaml", 1, 4, "b"}}},
		{"a tab is one column", "\tvalues: 1-9\n#^ ERROR \"found a tab character\"\n",
			[]Error{{"d/in.yaml", 1, 2, "found a tab character"}}},
		{"CRLF and a byte order mark", "\uFEFFab\r\n# ^ ERROR \"b\"\r\n",
			[]Error{{"d/in.yaml", 1, 3, "b"}}},
		{"quotes in the message", "x\n# ERROR 1:1 \"key \\\"values\\\" is given twice\"\n",
			[]Error{{"d/in.yaml", 1, 1, `key "values" is given twice`}}},
		{"another file", "# ERROR other.yaml:4:10 \"makes a cycle\"\nextends: other.yaml\n",
			[]Error{{"d/other.yaml", 4, 10, "makes a cycle"}}},
		{"no marker", "name: x\n# a comment about ERRORS\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Parse("d/in.yaml", []byte(tt.in))
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestParseBadMarkers(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
	}{
		{"a marker after text", "name: x # ERROR 1:7 \"m\"\n", "in.yaml:1: a marker is a comment line of its own"},
		{"a caret on the first line", "#  ^ ERROR \"m\"\n", "in.yaml:1: a caret marker with no line above it"},
		{"no position", "x\n# ERROR \"m\"\n", "in.yaml:2: a marker is a comment line of its own"},
		{"line 0", "x\n# ERROR 0:1 \"m\"\n", "in.yaml:2: lines and columns count from 1"},
		{"a bad quote", "x\n# ^ ERROR \"\\q\"\n", `in.yaml:2: message "\q": invalid syntax`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("in.yaml", []byte(tt.in))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	plain := write("plain.txt", "# spec: classic\n12x\n# ^ ERROR \"unknown value\"\n")
	want, text, err := Read(plain)
	require.NoError(t, err)
	assert.Equal(t, []Error{{plain, 2, 3, "unknown value"}}, want)
	assert.Contains(t, string(text), "# spec: classic")

	empty := write("empty.txt", "")
	write("empty.txt"+SidecarExt, "# spec: classic\n# ERROR 1:1 \"no puzzle in the file\"\n")
	want, text, err = Read(empty)
	require.NoError(t, err)
	assert.Equal(t, []Error{{empty, 1, 1, "no puzzle in the file"}}, want)
	assert.Contains(t, string(text), "# spec: classic")

	bin := write("bin.txt", "\x00")
	write("bin.txt"+SidecarExt, "# spec: classic\n#^ ERROR \"NUL\"\n")
	_, _, err = Read(bin)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "bin.txt.want:2: a marker of a sidecar gives its position")

	_, _, err = Read(filepath.Join(dir, "none.txt"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func TestMatch(t *testing.T) {
	want := []Error{{"f", 1, 5, "x1"}, {"f", 1, 5, "twice"}, {"f", 2, 1, "gone"}}
	got := []Error{
		{"f", 1, 5, `cell "x1" is listed twice`},
		{"f", 1, 5, `cell "x1": write cells as r<row>c<col>`},
		{"f", 1, 6, "x1 again"},
		{"g", 2, 1, "gone"},
	}
	pairs, extra := Match(want, got)
	assert.Equal(t, []int{0, -1, -1}, pairs, "each reported error answers one expected error, the first that fits")
	assert.Equal(t, []int{1, 2, 3}, extra)

	pairs, extra = Match(want[1:2], got[:2])
	assert.Equal(t, []int{0}, pairs)
	assert.Equal(t, []int{1}, extra)
}

// recorder is a testing.TB that keeps what Errorf reports.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func TestCheck(t *testing.T) {
	r := &recorder{TB: t}
	pairs := Check(r, []Error{{"f", 3, 1, "unknown key"}, {"f", 4, 2, "tab"}}, []Error{{"f", 3, 1, `unknown key "sise"`}, {"f", 5, 1, "other"}})
	assert.Equal(t, []int{0, -1}, pairs)
	require.Len(t, r.errs, 2)
	assert.Equal(t, "want an error at f:4:2 holding \"tab\"; reported:\n\tf:3:1: unknown key \"sise\"\n\tf:5:1: other", r.errs[0])
	assert.Equal(t, "unexpected error f:5:1: other", r.errs[1])

	r = &recorder{TB: t}
	Check(r, []Error{{"f", 1, 1, "m"}}, nil)
	assert.Equal(t, []string{`want an error at f:1:1 holding "m"; reported: none`}, r.errs)

	r = &recorder{TB: t}
	Check(r, []Error{{"f", 1, 1, "m"}}, []Error{{"f", 1, 1, "a message"}})
	assert.Empty(t, r.errs)
}
