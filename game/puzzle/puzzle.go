package puzzle

import "github.com/sudoku-rules/sudoku/game"

// Notation is how a puzzle is written: one character per field, or one
// white-space separated word per field.
type Notation uint8

// The notations. Which one a file uses follows from its rules: Chars when
// every value is one character (rules.Values.SingleChar()), else Tokens.
const (
	Chars Notation = iota
	Tokens
)

// String returns "chars" or "tokens".
func (n Notation) String() string {
	if n == Tokens {
		return "tokens"
	}
	return "chars"
}

// NotationOf returns the notation puzzles of rules are read and written in.
func NotationOf(rules *game.Rules) Notation {
	if rules.Values.SingleChar() {
		return Chars
	}
	return Tokens
}

// RulesOr returns the puzzle's own rules, or r when it has none.
func (p *Puzzle) RulesOr(r *game.Rules) *game.Rules {
	if p.Rules != nil {
		return p.Rules
	}
	return r
}

// Puzzle is one puzzle read from a file.
type Puzzle struct {
	// Givens holds one entry per field (row-major, holes skipped): the
	// value index of the given, or game.Empty.
	Givens []int
	// Pos is where the puzzle starts: the line and column of its first field.
	Pos game.Position
	// Notation is how the puzzle was written, so output can be written as a
	// line like the input (see Line).
	Notation Notation
	// Rules are the puzzle's own rules, when it brings any: its cages and
	// thermometers, or a whole board of its own (an f-puzzles puzzle);
	// nil when it plays by the rules it was read by. Givens are of them.
	Rules *game.Rules
	// Title, Author and Text are what the puzzle's source says of it (an
	// f-puzzles puzzle's title, author and rules text), or "".
	Title, Author, Text string
	// Notes say what the puzzle's source held that the rules leave out
	// and no other field keeps (an editor's settings, a rule read
	// leniently); AllNotes adds what Drawings hold.
	Notes []string
	// Drawings are what the source draws that no rule reads (an
	// f-puzzles puzzle's lines, shapes, text and cages without a total):
	// a player may need them to read the puzzle. Nil when none.
	Drawings []Drawing
	// Solution is the solution the source gives, one value index per
	// field, which a writer of a format that holds one writes again; nil
	// when it gives none. The rules do not depend on it.
	Solution []int
	// Progress is the position in progress that the source holds besides
	// the givens (a spec puzzle's candidates: and placed:); nil when it
	// holds only givens.
	Progress *Progress
}

// Progress is a position in progress of a puzzle: what a player (or a
// hint's step) made of its givens.
type Progress struct {
	// Cands holds the candidates of every field, one set per field of the
	// puzzle's rules (holes skipped); a given's is its value alone, and
	// no field's is empty.
	Cands []game.ValueSet
	// Placed marks, one entry per field, the fields filled since the
	// givens: each has one candidate, its value. A field of one candidate
	// that is not marked is still open. Nil when none is.
	Placed []bool
}
