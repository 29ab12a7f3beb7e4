package fpuzzles

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/sudoku-rules/sudoku/constraint"
	"github.com/sudoku-rules/sudoku/game"
	"github.com/sudoku-rules/sudoku/game/puzzle"
	"github.com/sudoku-rules/sudoku/groups"
	"github.com/sudoku-rules/sudoku/lzstring"
)

// The links Link writes: f-puzzles' own, and SudokuPad's, which opens the
// same compressed puzzle.
const (
	FPuzzlesPrefix  = "https://f-puzzles.com/?load="
	SudokuPadPrefix = "https://sudokupad.app/fpuzzles"
)

// Write writes a puzzle as f-puzzles JSON: rules (the board, values,
// groups and constraints) with givens, one value index or game.Empty per
// field, and the title, author and rules text of p when it has them. The
// board is square, without holes, its values the numbers 1 to its side
// (values of other names, on a board with no rules but its groups, are
// written by their place: 1-9A-G as 1-16);
// its rows and columns are groups; its boxes are f-puzzles' own for the
// size or regions of the grid (a jigsaw), and its other groups
// diagonals, disjoint groups or extra regions. A group or rule f-puzzles
// cannot say is an error that names it: nothing is dropped. Before it
// returns, Write reads the JSON back and checks that it gives the same
// rules and givens. A solution, one value index per field, when not
// nil, or else p's, is written as f-puzzles keeps one to check an answer
// against: "solution", the numbers of the grid row by row. p's Drawings
// are written under their keys.
func Write(p *puzzle.Puzzle, rules *game.Rules, solution []int) ([]byte, error) {
	return write(p, rules, solution, builtin)
}

// write writes a puzzle as Write does, the rules of kinds by the forms f.
func write(p *puzzle.Puzzle, rules *game.Rules, solution []int, f *forms) ([]byte, error) {
	w := &writer{rules: rules, top: map[string]any{}, forms: f}
	n := rules.Rows
	switch {
	case rules.Rows != rules.Cols || n > MaxSize:
		return nil, fmt.Errorf("f-puzzles has square boards of up to %d, not %dx%d", MaxSize, rules.Rows, rules.Cols)
	case rules.NumFields() != n*n:
		return nil, errors.New("f-puzzles has no boards with holes")
	}
	if !numbered(rules.Values, n) {
		// Values of other names are written by their place, when no
		// rule but the groups speaks of them: 1-9A-G opens as 1-16.
		if len(rules.Constraints) > 0 || rules.Values.Len() != n {
			return nil, fmt.Errorf("f-puzzles has the values 1 to %d on a board of %d, not %s: write them so with --values 1-%d", n, n, excerptWords(rules.Values.Names()), n)
		}
		var err error
		if rules, err = renumbered(rules); err != nil {
			return nil, err
		}
	}
	w.top["size"] = n
	w.grid = make([][]map[string]any, n)
	for r := range w.grid {
		w.grid[r] = make([]map[string]any, n)
		for c := range w.grid[r] {
			w.grid[r][c] = map[string]any{}
		}
	}
	for f, v := range p.Givens {
		if v != game.Empty {
			at := rules.Pos(f)
			w.grid[at.Row][at.Col]["value"] = v + 1
			w.grid[at.Row][at.Col]["given"] = true
		}
	}
	w.groups()
	items, err := constraint.Items(rules.Constraints)
	w.errs = append(w.errs, err)
	for _, it := range items {
		w.item(it)
	}
	w.top["grid"] = w.grid
	w.writeDrawings(p.Drawings)
	if solution == nil {
		solution = p.Solution
	}
	if solution != nil {
		if len(solution) != rules.NumFields() {
			return nil, fmt.Errorf("a solution of %d fields for a board of %d", len(solution), rules.NumFields())
		}
		nums := make([]int, len(solution))
		for i, v := range solution {
			nums[i] = v + 1
		}
		w.top["solution"] = nums
	}
	for key, s := range map[string]string{"title": p.Title, "author": p.Author, "ruleset": w.rulesText(p.Text)} {
		if s != "" {
			w.top[key] = s
		}
	}
	if err := errors.Join(w.errs...); err != nil {
		return nil, err
	}
	out, err := json.Marshal(w.top)
	if err != nil {
		return nil, err
	}
	if err := checkWritten(out, p, rules, f); err != nil {
		return nil, err
	}
	return out, nil
}

// numbered reports whether values are the numbers 1 to n.
func numbered(values *game.Values, n int) bool {
	if values.Len() != n {
		return false
	}
	for i, name := range values.Names() {
		if name != strconv.Itoa(i+1) {
			return false
		}
	}
	return true
}

// renumbered returns rules with no constraints, their values renamed 1 to
// n in their order.
func renumbered(rules *game.Rules) (*game.Rules, error) {
	words := make([]string, rules.NumValues())
	for i := range words {
		words[i] = strconv.Itoa(i + 1)
	}
	values, err := game.NewValues(words)
	if err != nil {
		return nil, err
	}
	return game.NewRules(rules.Name, rules.Rows, rules.Cols, nil, values, rules.GroupSpecs())
}

// Link writes the f-puzzles JSON of a puzzle, compressed as f-puzzles
// compresses it, after prefix: FPuzzlesPrefix or SudokuPadPrefix.
func Link(prefix string, json []byte) string {
	return prefix + lzstring.Base64.Compress(string(json))
}

// writer is a puzzle being written.
type writer struct {
	rules *game.Rules
	top   map[string]any
	grid  [][]map[string]any
	forms *forms // the rule kinds' writers
	signs bool   // inequality signs are written (signs.go)
	errs  []error
}

// add appends an entry to the list of key.
func (w *writer) add(key string, entry map[string]any) {
	list, _ := w.top[key].([]map[string]any)
	w.top[key] = append(list, entry)
}

// groups writes the groups: rows and columns, which every f-puzzles board
// has, boxes or regions of the grid, and the rest as diagonals, disjoint
// groups or extra regions.
func (w *writer) groups() {
	n := w.rules.Rows
	a := groups.Square(n)
	left := &groups.Remaining{Groups: w.rules.GroupSpecs()}
	take := left.Take
	if !take(groups.Rows(a)) || !take(groups.Columns(a)) {
		w.errs = append(w.errs, errors.New("every f-puzzles board has its rows and columns as groups, and these rules have not"))
		return
	}
	if h, wd := groups.BoxShape(n); h > 0 {
		boxes, _ := groups.Boxes(a, h, wd)
		if !take(boxes) {
			w.regions(left)
		}
	} else {
		w.regions(left)
	}
	if h, wd := groups.BoxShape(n); h > 0 {
		if gs, err := groups.Disjoint(a, h, wd); err == nil && take(gs) {
			w.top["disjointgroups"] = true
		}
	}
	var main, anti []game.Pos
	for i := range n {
		main, anti = append(main, game.Pos{Row: i, Col: i}), append(anti, game.Pos{Row: n - 1 - i, Col: i})
	}
	if take([]game.GroupSpec{{Cells: main}}) {
		w.top["diagonal-"] = true
	}
	if take([]game.GroupSpec{{Cells: anti}}) {
		w.top["diagonal+"] = true
	}
	for _, g := range left.Groups {
		w.add("extraregion", map[string]any{"cells": cellNames(g.Cells)})
	}
}

// regions writes the regions of the grid: the groups of left of n cells
// that tile the board, taken out of left, or, when there are none, no
// regions at all (a Latin square).
func (w *writer) regions(left *groups.Remaining) {
	n := w.rules.Rows
	region, _ := left.TakeTiling(n, n, n, 0)
	for i := range n * n {
		if region == nil {
			// Not a tiling: every group an extra region, the grid without.
			w.grid[i/n][i%n]["region"] = nil
		} else {
			w.grid[i/n][i%n]["region"] = region[i]
		}
	}
}

// cellNames writes cells as f-puzzles does: R1C1.
func cellNames(cells []game.Pos) []string {
	out := make([]string, len(cells))
	for i, p := range cells {
		out[i] = cellName(p)
	}
	return out
}

func cellName(p game.Pos) string { return strings.ToUpper(p.String()) }

// item writes one spec item of a rule as f-puzzles entries, by the
// f-puzzles form of its kind, or, for an inequality sign, as text.
func (w *writer) item(it constraint.Item) {
	k := w.forms.kinds[it.Key]
	switch {
	case k == nil && it.Key == signKind:
		w.sign(it)
		return
	case k == nil:
		w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles has no rule of kind %s", specText(it), it.Key))
		return
	case k.FPuzzles.None != "":
		w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles has no rule of kind %s: %s", specText(it), it.Key, k.FPuzzles.None))
		return
	}
	fm := k.FPuzzles
	switch fm.Shape {
	case constraint.FPuzzlesEntry, constraint.FPuzzlesPair, constraint.FPuzzlesClue, constraint.FPuzzlesLines:
		if e, ok := w.entry(it, fm); ok {
			w.add(fm.Key, e)
		}
	case constraint.FPuzzlesArrow:
		// The line starts in the circle, at a cell next to its first.
		e, ok := w.entry(it, fm)
		circle, _ := it.Arg(argOf(fm, "cells")).([]game.Pos)
		cells, _ := it.Arg(argOf(fm, "lines")).([]game.Pos)
		if !ok || len(circle) == 0 {
			return
		}
		from := circle[0]
		for _, p := range circle {
			if len(cells) > 0 && constraint.Touching(p, cells[0]) {
				from = p
				break
			}
		}
		e["lines"] = [][]string{cellNames(append([]game.Pos{from}, cells...))}
		w.add(fm.Key, e)
	case constraint.FPuzzlesMarked:
		cells, _ := it.Arg(argOf(fm, "cell")).([]game.Pos)
		for _, p := range cells {
			w.add(fm.Key, map[string]any{"cell": cellName(p)})
		}
	case constraint.FPuzzlesMarks:
		w.marks(it, fm)
	case constraint.FPuzzlesFlag, constraint.FPuzzlesNegative:
		w.top[fm.Key] = true
	case constraint.FPuzzlesPencilMarks:
		w.pencilMarks(it, fm)
	}
}

// entry writes an item as an entry, each field of fm from the key of the
// item it gives: cells by their names, a clue's cell in capitals, a
// diagonal as f-puzzles names it, values as numbers, a number as its
// text, left out when it is the field's default.
func (w *writer) entry(it constraint.Item, fm *constraint.FPuzzlesForm) (map[string]any, bool) {
	e := map[string]any{}
	for _, fl := range fm.Fields {
		v := it.Arg(fl.Arg)
		if v == nil {
			continue
		}
		cells, _ := v.([]game.Pos)
		word, _ := v.(string)
		switch fl.Field {
		case "cells", "cloneCells":
			e[fl.Field] = cellNames(cells)
		case "lines":
			e[fl.Field] = [][]string{cellNames(cells)}
		case "cell":
			e[fl.Field] = strings.ToUpper(word)
		case "direction":
			if d, ok := constraint.ParseDiagonal(word); ok {
				word = d.Short()
			}
			e[fl.Field] = word
		case "values":
			nums, ok := numbers(v)
			if !ok {
				w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles writes its %s as numbers", specText(it), fl.Arg))
				return nil, false
			}
			e[fl.Field] = nums
		default:
			if n, ok := v.(int); ok {
				word = strconv.Itoa(n)
			}
			if word != fl.Default {
				e[fl.Field] = word
			}
		}
	}
	return e, true
}

// pencilMarks writes an item of given pencil marks into the cells of the
// grid; a cell has one list of them.
func (w *writer) pencilMarks(it constraint.Item, fm *constraint.FPuzzlesForm) {
	cells, _ := it.Arg(argOf(fm, "cell")).([]game.Pos)
	nums, ok := numbers(it.Arg(argOf(fm, "givenPencilMarks")))
	if !ok {
		w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles writes pencil marks as numbers", specText(it)))
		return
	}
	for _, p := range cells {
		if w.grid[p.Row][p.Col]["givenPencilMarks"] != nil {
			w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles gives a cell one list of pencil marks, and %s has two", specText(it), p))
			return
		}
		w.grid[p.Row][p.Col]["givenPencilMarks"] = nums
	}
}

// marks writes the pairs of a marks item, each key's as entries of its
// mark's f-puzzles key with its value, and the item's negative (true, or
// the key of the marks all given) as f-puzzles says it: a key of its
// own set true ("nonconsecutive") or a name in the list "negative"
// ("ratio"), which all the marks that share it must be given for.
func (w *writer) marks(it constraint.Item, fm *constraint.FPuzzlesForm) {
	for _, m := range fm.Marks {
		pairs, _ := it.Arg(m.Arg).([][]game.Pos)
		for _, p := range pairs {
			e := map[string]any{"cells": cellNames(p)}
			if m.Value != "" {
				e["value"] = m.Value
			}
			w.add(m.Key, e)
		}
	}
	var given []string // the keys of the marks all given
	switch neg := it.Arg("negative").(type) {
	case bool:
		for _, m := range fm.Marks {
			if neg && it.Arg(m.Arg) != nil {
				given = append(given, m.Arg)
			}
		}
	case string:
		given = []string{neg}
	}
	for _, m := range fm.Marks {
		switch {
		case !slices.Contains(given, m.Arg):
		case m.NegativeKey != "":
			w.top[m.NegativeKey] = true
		default:
			var names []string
			alone := false
			for _, o := range fm.Marks {
				if o.Negative == m.Negative {
					names = append(names, o.Value)
					alone = alone || !slices.Contains(given, o.Arg)
				}
			}
			if alone {
				some := "one of the two"
				if len(names) != 2 {
					some = "some of them"
				}
				w.errs = append(w.errs, fmt.Errorf("%s: f-puzzles says every %s is given, not %s alone", specText(it), strings.Join(names, " and "), some))
				return
			}
			w.negative(m.Negative)
		}
	}
}

// negative adds a kind of dots to the list of those all given.
func (w *writer) negative(kind string) {
	list, _ := w.top["negative"].([]string)
	if !slices.Contains(list, kind) {
		w.top["negative"] = append(list, kind)
	}
}

// numbers reads value words as whole numbers.
func numbers(v any) ([]int, bool) {
	words, _ := v.([]string)
	out := make([]int, len(words))
	for i, s := range words {
		n, err := strconv.Atoi(s)
		if err != nil {
			return nil, false
		}
		out[i] = n
	}
	return out, true
}

// specText writes an item for a message, cut when long.
func specText(it constraint.Item) string {
	s := it.Key
	if cells, ok := it.Arg("cells").([]game.Pos); ok && len(cells) > 0 {
		s += " at " + cells[0].String()
	}
	return s
}

// checkWritten reads JSON written back and checks that it gives rules
// and givens.
func checkWritten(out []byte, p *puzzle.Puzzle, rules *game.Rules, f *forms) error {
	back, err := parse(context.Background(), "written", out, f)
	if err != nil {
		return fmt.Errorf("the f-puzzles JSON written does not read back (please report this): %v", err)
	}
	if err := constraint.SameRules(rules, back.Rules); err != nil {
		return fmt.Errorf("f-puzzles cannot say these rules as they are: %v", err)
	}
	if !slices.Equal(back.Givens, p.Givens) {
		return errors.New("the f-puzzles JSON written reads back to other givens (please report this)")
	}
	if !sameDrawings(back.Drawings, p.Drawings) {
		return errors.New("the f-puzzles JSON written reads back to other drawings (please report this)")
	}
	return nil
}

// sameDrawings reports whether a and b hold the same drawings, in any
// order (a line entry of several lines reads back as one drawing each).
func sameDrawings(a, b []puzzle.Drawing) bool {
	count := map[string]int{}
	for _, d := range a {
		count[fmt.Sprintf("%+v", d)]++
	}
	for _, d := range b {
		count[fmt.Sprintf("%+v", d)]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}

// excerptWords writes values for a message, the first few of many.
func excerptWords(words []string) string {
	if len(words) > 12 {
		return strings.Join(words[:12], " ") + " ..."
	}
	return strings.Join(words, " ")
}
