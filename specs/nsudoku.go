package specs

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/groups"
)

// NSudoku returns the n-Sudoku of any size n from 1 to game.MaxValues, the
// spec Lookup gives for "NxN": n rows, n columns and, unless n is prime,
// boxes of groups.BoxShape(n). No boxes tile a board of prime side, so
// then it is a Latin square, as Latin(n) gives, and its description says
// so. The values are 1-9 then A-Z for n up to 35, 0-9A-Z for 36, and the
// numbers 1..n as words beyond.
func NSudoku(n int) (*Spec, error) {
	name := fmt.Sprintf("%dx%d", n, n)
	h, w := groups.BoxShape(n)
	if h == 0 {
		why := ""
		if n > 1 {
			why = fmt.Sprintf(", since %d is prime and no boxes tile the board", n)
		}
		return sized(name, n, fmt.Sprintf("Latin square of %dx%d: rows and columns only%s", n, n, why), "")
	}
	return sized(name, n, fmt.Sprintf("Sudoku of %dx%d with boxes of %dx%d", n, n, h, w), fmt.Sprintf("  - boxes: %dx%d\n", h, w))
}

// Latin returns the Latin square of any size n from 1 to game.MaxValues,
// the spec Lookup gives for "latinN": n rows and n columns, each holding
// every value once, and no boxes. Its values are those of NSudoku(n).
func Latin(n int) (*Spec, error) {
	return sized(fmt.Sprintf("latin%d", n), n, fmt.Sprintf("Latin square of %dx%d: rows and columns only", n, n), "")
}

// sized returns a spec of n x n with n values, rows, columns and the groups
// of more (YAML list items).
func sized(name string, n int, description, more string) (*Spec, error) {
	if n < 1 || n > game.MaxValues {
		return nil, fmt.Errorf("spec %s: n must be from 1 to %d, the most values supported", name, game.MaxValues)
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
	text := fmt.Sprintf("name: %q\ndescription: %q\nsize: %dx%d\nvalues: %q\ngroups:\n  - rows\n  - columns\n%s", name, description, n, n, values, more)
	return Parse(name, []byte(text))
}
