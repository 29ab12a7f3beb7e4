package lzstring

import (
	"math"
	"math/bits"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecompressLenient reads the forms a compressed text takes on its
// way through links, mail and forms.
func TestDecompressLenient(t *testing.T) {
	text := fpuzzlesJSON()
	for _, enc := range []Encoding{Base64, URI} {
		c := enc.Compress(text)
		require.Contains(t, c, "+", "the test wants a '+' to turn into a space")
		var wrapped strings.Builder
		for i := 0; i < len(c); i += 76 {
			wrapped.WriteString(c[i:min(i+76, len(c))] + "\r\n")
		}
		for _, tc := range []struct{ name, in string }{
			{"as written", c},
			{"white space around", " \t\r\n" + c + "\n \n"},
			{"no padding", strings.TrimRight(c, "=")},
			{"'+' as a space, as in a URL's query", strings.ReplaceAll(c, "+", " ")},
			{"lines of 76 characters", wrapped.String()},
			{"tabs inside", c[:10] + "\t" + c[10:]},
			{"more after the end code", c + "&title=x y"},
		} {
			got, err := enc.Decompress(tc.in)
			if assert.NoError(t, err, "%v: %s", enc, tc.name) {
				assert.Equal(t, text, got, "%v: %s", enc, tc.name)
			}
		}
	}
}

// stream writes codes and literals as the compressor's bits, to make
// input the compressor never writes.
func stream(enc Encoding, write func(w *bitWriter)) string {
	w := bitWriter{chars: enc.alphabet().chars}
	write(&w)
	w.flush()
	return string(w.out)
}

func TestDecompressErrors(t *testing.T) {
	noEntry := stream(Base64, func(w *bitWriter) {
		w.write(literal8Code, 2)
		w.write('a', 8)
		w.write(7, 3) // entries 0 to 3 are all there are
	})
	beyondEnd := stream(Base64, func(w *bitWriter) {
		w.write(literal8Code, 2)
		w.write('a', 8)
		w.write(3, 3) // 'a', then no end code
	})
	for _, tc := range []struct {
		name   string
		enc    Encoding
		in     string
		offset int
		msg    string
	}{
		{"empty", Base64, "", 0, "no data"},
		{"blank", URI, " \t\r\n", 4, "no data"},
		{"bad character", Base64, "N4Ig!gpi", 4, `character '!' is not in the base64 alphabet`},
		{"base64's '/' in URI", URI, "N4Ig/gpi", 4, `character '/' is not in the URI alphabet`},
		{"URI's '$' in base64", Base64, "N4Ig$gpi", 4, `character '$' is not in the base64 alphabet`},
		{"'=' in URI", URI, "N4Ig==", 4, `character '=' is not in the URI alphabet`},
		{"padding inside", Base64, "N4Ig=gpi", 4, "padding '=' before the end code"},
		{"not ASCII", Base64, "N4猫gpi", 2, `character '猫' is not in the base64 alphabet`},
		{"not UTF-8", Base64, "N4\xffgpi", 2, "byte 0xff is not in the base64 alphabet"},
		{"control character", Base64, "N4\x00gpi", 2, `character '\x00' is not in the base64 alphabet`},
		{"truncated", Base64, "N4IgzglgXgpiBcBOANCA", 20, "the data ends before its end code"},
		{"truncated after white space", URI, "N4IgzglgXgpiBcBOANCA\n", 21, "the data ends before its end code"},
		{"no end code", Base64, beyondEnd, len(beyondEnd), "the data ends before its end code"},
		{"code 3 first", Base64, "wAAA", 1, "the data begins with code 3"},
		{"unknown entry", Base64, noEntry, 3, "code 7 names no entry: the dictionary has 4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := tc.enc.Decompress(tc.in)
			assert.Empty(t, got)
			var e *Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tc.offset, e.Offset)
			assert.Contains(t, e.Error(), tc.msg)
			assert.True(t, strings.HasPrefix(e.Error(), "lzstring: input byte "), e.Error())
			assert.NotErrorIs(t, err, ErrTooLong)
		})
	}
}

func TestDecompressLimit(t *testing.T) {
	for _, tc := range []struct {
		name  string
		text  string
		limit int
		ok    bool
	}{
		{"empty text, no room", "", 0, true},
		{"negative limit", "", -1, true},
		{"one unit, no room", "a", 0, false},
		{"a literal past the limit", "ab", 1, false},
		{"an entry past the limit", "aaaa", 3, false},
		{"up to the limit", strings.Repeat("a", 1000), 1000, true},
		{"one past the limit", strings.Repeat("a", 1000), 999, false},
		{"a surrogate pair is two units", "😀", 2, true},
		{"a surrogate pair is two units, over", "😀", 1, false},
		{"a huge limit", "abc", math.MaxInt, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, enc := range []Encoding{Base64, URI} {
				got, err := enc.DecompressLimit(enc.Compress(tc.text), tc.limit)
				if tc.ok {
					require.NoError(t, err)
					assert.Equal(t, tc.text, got)
					continue
				}
				require.ErrorIs(t, err, ErrTooLong)
				var e *Error
				require.ErrorAs(t, err, &e)
				assert.Contains(t, err.Error(), "decompressed text longer than the limit of")
			}
		})
	}
}

// An input of 9,480 bytes whose every code names the entry being made,
// one unit longer than the one before, is a text of 12.5 million units:
// Decompress stops at the limit, having allocated little more than the
// limit's room.
func TestDecompressBomb(t *testing.T) {
	bomb := stream(URI, func(w *bitWriter) {
		w.write(literal8Code, 2)
		w.write('a', 8)
		entries := 4
		for range 5000 {
			w.write(uint32(entries), bits.Len(uint(entries)))
			entries++
		}
		w.write(endCode, bits.Len(uint(entries)))
	})
	require.Less(t, len(bomb), 10000)
	text, err := URI.DecompressLimit(bomb, math.MaxInt32)
	require.NoError(t, err, "the bomb is well formed")
	require.Len(t, text, 12507501)

	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = URI.Decompress(bomb)
	runtime.ReadMemStats(&after)
	require.ErrorIs(t, err, ErrTooLong)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(5*2*DefaultLimit), "bytes allocated")
}

func BenchmarkDecompress(b *testing.B) {
	text := fpuzzlesJSON()
	link := Base64.Compress(text)
	b.Logf("a link of %d bytes for %d bytes of JSON", len(link), len(text))
	b.SetBytes(int64(len(link)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Base64.Decompress(link); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCompress(b *testing.B) {
	text := fpuzzlesJSON()
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		Base64.Compress(text)
	}
}
