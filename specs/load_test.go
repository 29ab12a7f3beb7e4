package specs

import (
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
}
