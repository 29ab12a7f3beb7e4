package lzstring

import (
	"errors"
	"fmt"
)

// An Encoding is one of the two alphabets of six-bit characters that
// lz-string writes its bits in.
type Encoding uint8

const (
	// Base64 is the alphabet of compressToBase64: A-Z, a-z, 0-9, '+' and
	// '/', padded with '=' to a multiple of four characters. f-puzzles
	// links (?load=...) use it.
	Base64 Encoding = iota
	// URI is the alphabet of compressToEncodedURIComponent: A-Z, a-z,
	// 0-9, '+', '-' and '$', never padded.
	URI
)

// DefaultLimit is the most UTF-16 code units Decompress returns: 4 Mi,
// which as a Go string is at most 12 MiB (a code unit takes one to three
// bytes of UTF-8, a surrogate pair four). An f-puzzles puzzle is a few
// kilobytes to a few hundred.
const DefaultLimit = 4 << 20

// ErrTooLong is the cause of an *Error when the decompressed text would
// be longer than the limit.
var ErrTooLong = errors.New("decompressed text longer than the limit")

// An Error says where in the input and why it is not what the encoding's
// compressor writes.
type Error struct {
	// Offset is the byte offset in the input at which the decoding
	// stopped: at a character not in the alphabet, or after the one that
	// holds the end of a wrong code.
	Offset int
	Err    error // what is wrong
}

func (e *Error) Error() string {
	return fmt.Sprintf("lzstring: input byte %d: %v", e.Offset, e.Err)
}

func (e *Error) Unwrap() error { return e.Err }

// An alphabet is an encoding's characters and, for every byte, its value.
type alphabet struct {
	name   string
	chars  string
	values *[256]int8
}

var alphabets = [...]alphabet{
	Base64: {"base64", base64Chars, reverse(base64Chars, true)},
	URI:    {"URI", uriChars, reverse(uriChars, false)},
}

const (
	base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	uriChars    = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$"
)

// Byte values in the reverse tables beyond the 64 characters.
const (
	notInAlphabet = -1
	padding       = -2 // '=' in Base64
	skipped       = -3 // '\t', '\n', '\r': line breaks and tabs are passed over
)

func reverse(chars string, padded bool) *[256]int8 {
	var t [256]int8
	for i := range t {
		t[i] = notInAlphabet
	}
	for i := 0; i < len(chars); i++ {
		t[chars[i]] = int8(i)
	}
	if padded {
		t['='] = padding
	}
	t['\t'], t['\n'], t['\r'] = skipped, skipped, skipped
	// A '+' in a URL's query reads as a space: the space stands for '+'.
	t[' '] = t['+']
	return &t
}

func (e Encoding) alphabet() *alphabet {
	if int(e) >= len(alphabets) {
		panic(fmt.Sprintf("lzstring: unknown Encoding %d", uint8(e)))
	}
	return &alphabets[e]
}

// String names the encoding: "base64" or "URI".
func (e Encoding) String() string {
	if int(e) >= len(alphabets) {
		return fmt.Sprintf("Encoding(%d)", uint8(e))
	}
	return alphabets[e].name
}
