package kinddef_test

import (
	"strings"
	"testing"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/kinddef"
	"github.com/sudoku-rules/sudoku/specs"
)

// FuzzCompile: any expression of a definition (a pair rule, a machine's
// next, a regular expression, a set rule, a mark) is compiled or refused without a panic, and one that
// compiles binds to a board, or is refused there, in bounded time.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{"abs(a - b) > 1", "b > a", "a + b == 10 or a + b == 5", "a % 2 != b % 2", "max(a, b) > 2 ? a != b : true", "count(1..10, # > a) > 0", "a ** 99 > b", "a / (b - b) > 0", "a % (b - b) == 0",
		"s + v < 10 ? s + v : (s + v == 10 ? 0 : fail)", "s * 10 + v", "v > s ? v : fail", "s % (v - v)", "(12|21)*3?", "[1-4]+", "(a|b",
		"count(values, # % 2 == 1) == n", "not (n in sums)", "distinct == n", "all(values, counts[#] == #)", "sum(filter(values, # > n)) > 3", "any(values, all(values, # > 1))"} {
		for form := range uint8(6) {
			f.Add(s, form)
		}
	}
	f.Add(longInput, uint8(2))
	f.Fuzz(func(t *testing.T, src string, form uint8) {
		d := kinddef.Def{Key: "rule", Doc: "a fuzzed rule"}
		key := [6]string{"next-pair", "every-pair", "next", "regex", "holds", "marks"}[form%6]
		switch form % 6 {
		case 0:
			d.NextPair = src
		case 1:
			d.EveryPair = src
		case 2:
			d.Next, d.Accept = src, "true"
		case 3:
			d.Regex = src
		case 4:
			d.Cells, d.Holds, d.Args = "set", src, []constraint.DefinedArg{{Name: "n", Default: 2, HasDefault: true}}
		default:
			d.Marks = []kinddef.MarkDef{{Key: "m", Pair: src}}
		}
		if _, err := kinddef.Compile(d); err != nil {
			return
		}
		spec := "name: f\nextends: 4x4\nkinds:\n  rule:\n    doc: d\n    " + key + ": " + quote(src) + "\n    accept: \"true\"\nconstraints:\n  - rule: [r1c1, r1c2, r2c2, r2c1]\n"
		switch form % 6 {
		case 2:
		case 4:
			spec = strings.Replace(spec, "    accept: \"true\"\n", "    cells: set\n    args: {n: 2}\n", 1)
		case 5:
			spec = "name: f\nextends: 4x4\nkinds:\n  rule:\n    doc: d\n    marks: {m: " + quote(src) + "}\nconstraints:\n  - rule: {m: [[r1c1, r1c2]], negative: true}\n"
		default:
			spec = strings.Replace(spec, "    accept: \"true\"\n", "", 1)
		}
		_, _ = specs.Parse("f.yaml", []byte(spec))
	})
}

// longInput is a next (form 2) that FuzzCompile found: no rule, but its
// 1,423 characters went through the expression library's lexer and the
// snippet of its error, and so gave a coverage that hung on its length.
// Go's minimizer, quadratic in an input's length, worked on it for its
// whole minute while the run's count of inputs stood still. Compile now
// refuses it by its length (maxLength), before the library reads it.
var longInput = "\xb8a\xe2\x81\xc4\xd5xxxx" + strings.Repeat("\x03", 1413)

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
