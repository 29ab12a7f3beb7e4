package specs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/hashicorp/go-multierror"
	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

// checkPositioned fails t unless err is a *multierror.Error of *game.Error,
// each in a file and on a line of it, and renders each.
func checkPositioned(t *testing.T, err error) {
	t.Helper()
	var me *multierror.Error
	if !errors.As(err, &me) {
		t.Fatalf("want *multierror.Error, got %T", err)
	}
	for _, e := range me.Errors {
		var ge *game.Error
		if !errors.As(e, &ge) {
			t.Fatalf("want *game.Error, got %T: %v", e, e)
		}
		if ge.Pos.File == "" || ge.Pos.Line < 1 {
			t.Fatalf("want a position with a file and a line, got %q", ge.Pos)
		}
		_ = ge.WithSource()
	}
}

// FuzzParse checks that Parse never panics, that it returns either a spec
// or errors positioned on a line of a file, and that rendering either
// never panics.
func FuzzParse(f *testing.F) {
	for _, n := range Names() {
		data, _ := builtinData(n)
		f.Add(data)
	}
	bad, _ := filepath.Glob("../testdata/bad/specs/*.yaml")
	for _, p := range bad {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.yaml", data)
		if err != nil {
			if s != nil {
				t.Fatal("a spec and an error")
			}
			checkPositioned(t, err)
			return
		}
		if s == nil || s.Rules == nil {
			t.Fatal("no spec and no error")
		}
		_ = s.Format()
	})
}

// FuzzValues checks the values text: parseValueText and WithValues never
// panic, what they accept is a valid list of values, and a spec whose values are the text
// (quoted, or written plain, where it may break the YAML) is either read
// or refused with errors positioned on a line of its file.
func FuzzValues(f *testing.F) {
	for _, s := range []string{"1-9", "1-9,A-C", "1-9 A-C", "0-F", "10-25", "red green blue", "XYZ", "x-ray", "1-9,,", "\x1b[2J", "α-ω", "1-99999999999999999999"} {
		f.Add(s)
	}
	sixteen, err := Builtin("16x16")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if s, err := sixteen.WithValues(text); err == nil {
			if s.Rules.NumValues() != 16 || len(s.Puzzles) != len(sixteen.Puzzles) {
				t.Fatalf("%q: %d values, %d puzzles", text, s.Rules.NumValues(), len(s.Puzzles))
			}
		}
		words, err := parseValueText(text)
		if err == nil {
			if len(words) == 0 || len(words) > game.MaxValues {
				t.Fatalf("%q: %d values", text, len(words))
			}
			seen := map[string]bool{}
			for _, w := range words {
				if w == "" || seen[w] || strings.ContainsFunc(w, unicode.IsControl) {
					t.Fatalf("%q: bad value %q in %q", text, w, words)
				}
				seen[w] = true
			}
		}
		quoted, err := yaml.Marshal(map[string]any{"values": text, "groups": []string{"rows", "columns"}})
		if err != nil {
			t.Skip(err)
		}
		plain := []byte("name: v\nvalues: " + text + "\ngroups: [rows, columns]\n")
		for _, data := range [][]byte{quoted, plain} {
			if _, err := Parse("fuzz.yaml", data); err != nil {
				checkPositioned(t, err)
			}
		}
	})
}
