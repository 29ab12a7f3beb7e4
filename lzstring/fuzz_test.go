package lzstring

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/stretchr/testify/require"
)

// FuzzDecompress reads any text in both encodings under a small limit:
// it never panics, a result keeps to the limit, an error is an *Error,
// and a text read compresses and reads back the same. Any text, taken as
// the input of Compress, reads back too.
func FuzzDecompress(f *testing.F) {
	for _, v := range readVectors(f) {
		f.Add(v.Base64)
		f.Add(v.URI)
		f.Add(v.In)
	}
	f.Add(Base64.Compress(fpuzzlesJSON()))
	f.Add(" N4Ig zglgXgp\n")
	f.Add("wAAA")
	f.Add("N4Ig=gpi")
	const limit = 1 << 16
	f.Fuzz(func(t *testing.T, in string) {
		for _, enc := range []Encoding{Base64, URI} {
			got, err := enc.DecompressLimit(in, limit)
			if err != nil {
				var e *Error
				require.True(t, errors.As(err, &e), "%v: %T %v", enc, err, err)
				require.LessOrEqual(t, e.Offset, len(in))
				require.Empty(t, got)
			} else {
				require.LessOrEqual(t, len(utf16.Encode([]rune(got))), limit)
				again, err := enc.Decompress(enc.Compress(got))
				require.NoError(t, err)
				require.Equal(t, got, again)
			}

			var want strings.Builder // in as Compress reads it
			for _, r := range in {
				want.WriteRune(r)
			}
			again, err := enc.Decompress(enc.Compress(in))
			require.NoError(t, err)
			require.Equal(t, want.String(), again)
		}
	})
}
