package specs

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const tooLongMsg = "the spec is longer than 1048576 bytes (1 MiB), the most a spec may hold"

// longSpec returns a spec of n bytes: a valid head and then a comment.
func longSpec(n int) []byte {
	head := "values: 1-4\ngroups: [rows, columns]\n# "
	return []byte(head + strings.Repeat("x", n-len(head)))
}

// A spec longer than MaxSpecBytes is refused at the first byte past the
// limit, whether given as text, as a file, or as a file it extends.
func TestSpecTooLong(t *testing.T) {
	_, err := Parse("s.yaml", longSpec(MaxSpecBytes))
	require.NoError(t, err, "a spec of exactly the limit is read")

	col := MaxSpecBytes - len("values: 1-4\ngroups: [rows, columns]\n") + 1
	_, err = Parse("s.yaml", longSpec(MaxSpecBytes+1))
	got := positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, "s.yaml:3:"+strconv.Itoa(col), got[0].Pos.String())
	assert.Contains(t, got[0].Msg, tooLongMsg)

	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	require.NoError(t, os.WriteFile(big, longSpec(3*MaxSpecBytes), 0o644))
	_, err = Load(big)
	got = positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, big+":3:"+strconv.Itoa(col), got[0].Pos.String())

	child := filepath.Join(dir, "child.yaml")
	require.NoError(t, os.WriteFile(child, []byte("extends: big.yaml\n"), 0o644))
	_, err = Load(child)
	got = positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, big+":3:"+strconv.Itoa(col), got[0].Pos.String())
	assert.Contains(t, got[0].Msg, tooLongMsg)
}

// A spec path that names a folder or a device is refused before it is
// read, as a spec file and as a file to extend.
func TestSpecNotRegular(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.Mkdir(filepath.Join(dir, "sub"), 0o755))
	_, err := Load(filepath.Join(dir, "sub"))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "sub is a folder, not a regular file: give the path of a spec file")

	child := filepath.Join(dir, "child.yaml")
	require.NoError(t, os.WriteFile(child, []byte("extends: sub\n"), 0o644))
	_, err = Load(child)
	got := positioned(t, err)
	require.Len(t, got, 1, "%v", err)
	assert.Equal(t, child+":1:10", got[0].Pos.String())
	assert.Equal(t, `spec "sub" to extend is a folder, not a regular file: extend a spec file, or a built-in by name`, got[0].Msg)
}
