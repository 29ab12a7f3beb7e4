package constraint_test

import "testing"

func TestOddSound(t *testing.T) {
	checkKind(t, "4x4", 20, 0.1, parities(false))
	checkKind(t, "6x6", 10, 0.2, parities(false))
}
