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

// FuzzParse checks that Parse never panics, that it returns either a spec
// or positioned errors, and that rendering either never panics.
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
			var me *multierror.Error
			if !errors.As(err, &me) {
				t.Fatalf("want *multierror.Error, got %T", err)
			}
			for _, e := range me.Errors {
				var ge *game.Error
				if !errors.As(e, &ge) {
					t.Fatalf("want *game.Error, got %T: %v", e, e)
				}
				_ = ge.WithSource()
			}
			return
		}
		if s == nil || s.Rules == nil {
			t.Fatal("no spec and no error")
		}
		_ = s.Format()
	})
}

// FuzzValues checks the values text: parseValueText never panics, what it
// accepts is a valid list of values, and a spec whose values are the text
// is either read or refused with errors positioned in its file.
func FuzzValues(f *testing.F) {
	for _, s := range []string{"1-9", "1-9,A-C", "1-9 A-C", "0-F", "10-25", "red green blue", "XYZ", "x-ray", "1-9,,", "\x1b[2J", "α-ω", "1-99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
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
		data, err := yaml.Marshal(map[string]any{"values": text, "groups": []string{"rows", "columns"}})
		if err != nil {
			t.Skip(err)
		}
		if _, err := Parse("fuzz.yaml", data); err != nil {
			var me *multierror.Error
			if !errors.As(err, &me) {
				t.Fatalf("want *multierror.Error, got %T", err)
			}
			for _, e := range me.Errors {
				var ge *game.Error
				if !errors.As(e, &ge) || ge.Pos.File != "fuzz.yaml" || ge.Pos.Line < 1 {
					t.Fatalf("want an error positioned in fuzz.yaml, got %T: %v\nin:\n%s", e, e, data)
				}
			}
		}
	})
}
