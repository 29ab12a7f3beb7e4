package specs

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A spec file may extend files in its folder and below it, and by default
// no others, however the path gets out: "..", an absolute path or a
// symbolic link. Loader.ExtendsAnywhere allows them.
func TestExtendsStaysInFolder(t *testing.T) {
	base := t.TempDir()
	in := filepath.Join(base, "in")
	require.NoError(t, os.MkdirAll(filepath.Join(in, "sub"), 0o755))
	write := func(path, text string) string {
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	outside := write(filepath.Join(base, "outside.yaml"), "values: 1-4\ngroups: [rows, columns]\n")
	write(filepath.Join(in, "inside.yaml"), "values: 1-4\ngroups: [rows, columns]\n")
	write(filepath.Join(in, "sub", "middle.yaml"), "extends: ../inside.yaml\n")
	linked := filepath.Join(in, "linked.yaml")
	if err := os.Symlink(outside, linked); err != nil {
		t.Logf("no symbolic link: %v", err)
		linked = ""
	}
	refused := `to extend is outside ` + in + `, the folder of the spec being read: a spec may extend the built-ins and the files in that folder and below it; copy the file there`
	tests := []struct {
		name, ref string
		outside   bool
	}{
		{"built-in", "classic", false},
		{"same folder", "inside.yaml", false},
		{"below, and up again within", "sub/middle.yaml", false},
		{"up", "../outside.yaml", true},
		{"absolute", outside, true},
		{"system file", "/etc/passwd", true},
		{"link out", "linked.yaml", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.name == "link out" && linked == "" {
				t.Skip("no symbolic links here")
			}
			spec := write(filepath.Join(in, "spec.yaml"), "extends: "+tt.ref+"\n")
			_, err := Load(spec)
			if !tt.outside {
				assert.NoError(t, err)
				return
			}
			got := positioned(t, err)
			require.Len(t, got, 1, "%v", err)
			assert.Equal(t, spec+":1:10", got[0].Pos.String())
			assert.Equal(t, `spec "`+tt.ref+`" `+refused, got[0].Msg)
			_, err = Parse(spec, []byte("extends: "+tt.ref+"\n"))
			assert.ErrorContains(t, err, refused, "Parse keeps to the folder of its file name")
			if tt.ref != "/etc/passwd" {
				_, err = Loader{ExtendsAnywhere: true}.Load(spec)
				assert.NoError(t, err, "allowed anywhere")
			}
		})
	}
}

// A spec from someone else, read with ParseUntrusted, never has a file
// read: extends names built-ins only, and nothing of the file named is in
// the error.
func TestParseUntrustedReadsNoFile(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "s.yaml")
	require.NoError(t, os.WriteFile(secret, []byte("values: 1-4 # the secret\ngroups: [rows]\n"), 0o644))
	contents := []string{"the secret", "root:"}
	if data, err := os.ReadFile("/etc/passwd"); err == nil {
		contents = append(contents, strings.Split(string(data), "\n")[0])
	}
	for _, ref := range []string{"/etc/passwd", "/etc/shadow", "/dev/zero", secret, "../../../../etc/passwd"} {
		t.Run(ref, func(t *testing.T) {
			_, err := ParseUntrusted("pasted spec", []byte("extends: "+ref+"\n"))
			got := positioned(t, err)
			require.Len(t, got, 1, "%v", err)
			assert.Equal(t, "pasted spec:1:10", got[0].Pos.String())
			assert.Contains(t, got[0].Msg, `unknown spec "`+ref+`" to extend`)
			for _, c := range contents {
				assert.NotContains(t, err.Error(), c)
			}
		})
	}
	s, err := ParseUntrusted("pasted spec", []byte("extends: classic\ngroups: [diagonals]\n"))
	require.NoError(t, err, "built-ins may be extended")
	assert.Len(t, s.Rules.Groups, 29)
	_, err = Loader{Untrusted: true, ExtendsAnywhere: true}.Parse("pasted spec", []byte("extends: "+secret+"\n"))
	assert.ErrorContains(t, err, "unknown spec", "untrusted whatever ExtendsAnywhere says")
}

// A Loader's MaxFields refuses a larger board before any of its rules is
// built: with a context that has ended, the error is the board's, not the
// building's stop.
func TestMaxFields(t *testing.T) {
	cages := "constraints:\n" + strings.Repeat("  - killer: {cells: [r1c1, r1c2], sum: 3}\n", 100)
	tests := []struct {
		name, spec string
		max        int
		want       string // the error, or "" for none
	}{
		{"a board too large", "size: 64x64\nvalues: 1-64\ngroups: [rows, columns]\n" + cages, 1296, "t:1:7: the board has 4096 fields, more than the 1296 taken here"},
		{"its size inherited", "extends: samurai\n", 300, "t:1:1: the board has 369 fields, more than the 300 taken here"},
		{"holes are no fields", "extends: samurai\n", 369, ""},
		{"no bound", "size: 64x64\nvalues: 1-64\ngroups: [rows, columns]\n", 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l := Loader{Untrusted: true, MaxFields: tt.max}
			_, err := l.Parse("t", []byte(tt.spec))
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			assert.EqualError(t, err, tt.want)
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			_, err = l.ParseContext(ctx, "t", []byte(tt.spec))
			assert.EqualError(t, err, tt.want, "refused before the building starts")
		})
	}
}

// An error about a file a spec extends quotes at most 60 characters of
// it, and one that is not a spec at all, such as a copy of /etc/passwd or
// /etc/shadow, is one error at extends that quotes nothing of it.
func TestExtendedFileShownInPart(t *testing.T) {
	dir := t.TempDir()
	long := strings.Repeat("0123456789", 20)
	files := map[string]string{
		"passwd.yaml": "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
		"shadow.yaml": "root:$6$" + long + ":19000:0:99999:7:::\ndaemon:*:19000:0:99999:7:::\n",
		"long.yaml":   "values: 1-4\ngroups: [rows, columns, {windows: w" + long + "}]\nk" + long + ": 1\n" + strings.Repeat(" ", 70) + "\n" + "puzzles: [{name: x, givens: '...', " + long + ": 1}]\n",
	}
	for name, text := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644))
	}
	tests := []struct {
		parent string
		want   []string // the messages, in order
	}{
		{"passwd.yaml", []string{`spec "passwd.yaml" to extend is not a spec: it has none of the keys values, groups and extends`}},
		{"shadow.yaml", []string{`spec "shadow.yaml" to extend is not a spec: it has none of the keys values, groups and extends`}},
		{"long.yaml", []string{
			`unknown windows "w` + long[:59] + `"...: write windows: hyper`,
			`unknown key "k` + long[:59] + `"... in the spec`,
			`unknown key "` + long[:60] + `"... in a puzzle`,
		}},
	}
	for _, tt := range tests {
		t.Run(tt.parent, func(t *testing.T) {
			spec := filepath.Join(dir, "spec.yaml")
			require.NoError(t, os.WriteFile(spec, []byte("extends: "+tt.parent+"\n"), 0o644))
			_, err := Load(spec)
			got := positioned(t, err)
			require.Len(t, got, len(tt.want), "%v", err)
			for i, e := range got {
				assert.Contains(t, e.Msg, tt.want[i])
				assert.LessOrEqual(t, len([]rune(e.Source)), 60, "the line shown of %v", e)
				assert.False(t, quotesMore(files[tt.parent], e.Msg+"\n"+e.Source, 60), "%v quotes more than 60 characters of %s", e.WithSource(), tt.parent)
			}
		})
	}
}

// quotesMore reports whether text holds more than n characters in a row of
// a line of content.
// It takes time in the length of both: each run of n+1 characters of text
// is a key of a map, which each such run of content is looked up in.
func quotesMore(content, text string, n int) bool {
	runs := map[string]bool{}
	eachRun(text, n+1, func(r string) bool { runs[r] = true; return true })
	found := false
	for _, line := range strings.Split(content, "\n") {
		eachRun(line, n+1, func(r string) bool { found = runs[r]; return !found })
		if found {
			return true
		}
	}
	return false
}

// eachRun calls f with each run of k characters of s, in order, until f
// returns false.
func eachRun(s string, k int, f func(run string) bool) {
	at := make([]int, 0, len(s)+1) // where each character starts, and the end
	for i := range s {
		at = append(at, i)
	}
	at = append(at, len(s))
	for i := 0; i+k < len(at); i++ {
		if !f(s[at[i]:at[i+k]]) {
			return
		}
	}
}

// Names and values that package game quotes in its messages, and anchor
// names the YAML reader quotes, are cut as well.
func TestLongTextsCut(t *testing.T) {
	long := strings.Repeat("0123456789", 10)
	testOneError(t, []oneError{
		{"group name", "size: 3x3\nvalues: 1-2\ngroups:\n  - cells: {name: n" + long + ", cells: [r1c1, r1c2, r1c3]}\n", "4:5", `"n` + long[:59] + `"... has 3 fields but there are only 2 values`},
		{"value", "values: [a, 'b#" + long + "']\ngroups: [rows]\n", "1:9", `value "b#` + long[:58] + `"...: a value may not contain white space or '#'`},
		{"anchor", "values: 1-4\ngroups: *a" + long + "\n", "2:9", "invalid YAML: unknown anchor 'a" + long[:59] + "...' referenced: put the anchor (&name) on a value before the alias (*name) refers to it"},
	})
}
