package lzstring

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRoundTrip decompresses what Compress wrote, for random text of
// every kind, in both encodings.
func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	texts := []string{"", fpuzzlesJSON(), strings.Repeat("a", 100000)}
	for range 2000 {
		texts = append(texts, randomText(rng))
	}
	for _, s := range texts {
		for _, enc := range []Encoding{Base64, URI} {
			c := enc.Compress(s)
			if enc == Base64 {
				assert.Zero(t, len(c)%4, "base64 is padded: %q", c)
			} else {
				assert.NotContains(t, c, "=", "URI is not padded")
			}
			got, err := enc.Decompress(c)
			require.NoError(t, err, "%v.Decompress(%v.Compress(%q))", enc, enc, s)
			require.Equal(t, s, got, "%v round trip", enc)
		}
	}
}

// Compress reads bad UTF-8 as U+FFFD, a rune per bad byte, as a range
// over the string does.
func TestCompressBadUTF8(t *testing.T) {
	for _, s := range []string{"\xff", "a\xed\xa0\x80b", "\xf0\x9f\x98", "猫\x80"} {
		var want strings.Builder
		for _, r := range s {
			want.WriteRune(r)
		}
		require.False(t, utf8.ValidString(s))
		got, err := Base64.Decompress(Base64.Compress(s))
		require.NoError(t, err)
		assert.Equal(t, want.String(), got, "%q", s)
		assert.Equal(t, Base64.Compress(want.String()), Base64.Compress(s))
	}
}
