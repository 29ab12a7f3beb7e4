package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/internal/errmark"
)

// The bad-input corpus through the command: every bad spec, every bad puzzle
// file and every case of testdata/bad/cli is run as a user would run it, and
// each expected error must be on stderr as file:line:col: message, followed
// by the offending line and a '^' under the column.

const (
	badSpecsDir   = "../../testdata/bad/specs"
	badPuzzlesDir = "../../testdata/bad/puzzles"
	badCLIDir     = "../../testdata/bad/cli"
)

// badCase is one run of the command.
type badCase struct {
	name   string
	args   []string
	exit   int
	errs   []errmark.Error // the errors stderr must show, each with its position
	stderr []string        // parts stderr must hold, for errors without a position
	stdout []string        // parts stdout must hold
}

// Every case file marks the errors it expects, as package errmark reads
// them. The bad puzzles (as game/puzzle/bad_test.go reads them) and the cli
// cases also hold directives, in comments of the file or of its sidecar
// NAME.want:
//
//	# spec: NAME                  the spec of a bad puzzle
//	# args: solve --spec FILE FILE  a run (cli cases; several make several runs);
//	                              FILE is the case file, DIR/ its folder
//	# exit: N                     the exit code (default 2)
//	# OUT "text"                  stdout must hold text
var (
	dirSpec = regexp.MustCompile(`(?m)^(?:\x{FEFF})?# spec: (\S+)\r?$`)
	dirArgs = regexp.MustCompile(`(?m)^(?:\x{FEFF})?# args: (.*?)\r?$`)
	dirExit = regexp.MustCompile(`(?m)^(?:\x{FEFF})?# exit: (\d+)\r?$`)
	dirOut  = regexp.MustCompile(`(?m)^(?:\x{FEFF})?# OUT ("(?:[^"\\]|\\.)*")\r?$`)
)

// readCase returns the errors the case file at path marks and the text that
// holds its directives.
func readCase(t *testing.T, path string) ([]errmark.Error, []byte) {
	t.Helper()
	want, text, err := errmark.Read(path)
	require.NoError(t, err)
	return want, text
}

// badFiles lists the case files of dir: files only, no sidecars.
func badFiles(t *testing.T, dir string) []string {
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var out []string
	for _, e := range entries {
		if e.IsDir() || strings.HasSuffix(e.Name(), errmark.SidecarExt) || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		out = append(out, filepath.Join(dir, e.Name()))
	}
	return out
}

// badSpecFor returns the --spec argument for a bad puzzle's "# spec:" name:
// a spec file of testdata/bad/cli/specs when there is one (for the variants
// the puzzle tests build themselves), else the name.
func badSpecFor(name string) string {
	p := filepath.Join(badCLIDir, "specs", name+".yaml")
	if _, err := os.Stat(p); err == nil {
		return p
	}
	return name
}

func corpusCases(t *testing.T) []badCase {
	var cases []badCase
	for _, path := range badFiles(t, badSpecsDir) {
		want, _ := readCase(t, path)
		require.NotEmpty(t, want, "%s expects no error", path)
		name := filepath.Base(path)
		cases = append(cases,
			badCase{name: "spec/" + name, args: []string{"spec", path}, exit: exitBad, errs: want},
			badCase{name: "spec/" + name + "/solve", args: []string{"solve", "--quiet", "--spec", path}, exit: exitBad, errs: want})
	}
	for _, path := range badFiles(t, badPuzzlesDir) {
		want, text := readCase(t, path)
		m := dirSpec.FindSubmatch(text)
		require.NotNil(t, m, "%s: no # spec: line", path)
		require.NotEmpty(t, want, "%s expects no error", path)
		cases = append(cases, badCase{
			name: "puzzle/" + filepath.Base(path),
			args: []string{"solve", "--quiet", "--threads", "1", "--spec", badSpecFor(string(m[1])), path},
			exit: exitBad,
			errs: want,
		})
	}
	for _, path := range badFiles(t, badCLIDir) {
		want, text := readCase(t, path)
		exit := exitBad
		if m := dirExit.FindSubmatch(text); m != nil {
			exit, _ = strconv.Atoi(string(m[1]))
		}
		var out []string
		for _, m := range dirOut.FindAllSubmatch(text, -1) {
			s, err := strconv.Unquote(string(m[1]))
			require.NoError(t, err)
			out = append(out, s)
		}
		runs := dirArgs.FindAllSubmatch(text, -1)
		require.NotEmpty(t, runs, "%s: no # args: line", path)
		require.True(t, exit == exitOK || len(want) > 0, "%s: a failing case must expect an error", path)
		for i, m := range runs {
			var args []string
			for _, a := range strings.Fields(string(m[1])) {
				if a == "FILE" {
					a = path
				} else if rest, ok := strings.CutPrefix(a, "DIR/"); ok {
					a = filepath.Join(badCLIDir, rest)
				}
				args = append(args, a)
			}
			name := "cli/" + filepath.Base(path)
			if i > 0 {
				name += "/" + args[0]
			}
			cases = append(cases, badCase{name: name, args: args, exit: exit, errs: want, stdout: out})
		}
	}
	return cases
}

// generatedCases are the cases too big or too odd to commit, written to dir.
func generatedCases(t *testing.T, dir string) []badCase {
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	longPuzzle := write("long.txt", strings.Repeat("123456789", 111_111)+"1\n")
	longSpec := write("long.yaml", "name: long\nvalues: 1-9\ngroups: [rows, columns]\ndescription: "+strings.Repeat("x", 1_000_000)+"\nsise: 9x9\n")
	longKey := write("longkey.yaml", "name: long\nvalues: 1-9\ngroups: [rows, columns]\n"+strings.Repeat("y", 1_000_000)+"zz: 1\n")
	return []badCase{
		{name: "gen/million-char puzzle line", args: []string{"solve", "--quiet", longPuzzle}, exit: exitBad,
			errs: []errmark.Error{{File: longPuzzle, Line: 1, Col: 1, Msg: "the line is longer than 524288 bytes, the limit for a puzzle file"}}},
		{name: "gen/million-char spec line", args: []string{"spec", longSpec}, exit: exitBad,
			errs: []errmark.Error{{File: longSpec, Line: 5, Col: 1, Msg: `unknown key "sise" in the spec: did you mean "size"?`}}},
		{name: "gen/million-char key", args: []string{"spec", longKey}, exit: exitBad,
			errs: []errmark.Error{{File: longKey, Line: 4, Col: 1, Msg: "invalid YAML: could not find expected ':'"}}},
		{name: "usage/no command", args: nil, exit: exitBad, stderr: []string{"Usage:"}},
		{name: "usage/unknown command", args: []string{"slove"}, exit: exitBad, stderr: []string{`unknown command "slove"`}},
		{name: "usage/unknown flag", args: []string{"solve", "--limit", "2"}, exit: exitBad, stderr: []string{"sudoku solve: unknown flag: --limit"}},
		{name: "usage/bad format", args: []string{"solve", "--format", "xml"}, exit: exitBad, stderr: []string{`--format "xml": use grid, line or json`}},
		{name: "usage/bad count", args: []string{"solve", "--count", "0"}, exit: exitBad, stderr: []string{"--count 0"}},
		{name: "usage/unique with count", args: []string{"solve", "--unique", "--count", "2"}, exit: exitBad,
			stderr: []string{"--unique with --count 2: the uniqueness techniques assume one solution"}},
		{name: "usage/unknown strategy", args: []string{"solve", "--strategies", "LastValue,NoSuchStrategy"}, exit: exitBad,
			stderr: []string{`--strategies: unknown strategy "NoSuchStrategy"`}},
		{name: "usage/unknown spec", args: []string{"solve", "--spec", "clasic"}, exit: exitBad,
			stderr: []string{`unknown spec "clasic": did you mean "classic"?`}},
		{name: "usage/NxN too large", args: []string{"solve", "--spec", "200x200"}, exit: exitBad,
			stderr: []string{"spec 200x200: n must be from 1 to 64"}},
		{name: "usage/missing puzzle file", args: []string{"solve", filepath.Join(dir, "nothing.txt")}, exit: exitBad,
			stderr: []string{"puzzle file "}},
		{name: "usage/folder as puzzle file", args: []string{"solve", dir}, exit: exitBad, stderr: []string{"is a folder"}},
		{name: "usage/spec without name", args: []string{"spec"}, exit: exitBad, stderr: []string{"sudoku spec: give one spec name or file, not 0"}},
	}
}

// badGot is one positioned error on stderr, with the two lines that show
// its source and marker when they follow.
type badGot struct {
	errmark.Error
	source    string
	marker    string
	hasSource bool
}

var errHeader = regexp.MustCompile(`^(\S.*?):(\d+):(\d+): (.*)$`)

func parseStderr(stderr string) []*badGot {
	lines := strings.Split(stderr, "\n")
	var out []*badGot
	for i := 0; i < len(lines); i++ {
		m := errHeader.FindStringSubmatch(lines[i])
		if m == nil {
			continue
		}
		g := &badGot{Error: errmark.Error{File: m[1], Msg: m[4]}}
		g.Line, _ = strconv.Atoi(m[2])
		g.Col, _ = strconv.Atoi(m[3])
		if i+2 < len(lines) && strings.HasPrefix(lines[i+1], "    ") && strings.HasPrefix(lines[i+2], "    ") &&
			strings.TrimLeft(lines[i+2], " ") == "^" {
			g.source, g.marker, g.hasSource = lines[i+1][4:], lines[i+2][4:], true
			i += 2
		}
		out = append(out, g)
	}
	return out
}

// wholeFile are errors about a file as a whole: they have a position (1:1)
// but no line to show.
var wholeFile = []string{"no puzzle in the file"}

// shown returns line as the command shows it: one rune per character as the
// readers count columns, a tab as a space, and what is not text as U+FFFD.
func shown(line string) []rune {
	var out []rune
	for len(line) > 0 {
		r, size := utf8.DecodeRuneInString(line)
		line = line[size:]
		switch {
		case r == '\t':
			r = ' '
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			r = utf8.RuneError
		}
		out = append(out, r)
	}
	return out
}

// checkMarker checks that g shows its line of the file (whole, or a window
// of it between "...") with the '^' under column g.Col.
func checkMarker(t *testing.T, g *badGot) {
	data, err := os.ReadFile(g.File)
	require.NoError(t, err)
	lines := strings.Split(string(data), "\n")
	require.LessOrEqual(t, g.Line, len(lines), "%s:%d: no such line", g.File, g.Line)
	orig := shown(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSuffix(lines[g.Line-1], "\r"), "\uFEFF"), "\r"))
	disp := []rune(g.source)
	pre := 0
	if strings.HasPrefix(g.source, "...") && !strings.HasPrefix(string(orig), "...") {
		disp, pre = disp[3:], 3
	}
	start := strings.Index(string(orig), string(disp))
	if start < 0 && strings.HasSuffix(string(disp), "...") {
		disp = disp[:len(disp)-3]
		start = strings.Index(string(orig), string(disp))
	}
	require.GreaterOrEqual(t, start, 0, "%s:%d: the line shown is not the file's:\n%q\n%q", g.File, g.Line, g.source, string(orig))
	start = utf8.RuneCountInString(string(orig)[:start])
	if pre == 0 {
		assert.Equal(t, 0, start, "%s:%d: the line is shown from its start", g.File, g.Line)
	}
	pad := len(g.marker) - 1
	assert.Equal(t, pre+g.Col-1-start, pad, "%s:%d:%d: the ^ stands under column %d", g.File, g.Line, g.Col, pad+start-pre+1)
	assert.LessOrEqual(t, g.Col-1, len(orig), "%s:%d:%d: the column is past the end of the line", g.File, g.Line, g.Col)
}

// runBad runs the command as main does, with empty standard input.
func runBad(args []string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestBadInputs(t *testing.T) {
	cases := append(corpusCases(t), generatedCases(t, t.TempDir())...)
	files := map[string]bool{}
	for _, c := range cases {
		if len(c.args) > 0 {
			files[c.args[len(c.args)-1]] = true
		}
	}
	require.GreaterOrEqual(t, len(files), 60, "the corpus has too few inputs")
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := runBad(tc.args)
			assert.Equal(t, tc.exit, code, "exit code of sudoku %s\nstderr:\n%s", strings.Join(tc.args, " "), stderr)
			for _, s := range tc.stdout {
				assert.Contains(t, stdout, s)
			}
			for _, s := range tc.stderr {
				assert.Contains(t, stderr, s)
			}
			got := parseStderr(stderr)
			errs := make([]errmark.Error, len(got))
			for i, g := range got {
				errs[i] = g.Error
			}
			for _, j := range errmark.Check(t, tc.errs, errs) {
				if j < 0 {
					continue
				}
				found := got[j]
				whole := false
				for _, s := range wholeFile {
					whole = whole || strings.Contains(found.Msg, s)
				}
				if whole {
					continue
				}
				if assert.True(t, found.hasSource, "%s: no source line and marker follow\nstderr:\n%s", found.Error, stderr) {
					checkMarker(t, found)
				}
			}
		})
	}
}

// Every problem of a spec is reported in one run, in order of position.
func TestBadInputsAllAtOnce(t *testing.T) {
	path := filepath.Join(badSpecsDir, "several.yaml")
	want, _ := readCase(t, path)
	require.GreaterOrEqual(t, len(want), 4)
	code, _, stderr := runBad([]string{"spec", path})
	assert.Equal(t, exitBad, code)
	got := parseStderr(stderr)
	require.Len(t, got, len(want), "stderr:\n%s", stderr)
	for i, w := range want {
		assert.Equal(t, w.Line, got[i].Line, "error %d: %s", i, got[i].Msg)
		assert.Equal(t, w.Col, got[i].Col, "error %d: %s", i, got[i].Msg)
		assert.Contains(t, got[i].Msg, w.Msg)
		assert.True(t, got[i].hasSource)
	}
}
