package specs

import (
	_ "embed"
	"fmt"
	"slices"
	"sync"

	"go.yaml.in/yaml/v3"

	"github.com/sudoku-rules/sudoku/constraint"
)

// libraryData is the library of kinds that ship with the program: the
// body of a kinds: section (package kinddef).
//
//go:embed library.yaml
var libraryData []byte

// library compiles the library once.
var library = sync.OnceValues(func() ([]*constraint.Kind, error) {
	errs := &errorList{}
	p := &parser{f: newFile("library.yaml", libraryData), errs: errs, kinds: constraint.All()}
	var doc yaml.Node
	if err := yaml.Unmarshal(libraryData, &doc); err != nil || len(doc.Content) == 0 {
		return nil, fmt.Errorf("the library of kinds: %v", err)
	}
	d := &def{}
	p.defineKinds(d, doc.Content[0])
	if err := errs.err(); err != nil {
		return nil, fmt.Errorf("the library of kinds: %w", err)
	}
	return d.kinds, nil
})

// Library returns the kinds that ship with the program defined as a
// spec defines its own (library.yaml), which every spec knows beside the
// built-in kinds of package constraint. It fails only if the library
// does, which its tests rule out.
func Library() ([]*constraint.Kind, error) {
	kinds, err := library()
	return slices.Clone(kinds), err
}

// Kinds returns every kind a spec knows without defining it: the
// built-in kinds and the library's.
func Kinds() ([]*constraint.Kind, error) {
	lib, err := library()
	if err != nil {
		return nil, err
	}
	return append(constraint.All(), lib...), nil
}

// inLibrary reports whether k is one of the library's kinds.
func inLibrary(k *constraint.Kind) bool {
	lib, _ := library()
	return k != nil && slices.Contains(lib, k)
}

// libraryKey reports whether key is one of the library's kinds' keys.
func libraryKey(key string) bool {
	lib, _ := library()
	return constraint.Lookup(lib, key) != nil
}
