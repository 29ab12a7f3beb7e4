package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/pflag"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/input"
	"github.com/sudoku-rules/sudoku/specs"
	"github.com/sudoku-rules/sudoku/strategy"
)

// strategyList reads the value of --strategies: the named techniques in
// order, checked, or nil for an empty value (the default ones). Techniques
// are stateless descriptors, so one list serves every engine.
func strategyList(value string) ([]*strategy.Technique, error) {
	if value == "" {
		return nil, nil
	}
	list, err := strategy.ByNames(strings.Split(value, ","))
	if err != nil {
		return nil, fmt.Errorf("--strategies: %w", err)
	}
	return list, nil
}

// graded reports whether --strategies asks for the human preset: the
// rules then run in the steps a person takes, each at its difficulty
// (strategy.Options Graded).
func graded(value string) bool {
	return strings.EqualFold(strings.TrimSpace(value), strategy.Human)
}

// strategiesHelp is the help of --strategies: what runs when it is not given.
func strategiesHelp() string {
	var names []string
	for _, t := range strategy.Default() {
		names = append(names, t.Name)
	}
	return "comma-separated strategies in the order they are asked; 'human' is every technique, easiest first ('sudoku strategies' lists them). Default: " + strings.Join(names, ",")
}

// specFlags choose the variant: --spec, and --values to write its values
// another way.
type specFlags struct {
	spec     string
	values   string
	anywhere bool
}

// define adds --spec and --values to fs.
func (s *specFlags) define(fs *pflag.FlagSet) {
	fs.StringVar(&s.spec, "spec", "classic", "the variant: a built-in spec name (see 'sudoku specs'), NxN or latinN for any n, or a spec file")
	fs.StringVar(&s.values, "values", "", "the spec's values written another way, as many as it has, e.g. 1-16 for 16x16 (default: the spec's own)")
	fs.BoolVar(&s.anywhere, "allow-extends-anywhere", false, "let a spec file extend files outside its own folder (by default only the built-ins and the files in its folder and below)")
}

// lookup returns the spec the flags name. The notes of a spec file (not
// of a built-in) go to stderr: groups dropped as repeats.
func (s *specFlags) lookup(e *env) (*specs.Spec, error) {
	sp, err := specs.Loader{ExtendsAnywhere: s.anywhere}.Lookup(s.spec)
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(sp.Source, "builtin/") {
		for _, n := range sp.Notes {
			fmt.Fprintf(e.stderr, "sudoku: note: %s\n", n)
		}
	}
	if s.values == "" {
		return sp, nil
	}
	return sp.WithValues(s.values)
}

// openWith returns the puzzles of args (files, "-" or puzzles written
// out), or of standard input when it is piped and args is empty, or the
// spec's default puzzle, reading by opts. An empty pipe (closed without a
// byte, as a script may leave it) counts as nothing piped.
func (e *env) openWith(sp *specs.Spec, args []string, opts input.Options) (*input.Stream, error) {
	if len(args) == 0 && e.piped {
		br := bufio.NewReader(e.stdin)
		if _, err := br.Peek(1); err != io.EOF {
			args = []string{"-"}
		}
		e.stdin = br
	}
	return input.OpenWith(sp, args, e.stdin, opts)
}

// lenientFlag is --lenient, of the commands that read puzzles.
type lenientFlag struct{ lenient bool }

// define adds --lenient to fs.
func (l *lenientFlag) define(fs *pflag.FlagSet) {
	fs.BoolVar(&l.lenient, "lenient", false, "read a SudokuPad puzzle whose drawings are not all rules, or an f-puzzles puzzle with a key no rule here reads: what is left out is said with the puzzle, where without it that is an error")
}

// options are the input options of the flag.
func (l *lenientFlag) options() input.Options { return input.Options{Lenient: l.lenient} }

// maxThreads bounds --threads: each thread holds an engine of its own.
const maxThreads = 256

// checkThreads checks the value of --threads.
func checkThreads(n int) error {
	if n < 1 || n > maxThreads {
		return fmt.Errorf("--threads %d: use 1 to %d", n, maxThreads)
	}
	return nil
}

// withValuesHint adds to a "too many fields" error of a puzzle written as
// numbers, under a spec whose values are single characters (16x16: 1-9 and
// A-G), how --values reads it.
func withValuesHint(r *game.Rules, err error) error {
	var cerr *puzzle.CountError
	if !errors.As(err, &cerr) || !cerr.NumberWords || cerr.Got <= cerr.Want {
		return err
	}
	n := r.NumValues()
	cerr.Err.Msg += fmt.Sprintf("; for values written as numbers 1-%d, add --values 1-%d", n, n)
	return err
}
