package fpuzzles

import (
	"encoding/json"
	"net/url"
	"strings"

	"github.com/sudoku-rules/sudoku/lzstring"
)

// Unpack returns the JSON of a puzzle from what a person gives: the JSON
// itself, a link that carries it, or its compressed text; name names it
// in errors. Read is Unpack, then Parse. A caller that bounds what it
// reads (a server) looks at the JSON's length and Size in between.
func Unpack(name, text string) ([]byte, error) {
	t := strings.TrimSpace(text)
	if strings.HasPrefix(t, "{") {
		return []byte(t), nil
	}
	data := unprefixed(t)
	if d := linkData(t); d != "" {
		data = d
	} else if strings.HasPrefix(t, "http") {
		return nil, errorAt(name, "", "the link carries no f-puzzles puzzle: give a link with ?load=, or with fpuzzles in SudokuPad's address")
	}
	if strings.Contains(data, "%") {
		// Escaped as a link's path escapes it (%2B for +, %2F for /).
		if d, err := url.PathUnescape(data); err == nil {
			data = d
		}
	}
	var json string
	var err error
	// f-puzzles writes base64; SudokuPad may write the URI-safe form.
	if json, err = lzstring.Base64.Decompress(data); err != nil || !strings.HasPrefix(strings.TrimSpace(json), "{") {
		if j2, err2 := lzstring.URI.Decompress(data); err2 == nil && strings.HasPrefix(strings.TrimSpace(j2), "{") {
			json, err = j2, nil
		}
	}
	if err != nil {
		return nil, errorAt(name, "", "the compressed puzzle does not read: %v", err)
	}
	return []byte(json), nil
}

// Size returns the side of the board a puzzle's JSON gives, reading no
// other key, so that a board too large can be refused before its rules
// are read; ok is false when the JSON gives no whole number (Parse then
// says what is wrong).
func Size(data []byte) (side int, ok bool) {
	var top struct {
		Size json.RawMessage `json:"size"`
	}
	if json.Unmarshal(data, &top) != nil || json.Unmarshal(top.Size, &side) != nil {
		return 0, false
	}
	return side, true
}
