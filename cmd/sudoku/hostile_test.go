package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/sudoku-rules/sudoku/specs"
)

// hostile sets a terminal's window title and clears its screen when it is
// printed raw.
const hostile = "\x1b]0;PWNED\a\x1b[2J"

// hostileQuoted is hostile as game.QuoteText prints it.
const hostileQuoted = `\x1b]0;PWNED\a\x1b[2J`

// hostileJSON returns a 4x4 f-puzzles puzzle whose title, author and rules
// text hold hostile.
func hostileJSON(t *testing.T) string {
	t.Helper()
	about, err := json.Marshal(map[string]string{
		"title": "T" + hostile, "author": "A" + hostile, "ruleset": "R" + hostile + "\nsecond line",
	})
	require.NoError(t, err)
	grid := `"grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {"value": 2}]]`
	return strings.TrimSuffix(string(about), "}") + `, "size": 4, ` + grid + `, "killercage": [{"cells": ["R1C2", "R1C3"], "value": "5"}]}`
}

// hostileSpec is a spec whose name, description and puzzle names hold
// hostile, written with YAML's escapes, as the spec reader takes them.
const hostileSpec = `name: "S\e]0;PWNED\a\e[2J"
description: "D\e]0;PWNED\a\e[2J\nsecond line"
extends: 4x4
puzzles:
  - name: "P\e]0;PWNED\a\e[2J"
    givens: "1..............2"
`

// controlIn returns a description of the first control character (other
// than a newline) or byte that is not UTF-8 in s, or "" when it has none.
func controlIn(s string) string {
	for i, r := range s {
		if r == utf8.RuneError || r != '\n' && unicode.IsControl(r) {
			line := strings.Count(s[:i], "\n") + 1
			return fmt.Sprintf("%U on line %d: %q", r, line, strings.Split(s, "\n")[line-1])
		}
	}
	return ""
}

// TestHostileText feeds titles, authors, rules texts, spec names,
// descriptions, puzzle names, f-puzzles keys, file names and play commands
// that hold terminal escapes to every command that prints them: no
// control character reaches stdout or stderr in a text format, and each
// text is still shown, quoted.
func TestHostileText(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	fp := write("title.json", hostileJSON(t))
	spec := write("spec.yaml", hostileSpec)
	key, err := json.Marshal("x" + hostile)
	require.NoError(t, err)
	badKey := write("key.json", `{"size": 4, `+string(key)+`: 1}`)
	named := write("n"+hostile+".json", hostileJSON(t))
	holes := write("holes.yaml", `name: "H\e]0;PWNED\a\e[2J"
size: 4x4
values: 1-4
holes: |
  #...
  ....
  ....
  ....
groups:
  - cells: [r1c2, r1c3, r1c4]
`)
	group := write("group.yaml", `extends: 4x4
groups:
  - cells: {name: "G\e]0;PWNED\a\e[2J", cells: [r1c1, r2c2]}
`)
	link := sudoku(t, "convert", "--to", "sudokupad", fp)
	require.Equal(t, exitOK, link.code, link.stderr)
	saved := filepath.Join(dir, "s"+hostile+".txt")
	tests := []struct {
		name  string
		args  []string
		stdin string
		shows []string // what must be printed, quoted
	}{
		{"solve f-puzzles", []string{"solve", fp}, "", []string{`"T` + hostileQuoted + `" by "A` + hostileQuoted + `"`, `rules: "R` + hostileQuoted + ` second line"`}},
		{"solve f-puzzles --format line", []string{"solve", "--format", "line", fp}, "", nil},
		{"solve f-puzzles --trace", []string{"solve", "--trace", fp}, "", []string{`"T` + hostileQuoted + `"`}},
		{"rate f-puzzles", []string{"rate", fp}, "", []string{`# "T` + hostileQuoted + `"`}},
		{"rate f-puzzles --path", []string{"rate", "--path", fp}, "", nil},
		{"show f-puzzles", []string{"show", fp}, "", nil},
		{"hint f-puzzles", []string{"hint", fp}, "", nil},
		{"play f-puzzles", []string{"play", fp}, "hint\nquit\n", nil},
		{"bench f-puzzles", []string{"bench", "--runs", "1", fp}, "", nil},
		{"convert f-puzzles --to grid", []string{"convert", "--to", "grid", fp}, "", nil},
		{"convert f-puzzles --to yaml", []string{"convert", "--to", "yaml", fp}, "", []string{`# "by A` + hostileQuoted + `"`, `# "R` + hostileQuoted + `"`}},
		{"f-puzzles key", []string{"solve", badKey}, "", []string{`"x` + hostileQuoted + `"`}},
		{"file name, bench", []string{"bench", "--runs", "1", named}, "", []string{`"n` + hostileQuoted + `.json"`}},
		{"file name, solve", []string{"solve", named}, "", nil},
		{"spec", []string{"spec", spec}, "", []string{`name: "S` + hostileQuoted + `"`, `description: "D` + hostileQuoted + ` second line"`, `"P` + hostileQuoted + `" (default)`, `"S` + hostileQuoted + `": valid`}},
		{"solve --spec", []string{"solve", "--spec", spec}, "", nil},
		{"rate --spec", []string{"rate", "--spec", spec}, "", nil},
		{"show --spec", []string{"show", "--spec", spec}, "", nil},
		{"hint --spec", []string{"hint", "--spec", spec}, "", nil},
		{"play --spec", []string{"play", "--spec", spec}, "hint 3\nr1c2=" + hostile + "\nquit\n", []string{`> "r1c2=` + hostileQuoted + `"`}},
		{"play, save and load", []string{"play"}, "save " + saved + "\nload " + saved + "\nload " + saved + "x\n", []string{`saved to "` + dir + `/s` + hostileQuoted + `.txt"`, `loaded "` + dir + `/s` + hostileQuoted + `.txt"`, `load: open "` + dir + `/s` + hostileQuoted + `.txtx": no such file`}},
		{"play, no such file", []string{"play", saved + "x"}, "", []string{`"` + dir + `/s` + hostileQuoted + `.txtx": no such file`}},
		{"solve a SudokuPad link", []string{"solve", strings.TrimSpace(link.stdout)}, "", []string{`"T` + hostileQuoted + `" by "A` + hostileQuoted + `"`}},
		{"a group's name", []string{"spec", group}, "", []string{"the group's name holds the control character U+001B"}},
		{"bench --spec", []string{"bench", "--runs", "1", spec}, "", nil},
		{"convert --spec --to yaml", []string{"convert", "--to", "yaml", "--spec", spec}, "", nil},
		{"generate --spec", []string{"generate", "--spec", spec, "--count", "1"}, "", nil},
		{"generate, a symmetry that does not fit", []string{"generate", "--spec", holes, "--symmetry", "rotational"}, "", []string{`"H` + hostileQuoted + `"`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := sudokuStdin(t, tt.stdin, tt.args...)
			assert.Empty(t, controlIn(got.stdout), "stdout:\n%s", got.stdout)
			assert.Empty(t, controlIn(got.stderr), "stderr:\n%s", got.stderr)
			for _, s := range tt.shows {
				assert.Contains(t, got.stdout+got.stderr, s)
			}
		})
	}
}

// TestConvertHostileYAML: a title, author and rules text that hold
// control characters and YAML's line breaks are written into a spec file
// that reads back, with the title exact.
func TestConvertHostileYAML(t *testing.T) {
	for _, odd := range []string{hostile, "\r", "\u0085", "\u2028", "\u2029", "\x7f", "\u009b", "\ufeff", "\t", "\"'\\#: -"} {
		t.Run(fmt.Sprintf("%q", odd), func(t *testing.T) {
			about, err := json.Marshal(map[string]string{"title": "T" + odd + "x", "author": "A" + odd + "x", "ruleset": "R" + odd + "x\nname: injected"})
			require.NoError(t, err)
			in := writeFile(t, "odd.json", strings.TrimSuffix(string(about), "}")+`, "size": 4, "grid": [[{"value": 1, "given": true}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}], [{}, {}, {}, {}]]}`)
			got := sudoku(t, "convert", "--to", "yaml", in)
			require.Equal(t, exitOK, got.code, got.stderr)
			assert.Empty(t, controlIn(got.stdout), "%s", got.stdout)
			sp, err := specs.Parse("odd.yaml", []byte(got.stdout))
			require.NoError(t, err, "%s", got.stdout)
			assert.Equal(t, "T"+odd+"x", sp.Name)
			require.Len(t, sp.Puzzles, 1)
			assert.Equal(t, "T"+odd+"x", sp.Puzzles[0].Name)
		})
	}
}
