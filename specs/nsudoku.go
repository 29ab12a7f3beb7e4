package specs

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// boxShape returns the box of an n-Sudoku: h x w with h the largest divisor
// of n not above its square root and w = n/h (9 -> 3x3, 6 -> 2x3, 12 -> 3x4).
// For a prime n, h is 1: such a board has no boxes.
func boxShape(n int) (h, w int) {
	h = 1
	for d := 1; d*d <= n; d++ {
		if n%d == 0 {
			h = d
		}
	}
	return h, n / h
}

// NSudoku returns the n-Sudoku of any size n from 1 to game.MaxValues: n
// rows, n columns and, unless n is prime, boxes of boxShape(n); a prime n
// gives a Latin square. The values are 1-9 then A-Z for n up to 35, 0-9A-Z
// for 36, and the numbers 1..n as words beyond.
func NSudoku(n int) (*Spec, error) {
	if n < 1 || n > game.MaxValues {
		return nil, fmt.Errorf("%dx%d Sudoku: n must be from 1 to %d", n, n, game.MaxValues)
	}
	alphabet := "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	var values string
	switch {
	case n <= 35:
		values = strings.Join(strings.Split(alphabet[:n], ""), " ")
	case n == 36:
		values = "0-9A-Z"
	default:
		values = fmt.Sprintf("1-%d", n)
	}
	h, w := boxShape(n)
	kind := fmt.Sprintf("Sudoku of %dx%d with boxes of %dx%d", n, n, h, w)
	groups := "  - rows\n  - columns\n"
	if h > 1 {
		groups += fmt.Sprintf("  - boxes: %dx%d\n", h, w)
	} else {
		kind = fmt.Sprintf("Latin square of %dx%d: rows and columns, no boxes", n, n)
	}
	name := fmt.Sprintf("%dx%d", n, n)
	text := fmt.Sprintf("name: %q\ndescription: %q\nsize: %s\nvalues: %q\ngroups:\n%s", name, kind, name, values, groups)
	return Parse(name, []byte(text))
}
