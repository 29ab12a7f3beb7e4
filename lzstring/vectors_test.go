package lzstring

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A vector is a string and what the lz-string npm package writes for it
// (testdata/README.md says how vectors.json was made).
type vector struct {
	Name string `json:"name"`
	In   string `json:"in"`
	// LoneSurrogate says In has a lone surrogate, which JSON gives Go as
	// U+FFFD: the text reads back so, but compresses otherwise.
	LoneSurrogate bool   `json:"lone_surrogate"`
	Base64        string `json:"base64"`
	URI           string `json:"uri"`
}

func readVectors(t testing.TB) []vector {
	data, err := os.ReadFile("testdata/vectors.json")
	require.NoError(t, err)
	var file struct {
		Source  string   `json:"source"`
		Vectors []vector `json:"vectors"`
	}
	require.NoError(t, json.Unmarshal(data, &file))
	require.NotEmpty(t, file.Vectors)
	return file.Vectors
}

func TestVectors(t *testing.T) {
	for _, v := range readVectors(t) {
		t.Run(v.Name, func(t *testing.T) {
			for _, c := range []struct {
				enc  Encoding
				want string
			}{{Base64, v.Base64}, {URI, v.URI}} {
				if !v.LoneSurrogate {
					assert.Equal(t, c.want, c.enc.Compress(v.In), "%v.Compress", c.enc)
				}
				got, err := c.enc.Decompress(c.want)
				require.NoError(t, err, "%v.Decompress(%q)", c.enc, c.want)
				assert.Equal(t, v.In, got, "%v.Decompress(%q)", c.enc, c.want)
			}
		})
	}
}
