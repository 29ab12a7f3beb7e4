package constraint

import (
	"fmt"
	"slices"
	"strings"

	"github.com/sudoku-rules/sudoku/game"
)

// A Kind is a rule kind as specs write it: an item of a spec's
// constraints list is the kind's key with its argument, a mapping of the
// kind's keys,
//
//	constraints:
//	  - apart: {cells: [r1c1, r1c2], by: 2}
//
// It is a stateless value; Read makes new constraints for each item.
type Kind struct {
	// Rule is the kind of the constraints Read makes, or of most of them:
	// a Read may also make some of a kind near it (a white dot of the
	// difference kind is a kropki dot; the dots' negative rule is a rule
	// of the whole board, with a kind of its own).
	Rule *game.RuleKind
	// FPuzzles is how f-puzzles writes the kind's rules, or why it
	// cannot (FPuzzlesForm.None); package fpuzzles reads and writes them
	// by it.
	FPuzzles *FPuzzlesForm
	// Key names the kind in a spec: one lower-case word, "apart".
	Key string
	// Keys are the keys its argument may have; any other is an error.
	Keys []string
	// Example is an item of the kind as a spec writes it, for messages.
	Example string
	// Read makes the constraints of an argument: one, most often, or
	// several (a set of dots and the rule that no other neighbours relate
	// so). It reports every problem through a (a.Errorf, or the readers
	// of a) and returns nil when there was one.
	Read func(a Args) []game.Constraint
	// Definition is what defined the kind when a spec did (package
	// kinddef's Def), for a writer to write it again; nil for the
	// built-in kinds.
	Definition any
	// Draw says how a page draws the kind's rules, from their items: a
	// style and what it needs, such as a line's colour and width.
	Draw Drawing
}

// Args is an argument of a constraint as a format wrote it: the value of
// each key, read as the kind asks, each problem reported at its place
// (file, line and column in a spec). Reading a key that is missing
// reports that it is missing.
type Args interface {
	// Has reports whether the argument gives key.
	Has(key string) bool
	// Cells reads key as a list of cells, [r1c1, r1c2]; ok is false when
	// it was reported.
	Cells(key string) (_ []game.Pos, ok bool)
	// CellLists reads key as a list, maybe empty, of lists of cells,
	// [[r1c1, r1c2], [r2c2, r3c2]]; ok is false when it was reported.
	CellLists(key string) (_ [][]game.Pos, ok bool)
	// Int reads key as a whole number; ok is false when it was reported.
	Int(key string) (_ int, ok bool)
	// Word reads key as one word (a direction, a relation); ok is false
	// when it was reported.
	Word(key string) (_ string, ok bool)
	// Words reads key as a list of words, such as values ([1, 2]),
	// which a kind resolves to values when it is bound.
	Words(key string) (_ []string, ok bool)
	// Bool reads key as true or false.
	Bool(key string) (_ bool, ok bool)
	// Errorf reports a problem with key's value, or with the argument as
	// a whole when key is "".
	Errorf(key string, format string, args ...any)
}

// registry lists the built-in kinds.
var registry = []*Kind{
	Killer,
	Arrow,
	LittleKiller,
	XSum,
	Sandwich,
	Lunchbox,
	Skyscraper,
	Allowed,
	Thermometer,
	SlowThermometer,
	Whispers,
	Renban,
	Palindrome,
	BetweenLine,
	Lockout,
	RegionSumLine,
	ZipperLine,
	EntropicLine,
	ModularLine,
	Nabner,
	ParityLine,
	Difference,
	Ratio,
	Even,
	Odd,
	Minimum,
	Maximum,
	RowIndexer,
	ColumnIndexer,
	BoxIndexer,
	ValueIndexing,
	FullRank,
	LookAndSay,
	Quadruple,
	ContainExact,
	Clone,
	SameValues,
	Kropki,
	XV,
	NonConsecutive,
	AntiKnight,
	AntiKing,
	Leaper,
	AntiTaxicab,
	GlobalEntropy,
	GlobalModular,
}

// All returns the built-in kinds, in the order of their keys.
func All() []*Kind {
	out := slices.Clone(registry)
	slices.SortFunc(out, func(a, b *Kind) int { return strings.Compare(a.Key, b.Key) })
	return out
}

// Lookup returns the kind of key among kinds, or nil.
func Lookup(kinds []*Kind, key string) *Kind {
	for _, k := range kinds {
		if k.Key == key {
			return k
		}
	}
	return nil
}

// Keys returns the keys of kinds, in order.
func Keys(kinds []*Kind) []string {
	out := make([]string, len(kinds))
	for i, k := range kinds {
		out[i] = k.Key
	}
	return out
}

// Validate checks a list of kinds before use: each with a rule kind that
// has a name, a title, a doc, a difficulty and its rules' abilities, a
// key, an example, Read, an f-puzzles form (or a reason for none) and a
// drawing of a known style with what its style needs (see Drawing), and
// no two with the same key or rule name.
func Validate(kinds []*Kind) error {
	keys, names := map[string]bool{}, map[string]bool{}
	for i, k := range kinds {
		switch {
		case k == nil:
			return fmt.Errorf("constraint kind %d of the list is nil", i+1)
		case k.Key == "" || strings.ToLower(k.Key) != k.Key || strings.ContainsAny(k.Key, " \t"):
			return fmt.Errorf("constraint kind %d of the list has no key of one lower-case word", i+1)
		case k.Rule == nil || k.Rule.Name == "" || k.Rule.Title == "" || k.Rule.Doc == "" || k.Rule.Difficulty <= 0:
			return fmt.Errorf("constraint kind %s has no rule kind with a name, a title, a doc and a difficulty", k.Key)
		case k.Rule.Abilities == 0:
			return fmt.Errorf("constraint kind %s does not declare its rules' abilities (game.RuleKind.Abilities)", k.Key)
		case k.Read == nil || k.Example == "":
			return fmt.Errorf("constraint kind %s has no Read or no Example", k.Key)
		case k.FPuzzles == nil:
			return fmt.Errorf("constraint kind %s has no f-puzzles form: give one, or FPuzzlesForm{None: why f-puzzles cannot hold it}", k.Key)
		case k.FPuzzles.check(k) != "":
			return fmt.Errorf("constraint kind %s %s", k.Key, k.FPuzzles.check(k))
		case keys[k.Key]:
			return fmt.Errorf("constraint kind %s is listed twice", k.Key)
		case names[k.Rule.Name]:
			return fmt.Errorf("constraint kind %s has the rule name %s of another", k.Key, k.Rule.Name)
		case k.Draw.Style == "":
			return fmt.Errorf("constraint kind %s has no drawing: give it a Draw of one of the styles %s", k.Key, styleList())
		}
		if err := k.Draw.check(k); err != nil {
			return fmt.Errorf("constraint kind %s has a bad drawing: %w", k.Key, err)
		}
		keys[k.Key], names[k.Rule.Name] = true, true
	}
	return nil
}
