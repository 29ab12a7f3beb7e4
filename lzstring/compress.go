package lzstring

import (
	"math/bits"
	"strings"
	"unicode/utf16"
)

// Compress compresses s as the JavaScript library does, character for
// character: Base64.Compress is compressToBase64 and URI.Compress is
// compressToEncodedURIComponent. The library reads UTF-16 code units, so
// s is taken as UTF-16 (a rune beyond U+FFFF as a surrogate pair); a byte
// of s that is not valid UTF-8 is taken as U+FFFD.
func (e Encoding) Compress(s string) string {
	c := compressor{
		w:       bitWriter{chars: e.alphabet().chars},
		dict:    make(map[uint64]int32),
		pending: make(map[uint16]bool),
		size:    3,
		widthOf: 2,
	}
	for _, r := range s {
		if r1, r2 := utf16.EncodeRune(r); r1 != '\uFFFD' {
			c.add(uint16(r1))
			c.add(uint16(r2))
		} else {
			c.add(uint16(r))
		}
	}
	if c.haveW {
		c.emit()
	}
	c.w.write(endCode, c.width())
	c.w.flush()
	out := string(c.w.out)
	if e == Base64 && len(out)%4 != 0 {
		out += strings.Repeat("=", 4-len(out)%4)
	}
	return out
}

// Codes 0 to 2 say what follows: a literal of 8 or 16 bits, or the end.
const (
	literal8Code  = 0
	literal16Code = 1
	endCode       = 2
)

// A compressor is the state of one Compress: the phrases seen so far and
// the phrase w being extended.
type compressor struct {
	w bitWriter
	// dict numbers each phrase: a phrase is its prefix's code and its
	// last code unit, key(prefix, unit), and a single unit is key(0, unit).
	dict map[uint64]int32
	// pending holds the units with a code whose literal has not been
	// written yet: the first time such a unit is written as a phrase of
	// its own, it goes out as a literal.
	pending map[uint16]bool
	size    int32 // the next phrase's code
	// widthOf is the number of entries the decoder's dictionary will
	// have when it reads the next code (2 before the first, which is
	// read in two bits): its bit length is the width of that code.
	widthOf int

	haveW bool
	wCode int32
	wUnit uint16 // w's one unit, when wOne
	wOne  bool   // w is a single unit
	// wProto says w is the first wLen units of "__proto__" (see add).
	wProto bool
	wLen   int
}

const proto = "__proto__"

func key(prefix int32, unit uint16) uint64 { return uint64(prefix)<<16 | uint64(unit) }

func (c *compressor) width() int { return bits.Len(uint(c.widthOf)) }

// add reads the next code unit.
func (c *compressor) add(u uint16) {
	if _, ok := c.dict[key(0, u)]; !ok {
		c.dict[key(0, u)] = c.size
		c.size++
		c.pending[u] = true
	}
	if c.haveW {
		k := key(c.wCode, u)
		if code, ok := c.dict[k]; ok {
			c.wCode, c.wOne = code, false
			c.wProto = c.wProto && c.wLen < len(proto) && u == uint16(proto[c.wLen])
			c.wLen++
			return
		}
		c.emit()
		// The library keeps its phrases as the keys of a JavaScript
		// object, where the key "__proto__" cannot be set: that phrase
		// gets its number but is never found, and its output is so.
		if !(c.wProto && c.wLen == len(proto)-1 && u == '_') {
			c.dict[k] = c.size
		}
		c.size++
	}
	c.haveW, c.wCode, c.wUnit, c.wOne = true, c.dict[key(0, u)], u, true
	c.wProto, c.wLen = u == '_', 1
}

// emit writes w: as a literal when it is a unit not written before, else
// as its code. Each literal and each code makes the decoder add an entry.
func (c *compressor) emit() {
	if c.wOne && c.pending[c.wUnit] {
		delete(c.pending, c.wUnit)
		if c.wUnit < 1<<8 {
			c.w.write(literal8Code, c.width())
			c.w.write(uint32(c.wUnit), 8)
		} else {
			c.w.write(literal16Code, c.width())
			c.w.write(uint32(c.wUnit), 16)
		}
		c.widthOf++
	} else {
		c.w.write(uint32(c.wCode), c.width())
	}
	c.widthOf++
}

// A bitWriter writes values least significant bit first into six-bit
// characters, each filled from its most significant bit.
type bitWriter struct {
	chars string
	out   []byte
	acc   uint32
	n     int // bits in acc
}

func (b *bitWriter) write(v uint32, width int) {
	for i := 0; i < width; i++ {
		b.acc = b.acc<<1 | v>>i&1
		b.n++
		if b.n == 6 {
			b.out = append(b.out, b.chars[b.acc])
			b.acc, b.n = 0, 0
		}
	}
}

// flush fills the last character with zero bits; when the bits end on a
// character's boundary the library still writes one more, of zeros.
func (b *bitWriter) flush() {
	b.write(0, 6-b.n)
}
