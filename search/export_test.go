package search

// SetFirstDepths sets the depths a kernel of any groups made after it has
// room for at first, and returns the value before: the tests make it
// small so that the search grows its room often.
func SetFirstDepths(n int) (was int) {
	was, firstDepths = firstDepths, n
	return was
}
