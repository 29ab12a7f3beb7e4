package constraint_test

import "testing"

func TestMaximumSound(t *testing.T) {
	checkKind(t, "4x4", 25, 0.1, extrema(false))
	checkKind(t, "6x6", 12, 0.2, extrema(false))
}
