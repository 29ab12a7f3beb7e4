package specs

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/sudoku-rules/sudoku/game"
	"go.yaml.in/yaml/v3"
)

// checkPositioned fails t unless err joins *game.Error values, each in a
// file and on a line of it, and renders each.
func checkPositioned(t *testing.T, err error) {
	t.Helper()
	if _, ok := err.(interface{ Unwrap() []error }); !ok {
		t.Fatalf("want errors joined, got %T", err)
	}
	for _, e := range game.SplitErrors(err) {
		var ge *game.Error
		if !errors.As(e, &ge) {
			t.Fatalf("want *game.Error, got %T: %v", e, e)
		}
		if ge.Pos.File == "" || ge.Pos.Line < 1 {
			t.Fatalf("want a position with a file and a line, got %q", ge.Pos)
		}
		_ = ge.WithSource()
	}
}

// addSeeds adds the built-in specs, the bad specs of the tests, and specs
// of positions in progress (candidates and placed), those of at most
// most bytes.
func addSeeds(f *testing.F, most int) {
	var seeds [][]byte
	for _, n := range Names() {
		data, _ := builtinData(n)
		seeds = append(seeds, data)
	}
	bad, _ := badSpecs()
	for _, p := range bad {
		data, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, data)
	}
	// Positions in progress: candidates as a line and as a block, placed.
	seeds = append(seeds, []byte(`name: progress
extends: 4x4
puzzles:
  - name: a line
    givens: "1..4.4..2..3..1."
    candidates: "1....2....3....41234...4123412341234.2..12341234..3.123412341...1234"
    placed: [r1c2, r1c3]
  - name: a block
    candidates: |2
      12 34 | . 4
      .  .  | . .
      ----+----
      .  .  | . 1
      3  .  | . .
    placed: [r2c2]
    constraints:
      - killer: {cells: [r1c1, r1c2], sum: 3}
`), []byte(`name: words
size: 2x2
values: [ten, twenty]
groups: [rows, columns]
puzzles:
  - givens: ". twenty . ."
    candidates: |
      ten,twenty twenty
      twenty ten
    placed: [r2c2, r3c3, r1c2]
`))
	for _, data := range seeds {
		if len(data) <= most {
			f.Add(data)
		}
	}
}

// FuzzParse checks that Parse never panics, that it returns either a spec
// or errors positioned on a line of a file, and that rendering either
// never panics.
func FuzzParse(f *testing.F) {
	addSeeds(f, 1<<20)
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse("fuzz.yaml", data)
		if err != nil {
			if s != nil {
				t.Fatal("a spec and an error")
			}
			checkPositioned(t, err)
			return
		}
		if s == nil || s.Rules == nil {
			t.Fatal("no spec and no error")
		}
		_ = s.Format()
	})
}

// FuzzLoad checks reading a spec file that extends a file of any
// content: Load never panics, every error stands on a line of a file,
// and an error in the file extended quotes no more than 60 characters of
// it, in its message or in the line it shows. (FuzzParse reads the
// content as a spec of its own.)
//
// Each run writes a file and reads two, and the fuzzer minimizes each
// input that finds new code by running it again thousands of times: the
// seeds are the small specs, and an input over maxLoadInput is left to
// FuzzParse, so that the runs go on at hundreds a second.
func FuzzLoad(f *testing.F) {
	addSeeds(f, 400)
	f.Add([]byte("root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"))
	f.Add([]byte("extends: /etc/passwd\n"))
	f.Add([]byte("extends: ../x.yaml\nvalues: 1-4\n"))
	// One folder for every run: the fuzz function runs one input at a
	// time in each process, and the files are written again each time.
	dir := f.TempDir()
	parent := filepath.Join(dir, "parent.yaml")
	child := filepath.Join(dir, "child.yaml")
	if err := os.WriteFile(child, []byte("extends: parent.yaml\n"), 0o644); err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > maxLoadInput {
			return
		}
		if err := os.WriteFile(parent, data, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(child)
		if err == nil {
			return
		}
		checkPositioned(t, err)
		var msgs []string
		for _, e := range game.SplitErrors(err) {
			ge := e.(*game.Error)
			if ge.Pos.File != parent {
				continue
			}
			if n := utf8.RuneCountInString(ge.Source); n > 60 {
				t.Fatalf("%v: shows %d characters of the file extended", ge, n)
			}
			msgs = append(msgs, ge.Msg)
		}
		// 64: an excerpt's quotes, and a character on either side of them
		// (a space before, say), may match the text around it.
		// Only the quoted parts of the messages quote the file: a file may
		// hold the messages' own words (the fuzzer writes them there).
		if quotesMore(stripComments(string(data)), strings.Join(quotedParts(msgs), "\n"), 64) {
			t.Fatalf("%s: quote more than 60 characters of the file extended", strings.Join(msgs, "; "))
		}
	})
}

// maxLoadInput is the longest input FuzzLoad reads.
const maxLoadInput = 2 << 10

// stripComments cuts the YAML comments off the lines of text, roughly: a
// message may repeat the text of a comment, not quote it.
func stripComments(text string) string {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if j := strings.Index(" "+l, " #"); j >= 0 {
			lines[i] = l[:j]
		}
	}
	return strings.Join(lines, "\n")
}

// FuzzValues checks the values text: parseValueText and WithValues never
// panic, what they accept is a valid list of values, and a spec whose values are the text
// (quoted, or written plain, where it may break the YAML) is either read
// or refused with errors positioned on a line of its file.
func FuzzValues(f *testing.F) {
	for _, s := range []string{"1-9", "1-9,A-C", "1-9 A-C", "0-F", "10-25", "red green blue", "XYZ", "x-ray", "1-9,,", "\x1b[2J", "α-ω", "1-99999999999999999999"} {
		f.Add(s)
	}
	sixteen, err := Builtin("16x16")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if s, err := sixteen.WithValues(text); err == nil {
			if s.Rules.NumValues() != 16 || len(s.Puzzles) != len(sixteen.Puzzles) {
				t.Fatalf("%q: %d values, %d puzzles", text, s.Rules.NumValues(), len(s.Puzzles))
			}
		}
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
		quoted, err := yaml.Marshal(map[string]any{"values": text, "groups": []string{"rows", "columns"}})
		if err != nil {
			t.Skip(err)
		}
		plain := []byte("name: v\nvalues: " + text + "\ngroups: [rows, columns]\n")
		for _, data := range [][]byte{quoted, plain} {
			if _, err := Parse("fuzz.yaml", data); err != nil {
				checkPositioned(t, err)
			}
		}
	})
}

// quotedRE matches a Go-quoted string in a message: how an error quotes
// the text of a file.
var quotedRE = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// quotedParts returns the quoted strings of msgs, quotes and all.
func quotedParts(msgs []string) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, quotedRE.FindAllString(m, -1)...)
	}
	return out
}
