package sudokupad

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/lzstring"
)

// MaxBytes is the most bytes of JSON a puzzle may have.
const MaxBytes = 4 << 20

// prefixes are the prefixes of a payload that carries a puzzle in
// SudokuPad's own format: scl, and ctc, read the same.
var prefixes = []string{"scl", "ctc"}

// Looks reports whether text is, at a glance, a SudokuPad puzzle in its
// own format: a link that carries one, its payload (scl... or ctc...), or
// the puzzle's JSON (an object with "cells", or its zipped form, "ce:").
// It decodes nothing.
func Looks(text string) bool {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "{") {
		head, _ := game.CutAfter(t, 512)
		for _, mark := range []string{`"cells":`, `"cellSize":`, "ce:[", "cs:"} {
			if strings.Contains(head, mark) {
				return true
			}
		}
		return false
	}
	_, isPayload := payloadOf(t)
	return isPayload
}

// payloadOf returns the payload a text carries, scl or ctc and all, and
// whether it carries one: the payload itself, or a link whose path or
// puzzleid holds it.
func payloadOf(t string) (string, bool) {
	for _, p := range prefixes {
		if strings.HasPrefix(t, p) && len(t) > len(p) {
			return t, true
		}
	}
	if !isLink(t) {
		return "", false
	}
	id := linkID(t)
	for _, p := range prefixes {
		if strings.HasPrefix(id, p) && len(id) > len(p) {
			return id, true
		}
	}
	return "", false
}

func isLink(t string) bool {
	return strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "sudokupad.app/")
}

// linkID returns what names the puzzle in a SudokuPad link: the puzzleid
// of its query, or its path after the host (and after /sudoku/), URL
// escapes undone; a plus stays a plus, as it is in base64.
func linkID(t string) string {
	if !strings.Contains(t, "://") {
		t = "https://" + t
	}
	u, err := url.Parse(t)
	if err != nil {
		return ""
	}
	for _, kv := range strings.Split(u.RawQuery, "&") {
		if v, ok := strings.CutPrefix(kv, "puzzleid="); ok {
			id, err := url.PathUnescape(v)
			if err != nil {
				return v
			}
			return id
		}
	}
	path := strings.TrimPrefix(u.EscapedPath(), "/")
	path = strings.TrimPrefix(path, "sudoku/")
	path = strings.TrimPrefix(path, "puzzle/")
	id, err := url.PathUnescape(path)
	if err != nil {
		return path
	}
	return id
}

// Decode returns the JSON of a puzzle from what a person gives: a link
// (https://sudokupad.app/scl..., .../ctc..., ...?puzzleid=scl...), the
// payload alone (scl... or ctc...: lz-string's compressToBase64, or
// compressToEncodedURIComponent, of the JSON or of its zipped form), or
// the JSON, zipped or not. name names it in errors. A link that names a
// puzzle kept on SudokuPad's server, or an f-puzzles one, is an error that
// says what to do.
func Decode(name, text string) ([]byte, error) {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "{") {
		return unpacked(name, t)
	}
	payload, ok := payloadOf(t)
	if !ok {
		return nil, errorAt(name, "", "%s", notPayload(t))
	}
	data := payload[3:]
	zipped, err := lzstring.Base64.Decompress(data)
	if err != nil || !strings.HasPrefix(strings.TrimSpace(zipped), "{") {
		if z2, err2 := lzstring.URI.Decompress(data); err2 == nil && strings.HasPrefix(strings.TrimSpace(z2), "{") {
			zipped, err = z2, nil
		} else if err == nil {
			err = errors.New("it holds no puzzle: its text does not start with '{'")
		}
	}
	if err != nil {
		return nil, errorAt(name, "", "the %s payload does not read: %v", payload[:3], err)
	}
	return unpacked(name, zipped)
}

// unpacked returns the JSON of a text that is JSON or zipped JSON.
func unpacked(name, text string) ([]byte, error) {
	if len(text) > MaxBytes {
		return nil, errorAt(name, "", "the puzzle has %d bytes, more than the %d read", len(text), MaxBytes)
	}
	if json.Valid([]byte(text)) {
		return []byte(text), nil
	}
	return Unzip(name, text)
}

// notPayload says why t carries no puzzle this package reads.
func notPayload(t string) string {
	if isFpuzzles(t) {
		return "the payload carries an f-puzzles puzzle (fpuz...), which the f-puzzles reader reads"
	}
	if !isLink(t) {
		return "not a SudokuPad puzzle: give a link (https://sudokupad.app/scl...), its payload (scl... or ctc...) or the puzzle's JSON"
	}
	id := linkID(t)
	switch {
	case isFpuzzles(id):
		return "the link carries an f-puzzles puzzle, which the f-puzzles reader reads"
	case strings.HasPrefix(id, "scf") || strings.HasPrefix(id, "classic"):
		return fmt.Sprintf("the link carries a classic sudoku in SudokuPad's short form (%s...), which this reader does not read", game.Excerpt(id[:3]))
	case id == "":
		return "the link names no puzzle"
	}
	return fmt.Sprintf("the link names the puzzle %s kept on SudokuPad's server, which cannot be fetched here: open it in SudokuPad and share it as a link with the puzzle in it (scl...)", game.Excerpt(id))
}

// isFpuzzles reports whether a payload is an f-puzzles puzzle as
// SudokuPad takes one: fpuzzles or fpuz, then the compressed JSON.
func isFpuzzles(id string) bool {
	return strings.HasPrefix(id, "fpuzzles") || strings.HasPrefix(id, "fpuzN4Ig")
}

// errorAt makes an error at the puzzle, "where: msg" when where is
// given ("lines[3]").
func errorAt(name, where, format string, args ...any) *game.Error {
	msg := fmt.Sprintf(format, args...)
	if where != "" {
		msg = where + ": " + msg
	}
	return &game.Error{Pos: game.Position{File: name}, Msg: msg}
}
