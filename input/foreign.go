package input

import (
	"errors"
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/killertext"
)

// FormatsRead names the formats a puzzle stream reads, for the error of
// text in none of them.
const FormatsRead = "givens as a line or a grid; candidates as a line, a pencil-mark grid or a HoDoKu library line; " +
	"f-puzzles JSON and links; SudokuPad links; ISS constraint strings and links; killers on one line (3x3::k:..., SumoCue's, marks and totals) or drawn; spec files (.yaml)"

// explainForeign returns err, the error of a puzzle of the givens reader,
// saying more when the line it failed on is no givens with a slip but
// text of another format (puzzle.Foreign): that no format read here
// reads it, what it looks like when it looks like a format this program
// does not read, and the formats it does read. Other errors come back
// as they are.
func explainForeign(r *game.Rules, err error) error {
	var e *game.Error
	if !errors.As(err, &e) || e.Source == "" || !strings.HasPrefix(e.Msg, "unknown value") || !puzzle.Foreign(r, e.Source) {
		return err
	}
	like := ""
	if l := looksLike(e.Source); l != "" {
		like = " (it looks like " + l + ")"
	}
	return &game.Error{Pos: e.Pos, Source: e.Source,
		Msg: fmt.Sprintf("the line is in no format read here%s: read as givens, %s. The formats read are: %s", like, e.Msg, FormatsRead)}
}

// looksLike names the format that line seems to be in, when it is one
// this program reads but the line breaks it; else "".
func looksLike(line string) string {
	if killertext.NearSnarf(line) {
		return "a killer written on one line, each cell a total or a mark pointing to its cage's first cell, but for characters that form has not: " +
			"the totals are 0-9, A-Z for 10-35 and a-j for 36-45, the marks < > ^ v ` ' , ."
	}
	return ""
}
