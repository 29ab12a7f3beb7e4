package lzstring

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"unicode/utf16"
	"unicode/utf8"
)

// Decompress reads what Compress, or the JavaScript library with the
// same alphabet, wrote, and returns the text as UTF-8: at most
// DefaultLimit code units (a lone surrogate becomes U+FFFD). It is
// DecompressLimit with DefaultLimit.
func (e Encoding) Decompress(s string) (string, error) {
	return e.DecompressLimit(s, DefaultLimit)
}

// DecompressLimit is Decompress with a limit on the length of the text in
// UTF-16 code units (what JavaScript's String.length counts); above
// math.MaxInt32 it is math.MaxInt32. Past the limit it stops with an
// *Error whose cause is ErrTooLong. Its memory is the text's (2 bytes a
// code unit while it decodes, then the UTF-8 string) and the
// dictionary's: 8 bytes an entry, at most two entries an input byte (a
// code takes 3 bits or more and makes an entry, a literal 11 or more and
// makes two).
//
// It accepts what the library's decompressor accepts from its own
// compressor: white space before the data; line breaks and tabs within
// it; a space for '+' (a URL's query reads '+' as a space); Base64 with
// or without its padding. Whatever follows the end code is not read, as
// in the library. Other input is an *Error that says where it stopped
// and why: a character outside the alphabet, data that ends before its
// end code, or a code for an entry the dictionary does not have.
func (e Encoding) DecompressLimit(s string, limit int) (string, error) {
	limit = min(max(limit, 0), math.MaxInt32)
	a := e.alphabet()
	r := bitReader{s: s, values: a.values, name: a.name}
	for r.i < len(s) && isSpace(s[r.i]) {
		r.i++
	}
	if r.i == len(s) {
		return "", &Error{Offset: r.i, Err: errors.New("no data")}
	}
	units, err := decompress(&r, limit)
	if err != nil {
		return "", err
	}
	return utf8Of(units), nil
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}

// A span is a dictionary entry: where its first occurrence stands in the
// output, and its length. Each entry is the phrase before it and the
// first unit of the phrase after, which follow each other in the output,
// so no entry needs text of its own.
type span struct{ start, n int32 }

func decompress(r *bitReader, limit int) ([]uint16, error) {
	first, err := r.read(2)
	if err != nil {
		return nil, err
	}
	var u uint32
	switch first {
	case literal8Code:
		u, err = r.read(8)
	case literal16Code:
		u, err = r.read(16)
	case endCode:
		return nil, nil
	default:
		return nil, r.errorf("the data begins with code 3, where a literal or the end code must stand")
	}
	if err != nil {
		return nil, err
	}
	if limit < 1 {
		return nil, r.tooLong(limit)
	}
	out := make([]uint16, 1, min(limit, 4*len(r.s)+16))
	out[0] = uint16(u)
	// Codes 0 to 2 are not entries; the first unit is entry 3.
	dict := make([]span, 4, min(limit, len(r.s))+16)
	dict[3] = span{0, 1}
	w := dict[3]
	for {
		code, err := r.read(bits.Len(uint(len(dict))))
		if err != nil {
			return nil, err
		}
		var e span
		switch {
		case code == endCode:
			return out, nil
		case code == literal8Code || code == literal16Code:
			width := 8
			if code == literal16Code {
				width = 16
			}
			if u, err = r.read(width); err != nil {
				return nil, err
			}
			if len(out) == limit {
				return nil, r.tooLong(limit)
			}
			e = span{int32(len(out)), 1}
			out = append(out, uint16(u))
			dict = append(dict, e)
		case int(code) < len(dict):
			e = dict[code]
			if len(out)+int(e.n) > limit {
				return nil, r.tooLong(limit)
			}
			start := len(out)
			out = append(out, out[e.start:e.start+e.n]...)
			e.start = int32(start)
		case int(code) == len(dict):
			// The entry being made: w and w's first unit.
			if len(out)+int(w.n)+1 > limit {
				return nil, r.tooLong(limit)
			}
			start := len(out)
			out = append(out, out[w.start:w.start+w.n]...)
			out = append(out, out[w.start])
			e = span{int32(start), w.n + 1}
		default:
			return nil, r.errorf("code %d names no entry: the dictionary has %d", code, len(dict))
		}
		dict = append(dict, span{w.start, w.n + 1})
		w = e
	}
}

// A bitReader reads values least significant bit first from six-bit
// characters, each read from its most significant bit.
type bitReader struct {
	s      string
	i      int // the next byte of s
	values *[256]int8
	name   string // of the alphabet
	acc    uint64 // bits read from s and not yet used, the last n
	n      int
}

func (r *bitReader) read(width int) (uint32, error) {
	for r.n < width {
		v, err := r.next()
		if err != nil {
			return 0, err
		}
		r.acc = r.acc<<6 | uint64(v)
		r.n += 6
	}
	r.n -= width
	x := r.acc >> r.n & (1<<width - 1)
	return uint32(bits.Reverse64(x) >> (64 - width)), nil
}

func (r *bitReader) next() (int8, error) {
	for r.i < len(r.s) {
		c := r.s[r.i]
		r.i++
		switch v := r.values[c]; v {
		case skipped:
			continue
		case padding:
			r.i--
			return 0, r.errorf("padding '=' before the end code")
		case notInAlphabet:
			r.i--
			ch, _ := utf8.DecodeRuneInString(r.s[r.i:])
			if ch == utf8.RuneError {
				return 0, r.errorf("byte %#02x is not in the %s alphabet", c, r.name)
			}
			return 0, r.errorf("character %q is not in the %s alphabet", ch, r.name)
		default:
			return v, nil
		}
	}
	return 0, r.errorf("the data ends before its end code")
}

func (r *bitReader) errorf(format string, args ...any) *Error {
	return &Error{Offset: r.i, Err: fmt.Errorf(format, args...)}
}

func (r *bitReader) tooLong(limit int) *Error {
	return &Error{Offset: r.i, Err: fmt.Errorf("%w of %d code units", ErrTooLong, limit)}
}

// utf8Of converts UTF-16 to UTF-8, a lone surrogate to U+FFFD.
func utf8Of(units []uint16) string {
	b := make([]byte, len(units))
	i := 0
	for ; i < len(units) && units[i] < utf8.RuneSelf; i++ {
		b[i] = byte(units[i])
	}
	b = b[:i]
	for ; i < len(units); i++ {
		u := rune(units[i])
		switch {
		case u < utf8.RuneSelf:
			b = append(b, byte(u))
			continue
		case utf16.IsSurrogate(u) && i+1 < len(units):
			if r := utf16.DecodeRune(u, rune(units[i+1])); r != utf8.RuneError {
				u = r
				i++
			}
		}
		b = utf8.AppendRune(b, u)
	}
	return string(b)
}
