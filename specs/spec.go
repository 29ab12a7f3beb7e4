package specs

import (
	"context"
	"fmt"
	"regexp"
	"strconv"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// Puzzle is a default puzzle of a spec: its givens as written (one value or
// '.' per field, see package doc) and where they start in the spec file. The
// text is not parsed here.
type Puzzle struct {
	Name   string
	Givens string
	Pos    game.Position
	// Rules are the puzzle's own rules when it has constraints of its own
	// (a killer's cages): the spec's, with them; nil otherwise. Givens are
	// of them.
	Rules *game.Rules
	// Candidates are the pencil marks of the position in progress the
	// puzzle holds besides its givens, as written, in a notation package
	// pencil reads (see progress.go); not parsed here, as the givens are
	// not: "" when the puzzle holds only givens.
	Candidates string
	// Placed marks, one entry per field of the puzzle's rules, the fields
	// filled since the givens, as its placed names them; nil when none.
	Placed        []bool
	progress      progressText
	file          *file // the spec file as read, for MoveError; nil when unknown
	items         []item
	constraintsAt game.Position
}

// Spec is a loaded variant: its compiled rules and default puzzles, the
// first of which is the default.
type Spec struct {
	Name        string
	Description string
	Source      string // the file the spec was read from, e.g. "builtin/classic.yaml"
	Rules       *game.Rules
	Puzzles     []Puzzle
	// Kinds are the rule kinds the spec, and those it extends, define in
	// their kinds: sections (package kinddef), which its constraints and
	// puzzles use by their keys.
	Kinds []*constraint.Kind
	// Notes are what was changed in reading the spec that its author may
	// want to know, each with its position: a group that repeats the
	// cells of another is dropped, since it adds nothing but work.
	Notes []string
}

// Parse reads a spec from data; file names it in error positions and is the
// base for a relative extends, which may name a file only in file's folder
// or below it (see Loader). Every problem is reported at once, as a
// *game.Error per problem, sorted by position, joined with errors.Join.
func Parse(file string, data []byte) (*Spec, error) {
	return Loader{}.Parse(file, data)
}

// ParseUntrusted reads a spec that comes from someone who may not read
// this machine's files (a web page): as Parse does, but extends may name
// only built-in specs, never a file.
func ParseUntrusted(name string, data []byte) (*Spec, error) {
	return ParseUntrustedContext(context.Background(), name, data)
}

// ParseUntrustedContext reads a spec as ParseUntrusted does, and stops
// building its rules when ctx ends, with an error that wraps ctx's.
func ParseUntrustedContext(ctx context.Context, name string, data []byte) (*Spec, error) {
	return Loader{Untrusted: true}.ParseContext(ctx, name, data)
}

// Load reads the spec file at path. It works exactly like a built-in: it
// may extend a built-in by name or another file by a path relative to it,
// in path's folder or below it (see Loader).
func Load(path string) (*Spec, error) {
	return Loader{}.Load(path)
}

// parse reads a spec from data, named name, finding the specs it extends
// in src; stack identifies the files being read, for extends cycles, and
// l gives the constraint kinds it knows besides the built-in ones and
// the most fields its board may have.
func parse(ctx context.Context, name string, data []byte, src source, stack []string, l Loader) (*Spec, error) {
	all, err := validKinds(l.Kinds)
	if err != nil {
		return nil, err
	}
	errs := &errorList{}
	p := &parser{f: newFile(name, data), errs: errs, src: src, stack: stack, kinds: all}
	var s *Spec
	if d := p.parse(data); d != nil {
		d.ctx, d.maxFields = ctx, l.MaxFields
		s = d.build(errs)
		if d.stopped != nil {
			return nil, fmt.Errorf("%s: %w", name, d.stopped)
		}
	}
	if err := errs.err(); err != nil {
		return nil, err
	}
	return s, nil
}

var (
	nxn   = regexp.MustCompile(`^(\d{1,3})x(\d{1,3})$`)
	latin = regexp.MustCompile(`^latin ?(\d{1,3})$`)
)

// NameForms returns the name forms Lookup knows besides the built-in
// names and spec files, each with what it gives, for help texts.
func NameForms() []Info {
	return []Info{
		{Name: "NxN", Description: fmt.Sprintf("n-Sudoku of any size n up to %d, e.g. 10x10: rows, columns and boxes as square as n allows; a prime n allows no boxes and gives a Latin square", game.MaxValues)},
		{Name: "latinN", Description: fmt.Sprintf("Latin square of any size n up to %d, e.g. latin7 or \"latin 7\": rows and columns only", game.MaxValues)},
	}
}

// Lookup finds a spec by a built-in name, "NxN" for an n-Sudoku of any size
// n (NSudoku), "latinN" or "latin N" for a Latin square of any size n
// (Latin), or the path of a spec file. A name form that is also a built-in
// name (4x4, latin3) gives the built-in, with its default puzzles.
func Lookup(nameOrPath string) (*Spec, error) {
	return Loader{}.Lookup(nameOrPath)
}

// lookupName finds a spec by a built-in name or a name form, and reports
// whether nameOrPath is one.
func lookupName(nameOrPath string) (*Spec, bool, error) {
	if _, ok := builtinData(nameOrPath); ok {
		s, err := Builtin(nameOrPath)
		return s, true, err
	}
	if m := nxn.FindStringSubmatch(nameOrPath); m != nil && m[1] == m[2] {
		n, _ := strconv.Atoi(m[1])
		s, err := NSudoku(n)
		return s, true, err
	}
	if m := latin.FindStringSubmatch(nameOrPath); m != nil {
		n, _ := strconv.Atoi(m[1])
		if name := "latin" + strconv.Itoa(n); name != nameOrPath {
			if _, ok := builtinData(name); ok {
				s, err := Builtin(name)
				return s, true, err
			}
		}
		s, err := Latin(n)
		return s, true, err
	}
	return nil, false, nil
}
