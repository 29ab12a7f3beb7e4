// Package lzstring reads and writes the format of the JavaScript library
// lz-string (pieroxy), in which f-puzzles and SudokuPad links carry
// their puzzles: f-puzzles' ?load= is the puzzle's JSON after
// compressToBase64, and SudokuPad also takes
// compressToEncodedURIComponent. Base64 and URI are those two encodings;
// Compress writes exactly what the library writes for the same text, and
// Decompress reads it back.
//
// # The format
//
// The text is read as UTF-16 code units and compressed in the manner of
// LZW: each code names an entry of a dictionary that both sides grow the
// same way. Codes 0 and 1 bring a code unit not seen before, in the 8 or
// 16 bits that follow, as a new entry; code 2 ends the data; entries are
// numbered from 3, the first unit being entry 3. After each code but the
// first, the entry before it followed by the first unit of its own
// becomes an entry; a code may name that entry while it is being made.
// A code takes as many bits as it takes to write the dictionary's size
// when the code is read (two for the first). Every value is written least significant
// bit first, and the bits fill six-bit characters of the alphabet from
// the most significant; the last character is filled with zeros, and
// Base64 is padded with '=' to a multiple of four characters.
//
// The library keeps its phrases as the keys of a JavaScript object, where
// the key "__proto__" cannot be set: that phrase is numbered but never
// used. Compress does the same, so that its output stays the library's.
//
// # Limits
//
// Input comes from users, so Decompress never panics and never loops
// forever: every code takes bits of the input, which is read once. The
// text it returns is at most DefaultLimit UTF-16 code units (4 Mi), or
// the limit given to DecompressLimit; 10 KB of input can name 12 million
// units (each code an entry one unit longer than the one before), so the
// limit is checked before every entry is written out. The dictionary
// costs 8 bytes an entry and gains at most two entries an input byte.
// Errors are *Error, with the byte offset at which the decoding stopped.
package lzstring
