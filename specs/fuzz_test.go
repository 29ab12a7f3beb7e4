package specs

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/hashicorp/go-multierror"
	"github.com/sudoku-rules/sudoku/game"
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
