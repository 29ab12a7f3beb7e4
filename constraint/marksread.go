package constraint

import (
	"slices"
	"strconv"

	"github.com/sudoku-rules/sudoku/game"
)

// MarksRead gathers the marks between neighbours that a format's reader
// reads one by one (kropki dots, X and V), for the negative rules the
// format states apart from them: f-puzzles' "negative" and
// "nonconsecutive" keys, SudokuPad's rules text ("all possible black
// dots are given"). Once every mark is read, XVNegative and
// KropkiNegative make those rules. Its zero value has no marks.
type MarksRead struct {
	// Negative says which sorts of marks are all given: "difference"
	// (white dots), "ratio" (black dots), "xv".
	Negative map[string]bool
	// Consecutive says that neighbours without a white dot are not
	// consecutive (f-puzzles' "nonconsecutive").
	Consecutive bool
	pairs       map[string][][2]game.Pos // per sort: the cells of each mark
	values      map[string][]int         // per sort of dot: the values read, each once
}

// Mark keeps a mark of sort ("difference", "ratio", "xv") between the
// cells of p, with its value written as the format writes it ("" for
// none, or for the letters X and V).
func (m *MarksRead) Mark(sort string, p [2]game.Pos, value string) {
	if m.pairs == nil {
		m.pairs, m.values = map[string][][2]game.Pos{}, map[string][]int{}
	}
	m.pairs[sort] = append(m.pairs[sort], p)
	if n, err := strconv.Atoi(value); err == nil && !slices.Contains(m.values[sort], n) {
		m.values[sort] = append(m.values[sort], n)
	}
}

// XVNegative returns the rule that neighbours with no X or V add up to
// neither 10 nor 5, when every X and V is given; nil otherwise.
func (m *MarksRead) XVNegative() game.Constraint {
	if !m.Negative["xv"] {
		return nil
	}
	return NewXVNegative(m.pairs["xv"])
}

// KropkiNegative returns the rule that neighbours with no dot are not as
// the dots all given say (their differences and ratios, 1 and 2 when no
// dot gives its own), or the non-consecutive rule alone when that is all
// it says; nil when no dot is all given.
func (m *MarksRead) KropkiNegative() game.Constraint {
	var differences, ratios []int
	if m.Negative["difference"] {
		differences = orOne(m.values["difference"], 1)
	}
	if m.Consecutive && !slices.Contains(differences, 1) {
		differences = append(differences, 1)
	}
	if m.Negative["ratio"] {
		ratios = orOne(m.values["ratio"], 2)
	}
	kropki := append(slices.Clip(m.pairs["difference"]), m.pairs["ratio"]...)
	switch {
	case len(differences)+len(ratios) == 0:
		return nil
	case len(kropki) == 0 && len(ratios) == 0 && slices.Equal(differences, []int{1}):
		return NewNonConsecutive()
	}
	slices.Sort(differences)
	slices.Sort(ratios)
	return NewKropkiNegative(kropki, differences, ratios)
}

// orOne returns list, or a list of def when it is empty.
func orOne(list []int, def int) []int {
	if len(list) == 0 {
		return []int{def}
	}
	return slices.Clone(list)
}
