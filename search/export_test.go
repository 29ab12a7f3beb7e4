package search

// SetFirstDepths sets the depths a kernel of any groups made after it has
// room for at first, and returns the value before: the tests make it
// small so that the search grows its room often.
func SetFirstDepths(n int) (was int) {
	was, firstDepths = firstDepths, n
	return was
}

// SetCheckValues sets whether the kernel of any groups checks, each time
// it asks its constraints, that each field's values are those its
// per-value sets give; it returns the setting before.
func SetCheckValues(on bool) (was bool) {
	was, checkValues = checkValues, on
	return was
}
