package fpuzzles

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/specs"
)

// f-puzzles has no inequality signs: setters write them as text on the
// edge between two cells, {"cells": ["R2C3", "R1C3"], "value": ">",
// "angle": 90}, and say in the rules text that they are rules. Text
// only draws, but for those signs when the rules text names them
// (constraint.NamesSigns): each is a rule of the library's kind
// greaterthan, its cells the greater (the one the sign opens toward,
// constraint.SignOrder) and the lesser. Write writes such rules back as
// signs, and names them in the rules text when it does not.

// signKind is the key of the rule kind of a sign.
const signKind = "greaterthan"

// signsSentence is what Write adds to a rules text that does not name
// the signs it writes.
const signsSentence = "The inequality signs between two cells open toward the greater digit."

// greaterThan is the rule kind of a sign, one of the library's; nil
// when the library has none.
var greaterThan = sync.OnceValue(func() *constraint.Kind {
	kinds, err := specs.Kinds()
	if err != nil {
		return nil
	}
	return constraint.Lookup(kinds, signKind)
})

// readText reads the text drawn, which only draws (the puzzle's
// Drawings) but for the inequality signs the rules text names.
func readText(b *builder, key string, raw json.RawMessage) {
	if isEmpty(raw) {
		return
	}
	if !b.signs {
		readDrawings(b, key, raw)
		return
	}
	entries := b.entries(key, raw)
	var list []json.RawMessage
	_ = json.Unmarshal(raw, &list) // it reads: entries did
	for i, e := range entries {
		where := fmt.Sprintf("%s[%d]", key, i)
		if !constraint.IsSign(e.value()) || !b.readSign(where, &e) {
			b.readDrawing(where, puzzle.DrawText, list[i])
		}
	}
}

// readSign reads the text entry e, a sign's glyph, as a rule; it
// reports false for a sign beside the board (a caption's), which only
// draws. A sign on the board that is not on the edge between two cells,
// opening toward one of them, is an error: the rules text makes it a
// rule that none reads.
func (b *builder) readSign(where string, e *entry) bool {
	var cells []game.Pos
	on := 0
	for _, s := range e.Cells {
		p, ok := parseCell(s)
		if !ok {
			b.errorf(where, "%s is no cell: cells are written R1C1", game.Excerpt(s))
			return true
		}
		if p.Row >= 0 && p.Col >= 0 && p.Row < b.size && p.Col < b.size {
			on++
		}
		cells = append(cells, p)
	}
	angle, ok := angleOf(e.Angle)
	switch {
	case on == 0:
		return false
	case !ok:
		b.errorf(where, "the angle %s is no number of degrees", excerpt(e.Angle))
		return true
	case len(cells) != 2 || on != 2:
		b.errorf(where, "the inequality sign %s stands on %s, not on the edge between two cells of the board: no rule reads it",
			game.Excerpt(e.value()), strings.Join(cellNames(cells), " "))
		return true
	}
	greater, lesser, ok := constraint.SignOrder(e.value(), angle, cells[0], cells[1])
	if !ok {
		b.errorf(where, "the inequality sign %s turned %g degrees between %s and %s opens toward neither: no rule reads it",
			game.Excerpt(e.value()), angle, cellName(cells[0]), cellName(cells[1]))
		return true
	}
	k := greaterThan()
	if k == nil {
		b.errorf(where, "no rule of this program reads inequality signs")
		return true
	}
	b.read(k, b.args(k, e, where, where, map[string]any{"cells": []game.Pos{greater, lesser}}))
	return true
}

// angleOf reads a text's angle, a number or its text; none is 0.
func angleOf(raw json.RawMessage) (float64, bool) {
	if len(raw) == 0 || isEmpty(raw) {
		return 0, true
	}
	var n json.Number
	if json.Unmarshal(raw, &n) != nil {
		var s string
		if json.Unmarshal(raw, &s) != nil {
			return 0, false
		}
		n = json.Number(strings.TrimSpace(s))
	}
	f, err := strconv.ParseFloat(string(n), 64)
	return f, err == nil
}

// sign writes a rule of kind greaterthan as f-puzzles' text: ">" on the
// edge between its two cells, turned to open toward the greater. A rule
// of more cells, or of two that share no edge, is an error.
func (w *writer) sign(it constraint.Item) {
	cells, _ := it.Arg("cells").([]game.Pos)
	if len(cells) != 2 {
		w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles draws an inequality sign between two cells, and the rule has %d", specText(it), len(cells)))
		return
	}
	angle, ok := constraint.SignAngle(cells[0], cells[1])
	if !ok {
		w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles draws an inequality sign on the edge between two cells, and %s and %s share none", specText(it), cells[0], cells[1]))
		return
	}
	w.add("text", map[string]any{"cells": cellNames(cells), "value": ">", "angle": angle, "fontC": "#000000", "size": 0.75})
	w.signs = true
}

// rulesText returns the rules text to write: the puzzle's, with a
// sentence that names the signs written when it does not.
func (w *writer) rulesText(text string) string {
	if !w.signs || constraint.NamesSigns(text) {
		return text
	}
	return strings.TrimSpace(text + "\n\n" + signsSentence)
}
