package kinddef_test

import (
	"testing"

	"github.com/sudoku-rules/sudoku/kinddef"
	"github.com/sudoku-rules/sudoku/specs"
)

// FuzzCompile: any expression of a definition is compiled or refused
// without a panic, and one that compiles binds to a board, or is refused
// there, in bounded time.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{"abs(a - b) > 1", "b > a", "a + b == 10 or a + b == 5", "a % 2 != b % 2", "max(a, b) > 2 ? a != b : true", "count(1..10, # > a) > 0", "a ** 99 > b", "a / (b - b) > 0", "a % (b - b) == 0"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, src string, every bool) {
		d := kinddef.Def{Key: "rule", Doc: "a fuzzed rule", NextPair: src}
		if every {
			d.NextPair, d.EveryPair = "", src
		}
		if _, err := kinddef.Compile(d); err != nil {
			return
		}
		form := "next-pair"
		if every {
			form = "every-pair"
		}
		spec := "name: f\nextends: 4x4\nkinds:\n  rule:\n    doc: d\n    " + form + ": " + quote(src) + "\nconstraints:\n  - rule: [r1c1, r1c2, r2c2]\n"
		_, _ = specs.Parse("f.yaml", []byte(spec))
	})
}

// quote writes s as a YAML double-quoted string.
func quote(s string) string {
	out := []byte{'"'}
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			out = append(out, '\\', byte(r))
		case r < 0x20 || r == 0x7f:
			out = append(out, []byte("\\x")...)
			out = append(out, "0123456789abcdef"[r>>4], "0123456789abcdef"[r&15])
		default:
			out = append(out, string(r)...)
		}
	}
	return string(append(out, '"'))
}
