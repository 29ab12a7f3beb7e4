package lzstring

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAgainstNode compresses random text here and with the lz-string npm
// package under Node, and decompresses the package's output here. It
// needs node and a node_modules holding lz-string: LZSTRING_NODE_MODULES,
// or /tmp/lzref/node_modules (mkdir /tmp/lzref && cd /tmp/lzref && npm
// install lz-string).
func TestAgainstNode(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node not found: the comparison with the lz-string npm package is skipped")
	}
	modules := os.Getenv("LZSTRING_NODE_MODULES")
	if modules == "" {
		modules = "/tmp/lzref/node_modules"
	}
	if _, err := os.Stat(filepath.Join(modules, "lz-string", "package.json")); err != nil {
		t.Skipf("no lz-string in %s (set LZSTRING_NODE_MODULES, or npm install lz-string in /tmp/lzref): the comparison with the npm package is skipped", modules)
	}

	rng := rand.New(rand.NewPCG(7, 11))
	in := []string{fpuzzlesJSON()}
	for range 400 {
		in = append(in, randomText(rng))
	}
	data, err := json.Marshal(in)
	require.NoError(t, err)
	cmd := exec.Command(node, "testdata/reference.js")
	cmd.Env = append(os.Environ(), "NODE_PATH="+modules)
	cmd.Stdin = bytes.NewReader(data)
	cmd.Stderr = os.Stderr
	outData, err := cmd.Output()
	require.NoError(t, err, "node testdata/reference.js")
	var out []vector
	require.NoError(t, json.Unmarshal(outData, &out))
	require.Len(t, out, len(in))

	for i, v := range out {
		require.Equal(t, in[i], v.In, "the text Node read")
		for _, c := range []struct {
			enc  Encoding
			want string
		}{{Base64, v.Base64}, {URI, v.URI}} {
			if !assert.Equal(t, c.want, c.enc.Compress(v.In), "%v.Compress(%q)", c.enc, v.In) {
				continue
			}
			got, err := c.enc.Decompress(c.want)
			if assert.NoError(t, err, "%v.Decompress(%q)", c.enc, c.want) {
				assert.Equal(t, v.In, got, "%v.Decompress(%q)", c.enc, c.want)
			}
		}
	}
}
