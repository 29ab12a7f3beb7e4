package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guideCommand is a command the README or the guide shows: its words
// after "go run ./cmd/sudoku", and where it is shown.
type guideCommand struct {
	where string
	args  []string
	piped bool // its input comes from a pipe the test does not run
}

// guideCommands reads every command of the sh blocks of the README and
// docs/*.md (from the repository's root), a line continued with a
// backslash joined to the next, its comment left out.
func guideCommands(t *testing.T) []guideCommand {
	t.Helper()
	files, err := filepath.Glob("docs/*.md")
	require.NoError(t, err)
	files = append([]string{"README.md"}, files...)
	var out []guideCommand
	for _, file := range files {
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		in := false
		var lines []string
		for i, line := range strings.Split(string(data), "\n") {
			switch {
			case strings.HasPrefix(line, "```sh"):
				in = true
				continue
			case strings.HasPrefix(line, "```"):
				in = false
				continue
			case !in:
				continue
			}
			lines = append(lines, line)
			if strings.HasSuffix(line, `\`) {
				continue
			}
			text := strings.Join(lines, " ")
			text = strings.ReplaceAll(text, `\ `, " ")
			lines = nil
			_, cmd, ok := strings.Cut(text, "go run ./cmd/sudoku")
			if !ok {
				continue
			}
			words := shellWords(t, cmd)
			out = append(out, guideCommand{where: file + ":" + strconv.Itoa(i+1), args: words, piped: strings.Contains(text[:strings.Index(text, "go run")], "|")})
		}
	}
	return out
}

// shellWords splits a command line as a shell would, for the commands
// the guide shows: words apart by spaces, single and double quotes kept
// together, a # that starts a word the start of a comment, a pipe or a
// redirection the end of the command.
func shellWords(t *testing.T, s string) []string {
	t.Helper()
	var words []string
	var cur strings.Builder
	inWord := false
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else {
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == ' ' || c == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		case !inWord && (c == '#' || c == '|' || c == '>' || c == '<'):
			return words
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	require.Zero(t, quote, "an unclosed quote in %q", s)
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// placeholder matches the words the guide writes for a file or puzzle
// of the reader's own that the test has none for.
var placeholder = regexp.MustCompile(`^(PUZZLE|SET|my\.yaml|killer\.yaml|puzzle\.txt|.*\.\.\.)$`)

// guidePuzzles stands for FILE and puzzles.txt in the guide's commands.
const guidePuzzles = "cmd/sudoku/testdata/guide/puzzles.txt"

// TestGuideCommands: every command the README and the guide show is one
// the program takes: its command and flags are known (it runs with
// --help added, which reads every flag first). Those that need no file
// of the reader's own, no ../shared that is missing and no long run (a
// benchmark, a generator, the server, the player) run as shown, and end
// with a result, not a usage error, within a minute.
func TestGuideCommands(t *testing.T) {
	t.Chdir("../..")
	cmds := guideCommands(t)
	require.Greater(t, len(cmds), 50, "the guide's commands are found")
	ran := 0
	for _, c := range cmds {
		if len(c.args) == 0 {
			continue
		}
		help := sudoku(t, append(slices.Clone(c.args), "--help")...)
		if !assert.Equal(t, exitOK, help.code, "%s: sudoku %s --help: %s", c.where, strings.Join(c.args, " "), help.stderr) {
			continue
		}
		if c.args[0] != "help" && c.args[0] != "completion" {
			assert.Contains(t, help.stdout, "sudoku "+c.args[0], "%s: a known command", c.where)
		}
		if !runnable(c) {
			continue
		}
		c.args = slices.Clone(c.args)
		for i, w := range c.args {
			if w == "FILE" || w == "puzzles.txt" {
				c.args[i] = guidePuzzles
			}
		}
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		got := sudokuCtx(t, ctx, c.args...)
		cancel()
		assert.Contains(t, []int{exitOK, exitUnsolved}, got.code, "%s: sudoku %s: %s", c.where, strings.Join(c.args, " "), got.stderr)
		ran++
	}
	t.Logf("%d commands known, %d run", len(cmds), ran)
}

// runnable reports whether c runs in the test as shown: no placeholder,
// every file it names there, no input piped in, and none of the commands
// that run long or wait (bench, generate, serve, play) or that the
// stalls page times.
func runnable(c guideCommand) bool {
	if c.piped || slices.Contains([]string{"bench", "generate", "serve", "play"}, c.args[0]) || strings.HasPrefix(c.where, "docs/stalls.md") {
		return false
	}
	for _, w := range c.args[1:] {
		if placeholder.MatchString(w) {
			return false
		}
		if w == "FILE" || w == "puzzles.txt" {
			continue
		}
		if strings.HasPrefix(w, "-") || !strings.ContainsAny(w, "/.") || strings.Contains(w, "://") {
			continue
		}
		if _, err := os.Stat(w); err != nil && (strings.Contains(w, "/") || filepath.Ext(w) != "") {
			return false
		}
	}
	return true
}
