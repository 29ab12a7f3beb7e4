package game

import "unsafe"

// cacheLine is the size, in bytes, of the memory block a processor core
// owns at a time. Two engines solving on two cores must not write into one
// block, or each write takes it from the other core (false sharing).
const cacheLine = 64

// CacheLinePad, as the first and the last field of a struct that a solve
// writes often, keeps every other object off the cache lines the struct's
// fields lie in.
type CacheLinePad [cacheLine]byte

// Padded returns a slice of n elements whose memory is a whole number of
// cache lines, at least one. The allocator places such blocks at multiples
// of their size class, which are multiples of the line, so no other object
// shares a line with them.
func Padded[T any](n int) []T {
	var zero T
	size := int(unsafe.Sizeof(zero))
	if size == 0 {
		return make([]T, n)
	}
	bytes := max(n*size, 1)
	lines := (bytes + cacheLine - 1) / cacheLine
	return make([]T, n, lines*cacheLine/size)
}
