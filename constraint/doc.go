// Package constraint holds the rule kinds of variants beyond "all
// different", as specs write them: killer cages, arrows, clues outside
// the board (little killers, sandwiches, X-sums, skyscrapers),
// thermometers, dots and lines. Package game defines what a rule is to
// the engine (game.RuleKind, game.Constraint and its optional
// abilities); this package gives each kind its spec form.
//
// How the parts fit:
//
//   - A Kind is a stateless descriptor: the game.RuleKind it makes, the
//     key that names it in a spec's constraints list, the keys of its
//     argument with an example, Read, which makes one constraint from
//     an argument through Args, and Draw, how a page draws its rules.
//   - A Drawing (draw.go) is one of a few styles (a line, a
//     thermometer, an arrow, a cage, marks between cells, shapes in
//     cells, a corner's circle, a clue outside the board, clones, sets
//     of cells, or nothing for a rule of the whole board) with what the
//     style needs: colours, widths, the arguments it writes. A page
//     draws a rule by its kind's drawing from the rule's item, and knows
//     no kind.
//   - Args is what Read reads an argument from, with every problem
//     reported at its place: package specs implements it over YAML, with
//     file, line and column; a reader of another format implements it
//     over that format.
//   - All lists the built-in kinds; Lookup finds one by key. Validate
//     checks a list (keys, names, docs, readers, drawings) before use.
//
// What kinds share has files of its own. The kinds drawn as lines
// (thermometers, whispers, renban and the others) share line.go: a line's
// cells and name, its reading from a spec with the checks of its cells,
// the order of the values they compare, and the words of their
// explanations. sum.go holds the sums (killer
// cages, little killers, arrows, X-sums, sandwiches): which values each
// cell keeps so that a weighted total can be made, by bit sets of totals
// shifted a word at a time, with bounds for Check and pairs for Linker.
// required.go reads a sum kind's support as the values it must hold
// (game.Requirer, for the chains' strong links): each value whose
// removal from every free cell leaves the rule no support.
// marksread.go gathers the marks a format reads one by one (dots, X and
// V) and makes the negative rules the format states apart from them.
// signread.go reads the inequality signs formats draw as text between
// two cells ("<" turned by an angle) for every reader alike: which cell
// a sign makes the greater (SignOrder), and whether a rules text makes
// them rules (NamesSigns).
// clue.go holds the clues outside the board (little killers, sandwiches,
// X-sums, skyscrapers): ParseClue reads their cell (r0c3), and Bind
// finds their line or diagonal on the board, up to its edge or a hole.
// The line clues propagate by a walk over the line that keeps, forward
// and backward, the states its candidates allow (a sum so far, a highest
// value and a count): exact for the candidates, values repeated or not.
// indexer.go holds the indexers (row, column and box indexers): a marked
// cell whose value names a place of the line through it, bound to that
// line's cells, each place read against the cell both ways; a kind gives
// only its line and its words.
//
// Writing rules back (item.go): Items says each rule as the item of a
// spec that reads back to it, a Writable rule by its own Item method, a
// Gathered one (dots, X and V, marked cells, negative rules) by its
// WriteItem into the item it shares with the others of its kind;
// Item.String writes an item in YAML's flow style.
// SameRules (same.go) compares two sets of rules by their boards, groups
// and items, for the writers of formats to check what they wrote.
//
// A kind's f-puzzles form (formats.go, Kind.FPuzzles) says how
// f-puzzles writes its rules, as data: package fpuzzles reads and writes
// every kind by it, and has no line of its own for any.
//
// Adding a kind is one file here with its tests: its game.RuleKind, its
// constraint type (Name, Cells, Bind, Check, Item or WriteItem, and
// Differ, Propagator, Linker, Labeler, Explainer, Preparer or Clued
// where they apply, declared in its game.RuleKind's Abilities), its Kind
// with its f-puzzles form and its drawing, and one line in the registry.
// The guide's table of kinds (docs/constraints.md) is written from the
// registry (go test ./constraint -run TestReadmeConstraints -update).
// Package constrainttest holds a kind made for
// tests only.
package constraint
