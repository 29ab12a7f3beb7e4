package input

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/sudoku-rules/sudoku/fpuzzles"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/iss"
	"github.com/sudoku-rules/sudoku/killertext"
	"github.com/sudoku-rules/sudoku/sudokupad"

	"github.com/sudoku-rules/sudoku/specs"
)

// Files read whole, each a set of puzzles that bring their own rules: a
// spec file with its puzzles (a killer's cages among them).

// isSpecFile reports whether name is a spec file: its puzzles, with the
// spec's rules and their own constraints, are the puzzles it gives.
func isSpecFile(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	return ext == ".yaml" || ext == ".yml"
}

// specPuzzles reads the puzzles of the spec file at name (read as
// specs.Load reads one: a regular file of at most specs.MaxSpecBytes),
// each with its rules: the puzzle's own (its constraints), else the
// spec's; or of a dot_rows file (DotRows). A spec that does not read, or
// has no puzzle, is one error.
func specPuzzles(name string) []queued {
	data, err := specs.ReadFile(name)
	if err != nil {
		return []queued{{err: err}}
	}
	if IsDotRows(data) {
		return dotRowsQueue(name, data)
	}
	sp, err := specs.Parse(name, data)
	if err != nil {
		return []queued{{err: err}}
	}
	return specQueue(sp)
}

// dotRowsQueue returns the puzzles of a dot_rows file (DotRows), and its
// error after them.
func dotRowsQueue(name string, data []byte) []queued {
	ps, err := DotRows(name, data)
	out := make([]queued, 0, len(ps)+1)
	for _, p := range ps {
		out = append(out, queued{p: p})
	}
	for _, e := range game.SplitErrors(err) {
		out = append(out, queued{err: e})
	}
	return out
}

// specQueue returns the puzzles of sp, each with its rules.
func specQueue(sp *specs.Spec) []queued {
	ps, err := Defaults(sp)
	if err != nil {
		return []queued{{err: err}}
	}
	if len(ps) == 0 {
		return []queued{{err: noPuzzles(sp)}}
	}
	out := make([]queued, len(ps))
	for i, p := range ps {
		if p.Rules == nil {
			p.Rules = sp.Rules
		}
		out[i] = queued{p: p}
	}
	return out
}

// LooksSpec reports whether a text that starts with head is a spec: its
// first line that is neither blank nor a comment starts with a key of a
// spec and its colon ("name: ...", "extends: classic"), as the specs that
// specs.Write writes start. No puzzle, pencil-mark or f-puzzles text
// starts so.
func LooksSpec(head string) bool {
	head = strings.TrimPrefix(head, "\ufeff")
	for _, line := range strings.Split(head, "\n") {
		t := strings.TrimSpace(line)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		key, rest, ok := strings.Cut(strings.TrimRight(line, "\r"), ":")
		return ok && specs.IsKey(key) && (rest == "" || rest[0] == ' ' || rest[0] == '\t')
	}
	return false
}

// isFPuzzlesFile reports whether name is an f-puzzles file by its name.
func isFPuzzlesFile(name string) bool { return strings.EqualFold(filepath.Ext(name), ".json") }

// LooksWhole reports whether a text that starts with head (its first
// fpuzzles.HeadSize bytes, or all of it) holds puzzles that bring their
// own rules, after any comment lines: f-puzzles (JSON, links, compressed
// text) one a line, or killers in the forms of package killertext.
func LooksWhole(head string) bool {
	t := strings.TrimLeft(head, " \t\r\n")
	for strings.HasPrefix(t, "#") {
		end := strings.IndexByte(t, '\n')
		if end < 0 {
			return false
		}
		t = strings.TrimLeft(t[end+1:], " \t\r\n")
	}
	first := firstLine(t)
	return fpuzzles.LooksStart(t) || iss.Looks(first) || sudokupad.Looks(first) || killertext.LooksText(t)
}

// fpuzzlesPuzzles reads puzzles that bring their own rules from r: JSON
// objects (jsonPuzzles), or one f-puzzles or SudokuPad link or payload,
// ISS constraint string or link, or killer of one line (killertext) per
// line, where a line that starts
// with '#' is a comment; or killers drawn over several lines (killertext).
// It reads at most fpuzzles.MaxBytes.
func fpuzzlesPuzzles(name string, r io.Reader, opts Options) []queued {
	data, err := io.ReadAll(io.LimitReader(r, fpuzzles.MaxBytes+1))
	if err != nil {
		return []queued{{err: &game.Error{Pos: game.Position{File: name}, Msg: err.Error()}}}
	}
	text := strings.TrimSpace(string(data))
	if strings.HasPrefix(text, "{") {
		return jsonPuzzles(name, text, opts)
	}
	var out []queued
	if killertext.LooksText(text) && !killertext.Looks(firstLine(text)) {
		// Killers drawn over several lines: the whole text is theirs.
		ps, errs := killertext.ReadText(name, string(data))
		for _, p := range ps {
			out = append(out, queued{p: p})
		}
		for _, err := range errs {
			out = append(out, queued{err: err})
		}
		return out
	}
	for i, line := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(line); t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if killertext.Looks(line) {
			p, err := killertext.ReadLine(name, i+1, line)
			out = append(out, queued{p: p, err: err})
			continue
		}
		if iss.Looks(line) {
			// Its errors at their line and column in the file.
			p, err := iss.Read(name, strings.Repeat("\n", i)+line)
			if p != nil {
				p.Pos = game.Position{File: name, Line: i + 1, Col: 1}
			}
			out = append(out, queued{p: p, err: err})
			continue
		}
		p, err := ReadOwn(context.Background(), fmt.Sprintf("%s:%d", name, i+1), line, opts)
		if p != nil {
			p.Pos = game.Position{File: name, Line: i + 1, Col: 1}
		}
		out = append(out, queued{p: p, err: err})
	}
	return out
}

// jsonPuzzles reads JSON objects one after another, each f-puzzles' or
// SudokuPad's, as convert --to fpuzzles writes them, one a line.
func jsonPuzzles(name, text string, opts Options) []queued {
	dec := json.NewDecoder(strings.NewReader(text))
	var out []queued
	for n := 1; ; n++ {
		start := dec.InputOffset()
		var raw json.RawMessage
		err := dec.Decode(&raw)
		if err == io.EOF {
			return out
		}
		line := 1 + strings.Count(text[:start], "\n")
		where := name
		if n > 1 || dec.More() {
			where = fmt.Sprintf("%s:%d", name, line)
		}
		if err != nil {
			// What does not read as JSON goes to the reader, which says
			// where; what follows cannot be told apart.
			p, err := ReadOwn(context.Background(), where, text[start:], opts)
			return append(out, queued{p: p, err: err})
		}
		p, err := ReadOwn(context.Background(), where, string(raw), opts)
		if p != nil {
			p.Pos = game.Position{File: name, Line: line, Col: 1}
		}
		out = append(out, queued{p: p, err: err})
	}
}

// firstLine returns the first line of text that is neither blank nor a
// comment, or "".
func firstLine(text string) string {
	for _, l := range strings.Split(text, "\n") {
		if t := strings.TrimSpace(l); t != "" && !strings.HasPrefix(t, "#") {
			return l
		}
	}
	return ""
}

// Whole reads data, named name (a file, or "argument N" for a text given
// as an argument), when it is a text read whole: a spec file with its
// puzzles (by name, or by how data starts, LooksSpec: a spec on standard
// input, or saved under another name), or f-puzzles (JSON, links,
// compressed text, by name or by how data starts) and killer cage maps
// (killertext, by how data starts). It returns its puzzles, each with its
// own rules and the position in progress a spec puzzle holds, and their
// errors; whole is false when data is none of those, for the caller to
// read as it reads puzzle files.
func Whole(name string, data []byte) (ps []*puzzle.Puzzle, err error, whole bool) {
	var qs []queued
	switch {
	case isSpecFile(name) && IsDotRows(data):
		qs = dotRowsQueue(name, data)
	case isSpecFile(name) || LooksSpec(string(data[:min(len(data), fpuzzles.HeadSize)])):
		sp, err := specs.Parse(name, data)
		if err != nil {
			return nil, err, true
		}
		qs = specQueue(sp)
	case isFPuzzlesFile(name) || LooksWhole(string(data[:min(len(data), fpuzzles.HeadSize)])):
		qs = fpuzzlesPuzzles(name, bytes.NewReader(data), Options{})
	default:
		return nil, nil, false
	}
	var errs []error
	for _, q := range qs {
		if q.err != nil {
			errs = append(errs, q.err)
		} else {
			ps = append(ps, q.p)
		}
	}
	return ps, errors.Join(errs...), true
}
