package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/strategy"
)

// These tests run the command lines a person types first: flags anywhere,
// a puzzle pasted as an argument, puzzles piped in, help and version.

// A classic puzzle with one solution, and that solution.
const (
	pasted       = ".5..83.17...1..4..3.4..56.8....3...9.9.8245....6....7...9....5...729..861.36.72.4"
	pastedSolved = "652483917978162435314975628825736149791824563436519872269348751547291386183657294"
)

// writeFile writes text to a new file in a temporary folder and returns
// its path.
func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestFlagsAfterFiles(t *testing.T) {
	file := writeFile(t, "p.txt", pasted+"\n")
	for _, args := range [][]string{
		{"solve", file, "--format", "line", "--quiet"},
		{"solve", "--format", "line", file, "--quiet"},
		{"solve", "--format=line", "--quiet", file},
	} {
		out := sudoku(t, args...)
		assert.Equal(t, exitOK, out.code, "%q: %s", args, out.stderr)
		assert.Equal(t, pastedSolved+"\n", out.stdout, "%q", args)
	}
	// "--" ends the flags: a file may be called --spec.
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "--spec"), []byte(pasted+"\n"), 0o644))
	t.Chdir(dir)
	out := sudoku(t, "solve", "--format", "line", "--quiet", "--", "--spec")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Equal(t, pastedSolved+"\n", out.stdout)
}

func TestPuzzleAsArgument(t *testing.T) {
	out := sudoku(t, "solve", "--format", "line", "--quiet", pasted)
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Equal(t, pastedSolved+"\n", out.stdout)

	out = sudoku(t, "solve", "--format", "json", "--quiet", pasted, pasted)
	assert.Equal(t, exitOK, out.code, out.stderr)
	for i, j := range decodeLines(t, out.stdout) {
		assert.Equal(t, pastedSolved, j.Solution)
		assert.Equal(t, []string{"argument 1:1:1", "argument 2:1:1"}[i], j.Source)
	}

	// A puzzle with a bad character is reported at its column.
	bad := strings.Replace(pasted, "3", "x", 1)
	out = sudoku(t, "solve", "--quiet", bad)
	assert.Equal(t, exitBad, out.code)
	assert.Contains(t, out.stderr, "argument 1:1:6:")

	// A short word is still taken for a file name.
	out = sudoku(t, "solve", "nothing.txt")
	assert.Equal(t, exitBad, out.code)
	assert.Contains(t, out.stderr, "puzzle file nothing.txt: no such file or directory")

	for _, cmd := range []string{"show", "hint"} {
		out = sudoku(t, cmd, pasted)
		assert.Equal(t, exitOK, out.code, "%s: %s", cmd, out.stderr)
		assert.Contains(t, out.stdout, "at argument 1:1:1", cmd)
	}
	out = sudoku(t, "rate", "--quiet", pasted)
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.True(t, strings.HasPrefix(out.stdout, pasted+" "), out.stdout)
}

func TestPipedInput(t *testing.T) {
	const piped = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	const pipedSolved = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	out := sudokuStdin(t, piped+"\n", "solve", "--format", "line", "--quiet")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Equal(t, pipedSolved+"\n", out.stdout, "the piped puzzle, not the default one")

	out = sudokuStdin(t, pasted+"\n", "rate", "--quiet")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.True(t, strings.HasPrefix(out.stdout, pasted), out.stdout)

	out = sudokuStdin(t, pasted+"\n", "hint", "--pencil=false")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Contains(t, out.stdout, "position 1 at -:")

	// Nothing piped (an empty reader, as /dev/null): the default puzzle.
	out = sudokuStdin(t, "", "solve", "--format", "line", "--quiet")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.NotEqual(t, pipedSolved+"\n", out.stdout)
	assert.Len(t, strings.TrimSpace(out.stdout), 81)
}

func TestHelpAndVersion(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"-h", []string{"solve", "-h"}, []string{"Usage:\n  sudoku solve [flags] [FILE|-|PUZZLE]...", "--spec string", "--format string"}},
		{"--help", []string{"solve", "--help"}, []string{"Usage:\n  sudoku solve [flags]"}},
		{"help solve", []string{"help", "solve"}, []string{"Usage:\n  sudoku solve [flags]", "--trace"}},
		{"help", []string{"help"}, []string{"Available Commands:", "solve", "generate", "Exit codes"}},
		{"--help", []string{"--help"}, []string{"Available Commands:"}},
		{"--version", []string{"--version"}, []string{"sudoku "}},
		{"completion", []string{"completion", "bash"}, []string{"bash completion"}},
		{"commands in lower case", []string{"help"}, []string{"completion  the shell completion script", "help        help about a command"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := sudoku(t, tt.args...)
			assert.Equal(t, exitOK, out.code, out.stderr)
			for _, w := range tt.want {
				assert.Contains(t, out.stdout, w, "help goes to stdout")
			}
			assert.Empty(t, out.stderr)
		})
	}
	// Help lines fit 80 columns.
	for _, line := range strings.Split(sudoku(t, "solve", "-h").stdout, "\n") {
		assert.LessOrEqual(t, len([]rune(line)), 100, line)
	}
}

func TestStrategiesHelpSaysTheDefault(t *testing.T) {
	help := sudoku(t, "solve", "-h").stdout
	assert.NotContains(t, help, "default all")
	flat := regexp.MustCompile(`\s+`).ReplaceAllString(help, " ")
	var names []string
	for _, tech := range strategy.Default() {
		names = append(names, tech.Name)
	}
	require.Equal(t, []string{"LastValue", "PossibleValueForField", "PossibleFieldForValueInGroup"}, names)
	assert.Contains(t, flat, "Default: LastValue,PossibleValueForField,PossibleFieldForValueInGroup ", "in the order the engine asks them")
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown flag", []string{"solve", "--limit", "2"}, "sudoku solve: unknown flag: --limit\nRun 'sudoku solve --help' for usage.\n"},
		{"flag without value", []string{"solve", "--spec"}, "sudoku solve: flag needs an argument: --spec\nRun 'sudoku solve --help' for usage.\n"},
		{"bad number", []string{"rate", "--threads", "many"}, "sudoku rate: invalid argument \"many\" for \"--threads\" flag"},
		{"too many threads", []string{"solve", "--threads", "1000000"}, "sudoku: --threads 1000000: use 1 to 256\n"},
		{"no threads", []string{"bench", "--threads", "0", "x.txt"}, "sudoku: --threads 0: use 1 to 256\n"},
		{"help on no command", []string{"help", "nosuch"}, "sudoku help: unknown command \"nosuch\": 'sudoku help' lists the commands"},
		{"a command mistyped", []string{"solv"}, "unknown command \"solv\" for \"sudoku\"\n\nDid you mean this?\n\tsolve\n"},
		{"negative threads", []string{"bench", "--threads", "-3", "x.txt"}, "sudoku: --threads -3: use 1 to 256\n"},
		{"unknown search", []string{"bench", "--search", "fast", "x.txt"}, "sudoku: --search \"fast\" is no search: auto, kernel or strategies\n"},
		{"kernel with strategies", []string{"bench", "--search", "kernel", "--strategies", "human", "x.txt"}, "sudoku: --search kernel times the search kernel, which finds solutions alone: not with --strategies or --no-guess\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := sudoku(t, tt.args...)
			assert.Equal(t, exitBad, out.code)
			assert.Empty(t, out.stdout)
			assert.Contains(t, out.stderr, tt.want)
		})
	}
}

// fullDisk fails every write, as /dev/full does.
type fullDisk struct{ writes int }

func (f *fullDisk) Write([]byte) (int, error) {
	f.writes++
	return 0, errors.New("no space left on device")
}

func TestFailedWriteStops(t *testing.T) {
	many := writeFile(t, "many.txt", strings.Repeat(pasted+"\n", 20000))
	for _, args := range [][]string{
		{"specs"}, {"strategies"}, {"spec", "classic"}, {"show"}, {"help"}, {"--version"}, {"solve"},
		{"solve", "--format", "line", many}, {"rate", many}, {"generate", "--count", "3"},
		{"bench", "--runs", "1", "--max", "10", many},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			var errOut bytes.Buffer
			out := &fullDisk{}
			code := run(context.Background(), args, strings.NewReader(""), out, &errOut)
			assert.Equal(t, exitBad, code)
			assert.Equal(t, 1, strings.Count(errOut.String(), "no space left on device"), "reported once: %s", errOut.String())
			assert.Contains(t, errOut.String(), "sudoku: writing the output: no space left on device\n")
			assert.NotContains(t, errOut.String(), "interrupted", "the failed write cancels the run: no interrupt")
			assert.Less(t, out.writes, 3, "stops at the first failed write")
		})
	}
	var errOut bytes.Buffer
	prof := filepath.Join(t.TempDir(), "no-such-dir", "cpu.prof")
	code := run(context.Background(), []string{"solve", "--cpuprofile", prof}, strings.NewReader(""), io.Discard, &errOut)
	assert.Equal(t, exitBad, code)
	assert.Contains(t, errOut.String(), "--cpuprofile")
}

func TestErrorsOnce(t *testing.T) {
	bad := writeFile(t, "bad.txt", pasted+"\n123\n")
	const msg = "puzzle cut off at the end of the file: it has 3 fields, the board has 81"
	tests := []struct {
		args   []string
		marker string // the bad puzzle's place in the output
	}{
		{[]string{"solve"}, "puzzle 2 at " + bad + ":2:4: error\n"},
		{[]string{"solve", "--format", "line"}, "# " + bad + ":2:4: error\n"},
		{[]string{"solve", "--format", "json"}, `"status":"error"`},
		{[]string{"solve", "--path"}, "puzzle 2 at " + bad + ":2:4: error\n"},
		{[]string{"rate"}, "# " + bad + ":2:4: error\n"},
		{[]string{"rate", "--format", "csv"}, ",error,"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out := sudoku(t, append(tt.args, bad)...)
			assert.Equal(t, exitBad, out.code)
			assert.Contains(t, out.stdout, tt.marker)
			assert.Equal(t, 1, strings.Count(out.stdout+out.stderr, msg), "the message once, stdout:\n%s\nstderr:\n%s", out.stdout, out.stderr)
		})
	}
}

func TestCountSaysHowMany(t *testing.T) {
	// One given: many solutions.
	several := "1" + strings.Repeat(".", 80)
	file := writeFile(t, "p.txt", pasted+"\n"+several+"\n")
	out := sudoku(t, "solve", "--count", "2", "--format", "line", "--quiet", file)
	assert.Equal(t, exitOK, out.code, out.stderr)
	lines := strings.Split(strings.TrimSpace(out.stdout), "\n")
	require.Len(t, lines, 2)
	assert.Equal(t, pastedSolved+" # unique", lines[0])
	assert.Regexp(t, `^[1-9]{81} # multiple: at least 2 solutions, the first shown$`, lines[1])

	out = sudoku(t, "solve", "--count", "1000", "--format", "line", "--quiet", "--spec", "4x4", "1...............")
	assert.Regexp(t, `^1[1-4]{15} # multiple: 72 solutions, the first shown\n$`, out.stdout, "288 grids, a quarter with 1 in r1c1")

	out = sudoku(t, "solve", "--count", "2", "--quiet", file)
	assert.Contains(t, out.stdout, "puzzle 1 at "+file+":1:1: unique\n")
	assert.Contains(t, out.stdout, "puzzle 2 at "+file+":2:1: multiple: at least 2 solutions, the first shown\n")

	// Without --count a solution is just the solution.
	out = sudoku(t, "solve", "--format", "line", "--quiet", file)
	assert.Regexp(t, `^`+pastedSolved+"\n[1-9]{81}\n$", out.stdout)
}

func TestStalledLineShowsThePositionReached(t *testing.T) {
	// The singles place 3 values, then stall.
	const norvig = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	const solved = "417369825632158947958724316825437169791586432346912758289643571573291684164875293"
	file := writeFile(t, "p.txt", norvig+"\n")
	out := sudoku(t, "solve", "--no-guess", "--format", "line", "--quiet", file)
	assert.Equal(t, exitUnsolved, out.code, out.stderr)
	line, status, ok := strings.Cut(strings.TrimSpace(out.stdout), " # ")
	require.True(t, ok, out.stdout)
	assert.Equal(t, "stalled", status)
	require.Len(t, line, 81)
	filled := 0
	for i := range line {
		if norvig[i] != '.' {
			assert.Equal(t, norvig[i], line[i], "givens kept")
		}
		if line[i] != '.' {
			assert.Equal(t, solved[i], line[i], "every value placed is the solution's")
			filled++
		}
	}
	assert.Equal(t, 81-strings.Count(norvig, ".")+3, filled, "the givens and the 3 values placed before the stall")
}

func TestValuesFlag(t *testing.T) {
	const g16 = "4..3..79.....8.G5..1.8..9..7..A.97D.6...A.14....E....1G..C2.......EG..8......69.D.......3...C..4A4.6.....5.B..1.....A62..8.E..5F....4..EC.G.9..73......B.E...A.2....2C.F.79..1..2D8.....6A..3.........C..1.6.2...25..AF1...GB9...EF..35....A......6..49......C.A"
	var words []string
	for _, c := range g16 {
		switch {
		case c == '.':
			words = append(words, ".")
		case c >= 'A':
			words = append(words, strconv.Itoa(int(c-'A')+10))
		default:
			words = append(words, string(c))
		}
	}
	numbers := writeFile(t, "16.txt", strings.Join(words, " ")+"\n")

	out := sudoku(t, "solve", "--spec", "16x16", "--quiet", numbers)
	assert.Equal(t, exitBad, out.code)
	assert.Contains(t, out.stderr, "too many fields: the line has ")
	assert.Contains(t, out.stderr, "; for values written as numbers 1-16, add --values 1-16")

	out = sudoku(t, "solve", "--spec", "16x16", "--values", "1-16", "--format", "line", "--quiet", numbers)
	require.Equal(t, exitOK, out.code, out.stderr)
	in, _ := strings.CutSuffix(out.stdout, "\n")
	got := strings.Fields(in)
	require.Len(t, got, 256)
	letters := sudoku(t, "solve", "--spec", "16x16", "--format", "line", "--quiet", g16)
	require.Equal(t, exitOK, letters.code, letters.stderr)
	for i, c := range strings.TrimSpace(letters.stdout) {
		want := string(c)
		if c >= 'A' {
			want = strconv.Itoa(int(c-'A') + 10)
		}
		assert.Equal(t, want, got[i], "field %d: the same solution in numbers", i)
	}

	out = sudoku(t, "solve", "--spec", "16x16", "--values", "1-9")
	assert.Equal(t, exitBad, out.code)
	assert.Contains(t, out.stderr, "--values 1-9: 9 values, but 16x16 needs 16: give 16 values, e.g. 1-16")

	// The default puzzle of a spec is rewritten in the new values.
	out = sudoku(t, "solve", "--spec", "classic", "--values", "A-I", "--format", "line", "--quiet")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Regexp(t, `^[A-I]{81}\n$`, out.stdout)
}

func TestSpecLanguage(t *testing.T) {
	dir := t.TempDir()
	spec := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	tests := []struct {
		name   string
		args   func() []string
		code   int
		stdout []string
		stderr []string
	}{
		{"values 1-9,A-C are 12 values", func() []string {
			return []string{"spec", spec("v1.yaml", "size: 12x12\nvalues: 1-9,A-C\ngroups: [rows, columns, {boxes: 3x4}]\n")}
		}, exitOK, []string{"1 2 3 4 5 6 7 8 9 A B C"}, nil},
		{"values 1-9 A-C are 12 values too", func() []string {
			return []string{"spec", spec("v2.yaml", "size: 12x12\nvalues: 1-9 A-C\ngroups: [rows, columns, {boxes: 3x4}]\n")}
		}, exitOK, []string{"1 2 3 4 5 6 7 8 9 A B C"}, nil},
		{"values 0-F mixes digits and letters", func() []string {
			return []string{"spec", spec("v3.yaml", "size: 16x16\nvalues: 0-F\ngroups: [rows, columns, {boxes: 4x4}]\n")}
		}, exitBad, nil, []string{"v3.yaml:2:9: range 0-F mixes digits and letters: write 0-9,A-F"}},
		{"control characters are no values", func() []string {
			return []string{"spec", spec("v4.yaml", "size: 4x4\nvalues: [\"\\e[2J\", b, c, d]\ngroups: [rows, columns]\n")}
		}, exitBad, nil, []string{"v4.yaml:2:", "control character U+001B"}},
		{"a child spec says what it adds", func() []string {
			return []string{"spec", spec("child.yaml", "extends: classic\ngroups:\n  - windows: hyper\n")}
		}, exitOK, []string{"classic with 4 extra windows"}, nil},
		{"givens cut short", func() []string {
			return []string{"spec", spec("g.yaml", "extends: classic\npuzzles:\n  - givens: \"123\"\n")}
		}, exitBad, nil, []string{"puzzle cut off at the end of the givens"}},
		{"a YAML syntax error on its line", func() []string {
			return []string{"spec", spec("s.yaml", "name: broken\nvalues: [1, 2, 3\n")}
		}, exitBad, nil, []string{"s.yaml:2:9: invalid YAML: the list this '[' opens is not closed"}},
		{"latinN for any n", func() []string { return []string{"spec", "latin6"} }, exitOK, []string{"row 6", "column 6"}, nil},
		{"a prime NxN says it is a Latin square", func() []string { return []string{"specs"} }, exitOK, []string{"a prime n allows no boxes and gives a Latin square"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := sudoku(t, tt.args()...)
			assert.Equal(t, tt.code, out.code, out.stderr)
			for _, w := range tt.stdout {
				assert.Contains(t, out.stdout, w)
			}
			for _, w := range tt.stderr {
				assert.Contains(t, out.stderr, w)
			}
		})
	}
	latin := sudoku(t, "spec", "latin6").stdout
	assert.NotContains(t, latin, "box", "rows and columns only")
}

// A Samurai written as one line of the whole 21x21 board, '#' at the holes,
// is read; the line format writes it so, and it reads back.
func TestSamuraiBoardLine(t *testing.T) {
	out := sudoku(t, "solve", "--spec", "samurai", "--format", "line", "--quiet")
	require.Equal(t, exitOK, out.code, out.stderr)
	line := strings.TrimSpace(out.stdout)
	require.Len(t, line, 441)
	assert.Equal(t, 72, strings.Count(line, "#"), "the holes")

	// Blank a field in every row but keep the rest: the solver gets it back.
	givens := []byte(line)
	for i := 0; i < len(givens); i += 23 {
		if givens[i] != '#' {
			givens[i] = '.'
		}
	}
	back := sudoku(t, "solve", "--spec", "samurai", "--format", "line", "--quiet", string(givens))
	require.Equal(t, exitOK, back.code, back.stderr)
	assert.Equal(t, line, strings.TrimSpace(back.stdout))

	dots := strings.ReplaceAll(string(givens), "#", ".")
	bad := sudoku(t, "solve", "--spec", "samurai", "--quiet", dots)
	assert.Equal(t, exitBad, bad.code)
	assert.Contains(t, bad.stderr, "a line of the whole 21x21 board writes each hole as '#'")
}

// go.mod asks for the Go release the code and its modules need, not the
// patch release it happened to be built with.
func TestGoModNeedsNoPatchRelease(t *testing.T) {
	data, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^go (\S+)$`).FindSubmatch(data)
	require.NotNil(t, m)
	assert.Regexp(t, `^1\.\d+(\.0)?$`, string(m[1]))
}

// A file name with an escape sequence or a newline is quoted when printed:
// it can neither clear the screen nor pass for a line of its own.
func TestFileNamesQuoted(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "\x1b[2Jevil\nname.txt")
	require.NoError(t, os.WriteFile(name, []byte("123\n"), 0o644))
	out := sudoku(t, "solve", "--quiet", name)
	assert.Equal(t, exitBad, out.code)
	assert.NotContains(t, out.stdout+out.stderr, "\x1b")
	assert.Contains(t, out.stderr, `\x1b[2Jevil\nname.txt":1:4: puzzle cut off`)
	out = sudoku(t, "solve", "--quiet", name+"-missing")
	assert.NotContains(t, out.stderr, "\x1b")
	assert.Contains(t, out.stderr, `\x1b[2Jevil\nname.txt-missing": no such file or directory`)
}

func TestMaxTrace(t *testing.T) {
	const norvig = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	out := sudoku(t, "solve", "--trace", "--max-trace", "5", "--quiet", norvig)
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Regexp(t, `(?m)^5 [A-Za-z]`, out.stdout)
	assert.NotRegexp(t, `(?m)^6 [A-Za-z]`, out.stdout)
	assert.Contains(t, out.stdout, "trace cut after 5 steps; the solve went on\n")
	out = sudoku(t, "solve", "--trace", "--max-trace", "5", "--format", "json", "--quiet", norvig)
	assert.Contains(t, out.stdout, `"traceCut":true`)
	out = sudoku(t, "solve", "--trace", "--max-trace", "0", norvig)
	assert.Equal(t, exitBad, out.code)
	assert.Contains(t, out.stderr, "--max-trace 0: record at least 1 step")
}

// A spec extends only the built-ins and files in its own folder, unless
// --allow-extends-anywhere says otherwise; and it never echoes another
// file's contents.
func TestExtendsStaysInItsFolder(t *testing.T) {
	outside := t.TempDir()
	secret := filepath.Join(outside, "secret.txt")
	require.NoError(t, os.WriteFile(secret, []byte("root:x:0:0:the secret line\n"), 0o600))
	parent := filepath.Join(outside, "parent.yaml")
	require.NoError(t, os.WriteFile(parent, []byte("extends: classic\nname: parent\n"), 0o644))
	dir := t.TempDir()
	child := filepath.Join(dir, "child.yaml")
	require.NoError(t, os.WriteFile(child, []byte("extends: "+parent+"\n"), 0o644))
	sneaky := filepath.Join(dir, "sneaky.yaml")
	require.NoError(t, os.WriteFile(sneaky, []byte("extends: "+secret+"\n"), 0o644))

	out := sudoku(t, "spec", child)
	assert.Equal(t, exitBad, out.code)
	assert.Contains(t, out.stderr, "is outside "+dir)
	out = sudoku(t, "spec", "--allow-extends-anywhere", child)
	assert.Equal(t, exitOK, out.code, out.stderr)
	out = sudoku(t, "solve", "--allow-extends-anywhere", "--spec", child, "--quiet", "--format", "line")
	assert.Equal(t, exitOK, out.code, out.stderr)

	out = sudoku(t, "spec", "--allow-extends-anywhere", sneaky)
	assert.Equal(t, exitBad, out.code)
	assert.NotContains(t, out.stdout+out.stderr, "the secret line")
}

// A group that repeats another's cells is dropped, with a note on stderr
// for a spec file (not for a built-in such as Samurai).
func TestRepeatedGroupsNoted(t *testing.T) {
	spec := writeFile(t, "dup.yaml", "size: 4x4\nvalues: 1-4\ngroups: [rows, columns, {boxes: 2x2}, {boxes: 2x2}]\n")
	out := sudoku(t, "solve", "--spec", spec, "--quiet", "--format", "line", "1...............")
	assert.Equal(t, exitOK, out.code, out.stderr)
	assert.Contains(t, out.stderr, "sudoku: note: "+spec+":3:")
	assert.Contains(t, out.stderr, "box 1 has the cells of box 1 ("+spec+":3:")
	assert.Equal(t, 4, strings.Count(out.stderr, "sudoku: note:"))
	out = sudoku(t, "solve", "--spec", "samurai", "--quiet", "--format", "line")
	assert.NotContains(t, out.stderr, "note")
}

// A pipe closed without a byte, as a script may leave standard input,
// counts as nothing piped: the spec's default puzzle is solved.
func TestEmptyPipeSolvesTheDefault(t *testing.T) {
	r, w, err := os.Pipe()
	require.NoError(t, err)
	w.Close()
	defer r.Close()
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"solve", "--format", "line", "--quiet"}, r, &out, &errOut)
	assert.Equal(t, exitOK, code, errOut.String())
	assert.Equal(t, pastedSolved+"\n", out.String(), "the default classic puzzle")
}
