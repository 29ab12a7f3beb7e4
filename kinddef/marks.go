package kinddef

import (
	"fmt"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
)

// A MarkDef is one sort of mark of a marks kind: the key that lists its
// pairs of neighbours in a rule's item, the pair rule across each, and
// how it is drawn.
type MarkDef struct {
	// Key lists the mark's pairs in an item: x: [[r1c1, r2c2]].
	Key string
	// Pair is an expression over a and b, the numbers of the two cells'
	// values, a the first of the pair as the item lists it.
	Pair string
	// Letter is written on the mark ("X"); without one, the mark is a dot
	// filled with Dot (#rgb or #rrggbb; white when empty).
	Letter, Dot string
}

// marksDifficulty is the difficulty of a marks kind's steps: a kropki
// dot's.
const marksDifficulty = 1.2

// compileMarks compiles a marks kind: marks between neighbours (sharing
// an edge, or a corner when Neighbours is diagonal), each sort with a
// pair rule of its own, and a negative rule over the unmarked ones, read
// as kropki and XV are.
func compileMarks(d Def, fail func(field, format string, args ...any) error) (*constraint.Kind, error) {
	switch {
	case d.Cells != "" || d.NextPair != "" || d.EveryPair != "" || d.NeighbourPair != "" || d.Next != "" || d.Start != "" || d.Accept != "" || d.Regex != "" || d.Holds != "" || d.Prune != "" || d.composite() || d.Of != "":
		return nil, fail("marks", "a marks kind is said by its marks alone, without cells, a pair rule, a machine, holds or other kinds: each mark's rule is its own pair rule")
	case len(d.Args) > 0:
		return nil, fail("args", "a marks kind takes no arguments: give each value its own mark")
	case d.Colour != "" || d.Draw.Style != "":
		return nil, fail("marks", "a marks kind is drawn by its marks' letter or dot: leave colour and draw out")
	case d.Neighbours != "" && d.Neighbours != "orthogonal" && d.Neighbours != "diagonal":
		return nil, fail("neighbours", "neighbours is orthogonal (cells that share an edge, the default) or diagonal (cells that touch at a corner), not %s", game.Excerpt(d.Neighbours))
	}
	var marks []constraint.DefinedMark
	for i, m := range d.Marks {
		field := "marks." + m.Key
		switch {
		case !keyPattern.MatchString(m.Key) || m.Key == "negative":
			return nil, fail("marks", "a mark's key is one word of lower-case letters and digits, starting with a letter, other than negative, not %s", game.Excerpt(m.Key))
		case strings.TrimSpace(m.Pair) == "":
			return nil, fail(field, "give the mark's rule, an expression over a and b such as a + b == 10")
		case m.Dot != "" && m.Letter != "":
			return nil, fail(field, "a mark is a letter or a dot, not both")
		}
		for _, o := range d.Marks[:i] {
			if o.Key == m.Key {
				return nil, fail(field, "the mark %s is given twice", m.Key)
			}
		}
		holds, err := compilePair(m.Pair, d)
		if err != nil {
			return nil, exprError(d.Key, field, err, fail)
		}
		dot := m.Dot
		if dot == "" && m.Letter == "" {
			dot = "#ffffff"
		}
		marks = append(marks, constraint.DefinedMark{
			Key:    m.Key,
			Rule:   &constraint.PairRule{Holds: holds, Says: strings.TrimSpace(m.Pair)},
			Letter: m.Letter,
			Dot:    dot,
		})
	}
	rk, err := newRuleKind(d, marksDifficulty, game.ShapeEdge, constraint.MarksAbilities, fail)
	if err != nil {
		return nil, err
	}
	neg := &game.RuleKind{
		Name:       rk.Name + "Negative",
		Title:      rk.Title + ", every mark given",
		Doc:        "every mark is given: neighbours with none between them keep no mark's rule",
		Difficulty: rk.Difficulty,
		Shape:      game.ShapeBoard,
		Abilities:  constraint.MarksNegativeAbilities,
	}
	return finish(d, constraint.NewMarksKind(d.Key, rk, neg, marks, d.Neighbours == "diagonal"), fail)
}

// marksText writes a definition's marks as a spec's flow mapping.
func marksText(ms []MarkDef) string {
	parts := make([]string, len(ms))
	for i, m := range ms {
		s := fmt.Sprintf("%s: {pair: %q", m.Key, m.Pair)
		if m.Letter != "" {
			s += fmt.Sprintf(", letter: %q", m.Letter)
		}
		if m.Dot != "" {
			s += fmt.Sprintf(", dot: %q", m.Dot)
		}
		parts[i] = s + "}"
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
