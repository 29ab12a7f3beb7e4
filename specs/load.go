package specs

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// A Loader reads spec files, with options for what they may do. Its zero
// value is what Load, Lookup and Parse use.
type Loader struct {
	// ExtendsAnywhere lets a spec file extend a spec file anywhere. By
	// default extends may name a built-in, or a file in the folder of the
	// spec being read (the path given to Load or Lookup, the file name
	// given to Parse) or below it, after symbolic links and ".." are
	// resolved, so that a spec written by someone else cannot have other
	// files of this machine read.
	ExtendsAnywhere bool
	// Kinds are constraint kinds the specs may use besides the built-in
	// ones (constraint.All): a program's own, or a test's.
	Kinds []*constraint.Kind
	// Untrusted reads specs that come from someone who may not read this
	// machine's files (a web page): extends may name only built-in specs,
	// whatever ExtendsAnywhere says. ParseUntrusted reads with it.
	Untrusted bool
	// MaxFields, when positive, is the most fields a spec's board may
	// have: a larger one is an error before any of its rules is built
	// (a server's bound on the boards it takes).
	MaxFields int
}

// Parse reads a spec from data as the package function Parse does, with
// the options of l.
func (l Loader) Parse(file string, data []byte) (*Spec, error) {
	return l.ParseContext(context.Background(), file, data)
}

// ParseContext reads a spec from data as Parse does, and stops building
// its rules when ctx ends, with an error that wraps ctx's.
func (l Loader) ParseContext(ctx context.Context, file string, data []byte) (*Spec, error) {
	if l.Untrusted {
		return parse(ctx, file, data, builtinSource{}, []string{file}, l)
	}
	return parse(ctx, file, data, l.source(file), []string{fileKey(file)}, l)
}

// Load reads the spec file at path as the package function Load does, with
// the options of l.
func (l Loader) Load(path string) (*Spec, error) {
	data, err := ReadFile(path)
	if err != nil {
		return nil, err
	}
	return parse(context.Background(), path, data, l.source(path), []string{fileKey(path)}, l)
}

// ReadFile reads the file at path as Load reads a spec file: a regular
// file only, and at most MaxSpecBytes+1 bytes of it, so that Parse can
// tell a text too long without reading it all. A caller that looks at a
// file before it takes it for a spec (a YAML list of puzzles is none)
// reads it so, then parses what it read.
func ReadFile(path string) ([]byte, error) {
	data, err := readSpecFile(path)
	var nr *notRegularError
	if errors.As(err, &nr) {
		return nil, fmt.Errorf("spec file %w: give the path of a spec file", err)
	}
	if err != nil {
		return nil, fmt.Errorf("spec file: %w", err)
	}
	return data, nil
}

// Lookup finds a spec as the package function Lookup does, and reads a
// spec file with the options of l.
func (l Loader) Lookup(nameOrPath string) (*Spec, error) {
	if s, ok, err := lookupName(nameOrPath); ok {
		return s, err
	}
	if _, err := os.Stat(nameOrPath); err != nil {
		return nil, fmt.Errorf("unknown spec %s: %sgive a built-in name (%s), NxN, latinN, or the path of a spec file", game.Excerpt(nameOrPath), suggest(nameOrPath, Names()), joinNames())
	}
	return l.Load(nameOrPath)
}

// source returns where the spec file at path finds the specs it extends.
func (l Loader) source(path string) fileSource {
	dir, _ := filepath.Abs(filepath.Dir(path))
	real, err := filepath.EvalSymlinks(dir)
	if err != nil {
		real = dir
	}
	return fileSource{dir: dir, realDir: real, anywhere: l.ExtendsAnywhere}
}

// fileKey identifies the file at path for extends cycles: its absolute
// path with symbolic links resolved, or as written when they cannot be.
func fileKey(path string) string {
	if real, err := filepath.EvalSymlinks(path); err == nil {
		path = real
	}
	abs, _ := filepath.Abs(path)
	return abs
}

// fileSource lets a spec file extend a built-in by name or another file by
// a path relative to its own folder: one within dir, the folder of the
// spec being read, unless anywhere.
type fileSource struct {
	dir      string // absolute, as written
	realDir  string // dir with symbolic links resolved
	anywhere bool
}

func (s fileSource) open(from, ref string) (*file, string, []byte, error) {
	if _, ok := builtinData(ref); ok {
		return builtinSource{}.open(from, ref)
	}
	if strings.HasPrefix(from, "builtin/") {
		return builtinSource{}.open(from, ref)
	}
	p := ref
	if !filepath.IsAbs(p) {
		p = filepath.Join(filepath.Dir(from), ref)
	}
	p = filepath.Clean(p)
	// A path outside the folder as written is refused before the file
	// system is asked anything about it; one that links outside it, after.
	abs, _ := filepath.Abs(p)
	if !s.anywhere && !within(s.dir, abs) {
		return nil, "", nil, s.outside(ref)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err == nil && !s.anywhere && !within(s.realDir, real) {
		return nil, "", nil, s.outside(ref)
	}
	var data []byte
	if err == nil {
		data, err = readSpecFile(real)
	}
	var nr *notRegularError
	if errors.As(err, &nr) {
		return nil, "", nil, fmt.Errorf("spec %s to extend is %s, not a regular file: extend a spec file, or a built-in by name", game.Excerpt(ref), nr.what())
	}
	if err != nil {
		hint := "give a built-in name (" + joinNames() + ") or the path of a spec file relative to this one"
		if s := suggest(ref, Names()); s != "" && path.Ext(ref) == "" {
			hint = s + hint
		}
		if os.IsNotExist(err) {
			return nil, "", nil, fmt.Errorf("unknown spec %s to extend: %s", game.Excerpt(ref), hint)
		}
		return nil, "", nil, fmt.Errorf("spec %s to extend cannot be read: %w", game.Excerpt(ref), err)
	}
	f := newFile(p, data)
	f.foreign = true
	return f, real, data, nil
}

func (s fileSource) outside(ref string) error {
	return fmt.Errorf("spec %s to extend is outside %s, the folder of the spec being read: a spec may extend the built-ins and the files in that folder and below it; copy the file there", game.Excerpt(ref), s.dir)
}

// within reports whether path is dir or below it; both are absolute and
// clean.
func within(dir, path string) bool {
	rel, err := filepath.Rel(dir, path)
	return err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator))
}
